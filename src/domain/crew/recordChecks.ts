/**
 * Scheduling checks from the crew records: may this crew member fly this leg as far as their
 * documents and their leave, rest and official business go? Refusals block the assignment; warnings
 * are shown and let it through. Texts in locales/<lang>/crewRecord.json.
 *
 * Readings (docs/decisions.md, "Crew documents and scheduling checks"):
 * - the leg is judged on its calendar days in the crew member's base zone (the operator's zone when
 *   unknown): a document must be effective on the departure day and valid through the ARRIVAL day, so
 *   an overnight leg needs the document on the day it lands too;
 * - any one valid document satisfies a requirement (two licences, one expired: fine); a type ability
 *   or licence for another aircraft type does not count; a document without due date never expires;
 * - near expiry on the departure day warns (on the document that satisfies the requirement);
 * - leave, rest and official business overlapping the leg block it; training and standby do not.
 */
import type { CrewDocumentCheck } from './records';
import { DEFAULT_EXPIRY_BANDS, DEFAULT_OPERATOR_ZONE, todayIn, zoneOr, type ExpiryBands } from '../expiry';
import type { LegCrewRole } from '../trip/crewAssignment';
import { crewDocumentStatusOn, requirementsFor, type CrewDocument, type CrewDocumentKind, type DocumentRequirement, type DocumentRequirementName } from './documents';

/** Kinds of crew activity record (labels `crewRecord.activity.<kind>`). */
export const CREW_ACTIVITY_KINDS = ['leave', 'rest', 'officialBusiness', 'training', 'standby'] as const;
export type CrewActivityKind = (typeof CREW_ACTIVITY_KINDS)[number];
/** The activities that keep a crew member off a leg they overlap (training and standby do not). */
export const BLOCKING_ACTIVITY_KINDS = ['leave', 'rest', 'officialBusiness'] as const satisfies readonly CrewActivityKind[];
export type BlockingActivityKind = (typeof BLOCKING_ACTIVITY_KINDS)[number];

/** Refusals (params noted beside each key; `document` is the type's label, `number` the document number or ''). */
export const CRK = {
  licenceMissing: 'crewRecord.error.licenceMissing',
  medicalMissing: 'crewRecord.error.medicalMissing',
  securityMissing: 'crewRecord.error.securityMissing',
  typeRatingMissing: 'crewRecord.error.typeRatingMissing', // {aircraftType}
  licenceExpired: 'crewRecord.error.licenceExpired', // {document, number, dueDate}
  medicalExpired: 'crewRecord.error.medicalExpired', // {document, number, dueDate}
  securityExpired: 'crewRecord.error.securityExpired', // {document, number, dueDate}
  fileExpired: 'crewRecord.error.fileExpired', // {document, number, dueDate}
  abilityExpired: 'crewRecord.error.abilityExpired', // {document, number, dueDate}
  englishLevelExpired: 'crewRecord.error.englishLevelExpired', // {document, number, dueDate}
  notYetEffective: 'crewRecord.error.notYetEffective', // {document, number, effectiveDate}
  onLeave: 'crewRecord.error.onLeave', // {from, to} (ISO instants)
  onRest: 'crewRecord.error.onRest', // {from, to}
  onOfficialBusiness: 'crewRecord.error.onOfficialBusiness', // {from, to}
} as const;

/** Warnings: the document that satisfies a requirement is near expiry on the departure day. {document, number, dueDate, daysLeft} */
export const CRW = {
  licenceNearExpiry: 'crewRecord.warning.licenceNearExpiry',
  medicalNearExpiry: 'crewRecord.warning.medicalNearExpiry',
  securityNearExpiry: 'crewRecord.warning.securityNearExpiry',
  fileNearExpiry: 'crewRecord.warning.fileNearExpiry',
  abilityNearExpiry: 'crewRecord.warning.abilityNearExpiry',
  englishLevelNearExpiry: 'crewRecord.warning.englishLevelNearExpiry',
  /** The `recorded` check (no record of a required document warns); params as the refusals. */
  licenceMissing: 'crewRecord.warning.licenceMissing',
  medicalMissing: 'crewRecord.warning.medicalMissing',
  securityMissing: 'crewRecord.warning.securityMissing',
  typeRatingMissing: 'crewRecord.warning.typeRatingMissing', // {aircraftType}
} as const;

export type CrewRecordKey = (typeof CRK)[keyof typeof CRK] | (typeof CRW)[keyof typeof CRW];
/** Every key the checks can answer with (the locale test checks each is in zh, zhtw and en). */
export const CREW_RECORD_KEYS: readonly CrewRecordKey[] = Object.freeze([...Object.values(CRK), ...Object.values(CRW)]);

const MISSING: Readonly<Record<DocumentRequirementName, CrewRecordKey>> = {
  licence: CRK.licenceMissing,
  medical: CRK.medicalMissing,
  security: CRK.securityMissing,
  typeRating: CRK.typeRatingMissing,
};
const MISSING_WARNING: Readonly<Record<DocumentRequirementName, CrewRecordKey>> = {
  licence: CRW.licenceMissing,
  medical: CRW.medicalMissing,
  security: CRW.securityMissing,
  typeRating: CRW.typeRatingMissing,
};
const EXPIRED: Readonly<Record<CrewDocumentKind, CrewRecordKey>> = {
  licence: CRK.licenceExpired,
  medical: CRK.medicalExpired,
  security: CRK.securityExpired,
  file: CRK.fileExpired,
  ability: CRK.abilityExpired,
  englishLevel: CRK.englishLevelExpired,
};
const NEAR: Readonly<Record<CrewDocumentKind, CrewRecordKey>> = {
  licence: CRW.licenceNearExpiry,
  medical: CRW.medicalNearExpiry,
  security: CRW.securityNearExpiry,
  file: CRW.fileNearExpiry,
  ability: CRW.abilityNearExpiry,
  englishLevel: CRW.englishLevelNearExpiry,
};
const BLOCKED: Readonly<Record<BlockingActivityKind, CrewRecordKey>> = { leave: CRK.onLeave, rest: CRK.onRest, officialBusiness: CRK.onOfficialBusiness };

export interface Problem {
  key: CrewRecordKey;
  params: Record<string, string | number>;
}

export interface CrewActivity {
  kind: CrewActivityKind;
  fromUtc: string | Date;
  toUtc: string | Date;
}

export interface CrewRecordFacts {
  role: LegCrewRole;
  crew: {
    id: string;
    /** IANA zone of the base airport; null/unknown → `operatorZone`. */
    baseZone: string | null;
    nationality?: string | null;
    crewType?: string;
  };
  documents: readonly CrewDocument[];
  leaves: readonly CrewActivity[];
  leg: {
    departureUtc: string | Date;
    arrivalUtc: string | Date;
    /** null while fleet has not scheduled an aircraft: the type requirement is then not judged (assignCrew refuses such legs). */
    aircraftTypeId: string | null;
    /** The type's name for `typeRatingMissing` (the id when absent). */
    aircraftTypeLabel?: string | null;
  };
  bands?: ExpiryBands;
  operatorZone?: string;
  /** Kinds the operator has document types of (makes the conditional requirements apply: cabin security). */
  operatorKinds?: readonly CrewDocumentKind[];
  /** `strict` (default here): a required document with no record refuses; `recorded`: it warns. */
  documentCheck?: CrewDocumentCheck;
}

export interface CrewRecordCheck {
  refusals: Problem[];
  warnings: Problem[];
}

const ms = (t: string | Date) => (typeof t === 'string' ? Date.parse(t) : t.getTime());
const iso = (t: string | Date) => new Date(ms(t)).toISOString();
const named = (d: CrewDocument) => ({ document: d.label, number: d.number ?? '' });
/** Later due date first; no due date is the latest of all. */
const byDueDesc = (a: CrewDocument, b: CrewDocument) => (a.dueDate === b.dueDate ? 0 : a.dueDate === null ? -1 : b.dueDate === null ? 1 : a.dueDate < b.dueDate ? 1 : -1);

/** True when the document is effective on `firstDay` and valid through `lastDay`. */
export function validThrough(d: Pick<CrewDocument, 'effectiveDate' | 'dueDate'>, firstDay: string, lastDay: string): boolean {
  return (!d.effectiveDate || d.effectiveDate <= firstDay) && (d.dueDate === null || d.dueDate >= lastDay);
}

/** The documents that count for a requirement on a leg of `aircraftTypeId`. */
export function candidatesFor(req: DocumentRequirement, docs: readonly CrewDocument[], aircraftTypeId: string | null): CrewDocument[] {
  return docs.filter((d) => req.kinds.includes(d.kind) && (!req.forAircraftType || (aircraftTypeId !== null && d.aircraftTypeId === aircraftTypeId)));
}

function checkRequirement(req: DocumentRequirement, f: CrewRecordFacts, depDay: string, arrDay: string, bands: ExpiryBands, out: CrewRecordCheck): void {
  if (req.forAircraftType && f.leg.aircraftTypeId === null) return;
  const docs = candidatesFor(req, f.documents, f.leg.aircraftTypeId).sort(byDueDesc);
  if (docs.length === 0) {
    const params: Record<string, string> = req.forAircraftType ? { aircraftType: f.leg.aircraftTypeLabel || f.leg.aircraftTypeId! } : {};
    if (f.documentCheck === 'recorded') out.warnings.push({ key: MISSING_WARNING[req.name], params });
    else out.refusals.push({ key: MISSING[req.name], params });
    return;
  }
  const best = docs.find((d) => validThrough(d, depDay, arrDay));
  if (best) {
    const state = crewDocumentStatusOn(best, depDay, bands);
    if (state.status === 'nearExpiry') out.warnings.push({ key: NEAR[best.kind], params: { ...named(best), dueDate: best.dueDate!, daysLeft: state.daysLeft! } });
    return;
  }
  const early = docs.find((d) => validThrough({ dueDate: d.dueDate }, depDay, arrDay));
  if (early) out.refusals.push({ key: CRK.notYetEffective, params: { ...named(early), effectiveDate: early.effectiveDate! } });
  else out.refusals.push({ key: EXPIRED[docs[0]!.kind], params: { ...named(docs[0]!), dueDate: docs[0]!.dueDate! } });
}

/** Drops repeats (a pilot's typed licence can fail both the licence and the type requirement). */
function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = JSON.stringify([p.key, p.params]);
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

/**
 * The crew member's records against a leg: every requirement of the role (ROLE_DOCUMENT_REQUIREMENTS)
 * judged on the leg's days in the crew member's base zone, and the blocking activities that overlap
 * the leg ([departure, arrival), an activity ending at departure does not overlap).
 */
export function checkCrewRecords(f: CrewRecordFacts): CrewRecordCheck {
  const bands = f.bands ?? DEFAULT_EXPIRY_BANDS;
  const zone = zoneOr(f.crew.baseZone, f.operatorZone ?? DEFAULT_OPERATOR_ZONE);
  const dep = ms(f.leg.departureUtc);
  const arr = Math.max(dep, ms(f.leg.arrivalUtc));
  const depDay = todayIn(dep, zone);
  const arrDay = todayIn(arr, zone);
  const out: CrewRecordCheck = { refusals: [], warnings: [] };
  for (const req of requirementsFor(f.role, f.operatorKinds)) checkRequirement(req, f, depDay, arrDay, bands, out);
  for (const a of f.leaves) {
    if (!(BLOCKING_ACTIVITY_KINDS as readonly string[]).includes(a.kind)) continue;
    if (ms(a.fromUtc) < Math.max(arr, dep + 1) && ms(a.toUtc) > dep) out.refusals.push({ key: BLOCKED[a.kind as BlockingActivityKind], params: { from: iso(a.fromUtc), to: iso(a.toUtc) } });
  }
  return { refusals: unique(out.refusals), warnings: unique(out.warnings) };
}
