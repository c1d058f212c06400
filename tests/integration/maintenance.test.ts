/**
 * Maintenance plans: CRUD with the window and cycle rules, confirmation (the item done, the next
 * one by the cycle, the status refreshed), cancel, the maintenance status per aircraft, another
 * company's items (404), and the minute job moving aircraft into and out of scheduled maintenance
 * as windows start and end (safe when two processes run it at once).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAll } from '../../server/modules/fleet/statusService';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const PLANS = '/fleet/v1/maintenancePlans';
const H = 3_600_000;
const D = 24 * H;
let admin = '';
let typeId = '';
const call = (opts: InjectOptions, token = admin) => t.call(token, opts);
const post = async (url: string, payload: object, token = admin) => ok(await call({ method: 'POST', url, payload }, token));
const get = async (url: string) => ok(await call({ method: 'GET', url }));
const status = (res: LightMyRequestResponse, code: number, key?: string) => {
  expect(res.statusCode, res.body).toBe(code);
  if (key) expect(res.json().key).toBe(key);
  return res.json();
};
const iso = (ms: number) => new Date(ms).toISOString();
let tail = 0;
const plane = async (): Promise<{ id: string; tailNo: string }> => post('/fleet/v1/aircraft', { tailNo: `B-MT${String(++tail).padStart(2, '0')}`, typeId });
const aircraftStatus = async (id: string) => (await get(`/fleet/v1/aircraft/${id}`)).status as string;
const history = async (id: string) => (await get(`/fleet/v1/aircraft/${id}/statusHistory`)) as { fromStatus: string; toStatus: string; cause: string; planId: string | null; author: string }[];

beforeAll(async () => {
  admin = await t.signIn('admin');
  typeId = (await post('/fleet/v1/aircraftTypes', { code: 'MT-G650', name: 'G650' })).id;
});

describe('plans and confirmations', () => {
  it('a window covering now puts the aircraft in scheduled maintenance; confirming plans the next one by the cycle and returns it to service', async () => {
    const p = await plane();
    const start = Date.now() - 2 * H;
    const plan = await post(PLANS, { aircraftId: p.id, name: 'A-check', level: 'A', position: 'ZBAA', plannedStart: iso(start), plannedEnd: iso(start + 26 * H), cycleValue: 30, cycleUnit: 'days', needsFe: true });
    expect(plan).toMatchObject({ tailNo: p.tailNo, state: 'planned', needsFe: true, version: 1 });
    expect(await aircraftStatus(p.id)).toBe('maintenance');

    const doneAt = Date.now() - H;
    const answer = await post(`${PLANS}/${plan.id}/confirm`, { version: 1, doneBy: 'Line maintenance', doneAt: iso(doneAt), note: 'All tasks done' });
    expect(answer.plan).toMatchObject({ id: plan.id, state: 'done', version: 2 });
    expect(answer.confirmation).toMatchObject({ planId: plan.id, aircraftId: p.id, doneBy: 'Line maintenance', doneAt: iso(doneAt), nextPlanId: answer.next.id });
    expect(answer.next).toMatchObject({ name: 'A-check', state: 'planned', plannedStart: iso(doneAt + 30 * D), plannedEnd: iso(doneAt + 30 * D + 26 * H), cycleValue: 30, needsFe: true });
    expect(await aircraftStatus(p.id)).toBe('airworthy');
    expect((await history(p.id)).map((h) => [h.fromStatus, h.toStatus, h.cause, h.planId])).toEqual([
      ['maintenance', 'airworthy', 'maintenanceEnded', plan.id],
      ['airworthy', 'maintenance', 'maintenanceChanged', plan.id],
    ]);
    expect(await get(`${PLANS}/${plan.id}/confirmations`)).toEqual([expect.objectContaining({ id: answer.confirmation.id })]);
    // files attach to the confirmation
    expect((await get(`/file/v1/attachments/maintenanceConfirmation/${answer.confirmation.id}`)).list).toEqual([]);

    status(await call({ method: 'POST', url: `${PLANS}/${plan.id}/confirm`, payload: { version: 2, doneBy: 'x', doneAt: iso(doneAt) } }), 409, 'maintenance.error.notPlanned');
    status(await call({ method: 'POST', url: `${PLANS}/${answer.next.id}/confirm`, payload: { version: 9, doneBy: 'x', doneAt: iso(doneAt) } }), 412, 'error.dataChanged');
  });

  it('a cycle in hours without flown legs has no estimate (no next item); cancel; edits and deletes refresh the status', async () => {
    const p = await plane();
    const plan = await post(PLANS, { aircraftId: p.id, name: '100 h check', plannedStart: iso(Date.now() - 5 * D), plannedEnd: iso(Date.now() - 4 * D), cycleValue: 100, cycleUnit: 'hours' });
    const answer = await post(`${PLANS}/${plan.id}/confirm`, { version: 1, doneBy: 'x', doneAt: iso(Date.now() - 4 * D) });
    expect(answer.next).toBeNull();

    const later = await post(PLANS, { aircraftId: p.id, name: 'Weekly', plannedStart: iso(Date.now() + D), plannedEnd: iso(Date.now() + 2 * D) });
    const moved = ok(await call({ method: 'PUT', url: `${PLANS}/${later.id}`, payload: { version: 1, plannedStart: iso(Date.now() - H) } }));
    expect(moved.version).toBe(2);
    expect(await aircraftStatus(p.id)).toBe('maintenance');
    status(await call({ method: 'PUT', url: `${PLANS}/${later.id}`, payload: { version: 1, name: 'stale' } }), 412);
    const cancelled = await post(`${PLANS}/${later.id}/cancel`, { version: 2, note: 'Hangar unavailable' });
    expect(cancelled).toMatchObject({ state: 'cancelled', note: 'Hangar unavailable' });
    expect(await aircraftStatus(p.id)).toBe('airworthy');
    status(await call({ method: 'POST', url: `${PLANS}/${later.id}/cancel`, payload: { version: 3 } }), 409, 'maintenance.error.notPlanned');

    const again = await post(PLANS, { aircraftId: p.id, name: 'Now', plannedStart: iso(Date.now() - H), plannedEnd: iso(Date.now() + H) });
    expect(await aircraftStatus(p.id)).toBe('maintenance');
    expect(ok(await call({ method: 'DELETE', url: PLANS, payload: [again.id] }))).toEqual({ deleted: 1 });
    expect(await aircraftStatus(p.id)).toBe('airworthy');
  });

  it('window and cycle rules → 400 on the field', async () => {
    const p = await plane();
    const base = { aircraftId: p.id, name: 'x', plannedStart: iso(Date.now() + D), plannedEnd: iso(Date.now() + 2 * D) };
    const key = async (body: object, field: string) => status(await call({ method: 'POST', url: PLANS, payload: { ...base, ...body } }), 400).result.fields[field].key;
    expect(await key({ plannedEnd: base.plannedStart }, 'plannedEnd')).toBe('maintenance.error.endBeforeStart');
    expect(await key({ cycleValue: 30 }, 'cycleUnit')).toBe('maintenance.error.cycleIncomplete');
    expect(await key({ aircraftId: '00000000-0000-4000-8000-000000000000' }, 'aircraftId')).toBe('validation.unknownReference');
  });
});

describe('maintenance status per aircraft', () => {
  it('last inspection done, next due, days left, overdue', async () => {
    const p = await plane();
    const done = await post(PLANS, { aircraftId: p.id, name: 'A-check', plannedStart: iso(Date.now() - 10 * D), plannedEnd: iso(Date.now() - 9 * D) });
    await post(`${PLANS}/${done.id}/confirm`, { version: 1, doneBy: 'Line', doneAt: iso(Date.now() - 9 * D) });
    await post(PLANS, { aircraftId: p.id, name: 'B-check', level: 'B', plannedStart: iso(Date.now() + 3.5 * D), plannedEnd: iso(Date.now() + 4 * D) });
    const [row] = (await post('/fleet/v1/maintenanceStatus/list', { aircraftId: p.id })).list;
    expect(row).toMatchObject({ tailNo: p.tailNo, status: 'airworthy', lastName: 'A-check', lastDoneBy: 'Line', nextName: 'B-check', nextLevel: 'B', daysLeft: 3, overdue: false });

    const q = await plane();
    await post(PLANS, { aircraftId: q.id, name: 'Missed', plannedStart: iso(Date.now() - 3 * D), plannedEnd: iso(Date.now() - 2 * D) });
    const overdue = (await post('/fleet/v1/maintenanceStatus/list', { overdueOnly: true })).list;
    expect(overdue.map((r: { aircraftId: string }) => r.aircraftId)).toContain(q.id);
    expect(overdue.find((r: { aircraftId: string }) => r.aircraftId === q.id)).toMatchObject({ overdue: true, daysLeft: -3 });
    const res = await call({ method: 'POST', url: '/fleet/v1/maintenanceStatus/export', payload: { scope: 'all', columns: ['tailNo', 'status', 'nextName', 'daysLeft', 'overdue'] } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the demo seed: inspections done with the next one planned, an inspection in the next 7 days', async () => {
    const rows = (await post('/fleet/v1/maintenanceStatus/list', {})).list as { tailNo: string; lastDoneAt: string | null; nextStart: string | null }[];
    const seeded = rows.filter((r) => !r.tailNo.startsWith('B-MT'));
    expect(seeded.length).toBeGreaterThan(3);
    expect(seeded.every((r) => r.lastDoneAt !== null && r.nextStart !== null)).toBe(true);
    expect(seeded.filter((r) => Date.parse(r.nextStart!) - Date.now() < 7 * D)).toHaveLength(1);
  });
});

describe('another company', () => {
  it('gets 404 on every route of these plans', async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const p = await plane();
    const plan = await post(PLANS, { aircraftId: p.id, name: 'Mine', plannedStart: iso(Date.now() + D), plannedEnd: iso(Date.now() + 2 * D) });
    for (const opts of [
      { method: 'GET', url: `${PLANS}/${plan.id}` },
      { method: 'PUT', url: `${PLANS}/${plan.id}`, payload: { version: 1, name: 'Hijacked' } },
      { method: 'DELETE', url: PLANS, payload: [plan.id] },
      { method: 'POST', url: `${PLANS}/${plan.id}/confirm`, payload: { version: 1, doneBy: 'x', doneAt: iso(Date.now()) } },
      { method: 'POST', url: `${PLANS}/${plan.id}/cancel`, payload: { version: 1 } },
      { method: 'GET', url: `${PLANS}/${plan.id}/confirmations` },
    ] as InjectOptions[]) {
      status(await call(opts, bravo), 404, 'error.notFound');
    }
    expect((await post('/fleet/v1/maintenanceStatus/list', { aircraftId: p.id }, bravo)).list).toEqual([]);
    expect(await get(`${PLANS}/${plan.id}`)).toMatchObject({ name: 'Mine', version: 1, state: 'planned' });
  });
});

describe('the minute job', () => {
  it('moves aircraft into and out of scheduled maintenance as windows start and end; two runs at once write one change', async () => {
    const p = await plane();
    const start = Date.now() + 2 * H;
    const plan = await post(PLANS, { aircraftId: p.id, name: 'Night check', plannedStart: iso(start), plannedEnd: iso(start + 2 * H) });
    expect(await aircraftStatus(p.id)).toBe('airworthy');

    const db = t.database.db;
    const [a, b] = await Promise.all([refreshAll(db, new Date(start + H)), refreshAll(db, new Date(start + H))]);
    expect([...a, ...b].filter((c) => c.aircraftId === p.id)).toEqual([{ aircraftId: p.id, from: 'airworthy', to: 'maintenance' }]);
    expect(await aircraftStatus(p.id)).toBe('maintenance');
    // the window ends: back in service
    await refreshAll(db, new Date(start + 3 * H));
    expect(await aircraftStatus(p.id)).toBe('airworthy');
    const h = await history(p.id);
    expect(h.slice(0, 2).map((r) => [r.fromStatus, r.toStatus, r.cause, r.author])).toEqual([
      ['maintenance', 'airworthy', 'maintenanceEnded', 'system'],
      ['airworthy', 'maintenance', 'maintenanceStarted', 'system'],
    ]);
    expect(h.filter((r) => r.cause === 'maintenanceStarted')).toHaveLength(1);
    expect(plan.state).toBe('planned');
  });
});
