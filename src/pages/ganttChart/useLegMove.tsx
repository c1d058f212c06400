/**
 * Moving a leg on the fleet Gantt: the ghost's verdict from `moveVerdict` on the loaded window,
 * the move sent on drop (the server judges again), warnings confirmed and resent, an overlap
 * forced with a reason (asked when a drop lands on an overlap, or when the server finds one the
 * window did not hold), a duty-time verdict of the leg's crew shown with its items and forced with
 * a reason when it may be, a refused drop told in a toast, and a stale trip answered with
 * "fleet schedule changed, reload". Every resend keeps what the earlier answers added to the body.
 * Before a drop is sent, the move's dry run shows its consequences and asks to confirm
 * (MovePreview.tsx); a move done offers Undo in its toast for 10 s (the reverse move on the
 * version the move answered, so a change in between answers 412 like any stale move).
 */
import { useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ganttApi, type GanttLegAnswer, type GanttRowAnswer, type MoveLegBody } from '../../api/gantt';
import { RequestError } from '../../api/http';
import { showActionToast, toastKey } from '../../app/toaster';
import { SK } from '../../domain/trip/ferry';
import { TK } from '../../domain/trip/errors';
import type { TimeType } from '../../domain/timeType';
import { confirm, promptReason } from '../../forms';
import type { MoveCandidate, MoveVerdict as EngineVerdict, TimelineItem } from '../../timeline-engine';
import { askDutyForce, dutyRefusalOf } from '../../ui/dutyGuard';
import { instantText } from '../../ui/list/times';
import { legLabel, localVerdict, type GanttView } from './ganttMapping';
import type { OwnMoves } from '../../ui/gantt/ownMoves';
import { confirmMove } from './MovePreview';

/** How long a move's toast offers Undo. */
export const UNDO_MS = 10_000;

/**
 * The reverse of a move of `leg` (as it was before): back to its aircraft and departure on the
 * version the move answered; null for a leg that had no aircraft row (nothing to move it back to).
 */
export function undoOf(aircraft: readonly (GanttRowAnswer | null)[], leg: GanttLegAnswer, version: number): { c: MoveCandidate; body: MoveLegBody } | null {
  const row = aircraft.findIndex((a) => a?.id === leg.aircraftId);
  if (!leg.aircraftId || row < 0) return null;
  const startMs = Date.parse(leg.plannedDepartureUtc);
  const endMs = Date.parse(leg.plannedArrivalUtc);
  const c: MoveCandidate = { itemId: leg.id, fromRow: row, row, startMs, endMs, deltaMs: 0 };
  return { c, body: { version, aircraftId: leg.aircraftId, plannedDepartureUtc: leg.plannedDepartureUtc, confirm: true } };
}

type Params = Record<string, unknown>;
type ServerRefusal = { key?: string; result?: { warnings?: { key: string; params?: Params }[] } & Params };

/** `own`: the tab's own moves, so their realtime echo does not reload the window a second time (ownMoves.ts). */
export function useLegMove(viewRef: RefObject<GanttView>, deps: { reload: () => void; setView: Dispatch<SetStateAction<GanttView>>; timeType: TimeType; own?: OwnMoves }) {
  const { t } = useTranslation();
  const { reload, setView, timeType, own } = deps;
  const at = useCallback((iso: string) => instantText(iso, timeType === 'Local' ? 'UTC' : timeType), [timeType]);

  /** The local verdict of a candidate: refused on a lane of legs without aircraft, else `moveVerdict`. */
  const verdictOf = useCallback(
    (c: MoveCandidate, forceReason: string | null = null) => {
      const target = viewRef.current.aircraft[c.row];
      if (!target) return { key: 'ganttScreen.move.toUnassigned', params: {}, status: 'refused' as const };
      return localVerdict(viewRef.current.legs, target, c.itemId, c.startMs, forceReason, viewRef.current.upkeep);
    },
    [viewRef],
  );

  const textOf = useCallback((v: { key: string | null; params: Params }) => t(v.key ?? 'ganttScreen.move.refusedUnknown', v.params), [t]);

  /** True when the candidate's verdict `v` is an overlap that a reason would force (nothing else refuses the move). */
  const forceable = useCallback(
    (c: MoveCandidate, v: { status: string; key: string | null } | null) => v?.status === 'refused' && v.key === SK.aircraftOverlap && verdictOf(c, '-')?.status !== 'refused',
    [verdictOf],
  );

  const validateMove = useCallback(
    (c: MoveCandidate): EngineVerdict => {
      const v = verdictOf(c);
      if (!v) return { status: 'refused' };
      if (v.status === 'allowed') return { status: 'allowed' };
      const reason = textOf(v);
      return { status: v.status, reason: forceable(c, v) ? `${reason} ${t('ganttScreen.move.dropToForce')}` : reason };
    },
    [forceable, t, textOf, verdictOf],
  );

  const askForce = useCallback(
    (leg: GanttLegAnswer, tailNo: string, overlap: string) =>
      promptReason({
        title: t('ganttScreen.force.title'),
        message: (
          <div data-testid="gantt-force">
            <p>{overlap}</p>
            <p>{t('ganttScreen.force.text', { leg: legLabel(leg), tailNo })}</p>
          </div>
        ),
        label: t('ganttScreen.force.reason'),
        confirmText: t('ganttScreen.force.confirm'),
      }),
    [t],
  );

  const send = useCallback(
    async (leg: GanttLegAnswer, c: MoveCandidate, body: MoveLegBody, undoable = true): Promise<void> => {
      const tailNo = viewRef.current.aircraft[c.row]?.tailNo ?? '';
      try {
        own?.begin(leg.tripId);
        let answer: { version: number } | null = null;
        try {
          answer = await ganttApi.move(leg.id, body);
        } finally {
          own?.end(leg.tripId, answer?.version ?? null);
        }
        // Show the bar where it was dropped until the reload answers.
        setView((v) => ({ ...v, items: v.items.map((it): TimelineItem => (it.id === leg.id ? { ...it, row: body.aircraftId, start: c.startMs, end: c.endMs } : it)) }));
        const undo = undoable && answer ? undoOf(viewRef.current.aircraft, leg, answer.version) : null;
        const done = t(undoable ? 'ganttScreen.move.done' : 'ganttScreen.move.undone', { leg: legLabel(leg) });
        if (undo) showActionToast(done, { text: t('ganttScreen.move.undo'), onClick: () => void send({ ...leg, tripVersion: undo.body.version }, undo.c, undo.body, false) }, UNDO_MS, 'success', 'foc-gantt-undo');
        else toastKey(undefined, done, 'success');
        reload();
      } catch (e) {
        if (!(e instanceof RequestError)) throw e;
        const b = e.body as ServerRefusal | undefined;
        if (e.status === 412) {
          toastKey(TK.scheduleChanged, undefined, 'warning');
          reload();
          return;
        }
        // A duty-time warning, or a failure only the operator's own policy makes: forced with a reason.
        const duty = dutyRefusalOf(e);
        if (duty) {
          const reason = await askDutyForce(duty);
          if (reason) await send(leg, c, { ...body, dutyForceReason: reason });
          return;
        }
        const warnings = b?.result?.warnings;
        if (!body.confirm && b?.key === TK.confirmationRequired && Array.isArray(warnings)) {
          const ok = await confirm({
            title: t('ganttScreen.move.confirmTitle'),
            confirmText: t('ganttScreen.move.confirm'),
            message: (
              <div data-testid="gantt-move-warnings">
                <p>{t('ganttScreen.move.confirmText', { leg: legLabel(leg), tailNo, departure: at(body.plannedDepartureUtc) })}</p>
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
        const params = (b?.result && typeof b.result === 'object' ? b.result : {}) as Params;
        // An overlap the loaded window did not show: offer to force it like a local one.
        if (b?.key === SK.aircraftOverlap && !body.forceOverlapReason) {
          const reason = await askForce(leg, tailNo, t(SK.aircraftOverlap, params));
          if (reason) await send(leg, c, { ...body, forceOverlapReason: reason });
          return;
        }
        // Refused: the bar stays where it was (the items never changed), no reload.
        if (e.action.kind === 'toast') toastKey(undefined, e.action.text ?? t(e.action.messageKey ?? 'ganttScreen.move.refusedUnknown', params));
        else if (e.action.kind !== 'silent') toastKey('ganttScreen.move.refusedUnknown');
      }
    },
    [askForce, at, own, reload, setView, t, viewRef],
  );

  /**
   * The move's consequences first (its dry run), then the move on confirmation (warnings the
   * preview listed count as confirmed). A preview the server refuses leaves the answer to the move
   * itself, which tells refusals, overlaps to force, duty verdicts and a stale version as before.
   */
  const previewThenSend = useCallback(
    async (leg: GanttLegAnswer, c: MoveCandidate, body: MoveLegBody): Promise<void> => {
      let preview;
      try {
        preview = await ganttApi.previewMove(leg.id, body);
      } catch (e) {
        if (!(e instanceof RequestError)) throw e;
        return send(leg, c, body);
      }
      if (!(await confirmMove(preview, leg, t, at))) return;
      await send(leg, c, preview.warnings.length > 0 ? { ...body, confirm: true } : body);
    },
    [at, send, t],
  );

  const bodyOf = (leg: GanttLegAnswer, c: MoveCandidate, aircraftId: string): MoveLegBody => ({ version: leg.tripVersion, aircraftId, plannedDepartureUtc: new Date(c.startMs).toISOString() });

  const onMove = useCallback(
    (c: MoveCandidate) => {
      const leg = viewRef.current.legs.get(c.itemId);
      const target = viewRef.current.aircraft[c.row];
      if (leg && target) void previewThenSend(leg, c, bodyOf(leg, c, target.id));
    },
    [previewThenSend, viewRef],
  );

  /** A drop the local verdict refused: an overlap may be forced with a reason; anything else is told. */
  const onMoveRefused = useCallback(
    (c: MoveCandidate, verdict: EngineVerdict) => {
      const leg = viewRef.current.legs.get(c.itemId);
      const target = viewRef.current.aircraft[c.row];
      const v = verdictOf(c);
      if (leg && target && v && forceable(c, v)) {
        void askForce(leg, target.tailNo, textOf(v)).then((reason) => {
          if (reason) void previewThenSend(leg, c, { ...bodyOf(leg, c, target.id), forceOverlapReason: reason });
        });
        return;
      }
      toastKey(undefined, v ? textOf(v) : verdict.reason ?? t('ganttScreen.move.refusedUnknown'), 'warning');
    },
    [askForce, forceable, previewThenSend, t, textOf, verdictOf, viewRef],
  );

  return { validateMove, onMove, onMoveRefused };
}
