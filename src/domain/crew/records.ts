/**
 * The crew record's enumerations (docs/crew-records.md): what each tab of a crew member's record
 * holds, shared by the schema, the contract, the screens and the seed. Labels are
 * `crewRecord.<enum>.<value>` in locales/<lang>/crewRecord.json.
 */

/** Documents kept in `crew_documents`, each typed by the operator's type table of its kind. */
export const CREW_DOCUMENT_TABLE_KINDS = ['licence', 'medical', 'security', 'file'] as const;
export type CrewDocumentTableKind = (typeof CREW_DOCUMENT_TABLE_KINDS)[number];

/** ICAO language proficiency levels (a licence's English level). */
export const ICAO_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** What a type ability authorises (labels `crewRecord.ability.<value>`). */
export const CREW_ABILITIES = ['captain', 'firstOfficer', 'cruiseRelief', 'instructor', 'examiner', 'purser', 'cabinAttendant', 'engineer'] as const;
export type CrewAbility = (typeof CREW_ABILITIES)[number];

/** Training records and examinations share one table (labels `crewRecord.trainingKind.<value>`). */
export const CREW_TRAINING_KINDS = ['training', 'exam'] as const;
export type CrewTrainingKind = (typeof CREW_TRAINING_KINDS)[number];
export const CREW_TRAINING_RESULTS = ['pass', 'fail', 'pending'] as const;

/** Issued equipment (requirements D4 "Equipment"). */
export const EQUIPMENT_STATUSES = ['notReceived', 'received', 'returned'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/** Airline (frequent flyer) and hotel memberships. */
export const MEMBERSHIP_KINDS = ['airline', 'hotel'] as const;

/** Captain statuses (requirements D4 "Captain"). */
export const CAPTAIN_RECOMMENDATIONS = ['recommended', 'notRecommended', 'conditionsUnmet'] as const;
export type CaptainRecommendation = (typeof CAPTAIN_RECOMMENDATIONS)[number];

/** A pilot job's limitation kinds (labels `pilotJob.limitType.<value>`). */
export const JOB_LIMITATION_TYPES = ['minFlightHours', 'minTypeHours', 'minLandings', 'recentExperienceDays', 'airportCategory', 'weatherMinima'] as const;

/**
 * How the scheduling checks treat a required document the crew member has no record of:
 * `strict` refuses the assignment, `recorded` warns and judges only the documents on record
 * (expired ones always refuse). A company setting (docs/decisions.md "Missing crew documents").
 */
export const CREW_DOCUMENT_CHECKS = ['strict', 'recorded'] as const;
export type CrewDocumentCheck = (typeof CREW_DOCUMENT_CHECKS)[number];
export const DEFAULT_CREW_DOCUMENT_CHECK: CrewDocumentCheck = 'recorded';

/** The crew list's "anything expiring within N days" filter, and its default. */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * Masks a sensitive text (bank card, emergency contact's phone) for a reader without the right:
 * all but the last four characters become '*'; four or fewer characters are masked whole.
 */
export function maskTail(value: string | null | undefined, keep = 4): string | null {
  if (value === null || value === undefined || value === '') return value ?? null;
  const chars = [...value];
  if (chars.length <= keep) return '*'.repeat(chars.length);
  return '*'.repeat(chars.length - keep) + chars.slice(-keep).join('');
}
