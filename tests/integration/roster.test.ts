/**
 * Rosters: the window of one crew type (crew rows within data permissions, the legs still missing
 * a role of the roster, activities), publishing a period (a message per crew member whose
 * assignments changed, once; e-mail through the outbox), change marks after a publication, and
 * the keys the routes need.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraftTypes, crewActivities, crews, events, messageLogs, outbox, users } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';
const WINDOW = '/crew/v1/rosters/window';
const PUBLISH = '/crew/v1/rosters/publish';
const PUBLICATIONS = '/crew/v1/rosters/publications/list';
let admin = '';
let companyId = '';
let customerId = '';
let planeId = '';
const crew = { p1: '', p2: '', cabin: '', mechanic: '' };
const post = (url: string, payload: object, token = admin) => t.call(token, { method: 'POST', url, payload });

type Trip = { id: string; version: number; legs: { id: string }[] };
type Roster = {
  crewType: string;
  rows: { id: string; workNo: string; crewType: string }[];
  assignments: { id: string; legId: string; crewId: string; role: string }[];
  openLegs: { leg: { id: string; tripVersion: number }; tailNo: string; missing: string[] }[];
  activities: { crewId: string; kind: string }[];
  changed: string[];
  removed: { assignmentId: string; crewId: string; leg: { id: string } }[];
  zone: string;
  lastPublication: { id: string; fromDate: string; toDate: string } | null;
};
const W = { from: '2026-12-09T16:00:00Z', to: '2026-12-12T16:00:00Z' }; // Dec 10–12 in Beijing
const roster = async (crewType: string, token = admin): Promise<Roster> => ok(await post(WINDOW, { crewType, ...W }, token));

async function plannedTrip(days: number[]): Promise<Trip> {
  let trip: Trip = ok(await post(TRIPS, { customerId, legs: days.map((d, i) => legInput(i % 2 ? 'ZSSS' : 'ZBAA', i % 2 ? 'ZBAA' : 'ZSSS', d)), confirm: true }));
  trip = ok(await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version }));
  trip = ok(await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version }));
  for (const l of trip.legs) {
    trip = ok(await post(`${LEGS}/${l.id}/evaluate`, { version: trip.version, result: 'pass' }));
    trip = ok(await post(`${LEGS}/${l.id}/assignAircraft`, { version: trip.version, aircraftId: planeId }));
  }
  return trip;
}

let users_ = 0;
async function userWith(keys: string[], grants: object[] = []): Promise<string> {
  const n = ++users_;
  const role = ok(await post('/common/v1/sysRoles', { name: `Roster ${n}`, code: `ROSTER_${n}` }));
  ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: keys } }));
  if (grants.length > 0) {
    const again = ok(await t.call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
    ok(await t.call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/dataPermissions`, payload: { version: again.version, grants } }));
  }
  const seats = ok(await t.call(admin, { method: 'GET', url: '/common/v1/seats' }));
  ok(await post('/common/v1/sysUsers', { userName: `roster-${n}`, password: 'Demo-pass1', personName: 'Roster', roleIds: [role.id], seatIds: [seats[0].id] }));
  return t.signIn(`roster-${n}`);
}

let trip: Trip;
beforeAll(async () => {
  admin = await t.signIn('admin');
  companyId = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Roster customer' })).id;
  const type = ok(await post('/fleet/v1/aircraftTypes', { code: 'RS-G650', name: 'G650' })).id;
  // the type carries one cabin crew member and no engineer
  await t.database.db.update(aircraftTypes).set({ cabinCrewCount: 1, engineerCount: 0 }).where(eq(aircraftTypes.id, type));
  planeId = ok(await post('/fleet/v1/aircraft', { tailNo: 'B-RS01', typeId: type })).id;
  const make = async (workNo: string, body: object) => ok(await post('/crew/v1/crews', { workNo, cnName: workNo, nationality: 'CN', baseIcao: 'ZBAA', ...body })).id as string;
  crew.p1 = await make('RS-P1', { crewType: 'pilot', position: 'captain', qualifiedTypeIds: [type], email: 'rs-p1@demo.example' });
  crew.p2 = await make('RS-P2', { crewType: 'pilot', position: 'firstOfficer', qualifiedTypeIds: [type] });
  crew.cabin = await make('RS-C1', { crewType: 'cabin' });
  crew.mechanic = await make('RS-M1', { crewType: 'maintenance' });
  // P1's own account: the demo crew user
  const [own] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-crew'));
  await t.database.db.update(crews).set({ userId: own!.id }).where(eq(crews.id, crew.p1));
  trip = await plannedTrip([10, 11]);
  trip = ok(await post(`${LEGS}/${trip.legs[0]!.id}/crew`, { version: trip.version, crewId: crew.p1, role: 'pic' }));
  await t.database.db.insert(crewActivities).values({ companyId, crewId: crew.p2, kind: 'leave', startUtc: new Date('2026-12-12T00:00:00Z'), endUtc: new Date('2026-12-13T00:00:00Z') });
});

const mineOf = (r: Roster) => r.rows.filter((x) => x.workNo.startsWith('RS-')).map((x) => x.workNo);
const openOf = (r: Roster) => Object.fromEntries(r.openLegs.filter((l) => trip.legs.some((x) => x.id === l.leg.id)).map((l) => [trip.legs.findIndex((x) => x.id === l.leg.id), l.missing]));

describe('roster window', () => {
  it('answers the crew of one type, their assignments and activities, and the legs missing a role of the roster', async () => {
    const pilots = await roster('pilot');
    expect(pilots.crewType).toBe('pilot');
    expect(mineOf(pilots)).toEqual(['RS-P1', 'RS-P2']);
    expect(pilots.assignments.filter((a) => a.crewId === crew.p1).map((a) => a.legId)).toEqual([trip.legs[0]!.id]);
    expect(openOf(pilots)).toEqual({ 0: ['sic'], 1: ['pic', 'sic'] });
    expect(pilots.openLegs.find((l) => l.leg.id === trip.legs[0]!.id)!.tailNo).toBe('B-RS01');
    expect(pilots.activities.filter((a) => a.crewId === crew.p2).map((a) => a.kind)).toEqual(['leave']);
    expect(pilots.zone).toBe('Asia/Shanghai');
    expect(pilots.lastPublication).toBeNull();

    const cabin = await roster('cabin');
    expect(mineOf(cabin)).toEqual(['RS-C1']);
    expect(openOf(cabin)).toEqual({ 0: ['cabin'], 1: ['cabin'] });
    // the type carries no engineer: nothing is missing for maintenance
    expect(openOf(await roster('maintenance'))).toEqual({});
  });

  it('follows crew data permissions and the roster keys; another company sees nothing', async () => {
    const onlyP2 = await userWith(['schedulePilot:list'], [{ dimension: 'crew', mode: 'specific', values: [crew.p2] }]);
    const w = await roster('pilot', onlyP2);
    expect(w.rows.map((r) => r.id)).toEqual([crew.p2]);
    expect(w.assignments).toEqual([]);
    const cabinDesk = await userWith(['scheduleCabin:list']);
    refused(await post(WINDOW, { crewType: 'pilot', ...W }, cabinDesk), 403, 'error.insufficientAccess');
    expect(mineOf(await roster('cabin', cabinDesk))).toEqual(['RS-C1']);
    refused(await post(WINDOW, { crewType: 'pilot', ...W }, await userWith(['tripLeg:list'])), 403, 'error.insufficientAccess');
    const bravo = await roster('pilot', await t.signIn(TENANT_B_ADMIN));
    expect(mineOf(bravo)).toEqual([]);
    expect(openOf(bravo)).toEqual({});
    refused(await post(WINDOW, { crewType: 'pilots', ...W }), 400, 'error.requestParameter');
  });
});

describe('publishing', () => {
  const period = { crewType: 'pilot', fromDate: '2026-12-10', toDate: '2026-12-12' };
  const rosterEvents = () => t.database.db.select().from(events).where(and(eq(events.companyId, companyId), eq(events.functionCode, 'ROSTER_PUBLISH')));

  it('tells each crew member with assignments once; the same period again without changes sends nothing', async () => {
    const first = ok(await post(PUBLISH, { ...period, note: 'Week 50' }));
    expect(first).toMatchObject({ created: true, notified: 1, publication: { fromDate: '2026-12-10', toDate: '2026-12-12', zone: 'Asia/Shanghai', assignmentCount: 1, crewCount: 1, note: 'Week 50' } });
    const again = ok(await post(PUBLISH, period));
    expect(again).toMatchObject({ created: false, notified: 0, publication: { id: first.publication.id } });
    const written = await rosterEvents();
    expect(written.map((e) => e.payload)).toEqual([expect.objectContaining({ crewId: crew.p1, workNo: 'RS-P1', crewName: 'RS-P1', fromDate: '2026-12-10', toDate: '2026-12-12', legCount: 1, receiverUserIds: [expect.any(String)] })]);

    // the crew seat hears of it (site message), and e-mail goes through the outbox
    await t.database.db.update(users).set({ email: 'crew-seat@demo.example' }).where(eq(users.userName, 'demo-crew'));
    await t.app.services.publisher.dispatch(companyId);
    const crewSeat = await t.signIn('demo-crew');
    const messages = ok(await post('/message/v1/messageLogs/list', { pageSize: 100, searchParas: { logic: 'and', conditions: [{ name: 'functionCode', op: 'eq', value: 'ROSTER_PUBLISH' }] } }, crewSeat));
    expect(messages.list.length).toBe(1);
    const mails = await t.database.db.select().from(outbox).where(and(eq(outbox.companyId, companyId), eq(outbox.functionCode, 'ROSTER_PUBLISH')));
    const logged = await t.database.db.select().from(messageLogs).where(eq(messageLogs.functionCode, 'ROSTER_PUBLISH'));
    expect(mails.filter((m) => m.recipient === 'crew-seat@demo.example').map((m) => [m.channel, m.body.includes('2026-12-10 ~ 2026-12-12')])).toEqual([['email', true]]);
    // the mail goes to the crew member — their account and their own address — and to no one else on the crew seat
    expect(mails.map((m) => m.recipient).sort()).toEqual(['crew-seat@demo.example', 'rs-p1@demo.example']);
    expect(logged.length).toBeGreaterThan(0);

    const list = ok(await post(PUBLICATIONS, { crewType: 'pilot' }));
    expect(list.total).toBe(1);
    expect(list.list[0].id).toBe(first.publication.id);
  });

  it('marks assignments added since publication and ghosts removed ones; publishing again clears them and tells whoever changed', async () => {
    trip = ok(await post(`${LEGS}/${trip.legs[0]!.id}/crew`, { version: trip.version, crewId: crew.p2, role: 'sic' }));
    let w = await roster('pilot');
    const added = w.assignments.find((a) => a.crewId === crew.p2)!;
    expect(w.changed).toEqual([added.id]);
    expect(w.removed).toEqual([]);
    expect(w.lastPublication).toMatchObject({ fromDate: '2026-12-10', toDate: '2026-12-12' });

    const p1 = w.assignments.find((a) => a.crewId === crew.p1)!;
    trip = ok(await post(`/trip/v1/legCrews/${p1.id}/remove`, { version: trip.version }));
    w = await roster('pilot');
    expect(w.removed.map((r) => [r.assignmentId, r.crewId, r.leg.id])).toEqual([[p1.id, crew.p1, trip.legs[0]!.id]]);
    expect(openOf(w)).toEqual({ 0: ['pic'], 1: ['pic', 'sic'] });

    const next = ok(await post(PUBLISH, period));
    expect(next).toMatchObject({ created: true, notified: 2, publication: { assignmentCount: 1 } });
    expect((await rosterEvents()).length).toBe(3);
    w = await roster('pilot');
    expect(w.changed).toEqual([]);
    expect(w.removed).toEqual([]);
    expect(ok(await post(PUBLICATIONS, { crewType: 'pilot' })).total).toBe(2);
  });

  it('needs the roster publish key of the crew type and a valid period', async () => {
    refused(await post(PUBLISH, period, await userWith(['schedulePilot:list'])), 403, 'error.insufficientAccess');
    refused(await post(PUBLISH, period, await userWith(['scheduleCabin:publish', 'scheduleCabin:list'])), 403, 'error.insufficientAccess');
    const inverted = refused(await post(PUBLISH, { ...period, fromDate: '2026-12-12', toDate: '2026-12-10' }), 400, 'error.requestParameter');
    expect(inverted.result.fields.toDate.key).toBe('roster.error.period');
    refused(await post(PUBLISH, { ...period, toDate: '2027-03-01' }), 400, 'error.requestParameter');
    refused(await post(PUBLISH, { ...period, fromDate: '2026-02-30' }), 400, 'error.requestParameter');
    expect((await rosterEvents()).length).toBe(3);
  });
});

describe('assignments that no longer hold', () => {
  it('a medical recorded as expired after the assignment outlines it in the window, with the rule; fixed, it clears', async () => {
    const { crewDocuments } = await import('../../server/db/schema');
    const medical = ok(await post('/crew/v1/medicalTypes', { name: 'RS Class 1' })).id as string;
    const [row] = await t.database.db.insert(crewDocuments).values({ companyId, crewId: crew.p2, kind: 'medical', typeId: medical, docNo: 'RS-MED', dueDate: '2026-12-01' }).returning();
    try {
      const before = await roster('pilot');
      // P2 is the first leg's SIC (above)
      const mine = before.assignments.find((a) => a.crewId === crew.p2)!;
      expect(mine).toBeDefined();
      const invalid = (before as Roster & { invalid: { assignmentId: string; key: string; params: Record<string, unknown> }[] }).invalid;
      expect(invalid.find((f) => f.assignmentId === mine.id)).toMatchObject({ key: 'crewRecord.error.medicalExpired', params: { document: 'RS Class 1', dueDate: '2026-12-01' } });
      // the crew detail lists the same assignment under the crew member, with its leg
      const issues = ok(await t.call(admin, { method: 'GET', url: `/crew/v1/crews/${crew.p2}/assignmentIssues` }));
      expect(issues).toEqual([
        expect.objectContaining({ assignmentId: mine.id, legId: mine.legId, tripNumber: expect.any(String), departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', key: 'crewRecord.error.medicalExpired' }),
      ]);
      expect(ok(await t.call(admin, { method: 'GET', url: `/crew/v1/crews/${crew.p1}/assignmentIssues` }))).toEqual([]);
      // another company's administrator cannot read it
      refused(await t.call(await t.signIn(TENANT_B_ADMIN), { method: 'GET', url: `/crew/v1/crews/${crew.p2}/assignmentIssues` }), 404, 'error.notFound');
      await t.database.db.update(crewDocuments).set({ dueDate: '2027-12-01' }).where(eq(crewDocuments.id, row!.id));
      const after = (await roster('pilot')) as Roster & { invalid: { assignmentId: string }[] };
      expect(after.invalid.some((f) => f.assignmentId === mine.id)).toBe(false);
      expect(ok(await t.call(admin, { method: 'GET', url: `/crew/v1/crews/${crew.p2}/assignmentIssues` }))).toEqual([]);
    } finally {
      await t.database.db.delete(crewDocuments).where(eq(crewDocuments.id, row!.id));
    }
  });
});
