import { DIRECTORY_COMPONENT, type RouteRecord } from '../../domain/access';
import { isExternal, joinPath, type FlatRoute } from '../routing/routes';

/** An entry of the side, column or top menu. */
export interface MenuEntry {
  /** Full path (the key): '/trip', '/customerService/customer', or an external http(s) address. */
  path: string;
  /** i18n key. */
  title: string;
  /** Blueprint icon name. */
  icon: string | null;
  external: boolean;
  children: MenuEntry[];
}

/**
 * The menu of a route tree: hidden routes are left out; a route flagged levelHidden (the root '/')
 * shows its children in its place; a directory with nothing visible inside (only hidden pages) is
 * left out too, as the server leaves out one with no screen (planned screens are not listed).
 */
export function buildMenu(records: readonly RouteRecord[], parentPath = '/'): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const r of records) {
    if (r.hidden) continue;
    const path = joinPath(parentPath, r.path);
    const children = r.children ? buildMenu(r.children, path) : [];
    if (r.meta.levelHidden) {
      out.push(...children);
      continue;
    }
    if (r.component === DIRECTORY_COMPONENT && children.length === 0) continue;
    out.push({ path, title: r.meta.title, icon: r.meta.icon, external: isExternal(path), children });
  }
  return out;
}

/** Depth-first search for the chain of entries from the top down to `path`. */
function chainTo(menu: readonly MenuEntry[], path: string): MenuEntry[] | null {
  for (const e of menu) {
    if (e.path === path) return [e];
    const below = chainTo(e.children, path);
    if (below) return [e, ...below];
  }
  return null;
}

/**
 * The entries from the top level down to the one the current route shows. A hidden route (a detail
 * page) highlights the nearest menu entry among its parents in the route trail.
 */
export function activeChain(menu: readonly MenuEntry[], pathname: string, route?: Pick<FlatRoute, 'trail'>): MenuEntry[] {
  const direct = chainTo(menu, pathname);
  if (direct) return direct;
  const trail = route?.trail ?? [];
  for (let i = trail.length - 1; i >= 0; i--) {
    const chain = chainTo(menu, trail[i]!.path);
    if (chain) return chain;
  }
  return [];
}

/** Where clicking a directory entry goes: its first leaf (the server's redirect may be pruned away). */
export function firstLeaf(entry: MenuEntry): MenuEntry {
  let e = entry;
  while (e.children.length > 0) e = e.children[0]!;
  return e;
}

/** A submenu with more children than this scrolls (requirements S2). */
export const SUBMENU_SCROLL_AFTER = 18;

export function scrolls(entry: Pick<MenuEntry, 'children'>): boolean {
  return entry.children.length > SUBMENU_SCROLL_AFTER;
}

/** The top-right menu: routes marked topRight and not hidden. */
export function topRightRoutes(routes: readonly FlatRoute[]): FlatRoute[] {
  return routes.filter((r) => r.topRight && !r.hidden && !r.directory);
}
