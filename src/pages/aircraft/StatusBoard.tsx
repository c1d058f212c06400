/**
 * Aircraft status board (`aircraft/StatusBoard`): every aircraft of the caller's data permissions
 * now and over the next 7 days — status tag (airworthy green, maintenance blue, MEL orange, AOG red),
 * a 7-day strip of its upkeep spans and legs, open MEL items with deadline countdowns, AOG since
 * and expected return, where it is and its next leg. Filters by type, base, fleet type and status;
 * live by fleet and leg events; exported as .xlsx by the server. Sized for an ops wall (1920×1080)
 * and a laptop (1366×768).
 */
import { Button, HTMLSelect, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { legApi } from '../../api/leg';
import type { StatusBoardBody, StatusBoardRowAnswer } from '../../api/statusBoard';
import { BOARD_STATUSES, STATUS_BOARD_COLUMNS } from '../../contract/statusBoard';
import { FLEET_TYPES } from '../../domain/resourceEnums';
import { hasAbility } from '../../state/session';
import { settings } from '../../state/settings';
import { OpenItemsList } from '../../ui/fleet/OpenItemsList';
import { UPKEEP_INTENTS } from '../../ui/fleet/upkeepColours';
import { TableExportButton } from '../../ui/list/TableExportButton';
import { TimeCell, instantText, useAirportZones } from '../../ui/list/times';
import { dayLines, UpkeepStrip } from './statusBoard/UpkeepStrip';
import { useStatusBoard } from './statusBoard/useStatusBoard';
import '../../ui/fleet/upkeep.css';
import './statusBoard/statusBoard.css';

const ALL = '';
type Status = (typeof BOARD_STATUSES)[number];

export default function StatusBoard() {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [typeId, setTypeId] = useState(ALL);
  const [base, setBase] = useState(ALL);
  const [fleetType, setFleetType] = useState(ALL);
  const [status, setStatus] = useState(ALL);
  const [types, setTypes] = useState<{ id: string; label: string }[]>([]);
  useEffect(() => {
    legApi.aircraftTypes().then((a) => setTypes(a.list.map((x) => ({ id: x.id, label: x.code || x.name }))), () => undefined);
  }, []);
  const filters = useMemo<StatusBoardBody>(
    () => ({
      ...(typeId ? { typeIds: [typeId] } : {}),
      ...(base ? { baseIcaos: [base] } : {}),
      ...(fleetType ? { fleetTypes: [fleetType as (typeof FLEET_TYPES)[number]] } : {}),
      ...(status ? { statuses: [status as Status] } : {}),
    }),
    [typeId, base, fleetType, status],
  );
  const board = useStatusBoard(filters);
  const rows = board.data?.rows ?? [];
  const from = board.data ? Date.parse(board.data.from) : Date.now();
  const to = board.data ? Date.parse(board.data.to) : from;
  const now = from;
  const zones = useAirportZones(rows.flatMap((r) => (r.nextLeg ? [r.nextLeg.departureIcao] : [])), timeType);
  const count = (s: Status) => rows.filter((r) => r.status === s).length;
  const spanLabel = (s: StatusBoardRowAnswer['spans'][number]) =>
    `${t(`statusBoard.status.${s.status}`)} ${s.label} · ${instantText(s.start, timeType === 'Local' ? 'UTC' : timeType)} – ${s.end ? instantText(s.end, timeType === 'Local' ? 'UTC' : timeType) : t('statusBoard.open')}`;
  const where = (r: StatusBoardRowAnswer) => {
    const p = r.position;
    if (p.airborne && !p.icao) return t('statusBoard.position.airborne');
    return p.icao ? `${p.icao}` : '—';
  };
  const select = (label: string, value: string, set: (v: string) => void, options: { value: string; label: string }[], testId: string) => (
    <label className="foc-board__filter">
      <span>{label}</span>
      <HTMLSelect value={value} onChange={(e) => set(e.currentTarget.value)} options={[{ value: ALL, label: t('statusBoard.filter.all') }, ...options]} data-testid={testId} />
    </label>
  );

  return (
    <div className="foc-board" data-testid="status-board" data-rows={rows.length}>
      <div className="foc-board__bar">
        {select(t('statusBoard.filter.type'), typeId, setTypeId, types.map((x) => ({ value: x.id, label: x.label })), 'filter-type')}
        {select(t('statusBoard.filter.base'), base, setBase, board.bases.map((b) => ({ value: b, label: b })), 'filter-base')}
        {select(t('statusBoard.filter.fleetType'), fleetType, setFleetType, FLEET_TYPES.map((f) => ({ value: f, label: t(`statusBoard.fleetType.${f}`) })), 'filter-fleet')}
        {select(t('statusBoard.filter.status'), status, setStatus, BOARD_STATUSES.map((s) => ({ value: s, label: t(`statusBoard.status.${s}`) })), 'filter-status')}
        <span className="foc-board__counts" data-testid="board-counts">
          {BOARD_STATUSES.map((s) => (
            <Tag key={s} intent={UPKEEP_INTENTS[s]} minimal={count(s) === 0} large>
              {t(`statusBoard.status.${s}`)} {count(s)}
            </Tag>
          ))}
        </span>
        {board.loading ? <Spinner size={16} /> : null}
        <Button icon="refresh" variant="minimal" onClick={board.reload} aria-label={t('statusBoard.reload')} />
        {hasAbility('statusBoard:export') ? (
          <TableExportButton url="/fleet/v1/statusBoard/export" body={filters} name={t('statusBoard.fileName')} columns={STATUS_BOARD_COLUMNS.map((c) => c.key)} text={t('statusBoard.export')} disabled={rows.length === 0} testId="board-export" />
        ) : null}
      </div>
      <div className="foc-board__grid" role="table" aria-label={t('menu.aircraft.statusBoard')}>
        <div className="foc-board__head" role="row">
          <span>{t('statusBoard.column.tailNo')}</span>
          <span>{t('statusBoard.column.status')}</span>
          <span className="foc-board__days">
            {dayLines(from, to, timeType).map((d) => (
              <span key={d} style={{ left: `${((d - from) / (to - from)) * 100}%` }}>
                {instantText(new Date(d).toISOString(), timeType === 'Local' ? 'UTC' : timeType).slice(5, 10)}
              </span>
            ))}
          </span>
          <span>{t('statusBoard.column.position')}</span>
          <span>{t('statusBoard.column.nextLeg')}</span>
          <span>{t('statusBoard.column.items')}</span>
        </div>
        {rows.map((r) => (
          <div key={r.aircraftId} className="foc-board__row" role="row" data-testid={`board-row-${r.tailNo}`} data-status={r.status}>
            <span className="foc-board__tail">
              <b>{r.tailNo}</b>
              <span className="foc-upkeep__muted">{[r.typeCode, r.baseIcao].filter(Boolean).join(' · ')}</span>
            </span>
            <span>
              <Tag large intent={UPKEEP_INTENTS[r.status]} data-testid="board-status">
                {t(`statusBoard.status.${r.status}`)}
              </Tag>
            </span>
            <UpkeepStrip row={r} from={from} to={to} timeType={timeType} label={spanLabel} />
            <span data-testid="board-position" title={t(`statusBoard.position.${r.position.source}`)}>
              <b>{where(r)}</b>
              <span className="foc-upkeep__muted">{t(`statusBoard.position.${r.position.source}`)}</span>
            </span>
            <span data-testid="board-next">
              {r.nextLeg ? (
                <>
                  <b>{r.nextLeg.flightNo || `${r.nextLeg.tripNumber}-${r.nextLeg.legNumber}`}</b> {r.nextLeg.departureIcao}→{r.nextLeg.arrivalIcao}
                  <span className="foc-upkeep__muted">
                    <TimeCell iso={r.nextLeg.plannedDepartureUtc} timeType={timeType} zone={zones[r.nextLeg.departureIcao.toUpperCase()] ?? null} />
                  </span>
                </>
              ) : (
                '—'
              )}
            </span>
            <OpenItemsList mel={r.mel} aog={r.aog} now={now} timeType={timeType} compact />
          </div>
        ))}
        {board.data && rows.length === 0 ? <div className="foc-board__empty">{t('statusBoard.empty')}</div> : null}
      </div>
    </div>
  );
}
