/**
 * The crew records as the scheduling checks see them (docs/decisions.md "Crew documents and
 * scheduling checks", "Crew records on legs"): for a set of crew members of one company, their
 * documents (licence, medical, security and file rows named by their type; a licence's ICAO English
 * level with a due date as a document of its own; type abilities), their leave, rest and official
 * business overlapping a window, their base zone; and the operator's bands, zone, listed document
 * kinds and `documentCheck`. One query per table whatever the number of crew (the candidates list).
 * Read straight from the record tables; every query is scoped to the company.
 */
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { DEFAULT_CREW_DOCUMENT_CHECK, type CrewDocumentCheck } from '../../../../src/domain/crew/records';
import type { CrewDocument, CrewDocumentKind } from '../../../../src/domain/crew/documents';
import { BLOCKING_ACTIVITY_KINDS, checkCrewRecords, type CrewActivity, type CrewRecordCheck, type Problem } from '../../../../src/domain/crew/recordChecks';
import type { ExpiryBands } from '../../../../src/domain/expiry';
import type { LegCrewRole } from '../../../../src/domain/trip/crewAssignment';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { aircraftTypes, airports, crewAbilities, crewActivities, crewDocuments, crewFileTypes, crewLicenceTypes, crewMedicalTypes, crewSecurityTypes, crews, crewSettings } from '../../../db/schema';
import type { DeclaredTable } from '../../../db/schema/declared';
import { createUpkeepReads } from '../../fleet/upkeepReads';
import { allReads } from '../../../db/reads';

/** What one crew member's records hold for the checks. */
export interface CrewRecordsOf {
  baseZone: string | null;
  nationality: string | null;
  crewType: string;
  documents: CrewDocument[];
  activities: CrewActivity[];
}

/** The operator's side of the checks. */
export interface OperatorRecordRules {
  bands: ExpiryBands;
  operatorZone: string;
  operatorKinds: CrewDocumentKind[];
  documentCheck: CrewDocumentCheck;
  /** Aircraft type id → its name (the type-rating message names it). */
  typeNames: Map<string, string>;
}

export interface CrewRecordSet {
  rules: OperatorRecordRules;
  byCrew: Map<string, CrewRecordsOf>;
}

/** A leg as the checks see it. */
export interface RecordLeg {
  plannedDepartureUtc: Date;
  plannedArrivalUtc: Date;
  aircraftTypeId: string | null;
}

const TYPE_TABLES: readonly (readonly [CrewDocumentKind, DeclaredTable])[] = [
  ['licence', crewLicenceTypes],
  ['medical', crewMedicalTypes],
  ['security', crewSecurityTypes],
  ['file', crewFileTypes],
];

interface DocType {
  kind: CrewDocumentKind;
  name: string;
  promptDay: number | null;
  /** Licence types: the aircraft type code the licence rates for. */
  aircraftType: string | null;
}

/** The company's document types by id, each table read once. */
async function documentTypes(db: DbOrTx, companyId: string): Promise<Map<string, DocType>> {
  const out = new Map<string, DocType>();
  for (const [kind, t] of TYPE_TABLES) {
    const cols = t as unknown as Record<string, typeof t.id>;
    const rows = (await db
      .select({ id: t.id, name: cols.name!, promptDay: cols.promptDay!, ...(kind === 'licence' ? { aircraftType: cols.aircraftType! } : {}) })
      .from(t)
      .where(eq(t.companyId, companyId))) as unknown as { id: string; name: string; promptDay: number | null; aircraftType?: string | null }[];
    for (const r of rows) out.set(r.id, { kind, name: r.name, promptDay: r.promptDay ?? null, aircraftType: r.aircraftType ?? null });
  }
  return out;
}

export function createCrewRecordReads(db: DbOrTx) {
  return {
    /**
     * The records of `crewIds` (crew of `companyId` only; others are absent from the answer) with
     * their blocking activities overlapping [from, to).
     */
    async load(companyId: string, crewIds: readonly string[], window: { from: Date; to: Date }): Promise<CrewRecordSet> {
      const ids = [...new Set(crewIds)];
      const [fleet, settings, types, fleetTypes] = await allReads(db, [
        () => createUpkeepReads(db).settings(companyId),
        () => db.select({ documentCheck: crewSettings.documentCheck }).from(crewSettings).where(eq(crewSettings.companyId, companyId)),
        () => documentTypes(db, companyId),
        () => db.select({ id: aircraftTypes.id, code: aircraftTypes.code, name: aircraftTypes.name }).from(aircraftTypes).where(eq(aircraftTypes.companyId, companyId)),
      ]);
      const typeByCode = new Map(fleetTypes.map((t) => [t.code.toUpperCase(), t]));
      const typeNames = new Map(fleetTypes.map((t) => [t.id, t.name || t.code]));
      const rules: OperatorRecordRules = {
        bands: { nearMonths: fleet.certificateNearMonths, soonDays: fleet.certificateSoonDays },
        operatorZone: fleet.baseZone,
        operatorKinds: [...new Set([...types.values()].map((t) => t.kind))],
        documentCheck: settings[0]?.documentCheck ?? DEFAULT_CREW_DOCUMENT_CHECK,
        typeNames,
      };
      const byCrew = new Map<string, CrewRecordsOf>();
      if (ids.length === 0) return { rules, byCrew };

      const inCompany = (col: AnyPgColumn, companyCol: AnyPgColumn) => and(eq(companyCol, companyId), inArray(col, ids));
      const [people, docs, abilities, activities] = await allReads(db, [
        () => db
          .select({ id: crews.id, zone: airports.timeZone, nationality: crews.nationality, crewType: crews.crewType })
          .from(crews)
          .leftJoin(airports, eq(airports.icao, crews.baseIcao))
          .where(inCompany(crews.id, crews.companyId)),
        () => db.select().from(crewDocuments).where(inCompany(crewDocuments.crewId, crewDocuments.companyId)),
        () => db.select().from(crewAbilities).where(inCompany(crewAbilities.crewId, crewAbilities.companyId)),
        () => db
          .select({ crewId: crewActivities.crewId, kind: crewActivities.kind, fromUtc: crewActivities.startUtc, toUtc: crewActivities.endUtc })
          .from(crewActivities)
          .where(
            and(
              inCompany(crewActivities.crewId, crewActivities.companyId),
              inArray(crewActivities.kind, [...BLOCKING_ACTIVITY_KINDS]),
              lt(crewActivities.startUtc, window.to),
              gt(crewActivities.endUtc, window.from),
            ),
          ),
      ]);
      for (const p of people) byCrew.set(p.id, { baseZone: p.zone ?? null, nationality: p.nationality, crewType: p.crewType, documents: [], activities: [] });
      for (const d of docs) {
        const rec = byCrew.get(d.crewId);
        const type = types.get(d.typeId);
        if (!rec) continue;
        const label = type?.name ?? d.kind;
        const rated = type?.aircraftType ? (typeByCode.get(type.aircraftType.toUpperCase())?.id ?? null) : null;
        rec.documents.push({ id: d.id, kind: d.kind, typeId: d.typeId, label, number: d.docNo, effectiveDate: d.effectiveDate, dueDate: d.dueDate, typePromptDays: type?.promptDay ?? null, aircraftTypeId: rated });
        if (d.kind === 'licence' && d.icaoDueDate) {
          rec.documents.push({ id: `${d.id}:icao`, kind: 'englishLevel', typeId: d.typeId, label: `${label} ICAO ${d.icaoLevel ?? ''}`.trim(), number: d.docNo, dueDate: d.icaoDueDate });
        }
      }
      for (const a of abilities) {
        const rec = byCrew.get(a.crewId);
        if (!rec) continue;
        const typeName = typeNames.get(a.aircraftTypeId) ?? '';
        rec.documents.push({ id: a.id, kind: 'ability', typeId: a.aircraftTypeId, label: `${typeName} ${a.ability}`.trim(), number: null, effectiveDate: a.authDate, dueDate: a.dueDate, typePromptDays: null, aircraftTypeId: a.aircraftTypeId });
      }
      for (const a of activities) byCrew.get(a.crewId)?.activities.push({ kind: a.kind, fromUtc: a.fromUtc, toUtc: a.toUtc });
      return { rules, byCrew };
    },
  };
}

/**
 * The checks of one crew member on one leg in `role`. A positioning crew member does not operate
 * the leg: only their leave, rest and official business are judged, not their documents.
 */
export function checkRecordsOn(set: CrewRecordSet, crewId: string, role: LegCrewRole, leg: RecordLeg, positioning = false): CrewRecordCheck {
  const rec = set.byCrew.get(crewId);
  if (!rec) return { refusals: [], warnings: [] };
  const { rules } = set;
  const check = checkCrewRecords({
    role,
    crew: { id: crewId, baseZone: rec.baseZone, nationality: rec.nationality, crewType: rec.crewType },
    documents: positioning ? [] : rec.documents,
    leaves: rec.activities,
    leg: {
      departureUtc: leg.plannedDepartureUtc,
      arrivalUtc: leg.plannedArrivalUtc,
      aircraftTypeId: leg.aircraftTypeId,
      aircraftTypeLabel: leg.aircraftTypeId ? (rules.typeNames.get(leg.aircraftTypeId) ?? null) : null,
    },
    bands: rules.bands,
    operatorZone: rules.operatorZone,
    operatorKinds: rules.operatorKinds,
    // positioning: no documents judged, so "missing" may only warn, and those warnings are dropped
    documentCheck: positioning ? 'recorded' : rules.documentCheck,
  });
  return positioning ? { refusals: check.refusals, warnings: [] } : check;
}

const utcText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * A finding as it is answered: an activity's `from`/`to` instants as readable UTC texts (the
 * instants kept as `fromUtc`/`toUtc`); dates of documents are calendar days already.
 */
export function answerOf(p: Problem): { key: Problem['key']; params: Record<string, string | number> } {
  const params = { ...p.params };
  for (const k of ['from', 'to'] as const) {
    const v = params[k];
    if (typeof v === 'string' && v.includes('T')) {
      params[`${k}Utc`] = v;
      params[k] = utcText(v);
    }
  }
  return { key: p.key, params };
}
