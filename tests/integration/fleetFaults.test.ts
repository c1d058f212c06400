/**
 * Faults and the aircraft status commands: recording MEL / AOG / maintenance faults moves the
 * aircraft's status with a history row per change and its cause; closing the last returns it to
 * service (or to the next status by priority); MEL deadlines follow the operator's rules and zone;
 * extend and close rules; versions (412); another company's records are 404; files and export.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { melDeadline } from '../../src/domain/fleet/mel';
import { ok } from '../support/expect';
import { legInput } from '../support/trips';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const FAULTS = '/fleet/v1/faults';
let admin = '';
let bravo = '';
let typeId = '';
const call = (opts: InjectOptions, token = admin) => t.call(token, opts);
const post = async (url: string, payload: object, token = admin) => ok(await call({ method: 'POST', url, payload }, token));
const get = async (url: string, token = admin) => ok(await call({ method: 'GET', url }, token));
const status = (res: LightMyRequestResponse, code: number, key?: string) => {
  expect(res.statusCode, res.body).toBe(code);
  if (key) expect(res.json().key).toBe(key);
  return res.json();
};
const fieldKey = (res: LightMyRequestResponse, field: string) => status(res, 400).result.fields[field].key as string;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let tail = 0;
async function plane(): Promise<{ id: string; tailNo: string }> {
  return post('/fleet/v1/aircraft', { tailNo: `B-FT${String(++tail).padStart(2, '0')}`, typeId });
}
const aircraftStatus = async (id: string) => (await get(`/fleet/v1/aircraft/${id}`)).status as string;
const history = async (id: string) => (await get(`/fleet/v1/aircraft/${id}/statusHistory`)) as { fromStatus: string; toStatus: string; cause: string; faultId: string | null; author: string; label: string | null }[];

beforeAll(async () => {
  admin = await t.signIn('admin');
  bravo = await t.signIn(TENANT_B_ADMIN);
  typeId = (await post('/fleet/v1/aircraftTypes', { code: 'FT-G650', name: 'G650' })).id;
});

describe('status commands', () => {
  it('MEL → mel, AOG → aog; closing the AOG goes back to MEL, closing the MEL to airworthy; each change in the history', async () => {
    const p = await plane();
    expect(await aircraftStatus(p.id)).toBe('airworthy');
    const mel = await post(FAULTS, { aircraftId: p.id, kind: 'mel', melItem: '21-31-01', melCategory: 'C', ata: '21', descriptionEn: 'Cabin pressure indicator', discoveredAt: ago(60) });
    expect(mel).toMatchObject({ tailNo: p.tailNo, state: 'open', intervalDays: 10, overdue: false, createAuthor: 'admin' });
    expect(await aircraftStatus(p.id)).toBe('mel');
    const aog = await post(FAULTS, { aircraftId: p.id, kind: 'aog', descriptionZh: '起落架渗漏', discoveredAt: ago(30), expectedReturnAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await aircraftStatus(p.id)).toBe('aog');
    // a maintenance fault never moves the status
    await post(FAULTS, { aircraftId: p.id, kind: 'maintenance', descriptionEn: 'Armrest loose', discoveredAt: ago(20) });
    expect(await aircraftStatus(p.id)).toBe('aog');

    await post(`${FAULTS}/${aog.id}/close`, { version: aog.version, rectification: 'Actuator replaced', closedAt: ago(5) });
    expect(await aircraftStatus(p.id)).toBe('mel');
    await post(`${FAULTS}/${mel.id}/close`, { version: mel.version, rectification: 'Indicator replaced', closedAt: ago(1) });
    expect(await aircraftStatus(p.id)).toBe('airworthy');

    const h = await history(p.id);
    expect(h.map((r) => [r.fromStatus, r.toStatus, r.cause, r.faultId])).toEqual([
      ['mel', 'airworthy', 'faultClosed', mel.id],
      ['aog', 'mel', 'faultClosed', aog.id],
      ['mel', 'aog', 'faultOpened', aog.id],
      ['airworthy', 'mel', 'faultOpened', mel.id],
    ]);
    expect(h[0]).toMatchObject({ author: 'admin', label: '21-31-01' });
  });

  it('the aircraft create body takes no status; the operation log names the fault commands', async () => {
    status(await call({ method: 'POST', url: '/fleet/v1/aircraft', payload: { tailNo: 'B-FTX1', typeId, status: 'aog' } }), 400);
    const logs = await post('/common/v1/sysLogs/list', { pageSize: 50, searchParas: { conditions: [{ name: 'moduleName', op: 'eq', value: 'fault' }] } });
    const names = logs.list.map((l: { functionName: string }) => l.functionName);
    expect(names).toEqual(expect.arrayContaining(['create', 'close']));
  });
});

describe('MEL deadlines and the fleet rules', () => {
  it('B, C, D follow the operator rules in its zone; A states its days', async () => {
    const p = await plane();
    const found = '2026-11-20T23:30:00.000Z'; // 21 Nov 07:30 in Beijing
    const b = await post(FAULTS, { aircraftId: p.id, kind: 'mel', melItem: '33-42-02', melCategory: 'B', descriptionEn: 'Nav light', discoveredAt: found });
    expect(b.deadlineAt).toBe(melDeadline(found, 3, 'Asia/Shanghai'));
    expect(b.deadlineAt).toBe('2026-11-24T15:59:59.999Z');
    const a = await post(FAULTS, { aircraftId: p.id, kind: 'mel', melItem: '21-11-01', melCategory: 'A', intervalDays: 2, descriptionEn: 'Pack valve', discoveredAt: found });
    expect(a).toMatchObject({ intervalDays: 2, deadlineAt: '2026-11-23T15:59:59.999Z' });

    const rules = await get('/fleet/v1/settings');
    expect(rules).toMatchObject({ baseZone: 'Asia/Shanghai', melIntervals: { B: 3, C: 10, D: 120 }, version: 0 });
    expect(fieldKey(await call({ method: 'PUT', url: '/fleet/v1/settings', payload: { ...rules, baseZone: 'Mars/Olympus' } }), 'baseZone')).toBe('fleetFault.error.badZone');
    const saved = ok(await call({ method: 'PUT', url: '/fleet/v1/settings', payload: { ...rules, baseZone: 'UTC', melIntervals: { B: 5, C: 10, D: 120 } } }));
    expect(saved).toMatchObject({ baseZone: 'UTC', melIntervals: { B: 5 }, version: 1 });
    status(await call({ method: 'PUT', url: '/fleet/v1/settings', payload: { ...rules, baseZone: 'UTC' } }), 412, 'error.dataChanged');
    // in UTC the item was found on 20 Nov: + 5 days → end of 25 Nov UTC
    const b2 = await post(FAULTS, { aircraftId: p.id, kind: 'mel', melItem: '33-42-03', melCategory: 'B', descriptionEn: 'Logo light', discoveredAt: found });
    expect(b2).toMatchObject({ intervalDays: 5, deadlineAt: '2026-11-25T23:59:59.999Z', overdue: true });
    // everyone reads the rules; only the fleet seat (and administrators) change them
    const cs = await t.signIn('demo-cs');
    expect((await get('/fleet/v1/settings', cs)).baseZone).toBe('UTC');
    status(await call({ method: 'PUT', url: '/fleet/v1/settings', payload: { ...saved, melIntervals: saved.melIntervals } }, cs), 403);
    // back to the defaults for the other tests
    ok(await call({ method: 'PUT', url: '/fleet/v1/settings', payload: { ...rules, version: 1 } }));
    // overdue filter
    const overdue = await post(`${FAULTS}/list`, { pageSize: 50, searchParas: { conditions: [{ name: 'aircraftId', op: 'eq', value: p.id }, { name: 'overdue', op: 'eq', value: true }] } });
    expect(overdue.list.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id, b2.id].sort());
  });

  it('category and kind rules, descriptions, times in the future → 400 on the field', async () => {
    const p = await plane();
    const base = { aircraftId: p.id, descriptionEn: 'x', discoveredAt: ago(1) };
    const refuse = async (body: object, field: string) => fieldKey(await call({ method: 'POST', url: FAULTS, payload: { ...base, ...body } }), field);
    expect(await refuse({ kind: 'mel', melCategory: 'A' }, 'intervalDays')).toBe('fleetFault.error.intervalForA');
    expect(await refuse({ kind: 'mel', melCategory: 'B', intervalDays: 4 }, 'intervalDays')).toBe('fleetFault.error.intervalForA');
    expect(await refuse({ kind: 'mel' }, 'melCategory')).toBe('fleetFault.error.categoryRequired');
    expect(await refuse({ kind: 'aog', melCategory: 'C' }, 'melCategory')).toBe('fleetFault.error.melOnly');
    expect(await refuse({ kind: 'mel', melCategory: 'C', expectedReturnAt: ago(-60) }, 'expectedReturnAt')).toBe('fleetFault.error.aogOnly');
    expect(await refuse({ kind: 'aog', descriptionEn: '  ', descriptionZh: '' }, 'descriptionZh')).toBe('fleetFault.error.descriptionRequired');
    expect(await refuse({ kind: 'aog', discoveredAt: ago(-10) }, 'discoveredAt')).toBe('fleetFault.error.inFuture');
    expect(await refuse({ kind: 'aog', aircraftId: '00000000-0000-4000-8000-000000000000' }, 'aircraftId')).toBe('validation.unknownReference');
    status(await call({ method: 'POST', url: FAULTS, payload: { ...base, kind: 'mel', melCategory: 'A', intervalDays: 400 } }), 400);
    // four minutes ahead is within the clock slack and counts as now
    await post(FAULTS, { ...base, kind: 'aog', discoveredAt: ago(-4) });
    expect(await aircraftStatus(p.id)).toBe('aog');
  });
});

describe('extend, close, edit', () => {
  it('an open MEL item extends by calendar days; others refuse; stale versions 412', async () => {
    const p = await plane();
    const found = ago(120);
    let mel = await post(FAULTS, { aircraftId: p.id, kind: 'mel', melItem: '21-31-01', melCategory: 'C', descriptionEn: 'x', discoveredAt: found });
    status(await call({ method: 'POST', url: `${FAULTS}/${mel.id}/extend`, payload: { version: mel.version, days: 2, reason: '', approvedBy: 'QA' } }), 400);
    mel = await post(`${FAULTS}/${mel.id}/extend`, { version: mel.version, days: 2, reason: 'Part on order', approvedBy: 'QA manager' });
    expect(mel).toMatchObject({ extensionDays: 2, extensionReason: 'Part on order', extensionApprovedBy: 'QA manager', deadlineAt: melDeadline(found, 10, 'Asia/Shanghai', 2), version: 2 });
    status(await call({ method: 'POST', url: `${FAULTS}/${mel.id}/extend`, payload: { version: 1, days: 1, reason: 'r', approvedBy: 'a' } }), 412, 'error.dataChanged');
    status(await call({ method: 'POST', url: `${FAULTS}/${mel.id}/extend`, payload: { version: 2, days: 360, reason: 'r', approvedBy: 'a' } }), 400);

    const aog = await post(FAULTS, { aircraftId: p.id, kind: 'aog', descriptionEn: 'x', discoveredAt: ago(60) });
    status(await call({ method: 'POST', url: `${FAULTS}/${aog.id}/extend`, payload: { version: 1, days: 1, reason: 'r', approvedBy: 'a' } }), 409, 'fleetFault.error.notMel');
    expect(fieldKey(await call({ method: 'POST', url: `${FAULTS}/${aog.id}/close`, payload: { version: 1, rectification: 'done', closedAt: ago(90) } }), 'closedAt')).toBe('fleetFault.error.closedBeforeDiscovery');
    status(await call({ method: 'POST', url: `${FAULTS}/${aog.id}/close`, payload: { version: 1, rectification: '', closedAt: ago(1) } }), 400);

    const closed = await post(`${FAULTS}/${mel.id}/close`, { version: 2, rectification: 'Fixed', closedAt: ago(1) });
    expect(closed).toMatchObject({ state: 'closed', closedBy: 'admin', rectification: 'Fixed', overdue: false });
    status(await call({ method: 'POST', url: `${FAULTS}/${mel.id}/extend`, payload: { version: 3, days: 1, reason: 'r', approvedBy: 'a' } }), 409, 'fleetFault.error.notOpen');
    status(await call({ method: 'POST', url: `${FAULTS}/${mel.id}/close`, payload: { version: 3, rectification: 'again', closedAt: ago(1) } }), 409, 'fleetFault.error.notOpen');
    expect(await aircraftStatus(p.id)).toBe('aog');
  });

  it('PUT edits texts and the expected return; 412 on a stale version; the kind rules hold', async () => {
    const p = await plane();
    const aog = await post(FAULTS, { aircraftId: p.id, kind: 'aog', descriptionEn: 'x', discoveredAt: ago(60) });
    const back = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const edited = ok(await call({ method: 'PUT', url: `${FAULTS}/${aog.id}`, payload: { version: 1, descriptionZh: '液压泄漏', expectedReturnAt: back, ata: '29' } }));
    expect(edited).toMatchObject({ version: 2, descriptionZh: '液压泄漏', ata: '29', expectedReturnAt: back });
    status(await call({ method: 'PUT', url: `${FAULTS}/${aog.id}`, payload: { version: 1, ata: '30' } }), 412, 'error.dataChanged');
    expect(fieldKey(await call({ method: 'PUT', url: `${FAULTS}/${aog.id}`, payload: { version: 2, descriptionZh: '', descriptionEn: ' ' } }), 'descriptionZh')).toBe('fleetFault.error.descriptionRequired');
    expect(fieldKey(await call({ method: 'PUT', url: `${FAULTS}/${aog.id}`, payload: { version: 2, melItem: '21-00-01' } }), 'melItem')).toBe('fleetFault.error.melOnly');
  });
});

describe('the reporting leg', () => {
  it('names the leg a fault was reported on (flight no. or trip-leg number); a leg of another company is refused', async () => {
    const p = await plane();
    const customerId = (await post('/customer/v1/customers', { type: 1, name: 'Fault Leg Customer' })).id;
    const trip = await post('/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', 2)], confirm: true });
    const legId = trip.legs[0].id as string;
    const f = await post(FAULTS, { aircraftId: p.id, kind: 'maintenance', descriptionEn: 'Seat recline stuck', discoveredAt: ago(10), reportLegId: legId });
    expect(f).toMatchObject({ reportLegId: legId, reportLeg: `${trip.tripNumber}-1` });
    const listed = await post(`${FAULTS}/list`, { pageSize: 5, searchParas: { conditions: [{ name: 'aircraftId', op: 'eq', value: p.id }] } });
    expect(listed.list[0]).toMatchObject({ id: f.id, reportLeg: `${trip.tripNumber}-1` });
    // the other company's aircraft may not name this company's leg
    const otherType = await post('/fleet/v1/aircraftTypes', { code: 'FT-B-G550', name: 'G550' }, bravo);
    const otherPlane = await post('/fleet/v1/aircraft', { tailNo: 'B-FTB1', typeId: otherType.id }, bravo);
    const res = await call({ method: 'POST', url: FAULTS, payload: { aircraftId: otherPlane.id, kind: 'maintenance', descriptionEn: 'x', discoveredAt: ago(5), reportLegId: legId } }, bravo);
    expect(fieldKey(res, 'reportLegId')).toBe('validation.unknownReference');
  });
});

describe('another company', () => {
  it('sees none of these faults or histories (404) and cannot record one on them (400)', async () => {
    const p = await plane();
    const mel = await post(FAULTS, { aircraftId: p.id, kind: 'mel', melItem: '21-31-01', melCategory: 'D', descriptionEn: 'x', discoveredAt: ago(60) });
    const v = { version: mel.version };
    for (const opts of [
      { method: 'GET', url: `${FAULTS}/${mel.id}` },
      { method: 'PUT', url: `${FAULTS}/${mel.id}`, payload: { ...v, descriptionEn: 'Hijacked' } },
      { method: 'POST', url: `${FAULTS}/${mel.id}/extend`, payload: { ...v, days: 1, reason: 'r', approvedBy: 'a' } },
      { method: 'POST', url: `${FAULTS}/${mel.id}/close`, payload: { ...v, rectification: 'r', closedAt: ago(1) } },
      { method: 'GET', url: `/fleet/v1/aircraft/${p.id}/statusHistory` },
      { method: 'GET', url: `/file/v1/attachments/aircraftFault/${mel.id}` },
    ] as InjectOptions[]) {
      status(await call(opts, bravo), 404, 'error.notFound');
    }
    const seen = await post(`${FAULTS}/list`, { pageSize: 500 }, bravo);
    expect(seen.list.some((r: { id: string }) => r.id === mel.id)).toBe(false);
    expect(fieldKey(await call({ method: 'POST', url: FAULTS, payload: { aircraftId: p.id, kind: 'aog', descriptionEn: 'x', discoveredAt: ago(1) } }, bravo), 'aircraftId')).toBe('validation.unknownReference');
    expect(await get(`${FAULTS}/${mel.id}`)).toMatchObject({ version: 1, descriptionEn: 'x', state: 'open' });
    expect(await aircraftStatus(p.id)).toBe('mel');
  });
});

describe('files and export', () => {
  it('a fault carries files; the monitor exports as xlsx', async () => {
    const p = await plane();
    const aog = await post(FAULTS, { aircraftId: p.id, kind: 'aog', descriptionEn: 'Bird strike', discoveredAt: ago(10) });
    const set = await get(`/file/v1/attachments/aircraftFault/${aog.id}`);
    expect(set.list).toEqual([]);
    const res = await call({ method: 'POST', url: `${FAULTS}/export`, payload: { scope: 'all', columns: ['tailNo', 'kind', 'description', 'deadlineAt', 'state'], searchParas: { conditions: [{ name: 'aircraftId', op: 'eq', value: p.id }] } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-export-total']).toBe('1');
  });

  it('the demo seed: open MEL items (one due within a day), an AOG aircraft with its report attached, closed faults', async () => {
    const open = await post(`${FAULTS}/list`, { pageSize: 100, searchParas: { conditions: [{ name: 'state', op: 'eq', value: 'open' }] } });
    const seeded = open.list.filter((r: { reportedBy: string | null }) => r.reportedBy);
    const mels = seeded.filter((r: { kind: string }) => r.kind === 'mel');
    expect(mels.length).toBe(2);
    expect(mels.some((r: { deadlineAt: string }) => Date.parse(r.deadlineAt) - Date.now() < 24 * 3_600_000)).toBe(true);
    const aog = seeded.find((r: { kind: string }) => r.kind === 'aog');
    expect(await aircraftStatus(aog.aircraftId)).toBe('aog');
    expect((await get(`/file/v1/attachments/aircraftFault/${aog.id}`)).list).toHaveLength(1);
    const closed = await post(`${FAULTS}/list`, { pageSize: 100, searchParas: { conditions: [{ name: 'state', op: 'eq', value: 'closed' }] } });
    expect(closed.totalNum).toBeGreaterThanOrEqual(2);
  });
});
