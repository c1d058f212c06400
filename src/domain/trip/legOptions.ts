/**
 * Option lists of the trip-leg form (requirements D5 requires a leg purpose and an operation
 * nature; the spec does not list their values) and the defaults of the ETE estimate.
 *
 * Stored values are these codes; labels are `tripForm.purpose.<code>` and
 * `tripForm.operationNature.<code>`. A leg may hold another value (written before the list
 * existed or by another client): forms show it as it is and keep it.
 */

/** Leg purpose (航段目的). */
export const LEG_PURPOSES = ['business', 'private', 'medical', 'ferry', 'maintenance', 'training', 'testFlight', 'other'] as const;
export type LegPurpose = (typeof LEG_PURPOSES)[number];

/**
 * Operation nature (运行性质): commercial charter (CCAR-135), owner's own use of a managed
 * aircraft and general aviation (CCAR-91), positioning, training, test and other flights.
 */
export const OPERATION_NATURES = ['charter', 'ownerUse', 'generalAviation', 'positioning', 'training', 'testFlight', 'other'] as const;
export type OperationNature = (typeof OPERATION_NATURES)[number];

/** Cruise speed of the ETE estimate when no aircraft type is chosen: a mid-size business jet, km/h. */
export const DEFAULT_CRUISE_KMH = 800;

/** ETE the server accepts (minutes): 1 minute to 24 hours. */
export const MAX_ETE_MINUTES = 24 * 60;
