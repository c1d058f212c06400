import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImplementedView, SEAT_KEYS, type SeatKey } from '../../src/domain/access';
import type { MenuNode, RouteRecord } from '../../src/domain/access/menu';
import { DEMO_USERS } from '../../server/seed/demo';
import { joinPath } from '../../server/seed/menus/helpers';
import { ADMIN_ONLY_AREAS, menusForSeat } from '../../server/seed/menuTree';
import { createTestApp, type TestApp } from '../support/testApp';

const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const routePaths = (routes: readonly RouteRecord[], parent = '/'): string[] =>
  routes.flatMap((r) => [joinPath(parent, r.path), ...routePaths(r.children ?? [], joinPath(parent, r.path))]);
const flatRoutes = (routes: readonly RouteRecord[]): RouteRecord[] => routes.flatMap((r) => [r, ...flatRoutes(r.children ?? [])]);

async function seatMenus(t: TestApp, seat: SeatKey) {
  const token = await t.signIn(DEMO_USERS[seat]);
  const seatId = (await t.call(token, { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' })).json().result[0].id as string;
  const menus = await t.call(token, { method: 'GET', url: `/account/v1/menus/getAllMenuBySeatId/${seatId}/UTC` });
  const routes = await t.call(token, { method: 'GET', url: '/account/v1/sysMenus/getRouters' });
  const current = await t.call(token, { method: 'GET', url: `/account/v1/users/current/${token}` });
  expect([menus.statusCode, routes.statusCode, current.statusCode]).toEqual([200, 200, 200]);
  return {
    token,
    nodes: flatten(menus.json().result as MenuNode[]),
    routes: routes.json().result as RouteRecord[],
    tripMenuList: current.json().result.tripMenuList as RouteRecord[],
  };
}

/** The seed's screens of this seat (outside the administrators' areas) that the browser does not implement. */
const plannedOf = (seat: SeatKey) =>
  menusForSeat(seat).filter((m) => m.menu.menuType === 'menu' && !isImplementedView(m.menu.component) && !ADMIN_ONLY_AREAS.some((a) => m.fullPath.startsWith(`/${a}`)));

describe('menus show what exists (requirements S2, S3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(SEAT_KEYS)('the %s seat lists only implemented screens, with no empty directory and no orphan button', async (seat) => {
    expect(plannedOf(seat).length).toBeGreaterThan(0);
    const { nodes, routes, tripMenuList } = await seatMenus(t, seat);
    const screens = nodes.filter((n) => n.menuType === 'menu');
    expect(screens.length).toBeGreaterThan(0);
    expect(screens.filter((n) => !isImplementedView(n.component)).map((n) => n.component)).toEqual([]);
    for (const d of nodes.filter((n) => n.menuType === 'directory')) expect(d.children.some((c) => c.menuType !== 'button'), d.key).toBe(true);
    const screenKeys = new Set(screens.map((n) => n.key));
    for (const b of nodes.filter((n) => n.menuType === 'button')) expect(screenKeys.has(b.key.slice(0, b.key.lastIndexOf(':'))), b.key).toBe(true);

    const all = flatRoutes(routes);
    expect(all.filter((r) => r.component !== 'Layout' && !isImplementedView(r.component)).map((r) => r.component)).toEqual([]);
    expect(flatRoutes(tripMenuList).filter((r) => r.component !== 'Layout' && !isImplementedView(r.component))).toEqual([]);
    // a directory redirects to a screen that is still there
    const paths = new Set(routePaths(routes));
    for (const d of all.filter((r) => r.redirect)) expect(paths.has(d.redirect!), `${d.name} → ${d.redirect}`).toBe(true);
    // the top-right menu keeps only implemented screens too
    expect(all.filter((r) => r.meta.topRight).every((r) => isImplementedView(r.component))).toBe(true);
    // direct links other screens open stay routable
    expect(paths).toContain('/leg');
    expect(paths).toContain('/tripLegDetail');
    expect(paths).toContain('/tripLegLog');
  });

  it('a planned screen is no page: pathExists says no, an implemented one yes', async () => {
    const token = await t.signIn('admin');
    const exists = async (path: string) => (await t.call(token, { method: 'GET', url: '/account/v1/menus/pathExists', query: { path } })).json().result.exists;
    expect(await exists('/customerService/customer')).toBe(true);
    expect(await exists('/tripLegDetail')).toBe(true);
    expect(await exists(plannedOf('FINANCE')[0]!.fullPath)).toBe(false);
  });
});

describe('FOC_SHOW_PLANNED lists the planned screens too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ showPlanned: true });
  });
  afterAll(async () => t.close());

  it('a seat then gets its planned screens, with their buttons and routes', async () => {
    const { nodes, routes } = await seatMenus(t, 'FINANCE');
    const planned = plannedOf('FINANCE');
    const components = new Set(nodes.filter((n) => n.menuType === 'menu').map((n) => n.component));
    for (const m of planned) expect(components.has(m.menu.component), m.menu.key).toBe(true);
    const paths = new Set(routePaths(routes));
    for (const m of planned) expect(paths.has(m.fullPath), m.fullPath).toBe(true);
    const token = await t.signIn('admin');
    expect((await t.call(token, { method: 'GET', url: '/account/v1/menus/pathExists', query: { path: planned[0]!.fullPath } })).json().result.exists).toBe(true);
  });
});
