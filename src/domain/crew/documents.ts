/**
 * Crew documents: licences, medicals, security documents, files, type abilities and ICAO English
 * levels, each with an optional due date judged by the one expiry rule (src/domain/expiry.ts) on the
 * calendar day of the crew member's base zone; and which documents each role on a leg needs.
 */
import { DEFAULT_EXPIRY_BANDS, DEFAULT_OPERATOR_ZONE, daysBetween, expiryStatus, todayIn, zoneOr, type ExpiryBands, type ExpiryStatus, type ReminderBand } from '../expiry';
import type { LegCrewRole } from '../trip/crewAssignment';

/** Kinds of crew document (labels `crewRecord.kind.<kind>`). */
export const CREW_DOCUMENT_KINDS = ['licence', 'medical', 'security', 'file', 'ability', 'englishLevel'] as const;
export type CrewDocumentKind = (typeof CREW_DOCUMENT_KINDS)[number];

/** One dated document of a crew member, as the rules see it. */
export interface CrewDocument {
  id?: string;
  kind: CrewDocumentKind;
  /** The operator's document type (licence type, medical type, …). */
  typeId: string;
  /** The type's name (the operator's own text), used to name the document in messages. */
  label: string;
  number?: string | null;
  /** First valid day ('YYYY-MM-DD'; a licence's effective date, an ability's authorised date); null → valid from any day. */
  effectiveDate?: string | null;
  /** Last valid day ('YYYY-MM-DD'); null → the document never expires. */
  dueDate: string | null;
  /** The document type's prompt days (near expiry this many days before the due date); null → the operator's months. */
  typePromptDays?: number | null;
  /** Licences and abilities: the aircraft type they are for (null → not for one type). */
  aircraftTypeId?: string | null;
}

/** A document's status on a day; a document without due date is always normal, with no days left. */
export interface CrewDocumentState {
  status: ExpiryStatus;
  band: ReminderBand | null;
  daysLeft: number | null;
  nearFrom: string | null;
}

const NEVER: CrewDocumentState = Object.freeze({ status: 'normal', band: null, daysLeft: null, nearFrom: null });

/** The status of a document on a calendar day (the crew member's). */
export function crewDocumentStatusOn(doc: Pick<CrewDocument, 'dueDate' | 'typePromptDays'>, day: string, bands: ExpiryBands = DEFAULT_EXPIRY_BANDS): CrewDocumentState {
  if (doc.dueDate === null) return NEVER;
  return expiryStatus({ dueDate: doc.dueDate, promptDays: doc.typePromptDays }, day, bands);
}

/**
 * The status of a document at `now`: "today" is the calendar day in the crew member's base zone
 * (`crewZone`, the IANA zone of the base airport), or in `operatorZone` when that is unknown.
 */
export function crewDocumentStatus(
  doc: Pick<CrewDocument, 'dueDate' | 'typePromptDays'>,
  now: Date | number,
  crewZone: string | null | undefined,
  bands: ExpiryBands = DEFAULT_EXPIRY_BANDS,
  operatorZone: string = DEFAULT_OPERATOR_ZONE,
): CrewDocumentState {
  return crewDocumentStatusOn(doc, todayIn(now, zoneOr(crewZone, operatorZone)), bands);
}

/**
 * The crew list's "expiring within N days" filter: the documents whose due date is at most `days`
 * days after today in `zone` (the crew member's base zone), already expired ones included (they are
 * the most urgent); documents without due date never match.
 */
export function documentsExpiringWithin<D extends Pick<CrewDocument, 'dueDate'>>(docs: readonly D[], now: Date | number, zone: string | null | undefined, days: number, operatorZone: string = DEFAULT_OPERATOR_ZONE): D[] {
  const today = todayIn(now, zoneOr(zone, operatorZone));
  return docs.filter((d) => d.dueDate !== null && daysBetween(today, d.dueDate) <= days);
}

/** The named requirements a role can have (message keys `crewRecord.error.<name>Missing`). */
export const DOCUMENT_REQUIREMENT_NAMES = ['licence', 'medical', 'security', 'typeRating'] as const;
export type DocumentRequirementName = (typeof DOCUMENT_REQUIREMENT_NAMES)[number];

/** One document a role needs: any one valid document of `kinds` satisfies it. */
export interface DocumentRequirement {
  name: DocumentRequirementName;
  /** Kinds of document that satisfy it (any one, valid through the leg). */
  kinds: readonly CrewDocumentKind[];
  /** Only documents for the leg's aircraft type count. */
  forAircraftType: boolean;
  /** Required only when the operator lists a document type of one of `kinds` (the security document). */
  onlyWhenOperatorListsKind: boolean;
}

const need = (name: DocumentRequirementName, kinds: readonly CrewDocumentKind[], forAircraftType = false, onlyWhenOperatorListsKind = false): DocumentRequirement =>
  Object.freeze({ name, kinds: Object.freeze([...kinds]), forAircraftType, onlyWhenOperatorListsKind });

const PILOT: readonly DocumentRequirement[] = Object.freeze([
  need('licence', ['licence']),
  need('medical', ['medical']),
  need('typeRating', ['ability', 'licence'], true),
]);

/**
 * What each role on a leg needs, valid through the leg:
 * - pilots (PIC, SIC): a licence, a medical, and a type ability or a licence for the aircraft's type;
 * - cabin crew: a medical, and a security document when the operator lists a security document type;
 * - maintenance engineers: a licence.
 * Files and ICAO English levels are recorded and reminded but required by no role.
 */
export const ROLE_DOCUMENT_REQUIREMENTS: Readonly<Record<LegCrewRole, readonly DocumentRequirement[]>> = Object.freeze({
  pic: PILOT,
  sic: PILOT,
  cabin: Object.freeze([need('medical', ['medical']), need('security', ['security'], false, true)]),
  maintenance: Object.freeze([need('licence', ['licence'])]),
});

/** The requirements of `role` for an operator that lists document types of `operatorKinds` (undefined → lists none of the conditional ones). */
export function requirementsFor(role: LegCrewRole, operatorKinds?: readonly CrewDocumentKind[]): DocumentRequirement[] {
  return ROLE_DOCUMENT_REQUIREMENTS[role].filter((r) => !r.onlyWhenOperatorListsKind || r.kinds.some((k) => operatorKinds?.includes(k)));
}
