/**
 * The company's readings of leg states and trip statuses: administrators change them (version, 412),
 * other users read them but are refused a change, other companies keep theirs, and the value rides in
 * the current-user answer. Open sockets of the company are told at once (`{type:'settings'}`), other
 * companies' are not.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../../src/domain/trip/states';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { userWithRole } from '../support/roleUser';
import { openSocket } from '../support/socket';
import { createTestApp } from '../support/testApp';

const t = await createTestApp({}, { realtime: true });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
afterAll(async () => t.close());
const URL = '/account/v1/companyReadings';
const admin = await t.signIn('admin');
const bravo = await t.signIn(TENANT_B_ADMIN);
const clerk = await userWithRole(t, admin, 'readings-clerk', ['mailSettings:list']);

const get = async (token: string) => ok(await t.call(token, { method: 'GET', url: URL }));
const current = async (token: string) => ok(await t.call(token, { method: 'GET', url: `/account/v1/users/current/${token}` }));

describe('company readings', () => {
  it('start at the defaults, version 0, for every user of the company', async () => {
    expect(await get(clerk)).toMatchObject({ legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING, version: 0 });
    expect((await current(clerk)).readings).toEqual({ legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING });
  });

  it('a user who is not an administrator is refused a change (403)', async () => {
    refused(await t.call(clerk, { method: 'PUT', url: URL, payload: { legStateReading: 'A', tripStatusReading: 'B', version: 0 } }), 403, 'error.insufficientAccess');
    expect((await get(admin)).version).toBe(0);
  });

  it('an administrator changes them; everyone of the company sees the new value, in the current-user answer too, and open sockets are told', async () => {
    const clerkSocket = await openSocket(base, { token: clerk });
    const bravoSocket = await openSocket(base, { token: bravo });
    await clerkSocket.next((f) => f.type === 'ready');
    await bravoSocket.next((f) => f.type === 'ready');
    const saved = ok(await t.call(admin, { method: 'PUT', url: URL, payload: { legStateReading: 'A', tripStatusReading: 'B', version: 0 } }));
    expect(saved).toMatchObject({ legStateReading: 'A', tripStatusReading: 'B', version: 1, updateAuthor: 'admin' });
    expect(await get(clerk)).toMatchObject({ legStateReading: 'A', tripStatusReading: 'B', version: 1 });
    expect((await current(clerk)).readings).toEqual({ legStateReading: 'A', tripStatusReading: 'B' });
    await clerkSocket.next((f) => f.type === 'settings');
    // the other company's socket hears nothing (its pings are answered meanwhile)
    await new Promise((r) => setTimeout(r, 300));
    expect(bravoSocket.frames.some((f) => f.type === 'settings')).toBe(false);
    clerkSocket.close();
    bravoSocket.close();
  });

  it('another company keeps its own readings', async () => {
    expect(await get(bravo)).toMatchObject({ legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING, version: 0 });
    expect((await current(bravo)).readings).toEqual({ legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING });
  });

  it('a stale version → 412, nothing changed', async () => {
    refused(await t.call(admin, { method: 'PUT', url: URL, payload: { legStateReading: 'B', tripStatusReading: 'A', version: 0 } }), 412, 'error.dataChanged');
    expect(await get(admin)).toMatchObject({ legStateReading: 'A', tripStatusReading: 'B', version: 1 });
  });

  it('an unknown reading → 400', async () => {
    const res = await t.call(admin, { method: 'PUT', url: URL, payload: { legStateReading: 'C', tripStatusReading: 'A', version: 1 } });
    expect(res.statusCode).toBe(400);
  });

  it('the change is in the operation log', async () => {
    const logs = ok(
      await t.call(admin, {
        method: 'POST',
        url: '/common/v1/sysLogs/list',
        payload: { pageSize: 10, searchParas: { conditions: [{ name: 'functionName', op: 'eq', value: 'companyReadings' }] } },
      }),
    );
    expect(logs.list.map((l: { moduleName: string; info: string }) => `${l.moduleName} ${l.info}`)).toContain('account leg=A trip=B');
  });
});
