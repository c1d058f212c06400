/**
 * The trip module's schemas live in the contract (src/contract/trip/); this file only keeps the
 * names other modules of the server import from here (records, intentions, track).
 */
export { UtcInstant } from '../../../../src/contract/common';
export { LegBody, LegRow, TripRow, TripWithLegs } from '../../../../src/contract/trip/trips';
