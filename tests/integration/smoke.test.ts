import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

describe('smoke: sign in and read the own account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('signs in as admin and reads seats and menus', async () => {
    const token = await t.signIn('admin');
    const me = (await t.call(undefined, { method: 'GET', url: `/account/v1/users/current/${token}` })).json();
    expect(me.code).toBe(20000);
    expect(me.result.userName).toBe('admin');
    expect(me.result.seatList).toHaveLength(10);
    const routes = (await t.call(token, { method: 'GET', url: '/account/v1/sysMenus/getRouters' })).json();
    expect(Array.isArray(routes.result)).toBe(true);
    expect(routes.result.map((r: { path: string }) => r.path)).toContain('/systemManager');
  });
});
