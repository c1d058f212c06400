/** A trip read shows only the legs the caller's data permissions allow; the trip itself stays readable. */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());


describe('data permissions on a trip read', () => {
  let admin = '';
  let scoped = '';
  let tripId = '';
  const call = (token: string, opts: InjectOptions) => t.call(token, opts);

  beforeAll(async () => {
    admin = await t.signIn('admin');
    const customerId = ok(await call(admin, { method: 'POST', url: '/customer/v1/customers', payload: { type: 1, name: 'Scope Customer' } })).id;
    tripId = ok(await call(admin, { method: 'POST', url: '/trip/v1/trips', payload: { customerId, legs: [legInput('ZBAA', 'ZSSS', 1), legInput('ZSSS', 'VHHH', 2)] } })).id;
    const role = ok(await call(admin, { method: 'POST', url: '/common/v1/sysRoles', payload: { name: 'Beijing desk', code: 'BJ_DESK' } }));
    ok(await call(admin, { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/permissions`, payload: { version: role.version, permissionKeys: ['trip:list', 'tripLeg:list'] } }));
    const afterPerms = ok(await call(admin, { method: 'GET', url: `/common/v1/sysRoles/${role.id}` }));
    ok(await call(admin, {
      method: 'PUT',
      url: `/common/v1/sysRoles/${role.id}/dataPermissions`,
      payload: { version: afterPerms.version, grants: [{ dimension: 'departureIcao', mode: 'specific', values: ['ZBAA'] }] },
    }));
    const seats = ok(await call(admin, { method: 'GET', url: '/common/v1/seats' }));
    ok(await call(admin, { method: 'POST', url: '/common/v1/sysUsers', payload: { userName: 'bj-desk', password: 'Demo-pass1', personName: 'BJ', roleIds: [role.id], seatIds: [seats[0].id] } }));
    scoped = await t.signIn('bj-desk');
  });

  it('the admin sees both legs', async () => {
    expect(ok(await call(admin, { method: 'GET', url: `/trip/v1/trips/${tripId}` })).legs.map((l: { departureIcao: string }) => l.departureIcao)).toEqual(['ZBAA', 'ZSSS']);
  });

  it('a user limited to departures from ZBAA sees only that leg, in the trip and in the leg list', async () => {
    const trip = ok(await call(scoped, { method: 'GET', url: `/trip/v1/trips/${tripId}` }));
    expect(trip.legs.map((l: { departureIcao: string }) => l.departureIcao)).toEqual(['ZBAA']);
    const list = ok(await call(scoped, { method: 'POST', url: '/trip/v1/tripLegs/list', payload: { pageSize: 100 } }));
    expect(list.list.every((l: { departureIcao: string }) => l.departureIcao === 'ZBAA')).toBe(true);
  });
});
