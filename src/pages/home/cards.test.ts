import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../../app/routing/routes';
import type { RouteRecord } from '../../domain/access';
import { cardLook, reachablePath, refreshInterval, rowTime } from './cards';

const meta = { title: 't', icon: null, noClosable: false, noKeepAlive: false, tabHidden: false, topRight: false, buttons: [] };
const record = (path: string, children?: RouteRecord[]): RouteRecord =>
  ({ path, name: path, component: children ? 'Layout' : 'x/Y', hidden: false, meta, ...(children ? { children } : {}) }) as unknown as RouteRecord;

describe('dashboard cards', () => {
  const routes = flattenRoutes([record('/systemManager', [record('user'), record('log')]), record('/', [record('index')])]);

  it('links a card only to a screen of the current seat', () => {
    expect(reachablePath('/systemManager/user', routes)).toBe('/systemManager/user');
    expect(reachablePath('/systemManager/registrationApproval', routes)).toBeNull();
    expect(reachablePath('/systemManager', routes)).toBeNull(); // a directory is no screen
    expect(reachablePath(null, routes)).toBeNull();
  });

  it('marks cards that need attention', () => {
    expect(cardLook({ key: 'failedSignIns', count: 3, path: null })).toEqual({ icon: 'warning-sign', intent: 'warning' });
    expect(cardLook({ key: 'failedSignIns', count: 0, path: null }).intent).toBe('none');
    expect(cardLook({ key: 'fromLaterModule', count: 9, path: null })).toEqual({ icon: 'dashboard', intent: 'none' });
  });

  it('reloads every autoRefresh seconds, 0 is off', () => {
    expect(refreshInterval(30)).toBe(30_000);
    expect(refreshInterval(0)).toBeNull();
    expect(refreshInterval(-1)).toBeNull();
  });
});

describe('work card rows', () => {
  const now = Date.parse('2026-12-10T12:00:00Z');
  it('show the time of day on the shown day, the date too on another', () => {
    expect(rowTime('2026-12-10T10:30:00.000Z', 'UTC', null, now)).toBe('10:30');
    expect(rowTime('2026-12-09T23:30:00.000Z', 'UTC', null, now)).toBe('12-09 23:30');
    // Beijing: 18:30 UTC is 02:30 of the next day there
    expect(rowTime('2026-12-10T18:30:00.000Z', 'Beijing', null, now)).toBe('12-11 02:30');
    expect(rowTime('2026-12-10T10:30:00.000Z', 'Local', 'Asia/Shanghai', now)).toBe('18:30 UTC+8');
    expect(rowTime(null, 'UTC', null, now)).toBe('');
    expect(rowTime('not a time', 'UTC', null, now)).toBe('');
  });
});
