/**
 * Shapes the trip module's routes share: the trip with its legs that every trip and leg command
 * answers and the body of one leg (src/contract/trip/trips.ts); an airport hit and the records kept
 * beside a leg (diversion, outsourced leg) as the leg detail and the record lists answer them (those
 * belong to the base and records modules' contracts).
 */
import type { AirportSearchHit } from '../contract/airports';
import type { CivilLegAnswer, DiversionAnswer } from '../contract/legRecords';
import type { LegRow, TripWithLegs } from '../contract/trip/trips';

export type { LegBody } from '../contract/trip/trips';

/** A leg as the trip commands answer it (instants are ISO UTC strings). */
export type TripLeg = LegRow;

/** The trip with its legs in trip order, at its new version; `L` when a screen adds fields of its own read. */
export type TripDetail<L extends TripLeg = TripLeg> = Omit<TripWithLegs, 'legs'> & { legs: L[] };

/** An airport hit of `GET /base/v1/airports/search` (src/contract/airports.ts). */
export type AirportHit = AirportSearchHit;

/** A diversion of a leg (status 1 cancelled, 2 normal), as the leg detail answers it. */
export type DiversionRecord = DiversionAnswer;

/** The editable fields of an outsourced (civil) leg; `amount` is decimal text. */
export type CivilLegInput = Pick<CivilLegAnswer, 'capacityNumber' | 'supplier' | 'contact' | 'currency' | 'amount' | 'note'>;

/** An outsourced (civil) leg, as the leg detail answers it. */
export type CivilLegRecord = CivilLegAnswer;
