/**
 * Flight-log commands: a typed log of a flown leg (idempotent, defaults from the leg), updates with
 * the time/duration/fuel rules and corrections with a reason, a long flight's confirmation,
 * confirming (FLB_CONFIRM with block minutes), recheck and correction (every version kept), synced
 * logs read-only, stale versions, data permissions and another company, the rules, list and export.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { flownLeg, minutesAgo, releasedLeg, type FlbFixture } from '../support/flb';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const MIN = 60_000;
const BASE = '/trip/v1/flightLogs';
const f = { t } as FlbFixture;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = f.admin) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
const iso = (ms: number) => new Date(ms).toISOString();
const problems = (res: LightMyRequestResponse) => res.json().result.problems as { field: string; key: string; params?: object }[];
const confirms = (legId: string) => t.database.db.select().from(events).where(and(eq(events.legId, legId), eq(events.functionCode, 'FLB_CONFIRM'))).orderBy(asc(events.sequence));
const FUEL = { remainFuel: 3000, upliftFuel: 5000, totalFuel: 8000, blockFuel: 4200, flightFuel: 3900, paxNum: 4 };

beforeAll(async () => {
  f.admin = await t.signIn('admin');
  f.customerId = ok(await call('POST', '/customer/v1/customers', { type: 1, name: 'FLB Customer' })).id;
  f.typeId = ok(await call('POST', '/fleet/v1/aircraftTypes', { code: 'FLC-G650', name: 'G650' })).id;
});

describe('a typed log', () => {
  it('is made once per leg with the leg’s times and crew; two at once give one', async () => {
    const leg = await flownLeg(f, minutesAgo(400));
    const [a, b] = await Promise.all([call('POST', BASE, { legId: leg.legId }), call('POST', BASE, { legId: leg.legId })]);
    const log = ok(a);
    expect(ok(b).id).toBe(log.id);
    expect(log).toMatchObject({ origin: 'manual', status: 'draft', offUtc: iso(leg.off), onUtc: iso(leg.on), airMinutes: 145, blockMinutes: null, fuelUnit: 'lbs', editable: true, adsb: null });
    expect(log.operatingCrew.map((c: { role: string }) => c.role)).toEqual(['pic', 'sic']);
    expect(ok(await call('POST', BASE, { legId: leg.legId, note: 'again' })).id).toBe(log.id);
    expect(ok(await call('GET', `${BASE}/byLeg/${leg.legId}`)).id).toBe(log.id);
    expect(ok(await call('GET', `${BASE}/${log.id}/history`)).map((h: { command: string }) => h.command)).toEqual(['create']);
  });

  it('update: times out of order and a block time that disagrees are refused, with every problem; a reason accepts the correction', async () => {
    const leg = await flownLeg(f, minutesAgo(800));
    let log = ok(await call('POST', BASE, { legId: leg.legId }));
    const bad = await call('PUT', `${BASE}/${log.id}`, { version: log.version, outUtc: iso(leg.off + MIN), inUtc: iso(leg.on - MIN), remainFuel: 100, upliftFuel: 100, totalFuel: 300 });
    refused(bad, 400, 'flb.error.offBeforeOut');
    expect(problems(bad).map((p) => [p.field, p.key])).toEqual([['offUtc', 'flb.error.offBeforeOut'], ['onUtc', 'flb.error.onAfterIn'], ['totalFuel', 'flb.error.fuelTotal']]);
    expect(bad.json().result.fields.totalFuel).toEqual({ key: 'flb.error.fuelTotal', params: { expected: 200 } });
    const times = { outUtc: iso(leg.off - 10 * MIN), inUtc: iso(leg.on + 5 * MIN) };
    const mismatch = await call('PUT', `${BASE}/${log.id}`, { version: log.version, ...times, blockMinutes: 150 });
    refused(mismatch, 400, 'flb.error.mismatch');
    expect(problems(mismatch)).toEqual([{ field: 'blockMinutes', key: 'flb.error.mismatch', params: { expected: 160 } }]);
    log = ok(await call('PUT', `${BASE}/${log.id}`, { version: log.version, ...times, blockMinutes: 150, corrections: { blockMinutes: 'Engine run-up at the stand counted off-block' } }));
    expect(log).toMatchObject({ blockMinutes: 150, airMinutes: 145, flightMinutes: 150, corrections: { blockMinutes: 'Engine run-up at the stand counted off-block', flightMinutes: 'Engine run-up at the stand counted off-block' } });
    // durations left empty follow the times
    log = ok(await call('PUT', `${BASE}/${log.id}`, { version: log.version, blockMinutes: null, corrections: {} }));
    expect(log).toMatchObject({ blockMinutes: 160, flightMinutes: 160, corrections: {} });
    const history = ok(await call('GET', `${BASE}/${log.id}/history`));
    expect(history[1]).toMatchObject({ command: 'update', reason: 'blockMinutes: Engine run-up at the stand counted off-block' });
    expect(history[1].changes.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['outUtc', 'inUtc', 'blockMinutes', 'corrections']));
    // stale version
    refused(await call('PUT', `${BASE}/${log.id}`, { version: log.version - 1, note: 'late' }), 412, 'error.dataChanged');
  });

  it('a flight time over 12 hours asks for confirmation', async () => {
    const leg = await flownLeg(f, minutesAgo(2000));
    const log = ok(await call('POST', BASE, { legId: leg.legId }));
    const long = { version: log.version, outUtc: iso(leg.off - 5 * MIN), inUtc: iso(leg.on + 5 * MIN), blockMinutes: 730, corrections: { blockMinutes: 'Ferry flight times from the paper log' } };
    const warned = refused(await call('PUT', `${BASE}/${log.id}`, long), 409, 'flb.warning.longFlight');
    expect(warned.result).toEqual({ flightMinutes: 730 });
    const saved = ok(await call('PUT', `${BASE}/${log.id}`, { ...long, confirmLong: true }));
    expect(saved).toMatchObject({ blockMinutes: 730, flightMinutes: 730, corrections: { blockMinutes: 'Ferry flight times from the paper log', flightMinutes: 'Ferry flight times from the paper log' } });
  });
});

describe('confirm and recheck', () => {
  it('confirm publishes FLB_CONFIRM; recheck lets the crew correct it; confirming again tells the previous block time', async () => {
    const leg = await flownLeg(f, minutesAgo(1200));
    let log = ok(await call('POST', BASE, { legId: leg.legId, outUtc: iso(leg.off - 10 * MIN), inUtc: iso(leg.on + 5 * MIN), landings: 1 }));
    expect(log.blockMinutes).toBe(160);
    const missing = await call('POST', `${BASE}/${log.id}/confirm`, { version: log.version });
    refused(missing, 400, 'flb.error.incomplete');
    expect(problems(missing).map((p) => p.field)).toEqual(['remainFuel', 'upliftFuel', 'blockFuel', 'paxNum']);
    log = ok(await call('PUT', `${BASE}/${log.id}`, { version: log.version, ...FUEL }));
    log = ok(await call('POST', `${BASE}/${log.id}/confirm`, { version: log.version }));
    expect(log).toMatchObject({ status: 'confirmed', confirmedBy: 'admin', incomplete: false, recheck: false, editable: false });
    let ev = await confirms(leg.legId);
    expect(ev.map((e) => e.payload)).toEqual([{ flightLogId: log.id, legId: leg.legId, tripId: leg.tripId, customerId: f.customerId, aircraftId: leg.aircraftId, blockMinutes: 160, flightMinutes: 160, previousBlockMinutes: null, tripNumber: expect.any(String), legNumber: 1 }]);

    refused(await call('PUT', `${BASE}/${log.id}`, { version: log.version, note: 'x' }), 409, 'flb.error.confirmed');
    refused(await call('POST', `${BASE}/${log.id}/confirm`, { version: log.version }), 409, 'flb.error.confirmed');
    refused(await call('POST', `${BASE}/${log.id}/redraft`, { version: log.version }), 409, 'flb.error.confirmed');
    // finance marks it; the crew seat corrects and confirms again
    const finance = await userWithRole(t, f.admin, 'flb-finance', ['flb:list', 'flb:recheck']);
    refused(await call('PUT', `${BASE}/${log.id}`, { version: log.version, note: 'x' }, finance), 403, 'error.insufficientAccess');
    log = ok(await call('POST', `${BASE}/${log.id}/recheck`, { version: log.version, reason: 'Block time disagrees with the invoice' }, finance));
    expect(log).toMatchObject({ recheck: true, recheckReason: 'Block time disagrees with the invoice', recheckBy: 'flb-finance', editable: false });
    const crew = await userWithRole(t, f.admin, 'flb-crew', ['flb:list', 'flb:edit', 'flb:submit']);
    log = ok(await call('GET', `${BASE}/${log.id}`, undefined, crew));
    expect(log.editable).toBe(true);
    log = ok(await call('PUT', `${BASE}/${log.id}`, { version: log.version, inUtc: iso(leg.on + 2 * MIN) }, crew));
    expect(log.blockMinutes).toBe(157);
    log = ok(await call('POST', `${BASE}/${log.id}/confirm`, { version: log.version }, crew));
    expect(log).toMatchObject({ status: 'confirmed', recheck: false, confirmedBy: 'flb-crew' });
    ev = await confirms(leg.legId);
    expect(ev.map((e) => [(e.payload as { blockMinutes: number }).blockMinutes, (e.payload as { previousBlockMinutes: number | null }).previousBlockMinutes])).toEqual([[160, null], [157, 160]]);
    const history = ok(await call('GET', `${BASE}/${log.id}/history`));
    expect(history.map((h: { command: string }) => h.command)).toEqual(['confirm', 'update', 'recheck', 'confirm', 'update', 'create']);
    expect(history.map((h: { version: number }) => h.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(history[2]).toMatchObject({ reason: 'Block time disagrees with the invoice', userName: 'flb-finance' });
    // a draft cannot be marked
    const other = await flownLeg(f, minutesAgo(1500));
    const draft = ok(await call('POST', BASE, { legId: other.legId }));
    refused(await call('POST', `${BASE}/${draft.id}/recheck`, { version: draft.version, reason: 'x' }), 409, 'flb.error.notRecheck');
  });

  it('the operator may allow incomplete logs: confirmed and marked incomplete', async () => {
    const leg = await flownLeg(f, minutesAgo(3000));
    const log = ok(await call('POST', BASE, { legId: leg.legId, outUtc: iso(leg.off - 10 * MIN), inUtc: iso(leg.on + 5 * MIN), landings: 1 }));
    const s = ok(await call('GET', `${BASE}/settings`));
    const changed = ok(await call('PUT', `${BASE}/settings`, { ...s, allowIncomplete: true }));
    try {
      expect(ok(await call('POST', `${BASE}/${log.id}/confirm`, { version: log.version }))).toMatchObject({ status: 'confirmed', incomplete: true });
    } finally {
      ok(await call('PUT', `${BASE}/settings`, { ...changed, allowIncomplete: false }));
    }
  });
});

describe('synced logs', () => {
  it('another system’s record replaces the leg’s log, confirmed, and nobody changes it here', async () => {
    const leg = await flownLeg(f, minutesAgo(1800));
    ok(await call('POST', BASE, { legId: leg.legId }));
    const log = ok(await call('POST', `${BASE}/sync`, { legId: leg.legId, source: 'camp', externalId: 'FL-889', confirmed: true, outUtc: iso(leg.off - 6 * MIN), offUtc: iso(leg.off), onUtc: iso(leg.on), inUtc: iso(leg.on + 4 * MIN), landings: 1 }));
    expect(log).toMatchObject({ origin: 'synced', status: 'confirmed', syncSource: 'camp', syncRef: 'FL-889', blockMinutes: 155, editable: false });
    for (const [url, body] of [[`${BASE}/${log.id}/confirm`, {}], [`${BASE}/${log.id}/recheck`, { reason: 'x' }], [`${BASE}/${log.id}/redraft`, {}]] as const) refused(await call('POST', url, { version: log.version, ...body }), 409, 'flb.error.synced');
    refused(await call('PUT', `${BASE}/${log.id}`, { version: log.version, note: 'x' }), 409, 'flb.error.synced');
    expect((await confirms(leg.legId)).map((e) => (e.payload as { blockMinutes: number }).blockMinutes)).toEqual([155]);
    expect(ok(await call('GET', `${BASE}/${log.id}/history`)).map((h: { command: string }) => h.command)).toEqual(['sync', 'create']);
  });

  it('never replaces a log confirmed here', async () => {
    const leg = await flownLeg(f, minutesAgo(2400));
    const times = { outUtc: iso(leg.off - 6 * MIN), offUtc: iso(leg.off), onUtc: iso(leg.on), inUtc: iso(leg.on + 4 * MIN), landings: 1 };
    const typed = ok(await call('POST', BASE, { legId: leg.legId, ...times, remainFuel: 1000, upliftFuel: 500, blockFuel: 400, flightFuel: 350, paxNum: 2 }));
    const confirmed = ok(await call('POST', `${BASE}/${typed.id}/confirm`, { version: typed.version }));
    refused(await call('POST', `${BASE}/sync`, { legId: leg.legId, source: 'camp', externalId: 'FL-890', confirmed: true, ...times }), 409, 'flb.error.exists');
    expect(ok(await call('GET', `${BASE}/${typed.id}`))).toMatchObject({ origin: 'manual', status: 'confirmed', version: confirmed.version });
  });
});

describe('who sees what', () => {
  it('list filters, data permissions on legs and another company', async () => {
    const a = await flownLeg(f, minutesAgo(5000));
    const b = await flownLeg(f, minutesAgo(5200));
    const la = ok(await call('POST', BASE, { legId: a.legId }));
    const lb = ok(await call('POST', BASE, { legId: b.legId }));
    const list = async (conditions: object[], token = f.admin) => ok(await call('POST', `${BASE}/list`, { pageSize: 100, searchParas: { logic: 'and', conditions } }, token)).list.map((r: { id: string }) => r.id) as string[];
    expect(await list([{ name: 'crewId', op: 'eq', value: a.crewIds[0] }])).toEqual([la.id]);
    expect(await list([{ name: 'aircraftId', op: 'eq', value: b.aircraftId }])).toEqual([lb.id]);
    expect(await list([{ name: 'legId', op: 'in', value: [a.legId, b.legId] }, { name: 'status', op: 'eq', value: 'draft' }, { name: 'recheck', op: 'eq', value: false }])).toHaveLength(2);
    const row = ok(await call('POST', `${BASE}/list`, { searchParas: { conditions: [{ name: 'id', op: 'eq', value: la.id }] } })).list[0];
    expect(row).toMatchObject({ tripNumber: expect.any(String), legNumber: 1, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', tailNo: expect.stringMatching(/^B-FL/), crewNames: expect.stringContaining('FL PIC') });
    refused(await call('POST', `${BASE}/list`, { searchParas: { conditions: [{ name: 'crewId', op: 'like', value: 'x' }] } }), 400, 'error.requestParameter');

    const narrow = await userWithRole(t, f.admin, 'flb-narrow', ['flb:list'], { grants: [{ dimension: 'aircraft', mode: 'specific', values: [a.aircraftId] }] });
    expect(await list([{ name: 'legId', op: 'in', value: [a.legId, b.legId] }], narrow)).toEqual([la.id]);
    refused(await call('GET', `${BASE}/${lb.id}`, undefined, narrow), 404, 'error.notFound');
    refused(await call('GET', `${BASE}/${lb.id}/history`, undefined, narrow), 404, 'error.notFound');
    refused(await call('GET', `/file/v1/attachments/flightLog/${lb.id}`, undefined, narrow), 404, 'error.notFound');
    ok(await call('GET', `/file/v1/attachments/flightLog/${la.id}`, undefined, narrow));

    const bravo = await t.signIn(TENANT_B_ADMIN);
    refused(await call('GET', `${BASE}/${la.id}`, undefined, bravo), 404, 'error.notFound');
    refused(await call('PUT', `${BASE}/${la.id}`, { version: 1, note: 'x' }, bravo), 404, 'error.notFound');
    expect((await call('POST', BASE, { legId: a.legId }, bravo)).statusCode).toBe(400);
    expect(await list([{ name: 'legId', op: 'eq', value: a.legId }], bravo)).toEqual([]);
    // a crew member of another company (or none) cannot be put on a log
    const foreign = { version: la.version, monitoringCrew: [{ crewId: '00000000-0000-4000-8000-000000000000', name: 'Ghost', role: 'observer' }] };
    expect((await call('PUT', `${BASE}/${la.id}`, foreign)).json().result.fields.monitoringCrew.key).toBe('validation.unknownReference');
    const guest = ok(await call('PUT', `${BASE}/${la.id}`, { version: la.version, monitoringCrew: [{ crewId: null, name: 'Check Pilot', role: 'examiner' }, { crewId: b.crewIds[0], name: 'FL PIC', role: 'observer' }] }));
    expect(await list([{ name: 'crewId', op: 'in', value: [b.crewIds[0]] }])).toEqual(expect.arrayContaining([la.id, lb.id]));
    expect(guest.monitoringCrew).toHaveLength(2);

    const xlsx = await call('POST', `${BASE}/export`, { scope: 'page', columns: ['tripNumber', 'tailNo', 'blockMinutes', 'status'], pageSize: 10, searchParas: { conditions: [{ name: 'legId', op: 'eq', value: a.legId }] } });
    expect(xlsx.statusCode, xlsx.body.slice(0, 300)).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('a released leg is not yet flown: no log is shown or made', async () => {
    const leg = await releasedLeg(f, minutesAgo(20));
    refused(await call('GET', `${BASE}/byLeg/${leg.legId}`), 409, 'flb.error.notFlown');
    refused(await call('POST', `${BASE}/sync`, { legId: leg.legId, source: 'camp', externalId: 'X' }), 409, 'flb.error.notFlown');
  });
});

describe('rules', () => {
  it('defaults at version 0; saving at a stale version is 412; air time as the flight time', async () => {
    const s = ok(await call('GET', `${BASE}/settings`));
    expect(s).toEqual({ flightTimeBasis: 'block', allowIncomplete: false, version: expect.any(Number) });
    const saved = ok(await call('PUT', `${BASE}/settings`, { ...s, flightTimeBasis: 'air' }));
    expect(saved).toMatchObject({ flightTimeBasis: 'air', version: s.version + 1 });
    refused(await call('PUT', `${BASE}/settings`, { ...s, flightTimeBasis: 'air' }), 412, 'error.dataChanged');
    try {
      const leg = await flownLeg(f, minutesAgo(6000));
      const log = ok(await call('POST', BASE, { legId: leg.legId, outUtc: iso(leg.off - 10 * MIN), inUtc: iso(leg.on + 5 * MIN) }));
      expect(log).toMatchObject({ flightTimeBasis: 'air', blockMinutes: 160, airMinutes: 145, flightMinutes: 145 });
    } finally {
      ok(await call('PUT', `${BASE}/settings`, { ...saved, flightTimeBasis: 'block' }));
    }
    const cs = await t.signIn('demo-cs');
    ok(await call('GET', `${BASE}/settings`, undefined, cs));
    refused(await call('PUT', `${BASE}/settings`, { ...s, version: 99 }, cs), 403, 'error.insufficientAccess');
  });
});
