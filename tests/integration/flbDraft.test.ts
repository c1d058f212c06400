/**
 * Flight-log drafts from the ADS-B track: a batch of positions of a whole flight (stand, taxi,
 * take-off, cruise, landing, taxi, stand) drafts the leg's log on landing with its OOOI times; the
 * minute job refreshes untouched drafts and leaves touched ones; redraft; a leg not flown cannot be
 * seen.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraft } from '../../server/db/schema';
import { simulatePosition } from '../../src/domain/track/flightProfile';
import { draftForLeg, refreshRecent } from '../../server/modules/flb/flbDrafts';
import { ok, refused } from '../support/expect';
import { releasedLeg, minutesAgo, type FlbFixture } from '../support/flb';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const MIN = 60_000;
const BASE = '/trip/v1/flightLogs';
const ZBAA = { lat: 40.0801, lon: 116.5846, elevationFt: 116 };
const ZSSS = { lat: 31.1979, lon: 121.3363, elevationFt: 10 };
const f = { t } as FlbFixture;
let key = '';
const post = (url: string, payload: object) => t.call(f.admin, { method: 'POST', url, payload });
const get = (url: string) => t.call(f.admin, { method: 'GET', url });

/** A batch document of the flight every 20 s: taxi from off − 8 min, stand from on + 4 min (flightProfile.ts). */
function batch(hex: string, off: number, on: number) {
  const positions: object[] = [];
  for (let ts = off - 10 * MIN; ts <= on + 10 * MIN; ts += 20_000) {
    const p = simulatePosition({ from: ZBAA, to: ZSSS, offTime: off, onTime: on }, ts)!;
    positions.push({ icao24: hex, time: ts, lat: p.lat, lon: p.lon, altBaroFt: p.onGround ? null : Math.round(p.altFt), onGround: p.onGround, gsKt: p.gsKt, trackDeg: p.trackDeg, vertRateFpm: p.vertRateFpm });
  }
  return { positions };
}
const ingest = (doc: object) => t.app.inject({ method: 'POST', url: '/track/v1/positions/ingest?format=batch', headers: { 'x-ingest-key': key }, payload: doc });
const near = (iso: string | null, ms: number, slack = 90_000) => expect(Math.abs(Date.parse(iso!) - ms), `${iso} vs ${new Date(ms).toISOString()}`).toBeLessThanOrEqual(slack);

beforeAll(async () => {
  f.admin = await t.signIn('admin');
  key = ok(await post('/track/v1/ingestKeys', { name: 'flb receiver' })).key;
  f.customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'FLB Draft Customer' })).id;
  f.typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'FLD-G650', name: 'G650' })).id;
});

describe('a draft from the track', () => {
  it('drafts the log on landing with OUT/OFF/ON/IN, durations, crew and the aircraft’s fuel unit', async () => {
    ok(await t.call(f.admin, { method: 'PUT', url: '/track/v1/settings', payload: { autoConfirm: true } }));
    const dep = minutesAgo(200);
    const leg = await releasedLeg(f, dep, 150);
    const off = dep + 7 * MIN;
    const on = leg.arr - 10 * MIN;
    const answer = ok(await ingest(batch(leg.hex, off, on)));
    expect(answer.events.map((e: { kind: string }) => e.kind).sort()).toEqual(['landing', 'takeoff']);
    const log = ok(await get(`${BASE}/byLeg/${leg.legId}`));
    expect(log).toMatchObject({ origin: 'adsb', status: 'draft', fuelUnit: 'lbs', landings: 1, editable: true, hasApu: false, installedEngines: ['left', 'right'], flightTimeBasis: 'block' });
    near(log.outUtc, off - 8 * MIN);
    near(log.offUtc, off);
    near(log.onUtc, on);
    near(log.inUtc, on + 4 * MIN);
    expect(log.blockMinutes).toBe(Math.round((Date.parse(log.inUtc) - Date.parse(log.outUtc)) / MIN));
    expect(log.flightMinutes).toBe(log.blockMinutes);
    expect(log.airMinutes).toBeGreaterThan(125);
    expect(log.mileageKm).toBeGreaterThan(1000);
    expect(log.adsb.outUtc).toBe(Date.parse(log.outUtc));
    expect(log.origins.outUtc).toEqual({ source: 'adsb' });
    expect(log.operatingCrew.map((c: { role: string; crewId: string }) => [c.role, c.crewId])).toEqual([['pic', leg.crewIds[0]], ['sic', leg.crewIds[1]]]);
    const history = ok(await get(`${BASE}/${log.id}/history`));
    expect(history.map((h: { command: string; userName: string }) => [h.command, h.userName])).toEqual([['draft', 'ADS-B']]);

    // the job: nothing new in the track → unchanged; a touched draft is left alone
    expect(await draftForLeg(t.database.db, await companyOf(leg.aircraftId), leg.legId)).toBe('unchanged');
    const edited = ok(await t.call(f.admin, { method: 'PUT', url: `${BASE}/${log.id}`, payload: { version: log.version, note: 'checked' } }));
    expect(await draftForLeg(t.database.db, await companyOf(leg.aircraftId), leg.legId)).toBe('skipped');
    expect(edited.origins.offUtc).toEqual({ source: 'adsb' });
    // corrected by hand: the origin says by how much
    const corrected = ok(await t.call(f.admin, { method: 'PUT', url: `${BASE}/${log.id}`, payload: { version: edited.version, offUtc: new Date(Date.parse(log.offUtc) + 2 * MIN).toISOString() } }));
    expect(corrected.origins.offUtc).toMatchObject({ source: 'corrected', difference: 2 });
    expect(corrected.airMinutes).toBe(log.airMinutes - 2);
    // redraft: the ADS-B figures again
    const again = ok(await post(`${BASE}/${log.id}/redraft`, { version: corrected.version }));
    expect(again.offUtc).toBe(log.offUtc);
    expect(ok(await get(`${BASE}/${log.id}/history`)).map((h: { command: string }) => h.command)).toEqual(['redraft', 'update', 'update', 'draft']);
  });

  it('a landing detected but not recorded: the draft waits, unseen until the leg is flown; the job refreshes it', async () => {
    ok(await t.call(f.admin, { method: 'PUT', url: '/track/v1/settings', payload: { autoConfirm: false } }));
    const dep = minutesAgo(190);
    const leg = await releasedLeg(f, dep, 150);
    const off = dep + 5 * MIN;
    const on = leg.arr - 20 * MIN;
    // the flight until the taxi in (no stand yet): no IN
    const whole = batch(leg.hex, off, on).positions;
    const untilTaxi = whole.filter((p) => (p as { time: number }).time <= on + 2 * MIN);
    ok(await ingest({ positions: untilTaxi }));
    refused(await get(`${BASE}/byLeg/${leg.legId}`), 409, 'flb.error.notFlown');
    // the dispatcher records take-off and landing
    await leg.cmd('takeoff', { actualUtc: new Date(off).toISOString() });
    await leg.cmd('landing', { actualUtc: new Date(on).toISOString() });
    await refreshRecent(t.database.db);
    const first = ok(await get(`${BASE}/byLeg/${leg.legId}`));
    expect(first).toMatchObject({ origin: 'adsb', inUtc: null });
    // the aircraft stands: the job brings IN
    ok(await ingest({ positions: whole.filter((p) => (p as { time: number }).time > on + 2 * MIN) }));
    expect(await refreshRecent(t.database.db)).toBeGreaterThanOrEqual(1);
    const later = ok(await get(`${BASE}/byLeg/${leg.legId}`));
    near(later.inUtc, on + 4 * MIN);
    expect(later.version).toBe(first.version + 1);
    expect(ok(await get(`${BASE}/${later.id}/history`)).map((h: { command: string }) => h.command)).toEqual(['draft', 'draft']);
  });

  it('a quick turn-round: the next leg’s taxi-out inside this leg’s window does not take its IN away', async () => {
    ok(await t.call(f.admin, { method: 'PUT', url: '/track/v1/settings', payload: { autoConfirm: true } }));
    const dep = minutesAgo(240);
    const a = await releasedLeg(f, dep, 120);
    const aOff = dep + 5 * MIN;
    const aOn = a.arr;
    const b = await releasedLeg(f, aOn + 20 * MIN, 100, { id: a.aircraftId, hex: a.hex }, ['ZSSS', 'ZBAA']);
    const bOff = aOn + 25 * MIN;
    const flightA = batch(a.hex, aOff, aOn).positions as { time: number }[];
    // live: the take-off, then the rest of the flight and the stand (A flying while it is matched)
    ok(await ingest({ positions: flightA.filter((p) => p.time <= aOff + 5 * MIN) }));
    ok(await ingest({ positions: flightA.filter((p) => p.time > aOff + 5 * MIN) }));
    const drafted = ok(await get(`${BASE}/byLeg/${a.legId}`));
    near(drafted.inUtc, aOn + 4 * MIN);
    // B taxis out 17 minutes after A's landing (inside A's window), and takes off
    const standing = [];
    for (let ts = aOn + 10 * MIN + 20_000; ts < bOff - 10 * MIN; ts += 20_000) standing.push({ icao24: a.hex, time: ts, lat: ZSSS.lat, lon: ZSSS.lon, onGround: true, gsKt: 0 });
    const flightB = (batch(a.hex, bOff, bOff + 90 * MIN).positions as { time: number; lat: number; lon: number }[]).filter((p) => p.time <= bOff + 10 * MIN).map((p) => ({ ...p, lat: ZSSS.lat + (p.lat - ZBAA.lat) * 0.01, lon: ZSSS.lon + (p.lon - ZBAA.lon) * 0.01 }));
    ok(await ingest({ positions: [...standing, ...flightB] }));
    await refreshRecent(t.database.db);
    const after = ok(await get(`${BASE}/byLeg/${a.legId}`));
    const figures = (l: Record<string, unknown>) => ['outUtc', 'offUtc', 'onUtc', 'inUtc', 'blockMinutes', 'airMinutes', 'landings'].map((k) => l[k]);
    expect(figures(after)).toEqual(figures(drafted));
    expect(ok(await get(`/trip/v1/trips/${b.tripId}`)).legs[0].legState).toBe(4); // B flew off meanwhile
  });

  it('a leg not flown: byLeg, create and the files answer notFlown; a leg without positions has no draft', async () => {
    const leg = await releasedLeg(f, minutesAgo(30), 150);
    refused(await get(`${BASE}/byLeg/${leg.legId}`), 409, 'flb.error.notFlown');
    refused(await post(BASE, { legId: leg.legId }), 409, 'flb.error.notFlown');
    expect(await draftForLeg(t.database.db, await companyOf(leg.aircraftId), leg.legId)).toBe('skipped');
  });
});

/** The company of the test's aircraft. */
async function companyOf(aircraftId: string): Promise<string> {
  const [row] = await t.database.db.select({ companyId: aircraft.companyId }).from(aircraft).where(eq(aircraft.id, aircraftId));
  return row!.companyId;
}
