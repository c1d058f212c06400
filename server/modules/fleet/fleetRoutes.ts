import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { referenceReaders } from '../../../src/domain/access/references';

import { registerAircraftExport } from '../../lib/export/resourceExports';
import { AuditFields, Nullable } from '../../lib/schemas';
import type { Services } from '../../services';
import { AIRCRAFT_STATUSES, FLEET_TYPES } from './fleetService';

/** Shapes shared by the fleet, customer and crew routes. */
export const Opt = <T extends TSchema>(t: T) => Type.Optional(Nullable(t));
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const Icao = Type.String({ pattern: '^[A-Z0-9]{4}$' });
export const Country = Type.String({ pattern: '^[A-Z]{2}$' });
export const DateOnly = Type.String({ format: 'date' });
export const OneOf = <T extends string | number>(values: readonly T[]) => Type.Unsafe<T>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] });
export const rowOf = (fields: Record<string, TSchema>) =>
  Type.Object({ id: Type.String(), ...Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, Nullable(s)])), ...AuditFields });

const typeFields = {
  code: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,19}$' }),
  name: Text(100),
  manufacturer: Opt(Text(100)),
  seats: Opt(Type.Integer({ minimum: 0, maximum: 999 })),
  cruiseSpeedKmh: Opt(Type.Integer({ minimum: 1, maximum: 5000 })),
  maxRangeKm: Opt(Type.Integer({ minimum: 1, maximum: 30000 })),
  taxiMinutes: Opt(Type.Integer({ minimum: 0, maximum: 240 })),
  mtowKg: Opt(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** In-flight rest facility for augmented crews (1 best … 3; CCAR 121.485(b), EASA CS FTL.1.205(c), FAA 117 Table C). */
  restFacilityClass: Opt(Type.Integer({ minimum: 1, maximum: 3 })),
  note: Opt(Type.String({ maxLength: 500 })),
};

const aircraftFields = {
  tailNo: Type.String({ pattern: '^[A-Z0-9][A-Z0-9-]{1,11}$' }),
  typeId: Type.String({ format: 'uuid' }),
  serialNo: Opt(Text(50)),
  seatNum: Opt(Type.Integer({ minimum: 0, maximum: 999 })),
  baseIcao: Opt(Icao),
  locationIcao: Opt(Icao),
  fleetType: Type.Optional(OneOf(FLEET_TYPES)),
  status: Type.Optional(OneOf(AIRCRAFT_STATUSES)),
  customerId: Opt(Type.String({ format: 'uuid' })),
  registryCountry: Opt(Country),
  manufactureDate: Opt(DateOnly),
  calendarColor: Opt(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })),
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  enabled: Type.Optional(Type.Boolean()),
  icao24: Opt(Type.String({ pattern: '^[0-9a-f]{6}$' })),
};

export const fleetRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: '/fleet/v1/aircraftTypes',
    area: 'aircraftType',
    readers: referenceReaders('aircraftType'),
    noun: 'aircraft type',
    tags: ['fleet: aircraft types'],
    row: rowOf(typeFields),
    fields: typeFields,
    service: services.aircraftTypes,
  });
  registerCrudRoutes(app, {
    base: '/fleet/v1/aircraft',
    area: 'aircraft',
    readers: referenceReaders('aircraft'),
    noun: 'aircraft',
    tags: ['fleet: aircraft'],
    row: rowOf(aircraftFields),
    fields: aircraftFields,
    // status follows faults and maintenance, enabled the enable/disable buttons: named commands, not edits
    createOnly: ['status', 'enabled'],
    service: services.aircraft,
  });
  registerAircraftExport(app, services);
};
