import type { RealtimeEvent } from '../../domain/message/realtime';

/** How long after its answer an own move's events are still expected. */
const ANSWERED_MS = 30_000;

/**
 * The moves this tab made, so a timeline screen (the Gantt, a roster) reloads once after its own command (after the move's answer),
 * not a second time when the move's own realtime event arrives. An event is covered when it is the
 * user's own (`own`) about a trip whose move is in flight (the reload after its answer will show
 * it; a refused move writes no event), or whose move answered with a version at least the event's
 * `tripVersion`. Anything else — another dispatcher, another tab's later change — still reloads.
 */
export function createOwnMoves(now: () => number = Date.now) {
  const inFlight = new Map<string, number>();
  const answered = new Map<string, { version: number; at: number }>();
  return {
    begin(tripId: string): void {
      inFlight.set(tripId, (inFlight.get(tripId) ?? 0) + 1);
    },
    /** The move answered with the trip at `version`, or failed (null). */
    end(tripId: string, version: number | null): void {
      const n = (inFlight.get(tripId) ?? 1) - 1;
      if (n > 0) inFlight.set(tripId, n);
      else inFlight.delete(tripId);
      if (version !== null) answered.set(tripId, { version: Math.max(version, answered.get(tripId)?.version ?? 0), at: now() });
      for (const [id, a] of answered) if (now() - a.at > ANSWERED_MS) answered.delete(id);
    },
    covers(e: Pick<RealtimeEvent, 'own' | 'tripId' | 'tripVersion'>): boolean {
      if (!e.own || !e.tripId) return false;
      if (inFlight.has(e.tripId)) return true;
      const a = answered.get(e.tripId);
      return a !== undefined && now() - a.at <= ANSWERED_MS && typeof e.tripVersion === 'number' && e.tripVersion <= a.version;
    },
  };
}

export type OwnMoves = ReturnType<typeof createOwnMoves>;
