import type { Principal } from '../../lib/context';
import { ADMIN_ONLY_AREAS } from '../../seed/menuTree';
import type { MenuNode, RouteRecord } from '../../../src/domain/access/menu';
import type { MenuRow } from './accessRepository';

export type { MenuNode, RouteRecord };

/**
 * Builds the seat's menu tree for one user: buttons only where the user holds their permission,
 * directories only where something inside is left, admin-only areas only for admins or for
 * users holding a permission inside them.
 */
export function buildMenuTree(rows: readonly MenuRow[], principal: Principal): MenuNode[] {
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
        return true;
      });
  return prune(roots).filter((n) => !ADMIN_ONLY_AREAS.includes(n.key) || holds(n));
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
