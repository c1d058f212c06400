import { useCallback, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RouteRecord } from '../../domain/access';
import { session } from '../../state/session';
import { refreshView } from '../../state/tabs';
import { findRoute, flattenRoutes, type FlatRoute } from '../routing/routes';
import { activeChain, buildMenu, type MenuEntry } from './menuModel';

export interface ShellMenu {
  routes: FlatRoute[];
  menu: MenuEntry[];
  /** Top-level entry down to the active one. */
  chain: MenuEntry[];
  /** The current route, when it is one of the session's. */
  route: FlatRoute | undefined;
}

/** The session's routes as a flat list and as a menu tree, and the active chain. */
export function useShellMenu(): ShellMenu {
  const snap = useSnapshot(session);
  const { pathname } = useLocation();
  const records = snap.routes as unknown as RouteRecord[];
  const routes = useMemo(() => flattenRoutes(records), [records]);
  const menu = useMemo(() => buildMenu(records), [records]);
  const route = findRoute(routes, pathname);
  const chain = useMemo(() => activeChain(menu, pathname, route), [menu, pathname, route]);
  return { routes, menu, chain, route };
}

/** True when the click asks the browser for a new tab or window (ctrl, cmd, shift, middle button). */
export function wantsNewWindow(e: MouseEvent): boolean {
  return e.ctrlKey || e.metaKey || e.shiftKey || e.button === 1;
}

export function hrefOf(entry: Pick<MenuEntry, 'path' | 'external'>): string {
  return entry.external ? entry.path : `#${entry.path}`;
}

export function openInNewWindow(entry: Pick<MenuEntry, 'path' | 'external'>): void {
  window.open(hrefOf(entry), '_blank', 'noopener');
}

/**
 * Opening a menu entry: a modified click is left to the browser (new tab or window on the
 * entry's href); an external link navigates away; the current route reloads its view; any
 * other route is navigated to.
 */
export function useOpenEntry(): (entry: Pick<MenuEntry, 'path' | 'external'>, e?: MouseEvent) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (entry, e) => {
      if (e && wantsNewWindow(e)) return;
      e?.preventDefault();
      if (entry.external) window.location.href = entry.path;
      else if (entry.path === pathname) refreshView();
      else navigate(entry.path);
    },
    [navigate, pathname],
  );
}
