/**
 * OpenSky REST `/states/all` answer: `{ time: <epoch s>, states: [[icao24, callsign,
 * origin_country, time_position, last_contact, longitude, latitude, baro_altitude (m), on_ground,
 * velocity (m/s), true_track, vertical_rate (m/s), sensors, geo_altitude (m), squawk, spi,
 * position_source, category?], …] | null }`. Metres, m/s converted to feet, knots, ft/min.
 */
import { bump, callsign, HEX24, isObject, num, squawk, positionProblem, trackOf } from './fields';
import { STALE_POSITION_S } from './readsb';
import { IngestFormatError, type ParsedDocument, type PositionSample } from './types';
import { FPM_PER_MS, metresToFeet, msToKnots } from './units';

const map = (v: number | null, f: (n: number) => number) => (v === null ? null : f(v));

export function parseOpenSky(doc: unknown): ParsedDocument {
  if (!isObject(doc)) throw new IngestFormatError('track.error.badDocument', 'the document is not a JSON object');
  const time = num(doc.time);
  if (time === null) throw new IngestFormatError('track.error.badDocument', '`time` (epoch seconds) is missing or not a number');
  if (doc.states !== null && !Array.isArray(doc.states)) throw new IngestFormatError('track.error.badDocument', '`states` is neither an array nor null');
  const positions: PositionSample[] = [];
  const skipped: Record<string, number> = {};
  for (const s of (doc.states ?? []) as unknown[]) {
    if (!Array.isArray(s) || s.length < 17) {
      bump(skipped, 'badEntry');
      continue;
    }
    const hex = typeof s[0] === 'string' ? s[0].trim().toLowerCase() : '';
    if (!HEX24.test(hex)) {
      bump(skipped, 'badAddress');
      continue;
    }
    const lon = num(s[5]);
    const lat = num(s[6]);
    const problem = positionProblem(lat, lon);
    if (problem || lat === null || lon === null) {
      bump(skipped, problem ?? 'noPosition');
      continue;
    }
    const at = num(s[3]) ?? num(s[4]) ?? time;
    if (time - at > STALE_POSITION_S) {
      bump(skipped, 'stale');
      continue;
    }
    positions.push({
      icao24: hex,
      time: Math.round(at * 1000),
      lat,
      lon,
      altBaroFt: map(num(s[7]), (m) => Math.round(metresToFeet(m))),
      altGeomFt: map(num(s[13]), (m) => Math.round(metresToFeet(m))),
      onGround: s[8] === true,
      gsKt: map(num(s[9]), (v) => Math.round(msToKnots(v) * 10) / 10),
      trackDeg: trackOf(s[10]),
      vertRateFpm: map(num(s[11]), (v) => Math.round(v * FPM_PER_MS)),
      squawk: squawk(s[14]),
      callsign: callsign(s[1]),
    });
  }
  return { positions, skipped };
}
