/**
 * readsb / dump1090-fa `aircraft.json`: `{ now: <epoch s>, messages, aircraft: [{ hex, flight,
 * alt_baro (feet or "ground"), alt_geom, gs (kt), track, baro_rate, geom_rate (ft/min), squawk,
 * lat, lon, seen_pos, seen, … }] }`. The document of a receiver: entries without a position,
 * with a stale one, with a non-ICAO (`~`) or bad address are left out and counted; a document of
 * the wrong shape is refused whole.
 */
import { bump, callsign, HEX24, isObject, num, squawk, positionProblem, trackOf } from './fields';
import { IngestFormatError, type ParsedDocument, type PositionSample } from './types';

/** A position older than this (seconds) when the receiver wrote the document is stale. */
export const STALE_POSITION_S = 60;

export function parseReadsb(doc: unknown): ParsedDocument {
  if (!isObject(doc)) throw new IngestFormatError('track.error.badDocument', 'the document is not a JSON object');
  const now = num(doc.now);
  if (now === null) throw new IngestFormatError('track.error.badDocument', '`now` (epoch seconds) is missing or not a number');
  if (!Array.isArray(doc.aircraft)) throw new IngestFormatError('track.error.badDocument', '`aircraft` is not an array');
  const positions: PositionSample[] = [];
  const skipped: Record<string, number> = {};
  for (const a of doc.aircraft as unknown[]) {
    if (!isObject(a)) {
      bump(skipped, 'badEntry');
      continue;
    }
    const raw = typeof a.hex === 'string' ? a.hex.trim().toLowerCase() : '';
    if (raw.startsWith('~')) {
      bump(skipped, 'nonIcao');
      continue;
    }
    if (!HEX24.test(raw)) {
      bump(skipped, 'badAddress');
      continue;
    }
    const lat = num(a.lat);
    const lon = num(a.lon);
    const problem = positionProblem(lat, lon);
    if (problem || lat === null || lon === null) {
      bump(skipped, problem ?? 'noPosition');
      continue;
    }
    const seenPos = num(a.seen_pos) ?? 0;
    if (seenPos > STALE_POSITION_S || seenPos < 0) {
      bump(skipped, 'stale');
      continue;
    }
    const ground = a.alt_baro === 'ground';
    positions.push({
      icao24: raw,
      time: Math.round((now - seenPos) * 1000),
      lat,
      lon,
      altBaroFt: ground ? null : num(a.alt_baro),
      altGeomFt: num(a.alt_geom),
      onGround: ground,
      gsKt: num(a.gs),
      trackDeg: trackOf(a.track),
      vertRateFpm: num(a.baro_rate) ?? num(a.geom_rate),
      squawk: squawk(a.squawk),
      callsign: callsign(a.flight),
    });
  }
  return { positions, skipped };
}
