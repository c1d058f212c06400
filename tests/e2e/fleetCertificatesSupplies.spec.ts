import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/fleet/certificate';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { runSuffix } from './support/api';

const rowWith = (table: Locator, testId: string, text: string) => table.getByTestId(`${testId}-row`).filter({ hasText: text });

async function save(page: Page) {
  const dialog = page.getByTestId('resource-dialog');
  await dialog.getByTestId('resource-save').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('aircraft certificates and machine supplies', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('a certificate ending in 5 days shows an orange near-expiry tag with its days; renew turns it green', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-fleet');
    await page.goto(appUrl('/aircraftManage/aircraftCertificate'));
    const list = page.getByTestId('aircraftCertificate-list');
    const table = list.getByTestId('aircraftCertificate-table');
    await table.getByTestId('aircraftCertificate-table-row').first().waitFor();
    // soonest end first: the seed's expired and near-expiry certificates lead; normal ones by the status search
    for (const status of ['expired', 'nearExpiry']) await expect.poll(() => table.locator(`[data-status="${status}"]`).count()).toBeGreaterThan(0);
    await shot(page, 'certificate-list');
    await list.getByTestId('search-status').selectOption('normal');
    await list.getByTestId('search-submit').click();
    await expect.poll(async () => (await table.locator('[data-status]').evaluateAll((tags) => [...new Set(tags.map((t) => t.getAttribute('data-status')))])).join()).toBe('normal');
    await list.getByTestId('search-reset').click();

    const certNo = `E2E-${runSuffix()}`;
    const endDate = addDays(todayIn(new Date()), 5);
    await list.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    await dialog.getByTestId('field-aircraftId').selectOption({ index: 1 });
    await dialog.getByTestId('field-certType').selectOption('airworthiness');
    await dialog.getByTestId('field-certNo').fill(certNo);
    await dialog.getByLabel('到期日期', { exact: true }).fill(endDate);
    await dialog.getByTestId('resource-save').click();
    // a certificate carries files: the dialog stays, now editing it, with its attachments
    await dialog.getByTestId('attachments-panel').waitFor();
    await shot(page, 'certificate-dialog');
    await page.locator('.bp6-dialog-close-button').click();
    await dialog.waitFor({ state: 'detached' });

    await list.getByTestId('search-status').selectOption('nearExpiry');
    await list.getByTestId('search-endFrom').locator('input').fill(endDate);
    await list.getByTestId('search-endTo').locator('input').fill(endDate);
    await list.getByTestId('search-submit').click();
    const row = rowWith(table, 'aircraftCertificate-table', certNo);
    await row.waitFor();
    const tag = row.getByTestId('certificate-status');
    expect(await tag.getAttribute('data-status')).toBe('nearExpiry');
    expect(await tag.getAttribute('class')).toContain('intent-warning');
    expect(await tag.innerText()).toContain('5');

    await row.getByTestId('row-renew').click();
    const newEnd = addDays(endDate, 365);
    await dialog.getByLabel('新到期日期', { exact: true }).fill(newEnd);
    await save(page);
    await list.getByTestId('search-status').selectOption('normal');
    await list.getByTestId('search-endFrom').locator('input').fill(newEnd);
    await list.getByTestId('search-endTo').locator('input').fill(newEnd);
    await list.getByTestId('search-submit').click();
    const renewed = rowWith(table, 'aircraftCertificate-table', certNo);
    await expect.poll(async () => (await renewed.count()) > 0 ? renewed.getByTestId('certificate-status').getAttribute('data-status') : null, { timeout: 10_000 }).toBe('normal');
    await context.close();
  });

  it('refill then issue a supply: the form refuses 0 and over stock; the history shows the balances', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-fleet');
    await page.goto(appUrl('/aircraftManage/machineSupplies'));
    const list = page.getByTestId('machineSupplies-list');
    const table = list.getByTestId('machineSupplies-table');
    await table.getByTestId('machineSupplies-table-row').first().waitFor();
    await shot(page, 'supplies-list');

    const name = `E2E oil ${runSuffix()}`;
    await list.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    await dialog.getByTestId('field-aircraftId').selectOption({ index: 1 });
    await dialog.getByTestId('field-title').fill('油料');
    await dialog.getByTestId('field-name').fill(name);
    await dialog.getByTestId('field-unit').fill('qt');
    await dialog.getByTestId('field-lowStock').fill('8');
    await save(page);

    await list.getByTestId('search-name').fill(name);
    await list.getByTestId('search-submit').click();
    const row = rowWith(table, 'machineSupplies-table', name);
    await row.waitFor();

    await row.getByTestId('row-refill').click();
    await dialog.getByTestId('field-quantity').fill('0');
    await dialog.getByTestId('resource-save').click();
    await expect.poll(() => dialog.locator('.bp6-form-helper-text').allInnerTexts()).toContain('数量须大于 0');
    await dialog.getByTestId('field-quantity').fill('12');
    await save(page);
    await expect.poll(() => row.getByTestId('supply-stock').innerText()).toMatch(/^12\b/);

    await row.getByTestId('row-issue').click();
    await dialog.getByTestId('field-quantity').fill('20');
    await dialog.getByTestId('resource-save').click();
    await expect.poll(() => dialog.locator('.bp6-form-helper-text').allInnerTexts()).toContain('领用数量不能超过库存 12 qt');
    await dialog.getByTestId('field-quantity').fill('5');
    await shot(page, 'supplies-issue');
    await save(page);
    await expect.poll(() => row.getByTestId('supply-stock').innerText()).toContain('7');
    // 7 is at or below the threshold of 8
    await row.getByTestId('low-stock').waitFor();

    await row.getByTestId('row-history').click();
    const history = page.getByTestId('machineSuppliesHistory-table');
    await expect.poll(() => history.getByTestId('machineSuppliesHistory-table-row').count()).toBe(2);
    const balances = await history.getByTestId('history-balance').allInnerTexts();
    expect(balances).toEqual(['7', '12']);
    const first = history.getByTestId('machineSuppliesHistory-table-row').first();
    expect(await first.locator('td[data-column="beforeNum"]').innerText()).toBe('12');
    expect(await first.locator('td[data-column="useNum"]').innerText()).toBe('5');
    await shot(page, 'supplies-history');
    await context.close();
  });

  it.each([
    [1366, 768],
    [1920, 1080],
  ])('the screens fit %i×%i without a page-wide scroll', async (width, height) => {
    const { context, page } = await newPage(browser, { width, height });
    await signIn(page, 'demo-fleet');
    for (const [path, id] of [
      ['/aircraftManage/aircraftCertificate', 'aircraftCertificate'],
      ['/aircraftManage/machineSupplies', 'machineSupplies'],
      ['/aircraftManage/machineSuppliesHistory', 'machineSuppliesHistory'],
    ] as const) {
      await page.goto(appUrl(path));
      await page.getByTestId(`${id}-table-row`).first().waitFor();
      await shot(page, `${id}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
});
