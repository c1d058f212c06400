import type { Principal } from '../../lib/context';
import { ADMIN_ONLY_AREAS } from '../../seed/menuTree';
import type { MenuNode, RouteRecord } from '../../../src/domain/access/menu';
import { isImplementedView } from '../../../src/domain/access/views';
import { joinPath } from '../../seed/menus/helpers';
import type { MenuRow } from './accessRepository';

export type { MenuNode, RouteRecord };

export interface MenuTreeOptions {
  /** Keep screens the browser does not implement yet (they answer the under-construction page). */
  showPlanned?: boolean;
}

/**
 * Builds the seat's menu tree for one user: screens only where the browser implements them (unless
 * planned screens are shown), with their buttons; buttons only where the user holds their
 * permission; directories only where a screen inside is left (their redirect then points at the
 * first visible one); admin-only areas only for admins or for users holding a permission inside them.
 */
export function buildMenuTree(rows: readonly MenuRow[], principal: Principal, opts: MenuTreeOptions = {}): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      key: r.key,
      menuName: r.menuName,
      name: r.name,
      path: r.path,
      component: r.component,
      redirect: r.redirect,
      icon: r.icon,
      hidden: r.hidden,
      levelHidden: r.levelHidden,
      noClosable: r.noClosable,
      noKeepAlive: r.noKeepAlive,
      tabHidden: r.tabHidden,
      topRight: r.topRight,
      sortNum: r.sortNum,
      parent: r.parentId,
      menuType: r.menuType,
      perms: r.perms,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent ? nodes.get(n.parent) : undefined;
    if (parent) parent.children.push(n);
    else if (!n.parent) roots.push(n);
  }
  const holds = (n: MenuNode): boolean =>
    principal.isAdmin || (n.perms ? principal.permissions.has(n.perms) : false) || n.children.some(holds);
  const prune = (list: MenuNode[]): MenuNode[] =>
    list
      .sort((a, b) => a.sortNum - b.sortNum)
      .filter((n) => {
        n.children = prune(n.children);
        if (n.menuType === 'button') return principal.isAdmin || (n.perms !== null && principal.permissions.has(n.perms));
        if (n.menuType === 'directory') return n.children.some((c) => c.menuType !== 'button');
        return opts.showPlanned || isImplementedView(n.component);
      });
  const tree = prune(roots).filter((n) => !ADMIN_ONLY_AREAS.includes(n.key) || holds(n));
  for (const n of tree) fixRedirects(n, '/');
  return tree;
}

/** The full path of a directory's first visible screen, or undefined when it has none. */
function firstVisible(n: MenuNode, fullPath: string): string | undefined {
  for (const c of n.children) {
    if (c.menuType === 'button') continue;
    const path = joinPath(fullPath, c.path);
    if (c.menuType === 'directory') {
      const found = firstVisible(c, path);
      if (found) return found;
    } else if (!c.hidden) return path;
  }
  return undefined;
}

/** A directory whose redirect target was left out now redirects to its first visible screen. */
function fixRedirects(n: MenuNode, parentPath: string): void {
  const fullPath = joinPath(parentPath, n.path);
  for (const c of n.children) fixRedirects(c, fullPath);
  if (n.menuType !== 'directory' || !n.redirect) return;
  const screens = new Set<string>();
  const walk = (m: MenuNode, path: string): void => {
    for (const c of m.children) {
      const p = joinPath(path, c.path);
      if (c.menuType === 'menu') screens.add(p);
      walk(c, p);
    }
  };
  walk(n, fullPath);
  if (!screens.has(n.redirect)) n.redirect = firstVisible(n, fullPath) ?? null;
}

/** The router's shape: screens only, with their buttons folded into meta. */
export function toRoutes(tree: readonly MenuNode[]): RouteRecord[] {
  return tree
    .filter((n) => n.menuType !== 'button')
    .map((n) => {
      const children = toRoutes(n.children);
      const route: RouteRecord = {
        path: n.path,
        name: n.name,
        component: n.component,
        hidden: n.hidden,
        meta: {
          title: n.menuName,
          icon: n.icon,
          levelHidden: n.levelHidden,
          noClosable: n.noClosable,
          noKeepAlive: n.noKeepAlive,
          tabHidden: n.tabHidden,
          topRight: n.topRight,
          buttons: n.children.filter((c) => c.menuType === 'button' && c.perms).map((c) => c.perms!),
        },
      };
      if (n.redirect) route.redirect = n.redirect;
      if (children.length) route.children = children;
      return route;
    });
}
