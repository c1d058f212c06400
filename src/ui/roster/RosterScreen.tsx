/**
 * A crew roster (pilots, cabin crew or maintenance engineers) on the GPU timeline engine: crew of
 * the type as rows against the days of a period (a week by default), their assignments, duty
 * statuses and activities, lanes of legs still missing a role of the roster on top. Drag an open
 * leg onto a crew member (or select it and "Assign") to assign it; remove an assignment from its
 * context menu; publish the period. Assignments added since publication carry a dot, removed ones
 * a hatched ghost; the toolbar counts them.
 */
import { Button, ButtonGroup, HTMLSelect, InputGroup, Menu, MenuItem, NonIdealState, Spinner, Tag, showContextMenu } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { GanttLegAnswer } from '../../api/gantt';
import { tripOrLegEvent, useLiveReload } from '../../app/realtime/useLive';
import { rosterApi } from '../../api/roster';
import { addDays, isCalendarDate } from '../../domain/expiry';
import { dropRole, ROSTER_MAX_DAYS, rosterArea } from '../../domain/crew/roster';
import type { CrewType } from '../../domain/trip/crewAssignment';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { TimelineEngine, TimelineItem } from '../../timeline-engine';
import { useHostStats } from '../../timeline-engine/react/useHostStats';
import type { MoveCandidate, MoveVerdict } from '../../timeline-engine/core/dragModel';
import { MS_PER_DAY } from '../../timeline-engine/core/scales';
import { Timeline } from '../../timeline-engine/react/Timeline';
import { axisOffset, legLabel } from '../gantt/legBars';
import { LegMonitorDialog } from '../leg/LegMonitor';
import { createOwnMoves } from '../gantt/ownMoves';
import { AssignDialog, type AssignTarget } from './AssignDialog';
import { PublishDialog, type PublishPeriod } from './PublishDialog';
import { RosterLegend, RosterTooltip, type RosterHover } from './RosterParts';
import { emptyRoster, rosterView, type RosterView } from './rosterMapping';
import { useRosterCommands } from './useRosterCommands';

const TITLE_WIDTH = 200;
const PERIODS = [7, 14, 31] as const;
/** Cell scales a roster offers (minutes, from the Gantt's scales): hours to a day. */
const SCALES = [60, 120, 180, 240, 360, 720, 1440] as const;
const defaultScale = (days: number) => (days <= 7 ? 360 : days <= 14 ? 720 : 1440);

export function RosterScreen({ crewType }: { crewType: CrewType }) {
  const { t } = useTranslation();
  const { timeType, themeName } = useSnapshot(settings);
  useSnapshot(session);
  const area = rosterArea(crewType);
  const canAdd = hasAbility(`${area}:add`);
  const canDelete = hasAbility(`${area}:delete`);
  const canPublish = hasAbility(`${area}:publish`);
  const offsetFn = useMemo(() => axisOffset(timeType), [timeType]);
  const [fromDate, setFromDate] = useState(() => new Date(Date.now() + offsetFn(Date.now())).toISOString().slice(0, 10));
  const [days, setDays] = useState<number>(7);
  const [scale, setScale] = useState<number>(defaultScale(7));
  const [view, setView] = useState<RosterView>(emptyRoster);
  const [zone, setZone] = useState('');
  const [lastPublished, setLastPublished] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(1200);
  const [selected, setSelected] = useState<string | null>(null);
  const [assignTarget, setAssignTarget] = useState<AssignTarget | null>(null);
  const [publishing, setPublishing] = useState<PublishPeriod | null>(null);
  const [monitor, setMonitor] = useState<GanttLegAnswer | null>(null);
  const [hover, setHover] = useState<RosterHover | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<TimelineEngine | null>(null);
  useHostStats(engine, hostRef);
  const viewRef = useRef(view);
  viewRef.current = view;

  const fromMs = useMemo(() => Date.parse(`${fromDate}T00:00:00Z`) - offsetFn(Date.parse(`${fromDate}T00:00:00Z`)), [fromDate, offsetFn]);
  const toDate = addDays(fromDate, days - 1);
  const seq = useRef(0);
  const load = useCallback(async () => {
    const n = ++seq.current;
    setLoading(true);
    try {
      const w = await rosterApi.window(crewType, new Date(fromMs).toISOString(), new Date(fromMs + days * MS_PER_DAY).toISOString());
      if (n !== seq.current) return;
      setView(
        rosterView(w, {
          status: (s) => t(`dutyTime.crewStatus.${s}`),
          role: (r) => t(`legCrew.role.${r}`),
          activity: (k) => t(`roster.activity.${k}`),
          lane: (i, lanes) => t('roster.openLane', { n: i + 1, lanes }),
          removed: t('roster.legend.removed'),
        }),
      );
      setZone(w.zone);
      setLastPublished(w.lastPublication ? `${w.lastPublication.fromDate} ~ ${w.lastPublication.toDate}` : null);
      setFailed(false);
    } catch {
      if (n === seq.current) setFailed(true);
    } finally {
      if (n === seq.current) setLoading(false);
    }
  }, [crewType, fromMs, days, t]);
  useEffect(() => void load(), [load]);
  // another scheduler's assignment, a leg moved or cancelled elsewhere: the roster follows within a second
  const own = useRef(createOwnMoves()).current;
  useLiveReload(() => void load(), (e) => tripOrLegEvent(e) && !own.covers(e));

  useEffect(() => {
    const host = hostRef.current;
    if (!host || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(host.clientWidth));
    ro.observe(host);
    setWidth(host.clientWidth);
    return () => ro.disconnect();
  }, []);
  // the period fills the width: cells of `scale` minutes
  const cellWidth = Math.max(4, Math.floor((width - TITLE_WIDTH - 4) / ((days * 1440) / scale)));
  // the engine zooms a new cell width around the view's centre: the period's start is applied again
  // with it (a millisecond apart, so the engine sees a new start)
  const layout = useRef({ key: '', tick: 0 });
  if (layout.current.key !== `${cellWidth}|${scale}`) layout.current = { key: `${cellWidth}|${scale}`, tick: layout.current.tick + 1 };
  const viewStart = fromMs + (layout.current.tick % 2);

  const commands = useRosterCommands(load, own);
  const assignOpen = useCallback(
    async (legId: string, crewId: string) => {
      const open = viewRef.current.openLegs.get(legId);
      if (!open) return;
      const crew = viewRef.current.crew.get(crewId) ?? '';
      const role = dropRole(open.missing) ?? (await commands.pickRole(open.missing, crew));
      if (role) await commands.assign(open.leg, crewId, role);
    },
    [commands],
  );

  const validateMove = useCallback(
    (c: MoveCandidate): MoveVerdict => {
      const v = viewRef.current;
      const bar = v.bars.get(c.itemId);
      if (bar?.kind !== 'open') return { status: 'refused' };
      if (c.row < v.leadRows) return { status: 'refused', reason: t('roster.drop.toLane') };
      return { status: 'allowed', reason: t('roster.drop.assign', { crew: v.crew.get(v.rows[c.row]?.id ?? '') ?? '' }) };
    },
    [t],
  );
  const onMove = useCallback(
    (c: MoveCandidate) => {
      const v = viewRef.current;
      const bar = v.bars.get(c.itemId);
      const row = v.rows[c.row];
      if (bar?.kind === 'open' && row && c.row >= v.leadRows) void assignOpen(bar.legId, row.id);
    },
    [assignOpen],
  );

  const onSelect = useCallback((item: TimelineItem) => {
    const bar = viewRef.current.bars.get(item.id);
    setSelected(bar?.kind === 'open' ? bar.legId : null);
  }, []);
  const onHover = useCallback((item: TimelineItem | null, x: number, y: number) => {
    const v = viewRef.current;
    const bar = item ? v.bars.get(item.id) : undefined;
    if (!item || !bar) return setHover(null);
    const legId = 'legId' in bar ? bar.legId : null;
    const subject = 'crewId' in bar ? v.crew.get(bar.crewId) ?? '' : '';
    setHover({ bar, leg: legId ? v.legs.get(legId) ?? null : null, subject, start: item.start, end: item.end, x, y });
  }, []);
  const onOpen = useCallback((item: TimelineItem) => {
    const bar = viewRef.current.bars.get(item.id);
    const leg = bar && 'legId' in bar ? viewRef.current.legs.get(bar.legId) : undefined;
    if (leg) setMonitor(leg);
  }, []);
  const onContextMenu = useCallback(
    (item: TimelineItem | null, x: number, y: number) => {
      const v = viewRef.current;
      const bar = item ? v.bars.get(item.id) : undefined;
      if (!bar || !('legId' in bar)) return;
      const leg = v.legs.get(bar.legId);
      if (!leg) return;
      setHover(null);
      showContextMenu({
        targetOffset: { left: x, top: y },
        content: (
          <Menu data-testid="roster-context-menu">
            <MenuItem icon="airplane" text={t('roster.menu.monitor')} onClick={() => setMonitor(leg)} />
            {bar.kind === 'open' && canAdd && <MenuItem icon="add" text={t('legCrew.assign')} onClick={() => setAssignTarget({ legId: leg.id, tripId: leg.tripId, tripVersion: leg.tripVersion, title: legLabel(leg), missing: bar.missing })} data-testid="roster-menu-assign" />}
            {bar.kind === 'assignment' && canDelete && <MenuItem icon="remove" intent="danger" text={t('legCrew.remove')} onClick={() => void commands.remove(bar.assignmentId, leg)} data-testid="roster-menu-remove" />}
          </Menu>
        ),
      });
    },
    [t, canAdd, canDelete, commands],
  );

  const selectedOpen = selected ? view.openLegs.get(selected) : undefined;
  const shift = (n: number) => setFromDate((d) => addDays(d, n));
  const dark = themeName === 'dark';
  return (
    <div style={{ padding: 8, display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)', minHeight: 320 }} data-testid="roster" data-crew-type={crewType}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 6 }} data-testid="roster-toolbar">
        <ButtonGroup>
          <Button icon="chevron-left" onClick={() => shift(-days)} aria-label={t('roster.previous')} title={t('roster.previous')} />
          <Button text={t('roster.today')} onClick={() => setFromDate(new Date(Date.now() + offsetFn(Date.now())).toISOString().slice(0, 10))} />
          <Button icon="chevron-right" onClick={() => shift(days)} aria-label={t('roster.next')} title={t('roster.next')} />
        </ButtonGroup>
        <InputGroup type="date" value={fromDate} onChange={(e) => isCalendarDate(e.currentTarget.value) && setFromDate(e.currentTarget.value)} style={{ width: 150 }} aria-label={t('roster.from')} data-testid="roster-from" />
        <span>~ {toDate}</span>
        <HTMLSelect value={days} onChange={(e) => (setDays(Number(e.currentTarget.value)), setScale(defaultScale(Number(e.currentTarget.value))))} aria-label={t('roster.period')} data-testid="roster-days">
          {PERIODS.filter((p) => p <= ROSTER_MAX_DAYS).map((p) => (
            <option key={p} value={p}>
              {t('roster.days', { count: p })}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect value={scale} onChange={(e) => setScale(Number(e.currentTarget.value))} aria-label={t('roster.scale')} data-testid="roster-scale">
          {SCALES.map((s) => (
            <option key={s} value={s}>
              {s >= 60 ? t('roster.scaleHours', { count: s / 60 }) : s}
            </option>
          ))}
        </HTMLSelect>
        <Button icon="refresh" minimal onClick={() => void load()} aria-label={t('roster.reload')} title={t('roster.reload')} data-testid="roster-reload" />
        {loading && <Spinner size={16} />}
        {/* assigning and publishing to the right; the roster's state sits with the legend under the grid */}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'flex-end', marginLeft: 'auto' }}>
          {canAdd && (
            <Button
              icon="add"
              text={selectedOpen ? t('roster.assignSelected', { leg: legLabel(selectedOpen.leg) }) : t('legCrew.assign')}
              disabled={!selectedOpen || commands.busy}
              onClick={() => selectedOpen && setAssignTarget({ legId: selectedOpen.leg.id, tripId: selectedOpen.leg.tripId, tripVersion: selectedOpen.leg.tripVersion, title: legLabel(selectedOpen.leg), missing: selectedOpen.missing })}
              data-testid="roster-assign"
            />
          )}
          <Button icon="send-message" intent={canPublish ? 'primary' : 'none'} text={canPublish ? t('roster.publish.button') : t('roster.publish.history')} onClick={() => setPublishing({ crewType, fromDate, toDate, zone })} data-testid="roster-publish" />
        </div>
      </div>
      <div
        ref={hostRef}
        style={{ flex: 1, minHeight: 240, position: 'relative' }}
        data-testid="roster-host"
        data-rows={view.rows.length}
        data-lead-rows={view.leadRows}
        data-items={view.items.length}
        data-row-ids={view.rows.slice(view.leadRows).map((r) => r.id).join(' ')}
        data-open-lanes={view.openLanes}
        data-view-from={fromMs}
        data-view-to={fromMs + days * MS_PER_DAY}
        data-cell-width={cellWidth}
        data-scale={scale}
        onMouseLeave={() => setHover(null)}
      >
        {failed ? (
          <NonIdealState icon="error" title={t('roster.failed')} action={<Button text={t('roster.reload')} onClick={() => void load()} />} />
        ) : (
          <Timeline
            style={{ position: 'absolute', inset: 0, border: `1px solid ${dark ? '#383e47' : '#c5ccd4'}` }}
            rows={view.rows}
            items={view.items}
            scale={scale}
            cellWidth={cellWidth}
            cellHeight={28}
            titleWidth={TITLE_WIDTH}
            titleHeight={40}
            theme={dark ? 'dark' : 'light'}
            viewStart={viewStart}
            offset={offsetFn}
            selection={selected ? `open|${selected}` : null}
            ariaLabel={t('roster.ariaLabel')}
            validateMove={canAdd ? validateMove : undefined}
            onMove={canAdd ? onMove : undefined}
            onSelect={onSelect}
            onHover={onHover}
            onOpen={onOpen}
            onContextMenu={onContextMenu}
            onEngine={setEngine}
          />
        )}
        {/* the axis's time type, in the grid's empty corner above the crew names */}
        <div style={{ position: 'absolute', left: 8, top: 4, width: TITLE_WIDTH - 16, fontSize: 11, lineHeight: '16px', opacity: 0.75, pointerEvents: 'none' }} data-testid="roster-time-type">
          {t(`roster.timeType.${timeType}`)}
        </div>
        {!failed && !loading && view.rows.length === view.leadRows && (
          <div style={{ position: 'absolute', left: TITLE_WIDTH + 20, top: 60, pointerEvents: 'none' }} data-testid="roster-empty">
            {t('roster.empty')}
          </div>
        )}
      </div>
      <RosterLegend>
        <Tag intent={view.changes > 0 ? 'warning' : 'none'} minimal data-testid="roster-changes" data-count={view.changes}>
          {t('roster.changes', { count: view.changes })}
        </Tag>
        {view.invalid > 0 && (
          <Tag intent="danger" minimal icon="error" data-testid="roster-invalid" data-count={view.invalid}>
            {t('roster.invalid', { count: view.invalid })}
          </Tag>
        )}
        <Tag minimal data-testid="roster-last-publication">
          {lastPublished ? t('roster.lastPublication', { period: lastPublished }) : t('roster.notPublished')}
        </Tag>
      </RosterLegend>
      <RosterTooltip hover={hover} timeType={timeType} />
      <AssignDialog target={assignTarget} busy={commands.busy} onAssign={(target, crewId, role) => commands.assign({ id: target.legId, tripId: target.tripId, tripVersion: target.tripVersion }, crewId, role)} onClose={() => setAssignTarget(null)} />
      <PublishDialog period={publishing} canPublish={canPublish} timeType={timeType} onClose={() => setPublishing(null)} onPublished={() => void load()} />
      <LegMonitorDialog leg={monitor} timeType={timeType} onClose={() => setMonitor(null)} onChanged={() => void load()} />
      {commands.dialogs}
    </div>
  );
}
