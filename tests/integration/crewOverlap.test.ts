/**
 * One crew member on one leg at a time: an assignment overlapping another leg of the crew member
 * (positioning included) is refused naming that leg; a leg with crew moved onto another of its
 * crew's legs (leg edit, Gantt move) is refused the same way and stays; 20 concurrent assignments
 * of one pilot to 20 mutually overlapping legs of 20 trips: exactly one wins, 19 are refused (400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const KEY = 'trip.error.crewOverlap';
let admin = '';
let customerId = '';
let typeId = '';
const pilots: string[] = [];
let planes = 0;
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

type Trip = { id: string; version: number; legs: { id: string; plannedDepartureUtc: string; plannedArrivalUtc: string }[] };

/** A received, evaluated leg on a new aircraft of its own, on 2026-12-<day> from `off` to `on` (UTC). */
async function legOn(day: number, off: string, on: string, flightNo?: string) {
  planes += 1;
  const plane = ok(await post('/fleet/v1/aircraft', { tailNo: `B-CO${String(planes).padStart(2, '0')}`, typeId })).id as string;
  const created: Trip = ok(await post(TRIPS, { customerId, legs: [legInput('ZBAA', 'ZSSS', day, { off, on }, flightNo ? { flightNo } : {})] }));
  ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
  let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
  const legId = trip.legs[0]!.id;
  trip = ok(await post(`${LEGS}/${legId}/evaluate`, { version: trip.version, result: 'pass' }));
  trip = ok(await post(`${LEGS}/${legId}/assignAircraft`, { version: trip.version, aircraftId: plane }));
  const leg = {
    id: legId,
    plane,
    version: trip.version,
    /** Sends a command at the trip's current version; on success the version follows. */
    async raw(url: string, body: object) {
      const res = await post(url, { version: leg.version, ...body });
      if (res.statusCode === 200) leg.version = res.json().result.version;
      return res;
    },
    assign: (crewId: string, role = 'pic', positioning = false) => leg.raw(`${LEGS}/${legId}/crew`, { crewId, role, ...(positioning ? { positioning } : {}) }),
  };
  return leg;
}

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Crew Overlap Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'CO-G650', name: 'G650' })).id;
  for (const n of [1, 2, 3, 4, 5]) pilots.push(ok(await post('/crew/v1/crews', { workNo: `CO-P${n}`, cnName: `Pilot${n}`, crewType: 'pilot', nationality: 'CN', qualifiedTypeIds: [typeId] })).id);
});

describe('assigning', () => {
  it('a pilot on a leg one minute after another of the pilot\'s legs is refused, naming that leg; a leg departing at its arrival is fine', async () => {
    const a = await legOn(1, '02:00', '04:30', 'CO101');
    const b = await legOn(1, '02:01', '04:31');
    const next = await legOn(1, '04:30', '06:00');
    ok(await a.assign(pilots[0]!));
    const r = refused(await b.assign(pilots[0]!), 400, KEY);
    expect(r.result).toMatchObject({ crew: 'CO-P1 Pilot1', flight: 'CO101', route: 'ZBAA–ZSSS', departure: '2026-12-01 02:00 UTC', arrival: '2026-12-01 04:30 UTC', departureUtc: '2026-12-01T02:00:00.000Z', departureZone: 'Asia/Shanghai', legNumber: 1 });
    expect(r.message).toContain('CO101');
    expect(r.message).toContain('ZBAA–ZSSS');
    expect(r.message).toContain('2026-12-01 02:00 UTC');
    ok(await next.assign(pilots[0]!));
    // as a SIC too, and the candidates of the overlapping leg say so before anyone tries
    refused(await b.assign(pilots[0]!, 'sic'), 400, KEY);
    const candidates = ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${b.id}/crewCandidates?role=pic` })) as { id: string; eligible: boolean; refusal?: { key: string; params: { flight: string } } }[];
    expect(candidates.find((c) => c.id === pilots[0])).toMatchObject({ eligible: false, refusal: { key: KEY, params: { flight: 'CO101' } } });
    expect(candidates.find((c) => c.id === pilots[1])).toMatchObject({ eligible: true });
  });

  it('positioning counts both ways; a declined assignment frees the pilot', async () => {
    const a = await legOn(2, '02:00', '04:30');
    const b = await legOn(2, '03:00', '05:00');
    ok(await a.assign(pilots[1]!, 'sic', true));
    refused(await b.assign(pilots[1]!, 'pic'), 400, KEY);
    refused(await b.assign(pilots[1]!, 'sic', true), 400, KEY);
    const list = ok(await post(`/trip/v1/legCrews/list`, { searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: a.id }] } })).list as { id: string }[];
    ok(await a.raw(`/trip/v1/legCrews/${list[0]!.id}/decline`, { reason: 'sick' }));
    ok(await b.assign(pilots[1]!, 'pic'));
  });
});

describe('moving a leg that has crew', () => {
  it('a leg edit or a Gantt move onto another leg of its crew is refused naming that leg; the leg stays', async () => {
    const a = await legOn(3, '02:00', '04:30', 'CO301');
    const c = await legOn(3, '06:00', '08:00');
    ok(await a.assign(pilots[2]!));
    ok(await c.assign(pilots[2]!, 'sic'));
    const edit = refused(await c.raw(`${LEGS}/${c.id}/edit`, { plannedDepartureUtc: '2026-12-03T04:00:00Z', plannedArrivalUtc: '2026-12-03T06:00:00Z' }), 400, KEY);
    expect(edit.result).toMatchObject({ flight: 'CO301', crew: 'CO-P3 Pilot3' });
    const move = refused(await c.raw(`${LEGS}/${c.id}/move`, { aircraftId: c.plane, plannedDepartureUtc: '2026-12-03T03:00:00Z' }), 400, KEY);
    expect(move.result).toMatchObject({ flight: 'CO301' });
    const leg = ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${c.id}` }));
    expect(leg.leg.plannedDepartureUtc).toBe('2026-12-03T06:00:00.000Z');
    // a move that keeps clear of the crew's other legs goes through
    ok(await c.raw(`${LEGS}/${c.id}/edit`, { plannedDepartureUtc: '2026-12-03T04:30:00Z', plannedArrivalUtc: '2026-12-03T06:30:00Z' }));
  });
});

describe('ferries the schedule moves', () => {
  it("a command that moves another trip's ferry onto a leg of the ferry's crew is refused naming that leg", async () => {
    // trip one ZBAA–ZSSS and trip two ZGGG–ZBAA on one aircraft: trip two gets a ferry ZSSS–ZGGG
    // arriving an hour before its departure (13:00); the ferry's pilot flies another aircraft 08:00–10:00
    const busy = await legOn(20, '08:00', '10:00', 'CO801');
    ok(await busy.assign(pilots[4]!));
    const plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-CO99', typeId })).id as string;
    const onPlane = async (dep: string, arr: string, off: string, on: string) => {
      const created: Trip = ok(await post(TRIPS, { customerId, legs: [legInput(dep, arr, 20, { off, on })] }));
      ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
      let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
      trip = ok(await post(`${LEGS}/${trip.legs[0]!.id}/evaluate`, { version: trip.version, result: 'pass' }));
      return ok(await post(`${LEGS}/${trip.legs[0]!.id}/assignAircraft`, { version: trip.version, aircraftId: plane })) as Trip & { ferryLegs: Trip['legs'] };
    };
    const one = await onPlane('ZBAA', 'ZSSS', '02:00', '04:30');
    let two = await onPlane('ZGGG', 'ZBAA', '14:00', '17:00');
    const ferry = two.ferryLegs[0]!;
    expect(Date.parse(ferry.plannedDepartureUtc)).toBeGreaterThan(Date.parse('2026-12-20T10:00:00Z'));
    two = ok(await post(`${LEGS}/${ferry.id}/crew`, { version: two.version, crewId: pilots[4], role: 'pic' }));
    // trip one now ends in Urumqi: the ferry to Guangzhou starts about four hours before 13:00
    const r = refused(await post(`${LEGS}/${one.legs[0]!.id}/edit`, { version: one.version, arrivalIcao: 'ZWWW', plannedArrivalUtc: '2026-12-20T06:30:00Z' }), 400, KEY);
    expect(r.result).toMatchObject({ flight: 'CO801', crew: 'CO-P5 Pilot5' });
    const after = ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${ferry.id}` }));
    expect(after.leg.plannedDepartureUtc).toBe(ferry.plannedDepartureUtc);
  });
});

describe('concurrency', () => {
  const legs: Awaited<ReturnType<typeof legOn>>[] = [];
  // 20 trips, each with one leg on its own aircraft, departing a minute apart
  beforeAll(async () => {
    for (let i = 0; i < 20; i++) legs.push(await legOn(10, `02:${String(i).padStart(2, '0')}`, `04:${String(30 + i).padStart(2, '0')}`));
  }, 300_000);

  it('20 concurrent assignments of one pilot to 20 mutually overlapping legs: one 200, nineteen 400 crewOverlap, no 5xx', { timeout: 120_000 }, async () => {
    const results = await Promise.all(legs.map((l) => l.assign(pilots[3]!)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(400)]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().key).toBe(KEY);
    const total = ok(await post('/trip/v1/legCrews/list', { searchParas: { logic: 'and', conditions: [{ name: 'crewId', op: 'eq', value: pilots[3] }] } })).totalNum;
    expect(total).toBe(1);
  });
});
