import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_REFERENCES, SEAT_KEYS, type ReferenceArea, type SeatKey } from '../../src/domain/access';
import type { RouteRecord } from '../../src/domain/access/menu';
import { DEMO_USERS } from '../../server/seed/demo';
import { createTestApp, type TestApp } from '../support/testApp';

/** Where each reference area is read (list: POST base/list; get: GET base/:id). */
const BASE: Record<ReferenceArea, string> = {
  customer: '/customer/v1/customers',
  aircraft: '/fleet/v1/aircraft',
  aircraftType: '/fleet/v1/aircraftTypes',
  crew: '/crew/v1/crews',
  regulation: '/crew/v1/regulations',
};

const components = (routes: readonly RouteRecord[]): string[] => routes.flatMap((r) => [r.component, ...components(r.children ?? [])]);

describe('reference reads follow the screens (requirements S3, D2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(SEAT_KEYS)('the %s seat user reads every reference its screens display', async (seat: SeatKey) => {
    const token = await t.signIn(DEMO_USERS[seat]);
    const abilities = new Set<string>((await t.call(token, { method: 'GET', url: `/account/v1/users/current/${token}` })).json().result.abilities);
    const views = new Set(components((await t.call(token, { method: 'GET', url: '/account/v1/sysMenus/getRouters' })).json().result));
    const screens = SCREEN_REFERENCES.filter((s) => s.views.some((v) => views.has(v)));
    expect(screens.length).toBeGreaterThan(0);
    const reads = new Set<ReferenceArea>();
    for (const s of screens) {
      // the seat opens the screen's own data, so it may read what the screen shows
      expect(s.points.some((p) => abilities.has(p)), `${seat}: ${s.views.join(',')} needs one of ${s.points.join(',')}`).toBe(true);
      for (const a of s.reads) reads.add(a);
    }
    for (const area of reads) {
      const list = await t.call(token, { method: 'POST', url: `${BASE[area]}/list`, payload: { page: 1, pageSize: 5 } });
      expect(list.statusCode, `${seat} lists ${area}: ${list.body.slice(0, 200)}`).toBe(200);
      const first = (list.json().result.list as { id: string }[])[0];
      expect(first, `${seat}: the demo data has ${area} records`).toBeDefined();
      const one = await t.call(token, { method: 'GET', url: `${BASE[area]}/${first!.id}` });
      expect(one.statusCode, `${seat} reads one ${area}`).toBe(200);
    }
  });

  it('the dispatcher reads customers and the crew scheduler aircraft types, but neither writes them', async () => {
    const control = await t.signIn(DEMO_USERS.CONTROL);
    expect((await t.call(control, { method: 'POST', url: '/customer/v1/customers/list', payload: { page: 1, pageSize: 5 } })).statusCode).toBe(200);
    const add = await t.call(control, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Not allowed' } });
    expect(add.statusCode).toBe(403);
    const crew = await t.signIn(DEMO_USERS.CREW);
    expect((await t.call(crew, { method: 'POST', url: '/fleet/v1/aircraftTypes/list', payload: { page: 1, pageSize: 5 } })).statusCode).toBe(200);
    const addType = await t.call(crew, { method: 'POST', url: '/fleet/v1/aircraftTypes', payload: { code: 'NOPE', name: 'Not allowed' } });
    expect(addType.statusCode).toBe(403);
  });
});
