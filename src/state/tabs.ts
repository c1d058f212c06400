import { proxy, subscribe } from 'valtio';
import { onSessionReset } from './session';
import { StorageKey } from './storage';

/**
 * The tab bar's rules (requirements S2 "Tab bar"): pure functions over a list of tabs, plus the
 * store the shell renders. Every pure function returns a new list that already satisfies the
 * invariants of `normalizeTabs` (home first, at least one fixed tab).
 */

/** The home screen: its tab is non-closable and always first. */
export const HOME_PATH = '/index';

/** What the tab rules need of a route; `FlatRoute` of src/app/routing/routes.ts satisfies it. */
export interface TabRoute {
  path: string;
  name: string;
  title: string;
  icon: string | null;
  hidden: boolean;
  noClosable: boolean;
  tabHidden: boolean;
  directory: boolean;
}

export interface Tab {
  /** The path, or path + query for a tab that opens dynamically (see `isDynamic`). */
  key: string;
  path: string;
  /** '' or '?…' as last opened. */
  search: string;
  name: string;
  /** i18n key of the title. */
  title: string;
  icon: string | null;
  /** From the route: no close button, survives every close action. */
  noClosable: boolean;
  /** Pinned by the user (or made fixed because no tab was): survives the batch close actions. */
  pinned: boolean;
  dynamic: boolean;
}

/** '' for no query; otherwise '?' + the parameters sorted, so the same query gives the same key. */
export function normalizeSearch(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A visited route becomes a tab when it is a screen with a name and without tabHidden. */
export function isTabbable(route: TabRoute): boolean {
  return !!route.name && !route.tabHidden && !route.directory && !/^https?:\/\//.test(route.path);
}

/**
 * A route "opens dynamically as a new tab" when it is a hidden route (a detail or edit page, never
 * in a menu: the app only reaches it from a list, with the record in the query) opened with a
 * query. Each distinct query then gets its own tab (key = path + sorted query), so two trips' detail
 * pages stay open side by side; the same hidden page opened without a query is one tab by path.
 */
export function isDynamic(route: Pick<TabRoute, 'hidden'>, search: string): boolean {
  return route.hidden && normalizeSearch(search) !== '';
}

export function tabKey(route: Pick<TabRoute, 'path' | 'hidden'>, search: string): string {
  return isDynamic(route, search) ? `${route.path}${normalizeSearch(search)}` : route.path;
}

export function isFixed(tab: Pick<Tab, 'noClosable' | 'pinned'>): boolean {
  return tab.noClosable || tab.pinned;
}

/** Where clicking the tab goes. */
export function tabHref(tab: Pick<Tab, 'path' | 'search'>): string {
  return `${tab.path}${tab.search}`;
}

export function makeTab(route: TabRoute, search: string): Tab {
  const dynamic = isDynamic(route, search);
  return {
    key: tabKey(route, search),
    path: route.path,
    search: normalizeSearch(search),
    name: route.name,
    title: route.title,
    icon: route.icon,
    noClosable: route.noClosable,
    pinned: false,
    dynamic,
  };
}

/** Home first; if no tab is fixed the first becomes fixed (pinned). */
export function normalizeTabs(tabs: readonly Tab[]): Tab[] {
  const home = tabs.filter((t) => t.path === HOME_PATH && !t.dynamic);
  const out = [...home, ...tabs.filter((t) => !home.includes(t))];
  if (out.length > 0 && !out.some(isFixed)) out[0] = { ...out[0]!, pinned: true };
  return out;
}

/** The list after visiting a route: a new tab, or the existing one updated (query and title). */
export function openTab(tabs: readonly Tab[], route: TabRoute, search: string, home?: TabRoute): Tab[] {
  const out = [...tabs];
  if (home && isTabbable(home) && !out.some((t) => t.key === home.path)) out.unshift(makeTab(home, ''));
  if (!isTabbable(route)) return normalizeTabs(out);
  const tab = makeTab(route, search);
  const i = out.findIndex((t) => t.key === tab.key);
  if (i < 0) out.push(tab);
  // A dynamic tab's key holds its query: the existing one is the very same page, nothing to update.
  else if (!tab.dynamic) out[i] = { ...out[i]!, search: tab.search, title: tab.title, icon: tab.icon, name: tab.name };
  return normalizeTabs(out);
}

/** Closes one tab; a non-closable tab stays. */
export function closeTab(tabs: readonly Tab[], key: string): Tab[] {
  return normalizeTabs(tabs.filter((t) => t.key !== key || t.noClosable));
}

/** Keeps the fixed tabs and the given one. */
export function closeOthers(tabs: readonly Tab[], key: string): Tab[] {
  return normalizeTabs(tabs.filter((t) => t.key === key || isFixed(t)));
}

/** Closes the non-fixed tabs left of the given one. */
export function closeLeft(tabs: readonly Tab[], key: string): Tab[] {
  const at = tabs.findIndex((t) => t.key === key);
  if (at < 0) return normalizeTabs(tabs);
  return normalizeTabs(tabs.filter((t, i) => i >= at || isFixed(t)));
}

/** Closes the non-fixed tabs right of the given one. */
export function closeRight(tabs: readonly Tab[], key: string): Tab[] {
  const at = tabs.findIndex((t) => t.key === key);
  if (at < 0) return normalizeTabs(tabs);
  return normalizeTabs(tabs.filter((t, i) => i <= at || isFixed(t)));
}

/** Keeps only the fixed tabs. */
export function closeAll(tabs: readonly Tab[]): Tab[] {
  return normalizeTabs(tabs.filter(isFixed));
}

export function togglePin(tabs: readonly Tab[], key: string): Tab[] {
  return normalizeTabs(tabs.map((t) => (t.key === key ? { ...t, pinned: !t.pinned } : t)));
}

/**
 * Where to go after a close action: null while the active tab is still open; otherwise the last
 * remaining tab, or '/' when none remain.
 */
export function nextAfterClose(remaining: readonly Tab[], activeKey: string | null): string | null {
  if (activeKey !== null && remaining.some((t) => t.key === activeKey)) return null;
  const last = remaining[remaining.length - 1];
  return last ? tabHref(last) : '/';
}

/**
 * Follows a new route list (sign-in, seat switch): tabs whose route is gone or no longer tabbable
 * go; the others take the route's current title, icon and flags; the home tab is there when the
 * seat has a home screen.
 */
export function syncWithRoutes(tabs: readonly Tab[], routes: readonly TabRoute[]): Tab[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const out: Tab[] = [];
  for (const t of tabs) {
    const r = byPath.get(t.path);
    if (!r || !isTabbable(r)) continue;
    out.push({ ...t, name: r.name, title: r.title, icon: r.icon, noClosable: r.noClosable });
  }
  const home = byPath.get(HOME_PATH);
  if (home && isTabbable(home) && !out.some((t) => t.key === HOME_PATH)) out.unshift(makeTab(home, ''));
  return normalizeTabs(out);
}

// ---------------------------------------------------------------------------------------------
// The store

export interface TabsState {
  tabs: Tab[];
  /** Key of the view on screen (a tab key, or the path of a route without a tab). */
  activeKey: string | null;
  /** Per view key: bumped by 'refresh' so the view cache re-mounts the view. */
  versions: Record<string, number>;
}

/** Tabs survive a reload of this browser window (sessionStorage), never another user's sign-in. */
function restore(): Tab[] {
  try {
    const raw = sessionStorage.getItem(StorageKey.tabs);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as Tab[]).filter((t) => t && typeof t.key === 'string' && typeof t.path === 'string') : [];
  } catch {
    return [];
  }
}

function persist(tabs: readonly Tab[]): void {
  try {
    if (tabs.length) sessionStorage.setItem(StorageKey.tabs, JSON.stringify(tabs));
    else sessionStorage.removeItem(StorageKey.tabs);
  } catch {
    // no storage (tests, privacy mode): tabs live for this page only
  }
}

export const tabsState = proxy<TabsState>({ tabs: restore(), activeKey: null, versions: {} });
subscribe(tabsState, () => persist(tabsState.tabs));

function apply(next: Tab[]): string | null {
  const gone = tabsState.tabs.filter((t) => !next.some((n) => n.key === t.key));
  for (const t of gone) delete tabsState.versions[t.key];
  tabsState.tabs = next;
  return nextAfterClose(next, tabsState.activeKey);
}

/** Records a visit (the shell calls it after each navigation); returns the view key. */
export function visitRoute(route: TabRoute, search: string, home?: TabRoute): string {
  tabsState.tabs = openTab(tabsState.tabs, route, search, home);
  tabsState.activeKey = tabKey(route, search);
  return tabsState.activeKey;
}

export function syncTabs(routes: readonly TabRoute[]): void {
  apply(syncWithRoutes(tabsState.tabs, routes));
}

/** Each close action returns where to navigate (null: stay). */
export const closeTabByKey = (key: string): string | null => apply(closeTab(tabsState.tabs, key));
export const closeOtherTabs = (key: string): string | null => apply(closeOthers(tabsState.tabs, key));
export const closeLeftTabs = (key: string): string | null => apply(closeLeft(tabsState.tabs, key));
export const closeRightTabs = (key: string): string | null => apply(closeRight(tabsState.tabs, key));
export const closeAllTabs = (): string | null => apply(closeAll(tabsState.tabs));

export function togglePinTab(key: string): void {
  tabsState.tabs = togglePin(tabsState.tabs, key);
}

/** Re-mounts a view (default: the active one). */
export function refreshView(key: string | null = tabsState.activeKey): void {
  if (key === null) return;
  tabsState.versions[key] = (tabsState.versions[key] ?? 0) + 1;
}

/** Session reset (log out, 401, failed route load): no tab of the old session survives. */
export function clearTabs(): void {
  tabsState.tabs = [];
  tabsState.activeKey = null;
  tabsState.versions = {};
}

onSessionReset(clearTabs);
