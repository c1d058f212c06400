/**
 * Pure pieces of the permission tree: the catalogue of points (`GET /common/v1/permissions`) as
 * a tree (kind → top menu → screen → points for menu points; kind → module → points for interface
 * points), and the tri-state of a branch. Used by the role screens and the user screens alike.
 */
import type { PermissionPoint } from '../../contract/roles';
import { PermissionKind } from '../../domain/access';

export interface PermissionNode {
  /** A point's key for a leaf; a branch's own id otherwise (never a point key). */
  key: string;
  /** Translated. */
  label: string;
  /** The point's key for display (leaves). */
  detail?: string;
  children?: PermissionNode[];
}

/** The kinds in the order the tree shows them. */
export const KIND_ORDER = [
  PermissionKind.general,
  PermissionKind.data,
  PermissionKind.file,
  PermissionKind.seat,
  PermissionKind.appMenu,
  PermissionKind.appData,
  PermissionKind.role,
  PermissionKind.interface,
] as const;

const KIND_NAMES: Record<number, string> = {
  1: 'general',
  2: 'data',
  3: 'file',
  4: 'seat',
  5: 'appMenu',
  6: 'appData',
  7: 'role',
  8: 'interface',
};
/** 'general', 'interface'…: the label key `permissionTree.kind.<name>`. */
export const kindName = (kind: number): string => KIND_NAMES[kind] ?? String(kind);

type Translate = (key: string, opts?: Record<string, unknown>) => string;

function groupBy<T>(items: readonly T[], keyOf: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const i of items) out.set(keyOf(i), [...(out.get(keyOf(i)) ?? []), i]);
  return out;
}

/** The name of the `<area>:list` points (reading the screen's data). */
const VIEW_POINT_NAME = 'menu.action.view';

/** A point's label: a menu button reads its action ('Add'), an interface point its summary and route. */
function leaf(p: PermissionPoint, t: Translate): PermissionNode {
  const label = p.kind === PermissionKind.interface ? p.name : p.name === VIEW_POINT_NAME ? t('permissionTree.view') : t(p.name, { defaultValue: p.key });
  return { key: p.key, label, detail: p.kind === PermissionKind.interface && p.path ? `${p.method ?? ''} ${p.path}`.trim() : p.key };
}

/** The tree of the points of the given kinds (all kinds when none are given). */
export function permissionNodes(points: readonly PermissionPoint[], t: Translate, kinds: readonly number[] = KIND_ORDER): PermissionNode[] {
  const out: PermissionNode[] = [];
  for (const kind of KIND_ORDER) {
    if (!kinds.includes(kind)) continue;
    const ofKind = points.filter((p) => p.kind === kind);
    if (ofKind.length === 0) continue;
    const id = `#${kindName(kind)}`;
    let children: PermissionNode[];
    if (kind === PermissionKind.interface) {
      children = [...groupBy(ofKind, (p) => p.module || '-')].map(([module, ps]) => ({ key: `${id}/${module}`, label: module, children: ps.map((p) => leaf(p, t)) }));
    } else {
      children = [...groupBy(ofKind, (p) => p.section ?? '')].map(([section, ps]) => ({
        key: `${id}/${section}`,
        label: section ? t(section) : t('permissionTree.other'),
        children: [...groupBy(ps, (p) => p.group ?? '')].map(([group, gs]) => ({
          key: `${id}/${section}/${group}`,
          label: group ? t(group) : t('permissionTree.other'),
          children: gs.map((p) => leaf(p, t)),
        })),
      }));
    }
    out.push({ key: id, label: t(`permissionTree.kind.${kindName(kind)}`), children });
  }
  return out;
}

/** The point keys under a node (the node's own key for a leaf). */
export function leafKeys(node: PermissionNode): string[] {
  return node.children ? node.children.flatMap(leafKeys) : [node.key];
}

export type TriState = 'checked' | 'unchecked' | 'mixed';

/** A branch is checked when all its points are, mixed when some are. */
export function stateOf(node: PermissionNode, checked: ReadonlySet<string>): TriState {
  const keys = leafKeys(node);
  const n = keys.filter((k) => checked.has(k)).length;
  return n === 0 ? 'unchecked' : n === keys.length ? 'checked' : 'mixed';
}

/**
 * Ticking a branch ticks all its points (unticks them all when all were ticked). Points `locked`
 * says cannot change keep their state and do not count.
 */
export function toggle(node: PermissionNode, checked: ReadonlySet<string>, locked?: (key: string) => boolean): Set<string> {
  const next = new Set(checked);
  const keys = locked ? leafKeys(node).filter((k) => !locked(k)) : leafKeys(node);
  const on = keys.some((k) => !checked.has(k));
  for (const k of keys) if (on) next.add(k);
  else next.delete(k);
  return next;
}

/** The nodes whose label or key contains the text (branches keep their matching children). */
export function filterNodes(nodes: readonly PermissionNode[], text: string): PermissionNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...nodes];
  const out: PermissionNode[] = [];
  for (const n of nodes) {
    const hit = n.label.toLowerCase().includes(q) || (n.detail ?? '').toLowerCase().includes(q);
    if (hit) out.push(n);
    else if (n.children) {
      const kids = filterNodes(n.children, q);
      if (kids.length) out.push({ ...n, children: kids });
    }
  }
  return out;
}
