import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhTrip from '../../locales/zh/trip.json';
import { appUrl, launch, newPage, signIn, shot as saveShot } from './support/browser';
import { call, runSuffix } from './support/api';

const shot = (page: Page, name: string) => saveShot(page, name, { fullPage: true });

/** Types into a search box and picks the hit that contains `hit`. */
async function pick(page: Page, box: Locator, text: string, hit: string) {
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
  await page.getByTestId('suggest-item').filter({ hasText: hit }).first().click();
}

/** The confirm dialog of the form kit: press its confirm (warning) button. */
async function confirmDialog(page: Page) {
  const dialog = page.locator('.foc-confirm');
  await dialog.waitFor();
  await dialog.locator('button.bp6-intent-warning').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('trip forms', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('customer service creates a two-leg trip and submits it; evaluation receives it; cancelling it cancels every leg', async () => {
    // --- customer service: trip add ---
    const cs = await newPage(browser);
    let page = cs.page;
    await signIn(page, 'demo-cs');
    const customers = await call<{ list: { name: string }[] }>(page, 'POST', '/customer/v1/customers/list', { page: 1, pageSize: 1, sortProperties: 'name', sortDirection: 'asc' });
    const customer = customers.list[0]!.name;
    const suffix = runSuffix();

    await page.goto(appUrl('/tripAdd'));
    const form = page.getByTestId('trip-add');
    await form.waitFor();
    await pick(page, form.locator('#trip-customer'), customer.slice(0, 2), customer);
    await form.locator('#trip-contract').fill(`E2E contract ${suffix}`);

    // leg 1: Beijing time (the default time type), arrival filled from the estimated ETE
    await form.locator('#leg-0-purpose').selectOption('business');
    await form.locator('#leg-0-operationNature').selectOption('charter');
    await pick(page, form.locator('#leg-0-departureIcao'), 'ZBAA', 'ZBAA');
    await pick(page, form.locator('#leg-0-arrivalIcao'), 'ZSPD', 'ZSPD');
    await form.locator('#leg-0-departureDate').fill('2030-06-01');
    await form.locator('#leg-0-departureTime').fill('10:00');
    await form.locator('#leg-0-flightNo').fill(`F${suffix}A`);
    await expect.poll(() => form.locator('#leg-0-arrivalTime').inputValue()).toMatch(/^11:\d\d$/);
    expect(await form.getByTestId('leg-0-departureDate-zone').innerText()).toContain('UTC+8');
    // the ETE is overridable: the arrival follows it
    await form.locator('#leg-0-ete').fill('2:10');
    await expect.poll(() => form.locator('#leg-0-arrivalTime').inputValue()).toBe('12:10');

    // leg 2: starts where leg 1 ended unless changed — departing elsewhere trips the continuity warning
    await form.getByTestId('leg-add').click();
    await expect.poll(() => form.locator('#leg-1-departureIcao').inputValue()).toBe('ZSPD');
    await pick(page, form.locator('#leg-1-departureIcao'), 'ZSSS', 'ZSSS');
    await pick(page, form.locator('#leg-1-arrivalIcao'), 'ZGGG', 'ZGGG');
    await form.locator('#leg-1-flightNo').fill(`F${suffix}B`);
    await form.locator('#leg-1-departureDate').fill('2030-06-02');
    await form.locator('#leg-1-departureTime').fill('09:00');
    await form.locator('#leg-1-arrivalDate').fill('2030-06-02');
    await form.locator('#leg-1-arrivalTime').fill('08:00');
    // arrival before departure: shown on the field, nothing sent
    await form.getByTestId('trip-save').click();
    await form.getByTestId('leg-1-arrivalTime-error').waitFor();
    await shot(page, 'tf-add-error');
    await form.locator('#leg-1-arrivalTime').fill('11:30');
    await expect.poll(() => form.getByTestId('leg-1-arrivalTime-error').count()).toBe(0);

    await form.getByTestId('trip-save').click();
    await page.getByTestId('form-warnings').waitFor();
    expect(await page.getByTestId('form-warnings').innerText()).toContain('ZSPD');
    await shot(page, 'tf-warnings');
    await confirmDialog(page);

    // saved: the submit page of the new trip opens
    const submitPage = page.getByTestId('trip-submit');
    await submitPage.waitFor({ timeout: 20_000 });
    const tripNumber = (await submitPage.getByTestId('trip-number').innerText()).trim();
    expect(tripNumber).toMatch(/^T\d{4}-\d{4}$/);
    await expect.poll(() => submitPage.getByTestId('trip-leg-row').count()).toBe(2);
    expect(await submitPage.getByTestId('trip-leg-row').first().innerText()).toContain('2030-06-01 10:00');
    await shot(page, 'tf-submit');

    // before submitting: edit leg 2 on the edit page (its own command, warnings confirmed again)
    await submitPage.getByTestId('open-edit').click();
    const edit = page.getByTestId('trip-edit');
    await edit.waitFor();
    expect(await edit.getByTestId('leg-insert-0').getAttribute('data-refusal')).toBe('trip.error.insertBeforeFirst');
    await edit.getByTestId('leg-edit-1').click();
    const legDialog = page.getByTestId('leg-dialog');
    await legDialog.waitFor();
    expect(await legDialog.locator('#leg-0-departureTime').inputValue()).toBe('09:00');
    await legDialog.locator('#leg-0-arrivalTime').fill('11:45');
    await shot(page, 'tf-leg-dialog');
    await page.getByTestId('leg-dialog-save').click();
    await confirmDialog(page);
    await legDialog.waitFor({ state: 'detached' });
    await expect.poll(() => edit.getByTestId('trip-leg-row').nth(1).innerText()).toContain('2030-06-02 11:45');
    await shot(page, 'tf-edit');
    await page.goto(appUrl(`/tripSubmit?id=${encodeURIComponent(new URL(page.url().replace('#', '')).searchParams.get('id') ?? '')}`));
    await expect.poll(() => submitPage.getByTestId('trip-leg-row').nth(1).innerText()).toContain('2030-06-02 11:45');
    await submitPage.getByTestId('trip-submit-go').click();
    await confirmDialog(page);
    await submitPage.getByTestId('submitted').waitFor();
    expect(await submitPage.getByTestId('trip-status').getAttribute('data-status')).toBe('notReceived');
    await cs.context.close();

    // --- operations evaluation: receive page from the trip list's row actions ---
    const ev = await newPage(browser);
    page = ev.page;
    await signIn(page, 'demo-eval');
    await page.goto(appUrl('/trip'));
    const list = page.getByTestId('trip-list');
    await list.getByTestId('search-tripNumber').fill(tripNumber);
    await list.getByTestId('search-submit').click();
    const row = list.getByTestId('trip-table-row').filter({ hasText: tripNumber });
    await row.waitFor();
    await row.getByTestId('trip-row-actions').click();
    const receiveItem = page.getByTestId('row-receive');
    await expect.poll(() => receiveItem.getAttribute('aria-disabled')).not.toBe('true');
    await shot(page, 'tf-row-menu');
    await receiveItem.click();
    const receive = page.getByTestId('trip-receive');
    await receive.waitFor();
    await receive.getByTestId('trip-receive-go').click();
    await confirmDialog(page);
    await expect.poll(() => receive.getByTestId('trip-status').getAttribute('data-status')).toBe('received');
    await shot(page, 'tf-receive');

    // --- the leg list shows both legs in Beijing time, then in UTC ---
    await page.goto(appUrl('/tripLeg'));
    const legList = page.getByTestId('leg-list');
    await legList.getByTestId('search-tripNumber').fill(tripNumber);
    await legList.getByTestId('search-submit').click();
    const legs = legList.getByTestId('leg-table');
    await expect.poll(() => legs.getByTestId('leg-table-row').count()).toBe(2);
    const first = legs.getByTestId('leg-table-row').filter({ hasText: `F${suffix}A` });
    const second = legs.getByTestId('leg-table-row').filter({ hasText: `F${suffix}B` });
    const cell = (r: Locator, c: string) => r.locator(`td[data-column="${c}"]`);
    await expect.poll(() => cell(first, 'plannedDeparture').innerText()).toContain('2030-06-01 10:00');
    expect(await cell(first, 'plannedArrival').innerText()).toContain('2030-06-01 12:10');
    expect(await cell(second, 'plannedDeparture').innerText()).toContain('2030-06-02 09:00');
    expect(await cell(second, 'plannedArrival').innerText()).toContain('2030-06-02 11:45');
    await page.getByTestId('theme-drawer-button').click();
    await page.getByTestId('setting-timeType').getByText('UTC', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => cell(first, 'plannedDeparture').innerText()).toContain('2030-06-01 02:00');
    expect(await cell(first, 'plannedArrival').innerText()).toContain('2030-06-01 04:10');
    expect(await cell(second, 'plannedDeparture').innerText()).toContain('2030-06-02 01:00');
    expect(await cell(second, 'plannedArrival').innerText()).toContain('2030-06-02 03:45');
    await shot(page, 'tf-legs-utc');

    // --- cancel the trip from the trip list: every leg is cancelled ---
    await page.goto(appUrl('/trip'));
    await row.getByTestId('trip-row-actions').click();
    const cancelItem = page.getByTestId('row-cancel');
    await expect.poll(() => cancelItem.getAttribute('aria-disabled')).not.toBe('true');
    await cancelItem.click();
    const dialog = page.getByTestId('cancel-trip-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('reason-company').check({ force: true });
    await shot(page, 'tf-cancel');
    await page.getByTestId('cancel-trip-go').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('cancelled');

    await page.goto(appUrl('/tripLeg'));
    await legList.getByTestId('search-submit').click();
    const cancelled = zhTrip['trip.legState.cancelled'];
    await expect.poll(() => cell(first, 'legState').innerText()).toContain(cancelled);
    expect(await cell(second, 'legState').innerText()).toContain(cancelled);
    await shot(page, 'tf-legs-cancelled');
    await ev.context.close();
  }, 240_000);
});
