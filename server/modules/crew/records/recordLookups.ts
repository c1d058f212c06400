/**
 * Batched look-ups of the names a crew record answers (document types of each kind, aircraft type
 * codes, pilot job names) and the reference checks of a write, always within one company.
 */
import { and, eq, inArray, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { CrewDocumentTableKind } from '../../../../src/domain/crew/records';
import type { DbOrTx } from '../../../db/client';
import { aircraftTypes, crewFileTypes, crewLicenceTypes, crewMedicalTypes, crewSecurityTypes, pilotJobs } from '../../../db/schema';
import type { DeclaredTable } from '../../../db/schema/declared';
import { unknownReference } from '../../../lib/resource';

/** The operator's type table of each document kind. */
export const TYPE_TABLES: Record<CrewDocumentTableKind, DeclaredTable> = {
  licence: crewLicenceTypes,
  medical: crewMedicalTypes,
  security: crewSecurityTypes,
  file: crewFileTypes,
};

export interface TypeFacts {
  name: string;
  nameEn: string | null;
  promptDay: number | null;
  /** Licence types: the aircraft type code they rate for. */
  aircraftType: string | null;
}

/** The types of `ids` of one kind's table (any company: the rows read are already in scope). */
export async function typesOf(db: DbOrTx, kind: CrewDocumentTableKind, ids: readonly string[]): Promise<Map<string, TypeFacts>> {
  const out = new Map<string, TypeFacts>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const t = TYPE_TABLES[kind];
  const rows = (await db.select().from(t).where(inArray(t.id, unique))) as Record<string, unknown>[];
  for (const r of rows)
    out.set(String(r.id), {
      name: String(r.name ?? ''),
      nameEn: (r.nameEn as string | null) ?? null,
      promptDay: (r.promptDay as number | null) ?? null,
      aircraftType: (r.aircraftType as string | null | undefined) ?? null,
    });
  return out;
}

/** Types of every kind the rows name, as one map by id (ids are unique across tables). */
export async function typesOfRows(db: DbOrTx, rows: readonly { kind: string; typeId: string }[]): Promise<Map<string, TypeFacts>> {
  const out = new Map<string, TypeFacts>();
  for (const kind of Object.keys(TYPE_TABLES) as CrewDocumentTableKind[]) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.typeId);
    for (const [id, f] of await typesOf(db, kind, ids)) out.set(id, f);
  }
  return out;
}

/** 400 `unknownReference` on `typeId` unless it is a type of `kind` of the company. */
export async function assertDocumentType(db: DbOrTx, companyId: string, kind: CrewDocumentTableKind, typeId: string): Promise<void> {
  const t = TYPE_TABLES[kind];
  const [row] = await db.select({ id: t.id }).from(t).where(and(eq(t.id, typeId), eq(t.companyId, companyId))).limit(1);
  if (!row) throw unknownReference('typeId');
}

/** The prompt days of a document's type, as SQL (by the row's kind). */
export function promptDaysSql(kind: AnyColumn, typeId: AnyColumn): SQL {
  const whens = (Object.entries(TYPE_TABLES) as [CrewDocumentTableKind, DeclaredTable][]).map(
    ([k, t]) => sql`when ${k} then (select ${t.promptDay} from ${t} where ${t.id} = ${typeId})`,
  );
  return sql`(case ${kind} ${sql.join(whens, sql` `)} end)`;
}

/** Codes of the aircraft types of `ids`. */
export async function typeCodesOf(db: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((i): i is string => !!i))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: aircraftTypes.id, code: aircraftTypes.code }).from(aircraftTypes).where(inArray(aircraftTypes.id, unique));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** Names of the pilot jobs of `ids`. */
export async function jobNamesOf(db: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((i): i is string => !!i))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: pilotJobs.id, name: pilotJobs.name }).from(pilotJobs).where(inArray(pilotJobs.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** 400 `unknownReference` on `field` unless `id` is an aircraft type of the company (null passes). */
export async function assertAircraftType(db: DbOrTx, companyId: string, field: string, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ id: aircraftTypes.id }).from(aircraftTypes).where(and(eq(aircraftTypes.id, id), eq(aircraftTypes.companyId, companyId))).limit(1);
  if (!row) throw unknownReference(field);
}

/** 400 `unknownReference` on `field` unless `id` is a pilot job of the company (null passes). */
export async function assertPilotJob(db: DbOrTx, companyId: string, field: string, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ id: pilotJobs.id }).from(pilotJobs).where(and(eq(pilotJobs.id, id), eq(pilotJobs.companyId, companyId))).limit(1);
  if (!row) throw unknownReference(field);
}
