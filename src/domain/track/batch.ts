/**
 * Our own JSON batch: `{ positions: [{ icao24, time (ISO 8601 with a zone, or epoch ms), lat, lon,
 * altBaroFt?, altGeomFt?, onGround?, gsKt?, trackDeg?, vertRateFpm?, squawk?, callsign? }] }`.
 * The format is ours, so it is strict: any malformed position refuses the whole document, naming
 * it (`positions[3].lat`), and nothing is written.
 */
import { callsign, HEX24, isObject, SQUAWK } from './fields';
import { IngestFormatError, type ParsedDocument, type PositionSample } from './types';

export const MAX_BATCH_POSITIONS = 50_000;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const KNOWN = new Set(['icao24', 'time', 'lat', 'lon', 'altBaroFt', 'altGeomFt', 'onGround', 'gsKt', 'trackDeg', 'vertRateFpm', 'squawk', 'callsign']);

export function parseBatch(doc: unknown): ParsedDocument {
  if (!isObject(doc) || !Array.isArray(doc.positions)) throw new IngestFormatError('track.error.badDocument', '`positions` is not an array');
  const list = doc.positions as unknown[];
  if (list.length > MAX_BATCH_POSITIONS) throw new IngestFormatError('track.error.tooMany', `${list.length} positions, at most ${MAX_BATCH_POSITIONS}`);
  const positions: PositionSample[] = list.map((p, i) => {
    const at = (field: string, what: string) => new IngestFormatError('track.error.badPosition', `positions[${i}]${field ? `.${field}` : ''}: ${what}`);
    if (!isObject(p)) throw at('', 'not an object');
    for (const k of Object.keys(p)) if (!KNOWN.has(k)) throw at(k, 'unknown field');
    const icao24 = typeof p.icao24 === 'string' ? p.icao24.toLowerCase() : '';
    if (!HEX24.test(icao24)) throw at('icao24', 'six hexadecimal digits expected');
    const time = typeof p.time === 'number' ? p.time : typeof p.time === 'string' && ISO_WITH_ZONE.test(p.time) ? Date.parse(p.time) : NaN;
    if (!Number.isFinite(time)) throw at('time', 'an ISO 8601 instant with a zone or epoch milliseconds expected');
    const n = (field: string, min: number, max: number, required = false): number | null => {
      const v = p[field];
      if (v === undefined || v === null) {
        if (required) throw at(field, 'required');
        return null;
      }
      if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) throw at(field, `a number from ${min} to ${max} expected`);
      return v;
    };
    const lat = n('lat', -90, 90, true)!;
    const lon = n('lon', -180, 180, true)!;
    if (p.onGround !== undefined && typeof p.onGround !== 'boolean') throw at('onGround', 'true or false expected');
    if (p.squawk !== undefined && p.squawk !== null && !(typeof p.squawk === 'string' && SQUAWK.test(p.squawk))) throw at('squawk', 'four octal digits expected');
    if (p.callsign !== undefined && p.callsign !== null && typeof p.callsign !== 'string') throw at('callsign', 'text expected');
    return {
      icao24,
      time: Math.round(time),
      lat,
      lon,
      altBaroFt: n('altBaroFt', -2000, 100_000),
      altGeomFt: n('altGeomFt', -2000, 100_000),
      onGround: p.onGround === true,
      gsKt: n('gsKt', 0, 2000),
      trackDeg: n('trackDeg', 0, 360),
      vertRateFpm: n('vertRateFpm', -30_000, 30_000),
      squawk: (p.squawk as string | undefined) ?? null,
      callsign: callsign(p.callsign),
    };
  });
  return { positions, skipped: {} };
}
