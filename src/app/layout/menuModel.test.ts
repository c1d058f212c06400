import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../domain/access';
import { flattenRoutes } from '../routing/routes';
import { activeChain, buildMenu, firstLeaf, scrolls, topRightRoutes } from './menuModel';

const meta = (title: string, extra: Partial<RouteRecord['meta']> = {}): RouteRecord['meta'] => ({
  title, icon: null, levelHidden: false, noClosable: false, noKeepAlive: false, tabHidden: false, topRight: false, buttons: [], ...extra,
});
const leaf = (path: string, extra: Partial<RouteRecord> = {}, m: Partial<RouteRecord['meta']> = {}): RouteRecord => ({
  path, name: path, component: 'x/X', hidden: false, meta: meta(`menu.${path}`, m), ...extra,
});

const tree: RouteRecord[] = [
  { path: '/', name: 'Root', component: 'Layout', redirect: '/index', hidden: false, meta: meta('menu.root', { levelHidden: true }), children: [
    leaf('index', {}, { icon: 'home', noClosable: true }),
    leaf('tripcalendar', {}, { topRight: true }),
    leaf('tripAdd', { hidden: true }, { topRight: true }),
  ] },
  { path: '/customerService', name: 'Cs', component: 'Layout', hidden: false, meta: meta('menu.cs', { icon: 'headset' }), children: [
    leaf('customer'),
    leaf('customerDetail', { hidden: true }),
    { path: 'finance', name: 'Fin', component: 'Layout', hidden: false, meta: meta('menu.fin'), children: [leaf('legBill')] },
  ] },
  leaf('https://reports.example.com/x'),
  { path: '/secret', name: 'S', component: 'Layout', hidden: true, meta: meta('menu.s'), children: [leaf('a')] },
];

describe('menu model', () => {
  const menu = buildMenu(tree);
  it('leaves hidden routes out and lifts the children of a levelHidden route', () => {
    expect(menu.map((e) => e.path)).toEqual(['/index', '/tripcalendar', '/customerService', 'https://reports.example.com/x']);
    expect(menu[2]!.children.map((e) => e.path)).toEqual(['/customerService/customer', '/customerService/finance']);
    expect(menu[2]!.children[1]!.children.map((e) => e.path)).toEqual(['/customerService/finance/legBill']);
    expect(menu[3]!.external).toBe(true);
    expect(menu[0]).toMatchObject({ title: 'menu.index', icon: 'home' });
  });
  it('the active chain follows the route, and a hidden page its parent', () => {
    const flat = flattenRoutes(tree);
    expect(activeChain(menu, '/customerService/finance/legBill').map((e) => e.path)).toEqual([
      '/customerService', '/customerService/finance', '/customerService/finance/legBill',
    ]);
    const detail = flat.find((r) => r.path === '/customerService/customerDetail');
    expect(activeChain(menu, detail!.path, detail).map((e) => e.path)).toEqual(['/customerService']);
    expect(activeChain(menu, '/nowhere')).toEqual([]);
  });
  it('a directory with only hidden pages inside is left out; one with a screen stays', () => {
    const records: RouteRecord[] = [
      { path: '/finance', name: 'F', component: 'Layout', hidden: false, meta: meta('menu.finance', { icon: 'dollar' }), children: [leaf('legBillDetail', { hidden: true })] },
      { path: '/empty', name: 'E', component: 'Layout', hidden: false, meta: meta('menu.empty'), children: [] },
      { path: '/run', name: 'R', component: 'Layout', hidden: false, meta: meta('menu.run'), children: [
        { path: 'sub', name: 'Sub', component: 'Layout', hidden: false, meta: meta('menu.sub'), children: [leaf('hiddenOnly', { hidden: true })] },
        leaf('domesticAirport'),
      ] },
    ];
    const m = buildMenu(records);
    expect(m.map((e) => e.path)).toEqual(['/run']);
    expect(m[0]!.children.map((e) => e.path)).toEqual(['/run/domesticAirport']);
    // the hidden page stays routable: it is in the route list, only not in the menu
    expect(flattenRoutes(records).map((r) => r.path)).toContain('/finance/legBillDetail');
  });
  it('a directory opens its first leaf', () => {
    expect(firstLeaf(menu[2]!).path).toBe('/customerService/customer');
    expect(firstLeaf(menu[0]!).path).toBe('/index');
  });
  it('a submenu with more than 18 children scrolls', () => {
    const many = (n: number) => ({ children: Array.from({ length: n }, (_, i) => ({ ...menu[0]!, path: `/p${i}` })) });
    expect(scrolls(many(18))).toBe(false);
    expect(scrolls(many(19))).toBe(true);
  });
  it('the top-right menu shows routes marked for it and not hidden', () => {
    expect(topRightRoutes(flattenRoutes(tree)).map((r) => r.path)).toEqual(['/tripcalendar']);
  });
});

describe('menu icons', () => {
  it('unknown icon names from the server fall back', async () => {
    const { menuIcon, FALLBACK_ICON } = await import('./icons');
    expect(menuIcon('home')).toBe('home');
    expect(menuIcon('take-off')).toBe(FALLBACK_ICON);
    expect(menuIcon(null)).toBe(FALLBACK_ICON);
    expect(menuIcon('take-off', null)).toBeUndefined();
  });
});
