import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_AREAS,
  MENU_TREE,
  SEAT_CODES,
  flattenMenus,
  hasSeat,
  type MenuSeed,
} from './menuTree';

const LOCALES = ['zh', 'zhtw', 'en'] as const;

function loadLocale(lang: string, ns: string): Record<string, unknown> {
  const url = new URL(`../../locales/${lang}/${ns}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

const flat = flattenMenus();
const all = flat.map((f) => f.menu);
const routes = flat.filter((f) => f.menu.menuType !== 'button');
const buttons = all.filter((m) => m.menuType === 'button');

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('menu tree: identity', () => {
  it('has unique keys', () => {
    expect(duplicates(all.map((m) => m.key))).toEqual([]);
  });

  it('has unique names', () => {
    expect(duplicates(all.map((m) => m.name))).toEqual([]);
  });

  it('has unique full paths for directories and menus', () => {
    expect(duplicates(routes.map((f) => f.fullPath))).toEqual([]);
  });

  it('uses PascalCase names and well-formed keys', () => {
    for (const m of all) {
      expect(m.name, m.key).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(m.key).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*(:[a-z][A-Za-z0-9]*)?$/);
    }
  });

  it('uses absolute paths only at the top level and relative ones below', () => {
    for (const f of routes) {
      if (f.depth === 0) expect(f.menu.path, f.menu.key).toMatch(/^\//);
      else expect(f.menu.path, f.menu.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it('has no menuName that is a dot-prefix of another (flat keys stay unambiguous for i18n)', () => {
    const names = [...new Set(all.map((m) => m.menuName))];
    const clashes = names.filter((a) => names.some((b) => b.startsWith(`${a}.`)));
    expect(clashes).toEqual([]);
  });
});

describe('menu tree: seats', () => {
  const allowed = new Set<string>([...SEAT_CODES, '*']);

  it('uses only the ten seat codes or *', () => {
    for (const m of all) {
      expect(m.seats.length, m.key).toBeGreaterThan(0);
      expect(duplicates(m.seats), m.key).toEqual([]);
      for (const s of m.seats) expect(allowed.has(s), `${m.key}: ${s}`).toBe(true);
    }
  });

  it('never gives a child a seat that its parent lacks', () => {
    const walk = (nodes: readonly MenuSeed[], parent: MenuSeed | null): void => {
      for (const m of nodes) {
        if (parent && !parent.seats.includes('*')) {
          for (const s of m.seats) expect(parent.seats, `${m.key} (${s}) under ${parent.key}`).toContain(s);
        }
        if (m.children) walk(m.children, m);
      }
    };
    walk(MENU_TREE, null);
  });

  it.each(SEAT_CODES)('gives seat %s at least 8 visible screens of its own', (seat) => {
    const own = all.filter((m) => m.menuType === 'menu' && !m.hidden && m.seats.includes(seat));
    expect(own.length).toBeGreaterThanOrEqual(8);
    const withShared = all.filter((m) => m.menuType === 'menu' && hasSeat(m.seats, seat));
    expect(withShared.length).toBeGreaterThanOrEqual(own.length);
  });

  it('seeds admin-only areas as top-level directories for all seats', () => {
    expect(ADMIN_ONLY_AREAS).toEqual(['systemManager']);
    for (const key of ADMIN_ONLY_AREAS) {
      const area = MENU_TREE.find((m) => m.key === key);
      expect(area?.menuType).toBe('directory');
      expect(area?.seats).toEqual(['*']);
    }
  });
});

describe('menu tree: types', () => {
  it('gives every button perms and no children', () => {
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) {
      expect(b.perms, b.key).toMatch(/^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$/);
      expect(b.children, b.key).toBeUndefined();
      expect(b.path, b.key).toBe('');
    }
  });

  it('uses each permission key once', () => {
    expect(duplicates(buttons.map((b) => b.perms ?? ''))).toEqual([]);
  });

  it('keeps perms on buttons only', () => {
    for (const m of all) if (m.menuType !== 'button') expect(m.perms, m.key).toBeUndefined();
  });

  it('gives every directory children and the Layout component', () => {
    for (const m of all.filter((x) => x.menuType === 'directory')) {
      expect(m.children?.length ?? 0, m.key).toBeGreaterThan(0);
      expect(m.component, m.key).toBe('Layout');
      expect(m.children?.some((c) => c.menuType !== 'button' && !c.hidden), m.key).toBe(true);
    }
  });

  it('gives menus a view component and only buttons as children', () => {
    for (const m of all.filter((x) => x.menuType === 'menu')) {
      expect(m.component, m.key).toMatch(/^[a-z][A-Za-z]*(\/[A-Za-z]+)+$/);
      for (const c of m.children ?? []) expect(c.menuType, c.key).toBe('button');
    }
  });

  it('redirects every directory to one of its visible screens', () => {
    const paths = new Map(routes.map((f) => [f.fullPath, f.menu]));
    for (const f of routes.filter((x) => x.menu.menuType === 'directory')) {
      const target = paths.get(f.menu.redirect ?? '');
      expect(target?.menuType, f.menu.key).toBe('menu');
      expect(target?.hidden, f.menu.key).toBeUndefined();
      expect(f.menu.redirect?.startsWith(f.fullPath), f.menu.key).toBe(true);
    }
  });
});

describe('menu tree: spec coverage', () => {
  it('has the root layout and the ten top-level entries in spec order', () => {
    expect(MENU_TREE.map((m) => m.path)).toEqual([
      '/',
      '/customerService',
      '/aircraftManage',
      '/crewManage',
      '/run',
      '/cabinManage',
      '/groundManage',
      '/ykManage',
      '/quality',
      '/flight',
      '/systemManager',
    ]);
  });

  it('lets every seat use the root screens, with the spec flags', () => {
    const root = MENU_TREE[0];
    const visible = (root?.children ?? []).filter((c) => !c.hidden);
    expect(visible.map((c) => c.path)).toEqual([
      'index',
      'tripcalendar',
      'trip',
      'tripLeg',
      'ganttChart',
      'airPosition',
      'viewData',
    ]);
    for (const c of visible) expect(c.seats).toEqual(['*']);
    const byPath = new Map(flat.map((f) => [f.fullPath, f.menu]));
    expect(byPath.get('/index')?.noClosable).toBe(true);
    expect(byPath.get('/ganttChart')?.noClosable).toBe(true);
    expect(byPath.get('/airPosition')?.component).toBe(byPath.get('/ganttChart')?.component);
    const topRight = all.filter((m) => m.topRight).map((m) => m.path);
    expect(topRight.sort()).toEqual(['airPosition', 'ganttChart', 'tripcalendar']);
  });

  it('has the shell routes reached outside the menu as hidden entries', () => {
    const byPath = new Map(flat.map((f) => [f.fullPath, f.menu]));
    for (const p of ['/messageCenter', '/leg', '/filePreview']) {
      expect(byPath.get(p)?.hidden, p).toBe(true);
    }
    expect(byPath.get('/viewData')?.menuType).toBe('menu');
  });

  it('hides detail and edit pages', () => {
    const keys = new Map(all.map((m) => [m.key, m]));
    for (const k of ['trip.add', 'trip.edit', 'trip.change', 'trip.submit', 'trip.receive', 'trip.planEdit', 'trip.legLog']) {
      expect(keys.get(k)?.hidden, k).toBe(true);
    }
  });
});

describe('locales', () => {
  const used = [...new Set(all.map((m) => m.menuName))];

  it.each(LOCALES)('%s/menu.json has every menuName and nothing else', (lang) => {
    const dict = loadLocale(lang, 'menu');
    const missing = used.filter((k) => typeof dict[k] !== 'string' || (dict[k] as string).trim() === '');
    expect(missing).toEqual([]);
    expect(Object.keys(dict).filter((k) => !used.includes(k))).toEqual([]);
  });

  it.each(LOCALES)('%s/seat.json names every seat', (lang) => {
    const dict = loadLocale(lang, 'seat');
    expect(Object.keys(dict).sort()).toEqual(SEAT_CODES.map((s) => `seat.${s}`).sort());
    for (const v of Object.values(dict)) expect(typeof v === 'string' && v.trim() !== '').toBe(true);
  });
});

describe('menu tree: implemented views', () => {
  it('every implemented view key is the component of some screen (a typo would hide the screen)', async () => {
    const { IMPLEMENTED_VIEWS } = await import('../../src/domain/access/views');
    const components = new Set(all.filter((m) => m.menuType === 'menu').map((m) => m.component));
    expect(IMPLEMENTED_VIEWS.filter((v) => !components.has(v))).toEqual([]);
  });
});
