import { CrewCode, FlbEventCode, IntentionCode, LegFlowCode, LegRecordCode, TripEventCode, type FunctionCode } from '../trip/functionCodes';

/**
 * Message-centre categories (requirements S9): 1 trip, 2 crew, 3 aircraft, 4 segment times,
 * 5 passenger change, 6 crew documents, 7 other. Each tab filters by the function codes listed here;
 * "other" holds every code not listed in 1–6, so a new code always lands somewhere.
 */
export const MESSAGE_CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** Crew-document function codes: `expiry` is written by the crew document reminders (server/modules/crew/records/crewReminders.ts). */
export const CrewDocumentCode = { expiry: 'CREW_DOCUMENT_EXPIRY', change: 'CREW_DOCUMENT_CHANGE' } as const;

/** Crew roster function codes: a period's roster published to a crew member (category 2, crew). */
export const RosterCode = { publish: 'ROSTER_PUBLISH' } as const;

/** Fleet upkeep function codes: a certificate entering a reminder band (3 months, 10 days, expired). */
export const FleetCode = { certificateExpiry: 'AIRCRAFT_CERTIFICATE_EXPIRY' } as const;

/** A message written by hand to the users of one or more seats (category 7, other). */
export const SEAT_MESSAGE = 'SEAT_MESSAGE';

const BY_CATEGORY: Record<Exclude<MessageCategory, 7>, readonly string[]> = {
  1: [
    TripEventCode.tripCreate,
    TripEventCode.tripUpdate,
    TripEventCode.submit,
    TripEventCode.receive,
    TripEventCode.reject,
    TripEventCode.cancel,
    TripEventCode.lock,
    TripEventCode.unlock,
    TripEventCode.legAdd,
    TripEventCode.legInsert,
    TripEventCode.legCancel,
    TripEventCode.legUpdate,
    TripEventCode.complete,
    TripEventCode.reopen,
    IntentionCode.update,
    IntentionCode.confirm,
    IntentionCode.reject,
    IntentionCode.cancel,
    IntentionCode.initiate,
    LegFlowCode.evaluate,
    LegFlowCode.ready,
    LegFlowCode.release,
    LegFlowCode.noRelease,
    LegFlowCode.cancelRelease,
    LegFlowCode.releaseDocuments,
    LegFlowCode.flightPlan,
    LegRecordCode.renew,
  ],
  2: [CrewCode.assign, CrewCode.remove, CrewCode.accept, CrewCode.decline, LegFlowCode.crew, RosterCode.publish],
  3: [TripEventCode.aircraft, TripEventCode.ferry, LegFlowCode.airworthiness, LegFlowCode.lock, LegFlowCode.unlock, FleetCode.certificateExpiry],
  4: [TripEventCode.date, TripEventCode.time, TripEventCode.icao, LegFlowCode.takeoff, LegFlowCode.landing, LegFlowCode.resetTakeoff, LegFlowCode.resetLanding, LegRecordCode.diversion, LegRecordCode.diversionCancel, FlbEventCode.confirm],
  5: [LegRecordCode.passengerChange],
  6: [CrewDocumentCode.expiry, CrewDocumentCode.change],
};

const CATEGORY_OF = new Map<string, MessageCategory>();
for (const [category, codes] of Object.entries(BY_CATEGORY)) for (const code of codes) CATEGORY_OF.set(code, Number(category) as MessageCategory);

export function categoryOf(functionCode: string): MessageCategory {
  return CATEGORY_OF.get(functionCode) ?? 7;
}

/** The function codes a category tab filters by; for 7 ("other") the codes of 1–6 to exclude. */
export function categoryFilter(category: MessageCategory): { op: 'in' | 'notIn'; codes: string[] } {
  if (category === 7) return { op: 'notIn', codes: [...CATEGORY_OF.keys()] };
  return { op: 'in', codes: [...BY_CATEGORY[category]] };
}

/** Every function code the platform writes (templates are listed for these). */
export const ALL_FUNCTION_CODES: readonly string[] = [
  ...new Set<string>([
    ...Object.values(TripEventCode),
    ...Object.values(LegFlowCode),
    ...Object.values(IntentionCode),
    ...Object.values(CrewCode),
    ...Object.values(LegRecordCode),
    ...Object.values(CrewDocumentCode),
    ...Object.values(RosterCode),
    ...Object.values(FleetCode),
    ...Object.values(FlbEventCode),
    SEAT_MESSAGE,
  ]),
];

export type { FunctionCode };
