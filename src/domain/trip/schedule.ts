/**
 * Pure schedule invariants of one aircraft's legs: overlaps, ferry (positioning) gaps,
 * distances and estimated time en route. Instants are epoch milliseconds (UTC).
 */
export { legValidation } from './legForm';
export type { LegForm, LegFormIssue, LegFormResult } from './legForm';

/** A leg as the schedule sees it. */
export interface ScheduledLeg {
  id: string;
  /** ICAO codes. */
  from: string;
  to: string;
  /** Epoch ms, UTC; the leg occupies [departure, arrival). */
  departure: number;
  arrival: number;
  cancelled: boolean;
  /** An overlap forced by the user, with its reason; such a leg is not reported. */
  forcedOverlapReason?: string | null;
}

/** Two legs of the same aircraft that overlap; `a` comes before `b` in the input. */
export interface Overlap {
  a: string;
  b: string;
}

const forced = (l: ScheduledLeg): boolean => (l.forcedOverlapReason ?? '').trim() !== '';

/** True when both legs count and their [departure, arrival) intervals intersect. Symmetric. */
export function legsOverlap(x: ScheduledLeg, y: ScheduledLeg): boolean {
  if (x.cancelled || y.cancelled || forced(x) || forced(y)) return false;
  return x.departure < y.arrival && y.departure < x.arrival;
}

/** Every overlapping pair among the legs of one aircraft (cancelled and forced legs ignored). */
export function overlaps(legs: readonly ScheduledLeg[]): Overlap[] {
  const out: Overlap[] = [];
  for (let i = 0; i < legs.length; i++) {
    for (let j = i + 1; j < legs.length; j++) {
      if (legsOverlap(legs[i]!, legs[j]!)) out.push({ a: legs[i]!.id, b: legs[j]!.id });
    }
  }
  return out;
}

/** A positioning (ferry, 调机) leg needed between two legs. */
export interface FerryGap {
  from: string;
  to: string;
  /** The window the ferry must fit in: arrival of the previous leg, departure of the next. */
  windowStart: number;
  windowEnd: number;
  afterLegId: string;
  beforeLegId: string;
}

/**
 * The ferry legs needed wherever the next departure airport differs from the previous arrival,
 * for the legs of one aircraft sorted by departure. Cancelled legs are skipped.
 */
export function ferryGaps(legsOfAircraftSortedByTime: readonly ScheduledLeg[]): FerryGap[] {
  const live = legsOfAircraftSortedByTime.filter((l) => !l.cancelled);
  const out: FerryGap[] = [];
  for (let i = 1; i < live.length; i++) {
    const prev = live[i - 1]!;
    const next = live[i]!;
    if (prev.to !== next.from) {
      out.push({ from: prev.to, to: next.from, windowStart: prev.arrival, windowEnd: next.departure, afterLegId: prev.id, beforeLegId: next.id });
    }
  }
  return out;
}

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLon {
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lon: number;
}

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Default taxi allowance, minutes. */
export const DEFAULT_TAXI_MINUTES = 15;

/**
 * Estimated time en route in minutes: distance at cruise speed plus taxi, rounded to the
 * nearest 5 minutes. Throws RangeError for a non-positive cruise speed or negative distance.
 */
export function estimateEteMinutes(distanceKm: number, cruiseKmh: number, taxiMinutes = DEFAULT_TAXI_MINUTES): number {
  if (!(cruiseKmh > 0)) throw new RangeError('cruise speed must be positive');
  if (!(distanceKm >= 0)) throw new RangeError('distance must not be negative');
  return Math.round(((distanceKm / cruiseKmh) * 60 + taxiMinutes) / 5) * 5;
}
