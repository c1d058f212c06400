/**
 * Shapes the trip module's routes share: the trip with its legs that every trip and leg command
 * answers and the body of one leg (src/contract/trip/trips.ts); an airport hit and the records kept
 * beside a leg (diversion, outsourced leg) as the leg detail and the record lists answer them (those
 * belong to the base and records modules' contracts).
 */
import type { LegRow, TripWithLegs } from '../contract/trip/trips';

export type { LegBody } from '../contract/trip/trips';

/** A leg as the trip commands answer it (instants are ISO UTC strings). */
export type TripLeg = LegRow;

/** The trip with its legs in trip order, at its new version; `L` when a screen adds fields of its own read. */
export type TripDetail<L extends TripLeg = TripLeg> = Omit<TripWithLegs, 'legs'> & { legs: L[] };

/** An airport hit of `GET /base/v1/airports/search` (position when the server sends it). */
export interface AirportHit {
  icao: string;
  iata: string | null;
  name: string;
  city: string | null;
  cnName: string | null;
  cnCityName: string | null;
  countryCode: string;
  timeZone: string;
  latitude?: number;
  longitude?: number;
}

/** A diversion of a leg (status 1 cancelled, 2 normal). */
export interface DiversionRecord {
  id: string;
  legId: string;
  tripId: string;
  diversionIcao: string;
  diversionEtaUtc: string;
  reason: string;
  note: string | null;
  status: 1 | 2;
  createTime: string;
  createAuthor: string | null;
}

/** The editable fields of an outsourced (civil) leg; `amount` is decimal text. */
export interface CivilLegInput {
  capacityNumber: string;
  supplier: string;
  contact: string | null;
  currency: string;
  amount: string;
  note: string | null;
}

/** An outsourced (civil) leg. */
export interface CivilLegRecord extends CivilLegInput {
  id: string;
  legId: string;
  tripId: string;
  settlementTime: string | null;
}
