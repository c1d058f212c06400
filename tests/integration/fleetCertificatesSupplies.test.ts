/**
 * Aircraft certificates and machine supplies: CRUD, status of today, renew (version, log), the daily
 * reminders (once per band, again in the next band, again after a renew), supplies moves (> 0, not
 * over stock, concurrent refills, history balances), delete refused with history, another company 404.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/fleet/certificate';
import { ok } from '../support/expect';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import { multipartBody, TINY_PNG } from '../support/multipart';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const CERTS = '/fleet/v1/certificates';
const SUPPLIES = '/fleet/v1/machineSupplies';
const HISTORY = '/fleet/v1/machineSupplyHistory';
let admin = '';
let fleet = '';
let bravo = '';
let aircraftId = '';
let companyId = '';
const call = (token: string, opts: InjectOptions) => t.call(token, opts);
const post = async (url: string, payload: unknown, token = admin) => ok(await call(token, { method: 'POST', url, payload: payload as object }));
const expectStatus = (res: LightMyRequestResponse, status: number, key?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  if (key) expect(res.json().key).toBe(key);
  return res.json();
};
const today = () => todayIn(new Date());

beforeAll(async () => {
  admin = await t.signIn('admin');
  fleet = await t.signIn('demo-fleet');
  bravo = await t.signIn(TENANT_B_ADMIN);
  aircraftId = (await post('/fleet/v1/aircraft/list', { pageSize: 1, sortProperties: 'sortNum' })).list[0].id;
  companyId = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
});

describe('certificates', () => {
  it('create → get → list with the status of today → update (412 stale) → delete', async () => {
    const endDate = addDays(today(), 5);
    const created = await post(CERTS, { aircraftId, certType: 'airworthiness', certNo: 'AW-1', signDate: '2024-01-01', endDate }, fleet);
    expect(created).toMatchObject({ certType: 'airworthiness', endDate, status: 'nearExpiry', band: '10days', daysLeft: 5, version: 1 });
    expect(created.tailNo).toMatch(/^B-/);
    expect(ok(await call(admin, { method: 'GET', url: `${CERTS}/${created.id}` }))).toMatchObject({ id: created.id, status: 'nearExpiry' });
    const near = await post(`${CERTS}/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'status', op: 'eq', value: 'nearExpiry' }] } });
    expect(near.list.map((r: { id: string }) => r.id)).toContain(created.id);
    expect(near.list.every((r: { status: string }) => r.status === 'nearExpiry')).toBe(true);
    // the SQL filter agrees with the domain function on every certificate (seeded ones in every band)
    let filtered = 0;
    for (const status of ['normal', 'nearExpiry', 'expired']) {
      const rows = (await post(`${CERTS}/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'status', op: 'eq', value: status }] } })).list;
      expect(rows.length, status).toBeGreaterThan(0);
      expect(rows.every((r: { status: string }) => r.status === status)).toBe(true);
      filtered += rows.length;
    }
    expect(filtered).toBe((await post(`${CERTS}/list`, { pageSize: 1 })).totalNum);
    const ranged = await post(`${CERTS}/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'endDate', op: 'ge', value: endDate }, { name: 'endDate', op: 'le', value: endDate }] } });
    expect(ranged.list.every((r: { endDate: string }) => r.endDate === endDate)).toBe(true);

    const past = addDays(today(), -1);
    const edited = ok(await call(fleet, { method: 'PUT', url: `${CERTS}/${created.id}`, payload: { version: 1, endDate: past } }));
    expect(edited).toMatchObject({ status: 'expired', band: 'expired', daysLeft: -1, version: 2 });
    expectStatus(await call(fleet, { method: 'PUT', url: `${CERTS}/${created.id}`, payload: { version: 1, note: 'x' } }), 412, 'error.dataChanged');
    expectStatus(await call(fleet, { method: 'PUT', url: `${CERTS}/${created.id}`, payload: { version: 2, signDate: '2030-01-01', endDate: '2029-01-01' } }), 400);
    expect(ok(await call(fleet, { method: 'DELETE', url: CERTS, payload: [created.id] }))).toEqual({ deleted: 1 });
    expectStatus(await call(fleet, { method: 'GET', url: `${CERTS}/${created.id}` }), 404);
  });

  it('refuses an unknown type, a missing end date and an aircraft of no one', async () => {
    expectStatus(await call(admin, { method: 'POST', url: CERTS, payload: { aircraftId, certType: 'visa', endDate: '2027-01-01' } }), 400);
    expectStatus(await call(admin, { method: 'POST', url: CERTS, payload: { aircraftId, certType: 'noise' } }), 400);
    const res = expectStatus(await call(admin, { method: 'POST', url: CERTS, payload: { aircraftId: '00000000-0000-4000-8000-000000000000', certType: 'noise', endDate: '2027-01-01' } }), 400);
    expect(res.result.fields.aircraftId.key).toBe('validation.unknownReference');
  });

  it('renew: a later end date, renew date today, version checked, logged', async () => {
    const cert = await post(CERTS, { aircraftId, certType: 'insurance', endDate: addDays(today(), 3) });
    const res = expectStatus(await call(fleet, { method: 'POST', url: `${CERTS}/${cert.id}/renew`, payload: { version: 1, endDate: addDays(today(), 2) } }), 400);
    expect(res.result.fields.endDate.key).toBe('fleetCertificate.rule.renewLater');
    const renewed = ok(await call(fleet, { method: 'POST', url: `${CERTS}/${cert.id}/renew`, payload: { version: 1, endDate: addDays(today(), 365) } }));
    expect(renewed).toMatchObject({ renewDate: today(), status: 'normal', band: null, version: 2, updateAuthor: 'demo-fleet' });
    expectStatus(await call(fleet, { method: 'POST', url: `${CERTS}/${cert.id}/renew`, payload: { version: 1, endDate: addDays(today(), 400) } }), 412, 'error.dataChanged');
    const logs = await post('/common/v1/sysLogs/list', { pageSize: 20, searchParas: { conditions: [{ name: 'businessId', op: 'eq', value: cert.id }] } });
    expect(logs.list.map((l: { functionName: string }) => l.functionName)).toContain('renew');
  });

  it('carries files: the fleet seat attaches one; another company reaches nothing', async () => {
    const cert = await post(CERTS, { aircraftId, certType: 'registration', endDate: '2030-01-01' }, fleet);
    const file = ok(await call(fleet, { method: 'POST', url: '/file/v1/upload', ...multipartBody([{ name: 'file', filename: 'cert.png', content: TINY_PNG }]) }));
    const url = `/file/v1/attachments/aircraftCertificate/${cert.id}`;
    const empty = ok(await call(fleet, { method: 'GET', url }));
    const set = ok(await call(fleet, { method: 'PUT', url, payload: { version: empty.version, fileIds: [file.id] } }));
    expect(set.list.map((a: { fileId: string }) => a.fileId)).toEqual([file.id]);
    expectStatus(await call(bravo, { method: 'GET', url }), 404);
    // a seat without the certificate points cannot read them
    expect([403, 404]).toContain((await call(await t.signIn('demo-cs'), { method: 'GET', url })).statusCode);
  });

  it('another company sees none and gets 404 by id', async () => {
    const cert = await post(CERTS, { aircraftId, certType: 'noise', endDate: '2030-01-01' });
    const theirs = await post(`${CERTS}/list`, { pageSize: 500 }, bravo);
    expect(theirs.list.map((r: { id: string }) => r.id)).not.toContain(cert.id);
    expectStatus(await call(bravo, { method: 'GET', url: `${CERTS}/${cert.id}` }), 404);
    expectStatus(await call(bravo, { method: 'PUT', url: `${CERTS}/${cert.id}`, payload: { version: 1, note: 'x' } }), 404);
    expectStatus(await call(bravo, { method: 'POST', url: `${CERTS}/${cert.id}/renew`, payload: { version: 1, endDate: '2031-01-01' } }), 404);
    expectStatus(await call(bravo, { method: 'DELETE', url: CERTS, payload: [cert.id] }), 404);
    // nor can it hang a certificate on our aircraft
    expectStatus(await call(bravo, { method: 'POST', url: CERTS, payload: { aircraftId, certType: 'noise', endDate: '2030-01-01' } }), 400);
  });
});

describe('the operator’s certificate rules', () => {
  it('the fleet rules set the near-expiry months and the late band; the list filter follows them', async () => {
    const rules = ok(await call(admin, { method: 'GET', url: '/fleet/v1/settings' }));
    const c40 = await post(CERTS, { aircraftId, certType: 'noise', endDate: addDays(today(), 40) });
    const c7 = await post(CERTS, { aircraftId, certType: 'radioStation', endDate: addDays(today(), 7) });
    expect([c40.status, c7.band]).toEqual(['nearExpiry', '10days']);
    const saved = ok(await call(admin, { method: 'PUT', url: '/fleet/v1/settings', payload: { ...rules, certificateNearMonths: 1, certificateSoonDays: 5 } }));
    try {
      const [a, b] = await Promise.all([c40, c7].map((c) => call(admin, { method: 'GET', url: `${CERTS}/${c.id}` }).then(ok)));
      expect([a.status, a.band]).toEqual(['normal', null]);
      expect([b.status, b.band]).toEqual(['nearExpiry', '3months']);
      const normal = await post(`${CERTS}/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'status', op: 'eq', value: 'normal' }] } });
      expect(normal.list.map((r: { id: string }) => r.id)).toContain(c40.id);
    } finally {
      ok(await call(admin, { method: 'PUT', url: '/fleet/v1/settings', payload: { ...rules, version: saved.version } }));
      ok(await call(admin, { method: 'DELETE', url: CERTS, payload: [c40.id, c7.id] }));
    }
  });
});

describe('reminders', () => {
  const messagesOf = async (token: string, text: RegExp) => {
    const list = ok(await call(token, { method: 'POST', url: '/message/v1/messageLogs/list', headers: { 'accept-language': 'en' }, payload: { pageSize: 100, searchParas: { conditions: [{ name: 'functionCode', op: 'eq', value: 'AIRCRAFT_CERTIFICATE_EXPIRY' }] } } }));
    return list.list.filter((m: { messageInfo: string }) => text.test(m.messageInfo));
  };

  it('once per band, again in the next band, again after a renew; to the fleet seat, category 3', async () => {
    const service = t.app.services.certificates;
    // end date 2031-06-30: 3 months before is 2031-03-30; 10 days before is 2031-06-20
    const cert = await post(CERTS, { aircraftId, certType: 'radioStation', certNo: 'RADIO-REM', endDate: '2031-06-30' });
    const at = (iso: string) => service.runCertificateReminders(new Date(iso));
    const publish = () => t.app.services.publisher.dispatch(companyId);
    // the seeded certificates are reminded too: this one's end dates are its own
    const mine = /Radio station licence ends 2031-0(6-30|7-10)/;
    const bands = async () => (await messagesOf(fleet, mine)).length;

    await at('2031-03-29T04:00:00Z');
    await publish();
    expect(await bands()).toBe(0);
    // 2031-03-29 16:30 UTC is already 2031-03-30 in Beijing: the 3-month band
    await at('2031-03-29T16:30:00Z');
    await at('2031-03-29T17:00:00Z');
    await publish();
    const first = await messagesOf(fleet, mine);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ messageType: 3, functionCode: 'AIRCRAFT_CERTIFICATE_EXPIRY' });
    expect(first[0].messageTitle).toContain('Aircraft certificate expiring');
    expect(first[0].messageInfo).toContain('2031-06-30');
    // several runs in the band (and two at once, as two processes would) add nothing
    await Promise.all([at('2031-05-01T04:00:00Z'), at('2031-05-01T04:00:00Z')]);
    await publish();
    expect(await bands()).toBe(1);
    // the 10-day band, then expired: one each
    await at('2031-06-20T04:00:00Z');
    await at('2031-06-25T04:00:00Z');
    await publish();
    expect(await bands()).toBe(2);
    await at('2031-07-01T04:00:00Z');
    await at('2031-07-05T04:00:00Z');
    await publish();
    expect(await bands()).toBe(3);
    // the control seat does not get it (the template's seat is FLEET)
    expect(await messagesOf(await t.signIn('demo-control'), mine)).toHaveLength(0);

    // a renew starts over: the new end date's bands remind again
    const current = ok(await call(admin, { method: 'GET', url: `${CERTS}/${cert.id}` }));
    expect(current.notifiedBand).toBe('expired');
    ok(await call(admin, { method: 'POST', url: `${CERTS}/${cert.id}/renew`, payload: { version: current.version, endDate: '2031-07-10' } }));
    await at('2031-07-05T04:00:00Z');
    await publish();
    expect(await bands()).toBe(4);
  });
});

describe('machine supplies', () => {
  const newItem = async (token = fleet) => post(SUPPLIES, { aircraftId, title: 'Oils', name: `Oil ${Math.random().toString(36).slice(2, 8)}`, unit: 'qt', lowStock: '2' }, token);
  const move = (id: string, kind: 'refill' | 'issue', quantity: unknown, token = fleet) => call(token, { method: 'POST', url: `${SUPPLIES}/${id}/${kind}`, payload: { quantity } });

  it('refill and issue write history rows with before / added / used / balance', async () => {
    const item = await newItem();
    expect(item).toMatchObject({ stock: '0', low: true, lowStock: '2', version: 1 });
    const r1 = ok(await move(item.id, 'refill', '10.5'));
    expect(r1.supply).toMatchObject({ stock: '10.5', low: false });
    expect(r1.history).toMatchObject({ kind: 'refill', beforeNum: '0', addNum: '10.5', useNum: '0', balanceNum: '10.5', createAuthor: 'demo-fleet' });
    const r2 = ok(await move(item.id, 'issue', 9));
    expect(r2.history).toMatchObject({ kind: 'issue', beforeNum: '10.5', addNum: '0', useNum: '9', balanceNum: '1.5' });
    expect(r2.supply.low).toBe(true);
    const hist = await post(`${HISTORY}/list`, { pageSize: 50, searchParas: { conditions: [{ name: 'supplyId', op: 'eq', value: item.id }] } });
    expect(hist.list.map((h: { balanceNum: string }) => h.balanceNum)).toEqual(['1.5', '10.5']);
    expect(hist.list[0]).toMatchObject({ name: item.name, unit: 'qt' });
    const low = await post(`${SUPPLIES}/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'low', op: 'eq', value: 1 }] } });
    expect(low.list.map((r: { id: string }) => r.id)).toContain(item.id);
  });

  it('quantity: required, a valid number, > 0, an issue not over the stock (translated keys)', async () => {
    const item = await newItem();
    for (const [q, key] of [['', 'machineSupplies.rule.required'], ['abc', 'machineSupplies.rule.number'], ['1.234', 'machineSupplies.rule.number'], ['0', 'machineSupplies.rule.positive'], ['-3', 'machineSupplies.rule.positive'], [0, 'machineSupplies.rule.positive']] as const) {
      const res = expectStatus(await move(item.id, 'refill', q), 400);
      expect(res.result.fields.quantity.key, String(q)).toBe(key);
    }
    expectStatus(await call(fleet, { method: 'POST', url: `${SUPPLIES}/${item.id}/refill`, payload: {} }), 400);
    ok(await move(item.id, 'refill', '3'));
    const over = expectStatus(await move(item.id, 'issue', '3.01'), 409, 'machineSupplies.error.overStock');
    expect(over.result.fields.quantity.key).toBe('machineSupplies.rule.overStock');
    ok(await move(item.id, 'issue', '3'));
    expect(ok(await call(fleet, { method: 'GET', url: `${SUPPLIES}/${item.id}` })).stock).toBe('0');
    // the Chinese text of the refusal
    const zh = await call(fleet, { method: 'POST', url: `${SUPPLIES}/${item.id}/issue`, headers: { 'accept-language': 'zh-CN' }, payload: { quantity: '1' } });
    expect(zh.json().message).toBe('领用数量超过库存');
  });

  it('concurrent refills and issues lose no update; the history adds up', async () => {
    const item = await newItem();
    await Promise.all(Array.from({ length: 8 }, () => move(item.id, 'refill', '1.25')));
    expect(ok(await call(fleet, { method: 'GET', url: `${SUPPLIES}/${item.id}` })).stock).toBe('10');
    const issues = await Promise.all(Array.from({ length: 6 }, () => move(item.id, 'issue', '2')));
    expect(issues.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(issues.filter((r) => r.statusCode === 409)).toHaveLength(1);
    const hist = await post(`${HISTORY}/list`, { pageSize: 50, sortProperties: 'createTime', sortDirection: 'asc', searchParas: { conditions: [{ name: 'supplyId', op: 'eq', value: item.id }] } });
    expect(hist.totalNum).toBe(13);
    // each row's balance = before + added − used, and the next row starts from it
    const h100 = (s: string) => Math.round(Number(s) * 100);
    const rows = hist.list as { beforeNum: string; addNum: string; useNum: string; balanceNum: string }[];
    for (const r of rows) expect(h100(r.balanceNum)).toBe(h100(r.beforeNum) + h100(r.addNum) - h100(r.useNum));
    // serialised: every move started from a different stock, and the moves chain from 0 to 0
    const befores = rows.map((r) => h100(r.beforeNum));
    expect(new Set(befores).size).toBe(13);
    expect(new Set(rows.map((r) => h100(r.balanceNum)))).toEqual(new Set([...befores.filter((b) => b !== 0), 0]));
    expect(ok(await call(fleet, { method: 'GET', url: `${SUPPLIES}/${item.id}` })).stock).toBe('0');
  });

  it('edit keeps the stock; delete is refused with history and allowed without', async () => {
    const item = await newItem();
    // the stock moves only by refill and issue
    expectStatus(await call(fleet, { method: 'PUT', url: `${SUPPLIES}/${item.id}`, payload: { version: 1, nameEn: 'Oil', stock: '99' } }), 400);
    const ed = ok(await call(fleet, { method: 'PUT', url: `${SUPPLIES}/${item.id}`, payload: { version: 1, nameEn: 'Oil' } }));
    expect(ed).toMatchObject({ nameEn: 'Oil', stock: '0', version: 2 });
    ok(await move(item.id, 'refill', '1'));
    const refused = expectStatus(await call(fleet, { method: 'DELETE', url: SUPPLIES, payload: [item.id] }), 409, 'machineSupplies.error.hasHistory');
    expect(refused.message).toBeTruthy();
    const bare = await newItem();
    expect(ok(await call(fleet, { method: 'DELETE', url: SUPPLIES, payload: [bare.id] }))).toEqual({ deleted: 1 });
  });

  it('another company: 404 on every route, its lists never show ours', async () => {
    const item = await newItem();
    ok(await move(item.id, 'refill', '5'));
    expectStatus(await call(bravo, { method: 'GET', url: `${SUPPLIES}/${item.id}` }), 404);
    expectStatus(await move(item.id, 'refill', '1', bravo), 404);
    expectStatus(await move(item.id, 'issue', '1', bravo), 404);
    expectStatus(await call(bravo, { method: 'PUT', url: `${SUPPLIES}/${item.id}`, payload: { version: 2, name: 'x' } }), 404);
    expectStatus(await call(bravo, { method: 'DELETE', url: SUPPLIES, payload: [item.id] }), 404);
    expect((await post(`${SUPPLIES}/list`, { pageSize: 500 }, bravo)).list.map((r: { id: string }) => r.id)).not.toContain(item.id);
    const hist = await post(`${HISTORY}/list`, { pageSize: 50, searchParas: { conditions: [{ name: 'supplyId', op: 'eq', value: item.id }] } }, bravo);
    expect(hist.totalNum).toBe(0);
    expect(ok(await call(fleet, { method: 'GET', url: `${SUPPLIES}/${item.id}` })).stock).toBe('5');
  });

  it('access: a seat without the supplies points gets 403; the fleet seat may refill and issue', async () => {
    const cs = await t.signIn('demo-cs');
    const item = await newItem();
    expectStatus(await move(item.id, 'refill', '1', cs), 403, 'error.insufficientAccess');
    expectStatus(await call(cs, { method: 'POST', url: `${HISTORY}/list`, payload: {} }), 403);
    expectStatus(await call(cs, { method: 'POST', url: `${CERTS}/list`, payload: {} }), 403);
    expectStatus(await call(cs, { method: 'POST', url: `${CERTS}/${item.id}/renew`, payload: { version: 1, endDate: '2030-01-01' } }), 403);
    ok(await move(item.id, 'refill', '1'));
  });

  it('exports the lists as xlsx', async () => {
    for (const base of [CERTS, SUPPLIES, HISTORY]) {
      const res = await call(fleet, { method: 'POST', url: `${base}/export`, payload: { scope: 'all', columns: ['tailNo'] } });
      expect(res.statusCode, res.body).toBe(200);
      expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    }
  });
});
