/**
 * Flight logs' reads and writes: the list (a log joined with its leg and the aircraft's tail), one
 * log, the leg facts a log needs (state, times, crew, passengers, the aircraft's fuel unit and
 * engines), the aircraft's previous log, versions, the operator's rules, and a leg's positions.
 */
import { and, asc, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { FLB_ORIGINS, FLB_STATUSES, type FlightTimeBasis } from '../../../src/domain/flb/rules';
import { installedEngines, type EnginePosition, type FuelUnit } from '../../../src/domain/fleet/aircraftRules';
import type { PositionSample } from '../../../src/domain/track/types';
import type { DbOrTx } from '../../db/client';
import { aircraft, crews, flbSettings, flightLogs, flightLogVersions, legCrews, legPassengers, positions, tripLegs } from '../../db/schema';
import { LEG_CREW_ROLES } from '../../db/schema/tripRecords';
import type { FlbCrewEntry } from '../../db/schema/flightLogs';
import { badRequest } from '../../lib/errors';
import { compileListQuery, OPS, type ListCondition, type ListGroup, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';

export type LogRow = typeof flightLogs.$inferSelect;
export type LegRow = typeof tripLegs.$inferSelect;

export const flbListDef: ListResourceDef = {
  name: 'flightLog',
  fields: {
    id: { column: flightLogs.id, type: 'uuid', ops: ['eq', 'in'] },
    legId: { column: flightLogs.legId, type: 'uuid', ops: ['eq', 'in'] },
    aircraftId: { column: flightLogs.aircraftId, type: 'uuid', ops: ['eq', 'in'] },
    plannedDepartureUtc: { column: tripLegs.plannedDepartureUtc, type: 'datetime', ops: OPS.time, sortable: true },
    offUtc: { column: flightLogs.offUtc, type: 'datetime', ops: OPS.time, sortable: true },
    outUtc: { column: flightLogs.outUtc, type: 'datetime', ops: OPS.time, sortable: true },
    status: { column: flightLogs.status, type: 'enum', enumValues: FLB_STATUSES, ops: ['eq', 'ne', 'in'], sortable: true },
    origin: { column: flightLogs.origin, type: 'enum', enumValues: FLB_ORIGINS, ops: ['eq', 'ne', 'in'], sortable: true },
    recheck: { column: flightLogs.recheck, type: 'boolean', ops: ['eq'] },
    incomplete: { column: flightLogs.incomplete, type: 'boolean', ops: ['eq'] },
    tripNumber: { column: tripLegs.tripNumber, type: 'string', ops: OPS.text, sortable: true },
    tailNo: { column: aircraft.tailNo, type: 'string', ops: OPS.text, sortable: true },
    blockMinutes: { column: flightLogs.blockMinutes, type: 'integer', ops: OPS.number, sortable: true },
    updateTime: { column: flightLogs.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'plannedDepartureUtc', direction: 'desc' },
  tieBreaker: flightLogs.id,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `crewId` (a crew member on the operating or monitoring crew) is a containment test the list
 * compiler does not express: taken from the top-level AND conditions and compiled here.
 */
export function crewCondition(body: ListQueryBody): { body: ListQueryBody; where: SQL | undefined } {
  const group = body.searchParas;
  if (!group || (group.logic ?? 'and').toLowerCase() !== 'and') return { body, where: undefined };
  const isCrew = (c: ListCondition | ListGroup): c is ListCondition => 'name' in c && c.name === 'crewId';
  const crew = group.conditions.filter(isCrew);
  if (crew.length === 0) return { body, where: undefined };
  const parts: SQL[] = [];
  for (const c of crew) {
    const values = c.op === 'eq' ? [c.value] : c.op === 'in' && Array.isArray(c.value) ? c.value : null;
    if (!values || values.length === 0 || values.length > 100 || !values.every((v) => typeof v === 'string' && UUID.test(v))) throw badRequest({ field: 'crewId' });
    const any = (values as string[]).map((id) => {
      const probe = JSON.stringify([{ crewId: id.toLowerCase() }]);
      return sql`(${flightLogs.operatingCrew} @> ${probe}::jsonb or ${flightLogs.monitoringCrew} @> ${probe}::jsonb)`;
    });
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  return { body: { ...body, searchParas: { ...group, conditions: group.conditions.filter((c) => !isCrew(c)) } }, where: and(...parts) };
}

const joinedColumns = {
  log: flightLogs,
  tripNumber: tripLegs.tripNumber,
  legNumber: tripLegs.legNumber,
  flightNo: tripLegs.flightNo,
  departureIcao: tripLegs.departureIcao,
  arrivalIcao: tripLegs.arrivalIcao,
  plannedDepartureUtc: tripLegs.plannedDepartureUtc,
  plannedArrivalUtc: tripLegs.plannedArrivalUtc,
  legState: tripLegs.legState,
  customerId: tripLegs.customerId,
  tailNo: aircraft.tailNo,
};
export interface Joined {
  log: LogRow;
  tripNumber: string;
  legNumber: number;
  flightNo: string | null;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: Date;
  plannedArrivalUtc: Date;
  legState: number;
  customerId: string;
  tailNo: string | null;
}

export interface AircraftFacts {
  fuelUnit: FuelUnit;
  installedEngines: EnginePosition[];
  hasApu: boolean;
}

const ROLE_ORDER = new Map<string, number>(LEG_CREW_ROLES.map((r, i) => [r, i]));

export function createFlbRepository(db: DbOrTx) {
  const joined = () => db.select(joinedColumns).from(flightLogs).innerJoin(tripLegs, eq(tripLegs.id, flightLogs.legId)).leftJoin(aircraft, eq(aircraft.id, flightLogs.aircraftId));

  return {
    /** A page of logs inside `scope` (company and the caller's data permissions on legs). */
    async list(scope: SQL, body: ListQueryBody): Promise<{ totalNum: number; list: Joined[] }> {
      const crew = crewCondition(body);
      const q = compileListQuery(flbListDef, crew.body);
      const where = and(scope, q.where, crew.where)!;
      const rows = await db
        .select({ ...joinedColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(flightLogs)
        .innerJoin(tripLegs, eq(tripLegs.id, flightLogs.legId))
        .leftJoin(aircraft, eq(aircraft.id, flightLogs.aircraftId))
        .where(where)
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset);
      if (rows.length > 0) return { totalNum: rows[0]!.total, list: rows };
      if (q.offset === 0) return { totalNum: 0, list: [] };
      const [n] = await db.select({ n: count() }).from(flightLogs).innerJoin(tripLegs, eq(tripLegs.id, flightLogs.legId)).leftJoin(aircraft, eq(aircraft.id, flightLogs.aircraftId)).where(where);
      return { totalNum: Number(n?.n ?? 0), list: [] };
    },

    async byId(scope: SQL, id: string): Promise<Joined | undefined> {
      const [row] = await joined().where(and(scope, eq(flightLogs.id, id))).limit(1);
      return row;
    },

    async byLeg(scope: SQL, legId: string): Promise<Joined | undefined> {
      const [row] = await joined().where(and(scope, eq(flightLogs.legId, legId))).limit(1);
      return row;
    },

    /** The log row itself, locked for the command (after the scoped read found it). */
    async lock(id: string): Promise<LogRow | undefined> {
      const [row] = await db.select().from(flightLogs).where(eq(flightLogs.id, id)).for('update');
      return row;
    },

    async logOfLeg(legId: string): Promise<LogRow | undefined> {
      const [row] = await db.select().from(flightLogs).where(eq(flightLogs.legId, legId)).limit(1);
      return row;
    },

    /** A leg inside `scope` (company and data permissions). */
    async leg(scope: SQL, legId: string): Promise<LegRow | undefined> {
      const [row] = await db.select().from(tripLegs).where(and(scope, eq(tripLegs.id, legId))).limit(1);
      return row;
    },

    async aircraftFacts(aircraftId: string | null): Promise<AircraftFacts> {
      const none: AircraftFacts = { fuelUnit: 'kg', installedEngines: installedEngines({}), hasApu: false };
      if (!aircraftId) return none;
      const [a] = await db
        .select({ fuelUnit: aircraft.fuelUnit, left: aircraft.engineLeftSerialNo, middle: aircraft.engineMiddleSerialNo, right: aircraft.engineRightSerialNo, apuModel: aircraft.apuModel, apuSerialNo: aircraft.apuSerialNo })
        .from(aircraft)
        .where(eq(aircraft.id, aircraftId))
        .limit(1);
      if (!a) return none;
      return { fuelUnit: a.fuelUnit as FuelUnit, installedEngines: installedEngines(a), hasApu: !!((a.apuModel ?? '').trim() || (a.apuSerialNo ?? '').trim()) };
    },

    /** The leg's operating crew as scheduled: PIC, SIC, cabin, maintenance; not declined, not positioning. */
    async scheduledCrew(legId: string): Promise<FlbCrewEntry[]> {
      const rows = await db
        .select({ crewId: legCrews.crewId, role: legCrews.role, cnName: crews.cnName, enName: crews.enName })
        .from(legCrews)
        .innerJoin(crews, eq(crews.id, legCrews.crewId))
        .where(and(eq(legCrews.legId, legId), ne(legCrews.status, 'declined'), eq(legCrews.positioning, false), inArray(legCrews.role, [...LEG_CREW_ROLES])))
        .orderBy(asc(legCrews.createTime));
      return rows
        .sort((a, b) => (ROLE_ORDER.get(a.role) ?? 9) - (ROLE_ORDER.get(b.role) ?? 9))
        .map((r) => ({ crewId: r.crewId, name: r.cnName || r.enName || '', role: r.role }));
    },

    /** Which of these crew ids are the company's crew. */
    async companyCrewIds(companyId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: crews.id }).from(crews).where(and(eq(crews.companyId, companyId), inArray(crews.id, [...new Set(ids)])));
      return new Set(rows.map((r) => r.id));
    },

    async passengerCount(legId: string): Promise<number> {
      const [n] = await db.select({ n: count() }).from(legPassengers).where(eq(legPassengers.legId, legId));
      return Number(n?.n ?? 0);
    },

    /** IN (else ON) of the aircraft's latest log that began before `before`, other than `exceptId`. */
    async previousIn(aircraftId: string | null, before: Date, exceptId: string | null): Promise<Date | null> {
      if (!aircraftId) return null;
      const start = sql`coalesce(${flightLogs.outUtc}, ${flightLogs.offUtc})`;
      const [row] = await db
        .select({ at: sql<Date | null>`coalesce(${flightLogs.inUtc}, ${flightLogs.onUtc})`.mapWith(flightLogs.inUtc) })
        .from(flightLogs)
        .where(and(eq(flightLogs.aircraftId, aircraftId), exceptId ? ne(flightLogs.id, exceptId) : undefined, lt(start, before)))
        .orderBy(desc(start))
        .limit(1);
      return row?.at ?? null;
    },

    async insertVersion(row: LogRow, command: string, reason: string | null, author: { id: string | null; name: string }): Promise<void> {
      await db.insert(flightLogVersions).values({ companyId: row.companyId, flightLogId: row.id, version: row.version, command, reason, userId: author.id, userName: author.name, snapshot: snapshotOf(row) });
    },

    async versions(flightLogId: string) {
      return db.select().from(flightLogVersions).where(eq(flightLogVersions.flightLogId, flightLogId)).orderBy(desc(flightLogVersions.version));
    },

    /** Block minutes of the log's last confirmed version (null: never confirmed before). */
    async lastConfirmedBlock(flightLogId: string): Promise<number | null | undefined> {
      const [row] = await db
        .select({ snapshot: flightLogVersions.snapshot })
        .from(flightLogVersions)
        .where(and(eq(flightLogVersions.flightLogId, flightLogId), inArray(flightLogVersions.command, ['confirm', 'sync']), sql`${flightLogVersions.snapshot}->>'status' = 'confirmed'`))
        .orderBy(desc(flightLogVersions.version))
        .limit(1);
      if (!row) return undefined;
      return ((row.snapshot as { blockMinutes?: number | null }).blockMinutes ?? null) as number | null;
    },

    async settings(companyId: string): Promise<{ flightTimeBasis: FlightTimeBasis; allowIncomplete: boolean; version: number }> {
      const [row] = await db.select().from(flbSettings).where(eq(flbSettings.companyId, companyId)).limit(1);
      return row ? { flightTimeBasis: row.flightTimeBasis, allowIncomplete: row.allowIncomplete, version: row.version } : { flightTimeBasis: 'block', allowIncomplete: false, version: 0 };
    },

    /** The aircraft's positions over [from, to], oldest first, with the leg each was matched to. */
    async samples(aircraftId: string, from: number, to: number): Promise<(PositionSample & { legId: string | null })[]> {
      const rows = await db
        .select()
        .from(positions)
        .where(and(eq(positions.aircraftId, aircraftId), sql`${positions.time} between ${new Date(from).toISOString()} and ${new Date(to).toISOString()}`))
        .orderBy(asc(positions.time))
        .limit(50_000);
      return rows.map((r) => ({
        icao24: '',
        time: r.time.getTime(),
        lat: r.lat,
        lon: r.lon,
        altBaroFt: r.altBaroFt,
        altGeomFt: r.altGeomFt,
        onGround: r.onGround,
        gsKt: r.gsKt,
        trackDeg: r.trackDeg,
        vertRateFpm: r.vertRateFpm,
        squawk: r.squawk,
        callsign: r.callsign,
        legId: r.legId,
      })) as (PositionSample & { legId: string | null })[];
    },
  };
}
export type FlbRepository = ReturnType<typeof createFlbRepository>;

/** Fields of a log a version keeps (the audit columns, ids and tenant aside). */
const NOT_SNAPSHOT = new Set(['companyId', 'createAuthorId', 'updateAuthorId', 'createTime', 'createAuthor', 'updateTime', 'updateAuthor', 'version', 'id']);
export function snapshotOf(row: LogRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!NOT_SNAPSHOT.has(k)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}
