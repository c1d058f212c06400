import { describe, expect, it } from 'vitest';
import type { PermissionPoint } from '../../contract/roles';
import { filterNodes, leafKeys, permissionNodes, stateOf, toggle } from './permissionNodes';

const point = (key: string, kind: number, over: Partial<PermissionPoint> = {}): PermissionPoint => ({
  key,
  kind,
  module: 'trip',
  name: kind === 8 ? `Route ${key}` : 'menu.action.add',
  method: kind === 8 ? 'POST' : null,
  path: kind === 8 ? `/trip/v1/${key}` : null,
  system: 'business',
  group: kind === 8 ? null : 'menu.trip.list',
  section: kind === 8 ? null : 'menu.trip',
  ...over,
});
const t = (k: string) => `T(${k})`;
const POINTS = [point('trip:add', 1), point('trip:edit', 1, { name: 'menu.action.edit' }), point('trip:list', 1, { name: 'menu.action.view' }), point('trip:cancel', 8)];

describe('permission tree nodes', () => {
  it('groups menu points by kind, top menu and screen, interface points by module', () => {
    const nodes = permissionNodes(POINTS, t);
    expect(nodes.map((n) => n.label)).toEqual(['T(permissionTree.kind.general)', 'T(permissionTree.kind.interface)']);
    const screen = nodes[0]!.children![0]!.children![0]!;
    expect([nodes[0]!.children![0]!.label, screen.label]).toEqual(['T(menu.trip)', 'T(menu.trip.list)']);
    expect(screen.children!.map((c) => c.label)).toEqual(['T(menu.action.add)', 'T(menu.action.edit)', 'T(permissionTree.view)']);
    expect(nodes[1]!.children![0]!.children![0]).toMatchObject({ key: 'trip:cancel', label: 'Route trip:cancel', detail: 'POST /trip/v1/trip:cancel' });
  });

  it('filters by kind', () => {
    expect(permissionNodes(POINTS, t, [8]).flatMap(leafKeys)).toEqual(['trip:cancel']);
    expect(permissionNodes(POINTS, t, [5, 6])).toEqual([]);
  });

  it('a branch is checked, mixed or unchecked, and ticking it ticks or clears all its points', () => {
    const general = permissionNodes(POINTS, t)[0]!;
    expect(stateOf(general, new Set())).toBe('unchecked');
    expect(stateOf(general, new Set(['trip:add']))).toBe('mixed');
    const all = toggle(general, new Set(['trip:add', 'other:x']));
    expect([...all].sort()).toEqual(['other:x', 'trip:add', 'trip:edit', 'trip:list']);
    expect(stateOf(general, all)).toBe('checked');
    expect([...toggle(general, all)]).toEqual(['other:x']);
  });

  it('a locked point keeps its state when its branch is ticked or cleared', () => {
    const general = permissionNodes(POINTS, t)[0]!;
    const locked = (k: string) => k === 'trip:edit';
    const on = toggle(general, new Set(), locked);
    expect([...on].sort()).toEqual(['trip:add', 'trip:list']);
    expect([...toggle(general, on, locked)]).toEqual([]);
    expect([...toggle(general, new Set(['trip:edit', 'trip:add', 'trip:list']), locked)]).toEqual(['trip:edit']);
  });

  it('search keeps matching points with their branches', () => {
    const found = filterNodes(permissionNodes(POINTS, t), 'edit');
    expect(found.flatMap(leafKeys)).toEqual(['trip:edit']);
  });
});
