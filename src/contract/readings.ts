/**
 * The company's readings of leg states 3–5 and of trip status codes (`/account/v1/companyReadings`):
 * every signed-in user reads them (they name states on screen); only the company's administrators change them.
 */
import { Type, type Static } from 'typebox';
import { LEG_STATE_READINGS, TRIP_STATUS_READINGS, type LegStateReading, type TripStatusReading } from '../domain/trip/states';
import { Instant, Nullable, type Wire } from './common';

const LegReading = Type.Unsafe<LegStateReading>(Type.Union(LEG_STATE_READINGS.map((r) => Type.Literal(r))));
const TripReading = Type.Unsafe<TripStatusReading>(Type.Union(TRIP_STATUS_READINGS.map((r) => Type.Literal(r))));

/** Permission key of changing the readings; administrators hold every key, other users only when a role gives it. */
export const COMPANY_READINGS_EDIT = 'companyReadings:edit';

/** The two readings, as the browser needs them to render labels. */
export const Readings = Type.Object({ legStateReading: LegReading, tripStatusReading: TripReading });
export type Readings = Static<typeof Readings>;

/** The company's readings with their version (0 until first saved). */
export const CompanyReadings = Type.Object({
  legStateReading: LegReading,
  tripStatusReading: TripReading,
  version: Type.Integer(),
  updateAuthor: Nullable(Type.String()),
  updateTime: Nullable(Instant),
});
/** As the browser receives it (times as ISO strings). */
export type CompanyReadings = Wire<Static<typeof CompanyReadings>>;

/** Saves both readings at `version` (0 for the first save); a stale version answers 412. */
export const CompanyReadingsBody = Type.Object(
  { legStateReading: LegReading, tripStatusReading: TripReading, version: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type CompanyReadingsBody = Static<typeof CompanyReadingsBody>;
