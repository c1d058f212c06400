import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn } from './support/browser';
import { call, legBody, runSuffix, someCustomerId } from './support/api';

describe('trip and leg lists', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('shows a new trip and its two legs, in Beijing time and then in UTC', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const customerId = await someCustomerId(page, 'E2E list customer');
    const suffix = runSuffix();
    const trip = await call<{ tripNumber: string; legs: { flightNo: string }[] }>(page, 'POST', '/trip/v1/trips', {
      customerId,
      confirm: true,
      legs: [legBody(`E${suffix}A`, 'ZBAA', 'ZSPD', '2030-05-01T02:00:00Z', '2030-05-01T04:10:00Z'), legBody(`E${suffix}B`, 'ZSPD', 'ZGGG', '2030-05-02T03:00:00Z', '2030-05-02T05:30:00Z')],
    });
    expect(trip.legs).toHaveLength(2);

    await page.goto(appUrl('/trip'));
    const trips = page.getByTestId('trip-table');
    await trips.getByText(trip.tripNumber, { exact: true }).waitFor();

    await page.goto(appUrl('/tripLeg'));
    // the trip list stays alive in its tab: look inside the leg list only
    const legList = page.getByTestId('leg-list');
    await legList.getByTestId('search-tripNumber').fill(trip.tripNumber);
    await legList.getByTestId('search-submit').click();
    const legs = legList.getByTestId('leg-table');
    await legs.getByText(`E${suffix}A`, { exact: true }).waitFor();
    await legs.getByText(`E${suffix}B`, { exact: true }).waitFor();
    await expect.poll(() => legs.getByTestId('leg-table-row').count()).toBe(2);

    const firstRow = legs.getByTestId('leg-table-row').filter({ hasText: `E${suffix}A` });
    const departure = firstRow.locator('td[data-column="plannedDeparture"]');
    // default time type Beijing: 02:00Z is 10:00 in Beijing
    await expect.poll(() => departure.innerText()).toContain('2030-05-01 10:00');
    expect(await legs.locator('th[data-column="plannedDeparture"]').innerText()).toContain('UTC+8');

    await page.getByTestId('theme-drawer-button').click();
    await page.getByTestId('setting-timeType').getByText('UTC', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => departure.innerText()).toContain('2030-05-01 02:00');
    expect(await legs.locator('th[data-column="plannedDeparture"]').innerText()).toContain('UTC');

    // export the searched legs: the server writes the shown columns in UTC, the zone in the header
    await legList.getByTestId('list-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export-all-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const shownHeader = (await legs.locator('th[data-column="plannedDeparture"]').innerText()).split('(')[0]!.trim();
    const col = rows[0]!.findIndex((h) => String(h).startsWith(shownHeader));
    expect(col).toBeGreaterThanOrEqual(0);
    expect(String(rows[0]![col])).toContain('(UTC)');
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((r) => r[col])).toContain('2030-05-01 02:00');
    await context.close();
  });
});
