import { boolean, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id, instant } from './columns';

/**
 * Which version of a product reference data set the database holds (e.g. 'airports' →
 * 'airport-data-js@4.0.0#1'); `prepareDatabase` reloads a catalogue when its version changes.
 */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: instant('loaded_at').notNull().defaultNow(),
});

/**
 * The airport catalogue: public reference data, global (no company), written only by
 * `prepareDatabase` from the airport-data-js 4.0.0 records shipped in
 * server/modules/base/airports-4.0.0.json.gz. Records with a 4-letter ICAO code only.
 */
export const airports = pgTable(
  'airports',
  {
    icao: text('icao').primaryKey(),
    iata: text('iata'),
    /** English name as published by the package. */
    name: text('name').notNull(),
    /** The package has no city; kept for later sources (operators fill `cn_city_name` in their overlay). */
    city: text('city'),
    countryCode: text('country_code').notNull(),
    /** AF, AN, AS, EU, NA, OC, SA */
    continent: text('continent').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    elevationFt: integer('elevation_ft'),
    /** IANA time zone, e.g. Asia/Shanghai. */
    timeZone: text('time_zone').notNull(),
    runwayLengthFt: integer('runway_length_ft'),
    /** large_airport, medium_airport, small_airport, heliport, seaplane_base, closed */
    type: text('type').notNull(),
    scheduledService: boolean('scheduled_service').notNull(),
  },
  (t) => [index('airports_iata_idx').on(t.iata), index('airports_country_idx').on(t.countryCode)],
);

/** Natures an operator assigns to an airport. */
export { AIRPORT_NATURES } from '../../../src/domain/resourceEnums';

/** An operator's own view of a catalogue airport (requirements D3 "Airport"): one row per company and ICAO. */
export const companyAirports = pgTable(
  'company_airports',
  {
    id: id(),
    companyId: companyId(),
    icao: text('icao').notNull(),
    cnName: text('cn_name'),
    cnCityName: text('cn_city_name'),
    /** AIRPORT_NATURES */
    nature: text('nature'),
    isOpen: boolean('is_open'),
    hasCustoms: boolean('has_customs'),
    military: boolean('military'),
    operationTime: text('operation_time'),
    threeCloseTime: text('three_close_time'),
    fbo: text('fbo'),
    fuelPrice: text('fuel_price'),
    airportServicePrice: text('airport_service_price'),
    warningMark: boolean('warning_mark').notNull().default(false),
    note: text('note'),
    /** Classification 1–3 (requirements D3). */
    grade: smallint('grade'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('company_airports_company_icao_uq').on(t.companyId, t.icao)],
);
