/**
 * Exports of the message and system lists (requirements D9): the message centre, the notice
 * administration and the outbox answer a workbook with the shown columns, headers in the caller's
 * language, times in the time type with the zone in the header, the caller's own scope (own
 * messages, own company), and each needs its `<area>:export` key.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { translate, type Lang } from '../../server/lib/messages';
import { formatInstant, zoneLabel } from '../../src/domain/trip/time';
import { ok } from '../support/expect';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { userWithRole } from '../support/roleUser';
import { exportSheet } from '../support/exportSheet';

const t = await createTestApp();
afterAll(async () => t.close());
const db = t.database.db;

const call = (token: string, opts: InjectOptions) => t.call(token, opts);

const sheet = exportSheet;

const exportOf = (token: string, url: string, body: object, lang: Lang = 'zh') =>
  call(token, { method: 'POST', url, headers: { 'accept-language': lang === 'zhtw' ? 'zh-TW' : lang }, payload: body });

let admin = '';
let companyA = '';
let companyB = '';

const userWith = (name: string, keys: string[], seatKey?: string) => userWithRole(t, admin, name, keys, { seatKey });

beforeAll(async () => {
  admin = await t.signIn('admin');
  companyA = (await principalOf(db, t.app.services, 'admin')).companyId;
  companyB = (await principalOf(db, t.app.services, TENANT_B_ADMIN)).companyId;
});

describe('notice export', () => {
  const URL = '/common/v1/notices/export';
  const noticeTime = '2026-03-01T08:00:00.000Z';
  const body = { scope: 'page', columns: ['title', 'noticeTime', 'isPublish', 'sortNum'], timeType: 'Beijing', page: 1, pageSize: 20, searchParas: { conditions: [{ name: 'title', op: 'eq', value: 'Export notice A' }] } };

  beforeAll(async () => {
    ok(await call(admin, { method: 'POST', url: '/common/v1/notices', payload: { title: 'Export notice A', content: 'Hangar closed', noticeTime, sortNum: 3, isPublish: true } }));
    ok(await call(admin, { method: 'POST', url: '/common/v1/notices', payload: { title: 'Export notice B', content: 'Other', noticeTime } }));
  });

  it('writes the shown columns with headers in the caller language and times in the time type', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const rows = await sheet(await exportOf(admin, URL, body, lang));
      expect(rows[0]).toEqual([
        translate('notice.field.title', lang),
        `${translate('notice.field.noticeTime', lang)} (${zoneLabel('Beijing')})`,
        translate('notice.field.isPublish', lang),
        translate('notice.field.sortNum', lang),
      ]);
      expect(rows.slice(1)).toEqual([['Export notice A', formatInstant(noticeTime, 'Beijing').text, translate('notice.state.published', lang), 3]]);
    }
    // Local: a notice has no airport, its times read in UTC
    const local = await sheet(await exportOf(admin, URL, { ...body, timeType: 'Local' }, 'en'));
    expect(local[0]![1]).toBe(`${translate('notice.field.noticeTime', 'en')} (UTC)`);
    expect(local[1]![1]).toBe(formatInstant(noticeTime, 'UTC').text);
  });

  it('needs notice:export, and refuses a column the list does not have', async () => {
    const lister = await userWith('notice-lister', ['notice:list']);
    expect((await exportOf(lister, URL, body)).statusCode).toBe(403);
    expect((await exportOf(admin, URL, { ...body, columns: ['title', 'publishAction'] })).statusCode).toBe(400);
    const exporter = await userWith('notice-exporter', ['notice:list', 'notice:export']);
    expect((await sheet(await exportOf(exporter, URL, body))).length).toBe(2);
  });
});

describe('outbox export', () => {
  const URL = '/message/v1/outbox/export';
  const body = { scope: 'all', columns: ['recipient', 'channel', 'status', 'lastError', 'createTime'], timeType: 'UTC', searchParas: { conditions: [{ name: 'recipient', op: 'like', value: 'export-' }] } };

  beforeAll(async () => {
    const row = { channel: 'email' as const, subject: 'Subject', body: 'Body', createTime: new Date('2026-02-01T10:15:00Z') };
    await db.insert(outbox).values([
      { ...row, companyId: companyA, recipient: 'export-a@example.com', status: 'failed', lastError: 'message.smtpRejected: 550 mailbox unavailable' },
      { ...row, companyId: companyB, recipient: 'export-b@example.com', status: 'sent' },
    ]);
  });

  it("writes the company's rows only, with translated labels and the error's text", async () => {
    const rows = await sheet(await exportOf(admin, URL, body, 'en'));
    expect(rows[0]).toEqual([
      translate('outbox.col.recipient', 'en'),
      translate('outbox.col.channel', 'en'),
      translate('outbox.col.status', 'en'),
      translate('outbox.col.lastError', 'en'),
      `${translate('outbox.col.createTime', 'en')} (UTC)`,
    ]);
    expect(rows.slice(1)).toEqual([
      ['export-a@example.com', translate('outbox.channel.email', 'en'), translate('outbox.status.failed', 'en'), `${translate('message.smtpRejected', 'en')}: 550 mailbox unavailable`, '2026-02-01 10:15'],
    ]);
  });

  it('needs outbox:export', async () => {
    const lister = await userWith('outbox-lister', ['outbox:list']);
    expect((await exportOf(lister, URL, body)).statusCode).toBe(403);
  });
});

describe('message centre export', () => {
  const URL = '/message/v1/messageLogs/export';
  const body = { scope: 'page', columns: ['messageTitle', 'messageInfo', 'isRead', 'updateTime'], page: 1, pageSize: 20, timeType: 'UTC', searchParas: { conditions: [{ name: 'messageTitle', op: 'eq', value: 'Export stand change' }] } };
  let writer = '';
  let reader = '';

  beforeAll(async () => {
    writer = await userWith('export-writer', ['message:export'], 'CONTROL');
    reader = await userWith('export-reader', ['message:export'], 'CREW');
    ok(await call(writer, { method: 'POST', url: '/message/v1/seatMessages', payload: { seats: ['CREW'], title: 'Export stand change', content: 'Stand 12 at 14:00' } }));
    await t.app.services.publisher.dispatch(companyA);
  });

  it("writes the caller's own messages, headers in the caller's language", async () => {
    const rows = await sheet(await exportOf(reader, URL, body, 'zh'));
    expect(rows[0]).toEqual([
      translate('message.column.title', 'zh'),
      translate('message.column.info', 'zh'),
      translate('message.column.state', 'zh'),
      `${translate('message.column.time', 'zh')} (UTC)`,
    ]);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]!.slice(0, 3)).toEqual(['Export stand change', 'Stand 12 at 14:00', translate('message.unread', 'zh')]);
    // the writer never receives its own message
    expect((await sheet(await exportOf(writer, URL, body))).length).toBe(1);
  });

  it('needs message:export', async () => {
    const plain = await userWith('export-plain', ['notice:list'], 'CREW');
    expect((await exportOf(plain, URL, body)).statusCode).toBe(403);
  });
});

describe('message template export', () => {
  const URL = '/common/v1/messageTemplates/export';
  const body = { scope: 'all', columns: ['function', 'category', 'seats', 'channels', 'enabled'], page: 1, pageSize: 20 };

  it('writes every function code as the screen lists it, headers in the caller language', async () => {
    const rows = await sheet(await exportOf(admin, URL, body, 'en'));
    const tr = (k: string) => translate(k, 'en');
    expect(rows[0]).toEqual([tr('message.column.function'), tr('message.template.category'), tr('message.template.seats'), tr('message.template.channels'), tr('message.template.enabled')]);
    const list = ok(await call(admin, { method: 'POST', url: '/common/v1/messageTemplates/list', payload: {} })).list as { functionCode: string; enabled: boolean }[];
    expect(rows.length - 1).toBe(list.length);
    const first = list[0]!;
    const row = rows.find((r) => String(r[0]).endsWith(`(${first.functionCode})`));
    expect(row?.[4]).toBe(tr(first.enabled ? 'message.template.on' : 'message.template.off'));
  });

  it('needs messageTemplate:export', async () => {
    const lister = await userWith('template-lister', ['messageTemplate:list']);
    expect((await exportOf(lister, URL, body)).statusCode).toBe(403);
  });
});
