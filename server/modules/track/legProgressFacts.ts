/**
 * What the leg-progress rule (src/domain/trip/legProgress.ts) reads, gathered for the flight
 * following answers: the proposed takeoff and landing detected from positions and, when positions
 * show the leg's aircraft in the air now (a fresh airborne fix linked to the leg) with no takeoff
 * recorded or detected yet, that fix as the detected takeoff — a leg airborne on the map is never
 * "not off" in a list.
 */
import { detectedTimesOf, legProgressView, type DetectedEventFacts, type LegProgressView, type ProgressLeg } from '../../../src/domain/trip/legProgress';

/** A fix older than this no longer counts as "in the air now" (signal lost). */
export const LIVE_STALE_MS = 10 * 60_000;

export interface LiveFixFacts {
  legId: string | null;
  time: Date;
  onGround: boolean | null;
}

export type WithProgress<L> = L & { detectedOffUtc: string | null; detectedOnUtc: string | null } & LegProgressView;

export function withProgress<L extends ProgressLeg & { id: string }>(legs: readonly L[], events: readonly DetectedEventFacts[], fixes: readonly LiveFixFacts[], now: number, liveMs = LIVE_STALE_MS): WithProgress<L>[] {
  const detected = detectedTimesOf(events);
  const airborneFix = new Map(fixes.filter((f) => f.legId && f.onGround === false && f.time.getTime() > now - liveMs).map((f) => [f.legId!, f.time]));
  return legs.map((leg) => {
    const d = detected.get(leg.id) ?? { detectedOffUtc: null, detectedOnUtc: null };
    const fix = airborneFix.get(leg.id);
    const detectedOffUtc = d.detectedOffUtc ?? (fix && !leg.actualOffUtc && !leg.actualOnUtc ? fix.toISOString() : null);
    const full = { ...leg, detectedOffUtc, detectedOnUtc: d.detectedOnUtc };
    const view = legProgressView(full, now);
    return { ...full, ...view };
  });
}
