/**
 * OOOI times of a flown leg from its ADS-B track: OUT (first movement from the stand), OFF
 * (take-off), ON (the last landing) and IN (the final stop), with the landings, the flown
 * distance and what could not be told. Each sample's phase (ground or air) is the detector's
 * (src/domain/track/detect.ts, `samplePhase`), and a phase changes only after SAMPLES_TO_SWITCH
 * samples agree, so one noisy sample makes no take-off. A draft for the flight log: the user
 * confirms or corrects it.
 *
 * - OUT: in the ground run before OFF, the first sample moving at taxi speed after the aircraft
 *   stood; holds at the runway do not count (only the first stand does). When the track holds the
 *   previous leg's landing (a turn-round), the ground run starts at the stand after it. Unknown when
 *   the track starts with the aircraft already moving.
 * - OFF / ON: the first take-off and the last landing; a touch-and-go counts as a landing, a
 *   go-around (no ground contact) does not. A ground run at take-off speed that never leaves the
 *   ground is a rejected take-off: flagged, not a take-off.
 * - IN: the start of the final stand after ON, when the track ends standing (else unknown).
 * - A transition after a gap in the samples longer than GAP_MS is marked estimated.
 */
import { distanceKm, type LatLon } from '../track/geo';
import { samplePhase, SAMPLES_TO_SWITCH, type Phase } from '../track/detect';
import type { PositionSample } from '../track/types';

/** Moving under its own power on the ground: at or above this ground speed, knots. */
export const TAXI_MIN_KT = 5;
/** Standing: below this ground speed, knots. */
export const STAND_MAX_KT = 3;
/** A ground run at or above this speed is a take-off roll, knots. */
export const TAKEOFF_ROLL_KT = 60;
/** Samples further apart than this make the transition between them an estimate. */
export const GAP_MS = 2 * 60_000;

export interface OooiDraft {
  out: number | null;
  off: number | null;
  on: number | null;
  in: number | null;
  /** Landings (touch-and-goes included). */
  landings: number;
  /** A take-off roll that stayed on the ground before the take-off. */
  rejectedTakeoff: boolean;
  /** Great-circle distance flown between OFF and ON along the samples, km. */
  distanceKm: number;
  /** Where the last landing was (to compare with the planned arrival: a diversion). */
  landingAt: LatLon | null;
  /** Times read across a gap in the samples. */
  estimated: { off: boolean; on: boolean };
}

interface Transition {
  to: 'air' | 'ground';
  index: number;
}

/** The debounced phase changes of the samples (index of the first sample of each new phase). */
function transitions(samples: readonly PositionSample[], fields: { departure: number | null; arrival: number | null }): { first: Phase; list: Transition[] } {
  let phase: Phase = 'unknown';
  let first: Phase = 'unknown';
  let pending: Phase | null = null;
  let count = 0;
  let pendingIndex = -1;
  const list: Transition[] = [];
  samples.forEach((s, i) => {
    const ph = samplePhase(s, fields.departure, fields.arrival);
    if (ph === null || ph === 'unknown') return;
    if (phase === 'unknown') {
      phase = first = ph;
      return;
    }
    if (ph === phase) {
      pending = null;
      count = 0;
      return;
    }
    if (pending !== ph) {
      pending = ph;
      count = 0;
      pendingIndex = i;
    }
    if (++count >= SAMPLES_TO_SWITCH) {
      list.push({ to: ph, index: pendingIndex });
      phase = ph;
      pending = null;
      count = 0;
    }
  });
  return { first, list };
}

const gs = (s: PositionSample) => s.gsKt ?? 0;
const gapBefore = (samples: readonly PositionSample[], i: number) => i > 0 && samples[i]!.time - samples[i - 1]!.time > GAP_MS;

/** The OOOI draft of `samples` (one leg's track, sorted by time); field elevations in feet when known. */
export function extractOooi(samples: readonly PositionSample[], fields: { departure: number | null; arrival: number | null } = { departure: null, arrival: null }): OooiDraft {
  const none: OooiDraft = { out: null, off: null, on: null, in: null, landings: 0, rejectedTakeoff: false, distanceKm: 0, landingAt: null, estimated: { off: false, on: false } };
  if (samples.length === 0) return none;
  const { list } = transitions(samples, fields);
  const offT = list.find((t) => t.to === 'air') ?? null;
  const onT = [...list].reverse().find((t) => t.to === 'ground' && offT !== null && t.index > offT.index) ?? null;
  const landings = list.filter((t) => t.to === 'ground' && offT !== null && t.index > offT.index).length;

  // the ground run before the take-off: from the track's start or the previous landing
  const groundEnd = offT ? offT.index : samples.length;
  const previousLanding = offT ? [...list].reverse().find((t) => t.to === 'ground' && t.index < offT.index) : undefined;
  // after the previous leg's landing (a turn-round in the track), the ground run starts at its stand
  let groundStart = previousLanding ? previousLanding.index : 0;
  if (previousLanding) while (groundStart < groundEnd - 1 && gs(samples[groundStart]!) >= STAND_MAX_KT) groundStart++;
  let out: number | null = null;
  if (gs(samples[groundStart]!) < STAND_MAX_KT) {
    for (let i = groundStart; i < groundEnd; i++) {
      if (gs(samples[i]!) >= TAXI_MIN_KT) {
        out = samples[i]!.time;
        break;
      }
    }
  }
  // a take-off roll that stayed on the ground: at take-off speed, then slowing to taxi speed before the take-off
  let rejectedTakeoff = false;
  // after a landing in the track, its roll out is no take-off roll
  let rollFrom = groundStart;
  if (previousLanding) while (rollFrom < groundEnd && gs(samples[rollFrom]!) >= TAXI_MIN_KT * 4) rollFrom++;
  for (let i = rollFrom, rolling = false; i < groundEnd; i++) {
    const v = gs(samples[i]!);
    if (v >= TAKEOFF_ROLL_KT) rolling = true;
    else if (rolling && v < TAXI_MIN_KT * 4) {
      rejectedTakeoff = true;
      break;
    }
  }

  let inTime: number | null = null;
  if (onT) {
    const last = samples.length - 1;
    if (gs(samples[last]!) < STAND_MAX_KT) {
      let i = last;
      while (i > onT.index && gs(samples[i - 1]!) < STAND_MAX_KT) i--;
      inTime = samples[i]!.time;
    }
  }

  let flown = 0;
  if (offT && onT) for (let i = Math.max(1, offT.index); i <= onT.index; i++) flown += distanceKm(samples[i - 1]!, samples[i]!);
  const landing = onT ? samples[onT.index]! : null;
  return {
    out,
    off: offT ? samples[offT.index]!.time : null,
    on: landing ? landing.time : null,
    in: inTime,
    landings,
    rejectedTakeoff,
    distanceKm: Math.round(flown * 10) / 10,
    landingAt: landing ? { lat: landing.lat, lon: landing.lon } : null,
    estimated: { off: offT ? gapBefore(samples, offT.index) : false, on: onT ? gapBefore(samples, onT.index) : false },
  };
}
