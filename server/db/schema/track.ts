/**
 * Positions and what the platform derives from them (docs/decisions.md, "Live map and positions"):
 * raw positions by aircraft and time, the last position of each aircraft, per-leg takeoff/landing
 * detection state, detected events awaiting the dispatcher, archived leg tracks, ingestion keys.
 * Aviation units: feet, knots, feet per minute, degrees true.
 */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, id, instant } from './columns';
import type { TrackEventKind, TrackEventStatus } from '../../../src/domain/track/types';

const fix = () => ({
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  altBaroFt: integer('alt_baro_ft'),
  altGeomFt: integer('alt_geom_ft'),
  onGround: boolean('on_ground').notNull().default(false),
  gsKt: real('gs_kt'),
  trackDeg: real('track_deg'),
  vertRateFpm: integer('vert_rate_fpm'),
  squawk: text('squawk'),
  callsign: text('callsign'),
  /** POSITION_SOURCES */
  source: text('source').notNull(),
});

/** Every position kept, one per aircraft and instant (a repeated report is the same row). */
export const positions = pgTable(
  'positions',
  {
    companyId: companyId(),
    aircraftId: uuid('aircraft_id').notNull(),
    /** The leg the aircraft was flying (or about to fly) at that instant; null between legs. */
    legId: uuid('leg_id'),
    time: instant('time').notNull(),
    ...fix(),
  },
  // one aircraft over a time range is the primary key's order; a leg's positions are its aircraft's in the leg's window
  (t) => [primaryKey({ columns: [t.aircraftId, t.time] })],
);

/** The newest position of each aircraft (the position board and the live map read only this). */
export const lastPositions = pgTable(
  'last_positions',
  {
    aircraftId: uuid('aircraft_id').primaryKey(),
    companyId: companyId(),
    legId: uuid('leg_id'),
    time: instant('time').notNull(),
    ...fix(),
    receivedTime: instant('received_time').notNull().defaultNow(),
  },
  (t) => [index('last_positions_company_idx').on(t.companyId)],
);

/** Takeoff/landing detection state of one leg (src/domain/track/detect.ts DetectorState). */
export const trackDetectors = pgTable('track_detectors', {
  legId: uuid('leg_id').primaryKey(),
  companyId: companyId(),
  state: jsonb('state').notNull(),
  /** Newest position fed to the detector: older ones arriving late are stored but not replayed. */
  lastTime: instant('last_time'),
});

/** TRACK_EVENT_STATUSES: proposed by detection, confirmed by a dispatcher (or automatically), dismissed. */
export const TRACK_EVENT_STATUSES = ['proposed', 'confirmed', 'dismissed'] as const;

/** A takeoff, landing or diversion derived from positions; one of each kind per leg. */
export const trackEvents = pgTable(
  'track_events',
  {
    id: id(),
    companyId: companyId(),
    legId: uuid('leg_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    aircraftId: uuid('aircraft_id').notNull(),
    kind: text('kind').notNull().$type<TrackEventKind>(),
    time: instant('time').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Nearest airport of a landing or diversion (ICAO), when one is within reach. */
    airportIcao: text('airport_icao'),
    status: text('status').notNull().default('proposed').$type<TrackEventStatus>(),
    decidedById: uuid('decided_by_id'),
    decidedBy: text('decided_by'),
    decidedTime: instant('decided_time'),
    note: text('note'),
    createTime: instant('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('track_events_leg_kind_uq').on(t.legId, t.kind), index('track_events_company_status_idx').on(t.companyId, t.status)],
);

/** A leg's track kept after its raw positions were archived: simplified, [time, lat, lon, altFt] tuples. */
export const legTracks = pgTable('leg_tracks', {
  legId: uuid('leg_id').primaryKey(),
  companyId: companyId(),
  aircraftId: uuid('aircraft_id').notNull(),
  points: jsonb('points').notNull(),
  rawCount: integer('raw_count').notNull(),
  createTime: instant('create_time').notNull().defaultNow(),
});

/** Keys that authenticate a company's position feeds (`X-Ingest-Key`); only a hash is kept. */
export const ingestKeys = pgTable(
  'ingest_keys',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** sha256 hex of the key. */
    keyHash: text('key_hash').notNull(),
    /** First characters of the key, to tell keys apart on screen. */
    prefix: text('prefix').notNull(),
    createTime: instant('create_time').notNull().defaultNow(),
    lastUsedTime: instant('last_used_time'),
    revokedTime: instant('revoked_time'),
  },
  (t) => [uniqueIndex('ingest_keys_hash_uq').on(t.keyHash), index('ingest_keys_company_idx').on(t.companyId)],
);

/** Per-company flight-following settings. */
export const trackSettings = pgTable('track_settings', {
  companyId: uuid('company_id').primaryKey(),
  /** Detected takeoffs and landings are recorded at once instead of waiting for a dispatcher. */
  autoConfirm: boolean('auto_confirm').notNull().default(false),
  updateTime: instant('update_time').notNull().defaultNow(),
});
