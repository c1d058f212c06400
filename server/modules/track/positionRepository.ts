/**
 * The write side of positions: resolve addresses, find the legs positions belong to, store a
 * document's positions in one statement, keep each aircraft's newest fix, detector state.
 * Rows travel as one JSON parameter expanded by `json_to_recordset`: one round trip per chunk,
 * the same SQL on PGlite and PostgreSQL.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aircraft, airports, trackDetectors, tripLegs } from '../../db/schema';
import { TRACKED_STATES, type MatchLeg } from '../../../src/domain/track/match';
import type { DetectorState } from '../../../src/domain/track/detect';
import type { PositionSample } from '../../../src/domain/track/types';
import { boxAround } from '../../../src/domain/track/geo';

/** A position as stored: the sample without its address, with its company, aircraft, leg and source. */
export type PositionRow = Omit<PositionSample, 'icao24'> & { companyId: string; aircraftId: string; legId: string | null; source: string };

export interface CandidateLeg extends MatchLeg {
  aircraftId: string;
  tripId: string;
  departureIcao: string;
  arrivalIcao: string;
}

const COLUMNS = sql.raw(
  'company_id uuid, aircraft_id uuid, leg_id uuid, time timestamptz, lat float8, lon float8, alt_baro_ft int, alt_geom_ft int, on_ground bool, gs_kt real, track_deg real, vert_rate_fpm int, squawk text, callsign text, source text',
);
const NAMES = sql.raw('company_id, aircraft_id, leg_id, time, lat, lon, alt_baro_ft, alt_geom_ft, on_ground, gs_kt, track_deg, vert_rate_fpm, squawk, callsign, source');

function json(rows: readonly PositionRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      company_id: r.companyId,
      aircraft_id: r.aircraftId,
      leg_id: r.legId,
      time: new Date(r.time).toISOString(),
      lat: r.lat,
      lon: r.lon,
      alt_baro_ft: r.altBaroFt === null ? null : Math.round(r.altBaroFt),
      alt_geom_ft: r.altGeomFt === null ? null : Math.round(r.altGeomFt),
      on_ground: r.onGround,
      gs_kt: r.gsKt,
      track_deg: r.trackDeg,
      vert_rate_fpm: r.vertRateFpm === null ? null : Math.round(r.vertRateFpm),
      squawk: r.squawk,
      callsign: r.callsign,
      source: r.source,
    })),
  );
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createPositionRepository(db: DbOrTx) {
  return {
    /** The company's aircraft with these addresses. */
    async aircraftByAddress(companyId: string, icao24s: readonly string[]): Promise<Map<string, { id: string; tailNo: string }>> {
      if (icao24s.length === 0) return new Map();
      const rows = await db
        .select({ id: aircraft.id, icao24: aircraft.icao24, tailNo: aircraft.tailNo })
        .from(aircraft)
        .where(and(eq(aircraft.companyId, companyId), inArray(aircraft.icao24, [...icao24s])));
      return new Map(rows.map((r) => [r.icao24!, { id: r.id, tailNo: r.tailNo }]));
    },

    /** Released, flying and flown legs of these aircraft around [from, to] (a day's margin each side). */
    async candidateLegs(aircraftIds: readonly string[], from: number, to: number): Promise<CandidateLeg[]> {
      if (aircraftIds.length === 0) return [];
      const day = 86_400_000;
      const rows = await db
        .select({
          id: tripLegs.id,
          tripId: tripLegs.tripId,
          aircraftId: tripLegs.aircraftId,
          legState: tripLegs.legState,
          departureIcao: tripLegs.departureIcao,
          arrivalIcao: tripLegs.arrivalIcao,
          dep: tripLegs.plannedDepartureUtc,
          arr: tripLegs.plannedArrivalUtc,
          off: tripLegs.actualOffUtc,
          on: tripLegs.actualOnUtc,
        })
        .from(tripLegs)
        .where(
          and(
            inArray(tripLegs.aircraftId, [...aircraftIds]),
            inArray(tripLegs.legState, TRACKED_STATES as never[]),
            sql`${tripLegs.plannedDepartureUtc} < ${new Date(to + day).toISOString()}`,
            sql`${tripLegs.plannedArrivalUtc} > ${new Date(from - day).toISOString()}`,
          ),
        );
      return rows.map((r) => ({
        id: r.id,
        tripId: r.tripId,
        aircraftId: r.aircraftId!,
        legState: r.legState,
        departureIcao: r.departureIcao,
        arrivalIcao: r.arrivalIcao,
        plannedDepartureMs: r.dep.getTime(),
        plannedArrivalMs: r.arr.getTime(),
        actualOffMs: r.off?.getTime() ?? null,
        actualOnMs: r.on?.getTime() ?? null,
      }));
    },

    /** Stores the rows; a position already kept (same aircraft and instant) is left alone. Answers the keys written. */
    async insertPositions(rows: readonly PositionRow[]): Promise<Set<string>> {
      const written = new Set<string>();
      for (let i = 0; i < rows.length; i += 5000) {
        const chunk = rows.slice(i, i + 5000);
        const result = await db.execute(sql`insert into positions (${NAMES})
          select ${NAMES} from json_to_recordset(${json(chunk)}::json) as x(${COLUMNS})
          on conflict (aircraft_id, time) do nothing
          returning aircraft_id as "aircraftId", round(date_part('epoch', time) * 1000)::int8 as t`);
        // epoch ms from the database: no timestamp text to parse 5,000 times
        for (const r of rowsOf<{ aircraftId: string; t: string | number }>(result)) written.add(`${r.aircraftId}|${Number(r.t)}`);
      }
      return written;
    },

    /** Keeps the newest fix of each aircraft (rows: at most one per aircraft). */
    async upsertLast(rows: readonly PositionRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`insert into last_positions (${NAMES}, received_time)
        select ${NAMES}, now() from json_to_recordset(${json(rows)}::json) as x(${COLUMNS})
        on conflict (aircraft_id) do update set
          company_id = excluded.company_id, leg_id = excluded.leg_id, time = excluded.time, lat = excluded.lat, lon = excluded.lon,
          alt_baro_ft = excluded.alt_baro_ft, alt_geom_ft = excluded.alt_geom_ft, on_ground = excluded.on_ground, gs_kt = excluded.gs_kt,
          track_deg = excluded.track_deg, vert_rate_fpm = excluded.vert_rate_fpm, squawk = excluded.squawk, callsign = excluded.callsign,
          source = excluded.source, received_time = now()
        where last_positions.time <= excluded.time`);
    },

    /** Detector states of these legs, locked until the transaction ends (two feeds of one leg take turns). */
    async detectorsForUpdate(legIds: readonly string[]): Promise<Map<string, { state: DetectorState; lastTime: number | null }>> {
      if (legIds.length === 0) return new Map();
      const rows = await db.select().from(trackDetectors).where(inArray(trackDetectors.legId, [...legIds])).for('update');
      return new Map(rows.map((r) => [r.legId, { state: r.state as DetectorState, lastTime: r.lastTime?.getTime() ?? null }]));
    },

    /** Saves the detector states of a document's legs in one statement. */
    async saveDetectors(companyId: string, list: readonly { legId: string; state: DetectorState; lastTime: number }[]): Promise<void> {
      if (list.length === 0) return;
      const param = JSON.stringify(list.map((d) => ({ leg_id: d.legId, company_id: companyId, state: d.state, last_time: new Date(d.lastTime).toISOString() })));
      await db.execute(sql`insert into track_detectors (leg_id, company_id, state, last_time)
        select leg_id, company_id, state, last_time from json_to_recordset(${param}::json) as x(leg_id uuid, company_id uuid, state jsonb, last_time timestamptz)
        on conflict (leg_id) do update set state = excluded.state, last_time = excluded.last_time`);
    },

    /** Field elevations (feet) of these airports. */
    async elevations(icaos: readonly string[]): Promise<Map<string, { lat: number; lon: number; elevationFt: number | null }>> {
      if (icaos.length === 0) return new Map();
      const rows = await db
        .select({ icao: airports.icao, lat: airports.latitude, lon: airports.longitude, elevation: airports.elevationFt })
        .from(airports)
        .where(inArray(airports.icao, [...new Set(icaos)]));
      return new Map(rows.map((r) => [r.icao, { lat: Number(r.lat), lon: Number(r.lon), elevationFt: r.elevation === null ? null : Number(r.elevation) }]));
    },

    /** Airports within `km` of a point (a box first, the caller picks the nearest). */
    async airportsNear(lat: number, lon: number, km: number): Promise<{ icao: string; lat: number; lon: number }[]> {
      const { dLat, dLon } = boxAround({ lat, lon }, km);
      const rows = await db
        .select({ icao: airports.icao, lat: airports.latitude, lon: airports.longitude })
        .from(airports)
        .where(sql`${airports.type} in ('large_airport', 'medium_airport', 'small_airport') and ${airports.latitude} between ${lat - dLat} and ${lat + dLat} and ${airports.longitude} between ${lon - dLon} and ${lon + dLon}`)
        .limit(500);
      return rows.map((r) => ({ icao: r.icao, lat: Number(r.lat), lon: Number(r.lon) }));
    },
  };
}

export type PositionRepository = ReturnType<typeof createPositionRepository>;
