import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, baseUrl, launch, newPage, signIn, shot } from './support/browser';
import { call, legBody, someCustomerId } from './support/api';


describe('leg record lists', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('edits, settles and removes an outsourced leg; exports the page as xlsx', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const customerId = await someCustomerId(page, 'E2E civil customer');
    const trip = await call<{ id: string; version: number; tripNumber: string; legs: { id: string }[] }>(page, 'POST', '/trip/v1/trips', {
      customerId,
      confirm: true,
      legs: [legBody(undefined, 'ZBAA', 'ZSPD', '2031-03-02T02:00:00Z', '2031-03-02T04:10:00Z')],
    });
    await call(page, 'POST', `/trip/v1/tripLegs/${trip.legs[0]!.id}/civilLeg`, { version: trip.version, capacityNumber: 'CAP-1', supplier: 'E2E Air', currency: 'CNY', amount: '12000' });

    await page.goto(appUrl('/customerService/civilLeg'));
    const list = page.getByTestId('civil-leg-list');
    await list.getByTestId('search-tripNumber').fill(trip.tripNumber);
    await list.getByTestId('search-submit').click();
    const row = list.getByTestId('civil-table-row').filter({ hasText: trip.tripNumber });
    await row.waitFor();
    expect(await row.locator('td[data-column="amount"]').innerText()).toContain('12,000.00');

    // edit: a bad amount is refused in the form, a good one is saved
    await row.getByTestId('civil-edit-button').click();
    const dialog = page.getByTestId('civil-edit');
    await dialog.getByTestId('civil-supplier').fill('E2E Air Charter');
    const amount = dialog.locator('.foc-money-input input');
    await amount.fill('12.345');
    await dialog.getByTestId('civil-save').click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await amount.fill('9800.5');
    await shot(page, 'civil-edit');
    await dialog.getByTestId('civil-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('td[data-column="supplier"]').innerText()).toBe('E2E Air Charter');
    expect(await row.locator('td[data-column="amount"]').innerText()).toContain('9,800.50');

    // settle now
    await row.getByTestId('civil-settle-button').click();
    await page.getByTestId('civil-settle-save').click();
    await page.getByTestId('civil-settle').waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('td[data-column="settlementTime"]').innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await shot(page, 'civil-list');

    // export the page as xlsx
    await list.getByTestId('list-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export-page-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip: the xlsx package

    // remove
    await row.getByTestId('civil-remove-button').click();
    await page.locator('.foc-confirm .bp6-dialog-footer-actions button').last().click();
    await expect.poll(() => list.getByTestId('civil-table-row').filter({ hasText: trip.tripNumber }).count()).toBe(0);

    await context.close();
  });

  it('opens the diversion log and the delay list for the control seat', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-control');
    await page.goto(appUrl('/ykManage/diversionLog'));
    await page.locator('[data-testid="diversion-table"]:not([data-loading])').waitFor();
    await shot(page, 'diversion-log');
    await page.goto(appUrl('/ykManage/flightDelay'));
    await page.locator('[data-testid="delay-table"]:not([data-loading])').waitFor();
    // the export answers 200 (an xlsx) for the shown columns
    const token = await page.evaluate(() => localStorage.getItem('foc.token'));
    const res = await fetch(`${baseUrl()}/trip/v1/flightDelays/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scope: 'page', columns: ['tripNumber', 'actualOff'] }),
    });
    const type = res.headers.get('content-type');
    expect(res.status).toBe(200);
    expect(type).toContain('spreadsheetml');
    await shot(page, 'flight-delay');
    await context.close();
  });
});
