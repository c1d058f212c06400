/**
 * The Gantt chart (`ganttChart`, also `airPosition`) on the GPU timeline engine: fleet view
 * (aircraft rows under lanes of legs without an aircraft; drag a leg to another aircraft or time),
 * crew view (duty statuses laid out from assignments) and passenger view; data by buffered time
 * window; hover tooltip and the leg-monitor popup on double-click or context menu. Readable on a
 * wall: a density (rows fill the height), a legend, the dark theme on the canvas too, and the
 * watermark drawn by the engine under the bars (the page's own watermark leaves the canvas out).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ganttApi, type GanttLegAnswer } from '../../api/gantt';
import { SCHEDULE_AREAS } from '../../domain/trip/crewAssignment';
import { GANTT_VIEWS, ganttSettings, loadGanttSettings, patchGanttSettings, type GanttViewKind } from '../../state/ganttSettings';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { TimelineEngine, TimelineItem, ViewRange } from '../../timeline-engine';
import { useHostStats } from '../../timeline-engine/react/useHostStats';
import { Timeline } from '../../timeline-engine/react/Timeline';
import { TooltipLayer, type HoverState } from './BarTooltip';
import { crewView, passengerView } from './crewMapping';
import { axisOffset, toView } from './ganttMapping';
import { GanttToolbar } from './GanttToolbar';
import { LegMonitorDialog } from '../../ui/leg/LegMonitor';
import { useGanttWindow, type ViewLoader } from './useGanttWindow';
import { useLegMove } from './useLegMove';
import { useLiveBars } from './useLiveBars';
import { useProgressFlags } from './progressFlags';
import { tripOrLegEvent, useLiveFleet, useLiveReload } from '../../app/realtime/useLive';
import { createOwnMoves } from '../../ui/gantt/ownMoves';
import { GanttLegend } from './GanttLegend';
import { NO_SPANS } from './upkeepMapping';
import { useWatermarkLines } from '../../app/overlays/Watermark';
import { setWatermarkHole } from '../../state/watermarkHole';
import { DENSITY } from '../../timeline-engine/core/density';

const HOUR = 3_600_000;

/** Views the user may open: the crew view needs a crew roster's list key. */
function allowedViews(): GanttViewKind[] {
  return GANTT_VIEWS.filter((v) => v !== 'crew' || SCHEDULE_AREAS.some((a) => hasAbility(`${a}:list`)));
}

export default function GanttChart() {
  const { t } = useTranslation();
  const { timeType, themeName } = useSnapshot(settings);
  const user = useSnapshot(session).user;
  const gs = useSnapshot(ganttSettings);
  useEffect(() => {
    if (user?.id) loadGanttSettings(user.id);
  }, [user?.id]);
  const views = useMemo(() => allowedViews(), [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const kind: GanttViewKind = views.includes(gs.view) ? gs.view : 'fleet';

  const loader = useMemo<ViewLoader>(() => {
    if (kind === 'crew') return async (from, to) => crewView(await ganttApi.crewWindow(from, to), { status: (s) => t(`dutyTime.crewStatus.${s}`), role: (r) => t(`legCrew.role.${r}`), activity: (k) => t(`crewRecord.activity.${k}`) });
    if (kind === 'passenger') return async (from, to) => passengerView(await ganttApi.passengerWindow(from, to));
    return async (from, to) => toView(await ganttApi.window(from, to), (n, lanes) => t('ganttScreen.unassignedRow', { n: n + 1, lanes }));
  }, [kind, t]);
  const { view, setView, loading, onVisible, reload } = useGanttWindow(kind, loader, gs.autoRefresh);
  // another dispatcher's change, pushed by the server: reload the window and flash the bars it touched;
  // the echo of this tab's own move does not reload again (the move's answer already did)
  const own = useRef(createOwnMoves()).current;
  const live = useLiveReload(reload, (e) => tripOrLegEvent(e) && !own.covers(e));
  // another engineer's fault or inspection: the window's upkeep spans (and row statuses) reload
  useLiveFleet(reload);
  const liveBars = useLiveBars(view, live.changed);
  const flagged = useProgressFlags(liveBars.items, view);
  const [engine, setEngine] = useState<TimelineEngine | null>(null);
  const [viewStart] = useState(() => Date.now() - 4 * HOUR);
  // The tooltip keeps its own state: pointer moves over bars re-render it alone.
  const setHoverRef = useRef<(h: HoverState | null) => void>(() => {});
  const setHover = useCallback((h: HoverState | null) => setHoverRef.current(h), []);
  const bindTooltip = useCallback((set: (h: HoverState | null) => void) => {
    setHoverRef.current = set;
  }, []);
  const [monitor, setMonitor] = useState<GanttLegAnswer | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const offset = useMemo(() => axisOffset(timeType), [timeType]);
  const viewRef = useRef(view);
  viewRef.current = view;
  const moves = useLegMove(viewRef, { reload, setView, timeType, own });

  useHostStats(engine, hostRef);

  // The page's watermark leaves the canvas out: the engine draws it there, under the bars.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const place = () => setWatermarkHole(host.getBoundingClientRect());
    place();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    ro?.observe(host);
    window.addEventListener('resize', place);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', place);
      setWatermarkHole(null);
    };
  }, []);
  const watermark = useWatermarkLines();
  const density = DENSITY[gs.density];

  const onViewChange = useCallback(
    (visible: ViewRange, _rows: unknown, scale: number) => {
      hostRef.current?.setAttribute('data-view-from', String(Math.round(visible.startMs)));
      hostRef.current?.setAttribute('data-view-to', String(Math.round(visible.endMs)));
      onVisible(visible);
      if (scale !== ganttSettings.scale) patchGanttSettings({ scale });
    },
    [onVisible],
  );

  const onHover = useCallback(
    (item: TimelineItem | null, x: number, y: number) => {
      const info = item ? viewRef.current.bars.get(item.id) : undefined;
      if (!item || !info) return setHover(null);
      setHover({ info, leg: info.legId ? viewRef.current.legs.get(info.legId) ?? null : null, start: item.start, end: item.end, x, y });
    },
    [setHover],
  );

  const openMonitor = useCallback(
    (item: TimelineItem | null) => {
      const legId = item ? viewRef.current.bars.get(item.id)?.legId : null;
      const leg = legId ? viewRef.current.legs.get(legId) : undefined;
      if (leg) {
        setHover(null);
        setMonitor(leg);
      }
    },
    [setHover],
  );

  const fleet = kind === 'fleet';
  return (
    <div style={{ padding: 8, display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)', minHeight: 320 }} data-testid="gantt-chart" data-view={kind}>
      <GanttToolbar
        timeType={timeType}
        loading={loading}
        views={views}
        counts={{ rows: view.rows.length - view.leadRows, legs: view.legs.size, unassigned: view.unassigned }}
        onNow={() => engine?.scrollToNow()}
        onReload={reload}
      />
      <div
        ref={hostRef}
        style={{ flex: 1, minHeight: 240, position: 'relative' }}
        data-testid="gantt-host"
        data-view={view.kind}
        data-rows={view.rows.length}
        data-lead-rows={view.leadRows}
        data-items={view.items.length}
        data-upkeep-spans={view.spanMarks ?? ''}
        data-live-bars={liveBars.highlighted.join(' ')}
        data-overdue-bars={flagged.overdue.join(' ')}
        data-stale-bars={flagged.stale.join(' ')}
        data-detected-bars={flagged.detected.join(' ')}
        data-density={gs.density}
        data-theme={themeName === 'dark' ? 'dark' : 'light'}
        onMouseLeave={() => setHover(null)}
      >
        <Timeline
          style={{ position: 'absolute', inset: 0, border: `1px solid ${themeName === 'dark' ? '#383e47' : '#c5ccd4'}` }}
          rows={view.rows}
          items={flagged.items}
          rowSpans={view.rowSpans ?? NO_SPANS}
          scale={gs.scale}
          cellWidth={gs.cellWidth}
          cellHeight={gs.density === 'normal' ? gs.cellHeight : density.rowMin}
          titleHeight={density.header}
          titleWidth={density.titleWidth}
          density={gs.density}
          fillRows
          theme={themeName === 'dark' ? 'dark' : 'light'}
          watermark={watermark}
          viewStart={viewStart}
          offset={offset}
          ariaLabel={t(`ganttScreen.ariaLabel.${kind}`)}
          onViewChange={onViewChange}
          validateMove={fleet ? moves.validateMove : undefined}
          onMove={fleet ? moves.onMove : undefined}
          onMoveRefused={fleet ? moves.onMoveRefused : undefined}
          onHover={onHover}
          onOpen={openMonitor}
          onContextMenu={openMonitor}
          onEngine={setEngine}
        />
      </div>
      <GanttLegend view={kind} fontSize={gs.density === 'wall' ? 14 : gs.density === 'compact' ? 11 : 12} />
      <TooltipLayer bind={bindTooltip} timeType={timeType} />
      <LegMonitorDialog leg={monitor} timeType={timeType} onClose={() => setMonitor(null)} onChanged={reload} />
    </div>
  );
}
