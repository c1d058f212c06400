/**
 * Site messages and templates: who receives a message (template seats, never the author), the
 * message log's list, unread count, mark read (own only), mark all read and read by leg; templates
 * (defaults, save with versions, cc check, disable, e-mail to the outbox, reset).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { ok, refused } from '../support/expect';
import { principalOf } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

let admin = '';
let control = '';
let cs = '';
let customerId = '';
let companyId = '';
const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });
const list = async (token: string, conditions: object[] = [], lang = 'en') =>
  ok(await t.call(token, { method: 'POST', url: '/message/v1/messageLogs/list', headers: { 'accept-language': lang }, payload: { pageSize: 100, searchParas: { logic: 'and', conditions } } }));
const publish = () => t.app.services.publisher.dispatch(companyId);
const newTrip = async (day = 6) => ok(await post(admin, '/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', day), legInput('ZSSS', 'ZBAA', day + 1)] }));

beforeAll(async () => {
  admin = await t.signIn('admin');
  control = await t.signIn('demo-control');
  cs = await t.signIn('demo-cs');
  customerId = ok(await post(admin, '/customer/v1/customers', { type: 1, name: 'Message Customer' })).id;
  companyId = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
});

describe('site messages', () => {
  it('a new trip reaches the seats of its template in the reader\'s language, never its author', async () => {
    const trip = await newTrip();
    await publish();
    const mine = await list(control, [{ name: 'businessId', op: 'eq', value: trip.id }]);
    expect(mine.totalNum).toBe(1);
    expect(mine.list[0]).toMatchObject({ functionCode: 'INTENT_APPEND', isRead: 0, messageType: 1, createAuthor: 'admin' });
    expect(mine.list[0].messageTitle).toBe(`New trip request ${trip.tripNumber}`);
    const zh = await list(control, [{ name: 'businessId', op: 'eq', value: trip.id }], 'zh-CN');
    expect(zh.list[0].messageTitle).toBe(`新增行程需求 ${trip.tripNumber}`);
    expect((await list(admin, [{ name: 'businessId', op: 'eq', value: trip.id }])).totalNum).toBe(0);
    expect((await list(await t.signIn('demo-finance'), [{ name: 'businessId', op: 'eq', value: trip.id }])).totalNum).toBe(0);
  });

  it('cancelling a leg makes a category-1 message with the leg id; reading it by leg lowers the count', async () => {
    const trip = await newTrip(8);
    const leg = trip.legs[1];
    ok(await post(admin, `/trip/v1/tripLegs/${leg.id}/cancel`, { version: trip.version, reasonType: 'customer' }));
    await publish();
    const before = ok(await t.call(control, { method: 'GET', url: '/message/v1/messageLogs/unread' })).unread;
    const byLeg = await list(control, [{ name: 'tripLegId', op: 'eq', value: leg.id }]);
    expect(byLeg.list.map((m: { functionCode: string }) => m.functionCode)).toContain('LEG_CANCEL');
    const trips = await list(control, [{ name: 'functionCode', op: 'in', value: ['LEG_CANCEL'] }]);
    expect(trips.list.every((m: { messageType: number }) => m.messageType === 1)).toBe(true);
    const after = ok(await post(control, '/message/v1/messageLogs/readLeg', { tripLegId: leg.id })).unread;
    expect(after).toBe(before - byLeg.list.filter((m: { isRead: number }) => m.isRead === 0).length);
  });

  it('marks one read (own messages only), then all', async () => {
    await newTrip(10);
    await publish();
    const unread = await list(control, [{ name: 'isRead', op: 'eq', value: 0 }]);
    expect(unread.totalNum).toBeGreaterThan(0);
    const one = unread.list[0];
    refused(await post(cs, '/message/v1/messageLogs', { id: one.id }), 404, 'error.notFound');
    expect(ok(await post(control, '/message/v1/messageLogs', one)).unread).toBe(unread.totalNum - 1);
    expect(ok(await post(control, '/message/v1/messageLogs', { id: one.id })).unread).toBe(unread.totalNum - 1);
    expect(ok(await post(control, '/message/v1/messageLogs/readAll', {})).unread).toBe(0);
    refused(await post(control, '/message/v1/messageLogs/list', { pageSize: 20, searchParas: { logic: 'and', conditions: [{ name: 'userId', op: 'eq', value: 'x' }] } }), 400, 'error.requestParameter');
  });

  it('publishing twice writes nothing twice', async () => {
    await newTrip(12);
    await publish();
    const n = (await list(control)).totalNum;
    await publish();
    expect((await list(control)).totalNum).toBe(n);
  });
});

describe('seat messages', () => {
  it('reach the users of the named seats only, in category "other", never the writer', async () => {
    const sent = ok(await post(control, '/message/v1/seatMessages', { seats: ['CREW', 'GROUND'], title: 'Stand change', content: 'B-652X moves to stand 12 at 14:00' }));
    expect(sent.seq).toBeGreaterThan(0);
    await publish();
    const crew = await t.signIn('demo-crew');
    const got = await list(crew, [{ name: 'functionCode', op: 'eq', value: 'SEAT_MESSAGE' }]);
    expect(got.list[0]).toMatchObject({ messageTitle: 'Stand change', messageInfo: 'B-652X moves to stand 12 at 14:00', messageType: 7, createAuthor: 'demo-control' });
    expect((await list(cs, [{ name: 'functionCode', op: 'eq', value: 'SEAT_MESSAGE' }])).totalNum).toBe(0);
    expect((await list(control, [{ name: 'functionCode', op: 'eq', value: 'SEAT_MESSAGE' }])).totalNum).toBe(0);
    refused(await post(control, '/message/v1/seatMessages', { seats: ['CREW'], title: ' ', content: 'x' }), 400, 'error.requestParameter');
    refused(await post(control, '/message/v1/seatMessages', { seats: ['PILOTS'], title: 'x', content: 'x' }), 400, 'error.requestParameter');
    refused(await post(control, '/message/v1/seatMessages', { seats: [], title: 'x', content: 'x' }), 400, 'error.requestParameter');
  });
});

describe('templates', () => {
  it('lists every function code with its default, saves with versions, refuses a bad cc, resets', async () => {
    const all = ok(await post(admin, '/common/v1/messageTemplates/list', {}));
    const cancel = all.list.find((r: { functionCode: string }) => r.functionCode === 'LEG_CANCEL');
    expect(cancel).toMatchObject({ custom: false, version: 0, enabled: true });
    const { functionCode: _f, id: _i, custom: _c, updateAuthor: _a, updateTime: _u, ...body } = cancel;
    refused(await t.call(admin, { method: 'PUT', url: '/common/v1/messageTemplates/LEG_CANCEL', payload: { ...body, cc: 'ops@x.cn, not-mail' } }), 400, 'error.requestParameter');
    const saved = ok(await t.call(admin, { method: 'PUT', url: '/common/v1/messageTemplates/LEG_CANCEL', payload: { ...body, cc: 'ops@x.cn' } }));
    expect(saved).toMatchObject({ custom: true, version: 1, cc: 'ops@x.cn' });
    refused(await t.call(admin, { method: 'PUT', url: '/common/v1/messageTemplates/LEG_CANCEL', payload: { ...body, version: 0 } }), 412, 'error.dataChanged');
    refused(await t.call(control, { method: 'PUT', url: '/common/v1/messageTemplates/LEG_CANCEL', payload: { ...body, version: 1 } }), 403, 'error.insufficientAccess');
    expect(ok(await t.call(admin, { method: 'DELETE', url: '/common/v1/messageTemplates/LEG_CANCEL' }))).toMatchObject({ custom: false, cc: '' });
  });

  it('a disabled template sends nothing; an e-mail channel fills the outbox (receivers with an address, and the cc)', async () => {
    const all = ok(await post(admin, '/common/v1/messageTemplates/list', {}));
    const row = all.list.find((r: { functionCode: string }) => r.functionCode === 'INTENT_APPEND');
    const { functionCode: _f, id: _i, custom: _c, updateAuthor: _a, updateTime: _u, ...body } = row;
    ok(await t.call(admin, { method: 'PUT', url: '/common/v1/messageTemplates/INTENT_APPEND', payload: { ...body, enabled: false } }));
    const quiet = await newTrip(14);
    await publish();
    expect((await list(control, [{ name: 'businessId', op: 'eq', value: quiet.id }])).totalNum).toBe(0);
    ok(await t.call(admin, { method: 'PUT', url: '/common/v1/messageTemplates/INTENT_APPEND', payload: { ...body, version: 1, enabled: true, channels: { site: true, email: true, sms: true, push: false }, cc: 'duty@ops.example' } }));
    const loud = await newTrip(16);
    await publish();
    expect((await list(control, [{ name: 'businessId', op: 'eq', value: loud.id }])).totalNum).toBe(1);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.companyId, companyId));
    const cc = mails.find((m) => m.recipient === 'duty@ops.example' && m.channel === 'email');
    expect(cc).toMatchObject({ status: 'unsent', functionCode: 'INTENT_APPEND' });
    expect(cc!.subject).toContain(loud.tripNumber);
  });
});
