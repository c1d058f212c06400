/**
 * Aircraft position board (`control/AircraftPositionBoard`, requirements D2): every aircraft of
 * the caller's data permissions, where it is now or was last seen — in the air (a fix within ten
 * minutes), on the ground (at the nearest airport), signal lost, never seen — with altitude,
 * speed, track, vertical rate, squawk (7500/7600/7700 flagged) and the leg it flies with where
 * that leg stands (the monitor's progress: an aircraft whose takeoff is recorded or detected is
 * never "never seen" — the server answers "signal lost" then); beside it
 * the same aircraft on the map. Refreshed every few seconds; exported as .xlsx by the server.
 */
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { trackApi, type BoardPhase, type BoardRow } from '../../api/track';
import { formatAltitude, formatSpeed } from '../../domain/track/units';
import { hasAbility } from '../../state/session';
import { settings } from '../../state/settings';
import { TableExportButton } from '../../ui/list/TableExportButton';
import { BOARD_COLUMNS } from '../../contract/track';
import { instantText } from '../../ui/list/times';
import { LiveMap } from './monitor/LiveMap';
import { usePolling } from '../../ui/list/usePolling';
import { LegProgressTags, progressAt } from '../../ui/leg/legProgressTag';
import type { MapAircraft } from '../../map/types';
import './monitor/monitor.css';

export const EMERGENCY_SQUAWKS = ['7500', '7600', '7700'];
const PHASE_INTENT: Record<BoardPhase, 'success' | 'primary' | 'danger' | 'none'> = { air: 'success', ground: 'primary', lost: 'danger', unknown: 'none' };
const PHASE_ORDER: BoardPhase[] = ['air', 'lost', 'ground', 'unknown'];

export function boardAircraft(rows: readonly BoardRow[], now: number): MapAircraft[] {
  return rows
    .filter((r) => r.lat !== null && r.lon !== null && r.time)
    .map((r) => ({
      aircraftId: r.aircraftId,
      legId: r.legId,
      tailNo: r.tailNo,
      lat: r.lat!,
      lon: r.lon!,
      trackDeg: r.trackDeg,
      altFt: r.altBaroFt ?? r.altGeomFt,
      gsKt: r.gsKt,
      onGround: r.phase === 'ground',
      time: Date.parse(r.time!),
      stale: r.phase === 'lost' || now - Date.parse(r.time!) > 86_400_000,
    }));
}

export default function AircraftPositionBoard() {
  const { t } = useTranslation();
  const { timeType, speedUnit, altitudeUnit } = useSnapshot(settings);
  const board = usePolling(() => trackApi.board(), 5000, []);
  const [selected, setSelected] = useState<string | null>(null);
  const rows = [...(board.data ?? [])].sort((a, b) => PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase) || a.tailNo.localeCompare(b.tailNo));
  const now = Date.now();
  const aircraft = useMemo(() => boardAircraft(board.data ?? [], Date.now()), [board.data]);
  const count = (p: BoardPhase) => rows.filter((r) => r.phase === p).length;
  const when = (iso: string | null) => (iso ? (timeType === 'Local' ? `${instantText(iso, 'UTC')} UTC` : instantText(iso, timeType)) : '—');
  const where = (r: BoardRow) => (r.nearestIcao ? t('track.board.near', { icao: r.nearestIcao }) : r.lat !== null && r.lon !== null ? `${r.lat.toFixed(3)}, ${r.lon.toFixed(3)}` : (r.locationIcao ?? '—'));
  const focused = aircraft.find((a) => a.aircraftId === selected);
  const focus = useMemo(() => (focused ? { lat: focused.lat, lon: focused.lon, zoom: 7 } : null), [focused?.aircraftId]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="foc-monitor" data-testid="position-board">
      <div className="foc-monitor__bar">
        <Tag minimal large data-testid="board-counts">
          {t('track.board.counts', { air: count('air'), ground: count('ground'), lost: count('lost'), unknown: count('unknown') })}
        </Tag>
        <Button icon="refresh" variant="minimal" onClick={board.reload} aria-label={t('ganttScreen.reload')} />
        {hasAbility('positionBoard:export') ? <TableExportButton url="/track/v1/positions/board/export" body={{ speedUnit, altitudeUnit }} name={t('track.board.fileName')} columns={BOARD_COLUMNS.map((c) => c.key)} text={t('track.board.export')} disabled={rows.length === 0} testId="board-export" /> : null}
      </div>
      <div className="foc-monitor__body">
        <div className="foc-monitor__list">
          <HTMLTable compact striped interactive data-testid="board-table">
            <thead>
              <tr>
                <th>{t('track.board.tail')}</th>
                <th>{t('track.board.phase')}</th>
                <th>{t('track.board.lastSeen')}</th>
                <th>{t('track.board.position')}</th>
                <th>{t('track.board.altitude')}</th>
                <th>{t('track.board.speed')}</th>
                <th>{t('track.board.squawk')}</th>
                <th>{t('track.board.leg')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.aircraftId} onClick={() => setSelected(r.aircraftId)} className={r.aircraftId === selected ? 'is-selected' : undefined} data-testid={`board-row-${r.tailNo}`} data-phase={r.phase} data-progress={r.leg ? progressAt(r.leg, now).progress : undefined}>
                  <td>
                    <b>{r.tailNo}</b>
                    <div className="foc-monitor__muted">{r.typeCode ?? ''}</div>
                  </td>
                  <td>
                    <Tag minimal intent={PHASE_INTENT[r.phase]}>
                      {t(`track.board.phase.${r.phase}`)}
                    </Tag>
                  </td>
                  <td>
                    {when(r.time)}
                    {r.time ? <div className="foc-monitor__muted">{t('track.board.ago', { minutes: Math.max(0, Math.round((now - Date.parse(r.time)) / 60_000)) })}</div> : null}
                  </td>
                  <td>{where(r)}</td>
                  <td className="foc-monitor__live">{r.phase === 'air' || r.phase === 'lost' ? formatAltitude(r.altBaroFt ?? r.altGeomFt, altitudeUnit) : '—'}</td>
                  <td className="foc-monitor__live">
                    {r.phase === 'air' || r.phase === 'lost' ? formatSpeed(r.gsKt, speedUnit) : '—'}
                    {r.trackDeg !== null && r.phase === 'air' ? <div className="foc-monitor__muted">{Math.round(r.trackDeg)}°</div> : null}
                  </td>
                  <td className={r.squawk && EMERGENCY_SQUAWKS.includes(r.squawk) ? 'foc-board__emergency' : undefined} title={r.squawk && EMERGENCY_SQUAWKS.includes(r.squawk) ? t('track.board.emergency') : undefined}>
                    {r.squawk ?? '—'}
                  </td>
                  <td data-testid="board-leg">
                    {r.leg ? (
                      <>
                        <b>{r.leg.flightNo ?? `${r.leg.tripNumber}-${r.leg.legNumber}`}</b>
                        <div className="foc-monitor__muted">
                          {r.leg.departureIcao} → {r.leg.arrivalIcao}
                        </div>
                        <LegProgressTags view={progressAt(r.leg, now)} />
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <div className="foc-monitor__map">
          <LiveMap airports={[]} routes={[]} aircraft={aircraft} trails={[]} now={now} focus={focus} onAircraftClick={(a) => setSelected(a.aircraftId)} data-testid="board-map" />
        </div>
      </div>
    </div>
  );
}
