/**
 * The crew records on legs: an assignment (and an acceptance) is refused when a required licence,
 * medical or type ability is expired or not yet effective through the leg (named, with its date), or
 * when leave, rest or official business overlaps it; near expiry and missing records (the `recorded`
 * check) warn, in the assign answer and on the candidates; `strict` refuses a missing record; cabin
 * crew need a medical; a foreign pilot stays off closed airports; another company's records never count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewActivities, crewAbilities, crewDocuments, crews, crewSettings } from '../../server/db/schema';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { ok, refused } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());
const db = t.database.db;

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
let admin = '';
let customerId = '';
let planeId = '';
let typeId = '';
let companyId = '';
const types = { atpl: '', rating: '', class1: '' };
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });

type Trip = { id: string; version: number; legs: { id: string; hasCrew: boolean }[]; warnings?: { key: string; params: Record<string, string | number> }[] };
type Candidate = { id: string; eligible: boolean; refusal?: { key: string; params?: Record<string, string | number> }; warnings?: { key: string; params: Record<string, string | number> }[] };

let day = 0;
/** A leg with the aircraft on its own day of December 2026 (times UTC). */
async function leg(times: { off?: string; on?: string } = {}, dep = 'ZBAA', arr = 'ZSSS', plane = () => planeId) {
  day += 1;
  const created: Trip = ok(await post(TRIPS, { customerId, legs: [legInput(dep, arr, day, times)] }));
  ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
  let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
  const legId = trip.legs[0]!.id;
  trip = ok(await post(`${LEGS}/${legId}/evaluate`, { version: trip.version, result: 'pass' }));
  trip = ok(await post(`${LEGS}/${legId}/assignAircraft`, { version: trip.version, aircraftId: plane() }));
  const assign = async (crewId: string, role: string) => {
    const res = await post(`${LEGS}/${legId}/crew`, { version: trip.version, crewId, role });
    if (res.statusCode === 200) trip = res.json().result;
    return res;
  };
  const candidates = async (role: string) => new Map((ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${legId}/crewCandidates?role=${role}` })) as Candidate[]).map((c) => [c.id, c]));
  return { legId, assign, candidates, date: `2026-12-${String(day).padStart(2, '0')}`, trip: () => trip, setTrip: (x: Trip) => (trip = x) };
}

let seq = 0;
/** A crew member based at ZBAA (Asia/Shanghai), qualified on the type. */
async function member(crewType = 'pilot', extra: object = {}): Promise<string> {
  seq += 1;
  return ok(await post('/crew/v1/crews', { workNo: `RC-${seq}`, cnName: `RC ${seq}`, crewType, nationality: 'CN', baseIcao: 'ZBAA', ...(crewType === 'pilot' ? { qualifiedTypeIds: [typeId] } : {}), ...extra })).id;
}

const doc = (crewId: string, kind: 'licence' | 'medical' | 'security', typeIdOf: string, dates: { effectiveDate?: string; dueDate?: string | null }, docNo = 'N-1') =>
  db.insert(crewDocuments).values({ companyId, crewId, kind, typeId: typeIdOf, docNo, effectiveDate: dates.effectiveDate ?? null, dueDate: dates.dueDate ?? null });
/** A pilot with a valid licence, medical and type ability unless given otherwise. */
async function pilot(over: { licence?: string | null; medical?: string | null; ability?: string | null } = {}) {
  const id = await member();
  if (over.licence !== null) await doc(id, 'licence', types.atpl, { dueDate: over.licence ?? '2030-01-01' }, 'ATPL-1');
  if (over.medical !== null) await doc(id, 'medical', types.class1, { dueDate: over.medical ?? '2030-01-01' }, 'MED-1');
  if (over.ability !== null) await db.insert(crewAbilities).values({ companyId, crewId: id, aircraftTypeId: typeId, ability: 'captain', dueDate: over.ability ?? '2030-01-01' });
  return id;
}

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Records Customer' })).id;
  typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'RC-G650', name: 'Gulfstream RC' })).id;
  planeId = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-RC01', typeId })).id;
  types.atpl = ok(await post('/crew/v1/licenceTypes', { name: 'RC ATPL' })).id;
  types.rating = ok(await post('/crew/v1/licenceTypes', { name: 'RC G650 rating', aircraftType: 'RC-G650' })).id;
  types.class1 = ok(await post('/crew/v1/medicalTypes', { name: 'RC Class 1', promptDay: 30 })).id;
  const probe = await member();
  companyId = (await db.select({ c: crews.companyId }).from(crews).where(eq(crews.id, probe)))[0]!.c;
});

describe('documents', () => {
  it('an expired medical refuses, naming the document and its due date; the candidates say the same', async () => {
    const l = await leg();
    const id = await pilot({ medical: '2026-11-30' });
    const r = refused(await l.assign(id, 'pic'), 400, 'crewRecord.error.medicalExpired');
    expect(r.result).toMatchObject({ document: 'RC Class 1', number: 'MED-1', dueDate: '2026-11-30' });
    expect(r.message).toContain('RC Class 1');
    expect(r.message).toContain('2026-11-30');
    expect((await l.candidates('pic')).get(id)).toMatchObject({ eligible: false, refusal: { key: 'crewRecord.error.medicalExpired', params: { dueDate: '2026-11-30' } } });
  });

  it('an expired licence, an expired type ability (no type licence) refuse', async () => {
    const l = await leg();
    refused(await l.assign(await pilot({ licence: '2026-11-01' }), 'sic'), 400, 'crewRecord.error.licenceExpired');
    const r = refused(await l.assign(await pilot({ ability: '2026-11-15' }), 'sic'), 400, 'crewRecord.error.abilityExpired');
    expect(r.result).toMatchObject({ dueDate: '2026-11-15' });
    expect(String(r.result.document)).toContain('Gulfstream RC');
  });

  it('a type licence for the aircraft type stands in for the ability; one for another type does not', async () => {
    const l = await leg();
    const rated = await pilot({ ability: null });
    await doc(rated, 'licence', types.rating, { dueDate: '2030-01-01' }, 'TR-1');
    ok(await l.assign(rated, 'sic'));
    const l2 = await leg();
    const noType = await pilot({ ability: null });
    // recorded: the missing type rating warns
    const trip: Trip = ok(await l2.assign(noType, 'sic'));
    expect(trip.warnings?.map((w) => w.key)).toContain('crewRecord.warning.typeRatingMissing');
    expect(trip.warnings?.find((w) => w.key === 'crewRecord.warning.typeRatingMissing')?.params).toEqual({ aircraftType: 'Gulfstream RC' });
  });

  it('not yet effective on the departure day refuses with the effective date', async () => {
    const l = await leg();
    const id = await pilot({ medical: null });
    await doc(id, 'medical', types.class1, { effectiveDate: '2026-12-31', dueDate: '2027-12-31' });
    const r = refused(await l.assign(id, 'pic'), 400, 'crewRecord.error.notYetEffective');
    expect(r.result).toMatchObject({ effectiveDate: '2026-12-31', document: 'RC Class 1' });
  });

  it('an overnight leg (in the base zone) needs the document through its arrival day', async () => {
    // 14:00–18:00 UTC is 22:00 on the day to 02:00 the next day in Asia/Shanghai
    const l = await leg({ off: '14:00', on: '18:00' });
    const id = await pilot({ medical: l.date });
    const r = refused(await l.assign(id, 'pic'), 400, 'crewRecord.error.medicalExpired');
    expect(r.result.dueDate).toBe(l.date);
    // a leg landing the same local day passes
    const l2 = await leg({ off: '01:00', on: '03:00' });
    ok(await l2.assign(await pilot({ medical: l2.date }), 'pic'));
  });

  it('near expiry warns: in the assign answer and on the candidate, who stays eligible', async () => {
    const l = await leg();
    const due = `2026-12-${String(day + 10).padStart(2, '0')}`;
    const id = await pilot({ medical: due });
    const candidate = (await l.candidates('pic')).get(id)!;
    expect(candidate.eligible).toBe(true);
    expect(candidate.warnings).toEqual([{ key: 'crewRecord.warning.medicalNearExpiry', params: { document: 'RC Class 1', number: 'MED-1', dueDate: due, daysLeft: 10 } }]);
    const trip: Trip = ok(await l.assign(id, 'pic'));
    expect(trip.warnings?.[0]).toMatchObject({ key: 'crewRecord.warning.medicalNearExpiry' });
    expect(trip.legs[0]).toBeDefined();
  });

  it('an acceptance is refused once the document has expired since the assignment', async () => {
    const l = await leg();
    const id = await pilot();
    ok(await l.assign(id, 'pic'));
    await db.update(crewDocuments).set({ dueDate: '2026-11-01' }).where(eq(crewDocuments.crewId, id));
    const list = ok(await post('/trip/v1/legCrews/list', { pageSize: 10, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: l.legId }] } })).list as { id: string }[];
    const r = refused(await post(`/trip/v1/legCrews/${list[0]!.id}/accept`, { version: l.trip().version }), 400, 'crewRecord.error.licenceExpired');
    expect(r.result.dueDate).toBe('2026-11-01');
  });

  it('cabin crew need a medical', async () => {
    const l = await leg();
    const cabin = await member('cabin');
    await doc(cabin, 'medical', types.class1, { dueDate: '2026-11-20' });
    refused(await l.assign(cabin, 'cabin'), 400, 'crewRecord.error.medicalExpired');
    const fine = await member('cabin');
    await doc(fine, 'medical', types.class1, { dueDate: '2030-01-01' });
    ok(await l.assign(fine, 'cabin'));
  });
});

describe('leave and other activities', () => {
  it('leave, rest and official business overlapping the leg refuse (times readable); training and standby do not', async () => {
    const l = await leg();
    const at = (h: string) => new Date(`${l.date}T${h}:00Z`);
    const blocked = async (kind: 'leave' | 'rest' | 'officialBusiness', key: string) => {
      const id = await pilot();
      await db.insert(crewActivities).values({ companyId, crewId: id, kind, startUtc: at('00:00'), endUtc: at('03:00') });
      const r = refused(await l.assign(id, 'sic'), 400, key);
      expect(r.result).toMatchObject({ from: `${l.date} 00:00 UTC`, to: `${l.date} 03:00 UTC`, fromUtc: `${l.date}T00:00:00.000Z` });
    };
    await blocked('leave', 'crewRecord.error.onLeave');
    await blocked('rest', 'crewRecord.error.onRest');
    await blocked('officialBusiness', 'crewRecord.error.onOfficialBusiness');
    // ending at departure (02:00) does not overlap
    const touching = await pilot();
    await db.insert(crewActivities).values({ companyId, crewId: touching, kind: 'leave', startUtc: at('00:00'), endUtc: at('02:00') });
    expect((await l.candidates('sic')).get(touching)).toMatchObject({ eligible: true });
    for (const kind of ['training', 'standby'] as const) {
      const id = await pilot();
      await db.insert(crewActivities).values({ companyId, crewId: id, kind, startUtc: at('00:00'), endUtc: at('10:00') });
      expect((await l.candidates('sic')).get(id)).toMatchObject({ eligible: true });
    }
  });
});

describe('the operator', () => {
  it('recorded (default): no record warns; strict: no record refuses', async () => {
    const l = await leg();
    const bare = await member();
    const trip: Trip = ok(await l.assign(bare, 'pic'));
    expect(trip.warnings?.map((w) => w.key)).toEqual(['crewRecord.warning.licenceMissing', 'crewRecord.warning.medicalMissing', 'crewRecord.warning.typeRatingMissing']);
    await db.insert(crewSettings).values({ companyId, documentCheck: 'strict' });
    try {
      const l2 = await leg();
      refused(await l2.assign(await member(), 'pic'), 400, 'crewRecord.error.licenceMissing');
      ok(await l2.assign(await pilot(), 'pic'));
    } finally {
      await db.delete(crewSettings).where(eq(crewSettings.companyId, companyId));
    }
  });

  it('a foreign pilot with valid records is still refused on a leg to a closed airport', async () => {
    const current = ok(await t.call(admin, { method: 'GET', url: '/base/v1/airports/ZSPD' }));
    ok(await t.call(admin, { method: 'PUT', url: '/base/v1/airports/ZSPD', payload: { ...(current.version ? { version: current.version } : {}), isOpen: false } }));
    const l = await leg({}, 'ZBAA', 'ZSPD');
    const foreign = await member('pilot', { nationality: 'US' });
    refused(await l.assign(foreign, 'sic'), 400, 'trip.error.foreignPilotClosedAirport');
    ok(await l.assign(await pilot(), 'sic'));
  });

  it("another company's records never count, and its crew are never candidates", async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const theirs = ok(await post('/crew/v1/crews', { workNo: 'RC-B1', cnName: 'Bravo pilot', crewType: 'pilot' }, bravo)).id as string;
    const bravoCompany = (await db.select({ c: crews.companyId }).from(crews).where(eq(crews.id, theirs)))[0]!.c;
    const l = await leg();
    const ours = await pilot();
    // a stray row of company B naming our crew member (and an expired one): not ours, not read
    await db.insert(crewDocuments).values({ companyId: bravoCompany, crewId: ours, kind: 'medical', typeId: types.class1, docNo: 'B', dueDate: '2026-01-01' });
    await db.insert(crewActivities).values({ companyId: bravoCompany, crewId: ours, kind: 'leave', startUtc: new Date(`${l.date}T00:00:00Z`), endUtc: new Date(`${l.date}T23:00:00Z`) });
    const candidates = await l.candidates('pic');
    expect(candidates.get(ours)).toMatchObject({ eligible: true });
    expect(candidates.get(ours)?.warnings).toBeUndefined();
    expect(candidates.has(theirs)).toBe(false);
    ok(await l.assign(ours, 'pic'));
  });
});

describe('a leg that changes under its crew', () => {
  const REFUSED = 'trip.error.assignedCrewRefused';
  let plane = '';
  const later = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  beforeAll(async () => {
    plane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-RC02', typeId })).id;
  });
  const workNoOf = async (id: string) => (await db.select({ w: crews.workNo, n: crews.cnName }).from(crews).where(eq(crews.id, id)))[0]!;

  it("new times past a document's due date or onto leave are refused, naming the crew member and the rule; the leg stays", async () => {
    const l = await leg({}, 'ZBAA', 'ZSSS', () => plane);
    const id = await pilot({ medical: l.date });
    ok(await l.assign(id, 'pic'));
    const edit = (date: string) =>
      post(`${LEGS}/${l.legId}/edit`, { version: l.trip().version, plannedDepartureUtc: `${date}T02:00:00Z`, plannedArrivalUtc: `${date}T04:30:00Z` });
    const r = refused(await edit(later(l.date, 2)), 400, REFUSED);
    const who = await workNoOf(id);
    expect(r.result).toMatchObject({ crew: `${who.w} ${who.n}`, legNumber: 1, reason: 'crewRecord.error.medicalExpired', document: 'RC Class 1', dueDate: l.date });
    expect(r.message).toContain(who.w);
    expect(r.message).toContain(l.date);
    expect(r.message).not.toContain('$t(');
    // the Gantt's move is the same command
    refused(await post(`${LEGS}/${l.legId}/move`, { version: l.trip().version, aircraftId: plane, plannedDepartureUtc: `${later(l.date, 2)}T02:00:00Z` }), 400, REFUSED);
    const kept = ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${l.legId}` }));
    expect(kept.leg.plannedDepartureUtc).toBe(`${l.date}T02:00:00.000Z`);
    // within the document's validity the change goes through
    l.setTrip(ok(await post(`${LEGS}/${l.legId}/edit`, { version: l.trip().version, plannedDepartureUtc: `${l.date}T03:00:00Z`, plannedArrivalUtc: `${l.date}T05:00:00Z` })));
    // leave recorded after the assignment: moving the leg onto it is refused
    const sic = await pilot();
    ok(await l.assign(sic, 'sic'));
    await db.insert(crewActivities).values({ companyId, crewId: sic, kind: 'leave', startUtc: new Date(`${l.date}T06:00:00Z`), endUtc: new Date(`${l.date}T12:00:00Z`) });
    const onLeave = refused(
      await post(`${LEGS}/${l.legId}/edit`, { version: l.trip().version, plannedDepartureUtc: `${l.date}T07:00:00Z`, plannedArrivalUtc: `${l.date}T09:00:00Z` }),
      400,
      REFUSED,
    );
    expect(onLeave.result).toMatchObject({ reason: 'crewRecord.error.onLeave', from: `${l.date} 06:00 UTC` });
  });

  it('another aircraft of a type the pilots are not rated on is refused; a declined assignment is not judged', async () => {
    const otherType = ok(await post('/fleet/v1/aircraftTypes', { code: 'RC-C56X', name: 'Citation RC' })).id;
    const otherPlane = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-RC56', typeId: otherType })).id;
    const l = await leg({ off: '08:00', on: '10:00' }, 'ZBAA', 'ZSSS', () => plane);
    const id = await pilot();
    ok(await l.assign(id, 'pic'));
    const move = () => post(`${LEGS}/${l.legId}/move`, { version: l.trip().version, aircraftId: otherPlane, plannedDepartureUtc: `${l.date}T08:00:00Z` });
    const r = refused(await move(), 400, REFUSED);
    expect(r.result).toMatchObject({ reason: 'trip.error.crewNotQualified' });
    const list = ok(await post('/trip/v1/legCrews/list', { pageSize: 10, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: l.legId }] } })).list as { id: string }[];
    l.setTrip(ok(await post(`/trip/v1/legCrews/${list[0]!.id}/decline`, { version: l.trip().version, reason: 'swap' })));
    ok(await move());
  });
});

describe('crew complement of the aircraft type', () => {
  it('a type carrying a cabin attendant and an engineer is crewed only with them; 0 keeps PIC + SIC', async () => {
    const bigType = ok(await post('/fleet/v1/aircraftTypes', { code: 'RC-GL75', name: 'Global RC', cabinCrewCount: 1, engineerCount: 1 }));
    expect(bigType).toMatchObject({ cabinCrewCount: 1, engineerCount: 1 });
    const plain = ok(await t.call(admin, { method: 'GET', url: `/fleet/v1/aircraftTypes/${typeId}` }));
    expect(plain).toMatchObject({ cabinCrewCount: 0, engineerCount: 0 });
    refused(await post('/fleet/v1/aircraftTypes', { code: 'RC-BAD', name: 'Bad', cabinCrewCount: -1 }), 400, 'error.requestParameter');
    const big = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-RC75', typeId: bigType.id })).id as string;
    day += 1;
    const created: Trip = ok(await post(TRIPS, { customerId, legs: [legInput('ZBAA', 'ZSSS', day)] }));
    ok(await post(`${TRIPS}/${created.id}/submit`, { version: 1 }));
    let trip: Trip = ok(await post(`${TRIPS}/${created.id}/receive`, { version: 2 }));
    const legId = trip.legs[0]!.id;
    const cmd = async (url: string, body: object) => (trip = ok(await post(url, { version: trip.version, ...body })));
    await cmd(`${LEGS}/${legId}/evaluate`, { result: 'pass' });
    await cmd(`${LEGS}/${legId}/assignAircraft`, { aircraftId: big });
    const rated = async () => {
      const id = await member('pilot', { qualifiedTypeIds: [bigType.id] });
      return id;
    };
    await cmd(`${LEGS}/${legId}/crew`, { crewId: await rated(), role: 'pic' });
    await cmd(`${LEGS}/${legId}/crew`, { crewId: await rated(), role: 'sic' });
    expect(trip.legs[0]!.hasCrew).toBe(false);
    await cmd(`${LEGS}/${legId}/crew`, { crewId: await member('cabin'), role: 'cabin' });
    expect(trip.legs[0]!.hasCrew).toBe(false);
    await cmd(`${LEGS}/${legId}/crew`, { crewId: await member('maintenance'), role: 'maintenance' });
    expect(trip.legs[0]!.hasCrew).toBe(true);
    const detail = ok(await t.call(admin, { method: 'GET', url: `${LEGS}/${legId}` }));
    expect(detail.aircraft).toMatchObject({ cabinCrewCount: 1, engineerCount: 1 });
  });

  it('a crewed leg moved onto a type carrying a cabin attendant is no longer crewed by its two pilots; back, it is again', async () => {
    const cabinType = ok(await post('/fleet/v1/aircraftTypes', { code: 'RC-F7X', name: 'Falcon RC', cabinCrewCount: 1 })).id as string;
    const falcon = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-RC7X', typeId: cabinType })).id as string;
    const l = await leg({ off: '10:00', on: '12:00' });
    for (const role of ['pic', 'sic']) ok(await l.assign(await member('pilot', { qualifiedTypeIds: [typeId, cabinType] }), role));
    expect(l.trip().legs[0]!.hasCrew).toBe(true);
    const move = async (aircraftId: string) => {
      l.setTrip(ok(await post(`${LEGS}/${l.legId}/move`, { version: l.trip().version, aircraftId, plannedDepartureUtc: `${l.date}T10:00:00Z`, confirm: true })));
      return l.trip().legs[0]!.hasCrew;
    };
    expect(await move(falcon)).toBe(false);
    const logs = ok(await post('/trip/v1/legLogs/list', { pageSize: 50, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: l.legId }] } })).list as { command: string }[];
    expect(logs.map((x) => x.command)).toContain('crewComplement');
    expect(await move(planeId)).toBe(true);
  });
});

describe('the Gantt crew view', () => {
  it('answers the activities of the crew rows meeting the window', async () => {
    const id = await pilot();
    await db.insert(crewActivities).values([
      { companyId, crewId: id, kind: 'leave', startUtc: new Date('2026-12-20T00:00:00Z'), endUtc: new Date('2026-12-22T00:00:00Z') },
      { companyId, crewId: id, kind: 'standby', startUtc: new Date('2026-12-21T00:00:00Z'), endUtc: new Date('2026-12-21T08:00:00Z'), place: 'ZBAA' },
      { companyId, crewId: id, kind: 'training', startUtc: new Date('2027-02-01T00:00:00Z'), endUtc: new Date('2027-02-02T00:00:00Z') },
    ]);
    const w = ok(await post('/trip/v1/gantt/crewWindow', { from: '2026-12-21T00:00:00Z', to: '2026-12-23T00:00:00Z', crewTypes: ['pilot'] }));
    const mine = (w.activities as { crewId: string; kind: string; place: string | null }[]).filter((a) => a.crewId === id);
    expect(mine.map((a) => [a.kind, a.place])).toEqual([
      ['leave', null],
      ['standby', 'ZBAA'],
    ]);
  });
});
