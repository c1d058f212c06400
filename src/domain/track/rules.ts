/**
 * Refusals of flight following (requirements D8): monitoring before release, a track before
 * departure, no track at all; plus the ingestion and event keys. Namespace `track`, translated
 * in locales/{zh,zhtw,en}/track.json.
 */
import { LegState } from '../trip/states';

export const TRK = {
  /** Monitoring cannot be viewed until the leg is released or dispatched. */
  notReleased: 'track.error.notReleased',
  /** Flight track cannot be obtained if the leg has not departed. */
  notDeparted: 'track.error.notDeparted',
  /** No flight track found. */
  noTrack: 'track.error.noTrack',
  /** The X-Ingest-Key header is missing, unknown or revoked. */
  badKey: 'track.error.badKey',
  badDocument: 'track.error.badDocument',
  badPosition: 'track.error.badPosition',
  tooMany: 'track.error.tooMany',
  /** The document nests deeper than its format ever does (refused while it is read). */
  tooDeep: 'track.error.tooDeep',
  /** The feed's key or address posts more often than allowed (429, retry-after). */
  rateLimited: 'track.error.rateLimited',
  /** The detected event was already confirmed or dismissed. */
  eventDecided: 'track.error.eventDecided',
  /** A diversion needs an airport near the landing. */
  noAirportNear: 'track.error.noAirportNear',
} as const;
export type TrackErrorKey = (typeof TRK)[keyof typeof TRK];
export const TRACK_ERROR_KEYS: readonly TrackErrorKey[] = Object.values(TRK);

/** States in which a leg can be monitored: released (dispatched), flying, flown. */
export const MONITORED_STATES: readonly number[] = [LegState.released, LegState.flying, LegState.flown];

/** Monitoring a leg (its map, positions, events): refused before release. */
export function monitorRefusal(legState: number): TrackErrorKey | null {
  return MONITORED_STATES.includes(legState) ? null : TRK.notReleased;
}

/**
 * A leg's flown track: monitoring must be allowed, and the leg must have departed — a recorded
 * takeoff, or one detected from positions that no dispatcher dismissed.
 */
export function trackRefusal(leg: { legState: number; actualOffMs: number | null; detectedTakeoff: boolean }): TrackErrorKey | null {
  const m = monitorRefusal(leg.legState);
  if (m) return m;
  if (leg.actualOffMs === null && !leg.detectedTakeoff) return TRK.notDeparted;
  return null;
}
