/** Display texts of an airport's catalogue facts (pure). */
import type { AirportRow } from '../../api/resources';
import { lengthText, positionText } from '../../domain/airportText';

/** The operator's own country: its airports are the domestic list, all others the foreign one. */
export const DOMESTIC_COUNTRY = 'CN';

export { lengthText, positionText };

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
