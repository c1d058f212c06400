import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { call } from './support/api';

/** Clicks the confirm button of the open confirm dialog. */
async function acceptConfirm(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button').last().click();
  await dialog.waitFor({ state: 'detached' });
}

describe('business intentions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('customer service records an intention in the dialog, confirms it, initiates a trip, and the trip is in the trip list', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-cs');
    const contact = `E2E Contact ${Date.now() % 100_000}`;

    await page.goto(appUrl('/customerService/businessIntention'));
    const list = page.getByTestId('intention-list');
    await list.getByTestId('intention-add').click();
    const dialog = page.getByTestId('intention-dialog');
    await dialog.waitFor();
    const customer = dialog.getByTestId('intention-customer');
    await expect.poll(() => customer.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await customer.selectOption({ index: 1 });
    await dialog.getByTestId('intention-contactName').fill(contact);
    await dialog.getByTestId('intention-contactPhone').fill('13900000000');
    const legs = dialog.getByTestId('intention-leg');
    await legs.nth(0).getByTestId('leg-departureIcao').fill('ZBAA');
    await legs.nth(0).getByTestId('leg-arrivalIcao').fill('ZSSS');
    await dialog.locator('input[name="legs.0.departure.date"]').fill('2030-06-01');
    await dialog.locator('input[name="legs.0.departure.time"]').fill('10:00');
    await dialog.getByTestId('intention-addLeg').click();
    await expect.poll(() => legs.count()).toBe(2);
    await legs.nth(1).getByTestId('leg-arrivalIcao').fill('ZBAA');
    await dialog.locator('input[name="legs.1.departure.date"]').fill('2030-06-03');
    await dialog.locator('input[name="legs.1.departure.time"]').fill('15:30');
    await legs.nth(1).getByTestId('leg-passengers').fill('4');
    await shot(page, 'intention-dialog');
    await page.getByTestId('intention-save').click();
    await dialog.waitFor({ state: 'detached' });

    const table = list.getByTestId('intention-table');
    const row = table.getByTestId('intention-table-row').filter({ hasText: contact });
    await row.waitFor();
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('toConfirm');
    await row.getByText('ZBAA → ZSSS → ZBAA').waitFor();
    const saved = await call<{ list: { id: string; requestedLegs: { departureUtc: string }[] }[] }>(page, 'POST', '/trip/v1/intentions/list', {
      searchParas: { logic: 'and', conditions: [{ name: 'contactName', op: 'eq', value: contact }] },
    });
    // typed in Beijing time (the default time type), stored in UTC
    expect(saved.list[0]!.requestedLegs.map((l) => l.departureUtc)).toEqual(['2030-06-01T02:00:00.000Z', '2030-06-03T07:30:00.000Z']);

    // export the page: the server builds the xlsx of the shown columns
    await list.getByTestId('list-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export-page-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    await row.locator('[data-action="confirm"]').click();
    await acceptConfirm(page);
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('confirmed');
    await shot(page, 'intention-list');

    await row.locator('[data-action="initiate"]').click();
    await acceptConfirm(page);
    await page.waitForURL(/#\/tripEdit\?id=/, { timeout: 20_000 });
    const tripId = decodeURIComponent(new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '');
    const trip = await call<{ tripNumber: string; intentionId: string | null; legs: unknown[] }>(page, 'GET', `/trip/v1/trips/${tripId}`);
    expect(trip.legs).toHaveLength(2);

    await page.goto(appUrl('/trip'));
    await page.getByTestId('trip-table').getByText(trip.tripNumber, { exact: true }).waitFor();
    await context.close();
  });
});
