import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('aircraft_company_tail_uq').on(t.companyId, t.tailNo),
    index('aircraft_type_idx').on(t.typeId),
    index('aircraft_customer_idx').on(t.customerId),
    index('aircraft_icao24_idx').on(t.icao24),
  ],
);
