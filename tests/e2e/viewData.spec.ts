/**
 * Data reports (/viewData): the seeded projects are listed; Open opens the project's address in a
 * new window while the page stays; an administrator adds a project (a non-http address is refused
 * on the field first) and deletes it; a seat user lists them without the add button; labels in en.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesFor } from '../../src/i18n';
import { appUrl, launch, newPage, signIn } from './support/browser';
import { selectRow } from './support/flow';

describe('data reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('lists the projects, opens one in a new window and keeps the page; an administrator adds and deletes one', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.goto(appUrl('/viewData'));
    const list = page.getByTestId('viewProject-list');
    const rows = list.getByTestId('viewProject-table-row');
    const daily = rows.filter({ hasText: '运行日报' });
    await daily.waitFor();
    // a disabled project has no Open button
    await rows.filter({ hasText: '旧版运行报表' }).getByTestId('view-project-disabled').waitFor();

    // the report site is outside the test: answer its address here
    await context.route('https://reports.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>report</title>' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), daily.getByTestId('view-project-open').click()]);
    await expect.poll(() => popup.url()).toContain('reports.example.com/ops/daily');
    expect(page.url()).toContain('/viewData');
    await popup.close();

    const tag = String(Date.now() % 10000);
    await list.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    await dialog.getByTestId('field-name').fill(`E2E 报表 ${tag}`);
    await dialog.getByTestId('field-url').fill('ftp://reports.example.com/x');
    await dialog.getByTestId('resource-save').click();
    await expect.poll(() => dialog.locator('.bp6-form-helper-text').count()).toBeGreaterThan(0);
    await dialog.getByTestId('field-url').fill(`https://reports.example.com/e2e/${tag}`);
    await dialog.getByTestId('resource-save').click();
    await dialog.waitFor({ state: 'detached' });
    const mine = rows.filter({ hasText: `E2E 报表 ${tag}` });
    await mine.waitFor();
    await selectRow(mine);
    await list.getByTestId('resource-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => mine.count()).toBe(0);
    await context.close();
  });

  it('a seat user lists and opens them but does not maintain them; the screen reads in en', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-cs');
    await page.evaluate(() => localStorage.setItem('foc.language', 'en'));
    await page.goto(appUrl('/viewData'));
    await page.reload();
    const list = page.getByTestId('viewProject-list');
    await list.getByTestId('viewProject-table-row').first().waitFor();
    expect(await list.getByTestId('resource-add').count()).toBe(0);
    const en = resourcesFor('en');
    const header = await list.locator('thead').innerText();
    for (const key of ['viewData.open', 'viewProject.field.name', 'viewProject.field.url', 'viewProject.field.enabled']) expect(header).toContain(en[key]);
    expect(header).not.toMatch(/[\u4e00-\u9fff]/);
    await context.close();
  });
});
