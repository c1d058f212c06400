/**
 * Flight-log notices: marking a confirmed log for recheck writes FLB_RECHECK in the same transaction
 * and the crew and control seats get a message (category 7, "other") with the reason; drafts and
 * their edits make none.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema';
import { categoryFilter } from '../../src/domain/message';
import { ok, refused } from '../support/expect';
import { principalOf } from '../support/fixtures';
import { flownLeg, minutesAgo, type FlbFixture } from '../support/flb';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const MIN = 60_000;
const BASE = '/trip/v1/flightLogs';
const f = { t } as FlbFixture;
let companyId = '';
const iso = (ms: number) => new Date(ms).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = f.admin) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
const publish = () => t.app.services.publisher.dispatch(companyId);
const messagesOf = async (token: string, legId: string, lang = 'en') =>
  ok(await t.call(token, { method: 'POST', url: '/message/v1/messageLogs/list', headers: { 'accept-language': lang }, payload: { pageSize: 100, searchParas: { logic: 'and', conditions: [{ name: 'tripLegId', op: 'eq', value: legId }] } } })).list as {
    functionCode: string;
    messageTitle: string;
    messageInfo: string;
  }[];
const flbCodes = async (token: string, legId: string) => (await messagesOf(token, legId)).map((m) => m.functionCode).filter((c) => c.startsWith('FLB_'));

beforeAll(async () => {
  f.admin = await t.signIn('admin');
  f.customerId = ok(await call('POST', '/customer/v1/customers', { type: 1, name: 'FLB Notice Customer' })).id;
  f.typeId = ok(await call('POST', '/fleet/v1/aircraftTypes', { code: 'FLN-G650', name: 'G650' })).id;
  companyId = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
});

describe('flight-log notices', () => {
  it('a recheck reaches the crew and control seats with its reason; drafts make no message', async () => {
    const crew = await t.signIn('demo-crew');
    const control = await t.signIn('demo-control');
    const cs = await t.signIn('demo-cs');
    const leg = await flownLeg(f, minutesAgo(900));
    // a typed draft and its edits: nobody hears of them
    let log = ok(await call('POST', BASE, { legId: leg.legId, outUtc: iso(leg.off - 10 * MIN), inUtc: iso(leg.on + 5 * MIN), landings: 1 }));
    log = ok(await call('PUT', `${BASE}/${log.id}`, { version: log.version, remainFuel: 3000, upliftFuel: 5000, totalFuel: 8000, blockFuel: 4200, flightFuel: 3900, paxNum: 4 }));
    await publish();
    expect(await flbCodes(crew, leg.legId)).toEqual([]);
    expect(await flbCodes(control, leg.legId)).toEqual([]);

    log = ok(await call('POST', `${BASE}/${log.id}/confirm`, { version: log.version }));
    // a refused recheck (stale version) writes nothing
    refused(await call('POST', `${BASE}/${log.id}/recheck`, { version: log.version - 1, reason: 'x' }), 412, 'error.dataChanged');
    const reason = 'Fuel figures disagree with the invoice';
    log = ok(await call('POST', `${BASE}/${log.id}/recheck`, { version: log.version, reason }));
    const written = await t.database.db.select().from(events).where(and(eq(events.legId, leg.legId), like(events.functionCode, 'FLB_RECHECK')));
    expect(written.map((e) => e.payload)).toEqual([{ flightLogId: log.id, legId: leg.legId, tripId: leg.tripId, tripNumber: expect.any(String), legNumber: 1, reason }]);
    const tripNumber = (written[0]!.payload as { tripNumber: string }).tripNumber;

    await publish();
    const mine = (await messagesOf(crew, leg.legId)).filter((m) => m.functionCode === 'FLB_RECHECK');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.messageTitle).toBe(`Flight log to recheck ${tripNumber}`);
    expect(mine[0]!.messageInfo).toContain(reason);
    const zh = (await messagesOf(crew, leg.legId, 'zh-CN')).find((m) => m.functionCode === 'FLB_RECHECK')!;
    expect(zh.messageTitle).toBe(`飞行记录本需复核 ${tripNumber}`);
    expect(await flbCodes(control, leg.legId)).toContain('FLB_RECHECK');
    // not the customer-service seat's work; never the author
    expect(await flbCodes(cs, leg.legId)).not.toContain('FLB_RECHECK');
    expect(await flbCodes(f.admin, leg.legId)).toEqual([]);
    // in the "other" tab of the bell
    const tab = categoryFilter(7);
    const other = ok(await t.call(crew, { method: 'POST', url: '/message/v1/messageLogs/list', payload: { pageSize: 100, searchParas: { logic: 'and', conditions: [{ name: 'tripLegId', op: 'eq', value: leg.legId }, { name: 'functionCode', op: tab.op, value: tab.codes }] } } }));
    expect(other.list.map((m: { functionCode: string }) => m.functionCode)).toContain('FLB_RECHECK');
  });
});
