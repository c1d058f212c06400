import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../domain/access';
import { findRoute, flattenRoutes, joinPath } from './routes';

const meta = (title: string, extra: Partial<RouteRecord['meta']> = {}) => ({
  title, icon: null, levelHidden: false, noClosable: false, noKeepAlive: false, tabHidden: false, topRight: false, buttons: [], ...extra,
});

describe('flattenRoutes', () => {
  const tree: RouteRecord[] = [
    { path: '/', name: 'Root', component: 'Layout', redirect: '/index', hidden: false, meta: meta('menu.root', { levelHidden: true }), children: [
      { path: 'index', name: 'Index', component: 'index/Index', hidden: false, meta: meta('menu.home.index', { noClosable: true }) },
    ] },
    { path: '/systemManager', name: 'SystemManager', component: 'Layout', redirect: '/systemManager/user', hidden: false, meta: meta('menu.systemManager'), children: [
      { path: 'user', name: 'SystemUser', component: 'system/user/UserList', hidden: false, meta: meta('menu.system.user', { buttons: ['user:add'] }) },
    ] },
  ];
  it('joins paths and keeps the trail of titles', () => {
    const flat = flattenRoutes(tree);
    expect(flat.map((r) => r.path)).toEqual(['/', '/index', '/systemManager', '/systemManager/user']);
    expect(findRoute(flat, '/systemManager/user/')?.trail.map((t) => t.title)).toEqual(['menu.systemManager', 'menu.system.user']);
    expect(findRoute(flat, '/index')?.trail.map((t) => t.title)).toEqual(['menu.home.index']);
    expect(findRoute(flat, '/index')?.noClosable).toBe(true);
    expect(findRoute(flat, '/systemManager')?.directory).toBe(true);
  });
  it('joins relative, absolute and external paths', () => {
    expect(joinPath('/', 'index')).toBe('/index');
    expect(joinPath('/a/', 'b')).toBe('/a/b');
    expect(joinPath('/a', '/b')).toBe('/b');
    expect(joinPath('/a', 'https://x.example/y')).toBe('https://x.example/y');
  });
});
