/**
 * The role screens in the browser (zh and en): the admin creates a role in the list, ticks two
 * permission points in its tree, limits its customers to one, assigns nobody, and the server holds
 * exactly that; the role's data screen of the menu opens on it. Screenshots at 1920×1080 and 1366×768.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesFor, type Language } from '../../src/i18n';
import { call, runSuffix, someCustomerId } from './support/api';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';


interface RoleDetail {
  id: string;
  permissionKeys: string[];
  dataPermissions: { dimension: string; mode: string; values: string[] }[];
}

describe('role screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it.each([
    ['zh', 1920, 1080],
    ['en', 1366, 768],
  ] as [Language, number, number][])('creates a role with two points and one customer from the screens (%s, %i×%i)', async (lang, width, height) => {
    const texts = resourcesFor(lang);
    const { context, page } = await newPage(browser, { width, height });
    await signIn(page, 'admin');
    await page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
    const customerId = await someCustomerId(page, 'Role spec customer');
    const code = `E2E_${lang.toUpperCase()}_${runSuffix()}`;

    await page.goto(appUrl('/systemManager/role'));
    await page.reload();
    const list = page.getByTestId('systemRole-list');
    await list.getByTestId('systemRole-table').waitFor();
    expect(await list.locator('thead').innerText()).toContain(texts['systemRole.field.code']!);
    if (lang === 'en') expect(await list.locator('thead').innerText()).not.toMatch(/[\u4e00-\u9fff]/);

    // create
    await list.getByTestId('resource-add').click();
    const form = page.getByTestId('resource-dialog');
    await form.getByTestId('field-name').fill(`Desk ${code}`);
    await form.getByTestId('field-code').fill(code);
    await form.getByTestId('resource-save').click();
    await form.waitFor({ state: 'detached' });
    await list.getByTestId('search-code').fill(code);
    await list.getByTestId('search-submit').click();
    const row = list.getByTestId('systemRole-table-row').filter({ hasText: code });
    await row.waitFor();
    await shot(page, `role-list-${lang}-${width}`);

    // two points from the tree
    await row.getByTestId('role-open-points').click();
    const dialog = page.getByTestId('role-dialog');
    const tree = dialog.getByTestId('permission-tree');
    await tree.waitFor();
    for (const key of ['trip:list', 'trip:add']) {
      await tree.getByTestId('permission-tree-search').fill(key);
      const node = tree.locator(`[data-testid="permission-tree-node"][data-key="${key}"]`);
      await node.locator('label').click();
      await expect.poll(() => node.getAttribute('data-state')).toBe('checked');
    }
    await tree.getByTestId('permission-tree-search').fill('');
    await expect.poll(() => tree.getByTestId('permission-tree-count').innerText()).toContain('2');
    await shot(page, `role-points-${lang}-${width}`);
    await dialog.getByTestId('role-permissions-save').click();
    await page.getByText(texts['systemRole.saved']!).first().waitFor();

    // one customer
    await dialog.getByRole('tab', { name: texts['systemRole.panel.data']! }).click();
    const customerRow = dialog.locator('[data-testid="role-data-row"][data-dimension="customer"]');
    await customerRow.getByTestId('role-data-mode').selectOption('specific');
    const customers = await call<{ list: { id: string; name: string }[] }>(page, 'POST', '/customer/v1/customers/list', { page: 1, pageSize: 500, sortProperties: 'name', sortDirection: 'asc' });
    const name = customers.list.find((c) => c.id === customerId)!.name;
    await customerRow.locator('input').last().fill(name);
    await page.locator('.bp6-menu-item').filter({ hasText: name }).first().click();
    await shot(page, `role-data-${lang}-${width}`);
    await dialog.getByTestId('role-data-save').click();
    await expect.poll(async () => {
      const roles = await call<{ list: { id: string; code: string }[] }>(page, 'POST', '/common/v1/sysRoles/list', { page: 1, pageSize: 10, searchParas: { conditions: [{ name: 'code', op: 'eq', value: code }] } });
      const r = await call<RoleDetail>(page, 'GET', `/common/v1/sysRoles/${roles.list[0]!.id}`);
      return JSON.stringify({ keys: r.permissionKeys, data: r.dataPermissions });
    }).toBe(JSON.stringify({ keys: ['trip:add', 'trip:list'], data: [{ dimension: 'customer', mode: 'specific', values: [customerId] }] }));

    // the users tab lists the company's users; the menu's data screen opens on the role
    await dialog.getByRole('tab', { name: texts['systemRole.panel.users']! }).click();
    await dialog.getByTestId('role-user-row').first().waitFor();
    await shot(page, `role-users-${lang}-${width}`);
    await page.keyboard.press('Escape');
    const roles = await call<{ list: { id: string }[] }>(page, 'POST', '/common/v1/sysRoles/list', { page: 1, pageSize: 10, searchParas: { conditions: [{ name: 'code', op: 'eq', value: code }] } });
    await page.goto(appUrl(`/systemManager/roleDataAuthority?id=${roles.list[0]!.id}`));
    await page.getByTestId('role-screen-data').waitFor();
    await expect.poll(() => page.locator('[data-testid="role-data-row"][data-dimension="customer"]').getByTestId('role-data-mode').inputValue()).toBe('specific');
    await shot(page, `role-data-screen-${lang}-${width}`);
    await context.close();
  });

  it("a point granted to a signed-in user's role shows its button without a reload (menu refresh pushed)", async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin');
    const code = `LIVE_${runSuffix()}`;
    const role = await call<{ id: string; version: number }>(admin.page, 'POST', '/common/v1/sysRoles', { name: `Live ${code}`, code });
    const withList = await call<{ version: number }>(admin.page, 'PUT', `/common/v1/sysRoles/${role.id}/permissions`, { version: role.version, permissionKeys: ['trip:list'] });
    const seats = await call<{ id: string; keyName: string }[]>(admin.page, 'GET', '/common/v1/seats');
    const userName = code.toLowerCase().replace(/_/g, '-');
    await call(admin.page, 'POST', '/common/v1/sysUsers', { userName, password: 'Demo-pass1', personName: userName, roleIds: [role.id], seatIds: [seats.find((s) => s.keyName === 'CUSTOMER_SERVICE')!.id] });

    const user = await newPage(browser);
    await signIn(user.page, userName);
    await user.page.goto(appUrl('/trip'));
    await user.page.getByTestId('trip-list').waitFor();
    expect(await user.page.getByTestId('trip-add').count()).toBe(0);
    await call(admin.page, 'PUT', `/common/v1/sysRoles/${role.id}/permissions`, { version: withList.version, permissionKeys: ['trip:list', 'trip:add'] });
    await user.page.getByTestId('trip-add').waitFor({ timeout: 15_000 });
    await admin.context.close();
    await user.context.close();
  });
});
