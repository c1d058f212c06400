/** An aircraft's status changes with their causes (its detail tab), newest first, live. */
import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { faultApi, type StatusHistoryRow } from '../../api/fleetUpkeep';
import { useLiveFleet } from '../../app/realtime/useLive';
import { settings } from '../../state/settings';
import { instantText, useZoneHint } from '../list/times';
import { recordTimeType, STATUS_INTENT } from './faultView';
import './fleet.css';

export function StatusHistoryPanel({ aircraft }: { aircraft: { id: string; tailNo: string } }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const tt = recordTimeType(timeType);
  const hint = useZoneHint()(tt);
  const [rows, setRows] = useState<StatusHistoryRow[] | null>(null);
  const load = useCallback(() => void faultApi.statusHistory(aircraft.id).then(setRows, () => setRows([])), [aircraft.id]);
  useEffect(load, [load]);
  useLiveFleet(load, [aircraft.id]);
  const status = (s: string) => (
    <Tag minimal intent={STATUS_INTENT[s] ?? 'none'}>
      {t(`resources.aircraftStatus.${s}`)}
    </Tag>
  );
  if (rows && rows.length === 0) return <NonIdealState icon="history" title={t('fleetFault.history.empty')} />;
  return (
    <HTMLTable compact striped className="foc-fleet__history" data-testid="status-history">
      <thead>
        <tr>
          <th>
            {t('fleetFault.history.at')} <small>{hint}</small>
          </th>
          <th>{t('fleetFault.history.from')}</th>
          <th>{t('fleetFault.history.to')}</th>
          <th>{t('fleetFault.history.cause')}</th>
          <th>{t('fleetFault.history.source')}</th>
          <th>{t('fleetFault.history.author')}</th>
        </tr>
      </thead>
      <tbody>
        {(rows ?? []).map((r) => (
          <tr key={r.id} data-cause={r.cause}>
            <td>{instantText(r.at, tt)}</td>
            <td>{status(r.fromStatus)}</td>
            <td>{status(r.toStatus)}</td>
            <td>{t(`fleetFault.cause.${r.cause}`)}</td>
            <td>{r.label ?? ''}</td>
            <td>{r.author ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
export default StatusHistoryPanel;
