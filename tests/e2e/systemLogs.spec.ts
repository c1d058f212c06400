/**
 * The system log and the registration review against the real server, in zh and en: the operation
 * log filtered by module and a time range, then exported as xlsx; the permission changes open
 * side by side; the platform administrator approves a pending registration (and the applicant's
 * mail waits in the outbox). Screenshots at 1920×1080 and 1366×768 when FOC_E2E_SHOTS names a folder.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesFor } from '../../src/i18n';
import { appUrl, baseUrl, launch, newPage, signIn, shot } from './support/browser';
import { acceptConfirm, call } from './support/flow';

const SIZES = [
  [1920, 1080],
  [1366, 768],
] as const;

async function setLanguage(page: Page, lang: 'zh' | 'en') {
  await page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
}

describe('system log and registration review', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  for (const lang of ['zh', 'en'] as const) {
    it(`filters the operation log by module and time range and exports it (${lang})`, async () => {
      const tr = resourcesFor(lang);
      for (const [width, height] of SIZES) {
        const { context, page } = await newPage(browser, { width, height });
        await signIn(page, 'admin');
        await setLanguage(page, lang);
        // a role change writes a sysRole operation log now
        await call(page, 'POST', '/common/v1/sysRoles', { name: `E2E log ${lang}${width}`, code: `E2E_LOG_${lang.toUpperCase()}_${width}` });
        await page.goto(appUrl('/systemManager/log'));
        await page.reload();
        const list = page.getByTestId('log-operation');
        await list.locator('[data-testid="log-table"]:not([data-loading])').waitFor();
        await list.getByTestId('search-moduleName').selectOption('sysRole');
        await list.getByTestId('range-quick').click();
        await page.getByTestId('range-month').click();
        await list.getByTestId('search-submit').click();
        const rows = list.getByTestId('log-table-row');
        await rows.filter({ hasText: `E2E log ${lang}${width}` }).first().waitFor();
        // the filtered answer replaces the rows of the first load (other specs' changes among them)
        await expect.poll(async () => [...new Set(await list.locator('td[data-column="moduleName"]').allInnerTexts())]).toEqual([tr['systemLog.module.sysRole']]);
        expect(await list.locator('thead').innerText()).toContain(tr['systemLog.col.operator']);
        await shot(page, `system-log-${lang}-${width}`);

        if (width === 1920) {
          await list.getByTestId('list-export').click();
          const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export-page-xlsx').click()]);
          expect(download.suggestedFilename()).toMatch(new RegExp(`^${tr['systemLog.fileName']}.*\\.xlsx$`));
          expect(readFileSync((await download.path())!).subarray(0, 2).toString()).toBe('PK');

          // the permission changes: the lists before and after side by side
          await page.getByTestId('log-tab-permission').click();
          const perm = page.getByTestId('log-permission');
          await perm.getByTestId('log-table-row').first().waitFor();
          await perm.getByTestId('log-diff-open').first().click();
          await page.getByTestId('permission-diff').waitFor();
          await shot(page, `system-log-diff-${lang}`);
        }
        await context.close();
      }
    });
  }

  it('the platform administrator approves a pending registration; the applicant is mailed', async () => {
    const tag = String(Date.now() % 100000).padStart(5, '0');
    const email = `e2e-${tag}@apply.example`;
    const res = await fetch(`${baseUrl()}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: `Zulu Air ${tag}`,
        phone: '010-84470000',
        address: 'Capital Airport FBO',
        loginName: `zulu-${tag}`,
        password: 'Zulu-pass12',
        confirmPassword: 'Zulu-pass12',
        contactPerson: 'Zulu Ops',
        mobile: '13911112222',
        email,
      }),
    });
    expect(res.status).toBe(200);
    for (const lang of ['zh', 'en'] as const) {
      const { context, page } = await newPage(browser, { width: lang === 'zh' ? 1920 : 1366, height: lang === 'zh' ? 1080 : 768 });
      await signIn(page, 'admin');
      await setLanguage(page, lang);
      await page.goto(appUrl('/systemManager/registrationApproval'));
      await page.reload();
      const row = page.getByTestId('registration-table-row').filter({ hasText: `Zulu Air ${tag}` });
      await row.waitFor();
      expect(await row.getByTestId('registration-status').innerText()).toBe(resourcesFor(lang)['systemLog.registration.status.pending']);
      await shot(page, `registrations-${lang}`);
      if (lang === 'en') {
        await row.getByTestId('registration-approve').click();
        await acceptConfirm(page);
        // the list shows pending applications: the approved one leaves it
        await expect.poll(() => row.count()).toBe(0);
        const mails = await call<{ list: { subject: string; functionCode: string }[] }>(page, 'POST', '/message/v1/outbox/list', { searchParas: { conditions: [{ name: 'recipient', op: 'eq', value: email }] } });
        expect(mails.list.map((m) => m.functionCode)).toEqual(['REGISTRATION_APPROVED']);
      }
      await context.close();
    }
  });

  it('opens the network settings, release notes and form-seat relations with their seeded rows (zh and en)', async () => {
    const screens = [
      ['/systemManager/networkConfig', 'networkConfig-table', 'https://preview.foc.example.com'],
      ['/systemManager/updateLog', 'updateLog-table', '0.2.0'],
      ['/systemManager/formSeatRelation', 'formSeatRelation-table', 'Crew briefing (EN)'],
    ] as const;
    for (const [lang, [width, height]] of [['zh', SIZES[0]], ['en', SIZES[1]]] as const) {
      const { context, page } = await newPage(browser, { width, height });
      await signIn(page, 'admin');
      await setLanguage(page, lang);
      for (const [path, table, text] of screens) {
        await page.goto(appUrl(path));
        await page.reload();
        await page.getByTestId(`${table}-row`).filter({ hasText: text }).first().waitFor();
        await shot(page, `${table}-${lang}-${width}`);
      }
      await context.close();
    }
  });
});
