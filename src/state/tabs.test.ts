import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from './session';
import {
  closeAll,
  closeAllTabs,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  closeTabByKey,
  HOME_PATH,
  isDynamic,
  isTabbable,
  nextAfterClose,
  normalizeSearch,
  openTab,
  refreshView,
  syncWithRoutes,
  tabKey,
  tabsState,
  togglePin,
  visitRoute,
  type Tab,
  type TabRoute,
} from './tabs';

const route = (path: string, extra: Partial<TabRoute> = {}): TabRoute => ({
  path,
  name: path.replace(/\W/g, '') || 'Root',
  title: `menu${path.replace(/\//g, '.')}`,
  icon: null,
  hidden: false,
  noClosable: false,
  tabHidden: false,
  directory: false,
  ...extra,
});

const home = route(HOME_PATH, { noClosable: true, icon: 'home' });
const trip = route('/trip');
const leg = route('/tripLeg');
const cal = route('/tripcalendar');
const gantt = route('/ganttChart', { noClosable: true });
const detail = route('/customerService/customerDetail', { hidden: true });

/** Visits the routes in order, home always there. */
const visit = (...rs: (TabRoute | [TabRoute, string])[]): Tab[] =>
  rs.reduce<Tab[]>((tabs, r) => (Array.isArray(r) ? openTab(tabs, r[0], r[1], home) : openTab(tabs, r, '', home)), []);
const keys = (tabs: readonly Tab[]) => tabs.map((t) => t.key);

describe('which routes become tabs', () => {
  it('a named screen without tabHidden', () => {
    expect(isTabbable(trip)).toBe(true);
    expect(isTabbable(route('/x', { name: '' }))).toBe(false);
    expect(isTabbable(route('/filePreview', { tabHidden: true }))).toBe(false);
    expect(isTabbable(route('/customerService', { directory: true }))).toBe(false);
    expect(isTabbable(route('https://example.com/report'))).toBe(false);
  });
  it('every visited route becomes one tab, home first even when visited later', () => {
    const tabs = [trip, leg, trip].reduce<Tab[]>((t, r) => openTab(t, r, ''), []);
    expect(keys(tabs)).toEqual(['/trip', '/tripLeg']);
    expect(keys(openTab(tabs, home, ''))).toEqual([HOME_PATH, '/trip', '/tripLeg']);
    expect(keys(openTab(tabs, leg, '', home))).toEqual([HOME_PATH, '/trip', '/tripLeg']);
  });
  it('a tabHidden route adds no tab but the home tab is still there', () => {
    expect(keys(openTab([], route('/filePreview', { tabHidden: true }), '?url=a', home))).toEqual([HOME_PATH]);
  });
});

describe('keys: path, plus query for routes that open dynamically', () => {
  it('normalises the query', () => {
    expect(normalizeSearch('')).toBe('');
    expect(normalizeSearch('?')).toBe('');
    expect(normalizeSearch('?b=2&a=1')).toBe('?a=1&b=2');
  });
  it('a hidden route opened with a query is dynamic: one tab per query', () => {
    expect(isDynamic(detail, '?id=1')).toBe(true);
    expect(isDynamic(detail, '')).toBe(false);
    expect(isDynamic(trip, '?page=2')).toBe(false);
    expect(tabKey(detail, '?id=1&x=2')).toBe('/customerService/customerDetail?id=1&x=2');
    expect(tabKey(trip, '?page=2')).toBe('/trip');
    const tabs = visit([detail, '?id=1'], [detail, '?id=2'], [detail, '?id=1']);
    expect(keys(tabs)).toEqual([HOME_PATH, `${detail.path}?id=1`, `${detail.path}?id=2`]);
  });
  it('reopening an existing tab updates its query and title', () => {
    const first = visit([trip, '?page=1']);
    const again = openTab(first, { ...trip, title: 'menu.trip.renamed' }, '?page=3');
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ key: '/trip', search: '?page=3', title: 'menu.trip.renamed' });
  });
  it('reopening a dynamic tab leaves it as it was (its query is its key)', () => {
    const first = visit([detail, '?id=1']);
    const again = openTab(first, { ...detail, title: 'other' }, '?id=1');
    expect(again[1]).toEqual(first[1]);
  });
});

describe('closing', () => {
  it('a non-closable tab has no way to close alone', () => {
    const tabs = visit(trip, gantt);
    expect(keys(closeTab(tabs, HOME_PATH))).toEqual(keys(tabs));
    expect(keys(closeTab(tabs, '/ganttChart'))).toEqual(keys(tabs));
    expect(keys(closeTab(tabs, '/trip'))).toEqual([HOME_PATH, '/ganttChart']);
  });
  it('close others keeps the fixed tabs and the chosen one', () => {
    const tabs = visit(leg, trip, cal);
    expect(keys(closeOthers(tabs, '/tripcalendar'))).toEqual([HOME_PATH, '/tripcalendar']);
    expect(keys(closeOthers(visit(leg, gantt, trip), '/tripLeg'))).toEqual([HOME_PATH, '/tripLeg', '/ganttChart']);
  });
  it('close left and close right spare fixed tabs', () => {
    const tabs = visit(leg, gantt, trip, cal);
    expect(keys(closeLeft(tabs, '/trip'))).toEqual([HOME_PATH, '/ganttChart', '/trip', '/tripcalendar']);
    expect(keys(closeLeft(tabs, '/tripcalendar'))).toEqual([HOME_PATH, '/ganttChart', '/tripcalendar']);
    expect(keys(closeRight(tabs, '/tripLeg'))).toEqual([HOME_PATH, '/tripLeg', '/ganttChart']);
    expect(keys(closeRight(tabs, 'missing'))).toEqual(keys(tabs));
  });
  it('close all keeps only fixed tabs, pinned ones included', () => {
    const tabs = togglePin(visit(leg, trip, cal), '/trip');
    expect(keys(closeAll(tabs))).toEqual([HOME_PATH, '/trip']);
    expect(keys(closeAll(togglePin(tabs, '/trip')))).toEqual([HOME_PATH]);
  });
  it('if no tab is fixed the first becomes fixed', () => {
    const tabs = [trip, leg, cal].reduce<Tab[]>((t, r) => openTab(t, r, ''), []);
    expect(tabs[0]).toMatchObject({ key: '/trip', pinned: true });
    expect(keys(closeAll(tabs))).toEqual(['/trip']);
    // Closing the only fixed tab makes the next first one fixed.
    expect(closeTab(tabs, '/trip')[0]).toMatchObject({ key: '/tripLeg', pinned: true });
    expect(closeAll([])).toEqual([]);
  });
  it('after the active tab closes the last remaining opens, or / when none remain', () => {
    const tabs = visit(leg, trip, cal);
    expect(nextAfterClose(closeTab(tabs, '/trip'), '/tripcalendar')).toBeNull();
    expect(nextAfterClose(closeTab(tabs, '/tripcalendar'), '/tripcalendar')).toBe('/trip');
    expect(nextAfterClose(closeOthers(tabs, '/tripLeg'), '/tripcalendar')).toBe('/tripLeg');
    expect(nextAfterClose(closeAll(visit([detail, '?id=7'])), `${detail.path}?id=7`)).toBe(HOME_PATH);
    expect(nextAfterClose([], '/trip')).toBe('/');
    const withQuery = visit([trip, '?page=2'], cal);
    expect(nextAfterClose(closeTab(withQuery, '/tripcalendar'), '/tripcalendar')).toBe('/trip?page=2');
  });
});

describe('following the route list', () => {
  it('drops tabs whose route is gone, refreshes titles and adds home', () => {
    const tabs = visit(trip, leg, [detail, '?id=1']).filter((t) => t.key !== HOME_PATH);
    const next = syncWithRoutes(tabs, [home, { ...trip, title: 'new' }, detail]);
    expect(keys(next)).toEqual([HOME_PATH, '/trip', `${detail.path}?id=1`]);
    expect(next[1]!.title).toBe('new');
    expect(syncWithRoutes(tabs, [])).toEqual([]);
  });
});

describe('the store', () => {
  beforeEach(() => resetSession());

  it('records visits, the active key, closes and refreshes', () => {
    visitRoute(trip, '', home);
    visitRoute(cal, '', home);
    expect(keys(tabsState.tabs)).toEqual([HOME_PATH, '/trip', '/tripcalendar']);
    expect(tabsState.activeKey).toBe('/tripcalendar');
    refreshView();
    refreshView();
    expect(tabsState.versions['/tripcalendar']).toBe(2);
    expect(closeTabByKey('/trip')).toBeNull();
    expect(closeTabByKey('/tripcalendar')).toBe(HOME_PATH);
    expect(tabsState.versions['/tripcalendar']).toBeUndefined();
    visitRoute(leg, '', home);
    expect(closeAllTabs()).toBe(HOME_PATH);
  });

  it('tabs are cleared on session reset', () => {
    visitRoute(trip, '', home);
    expect(tabsState.tabs.length).toBe(2);
    resetSession();
    expect(tabsState.tabs).toEqual([]);
    expect(tabsState.activeKey).toBeNull();
  });
});
