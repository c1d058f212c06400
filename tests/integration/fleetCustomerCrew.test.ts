/**
 * Aircraft types, aircraft, customers and crew members: CRUD round trips as the company admin,
 * list filters and sorting, optimistic versions, references within the company, deletes refused
 * while something still refers to the row, and the operation log. Access is in fleetCustomerCrewAccess.test.ts.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

let admin = '';
const call = (opts: InjectOptions) => t.call(admin, opts);
const post = async (url: string, payload: unknown) => ok(await call({ method: 'POST', url, payload: payload as object }));
const get = async (url: string) => ok(await call({ method: 'GET', url }));
const list = (base: string, payload: object = {}) => post(`${base}/list`, payload);
const expectStatus = (res: LightMyRequestResponse, status: number, key?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  if (key) expect(res.json().key).toBe(key);
  return res.json();
};
const expectUnknownReference = (res: LightMyRequestResponse, field: string) =>
  expect(expectStatus(res, 400).result.fields[field].key).toBe('validation.unknownReference');

const TYPES = '/fleet/v1/aircraftTypes';
const AIRCRAFT = '/fleet/v1/aircraft';
const CUSTOMERS = '/customer/v1/customers';
const CREWS = '/crew/v1/crews';

beforeAll(async () => {
  admin = await t.signIn('admin');
});

/** Create → get → list → update (and 412 on the stale version) → delete → 404, for any resource. */
async function roundTrip(base: string, create: object, edit: Record<string, unknown>) {
  const created = await post(base, create);
  expect(created).toMatchObject({ ...create, version: 1, createAuthor: 'admin' });
  expect(created.companyId).toBeUndefined();
  expect(await get(`${base}/${created.id}`)).toEqual(created);
  expect((await list(base, { pageSize: 500 })).list.map((r: { id: string }) => r.id)).toContain(created.id);

  const updated = ok(await call({ method: 'PUT', url: `${base}/${created.id}`, payload: { version: 1, ...edit } }));
  expect(updated).toMatchObject({ ...edit, version: 2, updateAuthor: 'admin' });
  expectStatus(await call({ method: 'PUT', url: `${base}/${created.id}`, payload: { version: 1, ...edit } }), 412, 'error.dataChanged');
  expectStatus(await call({ method: 'PUT', url: `${base}/${created.id}`, payload: { version: 2, companyId: created.id } }), 400);

  expect(ok(await call({ method: 'DELETE', url: base, payload: [created.id] }))).toEqual({ deleted: 1 });
  expectStatus(await call({ method: 'GET', url: `${base}/${created.id}` }), 404, 'error.notFound');
  expectStatus(await call({ method: 'DELETE', url: base, payload: [created.id] }), 404);
}

describe('CRUD round trips as admin', () => {
  it('aircraft types', () =>
    roundTrip(TYPES, { code: 'RT-G650', name: 'Gulfstream G650', manufacturer: 'Gulfstream', seats: 13, cruiseSpeedKmh: 904, maxRangeKm: 12960, taxiMinutes: 15, mtowKg: 45178, note: null }, { name: 'G650ER', maxRangeKm: 13890 }));

  it('aircraft', async () => {
    const type = await post(TYPES, { code: 'RT-CL60', name: 'Challenger 605' });
    await roundTrip(
      AIRCRAFT,
      { tailNo: 'B-RT01', typeId: type.id, serialNo: '5901', seatNum: 12, baseIcao: 'ZBAA', locationIcao: 'ZSSS', fleetType: 'own', registryCountry: 'CN', manufactureDate: '2015-06-30', calendarColor: '#3366ff', sortNum: 3, enabled: true, icao24: '780a1b' },
      { locationIcao: 'VHHH', seatNum: 10, calendarColor: null },
    );
  });

  it('customers', () =>
    roundTrip(CUSTOMERS, { serialNumber: 'C-0001', simpleCode: 'ACME', type: 1, name: 'Acme Holdings', personName: 'Li Lei', manager: 'Han Meimei', linkman: 'Wang Wu', linkTel: '+86 10 6459 0000', companyAddress: 'Beijing', email: 'ops@acme.example', billMoneyUnit: 'CNY' }, { type: 2, note: 'VIP' }));

  it('crew members', async () => {
    const type = await post(TYPES, { code: 'RT-GL6', name: 'Global 6000' });
    await roundTrip(
      CREWS,
      { workNo: 'P-RT01', cnName: '张伟', enName: 'Zhang Wei', sex: 'M', nationality: 'CN', crewType: 'pilot', position: 'captain', baseIcao: 'ZBAA', department: 'Flight Ops', hireDate: '2019-03-01', status: 'active', employeeType: 'fullTime', qualifiedTypeIds: [type.id] },
      { position: 'firstOfficer', dateTerminated: '2026-01-31', status: 'inactive' },
    );
  });
});

describe('aircraft references and rules', () => {
  let typeId = '';
  let customerId = '';
  beforeAll(async () => {
    typeId = (await post(TYPES, { code: 'RF-E190', name: 'Lineage 1000' })).id;
    customerId = (await post(CUSTOMERS, { type: 1, name: 'Hosted Owner Ltd' })).id;
  });

  it('an unknown aircraft type, customer or airport → 400 validation.unknownReference, nothing created', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    expectUnknownReference(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-RF00', typeId: none } }), 'typeId');
    expectUnknownReference(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-RF00', typeId, customerId: none } }), 'customerId');
    expectUnknownReference(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-RF00', typeId, baseIcao: 'QQQQ' } }), 'baseIcao');
    expect((await list(AIRCRAFT, { searchParas: { conditions: [{ name: 'tailNo', op: 'eq', value: 'B-RF00' }] } })).totalNum).toBe(0);
  });

  it('tail numbers are unique per company → 409', async () => {
    await post(AIRCRAFT, { tailNo: 'B-RF01', typeId });
    expectStatus(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-RF01', typeId } }), 409, 'error.duplicate');
  });

  it('a new aircraft starts airworthy (the status follows faults and inspections); enabled on create only; bad enums and unknown fields → 400', async () => {
    expectStatus(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-RF02', typeId, status: 'aog' } }), 400);
    const row = await post(AIRCRAFT, { tailNo: 'B-RF02', typeId });
    expect(row).toMatchObject({ status: 'airworthy', enabled: true, fleetType: 'own' });
    expectStatus(await call({ method: 'PUT', url: `${AIRCRAFT}/${row.id}`, payload: { version: 1, status: 'airworthy' } }), 400);
    expectStatus(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-RF03', typeId, fleetType: 'leased' } }), 400);
    expectStatus(await call({ method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-RF03', typeId, wings: 2 } }), 400);
  });

  it('an update pointing at an unknown type is rolled back', async () => {
    const row = await post(AIRCRAFT, { tailNo: 'B-RF04', typeId, seatNum: 9 });
    expectUnknownReference(await call({ method: 'PUT', url: `${AIRCRAFT}/${row.id}`, payload: { version: 1, typeId: '00000000-0000-4000-8000-000000000001', seatNum: 1 } }), 'typeId');
    expect(await get(`${AIRCRAFT}/${row.id}`)).toMatchObject({ version: 1, seatNum: 9, typeId });
  });

  it('deleting a type used by an aircraft or a crew member, or a customer owning a hosted aircraft → 409, nothing deleted', async () => {
    const hosted = await post(AIRCRAFT, { tailNo: 'B-RF05', typeId, fleetType: 'hosted', customerId });
    expectStatus(await call({ method: 'DELETE', url: TYPES, payload: [typeId] }), 409);
    expectStatus(await call({ method: 'DELETE', url: CUSTOMERS, payload: [customerId] }), 409);
    expect((await get(`${TYPES}/${typeId}`)).id).toBe(typeId);
    expect((await get(`${CUSTOMERS}/${customerId}`)).id).toBe(customerId);

    const crewType = await post(TYPES, { code: 'RF-PC24', name: 'PC-24' });
    await post(CREWS, { workNo: 'P-RF01', cnName: '李娜', crewType: 'pilot', qualifiedTypeIds: [crewType.id] });
    expectStatus(await call({ method: 'DELETE', url: TYPES, payload: [crewType.id] }), 409);
    ok(await call({ method: 'DELETE', url: AIRCRAFT, payload: [hosted.id] }));
    expect(ok(await call({ method: 'DELETE', url: CUSTOMERS, payload: [customerId] }))).toEqual({ deleted: 1 });
  });

  it('crew: unknown qualified type → 400; work numbers unique per company → 409', async () => {
    expectUnknownReference(await call({ method: 'POST', url: CREWS, payload: { workNo: 'P-RF02', cnName: '王芳', crewType: 'pilot', qualifiedTypeIds: [typeId, '00000000-0000-4000-8000-000000000000'] } }), 'qualifiedTypeIds');
    await post(CREWS, { workNo: 'P-RF03', cnName: '王芳', crewType: 'cabin' });
    expectStatus(await call({ method: 'POST', url: CREWS, payload: { workNo: 'P-RF03', cnName: '刘洋', crewType: 'cabin' } }), 409, 'error.duplicate');
  });

  it('customer: the exclusive customer-service user must be a user of the company', async () => {
    expectUnknownReference(await call({ method: 'POST', url: CUSTOMERS, payload: { type: 2, name: 'Solo', serviceUserId: '00000000-0000-4000-8000-000000000000' } }), 'serviceUserId');
    const users = await post('/common/v1/sysUsers/list', { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'demo-cs' }] } });
    expect((await post(CUSTOMERS, { type: 2, name: 'Solo', serviceUserId: users.list[0].id })).serviceUserId).toBe(users.list[0].id);
  });

  it('every write is in the operation log', async () => {
    const logs = await post('/common/v1/sysLogs/list', { pageSize: 50, searchParas: { conditions: [{ name: 'tailNo', op: 'eq', value: 'B-RF01' }] } });
    expect(logs.list.map((l: { moduleName: string; functionName: string }) => `${l.moduleName}.${l.functionName}`)).toContain('aircraft.create');
    const deletes = await post('/common/v1/sysLogs/list', { pageSize: 50, searchParas: { conditions: [{ name: 'moduleName', op: 'eq', value: 'customer' }, { name: 'functionName', op: 'eq', value: 'delete' }] } });
    expect(deletes.totalNum).toBeGreaterThan(0);
  });
});

describe('list filters and sorting', () => {
  beforeAll(async () => {
    const a = (await post(TYPES, { code: 'LS-A', name: 'List type A', seats: 8 })).id;
    const b = (await post(TYPES, { code: 'LS-B', name: 'List type B', seats: 16 })).id;
    for (const [i, [tailNo, typeId, fleetType, baseIcao]] of [
      ['B-LS01', a, 'own', 'ZBAA'],
      ['B-LS02', b, 'hosted', 'ZSSS'],
      ['B-LS03', a, 'proxy', 'ZBAA'],
    ].entries()) await post(AIRCRAFT, { tailNo, typeId, fleetType, baseIcao, sortNum: 10 - i });
    await post(CREWS, { workNo: 'LS-C1', cnName: '陈静', crewType: 'cabin', position: 'purser' });
    await post(CREWS, { workNo: 'LS-P1', cnName: '赵强', crewType: 'pilot', position: 'captain', nationality: 'FR' });
  });
  const tails = (r: { list: { tailNo: string }[] }) => r.list.map((x) => x.tailNo);
  const lsOnly = { name: 'tailNo', op: 'startsWith', value: 'B-LS' };

  it('aircraft: default sort by sortNum; sort by tailNo desc; filter by fleet type, base and type', async () => {
    expect(tails(await list(AIRCRAFT, { searchParas: { conditions: [lsOnly] } }))).toEqual(['B-LS03', 'B-LS02', 'B-LS01']);
    expect(tails(await list(AIRCRAFT, { sortProperties: 'tailNo', sortDirection: 'desc', searchParas: { conditions: [lsOnly] } }))).toEqual(['B-LS03', 'B-LS02', 'B-LS01']);
    expect(tails(await list(AIRCRAFT, { sortProperties: 'tailNo', sortDirection: 'asc', searchParas: { conditions: [lsOnly, { name: 'fleetType', op: 'in', value: ['own', 'proxy'] }] } }))).toEqual(['B-LS01', 'B-LS03']);
    expect(tails(await list(AIRCRAFT, { searchParas: { conditions: [lsOnly, { name: 'baseIcao', op: 'eq', value: 'ZSSS' }] } }))).toEqual(['B-LS02']);
    const page = await list(AIRCRAFT, { page: 2, pageSize: 2, sortProperties: 'tailNo', searchParas: { conditions: [lsOnly] } });
    expect(page).toMatchObject({ totalNum: 3 });
    expect(tails(page)).toEqual(['B-LS03']);
  });

  it('types: filter by seats; crew: by crew type and nationality', async () => {
    const types = await list(TYPES, { searchParas: { conditions: [{ name: 'code', op: 'startsWith', value: 'LS-' }, { name: 'seats', op: 'gt', value: 10 }] } });
    expect(types.list.map((r: { code: string }) => r.code)).toEqual(['LS-B']);
    const crew = await list(CREWS, { searchParas: { logic: 'or', conditions: [{ name: 'crewType', op: 'eq', value: 'cabin' }, { name: 'nationality', op: 'eq', value: 'FR' }] }, sortProperties: 'workNo', pageSize: 500 });
    expect(crew.list.map((r: { workNo: string }) => r.workNo)).toEqual(expect.arrayContaining(['LS-C1', 'LS-P1']));
  });

  it('a field or operator outside the whitelist → 400', async () => {
    expectStatus(await call({ method: 'POST', url: `${AIRCRAFT}/list`, payload: { searchParas: { conditions: [{ name: 'companyId', op: 'eq', value: 'x' }] } } }), 400);
    expectStatus(await call({ method: 'POST', url: `${CREWS}/list`, payload: { searchParas: { conditions: [{ name: 'crewType', op: 'like', value: 'pil' }] } } }), 400);
    expectStatus(await call({ method: 'POST', url: `${AIRCRAFT}/list`, payload: { searchParas: { conditions: [{ name: 'fleetType', op: 'eq', value: 'leased' }] } } }), 400);
  });
});
