/**
 * Notice messages end to end: the administrators' CRUD with the domain's refusals and optimistic
 * versions, publish / unpublish, every user's list of the notices visible now (published, due, not
 * overdue) with read flags, the `foc_notices` signal at commit, other companies and permissions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../server/db/schema';
import { NOTICE_PAGE_SIZE } from '../../src/domain/message/notice';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

const BASE = '/common/v1/notices';
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const tokens: Record<'admin' | 'bravo' | 'cs', string> = { admin: '', bravo: '', cs: '' };
type Who = keyof typeof tokens;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(tokens[who], { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = async (body: object, who: Who = 'admin') => ok(await call(who, 'POST', BASE, body));
const publish = async (row: { id: string; version: number }, who: Who = 'admin') => ok(await call(who, 'POST', `${BASE}/${row.id}/publish`, { version: row.version }));
const published = async (who: Who, body: object = {}) => ok(await call(who, 'POST', `${BASE}/published/list`, body));
const publishedIds = async (who: Who) => (await published(who, { pageSize: 100 })).list.map((n: { id: string }) => n.id) as string[];

/** Payloads received on `foc_notices`, in order. */
const signals: string[] = [];
let stopListening: (() => Promise<void>) | undefined;
async function settle(expected: number) {
  for (let i = 0; i < 100 && signals.length < expected; i++) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 150)); // anything extra would have arrived by now
}
let companyA = '';

beforeAll(async () => {
  tokens.admin = await t.signIn('admin');
  tokens.bravo = await t.signIn(TENANT_B_ADMIN);
  tokens.cs = await t.signIn('demo-cs');
  stopListening = await t.database.listen('foc_notices', (p) => signals.push(p));
});
afterAll(async () => stopListening?.());

describe('administration', () => {
  it('creates, edits (412 on a stale version) and lists a notice; the users do not see it unpublished', async () => {
    const row = await create({ title: 'Hangar closed', content: 'Hangar 2 is closed on Sunday.', noticeTime: at(-HOUR), sortNum: 5 });
    expect(row).toMatchObject({ title: 'Hangar closed', isPublish: false, overdueTime: null, sortNum: 5, version: 1 });
    const [own] = await t.database.db.select({ companyId: notices.companyId }).from(notices).where(eq(notices.id, row.id));
    companyA = own!.companyId;

    const edited = ok(await call('admin', 'PUT', `${BASE}/${row.id}`, { version: 1, content: 'Hangar 2 is closed on Sunday and Monday.' }));
    expect(edited).toMatchObject({ version: 2, content: 'Hangar 2 is closed on Sunday and Monday.', title: 'Hangar closed' });
    const stale = refused(await call('admin', 'PUT', `${BASE}/${row.id}`, { version: 1, title: 'Lost update' }), 412, 'error.dataChanged');
    expect(stale.result).toMatchObject({ currentVersion: 2, sentVersion: 1 });

    const list = ok(await call('admin', 'POST', `${BASE}/list`, { searchParas: { conditions: [{ name: 'title', op: 'eq', value: 'Hangar closed' }] } }));
    expect(list.list.map((n: { id: string }) => n.id)).toEqual([row.id]);
    expect(ok(await call('admin', 'GET', `${BASE}/${row.id}`)).version).toBe(2);
    expect(await publishedIds('admin')).not.toContain(row.id);
  });

  it('refuses with the domain rule: overdue before the notice time, a blank title, an edit that breaks the rule (400, row unchanged)', async () => {
    const overdue = refused(await call('admin', 'POST', BASE, { title: 'Bad', content: 'x', noticeTime: at(HOUR), overdueTime: at(-HOUR) }), 400, 'notice.overdueBeforeNotice');
    expect(overdue.result.fields.overdueTime.key).toBe('notice.overdueBeforeNotice');
    expect(typeof overdue.message).toBe('string');
    expect(overdue.message).not.toBe('notice.overdueBeforeNotice'); // translated by the server
    const same = refused(await call('admin', 'POST', BASE, { title: 'Bad', content: 'x', noticeTime: at(HOUR), overdueTime: at(HOUR) }), 400, 'notice.overdueBeforeNotice');
    expect(same.result.fields.overdueTime).toBeDefined();
    refused(await call('admin', 'POST', BASE, { title: '   ', content: 'x', noticeTime: at(0) }), 400, 'notice.titleRequired');
    refused(await call('admin', 'POST', BASE, { title: 'T', content: ' \n ', noticeTime: at(0) }), 400, 'notice.contentRequired');
    // the schema: missing fields, a bad instant, a write of the publish flag through an update
    refused(await call('admin', 'POST', BASE, { title: 'T', noticeTime: at(0) }), 400, 'error.requestParameter');
    refused(await call('admin', 'POST', BASE, { title: 'T', content: 'x', noticeTime: 'tomorrow' }), 400, 'error.requestParameter');

    const row = await create({ title: 'Rule', content: 'x', noticeTime: at(-HOUR), overdueTime: at(HOUR) });
    refused(await call('admin', 'PUT', `${BASE}/${row.id}`, { version: row.version, isPublish: true }), 400, 'error.requestParameter');
    refused(await call('admin', 'PUT', `${BASE}/${row.id}`, { version: row.version, noticeTime: at(2 * HOUR) }), 400, 'notice.overdueBeforeNotice');
    const after = ok(await call('admin', 'GET', `${BASE}/${row.id}`));
    expect(after.version).toBe(row.version);
    expect(after.noticeTime).toBe(row.noticeTime);
    expect(ok(await call('admin', 'DELETE', BASE, [row.id]))).toEqual({ deleted: 1 });
  });
});

describe('publishing and the users’ list', () => {
  const ids: Record<string, string> = {};

  it('publish, unpublish, edit while published and delete signal foc_notices at commit; unpublished changes and refusals do not', async () => {
    await settle(0); // signals of the earlier tests (the deletes) may still be on their way
    signals.length = 0;
    const draft = await create({ title: 'Draft', content: 'Quiet', noticeTime: at(-HOUR) });
    const draft2 = ok(await call('admin', 'PUT', `${BASE}/${draft.id}`, { version: draft.version, title: 'Draft 2' }));
    const live = await publish(draft2);
    expect(live).toMatchObject({ isPublish: true, version: 3 });
    await settle(1);
    expect(signals).toEqual([companyA]);

    refused(await call('admin', 'PUT', `${BASE}/${draft.id}`, { version: 3, overdueTime: at(-2 * HOUR) }), 400, 'notice.overdueBeforeNotice');
    refused(await call('admin', 'POST', `${BASE}/${draft.id}/publish`, { version: 1 }), 412, 'error.dataChanged');
    const edited = ok(await call('admin', 'PUT', `${BASE}/${draft.id}`, { version: 3, content: 'Loud' }));
    await settle(2);
    expect(signals).toEqual([companyA, companyA]);

    const off = ok(await call('admin', 'POST', `${BASE}/${draft.id}/unpublish`, { version: edited.version }));
    expect(off.isPublish).toBe(false);
    ok(await call('admin', 'DELETE', BASE, [draft.id]));
    await settle(4);
    expect(signals).toEqual([companyA, companyA, companyA, companyA]);
    expect((await call('admin', 'GET', `${BASE}/${draft.id}`)).statusCode).toBe(404);
  });

  it('the users see published notices whose time has come and that are not overdue, ordered by sortNum then newest first', async () => {
    const mk = async (key: string, body: object, pub = true) => {
      const row = await create({ content: `Body of ${key}`, ...body, title: key });
      ids[key] = row.id;
      if (pub) await publish(row);
    };
    await mk('older', { noticeTime: at(-3 * HOUR), sortNum: 1 });
    await mk('newer', { noticeTime: at(-HOUR), overdueTime: at(HOUR), sortNum: 1 });
    await mk('first', { noticeTime: at(-5 * HOUR), sortNum: 0 });
    await mk('overdue', { noticeTime: at(-3 * HOUR), overdueTime: at(-HOUR) });
    await mk('notYetDue', { noticeTime: at(24 * HOUR) });
    await mk('unpublished', { noticeTime: at(-HOUR) }, false);
    await mk('createdPublished', { noticeTime: at(-2 * HOUR), sortNum: 2, isPublish: true }, false);

    const seen = await published('cs', { pageSize: 100 });
    const titles = seen.list.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['first', 'newer', 'older', 'createdPublished']);
    expect(seen.totalNum).toBe(4);
    expect(seen.unread).toBe(4);
    expect(seen.list[0]).toMatchObject({ id: ids.first, content: 'Body of first', sortNum: 0, isRead: 0, overdueTime: null });
    // the admin screen still lists the hidden ones
    const all = ok(await call('admin', 'POST', `${BASE}/list`, { pageSize: 100 }));
    expect(all.list.map((n: { title: string }) => n.title)).toEqual(expect.arrayContaining(['overdue', 'notYetDue', 'unpublished']));
  });

  it('marks a notice read for the caller only; a second mark changes nothing; a hidden notice cannot be read (404)', async () => {
    const first = ok(await call('cs', 'POST', `${BASE}/${ids.newer}/read`, {}));
    expect(first).toEqual({ id: ids.newer, isRead: 1, unread: 3 });
    expect(ok(await call('cs', 'POST', `${BASE}/${ids.newer}/read`, {})).unread).toBe(3);
    const mine = await published('cs', { pageSize: 100 });
    expect(mine.list.find((n: { id: string }) => n.id === ids.newer).isRead).toBe(1);
    expect(mine.list.filter((n: { isRead: number }) => n.isRead === 0)).toHaveLength(3);
    const admins = await published('admin', { pageSize: 100 });
    expect(admins.unread).toBe(4);
    expect(admins.list.find((n: { id: string }) => n.id === ids.newer).isRead).toBe(0);
    for (const hidden of ['overdue', 'notYetDue', 'unpublished']) {
      refused(await call('cs', 'POST', `${BASE}/${ids[hidden]}/read`, {}), 404, 'error.notFound');
    }
  });

  it('pages by 20 by default and refuses a page size over 100', async () => {
    for (let i = 0; i < NOTICE_PAGE_SIZE; i++) await create({ title: `Bulk ${i}`, content: 'bulk', noticeTime: at(-HOUR - i * 1000), sortNum: 50, isPublish: true });
    const page1 = await published('cs');
    expect(page1.list).toHaveLength(NOTICE_PAGE_SIZE);
    expect(page1.totalNum).toBe(NOTICE_PAGE_SIZE + 4);
    const page2 = await published('cs', { page: 2 });
    expect(page2.list).toHaveLength(4);
    expect(page2.list.at(-1).title).toBe('Bulk 19'); // the oldest of sortNum 50
    refused(await call('cs', 'POST', `${BASE}/published/list`, { pageSize: 101 }), 400, 'error.requestParameter');
  });
});

describe('other companies and permissions', () => {
  let row: { id: string; version: number };
  beforeAll(async () => {
    row = await publish(await create({ title: 'Alpha only', content: 'For company A', noticeTime: at(-HOUR) }));
  });

  it('another company neither sees nor changes the notice (404), and its users do not get it', async () => {
    const seen = ok(await call('bravo', 'POST', `${BASE}/list`, { pageSize: 500 }));
    expect(seen.list.map((n: { id: string }) => n.id)).not.toContain(row.id);
    expect((await call('bravo', 'GET', `${BASE}/${row.id}`)).statusCode).toBe(404);
    expect((await call('bravo', 'PUT', `${BASE}/${row.id}`, { version: row.version, title: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('bravo', 'POST', `${BASE}/${row.id}/unpublish`, { version: row.version })).statusCode).toBe(404);
    expect((await call('bravo', 'DELETE', BASE, [row.id])).statusCode).toBe(404);
    expect((await call('bravo', 'POST', `${BASE}/${row.id}/read`, {})).statusCode).toBe(404);
    expect(await publishedIds('bravo')).not.toContain(row.id);
    const own = await publish(await create({ title: 'Bravo only', content: 'For company B', noticeTime: at(-HOUR) }, 'bravo'), 'bravo');
    expect(await publishedIds('bravo')).toEqual([own.id]);
    expect(await publishedIds('cs')).not.toContain(own.id);
    expect(ok(await call('admin', 'GET', `${BASE}/${row.id}`))).toMatchObject({ title: 'Alpha only', version: row.version, isPublish: true });
  });

  it('a user without the notice permissions gets 403 on the administration but reads the published list', async () => {
    const denied: [string, string, unknown][] = [
      ['POST', `${BASE}/list`, {}],
      ['GET', `${BASE}/${row.id}`, undefined],
      ['POST', BASE, { title: 'CS', content: 'x', noticeTime: at(0) }],
      ['PUT', `${BASE}/${row.id}`, { version: row.version, title: 'CS' }],
      ['DELETE', BASE, [row.id]],
      ['POST', `${BASE}/${row.id}/publish`, { version: row.version }],
      ['POST', `${BASE}/${row.id}/unpublish`, { version: row.version }],
    ];
    for (const [method, url, payload] of denied) {
      const res = await call('cs', method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ key: 'error.insufficientAccess' });
    }
    expect(await publishedIds('cs')).toContain(row.id);
    expect(ok(await call('cs', 'POST', `${BASE}/${row.id}/read`, {})).isRead).toBe(1);
    expect(ok(await call('admin', 'GET', `${BASE}/${row.id}`))).toMatchObject({ title: 'Alpha only', version: row.version });
  });

  it('needs a signed-in user for the published list', async () => {
    refused(await t.call(undefined, { method: 'POST', url: `${BASE}/published/list`, payload: {} }), 401, 'error.loginTimeout');
  });
});
