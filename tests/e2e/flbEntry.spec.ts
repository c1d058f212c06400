/**
 * Flight log and leg report from a flown leg's actions (the leg detail; the leg-monitor popup shows
 * the same buttons): on the control seat "Flight log" creates the leg's log and opens it, a second
 * time opens the same log; "Leg report" opens the report with the leg preselected; the control
 * seat's home card "Flight logs to confirm" lists the draft and opens it. Screenshots at 1920x1080.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legBody, releaseLeg, runSuffix } from './support/api';
import { appUrl, launch, newPage, signIn, useSeat } from './support/browser';
import { call } from './support/flow';

const MIN = 60_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };

describe('flight log entry from the leg', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('opens (creating) the leg’s flight log and its leg report', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    const suffix = runSuffix();
    const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
    const typeId = types.list[0]!.id;
    const tailNo = `B-E${suffix}`;
    const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo, typeId });
    const crew = async (n: number) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `FE${suffix}${n}`, cnName: `入口${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
    const [pic, sic] = [await crew(1), await crew(2)];
    const customerId = (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name: `Entry Customer ${suffix}` })).id;
    const dep = Math.floor((Date.now() - 5 * 60 * MIN) / MIN) * MIN;
    const arr = dep + 120 * MIN;
    let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId, legs: [legBody(`FE${suffix}`, 'ZBAA', 'ZSSS', new Date(dep).toISOString(), new Date(arr).toISOString())], confirm: true });
    trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
    trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
    const legId = trip.legs[0]!.id;
    trip = await releaseLeg(page, trip, legId, plane.id, [pic, sic]);
    const cmd = async (command: string, body: object = {}) => (trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/${command}`, { version: trip.version, ...body }));
    await cmd('takeoff', { actualUtc: new Date(dep + 10 * MIN).toISOString() });
    await cmd('landing', { actualUtc: new Date(arr + 5 * MIN).toISOString() });

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
    await page.screenshot({ path: '/tmp/flb-entry-1920.png' });

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
    await page.screenshot({ path: '/tmp/flb-home-card-1920.png' });
    await row.click();
    await page.waitForURL(new RegExp(`flight/flbEdit\\?id=${logId}`));
    await context.close();
  }, 60_000);
});
