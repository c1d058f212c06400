/**
 * Flight log and leg report from a flown leg's actions (the leg detail; the leg-monitor popup shows
 * the same buttons): on the control seat "Flight log" creates the leg's log and opens it, a second
 * time opens the same log; "Leg report" opens the report with the leg preselected; the control
 * seat's home card "Flight logs to confirm" lists the draft and opens it. Screenshots at 1920x1080.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, useSeat, shot } from './support/browser';
import { flownLegViaApi } from './support/flownLeg';

describe('flight log entry from the leg', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('opens (creating) the leg’s flight log and its leg report', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    const { legId, tailNo } = await flownLegViaApi(page, 'FE');

    await useSeat(page, 'CONTROL', '/flight');
    const openDetail = async () => {
      await page.goto(appUrl(`/tripLegDetail?id=${legId}`));
      await page.locator(`[data-testid="leg-detail"][data-leg-id="${legId}"]`).getByTestId('leg-actions').waitFor();
    };
    await openDetail();
    const flightLog = page.getByTestId('action-flightLog');
    await flightLog.waitFor();
    await page.getByTestId('action-legReport').waitFor();
    await flightLog.scrollIntoViewIfNeeded();
    await shot(page, 'flb-entry-1920');

    // no log yet: created and opened
    await flightLog.click();
    await page.waitForURL(/flight\/flbEdit\?id=/);
    await page.getByTestId('flb-toolbar').waitFor();
    const logId = new URL(page.url().replace('#', '')).searchParams.get('id');
    expect(logId).toBeTruthy();
    // again: the same log
    await openDetail();
    await page.getByTestId('action-flightLog').click();
    await page.waitForURL(/flight\/flbEdit\?id=/);
    expect(new URL(page.url().replace('#', '')).searchParams.get('id')).toBe(logId);

    // the leg report, the leg preselected
    await openDetail();
    await page.getByTestId('action-legReport').click();
    await page.waitForURL(/flight\/legReport\?legId=/);
    const report = page.getByTestId('leg-report');
    await report.waitFor();
    expect(await report.getByTestId('leg-report-tail').innerText()).toBe(tailNo);

    // the home card of the control seat lists the draft; its row opens the log
    await page.goto(appUrl('/index'));
    const card = page.getByTestId('home-work-flbToConfirm');
    const row = card.getByTestId(`home-row-${logId}`);
    await row.waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'flb-home-card-1920');
    await row.click();
    await page.waitForURL(new RegExp(`flight/flbEdit\\?id=${logId}`));
    await context.close();
  }, 60_000);
});
