/**
 * Access matrix, generated from `app.routeCatalog`: every route a future module registers is covered
 * without editing this file (it only needs a fixture to get a 200 instead of "not 401/403").
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { keysOf, type Access } from '../../server/plugins/access';
import { TEST_PASSWORD } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import type { MatrixArea, MatrixContext } from './matrix/types';

const t = await createTestApp();
afterAll(async () => t.close());

type Route = { method: string; url: string; access: Access; hidden: boolean };
const SKIP = new Set(['/openapi.json', '/healthz']);
const catalog: Route[] = t.app.routeCatalog.filter((r) => !SKIP.has(r.url));
const guarded = catalog.filter((r) => r.access !== 'public');
const permissioned = catalog.filter((r): r is Route & { access: { permission: string; or?: readonly string[] } } => typeof r.access === 'object');
const name = (r: Route) => `${r.method} ${r.url}`;

/** Ids and tokens the fixtures need; filled in beforeAll. */
const ids = {
  user: '', // demo-eval (company A)
  victimUser: '',
  role: '', // a plain role of company A created here
  victimRole: '',
  seat: '',
  pendingApprove: '',
  pendingReject: '',
};
let adminToken = '';
let csToken = '';

const adminGet = async (url: string) => ok(await t.call(adminToken, { method: 'GET', url }));
const userVersion = async () => (await adminGet(`/common/v1/sysUsers/${ids.user}`)).version as number;
const roleVersion = async () => (await adminGet(`/common/v1/sysRoles/${ids.role}`)).version as number;
async function registrationVersion(id: string): Promise<number> {
  const list = ok(await t.call(adminToken, { method: 'POST', url: '/common/v1/registrations/list', payload: { pageSize: 500 } }));
  return list.list.find((c: { id: string }) => c.id === id).version;
}

/** A well-formed id that matches no row. */
const NO_ROW = '00000000-0000-4000-8000-000000000000';

/** Path parameters by URL prefix (longest prefix wins); `:token` is always the caller's own token. */
const PARAMS: Record<string, () => Record<string, string>> = {
  '/common/v1/registrations/:id/approve': () => ({ id: ids.pendingApprove }),
  '/common/v1/registrations/:id/reject': () => ({ id: ids.pendingReject }),
  '/common/v1/sysUsers/:id': () => ({ id: ids.user }),
  '/common/v1/sysRoles/:id': () => ({ id: ids.role }),
  '/account/v1/menus/getAllMenuBySeatId': () => ({ seatId: ids.seat, timeType: 'Beijing' }),
  '/base/v1/airports/:icao': () => ({ icao: 'ZBAA' }),
};

/** Leg-flow commands and their bodies without the version. */
const LEG_FLOW: Record<string, object> = {
  evaluate: { result: 'pass' },
  assignAircraft: { aircraftId: NO_ROW },
  airworthiness: { value: 'airworthy' },
  flightPlan: { attached: true },
  releaseDocuments: { attached: true },
  ready: {},
  release: { decision: 'release' },
  lock: {},
  unlock: {},
  takeoff: { actualUtc: '2026-12-01T02:00:00Z' },
  landing: { actualUtc: '2026-12-01T04:00:00Z' },
  resetTakeoff: { confirm: true },
  resetLanding: { confirm: true },
};

/** Minimal valid bodies keyed by `METHOD url`; a route with a body fixture must answer admin 200. */
const BODIES: Record<string, () => Promise<unknown> | unknown> = {
  'POST /common/v1/registrations/list': () => ({ pageSize: 5 }),
  'POST /common/v1/registrations/:id/approve': async () => ({ version: await registrationVersion(ids.pendingApprove) }),
  'POST /common/v1/registrations/:id/reject': async () => ({ version: await registrationVersion(ids.pendingReject), note: 'matrix' }),
  'POST /common/v1/sysUsers/list': () => ({ pageSize: 5 }),
  'POST /common/v1/sysUsers': () => ({ userName: 'matrix-new', password: TEST_PASSWORD, personName: 'Matrix New' }),
  'PUT /common/v1/sysUsers/:id': async () => ({ version: await userVersion(), personName: 'Matrix Edit' }),
  'DELETE /common/v1/sysUsers': () => [ids.victimUser],
  'PUT /common/v1/sysUsers/:id/permissions': async () => ({ version: await userVersion(), grants: [], revokes: [] }),
  'PUT /common/v1/sysUsers/:id/dataPermissions': async () => ({ version: await userVersion(), grants: [] }),
  'POST /common/v1/sysUsers/:id/resetPassword': async () => ({ version: await userVersion(), password: 'Other-pass2' }),
  'POST /common/v1/sysRoles/list': () => ({ pageSize: 5 }),
  'POST /common/v1/sysRoles': () => ({ name: 'Matrix role 2', code: 'MATRIX_NEW' }),
  'PUT /common/v1/sysRoles/:id': async () => ({ version: await roleVersion(), name: 'Matrix role edited' }),
  'DELETE /common/v1/sysRoles': () => [ids.victimRole],
  'PUT /common/v1/sysRoles/:id/permissions': async () => ({ version: await roleVersion(), permissionKeys: ['user:list'] }),
  'PUT /common/v1/sysRoles/:id/dataPermissions': async () => ({ version: await roleVersion(), grants: [] }),
  'POST /common/v1/sysLogs/list': () => ({ pageSize: 5 }),
  // fleet, customer, crew: lists and creates answer 200; reads and writes by id aim at no row (see ADMIN_STATUS)
  'POST /fleet/v1/aircraftTypes/list': () => ({ pageSize: 5 }),
  'POST /fleet/v1/aircraftTypes': () => ({ code: 'MATRIX', name: 'Matrix type' }),
  'PUT /fleet/v1/aircraftTypes/:id': () => ({ version: 1, name: 'Matrix type edited' }),
  'DELETE /fleet/v1/aircraftTypes': () => [NO_ROW],
  'POST /fleet/v1/aircraft/list': () => ({ pageSize: 5 }),
  'POST /fleet/v1/aircraft': () => ({ tailNo: 'B-MTX1', typeId: NO_ROW }),
  'PUT /fleet/v1/aircraft/:id': () => ({ version: 1, seatNum: 8 }),
  'DELETE /fleet/v1/aircraft': () => [NO_ROW],
  'POST /customer/v1/customers/list': () => ({ pageSize: 5 }),
  'POST /customer/v1/customers': () => ({ type: 1, name: 'Matrix customer' }),
  'PUT /customer/v1/customers/:id': () => ({ version: 1, name: 'Matrix customer edited' }),
  'DELETE /customer/v1/customers': () => [NO_ROW],
  'POST /crew/v1/crews/list': () => ({ pageSize: 5 }),
  'POST /crew/v1/crews': () => ({ workNo: 'MATRIX-1', cnName: '矩阵', crewType: 'cabin' }),
  'PUT /crew/v1/crews/:id': () => ({ version: 1, cnName: '矩阵二' }),
  'DELETE /crew/v1/crews': () => [NO_ROW],
  // trips: lists and create answer 200 (the create makes its own customer); commands by id aim at no row (404, round trips in trips.test.ts)
  'POST /trip/v1/trips/list': () => ({ pageSize: 5 }),
  'POST /trip/v1/tripLegs/list': () => ({ pageSize: 5 }),
  'POST /trip/v1/trips': async () => ({
    customerId: ok(await t.call(adminToken, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Matrix trip customer' } })).id,
    legs: [{ purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-12-01T02:00:00Z', plannedArrivalUtc: '2026-12-01T04:00:00Z' }],
  }),
  'PUT /trip/v1/trips/:id': () => ({ version: 1, note: 'matrix' }),
  ...Object.fromEntries(['submit', 'receive', 'lock', 'unlock'].map((c) => [`POST /trip/v1/trips/:id/${c}`, () => ({ version: 1 })])),
  'POST /trip/v1/trips/:id/reject': () => ({ version: 1, reason: 'matrix' }),
  'POST /trip/v1/trips/:id/cancel': () => ({ version: 1, reasonType: 'company' }),
  'POST /trip/v1/trips/:id/addLeg': () => ({ version: 1, leg: { purpose: 'p', operationNature: 'n', departureIcao: 'ZSSS', arrivalIcao: 'ZBAA', plannedDepartureUtc: '2026-12-02T02:00:00Z', plannedArrivalUtc: '2026-12-02T04:00:00Z' } }),
  'POST /trip/v1/trips/:id/insertLeg': () => ({ version: 1, position: 2, leg: { purpose: 'p', operationNature: 'n', departureIcao: 'ZSSS', arrivalIcao: 'ZBAA', plannedDepartureUtc: '2026-12-02T02:00:00Z', plannedArrivalUtc: '2026-12-02T04:00:00Z' } }),
  'POST /trip/v1/tripLegs/:id/edit': () => ({ version: 1, flightNo: 'MX1' }),
  'POST /trip/v1/tripLegs/:id/cancel': () => ({ version: 1, reasonType: 'customer' }),
  // leg flow: valid bodies on no row (404; round trips in tripsLegFlow.test.ts)
  ...Object.fromEntries(Object.entries(LEG_FLOW).map(([c, body]) => [`POST /trip/v1/tripLegs/:id/${c}`, () => ({ version: 1, ...body })])),
};
/** Routes whose fixture answers no 200 for the admin on purpose (documented). */
const ADMIN_STATUS: Record<string, number> = {
  // by-id routes of resources the matrix creates no row of: a well-formed id of nothing → 404 (round trips in fleetCustomerCrew.test.ts)
  ...Object.fromEntries(
    ['/fleet/v1/aircraftTypes', '/fleet/v1/aircraft', '/customer/v1/customers', '/crew/v1/crews'].flatMap((b) => [[`GET ${b}/:id`, 404], [`PUT ${b}/:id`, 404], [`DELETE ${b}`, 404]]),
  ),
  // an aircraft needs a type of the company: the fixture names none → 400 validation.unknownReference
  'POST /fleet/v1/aircraft': 400,
  // trips: by-id routes aim at no row
  ...Object.fromEntries(
    ['GET /trip/v1/trips/:id', 'PUT /trip/v1/trips/:id', ...['submit', 'receive', 'reject', 'cancel', 'lock', 'unlock', 'addLeg', 'insertLeg'].map((c) => `POST /trip/v1/trips/:id/${c}`), 'POST /trip/v1/tripLegs/:id/edit', 'POST /trip/v1/tripLegs/:id/cancel', ...Object.keys(LEG_FLOW).map((c) => `POST /trip/v1/tripLegs/:id/${c}`)].map((r) => [r, 404]),
  ),
};
/** Fixtures of later areas, one file each in ./matrix/ (see ./matrix/types.ts). */
const matrixContext: MatrixContext = { adminToken: () => adminToken, call: (token, opts) => t.call(token, opts) };
for (const area of Object.values(import.meta.glob<MatrixArea>('./matrix/*.ts', { eager: true, import: 'default' }))) {
  for (const [route, body] of Object.entries(area?.bodies ?? {})) BODIES[route] = () => body(matrixContext);
  Object.assign(ADMIN_STATUS, area?.adminStatus ?? {});
}
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

function fillPath(url: string, token: string): string {
  const prefix = Object.keys(PARAMS)
    .filter((p) => url.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  const values = prefix ? PARAMS[prefix]!() : {};
  return url.replace(/:(\w+)/g, (_, p: string) => {
    if (p === 'token') return token;
    // an unknown parameter: a well-formed id that matches nothing (the admin then gets 404, never 401/403)
    return encodeURIComponent(values[p] ?? '00000000-0000-4000-8000-000000000000');
  });
}

async function request(r: Route, token: string | undefined, headers: Record<string, string> = {}, pathToken?: string) {
  const opts: InjectOptions = { method: r.method as InjectOptions['method'], url: fillPath(r.url, pathToken ?? token ?? 'none'), headers };
  if (!BODYLESS.has(r.method)) {
    const body = BODIES[name(r)];
    opts.payload = (body ? await body() : r.method === 'DELETE' ? [] : {}) as InjectOptions['payload'];
  }
  return t.call(token, opts);
}

function expectEnvelope(res: LightMyRequestResponse, status: number, key: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ code: status, key });
  expect(typeof body.message).toBe('string');
}

let csAbilities: Set<string>;

beforeAll(async () => {
  adminToken = await t.signIn('admin');
  csToken = await t.signIn('demo-cs');
  const me = ok(await t.call(undefined, { method: 'GET', url: `/account/v1/users/current/${csToken}` }));
  csAbilities = new Set(me.abilities as string[]);
  expect(me.admin).toBe(false);

  const users = ok(await t.call(adminToken, { method: 'POST', url: '/common/v1/sysUsers/list', payload: { pageSize: 50 } }));
  ids.user = users.list.find((u: { userName: string }) => u.userName === 'demo-eval').id;
  ids.seat = (await adminGet('/account/v1/seats/getCurrentUserSeatList'))[0].id;
  const post = (url: string, payload: object) => t.call(adminToken, { method: 'POST', url, payload }).then(ok);
  ids.victimUser = (await post('/common/v1/sysUsers', { userName: 'matrix-victim', password: TEST_PASSWORD, personName: 'Victim' })).id;
  ids.role = (await post('/common/v1/sysRoles', { name: 'Matrix role', code: 'MATRIX' })).id;
  ids.victimRole = (await post('/common/v1/sysRoles', { name: 'Victim role', code: 'MATRIX_VICTIM' })).id;
  for (const [i, key] of (['pendingApprove', 'pendingReject'] as const).entries()) {
    const res = await t.call(undefined, {
      method: 'POST',
      url: '/register',
      payload: {
        companyName: `Matrix Air ${i}`,
        phone: '021-55550001',
        address: 'Matrix Road 1',
        loginName: `matrix-applicant-${i}`,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        contactPerson: 'Matrix Ops',
        mobile: '13900000001',
        email: `ops${i}@matrix.example`,
      },
    });
    ids[key] = ok(res).applicationId;
  }
});

describe('the catalogue', () => {
  it('holds the routes of every module and only known access rules', () => {
    expect(permissioned.length).toBeGreaterThanOrEqual(20);
    expect(guarded.length).toBeGreaterThan(permissioned.length);
    for (const r of catalog) {
      expect(r.access === 'public' || r.access === 'authenticated' || typeof (r.access as { permission?: unknown }).permission === 'string', name(r)).toBe(true);
    }
  });

  it('every route appears in GET /openapi.json with its method', async () => {
    const doc = (await t.call(undefined, { method: 'GET', url: '/openapi.json' })).json();
    const missing = catalog.filter((r) => !r.hidden && !doc.paths?.[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]).map(name);
    expect(missing).toEqual([]);
  });
});

describe.each(guarded.map((r) => [name(r), r] as const))('%s: sign-in required', (_n, r) => {
  const fromPath = r.url.includes(':token');

  it(fromPath ? 'a valid bearer header does not replace the token in the path → 401' : 'no token → 401', async () => {
    const res = fromPath ? await request(r, adminToken, {}, 'not-a-session-token') : await request(r, undefined);
    expectEnvelope(res, 401, 'error.loginTimeout');
  });

  it('a garbage token → 401', async () => {
    const res = await request(r, 'garbage.token.123', {}, 'garbage.token.123');
    expectEnvelope(res, 401, 'error.loginTimeout');
  });

  it.skipIf(fromPath)('a non-bearer Authorization header → 401', async () => {
    const res = await request(r, undefined, { authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` });
    expectEnvelope(res, 401, 'error.loginTimeout');
  });
});

describe.each(permissioned.map((r) => [name(r), r] as const))('%s: permission', (_n, r) => {
  it(`demo-cs (no ${r.access.permission}) → 403, never 5xx`, async () => {
    const res = await request(r, csToken);
    expect(res.statusCode).toBeLessThan(500);
    if (keysOf(r.access).some((key) => csAbilities.has(key))) {
      expect([401, 403]).not.toContain(res.statusCode);
    } else {
      expectEnvelope(res, 403, 'error.insufficientAccess');
      expect(res.json().result).toMatchObject({ permission: r.access.permission });
    }
  });

  it('admin of the company → not 401/403 (200 with a fixture)', async () => {
    const res = await request(r, adminToken);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect([401, 403], res.body).not.toContain(res.statusCode);
    const expected = ADMIN_STATUS[name(r)] ?? (BODIES[name(r)] || BODYLESS.has(r.method) ? 200 : undefined);
    if (expected !== undefined) expect(res.statusCode, res.body).toBe(expected);
    // files (import templates, exports) answer 200 with their own content type; everything else is the envelope
    if (res.statusCode === 200 && String(res.headers['content-type']).includes('json')) expect(res.json().code).toBe(20000);
  });
});

describe('after the matrix', () => {
  it('the admin fixtures really wrote (not merely passed the gate)', async () => {
    const role = await adminGet(`/common/v1/sysRoles/${ids.role}`);
    expect(role.name).toBe('Matrix role edited');
    expect(role.permissionKeys).toEqual(['user:list']);
    expect((await t.call(adminToken, { method: 'GET', url: `/common/v1/sysUsers/${ids.victimUser}` })).statusCode).toBe(404);
    expect((await t.call(adminToken, { method: 'GET', url: `/common/v1/sysRoles/${ids.victimRole}` })).statusCode).toBe(404);
    expect((await adminGet(`/common/v1/sysUsers/${ids.user}`)).personName).toBe('Matrix Edit');
  });

  it('demo-cs changed nothing', async () => {
    const users = ok(await t.call(adminToken, { method: 'POST', url: '/common/v1/sysUsers/list', payload: { pageSize: 50, searchParas: { conditions: [{ name: 'userName', op: 'startsWith', value: 'matrix-' }] } } }));
    // matrix-new was created once, by the admin; the victim is gone
    expect(users.list.map((u: { userName: string }) => u.userName).sort()).toEqual(['matrix-new']);
  });
});
