/** "Flight log" and "Leg report" of a flown leg, beside the leg's other actions (logic: openFlightLog.ts). */
import { AnchorButton } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { hasAbility, session } from '../../state/session';
import { flbEntriesOf, legReportPath, openFlightLog } from './openFlightLog';

export function FlbEntryButtons({ legId, legState, onOpen }: { legId: string; legState: number; /** e.g. closes the popup */ onOpen?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const shown = flbEntriesOf(legState, hasAbility);
  const go = (path: string) => {
    onOpen?.();
    navigate(path);
  };
  const openLog = async () => {
    setBusy(true);
    try {
      await openFlightLog(legId, go, hasAbility);
    } catch {
      // refused: the request layer has told the user
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {shown.flightLog && <AnchorButton icon="manual" text={t('flbEntry.flightLog')} loading={busy} onClick={() => void openLog()} data-testid="action-flightLog" />}
      {shown.legReport && <AnchorButton icon="th-list" text={t('flbEntry.legReport')} onClick={() => go(legReportPath(legId))} data-testid="action-legReport" />}
    </>
  );
}
