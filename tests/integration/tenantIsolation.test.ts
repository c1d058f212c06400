/**
 * Tenant isolation, generated as resource × direction × catalogued route: company B's admin must never
 * see or change company A's rows (and the reverse). Plus role permission and data-permission changes.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN, TEST_PASSWORD } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { flownLogOf } from '../support/flb';
import { multipartBody, TINY_PNG } from '../support/multipart';

const t = await createTestApp();
afterAll(async () => t.close());

type Row = { id: string; version?: number; [k: string]: unknown };
interface Resource {
  base: string;
  /** Body of `PUT base/:id` (a harmless edit at the right version). */
  edit?: (row: Row) => object;
  /** A field the edit would change: must stay as it was. */
  field?: string;
}
const RESOURCES: Resource[] = [
  { base: '/common/v1/sysUsers', edit: (r) => ({ version: r.version, personName: 'Hijacked' }), field: 'personName' },
  { base: '/common/v1/sysRoles', edit: (r) => ({ version: r.version, name: 'Hijacked' }), field: 'name' },
  { base: '/common/v1/sysLogs' },
  { base: '/fleet/v1/faults', edit: (r) => ({ version: r.version, descriptionEn: 'Hijacked' }), field: 'descriptionEn' },
  { base: '/fleet/v1/maintenancePlans', edit: (r) => ({ version: r.version, name: 'Hijacked' }), field: 'name' },
  { base: '/trip/v1/flightLogs', edit: (r) => ({ version: r.version, note: 'Hijacked' }), field: 'note' },
];
/** Valid bodies of the `/:id/<command>` routes by `METHOD url` (fallback `{ version }`). */
const noAircraft = (r: Row) => ({ version: r.version, grants: [{ dimension: 'aircraft', mode: 'none', values: [] }] });
const COMMAND_BODIES: Record<string, (r: Row) => object> = {
  'PUT /common/v1/sysUsers/:id/permissions': (r) => ({ version: r.version, grants: ['user:list'], revokes: [] }),
  'PUT /common/v1/sysUsers/:id/dataPermissions': noAircraft,
  'POST /common/v1/sysUsers/:id/resetPassword': (r) => ({ version: r.version, password: 'Hijack-pass9' }),
  'PUT /common/v1/sysRoles/:id/permissions': (r) => ({ version: r.version, permissionKeys: ['user:list'] }),
  'PUT /common/v1/sysRoles/:id/dataPermissions': noAircraft,
  'PUT /common/v1/sysRoles/:id/users': (r) => ({ version: r.version, userIds: [] }),
  'POST /fleet/v1/faults/:id/extend': (r) => ({ version: r.version, days: 1, reason: 'Hijack', approvedBy: 'Hijack' }),
  'POST /fleet/v1/faults/:id/close': (r) => ({ version: r.version, rectification: 'Hijack', closedAt: new Date().toISOString() }),
  'POST /trip/v1/flightLogs/:id/recheck': (r) => ({ version: r.version, reason: 'Hijack' }),
  'POST /fleet/v1/maintenancePlans/:id/confirm': (r) => ({ version: r.version, doneBy: 'Hijack', doneAt: new Date().toISOString() }),
};

const catalog = t.app.routeCatalog;
const has = (method: string, url: string) => catalog.some((r) => r.method === method && r.url === url);
const idRoutes = (base: string) => catalog.filter((r) => r.url.startsWith(`${base}/:id`));

const tokens: Record<string, string> = {};
const call = (who: string, opts: InjectOptions) => t.call(tokens[who], opts);

/** Every row a user can list, page by page (pageSize 4 so paging is exercised). */
async function listAll(who: string, base: string, searchParas?: object): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const r = ok(await call(who, { method: 'POST', url: `${base}/list`, payload: { page, pageSize: 4, searchParas } }));
    rows.push(...r.list);
    if (r.list.length < 4) {
      expect(rows.length).toBe(r.totalNum);
      return rows;
    }
  }
}
const read = async (who: string, base: string, id: string) => ok(await call(who, { method: 'GET', url: `${base}/${id}` }));
const expect404 = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toMatchObject({ code: 404, key: 'error.notFound' });
};
const freeName = async (name: string) => ok(await t.call(undefined, { method: 'GET', url: `/register/checkLoginName/${name}` })).available;

beforeAll(async () => {
  tokens.admin = await t.signIn('admin');
  tokens[TENANT_B_ADMIN] = await t.signIn(TENANT_B_ADMIN);
  // B needs a plain user and role too, so both directions have more than the admin to aim at
  ok(await call(TENANT_B_ADMIN, { method: 'POST', url: '/common/v1/sysUsers', payload: { userName: 'bravo-ops', password: TEST_PASSWORD, personName: 'Bravo Ops' } }));
  ok(await call(TENANT_B_ADMIN, { method: 'POST', url: '/common/v1/sysRoles', payload: { name: 'Dispatch', code: 'DISPATCH' } }));
  // and an aircraft with a fault and an inspection (company A has the demo's)
  const typeId = ok(await call(TENANT_B_ADMIN, { method: 'POST', url: '/fleet/v1/aircraftTypes', payload: { code: 'BR-G650', name: 'G650' } })).id;
  const aircraftId = ok(await call(TENANT_B_ADMIN, { method: 'POST', url: '/fleet/v1/aircraft', payload: { tailNo: 'B-BRV1', typeId } })).id;
  ok(await call(TENANT_B_ADMIN, { method: 'POST', url: '/fleet/v1/faults', payload: { aircraftId, kind: 'mel', melItem: '21-31-01', melCategory: 'C', descriptionEn: 'Bravo MEL', discoveredAt: new Date(Date.now() - 3_600_000).toISOString() } }));
  // a flight log of a flown leg in each company
  await flownLogOf(t, tokens.admin, 'TIA');
  await flownLogOf(t, tokens[TENANT_B_ADMIN]!, 'TIB');
  ok(await call(TENANT_B_ADMIN, { method: 'POST', url: '/fleet/v1/maintenancePlans', payload: { aircraftId, name: 'Bravo check', plannedStart: '2027-01-10T00:00:00Z', plannedEnd: '2027-01-11T00:00:00Z' } }));
});

const DIRECTIONS = [
  { attacker: TENANT_B_ADMIN, victim: 'admin', label: 'B admin vs company A' },
  { attacker: 'admin', victim: TENANT_B_ADMIN, label: 'A admin (platform) vs company B' },
];

describe.each(DIRECTIONS)('$label', ({ attacker, victim }) => {
  describe.each(RESOURCES.filter((r) => has('POST', `${r.base}/list`)))('$base', (res) => {
    let victimRows: Row[] = [];
    beforeAll(async () => {
      victimRows = await listAll(victim, res.base);
      expect(victimRows.length).toBeGreaterThan(0);
    });
    const target = () => victimRows.find((r) => r.userName !== victim && r.isAdmin !== true) ?? victimRows[0]!;

    it('listing, page by page, never returns a row of the other company', async () => {
      const seen = await listAll(attacker, res.base);
      expect(seen.length).toBeGreaterThan(0);
      const victimIds = new Set(victimRows.map((r) => r.id));
      expect(seen.filter((r) => victimIds.has(r.id))).toEqual([]);
      // even when asking for them by name
      if (res.base.endsWith('sysUsers')) {
        const named = await listAll(attacker, res.base, { conditions: [{ name: 'userName', op: 'in', value: victimRows.map((r) => r.userName) }] });
        expect(named).toEqual([]);
      }
    });

    it.runIf(has('GET', `${res.base}/:id`))('GET by id → 404 for every row of the other company', async () => {
      for (const row of victimRows) expect404(await call(attacker, { method: 'GET', url: `${res.base}/${row.id}` }));
    });

    it.runIf(has('PUT', `${res.base}/:id`) && !!res.edit)('PUT with the right version → 404, row unchanged', async () => {
      const before = await read(victim, res.base, target().id);
      expect404(await call(attacker, { method: 'PUT', url: `${res.base}/${before.id}`, payload: res.edit!(before) }));
      const after = await read(victim, res.base, before.id);
      expect(after.version).toBe(before.version);
      expect(after[res.field!]).toBe(before[res.field!]);
    });

    it.runIf(has('DELETE', res.base))('DELETE [its id] → 404, row still there', async () => {
      const row = target();
      expect404(await call(attacker, { method: 'DELETE', url: res.base, payload: [row.id] }));
      expect((await read(victim, res.base, row.id)).id).toBe(row.id);
    });

    const commands = idRoutes(res.base).filter((r) => r.url !== `${res.base}/:id`);
    it.each(commands.map((r) => [`${r.method} ${r.url}`, r] as const))('%s on its id → 404, row unchanged', async (_n, route) => {
      const before = await read(victim, res.base, target().id);
      const suffix = route.url.slice(`${res.base}/:id`.length);
      const body = COMMAND_BODIES[`${route.method} ${route.url}`]?.(before) ?? { version: before.version };
      const opts: InjectOptions = { method: route.method as InjectOptions['method'], url: `${res.base}/${before.id}${suffix}` };
      if (route.method !== 'GET') opts.payload = body;
      expect404(await call(attacker, opts));
      expect((await read(victim, res.base, before.id)).version).toBe(before.version);
    });
  });

  describe('links to the other company are refused', () => {
    let links: { roleIds: string[]; seatIds: string[]; parentId: string };
    beforeAll(async () => {
      const roles = await listAll(victim, '/common/v1/sysRoles');
      const seats = ok(await call(victim, { method: 'GET', url: '/common/v1/seats' })) as Row[];
      const users = await listAll(victim, '/common/v1/sysUsers');
      links = { roleIds: roles.map((r) => r.id), seatIds: seats.slice(0, 3).map((s) => s.id), parentId: users[0]!.id };
    });

    it.each(['roleIds', 'seatIds', 'parentId'] as const)('POST /common/v1/sysUsers with %s of the other company → 400, nothing created', async (field) => {
      const userName = `cross-${attacker.slice(0, 5)}-${field}`.toLowerCase();
      const value = field === 'parentId' ? links.parentId : links[field];
      const res = await call(attacker, { method: 'POST', url: '/common/v1/sysUsers', payload: { userName, password: TEST_PASSWORD, personName: 'Cross', [field]: value } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ key: 'error.requestParameter', result: { fields: { [field]: { key: 'validation.unknownReference' } } } });
      expect(await freeName(userName)).toBe(true);
    });

    it('mixing one own role with one of the other company → 400 too', async () => {
      const own = (await listAll(attacker, '/common/v1/sysRoles'))[0]!.id;
      const res = await call(attacker, { method: 'POST', url: '/common/v1/sysUsers', payload: { userName: `mixed-${attacker}`.slice(0, 30), password: TEST_PASSWORD, personName: 'Mixed', roleIds: [own, links.roleIds[0]] } });
      expect(res.statusCode, res.body).toBe(400);
    });

    it("PUT of an own user with the other company's roles → 400, own roles unchanged", async () => {
      const mine = (await listAll(attacker, '/common/v1/sysUsers')).find((u) => u.userName !== attacker)!;
      const res = await call(attacker, { method: 'PUT', url: `/common/v1/sysUsers/${mine.id}`, payload: { version: mine.version, roleIds: links.roleIds.slice(0, 1) } });
      expect(res.statusCode, res.body).toBe(400);
      const after = await read(attacker, '/common/v1/sysUsers', mine.id);
      expect(after.version).toBe(mine.version);
      expect(after.roles).toEqual(mine.roles);
    });
  });
});

describe('role permissions and data permissions (company A)', () => {
  let role: Row;
  const roles = '/common/v1/sysRoles';
  const logsOf = async (permissionType: number, roleId: string) =>
    (
      await listAll('admin', '/common/v1/sysLogs', {
        conditions: [
          { name: 'permissionType', op: 'eq', value: permissionType },
          { name: 'businessId', op: 'eq', value: roleId },
        ],
      })
    ).sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)));
  beforeAll(async () => {
    role = ok(await call('admin', { method: 'POST', url: roles, payload: { name: 'Planner', code: 'PLANNER' } }));
  });

  it('data permissions are stored, readable and logged with before and after (permissionType 2)', async () => {
    const grants = [
      { dimension: 'aircraft', mode: 'specific', values: ['B-652Q', 'B-3266'] },
      { dimension: 'customer', mode: 'none', values: [] },
    ];
    const put = (version: number, g: object[]) => call('admin', { method: 'PUT', url: `${roles}/${role.id}/dataPermissions`, payload: { version, grants: g } });
    expect(ok(await put(role.version!, grants))).toEqual({ version: role.version! + 1 });
    const read1 = await read('admin', roles, role.id);
    const byDim = (gs: { dimension: string; mode: string; values: string[] }[]) =>
      Object.fromEntries(gs.map((g) => [g.dimension, { mode: g.mode, values: [...g.values].sort() }]));
    expect(byDim(read1.dataPermissions)).toEqual({ aircraft: { mode: 'specific', values: ['B-3266', 'B-652Q'] }, customer: { mode: 'none', values: [] } });

    expect(ok(await put(read1.version, [{ dimension: 'aircraft', mode: 'all', values: [] }]))).toEqual({ version: read1.version + 1 });
    expect((await put(read1.version, [])).statusCode).toBe(412); // stale version: nothing written
    const logs = await logsOf(2, role.id);
    expect(logs.map((l) => [l.beforeList, l.afterList])).toEqual([
      [[], ['aircraft:specific=B-3266|B-652Q', 'customer:none']],
      [['aircraft:specific=B-3266|B-652Q', 'customer:none'], ['aircraft:all']],
    ]);
    expect(logs[0]).toMatchObject({ moduleName: 'permission', operator: 'admin', type: 1 });
    // B cannot read these log rows
    expect(await listAll(TENANT_B_ADMIN, '/common/v1/sysLogs', { conditions: [{ name: 'businessId', op: 'eq', value: role.id }] })).toEqual([]);
  });

  it('duplicate dimensions are refused without a 5xx and change nothing', async () => {
    const before = await read('admin', roles, role.id);
    const dup = { dimension: 'crew', mode: 'all', values: [] };
    const res = await call('admin', { method: 'PUT', url: `${roles}/${role.id}/dataPermissions`, payload: { version: before.version, grants: [dup, dup] } });
    expect(res.statusCode, res.body).toBe(400);
    const after = await read('admin', roles, role.id);
    expect([after.version, after.dataPermissions]).toEqual([before.version, before.dataPermissions]);
  });

  it('permission points are logged with before and after (permissionType 1); unknown keys → 400', async () => {
    let current = await read('admin', roles, role.id);
    const put = (keys: string[]) => call('admin', { method: 'PUT', url: `${roles}/${role.id}/permissions`, payload: { version: current.version, permissionKeys: keys } });
    ok(await put(['user:list', 'role:list']));
    current = await read('admin', roles, role.id);
    expect(current.permissionKeys).toEqual(['role:list', 'user:list']);
    ok(await put(['log:list', 'user:list']));
    current = await read('admin', roles, role.id);

    const bad = await put(['user:list', 'no:suchPermission']);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().key).toBe('error.requestParameter');
    const after = await read('admin', roles, role.id);
    expect([after.version, after.permissionKeys]).toEqual([current.version, ['log:list', 'user:list']]);

    expect((await logsOf(1, role.id)).map((l) => [l.beforeList, l.afterList])).toEqual([
      [[], ['role:list', 'user:list']],
      [['role:list', 'user:list'], ['log:list', 'user:list']],
    ]);
  });

  it('a non-admin holding role:permission cannot grant what he does not hold (403)', async () => {
    const delegateRole = ok(await call('admin', { method: 'POST', url: roles, payload: { name: 'Delegate', code: 'DELEGATE' } }));
    ok(await call('admin', { method: 'PUT', url: `${roles}/${delegateRole.id}/permissions`, payload: { version: delegateRole.version, permissionKeys: ['role:list', 'role:permission', 'role:edit'] } }));
    const seat = (ok(await call('admin', { method: 'GET', url: '/common/v1/seats' })) as Row[])[0]!.id; // no seat, no sign-in
    ok(await call('admin', { method: 'POST', url: '/common/v1/sysUsers', payload: { userName: 'delegate', password: TEST_PASSWORD, personName: 'Delegate', roleIds: [delegateRole.id], seatIds: [seat] } }));
    tokens.delegate = await t.signIn('delegate');

    const target = await read('admin', roles, role.id);
    const put = (keys: string[], version = target.version) => call('delegate', { method: 'PUT', url: `${roles}/${role.id}/permissions`, payload: { version, permissionKeys: keys } });
    const denied = await put(['role:list', 'user:delete']);
    expect(denied.statusCode, denied.body).toBe(403);
    expect(denied.json()).toMatchObject({ key: 'error.insufficientAccess', result: { notHeld: ['user:delete'] } });
    expect((await read('admin', roles, role.id)).permissionKeys).toEqual(target.permissionKeys);

    // his own role is no way round it, nor is the admin flag
    const own = await read('admin', roles, delegateRole.id);
    expect((await call('delegate', { method: 'PUT', url: `${roles}/${delegateRole.id}/permissions`, payload: { version: own.version, permissionKeys: [...own.permissionKeys, 'user:add'] } })).statusCode).toBe(403);
    expect((await call('delegate', { method: 'PUT', url: `${roles}/${delegateRole.id}`, payload: { version: own.version, isAdmin: true } })).statusCode).toBe(403);
    expect(await read('admin', roles, delegateRole.id)).toMatchObject({ version: own.version, isAdmin: false });

    // what he holds, he may grant
    expect(ok(await put(['role:list']))).toEqual({ version: target.version + 1 });
    expect((await read('admin', roles, role.id)).permissionKeys).toEqual(['role:list']);
    // and company B's roles stay out of reach for him too
    const bRole = (await listAll(TENANT_B_ADMIN, roles))[0]!;
    expect404(await call('delegate', { method: 'PUT', url: `${roles}/${bRole.id}/permissions`, payload: { version: bRole.version, permissionKeys: ['role:list'] } }));
  });
});

describe.each(DIRECTIONS)('files, $label', ({ attacker, victim }) => {
  // the victim's file on the victim's aircraft; every catalogued /file/v1 route with a path parameter is aimed at it
  const victimOf = { file: '', aircraft: '', version: '' };
  beforeAll(async () => {
    const type = ok(await call(victim, { method: 'POST', url: '/fleet/v1/aircraftTypes', payload: { code: `FT-${victim.length}`, name: 'File type' } }));
    victimOf.aircraft = ok(await call(victim, { method: 'POST', url: '/fleet/v1/aircraft', payload: { tailNo: `B-FT${victim.length}`, typeId: type.id } })).id;
    const body = multipartBody([{ name: 'file', filename: 'secret.png', content: TINY_PNG }]);
    victimOf.file = ok(await call(victim, { method: 'POST', url: '/file/v1/upload', ...body })).id;
    const set = ok(await call(victim, { method: 'GET', url: `/file/v1/attachments/aircraft/${victimOf.aircraft}` }));
    victimOf.version = ok(await call(victim, { method: 'PUT', url: `/file/v1/attachments/aircraft/${victimOf.aircraft}`, payload: { version: set.version, fileIds: [victimOf.file] } })).version;
  });
  const routes = catalog.filter((r) => r.url.startsWith('/file/v1/') && r.url.includes('/:'));

  it('the catalogue holds the file and attachment routes', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      ['GET /file/v1/attachments/:recordType/:recordId', 'GET /file/v1/files/:id', 'GET /file/v1/files/:id/preview', 'PUT /file/v1/attachments/:recordType/:recordId'].sort(),
    );
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s on the other company’s file or record → 404, nothing changed', async (_n, r) => {
    const url = r.url.replace(':id', victimOf.file).replace(':recordType', 'aircraft').replace(':recordId', victimOf.aircraft);
    const opts: InjectOptions = { method: r.method as InjectOptions['method'], url };
    if (r.method === 'PUT') opts.payload = { version: victimOf.version, fileIds: [] };
    expect404(await call(attacker, opts));
    const after = ok(await call(victim, { method: 'GET', url: `/file/v1/attachments/aircraft/${victimOf.aircraft}` }));
    expect([after.version, after.list.map((f: { fileId: string }) => f.fileId)]).toEqual([victimOf.version, [victimOf.file]]);
  });
});

describe.each(DIRECTIONS)('aircraft status board, $label', ({ attacker, victim }) => {
  let aircraftId = '';
  beforeAll(async () => {
    const type = ok(await call(victim, { method: 'POST', url: '/fleet/v1/aircraftTypes', payload: { code: `SB-${victim.length}`, name: 'Board type' } }));
    aircraftId = ok(await call(victim, { method: 'POST', url: '/fleet/v1/aircraft', payload: { tailNo: `B-SBT${victim.length}`, typeId: type.id } })).id;
  });

  it("the board never shows the other company's aircraft; their open items are 404", async () => {
    const rows = ok(await call(attacker, { method: 'POST', url: '/fleet/v1/statusBoard', payload: {} })).rows as { aircraftId: string }[];
    expect(rows.some((r) => r.aircraftId === aircraftId)).toBe(false);
    expect(ok(await call(victim, { method: 'POST', url: '/fleet/v1/statusBoard', payload: {} })).rows.some((r: { aircraftId: string }) => r.aircraftId === aircraftId)).toBe(true);
    expect404(await call(attacker, { method: 'GET', url: `/fleet/v1/aircraft/${aircraftId}/openItems` }));
  });
});
