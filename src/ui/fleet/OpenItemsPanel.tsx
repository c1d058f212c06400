/**
 * The open AOG and MEL items of an aircraft, loaded from `GET /fleet/v1/aircraft/{id}/openItems`
 * (the leg's airworthiness confirmation and the aircraft choice show them); reloads when another
 * engineer's fault commands change the aircraft.
 */
import { Callout, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { statusBoardApi, type OpenItemsAnswer } from '../../api/statusBoard';
import { useLiveFleet } from '../../app/realtime/useLive';
import { settings } from '../../state/settings';
import { OpenItemsList } from './OpenItemsList';
import './upkeep.css';

export function OpenItemsPanel({ aircraftId, onLoaded }: { aircraftId: string | null; onLoaded?: (items: OpenItemsAnswer | null) => void }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [items, setItems] = useState<OpenItemsAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    if (!aircraftId) return;
    statusBoardApi.openItems(aircraftId).then(
      (a) => {
        setItems(a);
        setFailed(false);
        onLoaded?.(a);
      },
      () => {
        setFailed(true);
        onLoaded?.(null);
      },
    );
  }, [aircraftId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    setItems(null);
    load();
  }, [load]);
  useLiveFleet(load, aircraftId ? [aircraftId] : null);
  if (!aircraftId) return null;
  return (
    <div className="foc-upkeep__panel" data-testid="open-items-panel">
      <div className="foc-upkeep__panel-title">{t('statusBoard.items.title', { tail: items?.tailNo ?? '' })}</div>
      {failed ? (
        <Callout compact intent="warning">
          {t('statusBoard.items.unavailable')}
        </Callout>
      ) : items === null ? (
        <Spinner size={16} />
      ) : (
        <OpenItemsList mel={items.mel} aog={items.aog} now={Date.now()} timeType={timeType} compact />
      )}
    </div>
  );
}
