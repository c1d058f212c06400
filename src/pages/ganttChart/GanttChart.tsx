/**
 * The Gantt chart, fleet view (issue 5, step 3): aircraft rows and leg bars on the GPU timeline
 * engine, data by buffered window, drag to move a leg (ghost coloured by `moveVerdict` on the
 * loaded window, the server decides on drop), hover tooltip and a leg-monitor popup.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ganttApi, type GanttLegAnswer, type MoveLegBody } from '../../api/gantt';
import { RequestError } from '../../api/http';
import { toastKey } from '../../app/toaster';
import { TK } from '../../domain/trip/errors';
import { confirm } from '../../forms';
import { ganttSettings, loadGanttSettings, patchGanttSettings } from '../../state/ganttSettings';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import type { MoveCandidate, MoveVerdict as EngineVerdict, TimelineEngine, TimelineItem, ViewRange } from '../../timeline-engine';
import { Timeline } from '../../timeline-engine/react/Timeline';
import { instantText } from '../trip/times';
import { axisOffset, legLabel, localVerdict } from './ganttMapping';
import { GanttToolbar } from './GanttToolbar';
import { LegMonitorDialog, TooltipLayer, type HoverState } from './LegPanels';
import { useGanttWindow } from './useGanttWindow';

const HOUR = 3_600_000;

export default function GanttChart() {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const user = useSnapshot(session).user;
  const gs = useSnapshot(ganttSettings);
  useEffect(() => {
    if (user?.id) loadGanttSettings(user.id);
  }, [user?.id]);

  const { view, setView, unassigned, loading, onVisible, reload } = useGanttWindow(gs.autoRefresh);
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
  const tailOf = useCallback((aircraftId: string | null) => viewRef.current.aircraft.find((a) => a.id === aircraftId)?.tailNo ?? '', []);

  // The engine's drawn bar count on the host, for tests and diagnostics (no React state).
  useEffect(() => {
    if (!engine) return;
    const timer = setInterval(() => hostRef.current?.setAttribute('data-drawn', String(engine.stats().drawnItems)), 500);
    return () => clearInterval(timer);
  }, [engine]);

  const onViewChange = useCallback(
    (visible: ViewRange, _rows: unknown, scale: number) => {
      onVisible(visible);
      if (scale !== ganttSettings.scale) patchGanttSettings({ scale });
    },
    [onVisible],
  );

  const validateMove = useCallback(
    (c: MoveCandidate): EngineVerdict => {
      const target = viewRef.current.aircraft[c.row];
      if (!target) return { status: 'refused' };
      const v = localVerdict(viewRef.current.legs, target, c.itemId, c.startMs);
      if (!v) return { status: 'refused' };
      return v.status === 'allowed' ? { status: 'allowed' } : { status: v.status, reason: t(v.key, v.params) };
    },
    [t],
  );

  const send = useCallback(
    async (leg: GanttLegAnswer, c: MoveCandidate, body: MoveLegBody): Promise<void> => {
      const tailNo = viewRef.current.aircraft[c.row]?.tailNo ?? '';
      try {
        await ganttApi.move(leg.id, body);
        // Show the bar where it was dropped until the reload answers.
        setView((v) => ({ ...v, items: v.items.map((it): TimelineItem => (it.id === leg.id ? { ...it, row: body.aircraftId, start: c.startMs, end: c.endMs } : it)) }));
        toastKey(undefined, t('ganttScreen.move.done', { leg: legLabel(leg) }), 'success');
        reload();
      } catch (e) {
        if (!(e instanceof RequestError)) throw e;
        const b = e.body as { key?: string; result?: { warnings?: { key: string; params?: Record<string, unknown> }[] } } | undefined;
        if (e.status === 412) {
          toastKey(TK.scheduleChanged, undefined, 'warning');
          reload();
          return;
        }
        const warnings = b?.result?.warnings;
        if (!body.confirm && b?.key === TK.confirmationRequired && Array.isArray(warnings)) {
          const ok = await confirm({
            title: t('ganttScreen.move.confirmTitle'),
            confirmText: t('ganttScreen.move.confirm'),
            message: (
              <div data-testid="gantt-move-warnings">
                <p>{t('ganttScreen.move.confirmText', { leg: legLabel(leg), tailNo, departure: instantText(body.plannedDepartureUtc, timeType === 'Local' ? 'UTC' : timeType) })}</p>
                <ul>
                  {warnings.map((w) => (
                    <li key={w.key}>{t(w.key, w.params)}</li>
                  ))}
                </ul>
              </div>
            ),
          });
          if (ok) await send(leg, c, { ...body, confirm: true });
          return;
        }
        // Refused: the bar stays where it was (the items never changed), no reload.
        const params = (b?.result && typeof b.result === 'object' ? b.result : {}) as Record<string, unknown>;
        if (e.action.kind === 'toast') toastKey(undefined, e.action.text ?? t(e.action.messageKey ?? 'ganttScreen.move.refusedUnknown', params));
        else if (e.action.kind !== 'silent') toastKey('ganttScreen.move.refusedUnknown');
      }
    },
    [reload, setView, t, timeType],
  );

  const onMove = useCallback(
    (c: MoveCandidate) => {
      const leg = viewRef.current.legs.get(c.itemId);
      const target = viewRef.current.aircraft[c.row];
      if (!leg || !target) return;
      void send(leg, c, { version: leg.tripVersion, aircraftId: target.id, plannedDepartureUtc: new Date(c.startMs).toISOString() });
    },
    [send],
  );

  const onHover = useCallback(
    (item: TimelineItem | null, x: number, y: number) => {
      const leg = item ? viewRef.current.legs.get(item.id) : undefined;
      setHover(leg ? { leg, tailNo: tailOf(leg.aircraftId), x, y } : null);
    },
    [setHover, tailOf],
  );

  const openMonitor = useCallback((item: TimelineItem | null) => {
    const leg = item ? viewRef.current.legs.get(item.id) : undefined;
    if (leg) {
      setHover(null);
      setMonitor(leg);
    }
  }, [setHover]);

  return (
    <div style={{ padding: 8, display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)', minHeight: 320 }} data-testid="gantt-chart">
      <GanttToolbar timeType={timeType} loading={loading} legCount={view.items.length} unassigned={unassigned} onNow={() => engine?.scrollToNow()} onReload={reload} />
      <div ref={hostRef} style={{ flex: 1, minHeight: 240, position: 'relative' }} data-testid="gantt-host" data-rows={view.rows.length} data-items={view.items.length} onMouseLeave={() => setHover(null)}>
        <Timeline
          style={{ position: 'absolute', inset: 0, border: '1px solid #c5ccd4' }}
          rows={view.rows}
          items={view.items}
          scale={gs.scale}
          cellWidth={gs.cellWidth}
          cellHeight={gs.cellHeight}
          viewStart={viewStart}
          offset={offset}
          ariaLabel={t('ganttScreen.ariaLabel')}
          onViewChange={onViewChange}
          validateMove={validateMove}
          onMove={onMove}
          onHover={onHover}
          onOpen={openMonitor}
          onContextMenu={openMonitor}
          onEngine={setEngine}
        />
      </div>
      <TooltipLayer bind={bindTooltip} timeType={timeType} />
      <LegMonitorDialog leg={monitor} tailNo={monitor ? tailOf(monitor.aircraftId) : ''} timeType={timeType} onClose={() => setMonitor(null)} />
    </div>
  );
}
