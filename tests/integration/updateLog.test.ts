/**
 * Release notes (`/system/v1/updateLogs`): CRUD and publish by the platform administrator only,
 * validation 400, 409 on a repeated version, 412 on a stale publish; every user is answered the
 * newest published note once (unseen → seen), company administrators included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VK } from '../../src/domain/validation/keys';
import { ok, refused } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { exportSheet } from '../support/exportSheet';
import { translate } from '../../server/lib/messages';

const t = await createTestApp();
afterAll(async () => t.close());
const BASE = '/system/v1/updateLogs';
const body = (appVersion: string, more: object = {}) => ({ appVersion, noteZh: `${appVersion} 说明`, noteZhtw: `${appVersion} 說明`, noteEn: `${appVersion} notes`, ...more });

let admin = '';
let bravo = '';
let cs = '';
beforeAll(async () => {
  admin = await t.signIn('admin');
  bravo = await t.signIn(TENANT_B_ADMIN);
  cs = await t.signIn('demo-cs');
});

describe('release notes', () => {
  it('the seed publishes the current version and keeps the next one a draft', async () => {
    const list = ok(await t.call(admin, { method: 'POST', url: `${BASE}/list`, payload: { sortProperties: 'appVersion', sortDirection: 'asc' } }));
    expect(list.list.map((r: { appVersion: string; published: boolean }) => [r.appVersion, r.published])).toEqual([
      ['0.1.0', true],
      ['0.2.0', false],
    ]);
  });

  it('refuses bad bodies with 400 and a repeated version with 409', async () => {
    for (const bad of [body('1.2'), body('v1.2.3'), body('1.2.3', { noteEn: '' }), body('1.2.3', { extra: 1 })]) {
      refused(await t.call(admin, { method: 'POST', url: BASE, payload: bad }), 400, 'error.requestParameter');
    }
    const blank = refused(await t.call(admin, { method: 'POST', url: BASE, payload: body('1.2.3', { noteZh: '   ' }) }), 400, 'error.requestParameter');
    expect(blank.result.fields.noteZh.key).toBe(VK.required);
    ok(await t.call(admin, { method: 'POST', url: BASE, payload: body('1.2.3') }));
    const clash = refused(await t.call(admin, { method: 'POST', url: BASE, payload: body('1.2.3') }), 409, 'error.duplicate');
    expect(clash.result.fields.appVersion.key).toBe('systemLog.update.uniqueVersion');
  });

  it('only the platform administrator writes, lists and publishes', async () => {
    refused(await t.call(bravo, { method: 'POST', url: BASE, payload: body('9.9.9') }), 403, 'error.insufficientAccess');
    refused(await t.call(bravo, { method: 'POST', url: `${BASE}/list`, payload: {} }), 403, 'error.insufficientAccess');
    refused(await t.call(cs, { method: 'POST', url: `${BASE}/list`, payload: {} }), 403, 'error.insufficientAccess');
    const row = ok(await t.call(admin, { method: 'POST', url: BASE, payload: body('2.0.0') }));
    refused(await t.call(bravo, { method: 'POST', url: `${BASE}/${row.id}/publish`, payload: { version: 1 } }), 403, 'error.insufficientAccess');
  });

  it('publish at the current version (412 when stale); each user is shown the newest note once', async () => {
    const row = ok(await t.call(admin, { method: 'POST', url: BASE, payload: body('3.0.0') }));
    const edited = ok(await t.call(admin, { method: 'PUT', url: `${BASE}/${row.id}`, payload: { version: 1, noteEn: 'Faster Gantt chart' } }));
    refused(await t.call(admin, { method: 'POST', url: `${BASE}/${row.id}/publish`, payload: { version: 1 } }), 412, 'error.dataChanged');
    const published = ok(await t.call(admin, { method: 'POST', url: `${BASE}/${row.id}/publish`, payload: { version: edited.version } }));
    expect(published).toMatchObject({ published: true, publishTime: expect.any(String), version: 3 });

    for (const token of [cs, bravo]) {
      const unseen = ok(await t.call(token, { method: 'GET', url: `${BASE}/unseen` }));
      expect(unseen).toMatchObject({ id: row.id, appVersion: '3.0.0', noteEn: 'Faster Gantt chart', noteZh: '3.0.0 说明' });
      ok(await t.call(token, { method: 'POST', url: `${BASE}/${row.id}/seen` }));
      expect(ok(await t.call(token, { method: 'GET', url: `${BASE}/unseen` }))).toBeNull();
    }
    // the administrator has not closed it yet
    expect(ok(await t.call(admin, { method: 'GET', url: `${BASE}/unseen` }))).toMatchObject({ id: row.id });
    // a draft cannot be marked seen; an unknown id neither
    const draft = ok(await t.call(admin, { method: 'POST', url: BASE, payload: body('3.1.0') }));
    refused(await t.call(cs, { method: 'POST', url: `${BASE}/${draft.id}/seen` }), 404, 'error.notFound');
    refused(await t.call(cs, { method: 'POST', url: `${BASE}/not-an-id/seen` }), 400, 'error.requestParameter');
    expect((await t.call(undefined, { method: 'GET', url: `${BASE}/unseen` })).statusCode).toBe(401);
  });

  it('exports the notes for the platform administrator only', async () => {
    const payload = { scope: 'all', columns: ['appVersion', 'published'], sortProperties: 'appVersion', sortDirection: 'asc', searchParas: { conditions: [{ name: 'appVersion', op: 'startsWith', value: '0.' }] } };
    const rows = await exportSheet(await t.call(admin, { method: 'POST', url: `${BASE}/export`, headers: { 'accept-language': 'en' }, payload }));
    expect(rows).toEqual([
      [translate('systemLog.update.field.appVersion', 'en'), translate('systemLog.update.field.published', 'en')],
      ['0.1.0', translate('systemLog.update.state.published', 'en')],
      ['0.2.0', translate('systemLog.update.state.draft', 'en')],
    ]);
    refused(await t.call(bravo, { method: 'POST', url: `${BASE}/export`, payload }), 403, 'error.insufficientAccess');
  });
});
