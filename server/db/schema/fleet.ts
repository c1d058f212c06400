import { boolean, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns';

/** Fleet types and aircraft statuses (requirements D4), defined in src/domain. */
export { AIRCRAFT_STATUSES, FLEET_TYPES } from '../../../src/domain/resourceEnums';

/** An operator's aircraft types (models), e.g. 'G650': the performance figures planning uses. */
export const aircraftTypes = pgTable(
  'aircraft_types',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer'),
    seats: smallint('seats'),
    cruiseSpeedKmh: integer('cruise_speed_kmh'),
    maxRangeKm: integer('max_range_km'),
    /** Taxi time added to flight time for block time, minutes. */
    taxiMinutes: smallint('taxi_minutes'),
    mtowKg: integer('mtow_kg'),
    /** In-flight rest facility for augmented crews (1 best … 3), null when it has none. */
    restFacilityClass: smallint('rest_facility_class'),
    /** Crew complement besides the two pilots: cabin crew and maintenance engineers a leg of this type carries. */
    cabinCrewCount: smallint('cabin_crew_count').notNull().default(0),
    engineerCount: smallint('engineer_count').notNull().default(0),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('aircraft_types_company_code_uq').on(t.companyId, t.code)],
);

/** Aircraft: identity, status and operation (requirements D3 "Aircraft"). */
export const aircraft = pgTable(
  'aircraft',
  {
    id: id(),
    companyId: companyId(),
    tailNo: text('tail_no').notNull(),
    typeId: uuid('type_id').notNull(),
    serialNo: text('serial_no'),
    seatNum: smallint('seat_num'),
    baseIcao: text('base_icao'),
    /** Where the aircraft is now (ICAO). */
    locationIcao: text('location_icao'),
    /** FLEET_TYPES */
    fleetType: text('fleet_type').notNull().default('own'),
    /** AIRCRAFT_STATUSES */
    status: text('status').notNull().default('airworthy'),
    /** The owner of a hosted aircraft. */
    customerId: uuid('customer_id'),
    /** ISO 3166-1 alpha-2. */
    registryCountry: text('registry_country'),
    manufactureDate: date('manufacture_date', { mode: 'string' }),
    calendarColor: text('calendar_color'),
    sortNum: integer('sort_num').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** ICAO 24-bit transponder address, 6 lower-case hex digits (links ADS-B positions to the tail). */
    icao24: text('icao24'),
    /** FUEL_UNITS: the unit fuel figures of this aircraft are given in. */
    fuelUnit: text('fuel_unit').notNull().default('kg'),
    registryDate: date('registry_date', { mode: 'string' }),
    // technical data: stored metric (kg, m, km/h), shown in the user's unit system
    apuModel: text('apu_model'),
    apuSerialNo: text('apu_serial_no'),
    engineModel: text('engine_model'),
    engineLeftSerialNo: text('engine_left_serial_no'),
    /** Trijets only. */
    engineMiddleSerialNo: text('engine_middle_serial_no'),
    engineRightSerialNo: text('engine_right_serial_no'),
    emptyWeightKg: integer('empty_weight_kg'),
    maxTakeoffWeightKg: integer('max_takeoff_weight_kg'),
    maxLandingWeightKg: integer('max_landing_weight_kg'),
    maxZeroFuelWeightKg: integer('max_zero_fuel_weight_kg'),
    maxPayloadKg: integer('max_payload_kg'),
    cabinLengthM: numeric('cabin_length_m', { precision: 6, scale: 2, mode: 'number' }),
    cabinWidthM: numeric('cabin_width_m', { precision: 6, scale: 2, mode: 'number' }),
    cabinHeightM: numeric('cabin_height_m', { precision: 6, scale: 2, mode: 'number' }),
    lengthM: numeric('length_m', { precision: 6, scale: 2, mode: 'number' }),
    wingspanM: numeric('wingspan_m', { precision: 6, scale: 2, mode: 'number' }),
    heightM: numeric('height_m', { precision: 6, scale: 2, mode: 'number' }),
    /** 1–4. */
    noiseLevel: smallint('noise_level'),
    cruiseSpeedKmh: integer('cruise_speed_kmh'),
    cruiseHeightM: integer('cruise_height_m'),
    // operation
    capacityLimited: boolean('capacity_limited').notNull().default(false),
    capacityLimitReason: text('capacity_limit_reason'),
    /** Most legs a day of an external (hosted or proxy) aircraft; null for none. */
    limitLegNum: smallint('limit_leg_num'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('aircraft_company_tail_uq').on(t.companyId, t.tailNo),
    index('aircraft_type_idx').on(t.typeId),
    index('aircraft_customer_idx').on(t.customerId),
    index('aircraft_icao24_idx').on(t.icao24),
  ],
);
