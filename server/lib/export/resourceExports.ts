/**
 * Exports of the plain resource lists (aircraft types, aircraft, customers, crew, airports, every
 * declared resource): their columns come from the shared declarations the browser lists use
 * (src/contract/listColumns.ts, the modules' contracts, the declarations).
 */
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Airport, AIRPORT_COLUMNS } from '../../../src/contract/airports';
import type { CrewRow } from '../../../src/contract/crew';
import type { CustomerRow } from '../../../src/contract/customer';
import { AIRCRAFT_TYPE_COLUMNS, type AircraftRow, type AircraftTypeRow } from '../../../src/contract/fleet';
import { declaredColumns, declaredResource, labelKeys, type ResourceDecl } from '../../../src/contract/resources';
import { lengthText, positionText } from '../../../src/domain/airportText';
import { AIRCRAFT_COLUMNS, AIRCRAFT_TECHNICAL_COLUMNS, CREW_COLUMNS, CUSTOMER_COLUMNS } from '../../../src/contract/listColumns';
import type { Ctx } from '../context';
import type { ListQueryBody } from '../listQuery';
import { exportColumns, type ExportColumn } from './format';
import { namesById } from './lookups';
import { registerExport } from './registerExport';

type List<T> = (ctx: Ctx, body: ListQueryBody) => Promise<{ totalNum: number; list: readonly T[] }>;
type AircraftLike = Static<typeof AircraftRow>;
type TypeLike = Static<typeof AircraftTypeRow>;
type CustomerLike = Static<typeof CustomerRow>;
type CrewLike = Static<typeof CrewRow>;
type AirportLike = Static<typeof Airport>;
type DeclaredLike = { id: string; updateAuthor: string | null } & Record<string, unknown>;

/** The services these exports read (structural: lib never imports modules). */
export interface ResourceExportServices {
  aircraft: { list: List<unknown> };
  aircraftTypes: { list: List<unknown> };
  customers: { list: List<unknown> };
  crews: { list: List<unknown> };
  airports: { list: List<unknown> };
  declared: Record<string, { list: List<unknown> }>;
}
type Pick3<K extends keyof ResourceExportServices> = Pick<ResourceExportServices, K>;

const typeLabel = (r: TypeLike) => (r.name && r.name !== r.code ? `${r.code} ${r.name}` : r.code);

/** `POST /fleet/v1/aircraft/export` (`aircraft:export`). */
export function registerAircraftExport(app: FastifyInstance, s: Pick3<'aircraft' | 'aircraftTypes' | 'customers'>): void {
  const types = s.aircraftTypes.list as List<TypeLike>;
  const customers = s.customers.list as List<CustomerLike>;
  registerExport<AircraftLike, { types: Map<string, string>; customers: Map<string, string> }>(app, {
    base: '/fleet/v1/aircraft',
    access: { permission: 'aircraft:export' },
    tags: ['fleet: aircraft'],
    noun: 'aircraft',
    fileName: 'resources.aircraft.fileName',
    list: s.aircraft.list,
    lookups: async (ctx, rows) => ({
      types: await namesById(ctx, types, rows.map((r) => r.typeId), typeLabel),
      customers: await namesById(ctx, customers, rows.map((r) => r.customerId ?? ''), (c) => c.name),
    }),
    columns: exportColumns(AIRCRAFT_COLUMNS, {
      tailNo: (r) => r.tailNo,
      type: (r, l) => l.types.get(r.typeId),
      seatNum: (r) => r.seatNum,
      baseIcao: (r) => r.baseIcao,
      locationIcao: (r) => r.locationIcao,
      fleetType: (r) => r.fleetType,
      status: (r) => r.status,
      customer: (r, l) => (r.customerId ? l.customers.get(r.customerId) : null),
      serialNo: (r) => r.serialNo,
      registryCountry: (r) => r.registryCountry,
      // the list shows enabled / disabled, not yes / no
      enabled: { value: (r) => r.enabled, enumLabel: (v, env) => env.tr(v ? 'resources.value.enabled' : 'resources.value.disabled') },
      sortNum: (r) => r.sortNum,
      ...Object.fromEntries(AIRCRAFT_TECHNICAL_COLUMNS.map((key) => [key, (r: AircraftLike) => r[key as keyof AircraftLike]])),
    }),
  });
}

/** `POST /customer/v1/customers/export` (`customer:export`). */
export function registerCustomerExport(app: FastifyInstance, s: Pick3<'customers'>): void {
  const customers = s.customers.list as List<CustomerLike>;
  registerExport<CustomerLike>(app, {
    base: '/customer/v1/customers',
    access: { permission: 'customer:export' },
    tags: ['customer: customers'],
    noun: 'customer',
    fileName: 'resources.customer.fileName',
    list: customers,
    columns: exportColumns(CUSTOMER_COLUMNS, Object.fromEntries(CUSTOMER_COLUMNS.map((c) => [c.key, (r: CustomerLike) => r[c.key as keyof CustomerLike]]))),
  });
}

/** `POST /crew/v1/crews/export` (`crew:export`). */
export function registerCrewExport(app: FastifyInstance, s: Pick3<'crews' | 'aircraftTypes'>): void {
  const types = s.aircraftTypes.list as List<TypeLike>;
  registerExport<CrewLike, Map<string, string>>(app, {
    base: '/crew/v1/crews',
    access: { permission: 'crew:export' },
    tags: ['crew: crew members'],
    noun: 'crew member',
    fileName: 'resources.crew.fileName',
    list: s.crews.list,
    lookups: (ctx, rows) => namesById(ctx, types, rows.flatMap((r) => r.qualifiedTypeIds), (t) => t.code),
    columns: exportColumns(CREW_COLUMNS, {
      ...Object.fromEntries(CREW_COLUMNS.map((c) => [c.key, (r: CrewLike) => r[c.key as keyof CrewLike]])),
      qualified: (r, names) => r.qualifiedTypeIds.map((id) => names.get(id) ?? '?').join(' '),
    }),
  });
}

/** `POST /fleet/v1/aircraftTypes/export` (`aircraftType:export`). */
export function registerAircraftTypeExport(app: FastifyInstance, s: Pick3<'aircraftTypes'>): void {
  registerExport<TypeLike>(app, {
    base: '/fleet/v1/aircraftTypes',
    access: { permission: 'aircraftType:export' },
    tags: ['fleet: aircraft types'],
    noun: 'aircraft type',
    fileName: 'resources.aircraftType.fileName',
    list: s.aircraftTypes.list,
    columns: exportColumns(AIRCRAFT_TYPE_COLUMNS, Object.fromEntries(AIRCRAFT_TYPE_COLUMNS.map((c) => [c.key, (r: TypeLike) => r[c.key as keyof TypeLike]]))),
  });
}

/** `POST /base/v1/airports/export`: the domestic or the foreign screen's list (its body fixes the country condition). */
export function registerAirportExport(app: FastifyInstance, s: Pick3<'airports'>): void {
  const field = (key: keyof AirportLike) => (r: AirportLike) => r[key];
  registerExport<AirportLike>(app, {
    base: '/base/v1/airports',
    access: { permission: 'domesticAirport:export', or: ['foreignAirport:export'] },
    tags: ['base: airports'],
    noun: 'airport',
    fileName: 'resources.airport.fileName',
    list: s.airports.list,
    columns: exportColumns(AIRPORT_COLUMNS, {
      ...Object.fromEntries(['icao', 'iata', 'name', 'cnName', 'countryCode', 'nature', 'isOpen', 'hasCustoms', 'fbo', 'grade', 'timeZone'].map((k) => [k, field(k as keyof AirportLike)])),
      // as the screen shows them: the operator's Chinese city name first, metres with feet
      city: (r) => r.cnCityName ?? r.city,
      position: (r) => positionText(r.latitude, r.longitude),
      elevation: (r) => lengthText(r.elevationM, r.elevationFt),
      runway: (r) => lengthText(r.runwayLengthM, r.runwayLengthFt),
    }),
  });
}

/** `POST <path>/export` of a declared resource (`<area>:export`): its list columns, references by their title. */
export function registerDeclaredExport(app: FastifyInstance, decl: ResourceDecl, s: Pick3<'declared'>): void {
  const refs = Object.entries(decl.fields).flatMap(([name, f]) => (f.kind === 'ref' ? [{ name, to: f.to }] : []));
  registerExport<DeclaredLike, Map<string, Map<string, string>>>(app, {
    base: decl.path,
    access: { permission: `${decl.area}:export` },
    tags: [decl.tag],
    noun: decl.noun,
    fileName: labelKeys(decl).fileName,
    list: s.declared[decl.name]!.list,
    lookups: async (ctx, rows) => {
      const out = new Map<string, Map<string, string>>();
      for (const { name, to } of refs) {
        const target = s.declared[to]!.list as List<DeclaredLike>;
        const title = declaredResource(to).title;
        out.set(name, await namesById(ctx, target, rows.map((r) => String(r[name] ?? '')), (t) => String(t[title] ?? '')));
      }
      return out;
    },
    columns: declaredColumns(decl).map((c): ExportColumn<DeclaredLike, Map<string, Map<string, string>>> => {
      const isRef = refs.some((r) => r.name === c.key);
      return { ...c, value: isRef ? (r, l) => (r[c.key] ? l.get(c.key)?.get(String(r[c.key])) : null) : (r) => r[c.key] };
    }),
  });
}
