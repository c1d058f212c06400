/**
 * Takeoff and landing from positions, incremental per leg (docs/decisions.md, "Live map and
 * positions"). A sample is airborne when the transponder does not say "ground", it moves at 80 kt
 * or more and, when its altitude is known, it is 200 ft or more above the field; it is on the
 * ground when the transponder says so, or below 50 kt and, when known, 150 ft above the field.
 * Anything else (a fast taxi, a slow low pass) changes nothing. Two consecutive samples switch the
 * phase, so a one-sample glitch reports nothing; from 'unknown' the first stable phase is adopted
 * silently (a flight first seen in the air reports no takeoff). The takeoff is the first airborne
 * fix of the run, the landing the first ground fix. Field elevation: the departure airport's for a
 * takeoff check, the arrival's for a landing; unknown reads as sea level.
 */
import { distanceKm, type LatLon } from './geo';
import type { DetectedEvent, PositionSample } from './types';

export const AIRBORNE_MIN_KT = 80;
export const AIRBORNE_MIN_AGL_FT = 200;
export const GROUND_MAX_KT = 50;
export const GROUND_MAX_AGL_FT = 150;
export const SAMPLES_TO_SWITCH = 2;
export const DIVERSION_RADIUS_KM = 10;

export type Phase = 'ground' | 'air' | 'unknown';

export interface DetectorState {
  phase: Phase;
  pending: Phase | null;
  pendingCount: number;
  pendingFirst: { time: number; lat: number; lon: number } | null;
}

export const initialDetector = (): DetectorState => ({ phase: 'unknown', pending: null, pendingCount: 0, pendingFirst: null });

function altitude(s: PositionSample): number | null {
  return s.altBaroFt ?? s.altGeomFt;
}

/** What one sample says, or null when it says nothing clear. */
export function samplePhase(s: PositionSample, departureFt: number | null, arrivalFt: number | null): Phase | null {
  if (s.onGround) return 'ground';
  const alt = altitude(s);
  const gs = s.gsKt;
  const airborne = gs !== null && gs >= AIRBORNE_MIN_KT && (alt === null || alt - Math.min(departureFt ?? 0, arrivalFt ?? 0) >= AIRBORNE_MIN_AGL_FT);
  if (airborne) return 'air';
  const ground = gs !== null && gs < GROUND_MAX_KT && (alt === null || alt - Math.max(departureFt ?? 0, arrivalFt ?? 0) < GROUND_MAX_AGL_FT);
  return ground ? 'ground' : null;
}

export function detect(
  state: DetectorState,
  samples: readonly PositionSample[],
  fields: { departure: number | null; arrival: number | null },
): { state: DetectorState; events: DetectedEvent[] } {
  // one copy of the state, changed in place sample by sample (the caller's is left alone)
  const s: DetectorState = { ...state, pendingFirst: state.pendingFirst && { ...state.pendingFirst } };
  const events: DetectedEvent[] = [];
  for (const sample of samples) {
    const ph = samplePhase(sample, fields.departure, fields.arrival);
    if (ph === null) continue;
    if (ph === s.phase) {
      s.pending = null;
      s.pendingCount = 0;
      s.pendingFirst = null;
      continue;
    }
    if (s.pending === ph) s.pendingCount++;
    else {
      s.pending = ph;
      s.pendingCount = 1;
      s.pendingFirst = { time: sample.time, lat: sample.lat, lon: sample.lon };
    }
    if (s.pendingCount >= SAMPLES_TO_SWITCH) {
      const first = s.pendingFirst!;
      if (s.phase !== 'unknown') events.push({ kind: ph === 'air' ? 'takeoff' : 'landing', time: first.time, lat: first.lat, lon: first.lon });
      s.phase = ph;
      s.pending = null;
      s.pendingCount = 0;
      s.pendingFirst = null;
    }
  }
  return { state: s, events };
}

/** A landing further than `radiusKm` from the planned arrival airport. */
export function isDiversion(landing: LatLon, plannedArrival: LatLon, radiusKm: number = DIVERSION_RADIUS_KM): boolean {
  return distanceKm(landing, plannedArrival) > radiusKm;
}
