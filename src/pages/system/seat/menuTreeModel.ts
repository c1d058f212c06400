/**
 * The menu catalogue as a tree (seat menus, the catalogue table): built from flat rows by parentId
 * and sortNum, with the tri-state checks of a seat's entries.
 */
export interface TreeRow {
  id: string;
  parentId: string | null;
  sortNum: number;
  menuType: string;
}

export interface TreeNode<T extends TreeRow> {
  row: T;
  depth: number;
  children: TreeNode<T>[];
}

/** Roots first, children by sortNum; rows whose parent is missing become roots. */
export function buildTree<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>(rows.map((r) => [r.id, { row: r, depth: 0, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const n of nodes.values()) {
    const parent = n.row.parentId ? nodes.get(n.row.parentId) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  const order = (list: TreeNode<T>[], depth: number) => {
    list.sort((a, b) => a.row.sortNum - b.row.sortNum);
    for (const n of list) {
      n.depth = depth;
      order(n.children, depth + 1);
    }
  };
  order(roots, 0);
  return roots;
}

/** The nodes in display order, children of collapsed nodes left out (all when `expanded` is null). */
export function visibleNodes<T extends TreeRow>(roots: readonly TreeNode<T>[], expanded: ReadonlySet<string> | null): TreeNode<T>[] {
  const out: TreeNode<T>[] = [];
  const walk = (list: readonly TreeNode<T>[]) => {
    for (const n of list) {
      out.push(n);
      if (!expanded || expanded.has(n.row.id)) walk(n.children);
    }
  };
  walk(roots);
  return out;
}

export function subtreeIds<T extends TreeRow>(node: TreeNode<T>): string[] {
  return [node.row.id, ...node.children.flatMap(subtreeIds)];
}

export type CheckState = 'on' | 'off' | 'some';

/** 'on' when the entry and everything below it is checked, 'off' when none is, else 'some'. */
export function checkState<T extends TreeRow>(node: TreeNode<T>, checked: ReadonlySet<string>): CheckState {
  const own = checked.has(node.row.id);
  if (node.children.length === 0) return own ? 'on' : 'off';
  const states = node.children.map((c) => checkState(c, checked));
  if (own && states.every((s) => s === 'on')) return 'on';
  if (!own && states.every((s) => s === 'off')) return 'off';
  return 'some';
}

/**
 * Clicking an entry: a fully checked one is unchecked with everything below it (directories left
 * with nothing checked are unchecked too); otherwise it is checked with everything below it and the
 * entries above it.
 */
export function toggleNode<T extends TreeRow>(node: TreeNode<T>, checked: ReadonlySet<string>, rows: ReadonlyMap<string, T>): Set<string> {
  const next = new Set(checked);
  const ids = subtreeIds(node);
  if (checkState(node, checked) === 'on') {
    for (const id of ids) next.delete(id);
    let parent = node.row.parentId ? rows.get(node.row.parentId) : undefined;
    while (parent && parent.menuType === 'directory') {
      const p: T = parent;
      const anyLeft = [...rows.values()].some((r) => r.parentId === p.id && next.has(r.id));
      if (anyLeft) break;
      next.delete(p.id);
      parent = p.parentId ? rows.get(p.parentId) : undefined;
    }
    return next;
  }
  for (const id of ids) next.add(id);
  let up = node.row.parentId;
  while (up) {
    next.add(up);
    up = rows.get(up)?.parentId ?? null;
  }
  return next;
}
