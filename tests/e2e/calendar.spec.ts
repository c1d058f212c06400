import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { call, legBody, runSuffix, someCustomerId } from './support/api';


/** True when the leg shows in the month cell of the day, directly or in its "+n more" list. */
async function inMonthCell(page: Page, day: string, legId: string): Promise<boolean> {
  const cell = page.getByTestId('calendar-month').locator(`[data-testid="calendar-day"][data-day="${day}"]`);
  if ((await cell.locator(`[data-leg-id="${legId}"]`).count()) > 0) return true;
  const more = cell.getByTestId('calendar-more');
  if ((await more.count()) === 0) return false;
  await more.click();
  const list = page.getByTestId('calendar-more-list');
  await list.waitFor();
  const found = (await list.locator(`[data-leg-id="${legId}"]`).count()) > 0;
  // close the popover: Escape, again from inside it when the popover had not taken the focus yet
  await page.keyboard.press('Escape');
  if (!(await list.waitFor({ state: 'detached', timeout: 2_000 }).then(() => true, () => false))) {
    await list.press('Escape');
    await list.waitFor({ state: 'detached' });
  }
  return found;
}

const chipIn = (scope: Locator, legId: string) => scope.locator(`[data-testid="calendar-leg"][data-leg-id="${legId}"]`);

describe('trip calendar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('places two legs on their day in month, week and day views, and moves one with the time type', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const customerId = await someCustomerId(page, 'E2E calendar customer');
    // the 15th of this month; leg 1 leaves at 16:30Z on the 14th = 00:30 on the 15th in Beijing
    const ym = new Date().toISOString().slice(0, 7);
    const day = `${ym}-15`;
    const before = `${ym}-14`;
    const suffix = runSuffix();
    const trip = await call<{ tripNumber: string; legs: { id: string; flightNo: string }[] }>(page, 'POST', '/trip/v1/trips', {
      customerId,
      confirm: true,
      legs: [legBody(`C${suffix}A`, 'ZBAA', 'ZSPD', `${before}T16:30:00Z`, `${before}T18:40:00Z`), legBody(`C${suffix}B`, 'ZSPD', 'ZGGG', `${day}T02:00:00Z`, `${day}T04:30:00Z`)],
    });
    const [first, second] = trip.legs.map((l) => l.id) as [string, string];

    // month view, default time type Beijing: both legs on the 15th
    await page.goto(appUrl('/tripcalendar'));
    const calendar = page.getByTestId('trip-calendar');
    await calendar.getByTestId('calendar-month').waitFor();
    await expect.poll(() => inMonthCell(page, day, first), { timeout: 20_000 }).toBe(true);
    expect(await inMonthCell(page, day, second)).toBe(true);
    expect(await inMonthCell(page, before, first)).toBe(false);
    expect(await calendar.getByTestId('calendar-zone').innerText()).toContain('UTC+8');
    await shot(page, 'calendar-month');

    // the day number opens the day view: both legs, leg 1 in the 00:00 hour
    await calendar.locator(`[data-testid="calendar-day"][data-day="${day}"] .foc-cal__day-number`).click();
    const dayView = calendar.getByTestId('calendar-dayview');
    await dayView.waitFor();
    expect(await dayView.getAttribute('data-day')).toBe(day);
    await chipIn(dayView.locator('[data-hour="0"]'), first).waitFor();
    await chipIn(dayView.locator('[data-hour="10"]'), second).waitFor();
    expect(await chipIn(dayView, first).innerText()).toContain('00:30');
    await shot(page, 'calendar-day');

    // week view of that day
    await calendar.getByTestId('calendar-view-week').click();
    const column = calendar.getByTestId('calendar-week').locator(`[data-testid="calendar-day"][data-day="${day}"]`);
    await chipIn(column, first).waitFor();
    await chipIn(column, second).waitFor();
    await shot(page, 'calendar-week');

    // UTC: leg 1 (16:30Z on the 14th) moves to the 14th, leg 2 stays
    await page.getByTestId('theme-drawer-button').click();
    await page.getByTestId('setting-timeType').getByText('UTC', { exact: true }).click();
    await page.keyboard.press('Escape');
    await calendar.getByTestId('calendar-view-day').click();
    await expect.poll(() => chipIn(dayView, first).count()).toBe(0);
    await chipIn(dayView.locator('[data-hour="2"]'), second).waitFor();
    await calendar.getByTestId('calendar-view-month').click();
    await calendar.getByTestId('calendar-month').waitFor();
    await expect.poll(() => inMonthCell(page, before, first)).toBe(true);
    expect(await inMonthCell(page, day, first)).toBe(false);
    expect(await inMonthCell(page, day, second)).toBe(true);
    expect(await calendar.getByTestId('calendar-zone').innerText()).toContain('UTC');
    await shot(page, 'calendar-month-utc');

    // a leg opens its detail page
    await calendar.getByTestId('calendar-view-day').click();
    await chipIn(dayView, second).click();
    await page.waitForURL(new RegExp(`tripLegDetail\\?id=${second}`));
    await context.close();
  });
});
