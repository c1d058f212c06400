/**
 * Crew document reminders: one category-6 event per record per band (3 months, 10 days, expired) on
 * the crew member's calendar day, to the crew seat and to the crew member's own account, once across
 * concurrent runs; a new due date starts over; the ICAO English level is reminded on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { principalOf } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const B = '/crew/v1';
let admin = '';
let crewSeat = '';
let companyId = '';
let ownUserId = '';
let crewId = '';
let licenceTypeId = '';

const messagesOf = async (token: string, text: RegExp) => {
  const list = ok(await t.call(token, { method: 'POST', url: '/message/v1/messageLogs/list', headers: { 'accept-language': 'en' }, payload: { pageSize: 100, searchParas: { conditions: [{ name: 'functionCode', op: 'eq', value: 'CREW_DOCUMENT_EXPIRY' }] } } }));
  return list.list.filter((m: { messageInfo: string }) => text.test(m.messageInfo)) as { messageType: number; messageTitle: string; messageInfo: string }[];
};

beforeAll(async () => {
  admin = await t.signIn('admin');
  crewSeat = await t.signIn('demo-crew');
  companyId = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
  // the crew member's own account: the training seat's user (it holds no crew seat)
  ownUserId = (await principalOf(t.database.db, t.app.services, 'demo-training')).userId;
  crewId = ok(await t.call(admin, { method: 'POST', url: `${B}/crews`, payload: { workNo: 'REM-1', cnName: '提醒测试', crewType: 'pilot', baseIcao: 'ZBAA', userId: ownUserId } })).id;
  licenceTypeId = ok(await t.call(admin, { method: 'POST', url: `${B}/licenceTypes/list`, payload: { pageSize: 50, searchParas: { conditions: [{ name: 'name', op: 'like', value: '商用' }] } } })).list[0].id;
});

describe('crew document reminders', () => {
  it('once per band, to the crew seat and the crew member, category 6; a new due date starts over', async () => {
    const service = t.app.services.crewRecords.reminders;
    // due 2031-06-30; the type's prompt days are 90 (2031-04-01), the late band 10 days (2031-06-20)
    const doc = ok(await t.call(crewSeat, { method: 'POST', url: `${B}/documents`, payload: { crewId, kind: 'licence', typeId: licenceTypeId, docNo: 'CPL-REM', dueDate: '2031-06-30' } }));
    const at = (iso: string) => service.runCrewReminders(new Date(iso));
    const publish = () => t.app.services.publisher.dispatch(companyId);
    const mine = /REM-1 .*CPL-REM is due 2031-0(6-30|8-31)/;
    const own = await t.signIn('demo-training');
    const count = async () => (await messagesOf(crewSeat, mine)).length;

    await at('2031-03-31T04:00:00Z');
    await publish();
    expect(await count()).toBe(0);
    // 2031-03-31 16:30 UTC is 2031-04-01 in Beijing (the crew member's base zone): the first band
    await Promise.all([at('2031-03-31T16:30:00Z'), at('2031-03-31T16:30:00Z')]);
    await at('2031-04-02T04:00:00Z');
    await publish();
    const first = await messagesOf(crewSeat, mine);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ messageType: 6 });
    expect(first[0]!.messageTitle).toContain('Crew document expiring');
    // the crew member's own account hears of it; a seat without crew documents does not
    expect(await messagesOf(own, mine)).toHaveLength(1);
    expect(await messagesOf(await t.signIn('demo-control'), mine)).toHaveLength(0);

    await at('2031-06-21T04:00:00Z');
    await at('2031-06-22T04:00:00Z');
    await publish();
    expect(await count()).toBe(2);
    await at('2031-07-01T04:00:00Z');
    await publish();
    expect(await count()).toBe(3);
    await at('2031-07-09T04:00:00Z');
    await publish();
    expect(await count()).toBe(3);

    // the same due date sent again keeps the band; a new one starts over
    const kept = ok(await t.call(crewSeat, { method: 'PUT', url: `${B}/documents/${doc.id}`, payload: { version: doc.version, dueDate: '2031-06-30', note: 'same' } }));
    await at('2031-07-09T04:00:00Z');
    await publish();
    expect(await count()).toBe(3);
    ok(await t.call(crewSeat, { method: 'PUT', url: `${B}/documents/${doc.id}`, payload: { version: kept.version, dueDate: '2031-08-31' } }));
    await at('2031-07-09T04:00:00Z');
    await publish();
    expect(await count()).toBe(4);
  });

  it('the ICAO English level and a training are reminded as records of their own', async () => {
    const service = t.app.services.crewRecords.reminders;
    ok(await t.call(crewSeat, { method: 'POST', url: `${B}/documents`, payload: { crewId, kind: 'licence', typeId: licenceTypeId, docNo: 'ICAO-REM', dueDate: '2040-01-01', icaoLevel: 4, icaoDueDate: '2032-05-31' } }));
    ok(await t.call(crewSeat, { method: 'POST', url: `${B}/trainings`, payload: { crewId, kind: 'training', name: 'REM recurrent', startDate: '2031-01-01', dueDate: '2032-05-31' } }));
    await service.runCrewReminders(new Date('2032-05-25T04:00:00Z'));
    await t.app.services.publisher.dispatch(companyId);
    const rows = await messagesOf(crewSeat, /REM-1 .*is due 2032-05-31/);
    expect(rows.map((r) => r.messageInfo).sort()).toEqual([expect.stringContaining('ICAO English level 4'), expect.stringContaining('REM recurrent')].sort());
  });
});
