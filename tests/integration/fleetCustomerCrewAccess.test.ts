/**
 * Access to aircraft types, aircraft, customers and crew: company B never sees or changes company A's
 * rows (404) nor refers to them (400); a seat user without the permission gets 403; data permissions
 * (a specific `aircraft` grant) restrict lists and reads by id.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN, TEST_PASSWORD } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const tokens: Record<string, string> = {};
const call = (who: string, opts: InjectOptions) => t.call(tokens[who], opts);
const post = async (who: string, url: string, payload: unknown) => ok(await call(who, { method: 'POST', url, payload: payload as object }));
const status = async (who: string, opts: InjectOptions) => (await call(who, opts)).statusCode;

const TYPES = '/fleet/v1/aircraftTypes';
const AIRCRAFT = '/fleet/v1/aircraft';
const CUSTOMERS = '/customer/v1/customers';
const CREWS = '/crew/v1/crews';

/** Company A's rows, created by its admin. */
const a: Record<'type' | 'aircraft' | 'aircraft2' | 'customer' | 'crew', { id: string; version: number }> = {} as never;

beforeAll(async () => {
  tokens.admin = await t.signIn('admin');
  tokens.bravo = await t.signIn(TENANT_B_ADMIN);
  tokens.cs = await t.signIn('demo-cs');
  tokens.fleet = await t.signIn('demo-fleet');
  a.type = await post('admin', TYPES, { code: 'AC-G550', name: 'G550' });
  a.customer = await post('admin', CUSTOMERS, { type: 1, name: 'Alpha Customer' });
  a.aircraft = await post('admin', AIRCRAFT, { tailNo: 'B-AC01', typeId: a.type.id, baseIcao: 'ZBAA' });
  a.aircraft2 = await post('admin', AIRCRAFT, { tailNo: 'B-AC02', typeId: a.type.id, baseIcao: 'ZSSS', fleetType: 'hosted', customerId: a.customer.id });
  a.crew = await post('admin', CREWS, { workNo: 'AC-P1', cnName: '周杰', crewType: 'pilot', qualifiedTypeIds: [a.type.id] });
});

const RESOURCES = [
  { base: TYPES, key: 'type', edit: { name: 'Hijacked' } },
  { base: AIRCRAFT, key: 'aircraft', edit: { serialNo: 'Hijacked' } },
  { base: CUSTOMERS, key: 'customer', edit: { name: 'Hijacked' } },
  { base: CREWS, key: 'crew', edit: { cnName: 'Hijacked' } },
] as const;

describe.each(RESOURCES)('company B vs company A: $base', ({ base, key, edit }) => {
  it('B lists none of A’s rows; GET, PUT and DELETE of A’s row → 404, row unchanged', async () => {
    const row = a[key];
    const seen = await post('bravo', `${base}/list`, { pageSize: 500 });
    expect(seen.list.map((r: { id: string }) => r.id)).not.toContain(row.id);
    expect(await status('bravo', { method: 'GET', url: `${base}/${row.id}` })).toBe(404);
    expect(await status('bravo', { method: 'PUT', url: `${base}/${row.id}`, payload: { version: row.version, ...edit } })).toBe(404);
    expect(await status('bravo', { method: 'DELETE', url: base, payload: [row.id] })).toBe(404);
    const after = ok(await call('admin', { method: 'GET', url: `${base}/${row.id}` }));
    expect(after.version).toBe(row.version);
  });

  it('A still reads its own row', async () => {
    expect(ok(await call('admin', { method: 'GET', url: `${base}/${a[key].id}` })).id).toBe(a[key].id);
  });
});

describe('references across companies', () => {
  it('B cannot create an aircraft or a crew member on A’s aircraft type, nor a hosted aircraft of A’s customer → 400', async () => {
    const own = await post('bravo', TYPES, { code: 'AC-G550', name: 'Bravo G550' }); // codes are unique per company only
    const refused = async (url: string, payload: object, field: string) => {
      const res = await call('bravo', { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().result.fields[field].key).toBe('validation.unknownReference');
    };
    await refused(AIRCRAFT, { tailNo: 'B-AC01', typeId: a.type.id }, 'typeId');
    await refused(AIRCRAFT, { tailNo: 'B-BR01', typeId: own.id, fleetType: 'hosted', customerId: a.customer.id }, 'customerId');
    await refused(CREWS, { workNo: 'AC-P1', cnName: '周杰', crewType: 'pilot', qualifiedTypeIds: [a.type.id] }, 'qualifiedTypeIds');
    // the same tail number in another company is fine
    expect((await post('bravo', AIRCRAFT, { tailNo: 'B-AC01', typeId: own.id })).tailNo).toBe('B-AC01');
    const mine = await post('admin', `${AIRCRAFT}/list`, { searchParas: { conditions: [{ name: 'tailNo', op: 'eq', value: 'B-AC01' }] } });
    expect(mine.list.map((r: { id: string }) => r.id)).toEqual([a.aircraft.id]);
  });
});

describe('permissions', () => {
  it('a seat user whose screens neither own nor display an area gets 403 on its lists and reads', async () => {
    // customer service has no crew screen and no screen that shows crew (reference reads: src/domain/access/references.ts)
    for (const [who, url] of [['cs', `${CREWS}/list`], ['fleet', `${CREWS}/list`]] as const) {
      const res = await call(who, { method: 'POST', url, payload: {} });
      expect(res.statusCode, `${who} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ key: 'error.insufficientAccess' });
    }
    expect(await status('cs', { method: 'GET', url: `${CREWS}/${a.crew.id}` })).toBe(403);
  });

  it('a seat reads the reference data its screens display (the fleet seat: customers, the owners of hosted aircraft)', async () => {
    expect(await status('fleet', { method: 'POST', url: `${CUSTOMERS}/list`, payload: {} })).toBe(200);
    expect(await status('fleet', { method: 'GET', url: `${CUSTOMERS}/${a.customer.id}` })).toBe(200);
  });

  it('a seat user without the write permission gets 403 and nothing changes', async () => {
    expect(await status('cs', { method: 'POST', url: AIRCRAFT, payload: { tailNo: 'B-CS01', typeId: a.type.id } })).toBe(403);
    expect(await status('cs', { method: 'DELETE', url: TYPES, payload: [a.type.id] })).toBe(403);
    expect(await status('fleet', { method: 'DELETE', url: CUSTOMERS, payload: [a.customer.id] })).toBe(403);
    expect((await post('admin', `${AIRCRAFT}/list`, { searchParas: { conditions: [{ name: 'tailNo', op: 'eq', value: 'B-CS01' }] } })).totalNum).toBe(0);
  });
});

describe('data permissions', () => {
  let scoped = '';
  beforeAll(async () => {
    const role = await post('admin', '/common/v1/sysRoles', { name: 'One aircraft', code: 'ONE_AIRCRAFT' });
    const put = (suffix: string, payload: object) => call('admin', { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/${suffix}`, payload }).then(ok);
    const v2 = await put('permissions', { version: role.version, permissionKeys: ['aircraft:list', 'aircraftType:list', 'crew:list'] });
    await put('dataPermissions', {
      version: v2.version,
      grants: [
        { dimension: 'aircraft', mode: 'specific', values: [a.aircraft.id] },
        { dimension: 'crewType', mode: 'specific', values: ['cabin'] },
      ],
    });
    const seats = ok(await call('admin', { method: 'GET', url: '/common/v1/seats' }));
    await post('admin', '/common/v1/sysUsers', { userName: 'one-aircraft', password: TEST_PASSWORD, personName: 'One Aircraft', roleIds: [role.id], seatIds: [seats[0].id] });
    scoped = await t.signIn('one-aircraft');
    tokens.scoped = scoped;
  });

  it('the list answers only the granted aircraft; another aircraft by id → 404', async () => {
    const seen = await post('scoped', `${AIRCRAFT}/list`, { pageSize: 500 });
    expect(seen.list.map((r: { id: string }) => r.id)).toEqual([a.aircraft.id]);
    expect(seen.totalNum).toBe(1);
    expect(ok(await call('scoped', { method: 'GET', url: `${AIRCRAFT}/${a.aircraft.id}` })).tailNo).toBe('B-AC01');
    expect(await status('scoped', { method: 'GET', url: `${AIRCRAFT}/${a.aircraft2.id}` })).toBe(404);
  });

  it('a dimension nobody configured is unrestricted; crewType restricts crew', async () => {
    expect((await post('scoped', `${TYPES}/list`, { pageSize: 500 })).list.map((r: { id: string }) => r.id)).toContain(a.type.id);
    const crews = (await post('scoped', `${CREWS}/list`, { pageSize: 500 })).list as { crewType: string }[];
    expect(crews.length).toBeGreaterThan(0); // the seeded cabin crew
    expect(crews.every((c) => c.crewType === 'cabin')).toBe(true);
    expect(await status('scoped', { method: 'GET', url: `${CREWS}/${a.crew.id}` })).toBe(404);
  });

  it('the admin flag sees everything', async () => {
    const all = await post('admin', `${AIRCRAFT}/list`, { pageSize: 500 });
    expect(all.list.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([a.aircraft.id, a.aircraft2.id]));
  });
});

describe('aircraft statistics', () => {
  const stats = (id: string) => ({ method: 'GET' as const, url: `${AIRCRAFT}/${id}/statistics` });
  it('B gets 404 for A’s aircraft and lists none of them', async () => {
    expect(await status('bravo', stats(a.aircraft.id))).toBe(404);
    const seen = await post('bravo', '/fleet/v1/aircraftStatistics/list', {});
    expect(seen.rows.map((r: { aircraftId: string }) => r.aircraftId)).not.toContain(a.aircraft.id);
  });

  it('data permissions: only the granted aircraft (another by id → 404)', async () => {
    expect(ok(await call('scoped', stats(a.aircraft.id))).aircraftId).toBe(a.aircraft.id);
    expect(await status('scoped', stats(a.aircraft2.id))).toBe(404);
  });

  it('a seat user with neither the aircraft nor the statistics screen gets 403', async () => {
    expect(await status('cs', stats(a.aircraft.id))).toBe(403);
    expect(await status('cs', { method: 'POST', url: '/fleet/v1/aircraftStatistics/list', payload: {} })).toBe(403);
    expect(await status('fleet', { method: 'POST', url: '/fleet/v1/aircraftStatistics/list', payload: {} })).toBe(200);
  });
});
