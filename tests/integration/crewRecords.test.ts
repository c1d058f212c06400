/**
 * Crew records: CRUD of every tab (documents, abilities, activities, trainings, contracts,
 * equipment, memberships), the status of today, the references of the company (a type of the
 * wrong kind, another company's crew member), the crew member's data permissions, stale versions.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/expiry';
import { ok } from '../support/expect';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import type { Ctx } from '../../server/lib/context';
import { createTestApp } from '../support/testApp';
import { seedCrewRecords } from '../../server/seed/crewRecords';

const t = await createTestApp();
afterAll(async () => t.close());

const B = '/crew/v1';
let admin = '';
let crew = '';
let bravo = '';
let crewId = '';
let crewZone = 'Asia/Shanghai';
let typeCode = '';
let aircraftTypeId = '';
let licenceTypeId = '';
let medicalTypeId = '';
const call = (token: string, opts: InjectOptions) => t.call(token, opts);
const post = async (url: string, payload: unknown, token = crew) => ok(await call(token, { method: 'POST', url, payload: payload as object }));
const expectStatus = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const today = () => todayIn(new Date(), crewZone);

beforeAll(async () => {
  // the demo's crew records (part of the demo trips, which the bare test data leaves out)
  const adminCtx: Ctx = { principal: await principalOf(t.database.db, t.app.services, 'admin'), ip: 'test' };
  await seedCrewRecords(t.app.services, adminCtx);
  admin = await t.signIn('admin');
  crew = await t.signIn('demo-crew');
  bravo = await t.signIn(TENANT_B_ADMIN);
  const c = (await post(`${B}/crews/list`, { pageSize: 1, searchParas: { conditions: [{ name: 'crewType', op: 'eq', value: 'pilot' }] } }, admin)).list[0];
  crewId = c.id;
  const airport = ok(await call(admin, { method: 'GET', url: `/base/v1/airports/${c.baseIcao}` }));
  crewZone = airport.timeZone ?? crewZone;
  const type = (await post('/fleet/v1/aircraftTypes/list', { pageSize: 1 }, admin)).list[0];
  aircraftTypeId = type.id;
  typeCode = type.code;
  licenceTypeId = (await post(`${B}/licenceTypes/list`, { pageSize: 1 }, admin)).list[0].id;
  medicalTypeId = (await post(`${B}/medicalTypes/list`, { pageSize: 1 }, admin)).list[0].id;
});

describe('documents', () => {
  it('create → get → list with status → update (412 stale, band reset) → delete', async () => {
    const dueDate = addDays(today(), 5);
    const doc = await post(`${B}/documents`, { crewId, kind: 'licence', typeId: licenceTypeId, docNo: 'L-1', effectiveDate: '2020-01-01', dueDate, icaoLevel: 4, icaoDueDate: addDays(today(), 400) });
    expect(doc).toMatchObject({ crewId, kind: 'licence', status: 'nearExpiry', band: '10days', daysLeft: 5, icaoStatus: 'normal', version: 1 });
    expect(doc.workNo).toBeTruthy();
    expect(doc.typeName).toBeTruthy();
    expect(ok(await call(crew, { method: 'GET', url: `${B}/documents/${doc.id}` }))).toMatchObject({ id: doc.id, status: 'nearExpiry' });
    const near = await post(`${B}/documents/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'crewId', op: 'eq', value: crewId }, { name: 'status', op: 'eq', value: 'nearExpiry' }] } });
    expect(near.list.map((r: { id: string }) => r.id)).toContain(doc.id);
    const edited = ok(await call(crew, { method: 'PUT', url: `${B}/documents/${doc.id}`, payload: { version: 1, dueDate: addDays(today(), -1) } }));
    expect(edited).toMatchObject({ status: 'expired', band: 'expired', daysLeft: -1, version: 2 });
    expectStatus(await call(crew, { method: 'PUT', url: `${B}/documents/${doc.id}`, payload: { version: 1, note: 'x' } }), 412);
    expect(ok(await call(crew, { method: 'DELETE', url: `${B}/documents`, payload: [doc.id] }))).toEqual({ deleted: 1 });
    expectStatus(await call(crew, { method: 'GET', url: `${B}/documents/${doc.id}` }), 404);
  });

  it('refuses a type of another kind, effective after due, ICAO on a medical', async () => {
    const wrong = expectStatus(await call(crew, { method: 'POST', url: `${B}/documents`, payload: { crewId, kind: 'licence', typeId: medicalTypeId } }), 400);
    expect(wrong.result.fields.typeId.key).toBe('validation.unknownReference');
    const order = expectStatus(await call(crew, { method: 'POST', url: `${B}/documents`, payload: { crewId, kind: 'medical', typeId: medicalTypeId, effectiveDate: '2030-01-01', dueDate: '2029-01-01' } }), 400);
    expect(order.result.fields.dueDate.key).toBe('crewRecordServer.rule.dueBeforeEffective');
    expectStatus(await call(crew, { method: 'POST', url: `${B}/documents`, payload: { crewId, kind: 'medical', typeId: medicalTypeId, icaoLevel: 4 } }), 400);
  });

  it('another company sees nothing and cannot write on our crew', async () => {
    const doc = await post(`${B}/documents`, { crewId, kind: 'medical', typeId: medicalTypeId, dueDate: '2031-01-01' });
    expectStatus(await call(bravo, { method: 'GET', url: `${B}/documents/${doc.id}` }), 404);
    const res = expectStatus(await call(bravo, { method: 'POST', url: `${B}/documents`, payload: { crewId, kind: 'medical', typeId: medicalTypeId } }), 400);
    expect(res.result.fields).toBeTruthy();
    const list = ok(await call(bravo, { method: 'POST', url: `${B}/documents/list`, payload: { pageSize: 500 } }));
    expect(list.list.map((r: { id: string }) => r.id)).not.toContain(doc.id);
  });
});

describe('the other tabs', () => {
  it('abilities, activities, trainings, contracts, equipment, memberships round trip', async () => {
    const ab = await post(`${B}/abilities`, { crewId, aircraftTypeId, ability: 'captain', authDate: '2024-01-01', dueDate: addDays(today(), 60) });
    expect(ab).toMatchObject({ aircraftTypeCode: typeCode, status: 'nearExpiry', band: '3months' });
    const start = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const act = await post(`${B}/activities`, { crewId, kind: 'leave', startUtc: start, endUtc: end });
    expect(act).toMatchObject({ kind: 'leave' });
    expectStatus(await call(crew, { method: 'POST', url: `${B}/activities`, payload: { crewId, kind: 'rest', startUtc: end, endUtc: start } }), 400);
    const tr = await post(`${B}/trainings`, { crewId, kind: 'exam', name: 'Recurrent check', startDate: '2026-01-01', dueDate: addDays(today(), -3), result: 'pass' });
    expect(tr).toMatchObject({ status: 'expired', band: 'expired' });
    const co = await post(`${B}/contracts`, { crewId, contractNo: `C-${Date.now()}`, startDate: '2020-01-01', leaveDays: 20 });
    expect(co.leaveDaysTaken).toBeGreaterThanOrEqual(2);
    const dup = expectStatus(await call(crew, { method: 'POST', url: `${B}/contracts`, payload: { crewId, contractNo: co.contractNo } }), 409);
    expect(dup.result.fields.contractNo.key).toBe('crewRecordServer.rule.contractNoTaken');
    const eq = await post(`${B}/equipment`, { crewId, item: 'Flight bag', status: 'received', receivedDate: '2026-01-01' });
    expect(eq).toMatchObject({ status: 'received', quantity: 1 });
    expectStatus(await call(crew, { method: 'POST', url: `${B}/equipment`, payload: { crewId, item: 'Uniform', status: 'received' } }), 400);
    const me = await post(`${B}/memberships`, { crewId, kind: 'hotel', provider: 'Marriott', memberNo: 'M123' });
    expect(me).toMatchObject({ kind: 'hotel' });
    for (const [path, row] of [['abilities', ab], ['activities', act], ['trainings', tr], ['contracts', co], ['equipment', eq], ['memberships', me]] as const) {
      const list = await post(`${B}/${path}/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'crewId', op: 'eq', value: crewId }] } });
      expect(list.list.map((r: { id: string }) => r.id), path).toContain(row.id);
      expect(ok(await call(crew, { method: 'PUT', url: `${B}/${path}/${row.id}`, payload: { version: 1, note: 'n' } })).version, path).toBe(2);
      const xl = await call(crew, { method: 'POST', url: `${B}/${path}/export`, payload: { scope: 'all', columns: ['workNo', 'note'] } });
      expect(xl.statusCode, path).toBe(200);
      expect(ok(await call(crew, { method: 'DELETE', url: `${B}/${path}`, payload: [row.id] }))).toEqual({ deleted: 1 });
    }
  });
});

describe('data permissions', () => {
  it('a crew member outside the caller\'s crew dimension: their records answer 404 and cannot be written', async () => {
    const doc = await post(`${B}/documents`, { crewId, kind: 'medical', typeId: medicalTypeId, dueDate: '2032-01-01' });
    const base = await principalOf(t.database.db, t.app.services, 'demo-crew');
    const other = (await post(`${B}/crews/list`, { pageSize: 2, searchParas: { conditions: [{ name: 'crewType', op: 'eq', value: 'cabin' }] } }, admin)).list[0].id;
    const ctx: Ctx = { principal: { ...base, data: { crew: { mode: 'specific', values: [other] } } }, ip: 'test' };
    const docs = t.app.services.crewRecords.documents;
    await expect(docs.get(ctx, doc.id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await docs.list(ctx, { pageSize: 500 })).list.every((r) => r.crewId === other)).toBe(true);
    await expect(docs.update(ctx, doc.id, { version: doc.version, note: 'x' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(docs.create(ctx, { crewId, kind: 'medical', typeId: medicalTypeId })).rejects.toMatchObject({ statusCode: 400 });
    expect(await docs.remove(ctx, [doc.id]).catch((e: { statusCode: number }) => e.statusCode)).toBe(404);
  });

  it('a training needs crewDetail:training, an examination crewDetail:exam', async () => {
    const base = await principalOf(t.database.db, t.app.services, 'demo-crew');
    const ctx: Ctx = { principal: { ...base, permissions: new Set([...base.permissions].filter((k) => k !== 'crewDetail:exam')) }, ip: 'test' };
    const tr = t.app.services.crewRecords.trainings;
    await expect(tr.create(ctx, { crewId, kind: 'exam', name: 'Check', startDate: '2026-01-01' })).rejects.toMatchObject({ statusCode: 403 });
    const ok1 = await tr.create(ctx, { crewId, kind: 'training', name: 'CRM', startDate: '2026-01-01' });
    expect(ok1.kind).toBe('training');
  });
});

describe('the crew list', () => {
  it('answers each crew member\'s worst status and next due date, and filters by them', async () => {
    const crewRows = (await post(`${B}/crews/list`, { pageSize: 500 }, admin)).list;
    for (const status of ['normal', 'nearExpiry', 'expired']) {
      const rows = (await post(`${B}/crews/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'documentStatus', op: 'eq', value: status }] } }, admin)).list;
      // the SQL filter agrees with the rows' own status (the seed has crew in every band)
      expect(rows.length, status).toBeGreaterThan(0);
      expect(rows.every((r: { documentStatus: string }) => r.documentStatus === status), status).toBe(true);
    }
    const within = (await post(`${B}/crews/list`, { pageSize: 500, searchParas: { conditions: [{ name: 'expiringWithinDays', op: 'eq', value: 30 }] } }, admin)).list;
    const limit = addDays(today(), 30);
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((r: { nextDueDate: string | null }) => r.nextDueDate !== null && r.nextDueDate <= limit)).toBe(true);
    const expected = crewRows.filter((r: { nextDueDate: string | null }) => r.nextDueDate !== null && r.nextDueDate <= limit).length;
    expect(within.length).toBe(expected);
    const xl = await call(admin, { method: 'POST', url: `${B}/crews/export`, payload: { scope: 'all', columns: ['workNo', 'documentStatus', 'nextDueDate'] } });
    expect(xl.statusCode).toBe(200);
  });
});

describe('pilot jobs', () => {
  it('CRUD with holders, a unique code (409 on code), limitations checked, in-use delete refused', async () => {
    const job = ok(await call(admin, { method: 'POST', url: `${B}/pilotJobs`, payload: { name: '带飞教员', code: 'TRI-T', ability: 'instructor', aircraftTypeId, limitations: [{ type: 'minFlightHours', value: '3000' }, { type: 'weatherMinima', value: 'CAT I' }] } }));
    expect(job).toMatchObject({ code: 'TRI-T', aircraftTypeCode: typeCode, holders: 0, effective: true });
    const dup = expectStatus(await call(admin, { method: 'POST', url: `${B}/pilotJobs`, payload: { name: 'x', code: 'TRI-T' } }), 409);
    expect(dup.result.fields.code.key).toBe('crewRecordServer.rule.jobCodeTaken');
    const bad = expectStatus(await call(admin, { method: 'POST', url: `${B}/pilotJobs`, payload: { name: 'x', code: 'X1', limitations: [{ type: 'minLandings', value: 'many' }] } }), 400);
    expect(bad.result.fields.limitations.key).toBe('crewRecordServer.rule.limitNumber');
    expectStatus(await call(admin, { method: 'POST', url: `${B}/pilotJobs`, payload: { name: 'x', code: 'X2', aircraftTypeId: '00000000-0000-4000-8000-000000000000' } }), 400);
    const c = ok(await call(admin, { method: 'GET', url: `${B}/crews/${crewId}` }));
    ok(await call(admin, { method: 'PUT', url: `${B}/crews/${crewId}`, payload: { version: c.version, pilotJobId: job.id } }));
    expect(ok(await call(admin, { method: 'GET', url: `${B}/pilotJobs/${job.id}` })).holders).toBe(1);
    expectStatus(await call(admin, { method: 'DELETE', url: `${B}/pilotJobs`, payload: [job.id] }), 409);
    const c2 = ok(await call(admin, { method: 'GET', url: `${B}/crews/${crewId}` }));
    ok(await call(admin, { method: 'PUT', url: `${B}/crews/${crewId}`, payload: { version: c2.version, pilotJobId: null } }));
    expect(ok(await call(admin, { method: 'DELETE', url: `${B}/pilotJobs`, payload: [job.id] }))).toEqual({ deleted: 1 });
    expectStatus(await call(bravo, { method: 'GET', url: `${B}/pilotJobs/${job.id}` }), 404);
  });
});

describe('crew settings', () => {
  it('reads the demo setting, saves with the version, 412 when stale', async () => {
    const s = ok(await call(bravo, { method: 'GET', url: `${B}/settings` }));
    expect(s).toEqual({ version: 0, documentCheck: 'recorded' });
    const saved = ok(await call(bravo, { method: 'PUT', url: `${B}/settings`, payload: { version: 0, documentCheck: 'strict' } }));
    expect(saved).toEqual({ version: 1, documentCheck: 'strict' });
    expectStatus(await call(bravo, { method: 'PUT', url: `${B}/settings`, payload: { version: 0, documentCheck: 'recorded' } }), 412);
    const read = await import('../../server/modules/crew/records/crewSettingsService');
    const bravoCompany = (await principalOf(t.database.db, t.app.services, TENANT_B_ADMIN)).companyId;
    expect(await read.readCrewSettings(t.database.db, bravoCompany)).toEqual({ version: 1, documentCheck: 'strict' });
    // another company's setting: the demo operator keeps its own
    expect(ok(await call(admin, { method: 'GET', url: `${B}/settings` })).documentCheck).toBe('recorded');
  });
});
