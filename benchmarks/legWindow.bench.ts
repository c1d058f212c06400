/**
 * A calendar or Gantt window over a large operator: the demo trip generator at benchmark size
 * (2,000 aircraft over 92 days, ~100,000 legs; `BENCH_AIRCRAFT` to change) is bulk-loaded into PGlite, then a
 * three-day window of legs (`POST /trip/v1/tripLegs/list` with `plannedDepartureUtc between`,
 * 500 a page) is fetched through the whole stack and, as the peer measured in the same run, by a
 * bare Fastify route running the same drizzle query. Prints the generator's time, the load, both
 * rates and their ratio.
 */
import Fastify from 'fastify';
import { and, asc, between, eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { prepareDatabase } from '../server/bootstrap';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { aircraft, aircraftTypes, companies, customers, tripLegs, trips } from '../server/db/schema';
import { createServices } from '../server/services';
import { generateTripPlan } from '../server/seed/tripPlan';
import { seedTestData, TEST_PASSWORD_SHA1 } from '../tests/support/fixtures';

const AIRCRAFT = Number(process.env.BENCH_AIRCRAFT ?? 2_000);
const N = Number(process.env.BENCH_REQUESTS ?? 100);
const DAY = 86_400_000;

async function rate(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i++) await fn();
  const t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await fn();
  return N / (Number(process.hrtime.bigint() - t) / 1e9);
}

const database = await openDatabase({ dataDir: 'memory://' });
await prepareDatabase(database);
const config = testConfig({ captcha: false });
await seedTestData(database.db, createServices(database.db, config), config);
const { db } = database;
const companyId = (await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO')))[0]!.id;
const [type] = await db.select().from(aircraftTypes).where(eq(aircraftTypes.companyId, companyId)).limit(1);

const now = Date.UTC(2026, 10, 22, 8);
let t0 = performance.now();
const plan = generateTripPlan({
  now,
  daysBack: 60,
  daysAhead: 32,
  aircraft: Array.from({ length: AIRCRAFT }, (_, i) => ({ typeCruiseKmh: 850, taxiMinutes: 15, baseIcao: ['ZBAA', 'ZSSS', 'ZGSZ', 'VHHH'][i % 4]!, flies: true })),
  customers: 1,
});
const legCount = plan.reduce((n, p) => n + p.legs.length, 0);
console.log(`plan: ${AIRCRAFT} aircraft, ${plan.length} trips, ${legCount} legs generated in ${(performance.now() - t0).toFixed(0)} ms`);

// bulk load (benchmark data only; the demo goes through the services)
t0 = performance.now();
const customerId = (await db.select({ id: customers.id }).from(customers).where(eq(customers.companyId, companyId)).limit(1))[0]!.id;
const tails: string[] = [];
for (let i = 0; i < AIRCRAFT; i += 500) {
  const rows = Array.from({ length: Math.min(500, AIRCRAFT - i) }, (_, k) => ({ companyId, tailNo: `B-X${String(i + k).padStart(4, '0')}`, typeId: type!.id }));
  tails.push(...(await db.insert(aircraft).values(rows).returning({ id: aircraft.id })).map((r) => r.id));
}
const BATCH = 400;
for (let i = 0; i < plan.length; i += BATCH) {
  const chunk = plan.slice(i, i + BATCH);
  const tripRows = await db
    .insert(trips)
    .values(chunk.map((_, k) => ({ companyId, tripNumber: `B${String(i + k).padStart(7, '0')}`, customerId, status: 'preparing' as const, releaseStatus: 2 as const })))
    .returning({ id: trips.id, tripNumber: trips.tripNumber });
  const legs = chunk.flatMap((p, k) =>
    p.legs.map((l, n) => ({
      companyId,
      tripId: tripRows[k]!.id,
      tripNumber: tripRows[k]!.tripNumber,
      customerId,
      legNumber: n + 1,
      purpose: l.purpose,
      operationNature: l.operationNature,
      departureIcao: l.departureIcao,
      arrivalIcao: l.arrivalIcao,
      plannedDepartureUtc: new Date(l.off),
      plannedArrivalUtc: new Date(l.on),
      eteMinutes: l.eteMinutes,
      legState: 2 as const,
      releaseStatus: 2 as const,
      aircraftId: tails[p.aircraftIndex]!,
    })),
  );
  for (let j = 0; j < legs.length; j += 1_000) await db.insert(tripLegs).values(legs.slice(j, j + 1_000));
}
console.log(`loaded ${legCount} legs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const app = await buildApp({ db, config });
const signIn = await app.inject({
  method: 'POST',
  url: '/uaa/oauth/token',
  query: { client_id: 'browser', grant_type: 'password', scope: 'ui', username: 'admin', password: TEST_PASSWORD_SHA1 },
});
const token = signIn.json().result.access_token as string;
const from = new Date(now + 2 * DAY);
const to = new Date(now + 5 * DAY);
const body = {
  page: 1,
  pageSize: 500,
  sortProperties: 'plannedDepartureUtc',
  sortDirection: 'asc',
  searchParas: { logic: 'and', conditions: [{ name: 'plannedDepartureUtc', op: 'between', value: [from.toISOString(), to.toISOString()] }] },
};
const first = await app.inject({ method: 'POST', url: '/trip/v1/tripLegs/list', headers: { authorization: `Bearer ${token}` }, payload: body });
if (first.statusCode !== 200) throw new Error(first.body);
console.log(`window of three days: ${first.json().result.totalNum} legs (first page of 500 fetched)`);

const peer = Fastify();
peer.post('/list', async () =>
  db
    .select()
    .from(tripLegs)
    .where(and(eq(tripLegs.companyId, companyId), between(tripLegs.plannedDepartureUtc, from, to)))
    .orderBy(asc(tripLegs.plannedDepartureUtc))
    .limit(500),
);
await peer.ready();

const ours = await rate(() => app.inject({ method: 'POST', url: '/trip/v1/tripLegs/list', headers: { authorization: `Bearer ${token}` }, payload: body }));
const bare = await rate(() => peer.inject({ method: 'POST', url: '/list', payload: {} }));
console.log(`tripLegs/list, 3-day window, 500 legs a page, full stack: ${ours.toFixed(1)} req/s`);
console.log(`bare Fastify + the same window query (peer): ${bare.toFixed(1)} req/s`);
console.log(`ratio full/peer: ${(ours / bare).toFixed(2)} (the stack adds the count, data permissions, the response schema and the envelope)`);
await app.close();
await peer.close();
await database.close();
