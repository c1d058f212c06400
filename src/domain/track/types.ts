import type { TrackErrorKey } from './rules';
/**
 * Aircraft positions as the platform keeps them (docs/decisions.md, "Live map and positions"):
 * aviation units throughout (feet, knots, feet per minute, degrees true), instants as epoch
 * milliseconds UTC. Parsers of the ingestion formats (readsb, OpenSky, our batch) all answer
 * `PositionSample`s; conversion to the user's units happens only on display (units.ts).
 */

/** Where a position came from. */
export const POSITION_SOURCES = ['readsb', 'opensky', 'batch', 'simulator'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** Ingestion formats of `POST /track/v1/positions/ingest?format=`. */
export const INGEST_FORMATS = ['readsb', 'opensky', 'batch'] as const;
export type IngestFormat = (typeof INGEST_FORMATS)[number];

export interface PositionSample {
  /** ICAO 24-bit address, 6 lower-case hex digits. */
  icao24: string;
  /** Time of the position fix, epoch ms UTC. */
  time: number;
  lat: number;
  lon: number;
  /** Barometric altitude, feet; null when unknown. */
  altBaroFt: number | null;
  /** Geometric (GNSS) altitude, feet; null when unknown. */
  altGeomFt: number | null;
  /** The transponder reports the aircraft on the ground. */
  onGround: boolean;
  /** Ground speed, knots. */
  gsKt: number | null;
  /** Track over ground, degrees true 0–360. */
  trackDeg: number | null;
  /** Vertical rate, feet per minute (barometric when known, else geometric). */
  vertRateFpm: number | null;
  /** Four octal digits, e.g. '7700'. */
  squawk: string | null;
  /** Callsign with padding removed, upper case; null when absent or blank. */
  callsign: string | null;
}

/** What a parser made of one document. */
export interface ParsedDocument {
  positions: PositionSample[];
  /** Entries left out, by reason (no position, stale position, bad address, out of range…). */
  skipped: Record<string, number>;
}

/** A document the parser refuses as a whole: `key` is a message key (`track.error.*`), `detail` says where. */
export class IngestFormatError extends Error {
  constructor(
    readonly key: TrackErrorKey,
    readonly detail: string,
  ) {
    super(`${key}: ${detail}`);
    this.name = 'IngestFormatError';
  }
}

/** A point of a track or trail as the map draws it. */
export interface TrackPoint {
  time: number;
  lat: number;
  lon: number;
  altFt: number | null;
}

/** Events the platform derives from positions. */
export const TRACK_EVENT_KINDS = ['takeoff', 'landing', 'diversion'] as const;
export type TrackEventKind = (typeof TRACK_EVENT_KINDS)[number];

/** A detected takeoff or landing (diversion is decided by the server from the landing's airport). */
export interface DetectedEvent {
  kind: 'takeoff' | 'landing';
  /** Instant of the event, epoch ms UTC (the first airborne / first on-ground fix). */
  time: number;
  lat: number;
  lon: number;
}
