import { beforeEach, describe, expect, it, vi } from 'vitest';

type Route = { path: string };
const pending = new Map<string, (routes: Route[]) => void>();
vi.mock('../api/account', () => ({
  accountApi: {
    routers: (seatId: string) => new Promise<Route[]>((resolve) => pending.set(seatId, resolve)),
  },
}));

const { resetSession, routesReady, session, switchSeat } = await import('./session');

describe('the seat switch and its routes', () => {
  beforeEach(() => {
    pending.clear();
    resetSession();
  });

  it('is not ready while the switched-to seat’s routes load (the old seat’s routes would send a new path to 403)', async () => {
    const first = switchSeat('A');
    pending.get('A')!([{ path: '/a' }]);
    await first;
    expect(routesReady(session)).toBe(true);

    const second = switchSeat('B');
    expect(session.routes).toEqual([{ path: '/a' }]);
    expect(routesReady(session)).toBe(false);
    pending.get('B')!([{ path: '/b' }]);
    await second;
    expect(session.routesSeatId).toBe('B');
    expect(routesReady(session)).toBe(true);
  });

  it('keeps the last chosen seat’s routes when an earlier seat’s answer arrives after it', async () => {
    const a = switchSeat('A');
    const b = switchSeat('B');
    pending.get('B')!([{ path: '/b' }]);
    await b;
    pending.get('A')!([{ path: '/a' }]);
    await a;
    expect(session.seatId).toBe('B');
    expect(session.routes).toEqual([{ path: '/b' }]);
    expect(routesReady(session)).toBe(true);
  });
});
