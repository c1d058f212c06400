/**
 * System users from the screens (src/pages/system/user): in zh and in en, the administrator
 * creates a dispatcher (the operations-control seat and its role) in the user list, finds it by
 * search, opens its details; the dispatcher then signs in in a second browser context, sees the
 * operations-control menu, has no menu entry for the finance area and is shown the no-access page
 * at its URL. The list and the detail screens are photographed at 1920×1080 and 1366×768 when
 * FOC_E2E_SHOTS names a folder.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesFor, type Language } from '../../src/i18n';
import { call, runSuffix } from './support/api';
import { appUrl, launch, newPage, signIn, shot, SHOTS_DIR } from './support/browser';

/** The finance area of customer service: a directory of the product the control seat has no screen in. */
const FINANCE_PATH = '/customerService/finance';

async function pick(page: Page, field: Locator, label: string) {
  await field.locator('input').click();
  await field.locator('input').fill(label);
  await page.locator('.bp6-popover .bp6-menu').getByText(label, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.bp6-popover .bp6-menu').count()).toBe(0);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const [w, h] of [[1920, 1080], [1366, 768]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(200);
    await shot(page, `${name}-${w}`);
  }
}

describe('system users: the administrator creates a dispatcher, who sees operations control and not finance', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it.each(['zh', 'en'] as Language[])('in %s', async (lang) => {
    const texts = resourcesFor(lang);
    const userName = `disp-${lang}-${runSuffix()}`;
    const password = 'Dispatch-9x';
    const newPassword = 'Night-shift7';
    const admin = await newPage(browser);
    const page = admin.page;
    await signIn(page, 'admin');
    await page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
    const control = (await call<{ list: { roles: { name: string }[] }[] }>(page, 'POST', '/common/v1/sysUsers/list', { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'demo-control' }] } })).list[0]!;
    const roleName = control.roles[0]!.name;

    await page.goto(appUrl('/systemManager/user'));
    await page.reload();
    const list = page.getByTestId('systemUser-list');
    const rows = list.getByTestId('systemUser-table-row');
    await rows.first().waitFor();
    expect(await list.getByTestId('systemUser-table').innerText()).toContain(texts['systemUser.field.userName']!);
    await shoot(page, `users-list-${lang}`);

    await list.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    // the login-name rule is checked before anything is sent
    await dialog.getByTestId('field-userName').fill('ab');
    await dialog.getByTestId('resource-save').click();
    await expect.poll(() => dialog.locator('.bp6-form-helper-text.bp6-intent-danger, .bp6-intent-danger .bp6-form-helper-text').count()).toBeGreaterThan(0);
    await dialog.getByTestId('field-userName').fill(userName);
    await dialog.getByTestId('field-password').fill(password);
    await dialog.getByTestId('field-personName').fill(`Dispatcher ${lang}`);
    await pick(page, dialog.getByTestId('field-seatIds'), texts['seat.CONTROL']!);
    await pick(page, dialog.getByTestId('field-roleIds'), roleName);
    await shoot(page, `users-create-${lang}`);
    await dialog.getByTestId('resource-save').click();
    await dialog.waitFor({ state: 'detached' });

    await list.getByTestId('search-userName').fill(userName);
    await list.getByTestId('search-submit').click();
    const row = rows.filter({ hasText: userName });
    await row.waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await row.innerText()).toContain(texts['seat.CONTROL']!);
    expect(await row.getByTestId('user-status').innerText()).toBe(texts['systemUser.status.1']);
    // the seat filter: the operations-control seat lists the new dispatcher and the demo one, nobody else
    await list.getByTestId('search-reset').click();
    await list.getByTestId('search-seatId').selectOption({ label: texts['seat.CONTROL']! });
    await list.getByTestId('search-submit').click();
    await expect.poll(async () => (await rows.allInnerTexts()).some((r) => r.includes('demo-control')) && (await rows.allInnerTexts()).every((r) => !r.includes('demo-finance'))).toBe(true);
    expect((await rows.allInnerTexts()).some((r) => r.includes(userName))).toBe(true);
    await list.getByTestId('search-reset').click();
    await list.getByTestId('search-userName').fill(userName);
    await list.getByTestId('search-submit').click();
    await expect.poll(() => rows.count()).toBe(1);

    // the details open from the row
    await row.getByTestId('user-more').click();
    await page.getByTestId('user-open-permissions').click();
    const perms = page.getByTestId('user-permission-screen');
    await perms.getByTestId('user-detail-who').waitFor();
    expect(await perms.getByTestId('user-detail-who').innerText()).toContain(userName);
    await perms.getByTestId('user-permission-tree').waitFor();
    await shoot(page, `users-permissions-${lang}`);
    await perms.getByTestId('user-permission-tab-data').click();
    await perms.getByTestId('user-data-permissions').waitFor();
    // a customer picked by name from the company's customers, as on the role screen
    const customerRow = perms.locator('[data-testid="role-data-row"][data-dimension="customer"]');
    await customerRow.getByTestId('role-data-mode').selectOption('specific');
    const customer = (await call<{ list: { id: string; name: string }[] }>(page, 'POST', '/customer/v1/customers/list', { page: 1, pageSize: 1, sortProperties: 'name', sortDirection: 'asc' })).list[0]!;
    await customerRow.locator('input').last().fill(customer.name);
    await page.locator('.bp6-menu-item').filter({ hasText: customer.name }).first().click();
    await shoot(page, `users-data-${lang}`);
    await perms.getByTestId('user-data-save').click();
    const found = await call<{ list: { id: string }[] }>(page, 'POST', '/common/v1/sysUsers/list', { page: 1, pageSize: 1, searchParas: { conditions: [{ name: 'userName', op: 'eq', value: userName }] } });
    await expect
      .poll(async () => JSON.stringify((await call<{ dataPermissions: unknown[] }>(page, 'GET', `/common/v1/sysUsers/${found.list[0]!.id}/permissions`)).dataPermissions))
      .toBe(JSON.stringify([{ dimension: 'customer', mode: 'specific', values: [customer.id] }]));

    // the roles screen shows the role given in the form
    await perms.getByTestId('user-detail-back').click();
    await list.getByTestId('search-userName').fill(userName);
    await list.getByTestId('search-submit').click();
    await row.waitFor();
    await row.getByTestId('user-more').click();
    await page.getByTestId('user-open-roles').click();
    const roles = page.getByTestId('user-role-options');
    await roles.waitFor();
    expect(await roles.locator('input:checked').count()).toBe(1);
    await shoot(page, `users-roles-${lang}`);

    // the administrator sets a new password (6–16 characters, typed twice)
    await page.getByTestId('user-role-screen').getByTestId('user-detail-back').click();
    await list.getByTestId('search-userName').fill(userName);
    await list.getByTestId('search-submit').click();
    await row.waitFor();
    await row.getByTestId('user-more').click();
    await page.getByTestId('user-open-password').click();
    const reset = page.getByTestId('user-password-screen');
    await reset.getByTestId('user-detail-who').waitFor();
    await reset.getByTestId('user-password').locator('input').fill(newPassword);
    await reset.getByTestId('user-password-confirm').locator('input').fill('mismatch1');
    await reset.getByTestId('user-password-submit').click();
    await reset.getByText(texts['validation.password.mismatch']!).waitFor();
    await reset.getByTestId('user-password-confirm').locator('input').fill(newPassword);
    await shoot(page, `users-password-${lang}`);
    await reset.getByTestId('user-password-submit').click();
    await page.getByText(texts['systemUser.password.done']!).first().waitFor();

    // the dispatcher, in a second browser context
    const disp = await newPage(browser);
    await disp.page.goto(appUrl('/login'));
    await disp.page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
    await signIn(disp.page, userName, newPassword);
    const menu = disp.page.getByTestId('side-menu');
    await menu.locator('[data-path="/ykManage"]').first().waitFor();
    expect(await menu.locator(`[data-path="${FINANCE_PATH}"]`).count()).toBe(0);
    await disp.page.goto(appUrl(FINANCE_PATH));
    await disp.page.waitForURL(/#\/403/);
    await disp.page.getByTestId('forbidden-page').waitFor();
    await disp.context.close();
    await admin.context.close();
  }, 150_000);
});
