/**
 * The "flight logs to confirm" home card of the control and crew seats: drafts of flown legs, the
 * latest landed first, each row opening its log; a confirmed log leaves it; a seat user without the
 * flight-log list has no such card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeAnswer, HomeCard } from '../../src/contract/home';
import { ok } from '../support/expect';
import { flownLeg, minutesAgo, type FlbFixture } from '../support/flb';
import { userWithRole } from '../support/roleUser';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const MIN = 60_000;
const BASE = '/trip/v1/flightLogs';
const f = { t } as FlbFixture;
const iso = (ms: number) => new Date(ms).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = f.admin) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
const seatId = async (token: string, keyName: string): Promise<string> => {
  const seats = ok(await call('GET', '/account/v1/seats/getCurrentUserSeatList', undefined, token)) as { id: string; keyName: string }[];
  return seats.find((s) => s.keyName === keyName)!.id;
};
const cardOf = async (token: string, seat: string): Promise<HomeCard | undefined> => {
  const answer = ok(await call('GET', `/account/v1/homeCards/${await seatId(token, seat)}?timeType=UTC`, undefined, token)) as HomeAnswer;
  return answer.cards.find((c) => c.key === 'flbToConfirm');
};

beforeAll(async () => {
  f.admin = await t.signIn('admin');
  f.customerId = ok(await call('POST', '/customer/v1/customers', { type: 1, name: 'FLB Home Customer' })).id;
  f.typeId = ok(await call('POST', '/fleet/v1/aircraftTypes', { code: 'FLH-G650', name: 'G650' })).id;
});

describe('flight logs to confirm', () => {
  it('lists the drafts of flown legs, latest landed first; a confirmed one leaves', async () => {
    const before = (await cardOf(f.admin, 'CONTROL'))!;
    expect(before).toMatchObject({ path: '/flight/flb' });
    const older = await flownLeg(f, minutesAgo(700));
    const newer = await flownLeg(f, minutesAgo(400));
    const a = ok(await call('POST', BASE, { legId: older.legId, outUtc: iso(older.off - 10 * MIN), inUtc: iso(older.on + 5 * MIN), landings: 1 }));
    const b = ok(await call('POST', BASE, { legId: newer.legId }));
    const control = (await cardOf(f.admin, 'CONTROL'))!;
    expect(control.count).toBe(before.count + 2);
    expect(control.severity).toBe('info');
    expect(control.rows.slice(0, 2).map((r) => r.id)).toEqual([b.id, a.id]);
    expect(control.rows[0]).toMatchObject({ route: 'ZBAA-ZSSS', tag: 'flb.origin.manual', link: `/flight/flbEdit?id=${b.id}`, time: iso(newer.on) });
    expect((await cardOf(f.admin, 'CREW'))!.count).toBe(control.count);

    const log = ok(await call('PUT', `${BASE}/${a.id}`, { version: a.version, remainFuel: 3000, upliftFuel: 5000, totalFuel: 8000, blockFuel: 4200, flightFuel: 3900, paxNum: 4 }));
    ok(await call('POST', `${BASE}/${log.id}/confirm`, { version: log.version }));
    const after = (await cardOf(f.admin, 'CONTROL'))!;
    expect(after.count).toBe(control.count - 1);
    expect(after.rows.map((r) => r.id)).not.toContain(a.id);
  });

  it('is not shown to a seat user without the flight-log list', async () => {
    const token = await userWithRole(t, f.admin, 'home-flb-none', ['tripLeg:list'], { seatKey: 'CREW' });
    expect(await cardOf(token, 'CREW')).toBeUndefined();
  });
});
