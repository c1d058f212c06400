/** The fleet module's records (server/modules/fleet): aircraft types and aircraft. */
import { Type, type Static } from 'typebox';
import { FUEL_UNITS, NOISE_LEVELS } from '../domain/fleet/aircraftRules';
import { AIRCRAFT_STATUSES, FLEET_TYPES } from '../domain/resourceEnums';
import { AuditFields, Nullable, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import type { ColumnDecl } from './export';
import { Country, DateOnly, Icao, NInt, NStr, OneOf, Opt, Text } from './recordFields';

export { AIRCRAFT_STATUSES, FLEET_TYPES };
export type FleetType = (typeof FLEET_TYPES)[number];
export type AircraftStatus = (typeof AIRCRAFT_STATUSES)[number];

export const AircraftTypeFields = {
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
  /** Crew complement besides the two pilots: cabin crew and maintenance engineers a leg of this type carries (a leg is crewed with them). */
  cabinCrewCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
  engineerCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  note: Opt(Type.String({ maxLength: 500 })),
};
/** Labels of the crew complement fields (locales/<lang>/legCrew.json). */
export const COMPLEMENT_LABELS = { cabinCrewCount: 'legCrew.complement.cabinCrewCount', engineerCount: 'legCrew.complement.engineerCount' } as const;
export const AircraftTypeCreate = createBody(AircraftTypeFields);
export const AircraftTypeUpdate = updateBody(AircraftTypeFields);
export type AircraftTypeCreate = Static<typeof AircraftTypeCreate>;
export type AircraftTypeUpdate = Static<typeof AircraftTypeUpdate>;

export const AircraftTypeRow = Type.Object({
  id: Uuid,
  code: Type.String(),
  name: Type.String(),
  manufacturer: NStr,
  seats: NInt,
  cruiseSpeedKmh: NInt,
  maxRangeKm: NInt,
  taxiMinutes: NInt,
  mtowKg: NInt,
  restFacilityClass: NInt,
  cabinCrewCount: Type.Integer(),
  engineerCount: Type.Integer(),
  note: NStr,
  ...AuditFields,
});
export type AircraftTypeRow = Wire<Static<typeof AircraftTypeRow>>;

const Kg = Opt(Type.Integer({ minimum: 1, maximum: 1_000_000 }));
/** Metres with two decimals (the column rounds further decimals). */
const Metres = Opt(Type.Number({ minimum: 0.01, maximum: 999.99 }));

/** The aircraft's record beyond identity: fuel unit, registry, technical data (metric) and operation. */
export const AircraftRecordFields = {
  fuelUnit: Type.Optional(OneOf(FUEL_UNITS)),
  registryDate: Opt(DateOnly),
  apuModel: Opt(Text(50)),
  apuSerialNo: Opt(Text(50)),
  engineModel: Opt(Text(50)),
  engineLeftSerialNo: Opt(Text(50)),
  engineMiddleSerialNo: Opt(Text(50)),
  engineRightSerialNo: Opt(Text(50)),
  emptyWeightKg: Kg,
  maxTakeoffWeightKg: Kg,
  maxLandingWeightKg: Kg,
  maxZeroFuelWeightKg: Kg,
  maxPayloadKg: Kg,
  cabinLengthM: Metres,
  cabinWidthM: Metres,
  cabinHeightM: Metres,
  lengthM: Metres,
  wingspanM: Metres,
  heightM: Metres,
  noiseLevel: Opt(OneOf(NOISE_LEVELS)),
  cruiseSpeedKmh: Opt(Type.Integer({ minimum: 1, maximum: 5000 })),
  cruiseHeightM: Opt(Type.Integer({ minimum: 1, maximum: 25_000 })),
  capacityLimited: Type.Optional(Type.Boolean()),
  capacityLimitReason: Opt(Text(200)),
  /** Only for external (hosted, proxy) aircraft: refused for own ones. */
  limitLegNum: Opt(Type.Integer({ minimum: 1, maximum: 99 })),
};

const NNum = Nullable(Type.Number());
/** The record fields as a row answers them. */
export const AircraftRecordRow = {
  fuelUnit: OneOf(FUEL_UNITS),
  registryDate: NStr,
  apuModel: NStr,
  apuSerialNo: NStr,
  engineModel: NStr,
  engineLeftSerialNo: NStr,
  engineMiddleSerialNo: NStr,
  engineRightSerialNo: NStr,
  emptyWeightKg: NInt,
  maxTakeoffWeightKg: NInt,
  maxLandingWeightKg: NInt,
  maxZeroFuelWeightKg: NInt,
  maxPayloadKg: NInt,
  cabinLengthM: NNum,
  cabinWidthM: NNum,
  cabinHeightM: NNum,
  lengthM: NNum,
  wingspanM: NNum,
  heightM: NNum,
  noiseLevel: NInt,
  cruiseSpeedKmh: NInt,
  cruiseHeightM: NInt,
  capacityLimited: Type.Boolean(),
  capacityLimitReason: NStr,
  limitLegNum: NInt,
};

export const AircraftFields = {
  tailNo: Type.String({ pattern: '^[A-Z0-9][A-Z0-9-]{1,11}$' }),
  typeId: Uuid,
  serialNo: Opt(Text(50)),
  seatNum: Opt(Type.Integer({ minimum: 0, maximum: 999 })),
  baseIcao: Opt(Icao),
  locationIcao: Opt(Icao),
  fleetType: Type.Optional(OneOf(FLEET_TYPES)),
  customerId: Opt(Uuid),
  registryCountry: Opt(Country),
  manufactureDate: Opt(DateOnly),
  calendarColor: Opt(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })),
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  enabled: Type.Optional(Type.Boolean()),
  icao24: Opt(Type.String({ pattern: '^[0-9a-f]{6}$' })),
  ...AircraftRecordFields,
};
/**
 * enabled follows the enable/disable buttons: a named command, not an edit. The status is no field
 * of either body: a new aircraft starts airworthy and its status follows its faults and inspections
 * (server/modules/fleet/statusService.ts).
 */
export const AIRCRAFT_CREATE_ONLY = ['enabled'] as const;
export const AircraftCreate = createBody(AircraftFields);
export const AircraftUpdate = updateBody(AircraftFields, AIRCRAFT_CREATE_ONLY);
export type AircraftCreate = Static<typeof AircraftCreate>;
export type AircraftUpdate = Static<typeof AircraftUpdate>;

export const AircraftRow = Type.Object({
  id: Uuid,
  tailNo: Type.String(),
  typeId: Uuid,
  serialNo: NStr,
  seatNum: NInt,
  baseIcao: NStr,
  locationIcao: NStr,
  fleetType: OneOf(FLEET_TYPES),
  status: OneOf(AIRCRAFT_STATUSES),
  customerId: Nullable(Uuid),
  registryCountry: NStr,
  manufactureDate: NStr,
  calendarColor: NStr,
  sortNum: Type.Integer(),
  enabled: Type.Boolean(),
  icao24: NStr,
  ...AircraftRecordRow,
  ...AuditFields,
});
export type AircraftRow = Wire<Static<typeof AircraftRow>>;

const T = 'resources.aircraftType';
/** The aircraft type list's columns (screen headers and export, requirements D9). */
export const AIRCRAFT_TYPE_COLUMNS: readonly ColumnDecl[] = [
  { key: 'code', label: `${T}.code`, kind: 'text' },
  { key: 'name', label: `${T}.name`, kind: 'text' },
  { key: 'manufacturer', label: `${T}.manufacturer`, kind: 'text' },
  { key: 'seats', label: `${T}.seats`, kind: 'number' },
  { key: 'cruiseSpeedKmh', label: `${T}.cruiseSpeedKmh`, kind: 'number' },
  { key: 'maxRangeKm', label: `${T}.maxRangeKm`, kind: 'number' },
  { key: 'taxiMinutes', label: `${T}.taxiMinutes`, kind: 'number' },
  { key: 'mtowKg', label: `${T}.mtowKg`, kind: 'number' },
  { key: 'restFacilityClass', label: `${T}.restFacilityClass`, kind: 'number' },
  { key: 'cabinCrewCount', label: COMPLEMENT_LABELS.cabinCrewCount, kind: 'number' },
  { key: 'engineerCount', label: COMPLEMENT_LABELS.engineerCount, kind: 'number' },
  { key: 'note', label: `${T}.note`, kind: 'text' },
];
