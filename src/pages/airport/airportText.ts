/** Display texts of an airport's catalogue facts (pure). */
import type { AirportRow } from '../../api/resources';

/** The operator's own country: its airports are the domestic list, all others the foreign one. */
export const DOMESTIC_COUNTRY = 'CN';

/** 39.5098 N, 116.4105 E (four decimals, hemisphere letters). */
export function positionText(lat: number, lon: number): string {
  const part = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(4)} ${v < 0 ? neg : pos}`;
  return `${part(lat, 'N', 'S')}, ${part(lon, 'E', 'W')}`;
}

/** Metres first (the platform's unit), feet as the catalogue gives them: '35 m (116 ft)'. */
export function lengthText(metres: number | null, feet: number | null): string {
  if (metres === null || feet === null) return '';
  return `${Math.round(metres).toLocaleString('en-US')} m (${feet.toLocaleString('en-US')} ft)`;
}

export type FactKey = 'icao' | 'iata' | 'name' | 'city' | 'countryCode' | 'position' | 'elevation' | 'timeZone' | 'runway';

/** The read-only catalogue facts of the edit dialog, in order. */
export function airportFacts(r: AirportRow): [FactKey, string][] {
  return [
    ['icao', r.icao],
    ['iata', r.iata ?? ''],
    ['name', r.name],
    ['city', r.city ?? ''],
    ['countryCode', r.countryCode],
    ['position', positionText(r.latitude, r.longitude)],
    ['elevation', lengthText(r.elevationM, r.elevationFt)],
    ['timeZone', r.timeZone],
    ['runway', lengthText(r.runwayLengthM, r.runwayLengthFt)],
  ];
}
