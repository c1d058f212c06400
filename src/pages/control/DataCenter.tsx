/**
 * Data centre (`control/DataCenter`; the landing page's "data-centre dashboard", requirements
 * S1): the landing page's live counts (operators, active users, aircraft, ground agents), the
 * fleet in the air and on the ground now, today's movements in the time type with their
 * counts, and the map of the aircraft — made for the ops-room wall (refreshes by itself).
 */
import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { api } from '../../api/http';
import { trackApi } from '../../api/track';
import { DELAY_REASON_THRESHOLD_MINUTES } from '../../domain/trip/delay';
import { hasAbility } from '../../state/session';
import { settings } from '../../state/settings';
import { TableExportButton } from '../../ui/list/TableExportButton';
import { MOVEMENT_COLUMNS } from '../../contract/track';
import { instantText } from '../../ui/list/times';
import { boardAircraft } from './AircraftPositionBoard';
import { LiveMap } from './monitor/LiveMap';
import { countMovements, movementsOf } from '../../domain/track/movements';
import { usePolling } from '../../ui/list/usePolling';
import { LegProgressTags, useMinuteClock } from '../../ui/leg/legProgressTag';
import { windowRange } from './monitor/window';
import './monitor/monitor.css';

interface PublicStats {
  operators: number;
  activeUsers: number;
  aircraft: number;
  groundAgents: number | null;
}

function Tile({ label, value, intent, testId }: { label: string; value: number | null | undefined; intent?: string; testId: string }) {
  return (
    <div className="foc-dc__tile" data-testid={testId} style={intent ? { borderLeft: `4px solid ${intent}` } : undefined}>
      <b>{value ?? '—'}</b>
      <span>{label}</span>
    </div>
  );
}

export default function DataCenter() {
  const { t } = useTranslation();
  const { timeType, autoRefresh } = useSnapshot(settings);
  const stats = usePolling(() => api.get<PublicStats>('/website/v1/stats'), 60_000, []);
  const board = usePolling(() => trackApi.board(), 5000, []);
  const today = usePolling(() => trackApi.monitor(windowRange('today', Date.now(), timeType)), Math.max(autoRefresh, 15) * 1000, [timeType]);
  const clock = useMinuteClock();
  const now = Date.now();
  // progress moves with the clock: recomputed every minute from the last answer, not refetched
  const movements = useMemo(() => movementsOf(today.data?.legs ?? [], Date.now()), [today.data, clock]); // eslint-disable-line react-hooks/exhaustive-deps
  const counts = countMovements(movements);
  const phase = (p: string) => (board.data ?? []).filter((r) => r.phase === p).length;
  const pending = (today.data?.events ?? []).filter((e) => e.status === 'proposed').length;
  const aircraft = useMemo(() => boardAircraft(board.data ?? [], Date.now()).filter((a) => !a.onGround && !a.stale), [board.data]);
  const at = (iso: string | null, zone: string | null) => instantText(iso, timeType, zone);

  return (
    <div className="foc-dc" data-testid="data-center">
      <div className="foc-dc__tiles">
        <Tile label={t('track.dc.operators')} value={stats.data?.operators} testId="dc-operators" />
        <Tile label={t('track.dc.activeUsers')} value={stats.data?.activeUsers} testId="dc-active-users" />
        <Tile label={t('track.dc.aircraft')} value={stats.data?.aircraft} testId="dc-aircraft" />
        <Tile label={t('track.dc.groundAgents')} value={stats.data?.groundAgents} testId="dc-ground-agents" />
        <Tile label={t('track.dc.inAir')} value={board.data ? phase('air') : null} intent="#238551" testId="dc-in-air" />
        <Tile label={t('track.dc.onGround')} value={board.data ? phase('ground') : null} intent="#2d72d2" testId="dc-on-ground" />
        <Tile label={t('track.dc.signalLost')} value={board.data ? phase('lost') : null} intent="#cd4246" testId="dc-lost" />
      </div>
      <h4 style={{ margin: 0 }}>{t('track.dc.today')}</h4>
      <div className="foc-dc__tiles">
        <Tile label={t('track.dc.planned')} value={today.data ? counts.planned : null} testId="dc-planned" />
        <Tile label={t('track.dc.departed')} value={today.data ? counts.departed : null} testId="dc-departed" />
        <Tile label={t('track.dc.landed')} value={today.data ? counts.landed : null} testId="dc-landed" />
        <Tile label={t('track.dc.delayed', { minutes: DELAY_REASON_THRESHOLD_MINUTES })} value={today.data ? counts.delayed : null} intent="#c87619" testId="dc-delayed" />
        <Tile label={t('track.dc.pending')} value={today.data ? pending : null} testId="dc-pending" />
      </div>
      <div className="foc-dc__split">
        <div style={{ overflow: 'auto', maxHeight: 480 }}>
          <div className="foc-monitor__bar" style={{ marginBottom: 6 }}>
            <b>{t('track.dc.movements')}</b>
            {hasAbility('dataCenter:export') ? (
              <TableExportButton small url="/track/v1/monitor/movements/export" body={windowRange('today', now, timeType)} name={t('track.dc.fileName')} columns={MOVEMENT_COLUMNS.map((c) => c.key)} text={t('track.dc.export')} disabled={movements.length === 0} testId="dc-export" />
            ) : null}
          </div>
          {movements.length === 0 ? (
            <NonIdealState icon="airplane" title={t('track.dc.noMovements')} />
          ) : (
            <HTMLTable compact striped data-testid="dc-movements" style={{ width: '100%' }}>
              <tbody>
                {movements.map((m) => (
                  <tr key={m.leg.id} data-status={m.status} data-progress={m.progress} data-overdue={m.overdue} data-testid={`dc-movement-${m.leg.id}`}>
                    <td className="foc-monitor__live">{at(m.leg.actualOffUtc ?? m.leg.plannedDepartureUtc, m.leg.depZone)}</td>
                    <td>
                      <b>{m.leg.flightNo ?? `${m.leg.tripNumber}-${m.leg.legNumber}`}</b> {m.leg.tailNo ?? ''}
                    </td>
                    <td>
                      {m.leg.departureIcao} → {m.leg.arrivalIcao}
                    </td>
                    <td>
                      <Tag minimal intent={m.status === 'departed' ? 'success' : m.status === 'landed' ? 'none' : 'primary'}>
                        {t(`track.dc.${m.status === 'planned' ? 'planned' : m.status}`)}
                      </Tag>{' '}
                      {m.late ? <Tag minimal intent="warning">{t('track.dc.delayed', { minutes: DELAY_REASON_THRESHOLD_MINUTES })}</Tag> : null}
                      <LegProgressTags view={{ progress: m.progress, overdue: m.overdue, stale: false }} compact hide={['delayed']} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </div>
        <div className="foc-dc__map">
          <LiveMap airports={[]} routes={[]} aircraft={aircraft} trails={[]} now={now} focus={null} theme="dark" data-testid="dc-map" />
        </div>
      </div>
    </div>
  );
}
