import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { DbOrTx } from '../../db/client';
import { createAirportRepository, type AirportRow } from './airportRepository';

/** Bump when the mapping below changes, so existing databases reload the catalogue. */
const MAPPING_REVISION = 1;
/**
 * The airport-data-js release the catalogue comes from (CC BY 4.0, see AIRPORTS.md beside this file).
 * Its records ship as `airports-<version>.json.gz`, written by `node scripts/airports-data.mjs <version>`;
 * the package itself is no dependency (it declares Node 22 and the server needs only its data).
 */
const SOURCE_VERSION = '4.0.0';
const BATCH = 1_000;
export const AIRPORT_CATALOGUE = 'airports';

/** e.g. 'airport-data-js@4.0.0#1': the source release and our mapping revision. */
export function airportCatalogueVersion(): string {
  return `airport-data-js@${SOURCE_VERSION}#${MAPPING_REVISION}`;
}

/** One record of airport-data-js, with the fields we map (the data is not typed strictly: coerce). */
export interface SourceAirport {
  icao: string | number | null;
  iata: string | null;
  airport: string;
  country_code: string;
  continent: string;
  latitude: number;
  longitude: number;
  elevation_ft: number | null;
  time: string;
  runway_length: number | null;
  type: string;
  scheduled_service: boolean | string | null;
}

const ICAO = /^[A-Z]{4}$/;
const IATA = /^[A-Z0-9]{3}$/;
const int = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);

/** One package record → one catalogue row, or undefined when it has no 4-letter ICAO code. */
export function toCatalogueRow(a: SourceAirport): AirportRow | undefined {
  // The data is not typed strictly (one record has a numeric icao): coerce before testing.
  const icao = String(a.icao ?? '').trim().toUpperCase();
  if (!ICAO.test(icao) || typeof a.latitude !== 'number' || typeof a.longitude !== 'number') return undefined;
  const iata = String(a.iata ?? '').trim().toUpperCase();
  return {
    icao,
    iata: IATA.test(iata) ? iata : null,
    name: String(a.airport).trim(),
    city: null,
    countryCode: a.country_code,
    continent: a.continent,
    latitude: a.latitude,
    longitude: a.longitude,
    elevationFt: int(a.elevation_ft),
    timeZone: a.time,
    runwayLengthFt: int(a.runway_length),
    type: a.type,
    scheduledService: a.scheduled_service === true || String(a.scheduled_service).toUpperCase() === 'TRUE',
  };
}

/** Every record of the shipped data file (read only when the catalogue must be written). */
export function sourceAirports(): SourceAirport[] {
  const file = new URL(`./airports-${SOURCE_VERSION}.json.gz`, import.meta.url);
  const data = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { source: string; fields: (keyof SourceAirport)[]; rows: unknown[][] };
  if (data.source !== `airport-data-js@${SOURCE_VERSION}`) throw new Error(`${file.pathname}: holds ${data.source}, expected airport-data-js@${SOURCE_VERSION}`);
  return data.rows.map((row) => Object.fromEntries(data.fields.map((f, i) => [f, row[i]])) as unknown as SourceAirport);
}

export interface CatalogueSync {
  loaded: boolean;
  version: string;
  rows: number;
  ms: number;
}

/**
 * Writes the airport catalogue when it is empty or its version changed (rows are upserted
 * by ICAO; rows a release dropped stay, as legs may refer to them). Call inside one transaction.
 */
export async function syncAirportCatalogue(db: DbOrTx): Promise<CatalogueSync> {
  const started = performance.now();
  const repo = createAirportRepository(db);
  const version = airportCatalogueVersion();
  if ((await repo.referenceVersion(AIRPORT_CATALOGUE)) === version && (await repo.catalogueSize()) > 0) {
    return { loaded: false, version, rows: 0, ms: performance.now() - started };
  }
  const byIcao = new Map<string, AirportRow>();
  for (const a of sourceAirports()) {
    const row = toCatalogueRow(a);
    if (row && !byIcao.has(row.icao)) byIcao.set(row.icao, row);
  }
  const rows = [...byIcao.values()];
  for (let i = 0; i < rows.length; i += BATCH) await repo.upsertCatalogue(rows.slice(i, i + BATCH));
  await repo.setReferenceVersion(AIRPORT_CATALOGUE, version, rows.length);
  return { loaded: true, version, rows: rows.length, ms: performance.now() - started };
}
