/**
 * Function codes of the events written by trip and leg commands. The realtime issue publishes them,
 * the notification importance and the message-centre categories filter by them (requirements S9).
 */
export const TripEventCode = {
  tripCreate: 'INTENT_APPEND',
  tripUpdate: 'TRIP_UPDATE',
  submit: 'TRIP_SUBMIT',
  receive: 'TASK_CONFIRM',
  reject: 'TRIP_REJECT',
  cancel: 'TRIP_CANCEL',
  lock: 'TRIP_LOCK',
  unlock: 'TRIP_UNLOCK',
  legAdd: 'LEG_APPEND',
  legInsert: 'LEG_INSERT',
  legCancel: 'LEG_CANCEL',
  legUpdate: 'LEG_UPDATE',
  date: 'FLIGHT_DATE_CHANGE',
  time: 'FLIGHT_TIME_CHANGE',
  icao: 'FLIGHT_ICAO_CHANGE',
  aircraft: 'FLIGHT_AIRCRAFT_CHANGE',
  ferry: 'FERRY_FLIGHT_CHANGE',
  /** Every live leg landed (domain `statusAfterFlight`); `reopen` when a landing is reset or a leg added. */
  complete: 'TRIP_COMPLETE',
  reopen: 'TRIP_REOPEN',
} as const;

/** Function codes of the leg-flow commands (aircraft assignment reuses `FLIGHT_AIRCRAFT_CHANGE`). */
export const LegFlowCode = {
  evaluate: 'LEG_EVALUATE',
  aircraft: TripEventCode.aircraft,
  airworthiness: 'LEG_AIRWORTHINESS',
  flightPlan: 'LEG_FLIGHT_PLAN',
  crew: 'LEG_CREW_SCHEDULED',
  releaseDocuments: 'LEG_RELEASE_DOCUMENTS',
  ready: 'LEG_READY',
  release: 'LEG_RELEASE',
  noRelease: 'LEG_NO_RELEASE',
  cancelRelease: 'LEG_RELEASE_CANCEL',
  lock: 'LEG_LOCK',
  unlock: 'LEG_UNLOCK',
  takeoff: 'FLIGHT_TAKEOFF',
  landing: 'FLIGHT_LANDING',
  resetTakeoff: 'FLIGHT_TAKEOFF_RESET',
  resetLanding: 'FLIGHT_LANDING_RESET',
} as const;

/**
 * Business intentions. A new intention writes INTENT_APPEND like a trip created directly (both are a
 * new customer wish reaching operations; the payload's `source` says which); a trip initiated from
 * an intention writes TRIP_INITIATE, so operations is told once.
 */
export const IntentionCode = {
  create: 'INTENT_APPEND',
  update: 'INTENT_UPDATE',
  confirm: 'INTENT_CONFIRM',
  reject: 'INTENT_REJECT',
  cancel: 'INTENT_CANCEL',
  initiate: 'TRIP_INITIATE',
} as const;

/** Crew scheduled on legs (message category 2, crew). */
export const CrewCode = {
  assign: 'CREW_ASSIGN',
  remove: 'CREW_REMOVE',
  accept: 'CREW_ACCEPT',
  decline: 'CREW_DECLINE',
} as const;

/** Records around a leg: passengers (category 5), diversions, outsourced legs, a leg renewed from a cancelled one. */
export const LegRecordCode = {
  passengerChange: 'PASSENGER_CHANGE',
  diversion: 'LEG_DIVERSION',
  diversionCancel: 'LEG_DIVERSION_CANCEL',
  outsource: 'LEG_OUTSOURCE',
  outsourceChange: 'LEG_OUTSOURCE_CHANGE',
  outsourceRemove: 'LEG_OUTSOURCE_REMOVE',
  outsourceSettle: 'LEG_OUTSOURCE_SETTLE',
  renew: 'LEG_RENEW',
} as const;

/**
 * A flight log confirmed (again, after a recheck, or synchronised confirmed): payload
 * `{ flightLogId, legId, tripId, customerId, aircraftId, blockMinutes, flightMinutes,
 * previousBlockMinutes }`, previous = the block minutes last confirmed (null the first time), so the
 * customers' hours accounts book the difference (docs/decisions.md, "Flight logs (FLB)").
 *
 * A confirmed log marked for recheck (FLB_RECHECK, written by the recheck command in the same
 * transaction): payload `{ flightLogId, legId, tripId, tripNumber, legNumber, reason }`; the crew
 * and control seats hear of it. Drafts (typed or from ADS-B) make no message.
 */
export const FlbEventCode = { confirm: 'FLB_CONFIRM', recheck: 'FLB_RECHECK' } as const;

type Values<T> = T[keyof T];
export type FunctionCode = Values<typeof TripEventCode> | Values<typeof LegFlowCode> | Values<typeof IntentionCode> | Values<typeof CrewCode> | Values<typeof LegRecordCode> | Values<typeof FlbEventCode>;

/** Notifications of these functions are important (type 0); every other is type 1 (requirements S9). */
export const IMPORTANT_FUNCTION_CODES: readonly FunctionCode[] = [
  'INTENT_APPEND',
  'TASK_CONFIRM',
  'FLIGHT_DATE_CHANGE',
  'FLIGHT_TIME_CHANGE',
  'FLIGHT_ICAO_CHANGE',
  'FLIGHT_AIRCRAFT_CHANGE',
  'FERRY_FLIGHT_CHANGE',
];

export function notificationImportance(code: string): 0 | 1 {
  return (IMPORTANT_FUNCTION_CODES as readonly string[]).includes(code) ? 0 : 1;
}
