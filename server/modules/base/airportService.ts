import type { AirportNature, AirportOverlayBody, AirportOverlayInput } from '../../../src/contract/airports';
import { airportNamesOf, icaosNamed } from '../../../src/domain/airportNames';
import type { Db } from '../../db/client';
import { AIRPORT_NATURES, airports, companyAirports } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { updateVersioned } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import { notFound, staleVersion } from '../../lib/errors';
import { compileListQuery, defineListResource, type ListQueryBody, OPS } from '../../lib/listQuery';
import type { ImportRow } from '../../lib/import/check';
import { writeAll } from '../../lib/import/write';
import { unknownReference } from '../../lib/resource';
import type { LogService } from '../common/logService';
import { createAirportRepository, type JoinedAirport } from './airportRepository';

/** The overlay is the company's; the catalogue is global (public reference data). */
export const airportOverlayScope: ScopeDef = { companyColumn: companyAirports.companyId };


export const airportListDef = defineListResource({
  name: 'airport',
  fields: {
    icao: { column: airports.icao, type: 'string', ops: OPS.text, sortable: true },
    iata: { column: airports.iata, type: 'string', ops: OPS.text, sortable: true },
    name: { column: airports.name, type: 'string', ops: OPS.text, sortable: true },
    city: { column: airports.city, type: 'string', ops: OPS.text, sortable: true },
    countryCode: { column: airports.countryCode, type: 'string', ops: OPS.text, sortable: true },
    continent: { column: airports.continent, type: 'string', ops: ['eq', 'in'], sortable: true },
    type: { column: airports.type, type: 'string', ops: ['eq', 'ne', 'in', 'notIn'], sortable: true },
    scheduledService: { column: airports.scheduledService, type: 'boolean', ops: ['eq'], sortable: true },
    timeZone: { column: airports.timeZone, type: 'string', ops: ['eq', 'in', 'startsWith'], sortable: true },
    elevationFt: { column: airports.elevationFt, type: 'integer', ops: OPS.number, sortable: true },
    runwayLengthFt: { column: airports.runwayLengthFt, type: 'integer', ops: OPS.number, sortable: true },
    cnName: { column: companyAirports.cnName, type: 'string', ops: OPS.text, sortable: true },
    cnCityName: { column: companyAirports.cnCityName, type: 'string', ops: OPS.text, sortable: true },
    nature: { column: companyAirports.nature, type: 'enum', enumValues: AIRPORT_NATURES, ops: ['eq', 'ne', 'in', 'isNull', 'isNotNull'], sortable: true },
    isOpen: { column: companyAirports.isOpen, type: 'boolean', ops: OPS.flag, sortable: true },
    hasCustoms: { column: companyAirports.hasCustoms, type: 'boolean', ops: OPS.flag, sortable: true },
    military: { column: companyAirports.military, type: 'boolean', ops: OPS.flag, sortable: true },
    warningMark: { column: companyAirports.warningMark, type: 'boolean', ops: OPS.flag, sortable: true },
    grade: { column: companyAirports.grade, type: 'integer', ops: OPS.number, sortable: true },
  },
  defaultSort: { field: 'icao', direction: 'asc' },
  tieBreaker: airports.icao,
});

const FT_TO_M = 0.3048;
const metres = (ft: number | null) => (ft === null ? null : Math.round(ft * FT_TO_M * 10) / 10);

/** Catalogue + overlay as answered: metres next to feet; `version` null until the operator first writes. */
export function airportView(r: JoinedAirport) {
  return {
    ...r,
    nature: r.nature as AirportNature | null,
    warningMark: r.warningMark ?? false,
    elevationM: metres(r.elevationFt),
    runwayLengthM: metres(r.runwayLengthFt),
  };
}

export function createAirportService(deps: { db: Db; logs: LogService }) {
  const { db, logs } = deps;
  const overlayScope = (ctx: Ctx) => scopeWhere(airportOverlayScope, ctx.principal);

  const read = async (ctx: Ctx, icao: string) => {
    const row = await createAirportRepository(db).one(overlayScope(ctx), icao.toUpperCase());
    if (!row) throw notFound();
    return airportView(row);
  };

  return {
    /** The list query over the catalogue LEFT JOIN the caller's overlay. */
    async list(ctx: Ctx, body: ListQueryBody) {
      const q = compileListQuery(airportListDef, body);
      const repo = createAirportRepository(db);
      const scope = overlayScope(ctx);
      const [totalNum, list] = await Promise.all([repo.count(scope, q.where), repo.page(scope, q)]);
      return { totalNum, list: list.map(airportView) };
    },

    get: read,

    /**
     * Leg forms: codes, English name (any word), city, the operator's Chinese names — by prefix —
     * and the bundled Chinese names and cities by any part ("上海", "浦东", "首都"), best first.
     * Hits carry the names in every language; the operator's own Chinese name wins over the bundled one.
     */
    async search(ctx: Ctx, text: string, limit = 20) {
      const q = text.trim();
      if (q.length === 0) return [];
      const rows = await createAirportRepository(db).search(overlayScope(ctx), q, Math.min(limit, 20), icaosNamed(q));
      return rows.map((r) => {
        const names = airportNamesOf(r.icao);
        return {
          icao: r.icao,
          iata: r.iata,
          name: r.name,
          city: r.city ?? names?.[4] ?? null,
          cnName: r.cnName ?? names?.[0] ?? null,
          cnCityName: r.cnCityName ?? names?.[2] ?? null,
          twName: names?.[1] ?? r.cnName ?? null,
          twCityName: names?.[3] ?? r.cnCityName ?? null,
          countryCode: r.countryCode,
          timeZone: r.timeZone,
          type: r.type,
          // leg forms estimate the ETE from the great-circle distance
          latitude: r.latitude,
          longitude: r.longitude,
        };
      });
    },

    /**
     * Upsert of the caller's overlay: the first write sends no version (create); later writes send
     * the current one. A version that does not match (or a create racing another) answers 412.
     */
    async update(ctx: Ctx, icaoParam: string, input: AirportOverlayBody) {
      const icao = icaoParam.toUpperCase();
      const { version, ...fields } = input;
      const author = authorOf(ctx);
      const scope = overlayScope(ctx);
      await db.transaction(async (tx) => {
        const repo = createAirportRepository(tx);
        if (!(await repo.one(scope, icao))) throw notFound();
        const current = await repo.overlayOf(scope, icao);
        if (version === undefined) {
          const created = current
            ? undefined
            : await repo.insertOverlay({
                ...fields,
                companyId: ctx.principal.companyId,
                icao,
                createAuthorId: author.id,
                createAuthor: author.name,
                updateAuthorId: author.id,
                updateAuthor: author.name,
              });
          if (!created) throw staleVersion({ currentVersion: current?.version ?? null, sentVersion: null });
        } else {
          if (!current) throw staleVersion({ currentVersion: null, sentVersion: version });
          await updateVersioned(tx, companyAirports, scope, current.id, version, fields, author);
        }
        await logs.operation(ctx, { moduleName: 'airport', functionName: current ? 'update' : 'create', businessId: icao, info: icao }, tx);
      });
      return read(ctx, icao);
    },

    /**
     * Import of the operator's own data, keyed by ICAO (requirements S5): each row creates the
     * overlay or changes the fields it fills in (empty cells leave a field as it is); an ICAO the
     * catalogue does not know is refused. All rows or none, one log entry.
     */
    async importRows(ctx: Ctx, rows: readonly ImportRow[], dryRun: boolean) {
      const scope = overlayScope(ctx);
      const author = authorOf(ctx);
      return writeAll(db, rows, {
        dryRun,
        uniqueFields: { company_airports_company_icao_uq: 'icao' },
        write: async (tx, body) => {
          const { icao, ...fields } = body as unknown as AirportOverlayInput & { icao: string };
          const repo = createAirportRepository(tx);
          if (!(await repo.one(scope, icao))) throw unknownReference('icao', icao);
          const current = await repo.overlayOf(scope, icao);
          if (current) await updateVersioned(tx, companyAirports, scope, current.id, current.version, fields, author);
          else {
            const created = await repo.insertOverlay({ ...fields, companyId: ctx.principal.companyId, icao, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name });
            if (!created) throw staleVersion({ currentVersion: null, sentVersion: null });
          }
        },
        done: (tx, count) => logs.operation(ctx, { moduleName: 'airport', functionName: 'import', info: String(count) }, tx),
      });
    },
  };
}

export type AirportService = ReturnType<typeof createAirportService>;
