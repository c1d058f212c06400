/**
 * Helpers of the seat-by-seat browser flows (tests/e2e/intentionToRelease.spec.ts): API look-ups
 * for assertions, the confirm dialog, the leg list → leg detail path and the leg state as shown.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import zhTrip from '../../../locales/zh/trip.json';
import { DEFAULT_LEG_STATE_READING, legStateLabelKey, type LegState } from '../../../src/domain/trip/states';
import { appUrl, baseUrl } from './browser';

/** An API call with the page's token (look-ups for assertions only). */
export async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('foc.token'));
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; result: T };
  expect(json.code, `${method} ${path}: ${JSON.stringify(json)}`).toBe(20000);
  return json.result;
}

/** Presses the confirm button of the form kit's confirm dialog (the last button). */
export async function acceptConfirm(page: Page): Promise<void> {
  const dialog = page.locator('.foc-confirm');
  await dialog.waitFor();
  await dialog.getByRole('button').last().click();
  await dialog.waitFor({ state: 'detached' });
}

/** The label of a leg state in Chinese (the default language), default reading. */
export const stateText = (state: LegState): string => (zhTrip as Record<string, string>)[legStateLabelKey(state, DEFAULT_LEG_STATE_READING)]!;

/** A refusal's Chinese text by its key (namespace `trip`). */
export const refusalText = (key: string): string => (zhTrip as Record<string, string>)[key]!;

/** The leg detail of one leg on the page. */
export const legDetail = (page: Page, legId: string): Locator => page.locator(`[data-testid="leg-detail"][data-leg-id="${legId}"]`);

/** Waits until the header's state tag shows the state: its code and its text. */
export async function expectLegState(detail: Locator, state: LegState): Promise<void> {
  const tag = detail.getByTestId('leg-header').getByTestId('leg-state');
  await expect.poll(() => tag.getAttribute('data-state'), { timeout: 15_000 }).toBe(String(state));
  await expect.poll(() => tag.innerText()).toBe(stateText(state));
}

/** Opens a leg from the leg list (search by trip number, the row of the route) and waits for its detail. */
export async function openLegFromList(page: Page, tripNumber: string, route: string, legId: string): Promise<Locator> {
  await page.goto(appUrl('/tripLeg'));
  const list = page.getByTestId('leg-list');
  await list.getByTestId('search-tripNumber').fill(tripNumber);
  await list.getByTestId('search-submit').click();
  const row = list.getByTestId('leg-table-row').filter({ has: page.locator('td[data-column="route"]', { hasText: route }) });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  // the list may re-render under the click (a pushed change reloads it): click again until the detail opens
  const opened = new RegExp(`tripLegDetail\\?id=${legId}`);
  await expect
    .poll(
      async () => {
        if (!opened.test(page.url())) await row.getByTestId('leg-open').click({ timeout: 5_000 }).catch(() => undefined);
        return opened.test(page.url());
      },
      { timeout: 30_000, interval: 1_500 },
    )
    .toBe(true);
  const detail = legDetail(page, legId);
  await detail.getByTestId('leg-header').waitFor();
  await expect.poll(() => detail.getByTestId('leg-trip-number').innerText()).toBe(tripNumber);
  return detail;
}

/** Opens a trip list row's action menu and presses an action once the trip is loaded and it is enabled. */
export async function tripRowAction(page: Page, tripNumber: string, action: string): Promise<void> {
  await page.goto(appUrl('/trip'));
  const list = page.getByTestId('trip-list');
  await list.getByTestId('search-tripNumber').fill(tripNumber);
  await list.getByTestId('search-submit').click();
  const row = list.getByTestId('trip-table-row').filter({ hasText: tripNumber });
  await row.waitFor();
  await row.getByTestId('trip-row-actions').click();
  const item = page.getByTestId(`row-${action}`);
  await expect.poll(() => item.getAttribute('aria-disabled'), { timeout: 10_000 }).not.toBe('true');
  await item.click();
}

/** Hovers a disabled button and waits for its tooltip to show the text. */
export async function expectTooltip(page: Page, target: Locator, text: string): Promise<void> {
  await target.hover();
  await page.locator('.bp6-tooltip').getByText(text, { exact: true }).waitFor();
  await page.mouse.move(0, 0);
}

/** YYYY-MM-DD of an instant in Beijing time (the default time type). */
export const beijingDay = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Ticks a list row's selection box. The list may re-render under the click (a pushed change or a
 * screen that remounts reloads it and the row is drawn anew): tick again until it stays ticked.
 */
export async function selectRow(row: Locator): Promise<void> {
  const box = row.getByTestId('row-select');
  await expect
    .poll(
      async () => {
        if (!(await box.isChecked())) await box.check({ force: true, timeout: 5_000 }).catch(() => undefined);
        return box.isChecked();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
}
