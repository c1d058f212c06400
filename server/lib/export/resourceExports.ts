/**
 * Exports of the plain resource lists (aircraft, customers, crew): their columns come from the
 * shared declarations the browser lists use (src/contract/listColumns.ts).
 */
import type { FastifyInstance } from 'fastify';
import { AIRCRAFT_COLUMNS, CREW_COLUMNS, CUSTOMER_COLUMNS } from '../../../src/contract/listColumns';
import type { Ctx } from '../context';
import type { ListQueryBody } from '../listQuery';
import { exportColumns } from './format';
import { namesById } from './lookups';
import { registerExport } from './registerExport';

type List<T> = (ctx: Ctx, body: ListQueryBody) => Promise<{ totalNum: number; list: readonly T[] }>;
type Str = string | null;

interface AircraftLike {
  tailNo: string;
  typeId: string;
  seatNum: number | null;
  baseIcao: Str;
  locationIcao: Str;
  fleetType: string;
  status: string;
  customerId: Str;
  serialNo: Str;
  registryCountry: Str;
  enabled: boolean;
  sortNum: number;
}
interface TypeLike {
  id: string;
  code: string;
  name: string;
}
interface CustomerLike {
  id: string;
  serialNumber: Str;
  simpleCode: Str;
  name: string;
  type: number;
  personName: Str;
  manager: Str;
  linkman: Str;
  linkTel: Str;
  email: Str;
  billMoneyUnit: Str;
}
interface CrewLike {
  workNo: string;
  cnName: string;
  enName: Str;
  crewType: string;
  position: Str;
  baseIcao: Str;
  nationality: Str;
  qualifiedTypeIds: string[];
  status: string;
  department: Str;
  phone: Str;
}

/** The services these exports read (structural: lib never imports modules). */
export interface ResourceExportServices {
  aircraft: { list: List<unknown> };
  aircraftTypes: { list: List<unknown> };
  customers: { list: List<unknown> };
  crews: { list: List<unknown> };
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
