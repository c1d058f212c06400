import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraft } from '../../server/db/schema';
import { TENANT_B_ADMIN, TEST_PASSWORD_SHA1 } from '../support/fixtures';
import { createTestApp, signInRequest, type TestApp } from '../support/testApp';

type Card = { key: string; count: number; path: string | null };
type Seat = { id: string; keyName: string };

describe('landing-page stats and the home dashboard', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const seatsOf = async (who: string): Promise<Seat[]> =>
    (await t.call(tokens[who], { method: 'GET', url: '/account/v1/seats/getCurrentUserSeatList' })).json().result;
  const dashboard = (who: string, seatId: string) => t.call(tokens[who], { method: 'GET', url: `/account/v1/dashboard/${seatId}` });
  const cards = async (who: string, seatId: string): Promise<Record<string, Card>> => {
    const res = await dashboard(who, seatId);
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json().result as Card[]).map((c) => [c.key, c]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'demo-cs', TENANT_B_ADMIN]) tokens[who] = await t.signIn(who);
  });
  afterAll(async () => t.close());

  it('answers the public counts without sign-in', async () => {
    const res = await t.call(undefined, { method: 'GET', url: '/website/v1/stats' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(20000);
    // DEMO and Bravo are active; a pending application is no operator yet; the demo reference data has 15 aircraft
    expect(body.result).toEqual({ operators: 2, activeUsers: 3, aircraft: 15, groundAgents: null });
  });

  it('counts enabled aircraft only (the API has no enabled field yet: flipped in the database)', async () => {
    const before = (await t.call(undefined, { method: 'GET', url: '/website/v1/stats' })).json().result.aircraft as number;
    const [row] = await t.database.db.select({ id: aircraft.id }).from(aircraft).limit(1);
    await t.database.db.update(aircraft).set({ enabled: false }).where(eq(aircraft.id, row!.id));
    expect((await t.call(undefined, { method: 'GET', url: '/website/v1/stats' })).json().result.aircraft).toBe(before - 1);
    await t.database.db.update(aircraft).set({ enabled: true }).where(eq(aircraft.id, row!.id));
  });

  it('counts a pending registration for the platform admin only, and not as an operator', async () => {
    const seat = (await seatsOf('admin'))[0]!;
    const before = (await cards('admin', seat.id)).pendingRegistrations!.count;
    const res = await t.call(undefined, {
      method: 'POST',
      url: '/register',
      payload: {
        companyName: 'Charlie Air',
        phone: '021-55550002',
        address: 'Charlie Road 3',
        loginName: 'charlie-admin',
        password: 'Demo-pass1',
        confirmPassword: 'Demo-pass1',
        contactPerson: 'Charlie Ops',
        mobile: '13900000002',
        email: 'ops@charlie.example',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await cards('admin', seat.id)).pendingRegistrations).toEqual({ key: 'pendingRegistrations', count: before + 1, path: '/systemManager/registrationApproval' });
    const bravoSeat = (await seatsOf(TENANT_B_ADMIN))[0]!;
    expect((await cards(TENANT_B_ADMIN, bravoSeat.id)).pendingRegistrations).toBeUndefined();
    expect((await t.call(undefined, { method: 'GET', url: '/website/v1/stats' })).json().result.operators).toBe(2);
  });

  it('gives an admin the company-scoped user counts', async () => {
    const seat = (await seatsOf('admin'))[0]!;
    const mine = await cards('admin', seat.id);
    // admin + ten seat users; Bravo's users are not counted
    expect(mine.companyUsers).toEqual({ key: 'companyUsers', count: 11, path: '/systemManager/user' });
    expect(mine.signedInUsers!.count).toBe(2); // admin and demo-cs, not bravo-admin
    expect(mine.ownSessions!.count).toBe(1);
    const bravo = await cards(TENANT_B_ADMIN, (await seatsOf(TENANT_B_ADMIN))[0]!.id);
    expect(bravo.companyUsers!.count).toBe(1);
    expect(bravo.signedInUsers!.count).toBe(1);
  });

  it('counts failed sign-ins of the last 24 hours in the own company', async () => {
    const seat = (await seatsOf('admin'))[0]!;
    const before = (await cards('admin', seat.id)).failedSignIns!.count;
    const wrong = await signInRequest(t.app, 'demo-eval', '0'.repeat(40), { remoteAddress: '10.9.9.9' });
    expect(wrong.statusCode).toBe(400);
    expect((await cards('admin', seat.id)).failedSignIns!.count).toBe(before + 1);
    const bravo = await cards(TENANT_B_ADMIN, (await seatsOf(TENANT_B_ADMIN))[0]!.id);
    expect(bravo.failedSignIns!.count).toBe(0);
  });

  it('shows a non-admin only the own sessions', async () => {
    const [seat] = await seatsOf('demo-cs');
    expect(seat!.keyName).toBe('CUSTOMER_SERVICE');
    const second = await signInRequest(t.app, 'demo-cs', TEST_PASSWORD_SHA1);
    expect(second.statusCode).toBe(200);
    const res = await dashboard('demo-cs', seat!.id);
    expect(res.json().result).toEqual([{ key: 'ownSessions', count: 2, path: null }]);
  });

  it("refuses another seat's dashboard with 403", async () => {
    const other = (await seatsOf('admin')).find((s) => s.keyName === 'FINANCE')!;
    const res = await dashboard('demo-cs', other.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, key: 'error.noAccessPage' });
    // another company's seat is refused the same way
    const bravoSeat = (await seatsOf(TENANT_B_ADMIN))[0]!;
    expect((await dashboard('admin', bravoSeat.id)).statusCode).toBe(403);
  });

  it('requires sign-in for the dashboard', async () => {
    const seat = (await seatsOf('admin'))[0]!;
    expect((await t.call(undefined, { method: 'GET', url: `/account/v1/dashboard/${seat.id}` })).statusCode).toBe(401);
  });
});
