/**
 * `npm run bench:positions`: position ingestion and the track query, on PGlite (in memory) and on
 * PostgreSQL (DATABASE_URL, else the local server at 127.0.0.1:5432 when it answers; a fresh
 * database `foc_bench_*`, dropped at the end). 50 aircraft each on a flying leg; documents of
 * 5,000 positions (our batch format, one position per aircraft every 2 s) go through the
 * ingestion service — parse, resolve addresses, match to legs, store in one transaction, detect —
 * against peers measured in the same run: one INSERT per position, and drizzle's multi-row VALUES
 * (1,000 rows a statement), neither matching nor detecting anything.
 * Then a 12-hour flight with a position every 2 s (21,600) is asked for its track (simplified to
 * 2,000 points) against the peer of fetching the same rows unsimplified. Prints a table, then one
 * JSON line. See benchmarks/positions/README.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { prepareDatabase } from '../server/bootstrap';
import { testConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { aircraft, aircraftTypes, positions, tripLegs, trips } from '../server/db/schema';
import { systemCtx } from '../server/modules/track/trackService';
import { createServices } from '../server/services';

const DOC_SIZE = 5_000;
const AIRCRAFT = 50;
const NAIVE = 2_000;
const TRACK_POINTS = 21_600;
const STEP_MS = 2_000;
const HOUR = 3_600_000;

interface Figures {
  positionsPerSec: number;
  naivePerSec: number;
  multiRowPerSec: number;
  ratio: number;
  msPerDocument: number;
  trackQueryMs: number;
  trackQueryP95Ms: number;
  trackPeerMs: number;
  trackKeptPoints: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

async function run(database: Database, docs: number): Promise<Figures> {
  await prepareDatabase(database);
  const { db } = database;
  const services = createServices(db, testConfig({ captcha: false }));
  const companyId = randomUUID();
  const customerId = randomUUID();
  const [type] = await db.insert(aircraftTypes).values({ companyId, code: 'BENCH', name: 'Bench jet' }).returning();
  const planes = await db
    .insert(aircraft)
    .values(Array.from({ length: AIRCRAFT + 1 }, (_, i) => ({ companyId, tailNo: `B-P${String(i).padStart(3, '0')}`, typeId: type!.id, icao24: (0x7c0000 + i).toString(16) })))
    .returning({ id: aircraft.id, icao24: aircraft.icao24 });
  const t0 = Date.now() - 20 * HOUR;
  const legOf = async (planeId: string, n: number, state: 4 | 5, off: number, on: number) => {
    const [trip] = await db.insert(trips).values({ companyId, tripNumber: `BENCH-${n}`, customerId, status: 'preparing', releaseStatus: 2 }).returning({ id: trips.id });
    const [leg] = await db
      .insert(tripLegs)
      .values({ companyId, tripId: trip!.id, tripNumber: `BENCH-${n}`, customerId, legNumber: 1, purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: new Date(off), plannedArrivalUtc: new Date(on), legState: state, releaseStatus: 2, aircraftId: planeId, actualOffUtc: new Date(off), actualOnUtc: state === 5 ? new Date(on) : null })
      .returning({ id: tripLegs.id });
    return leg!.id;
  };
  for (let i = 0; i < AIRCRAFT; i++) await legOf(planes[i]!.id, i, 4, t0 - HOUR, t0 + 18 * HOUR);

  // a document: DOC_SIZE / AIRCRAFT instants, every aircraft at each, airborne, moving east
  let tick = 0;
  const doc = () => {
    const list = [];
    for (let k = 0; k < DOC_SIZE / AIRCRAFT; k++, tick++) {
      const time = t0 + tick * STEP_MS;
      for (let a = 0; a < AIRCRAFT; a++) list.push({ icao24: planes[a]!.icao24!, time, lat: 30 + a * 0.1, lon: 100 + tick * 0.002, altBaroFt: 35_000, gsKt: 450, trackDeg: 90, vertRateFpm: 0, onGround: false });
    }
    return { positions: list };
  };
  const now = t0 + 19 * HOUR;
  await services.ingest.ingest(companyId, 'batch', doc(), now); // warm-up
  let stored = 0;
  const started = performance.now();
  for (let d = 0; d < docs; d++) {
    const a = await services.ingest.ingest(companyId, 'batch', doc(), now);
    if (a.stored + a.duplicates !== a.received || a.matched !== a.stored || a.stored !== DOC_SIZE) throw new Error(`unexpected answer ${JSON.stringify(a)}`);
    stored += a.stored;
  }
  const seconds = (performance.now() - started) / 1000;
  const positionsPerSec = stored / seconds;

  // peer: one INSERT per position
  const naiveStart = performance.now();
  const naivePlane = planes[AIRCRAFT - 1]!.id;
  for (let i = 0; i < NAIVE; i++) await db.insert(positions).values({ companyId, aircraftId: naivePlane, legId: null, time: new Date(t0 - 2 * HOUR - i * 1000), lat: 30, lon: 120, altBaroFt: 35_000, gsKt: 450, trackDeg: 90, vertRateFpm: 0, onGround: false, source: 'batch' });
  const naivePerSec = NAIVE / ((performance.now() - naiveStart) / 1000);
  // second peer: drizzle's multi-row VALUES, 5,000 rows a statement (stored, nothing matched or detected)
  const multi = Array.from({ length: DOC_SIZE }, (_, i) => ({ companyId, aircraftId: naivePlane, legId: null, time: new Date(t0 - 4 * HOUR - i * 1000), lat: 30, lon: 120, altBaroFt: 35_000, gsKt: 450, trackDeg: 90, vertRateFpm: 0, onGround: false, source: 'batch' }));
  const multiStart = performance.now();
  for (let i = 0; i < multi.length; i += 1_000) await db.insert(positions).values(multi.slice(i, i + 1_000));
  const multiRowPerSec = DOC_SIZE / ((performance.now() - multiStart) / 1000);

  // a 12-hour flight, a position every 2 s, bulk-loaded, then its track
  const trackPlane = planes[AIRCRAFT]!.id;
  const off = t0 - 14 * HOUR;
  const legId = await legOf(trackPlane, 9999, 5, off, off + 12 * HOUR);
  const rows = Array.from({ length: TRACK_POINTS }, (_, i) => ({ companyId, aircraftId: trackPlane, legId, time: new Date(off + i * STEP_MS), lat: 40 + Math.sin(i / 3000) * 8, lon: 116 + i * 0.0035, altBaroFt: 41_000, gsKt: 480, trackDeg: 90, vertRateFpm: 0, onGround: false, source: 'batch' }));
  for (let i = 0; i < rows.length; i += 2_000) await db.insert(positions).values(rows.slice(i, i + 2_000));
  const ctx = systemCtx(companyId);
  const times: number[] = [];
  let kept = 0;
  for (let i = 0; i < 33; i++) {
    const s = performance.now();
    const tr = await services.track.legTrack(ctx, legId);
    if (i >= 3) times.push(performance.now() - s);
    if (tr.rawCount !== TRACK_POINTS) throw new Error(`track of ${tr.rawCount} points`);
    kept = tr.points.length;
  }
  const peerTimes: number[] = [];
  for (let i = 0; i < 13; i++) {
    const s = performance.now();
    await db.select().from(positions).where(eq(positions.legId, legId)).orderBy(positions.time);
    if (i >= 3) peerTimes.push(performance.now() - s);
  }
  return {
    positionsPerSec: Math.round(positionsPerSec),
    naivePerSec: Math.round(naivePerSec),
    multiRowPerSec: Math.round(multiRowPerSec),
    ratio: Math.round((positionsPerSec / naivePerSec) * 10) / 10,
    msPerDocument: Math.round((seconds * 1000) / docs),
    trackQueryMs: Math.round(median(times) * 10) / 10,
    trackQueryP95Ms: Math.round(p95(times) * 10) / 10,
    trackPeerMs: Math.round(median(peerTimes) * 10) / 10,
    trackKeptPoints: kept,
  };
}

async function postgres(): Promise<{ database: Database; drop: () => Promise<void> } | null> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `foc_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const results: Record<string, Figures | null> = { pglite: null, postgres: null };
const lite = await openDatabase({ dataDir: 'memory://' });
try {
  results.pglite = await run(lite, Number(process.env.BENCH_DOCS_PGLITE ?? 10));
} finally {
  await lite.close();
}
const server = await postgres();
if (server) {
  try {
    results.postgres = await run(server.database, Number(process.env.BENCH_DOCS ?? 20));
  } finally {
    await server.drop();
  }
} else console.log('PostgreSQL: not reachable (set DATABASE_URL); skipped');

const rowsOut = Object.entries(results)
  .filter(([, f]) => f)
  .map(([db, f]) => ({ database: db, 'positions/s (ours)': f!.positionsPerSec, 'positions/s (1 INSERT each)': f!.naivePerSec, ratio: f!.ratio, 'positions/s (multi-row VALUES)': f!.multiRowPerSec, 'ms / 5,000-position document': f!.msPerDocument, '12 h track ms (median)': f!.trackQueryMs, 'p95': f!.trackQueryP95Ms, 'peer: raw rows ms': f!.trackPeerMs }));
console.table(rowsOut);
const main = results.postgres ?? results.pglite!;
console.log(
  JSON.stringify({
    pglite: results.pglite && { positionsPerSec: results.pglite.positionsPerSec, naivePerSec: results.pglite.naivePerSec, multiRowPerSec: results.pglite.multiRowPerSec, ratio: results.pglite.ratio, trackQueryMs: results.pglite.trackQueryMs },
    postgres: results.postgres && { positionsPerSec: results.postgres.positionsPerSec, naivePerSec: results.postgres.naivePerSec, multiRowPerSec: results.postgres.multiRowPerSec, ratio: results.postgres.ratio, trackQueryMs: results.postgres.trackQueryMs },
    trackQueryMs: main.trackQueryMs,
    trackQueryP95Ms: main.trackQueryP95Ms,
    trackPeerMs: main.trackPeerMs,
    trackRawPoints: TRACK_POINTS,
    trackKeptPoints: main.trackKeptPoints,
    targets: { postgresPositionsPerSec: 20_000, trackQueryMs: 50 },
    met: { postgresPositionsPerSec: results.postgres ? results.postgres.positionsPerSec >= 20_000 : null, trackQueryMs: main.trackQueryMs < 50 },
  }),
);
