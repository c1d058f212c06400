import { describe, expect, it } from 'vitest';
import { buildTree, checkState, toggleNode, visibleNodes, type TreeRow } from './menuTreeModel';

const rows: TreeRow[] = [
  { id: 'sys', parentId: null, sortNum: 2, menuType: 'directory' },
  { id: 'home', parentId: null, sortNum: 1, menuType: 'menu' },
  { id: 'user', parentId: 'sys', sortNum: 1, menuType: 'menu' },
  { id: 'user:add', parentId: 'user', sortNum: 0, menuType: 'button' },
  { id: 'role', parentId: 'sys', sortNum: 0, menuType: 'menu' },
];
const byId = new Map(rows.map((r) => [r.id, r]));
const tree = buildTree(rows);
const node = (id: string) => visibleNodes(tree, null).find((n) => n.row.id === id)!;

describe('menu tree model', () => {
  it('orders roots and children by sortNum with their depth', () => {
    expect(visibleNodes(tree, null).map((n) => `${n.depth}:${n.row.id}`)).toEqual(['0:home', '0:sys', '1:role', '1:user', '2:user:add']);
    expect(visibleNodes(tree, new Set(['sys'])).map((n) => n.row.id)).toEqual(['home', 'sys', 'role', 'user']);
  });

  it('derives the tri-state of parents', () => {
    expect(checkState(node('sys'), new Set(['sys', 'role', 'user', 'user:add']))).toBe('on');
    expect(checkState(node('sys'), new Set(['sys', 'role']))).toBe('some');
    expect(checkState(node('user'), new Set(['user']))).toBe('some');
    expect(checkState(node('sys'), new Set())).toBe('off');
  });

  it('checks an entry with its subtree and ancestors; unchecks a subtree and emptied directories', () => {
    const on = toggleNode(node('user:add'), new Set(), byId);
    expect([...on].sort()).toEqual(['sys', 'user', 'user:add']);
    const off = toggleNode(node('user'), on, byId);
    expect([...off]).toEqual([]);
    const partial = toggleNode(node('user'), new Set(['sys', 'role', 'user', 'user:add']), byId);
    expect([...partial].sort()).toEqual(['role', 'sys']);
  });
});
