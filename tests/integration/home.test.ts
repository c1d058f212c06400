/**
 * The seat homes: each seat's cards for a fixed day (legs made through the trip services at fixed
 * times, the home built at a fixed "now"), the caller's data permissions on every card, another
 * company's data, and the route's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeAnswer, HomeCard } from '../../src/contract/home';
import type { Ctx } from '../../server/lib/context';
import { createEventRepository } from '../../server/modules/track/eventRepository';
import { ok } from '../support/expect';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';
import { aircraftFaults } from '../../server/db/schema';

const t = await createTestApp();
afterAll(async () => t.close());

const MIN = 60_000;
const AT = (hhmm: string) => Date.parse(`2026-12-10T${hhmm}:00Z`);
const NOW = AT('12:00');
const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const CONTROL_READ = ['tripMonitor:list', 'tripLeg:list', 'aircraft:list', 'dutyCheck:list', 'trip:list', 'intention:list'];

let admin = '';
let typeId = '';
let customerA = '';
let customerB = '';
let planes = 0;
let pairs = 0;
const ids: Record<string, string> = {};
const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload }).then(ok);
const legBody = (dep: number, arr: number) => ({ purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: new Date(dep).toISOString(), plannedArrivalUtc: new Date(arr).toISOString() });

/** A one-leg trip of `customerId`, received and evaluated, on a new aircraft of `ofType` (default: the first type). */
async function plannedLeg(customerId: string, dep: number, arr: number, ofType = typeId) {
  const plane = await post('/fleet/v1/aircraft', { tailNo: `B-HM${String(++planes).padStart(2, '0')}`, typeId: ofType });
  let trip = await post(TRIPS, { customerId, legs: [legBody(dep, arr)], confirm: true });
  trip = await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version });
  trip = await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version });
  const legId = trip.legs[0].id as string;
  const cmd = async (command: string, body: object = {}) => (trip = await post(`${LEGS}/${legId}/${command}`, { version: trip.version, ...body }));
  await cmd('evaluate', { result: 'pass' });
  await cmd('assignAircraft', { aircraftId: plane.id });
  return { legId, tripId: trip.id as string, aircraftId: plane.id as string, cmd };
}

/** A one-leg trip of `customerId`, released with an aircraft and two pilots of its own. */
async function releasedLeg(customerId: string, dep: number, arr: number): Promise<{ legId: string; tripId: string; aircraftId: string }> {
  const { legId, tripId, aircraftId, cmd } = await plannedLeg(customerId, dep, arr);
  await cmd('airworthiness', { value: 'airworthy' });
  await cmd('flightPlan', { attached: true });
  const pair = ++pairs;
  const pilot = async (role: string) => (await post('/crew/v1/crews', { workNo: `HM-${role}${pair}`, cnName: `HM ${role} ${pair}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id as string;
  await cmd('crew', { crewId: await pilot('PIC'), role: 'pic' });
  await cmd('crew', { crewId: await pilot('SIC'), role: 'sic' });
  await cmd('ready');
  await cmd('releaseDocuments', { attached: true });
  await cmd('release', { decision: 'release' });
  return { legId, tripId, aircraftId };
}

const seatId = async (token: string, keyName: string): Promise<string> => {
  const seats = ok(await t.call(token, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' })) as { id: string; keyName: string }[];
  return seats.find((s) => s.keyName === keyName)!.id;
};
const ctxOf = async (userName: string): Promise<Ctx> => ({ principal: await principalOf(t.database.db, t.app.services, userName), ip: '127.0.0.1' });
/** The cards of a user's seat at NOW (UTC day of 2026-12-10), by key. */
async function homeOf(userName: string, token: string, seat: string, now = NOW): Promise<Record<string, HomeCard>> {
  const answer: HomeAnswer = await t.app.services.home.cards(await ctxOf(userName), await seatId(token, seat), 'UTC', now);
  return Object.fromEntries(answer.cards.map((c) => [c.key, c]));
}
const rowIds = (c: HomeCard | undefined) => (c?.rows ?? []).map((r) => r.id);

beforeAll(async () => {
  admin = await t.signIn('admin');
  typeId = (await post('/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 })).list[0].id;
  customerA = (await post('/customer/v1/customers', { type: 1, name: 'Home Customer A' })).id;
  customerB = (await post('/customer/v1/customers', { type: 1, name: 'Home Customer B' })).id;
  // customer A: a leg released for 08:00-10:30 that never left (overdue red at 12:00, delayed)
  ids.overdue = (await releasedLeg(customerA, AT('08:00'), AT('10:30'))).legId;
  // customer A: a leg released for 11:30-14:00 whose takeoff the positions detected at 11:35
  const detected = await releasedLeg(customerA, AT('11:30'), AT('14:00'));
  ids.detected = detected.legId;
  const companyId = (await ctxOf('admin')).principal.companyId;
  await createEventRepository(t.database.db).propose({ companyId, legId: detected.legId, tripId: detected.tripId, aircraftId: detected.aircraftId, kind: 'takeoff', time: AT('11:35'), lat: 40.1, lon: 116.6, airportIcao: 'ZBAA', status: 'proposed' });
  // customer B: a trip not yet submitted, its leg 15:00-17:00 without aircraft or crew
  const draft = await post(TRIPS, { customerId: customerB, legs: [legBody(AT('15:00'), AT('17:00'))], confirm: true });
  ids.draftTrip = draft.id;
  ids.draftLeg = draft.legs[0].id;
  // customer A: an intention waiting for confirmation
  ids.intention = (await post('/trip/v1/intentions', { customerId: customerA, requestedLegs: [{ departureIcao: 'ZBAA', arrivalIcao: 'ZGGG', departureUtc: '2026-12-12T02:00:00Z' }] })).id;
}, 120_000);

describe('the seat homes', () => {
  it('operations control: the day’s movements, the overdue and delayed leg, the detected takeoff', async () => {
    const c = await homeOf('admin', admin, 'CONTROL');
    expect(Object.keys(c)).toEqual(['overdue', 'detected', 'delayed', 'stale', 'movements', 'aircraftStatus', 'melDue', 'dutyWarnings', 'flbToConfirm']);
    expect(c.overdue).toMatchObject({ count: 1, severity: 'danger', path: '/ykManage/tripMonitor' });
    expect(c.overdue!.rows[0]).toMatchObject({ id: ids.overdue, registration: 'B-HM01', route: 'ZBAA-ZSSS', time: '2026-12-10T10:30:00.000Z', level: 'red', tag: 'trip.legProgress.delayed', detail: 'Home Customer A', link: `/tripLegDetail?id=${ids.overdue}` });
    expect(rowIds(c.detected)).toEqual([ids.detected]);
    expect(c.detected!.rows[0]).toMatchObject({ time: '2026-12-10T11:35:00.000Z', tag: 'trip.legProgress.takeoffDetected' });
    expect(rowIds(c.delayed)).toEqual([ids.overdue]);
    expect(c.stale).toMatchObject({ count: 0, severity: 'ok', rows: [] });
    expect(c.movements!.count).toBe(3);
    expect(c.movements!.breakdown).toEqual({ toGo: 2, airborne: 1, landed: 0 });
    expect(c.dutyWarnings).toMatchObject({ count: 0, severity: 'ok' });
  });

  it('the clock moves the flags: before the day’s flying nothing is overdue or delayed', async () => {
    const c = await homeOf('admin', admin, 'CONTROL', AT('07:00'));
    expect(c.overdue!.count).toBe(0);
    expect(c.delayed!.count).toBe(0);
    expect(c.movements!.count).toBe(3);
    // the next day the overdue leg is still overdue (looked back a day), but no movement of that day
    const next = await homeOf('admin', admin, 'CONTROL', Date.parse('2026-12-11T09:00:00Z'));
    expect(rowIds(next.overdue)).toEqual([ids.overdue, ids.detected]);
    expect(next.movements!.count).toBe(0);
  });

  it('customer service: the intention to confirm and the trip to submit', async () => {
    const c = await homeOf('admin', admin, 'CUSTOMER_SERVICE');
    expect(Object.keys(c)).toEqual(['newIntentions', 'tripsToSubmit']);
    expect(c.newIntentions).toMatchObject({ count: 1, severity: 'info' });
    expect(c.newIntentions!.rows[0]).toMatchObject({ id: ids.intention, route: 'ZBAA-ZGGG', time: '2026-12-12T02:00:00.000Z', detail: 'Home Customer A' });
    expect(c.tripsToSubmit!.count).toBe(1);
    expect(c.tripsToSubmit!.rows[0]).toMatchObject({ id: ids.draftTrip, route: 'ZBAA-ZSSS', tag: 'trip.tripStatus.unconfirmed', link: `/tripSubmit?id=${ids.draftTrip}` });
  });

  it('crew: the leg without crew; fleet: aircraft out of service, counted within the company', async () => {
    const crew = await homeOf('admin', admin, 'CREW');
    expect(rowIds(crew.legsWithoutCrew)).toEqual([ids.draftLeg]);
    const fleet = await homeOf('admin', admin, 'FLEET');
    const before = fleet.aircraftStatus!.count;
    const aog = await post('/fleet/v1/aircraft', { tailNo: 'B-HMAOG', typeId });
    // the status follows an open AOG fault (the status commands)
    await post('/fleet/v1/faults', { aircraftId: aog.id, kind: 'aog', descriptionEn: 'Hydraulic leak', discoveredAt: new Date(Date.now() - 60_000).toISOString() });
    const after = (await homeOf('admin', admin, 'FLEET')).aircraftStatus!;
    expect(after.count).toBe(before + 1);
    expect(after.severity).toBe('danger');
    expect(after.rows).toContainEqual(expect.objectContaining({ id: aog.id, title: 'B-HMAOG', tag: 'resources.aircraftStatus.aog', level: 'red' }));
  });

  it('fleet: open MEL items due within 72 hours or overdue, soonest first; closed and later ones are not listed', async () => {
    const plane = await post('/fleet/v1/aircraft', { tailNo: 'B-HMMEL', typeId });
    const companyId = (await ctxOf('admin')).principal.companyId;
    const fault = (melItem: string, deadline: number, state = 'open') => ({ companyId, aircraftId: plane.id, kind: 'mel', melItem, melCategory: 'C', intervalDays: 10, descriptionZh: `保留项 ${melItem}`, descriptionEn: `Item ${melItem}`, discoveredAt: new Date(deadline - 10 * 24 * 3_600_000), deadlineAt: new Date(deadline), state });
    const before = (await homeOf('admin', admin, 'FLEET')).melDue!.count; // the demo fleet's own items
    await t.database.db.insert(aircraftFaults).values([fault('21-01', NOW + 30 * 3_600_000), fault('22-02', NOW - 3_600_000), fault('23-03', NOW + 100 * 3_600_000), fault('24-04', NOW + 3_600_000, 'closed')]);
    const c = (await homeOf('admin', admin, 'FLEET')).melDue!;
    expect(c).toMatchObject({ severity: 'danger', path: '/aircraftManage/faultMonitor' });
    expect(c.count).toBe(before + 2);
    expect(c.rows.filter((r) => r.title === 'B-HMMEL').map((r) => [r.title, r.registration, r.tag, r.level])).toEqual([
      ['B-HMMEL', '22-02 · C', 'home.mel.overdue', 'red'],
      ['B-HMMEL', '21-01 · C', 'home.mel.due', 'amber'],
    ]);
    expect(c.rows.find((r) => r.registration === '21-01 · C')).toMatchObject({ time: new Date(NOW + 30 * 3_600_000).toISOString(), detail: '保留项 21-01 / Item 21-01' });
    // another company sees none of it
    const other = await t.signIn(TENANT_B_ADMIN);
    const b = await homeOf(TENANT_B_ADMIN, other, 'FLEET');
    expect(b.melDue!.count).toBe(0);
  });

  it('crew: a pilot flagged by the duty-time engine on the day shows as a duty warning', async () => {
    // CCAR-121: 7:30 of flight time against a 9:00 limit is past the 80 % warning ratio (forced with a reason)
    const ownType = (await post('/fleet/v1/aircraftTypes', { code: 'HM-G650', name: 'G650' })).id;
    const day12 = (hhmm: string) => Date.parse(`2026-12-12T${hhmm}:00Z`);
    const { cmd } = await plannedLeg(customerA, day12('01:00'), day12('08:30'), ownType);
    const pilot = (await post('/crew/v1/crews', { workNo: 'HM-DUTY', cnName: 'HM duty', crewType: 'pilot', qualifiedTypeIds: [ownType] })).id as string;
    await cmd('crew', { crewId: pilot, role: 'pic', dutyForceReason: 'home test' });
    const c = await homeOf('admin', admin, 'CREW', day12('10:00'));
    expect(c.dutyWarnings).toMatchObject({ count: 1, severity: 'warning' });
    expect(c.dutyWarnings!.rows[0]).toMatchObject({ id: pilot, title: 'HM-DUTY HM duty', route: 'ZBAA-ZSSS', tag: 'dutyTime.check.flightTime', level: 'amber', link: '/crewManage/dutyPeriodCheck' });
    // a desk that may not see customer A's legs gets no duty warning from them
    const deskB = await userWithRole(t, admin, 'home-crew-b', ['tripLeg:list', 'dutyCheck:list'], { grants: [{ dimension: 'customer', mode: 'specific', values: [customerB] }], seatKey: 'CREW' });
    expect((await homeOf('home-crew-b', deskB, 'CREW', day12('10:00'))).dutyWarnings!.count).toBe(0);
  });

  it('crew: an assignment of the coming week that no longer holds (leave recorded over its leg) shows, within crew data permissions', async () => {
    const ownType = (await post('/fleet/v1/aircraftTypes', { code: 'HM-C680', name: 'C680' })).id;
    const day14 = (hhmm: string) => Date.parse(`2026-12-14T${hhmm}:00Z`);
    const { cmd } = await plannedLeg(customerA, day14('02:00'), day14('04:00'), ownType);
    const pilot = (await post('/crew/v1/crews', { workNo: 'HM-LEAVE', cnName: 'HM leave', crewType: 'pilot', qualifiedTypeIds: [ownType] })).id as string;
    const other = (await post('/crew/v1/crews', { workNo: 'HM-OTHER', cnName: 'HM other', crewType: 'pilot', qualifiedTypeIds: [ownType] })).id as string;
    await cmd('crew', { crewId: pilot, role: 'pic' });
    await cmd('crew', { crewId: other, role: 'sic' });
    const at = day14('00:00') - 2 * 86_400_000; // two days before: the leg is within the week ahead
    expect((await homeOf('admin', admin, 'CREW', at)).invalidAssignments).toMatchObject({ count: 0, severity: 'ok' });
    await post('/crew/v1/activities', { crewId: pilot, kind: 'leave', startUtc: new Date(day14('00:00')).toISOString(), endUtc: new Date(day14('12:00')).toISOString() });
    const c = await homeOf('admin', admin, 'CREW', at);
    expect(c.invalidAssignments).toMatchObject({ count: 1, severity: 'danger' });
    expect(c.invalidAssignments!.rows[0]).toMatchObject({ title: 'HM-LEAVE HM leave', route: 'ZBAA-ZSSS', tag: 'home.invalid.tag', level: 'red', link: `/crewManage/crewDetail?id=${pilot}` });
    // more than a week ahead: not yet the seat's work
    expect((await homeOf('admin', admin, 'CREW', day14('00:00') - 8 * 86_400_000)).invalidAssignments!.count).toBe(0);
    // a scheduler who sees only the other pilot does not see this one
    const onlyOther = await userWithRole(t, admin, 'home-crew-other', ['tripLeg:list', 'schedulePilot:list'], { grants: [{ dimension: 'crew', mode: 'specific', values: [other] }], seatKey: 'CREW' });
    expect((await homeOf('home-crew-other', onlyOther, 'CREW', at)).invalidAssignments!.count).toBe(0);
    // without a roster key, no card
    const noRoster = await userWithRole(t, admin, 'home-crew-noroster', ['tripLeg:list'], { seatKey: 'CREW' });
    expect(Object.keys(await homeOf('home-crew-noroster', noRoster, 'CREW', at))).not.toContain('invalidAssignments');
  });

  it('follows the caller’s data permissions: a desk limited to customer B sees none of customer A’s legs', async () => {
    const grants = (customerId: string) => [{ dimension: 'customer', mode: 'specific', values: [customerId] }];
    const deskA = await userWithRole(t, admin, 'home-desk-a', CONTROL_READ, { grants: grants(customerA), seatKey: 'CONTROL' });
    const deskB = await userWithRole(t, admin, 'home-desk-b', CONTROL_READ, { grants: grants(customerB), seatKey: 'CONTROL' });
    const a = await homeOf('home-desk-a', deskA, 'CONTROL');
    expect(rowIds(a.overdue)).toEqual([ids.overdue]);
    expect(a.movements!.count).toBe(2);
    const b = await homeOf('home-desk-b', deskB, 'CONTROL');
    expect(b.overdue!.count).toBe(0);
    expect(b.detected!.count).toBe(0);
    expect(rowIds(b.movements)).toEqual([ids.draftLeg]);
  });

  it('shows a card only with its screen’s view permission', async () => {
    const token = await userWithRole(t, admin, 'home-no-legs', ['aircraft:list'], { seatKey: 'CONTROL' });
    const c = await homeOf('home-no-legs', token, 'CONTROL');
    expect(Object.keys(c)).toEqual(['aircraftStatus']);
  });

  it('another company sees none of it', async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const c = await homeOf(TENANT_B_ADMIN, bravo, 'CONTROL');
    for (const key of ['overdue', 'detected', 'delayed', 'movements']) expect(c[key]!.count, key).toBe(0);
    const cs = await homeOf(TENANT_B_ADMIN, bravo, 'CUSTOMER_SERVICE');
    expect(cs.newIntentions!.count + cs.tripsToSubmit!.count).toBe(0);
  });

  it('the route answers the caller’s own seats only, and checks the time type', async () => {
    const seat = await seatId(admin, 'CONTROL');
    const res = await t.call(admin, { method: 'GET', url: `/account/v1/homeCards/${seat}?timeType=Beijing` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().result as HomeAnswer;
    expect(body.cards.map((c) => c.key)).toContain('overdue');
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(24 * 60 * MIN);
    expect(new Date(body.from).getUTCHours()).toBe(16);
    const bravo = await t.signIn(TENANT_B_ADMIN);
    expect((await t.call(bravo, { method: 'GET', url: `/account/v1/homeCards/${seat}` })).statusCode).toBe(403);
    expect((await t.call(admin, { method: 'GET', url: `/account/v1/homeCards/${seat}?timeType=Mars` })).statusCode).toBe(400);
    expect((await t.call(admin, { method: 'GET', url: '/account/v1/homeCards/not-a-uuid' })).statusCode).toBe(400);
    expect((await t.call(undefined, { method: 'GET', url: `/account/v1/homeCards/${seat}` })).statusCode).toBe(401);
  });
});
