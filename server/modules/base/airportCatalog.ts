import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Airport } from 'airport-data-js';
import type { DbOrTx } from '../../db/client';
import { createAirportRepository, type AirportRow } from './airportRepository';

/** Bump when the mapping below changes, so existing databases reload the catalogue. */
const MAPPING_REVISION = 1;
const BATCH = 1_000;
export const AIRPORT_CATALOGUE = 'airports';

/** e.g. 'airport-data-js@4.0.0#1': the installed package version and our mapping revision. */
export function airportCatalogueVersion(): string {
  const require = createRequire(import.meta.url);
  const pkgFile = join(dirname(require.resolve('airport-data-js')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
  return `airport-data-js@${version}#${MAPPING_REVISION}`;
}

const ICAO = /^[A-Z]{4}$/;
const IATA = /^[A-Z0-9]{3}$/;
const int = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);

/** One package record → one catalogue row, or undefined when it has no 4-letter ICAO code. */
export function toCatalogueRow(a: Airport): AirportRow | undefined {
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

async function packageAirports(): Promise<Airport[]> {
  const mod = (await import('airport-data-js')) as unknown as { findAirports?: typeof import('airport-data-js').findAirports; default?: { findAirports: typeof import('airport-data-js').findAirports } };
  const findAirports = mod.findAirports ?? mod.default?.findAirports;
  if (!findAirports) throw new Error('airport-data-js: findAirports not found');
  return findAirports({});
}

export interface CatalogueSync {
  loaded: boolean;
  version: string;
  rows: number;
  ms: number;
}

/**
 * Writes the airport catalogue when it is empty or the package version changed (rows are upserted
 * by ICAO; rows the package dropped stay, as legs may refer to them). Call inside one transaction.
 */
export async function syncAirportCatalogue(db: DbOrTx): Promise<CatalogueSync> {
  const started = performance.now();
  const repo = createAirportRepository(db);
  const version = airportCatalogueVersion();
  if ((await repo.referenceVersion(AIRPORT_CATALOGUE)) === version && (await repo.catalogueSize()) > 0) {
    return { loaded: false, version, rows: 0, ms: performance.now() - started };
  }
  const byIcao = new Map<string, AirportRow>();
  for (const a of await packageAirports()) {
    const row = toCatalogueRow(a);
    if (row && !byIcao.has(row.icao)) byIcao.set(row.icao, row);
  }
  const rows = [...byIcao.values()];
  for (let i = 0; i < rows.length; i += BATCH) await repo.upsertCatalogue(rows.slice(i, i + BATCH));
  await repo.setReferenceVersion(AIRPORT_CATALOGUE, version, rows.length);
  return { loaded: true, version, rows: rows.length, ms: performance.now() - started };
}
