/**
 * The leg report on the control seat: a leg flown through the API shows in the list of flown legs;
 * opening it shows plan against actual with the tail and coloured differences; the PDF answers
 * application/pdf. Screenshots at 1920x1080 and 1366x768.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legBody, releaseLeg, runSuffix } from './support/api';
import { appUrl, launch, newPage, signIn, useSeat, shot } from './support/browser';
import { call } from './support/flow';

const MIN = 60_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };

describe('leg report', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('lists a flown leg, shows its report and answers its PDF', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    const suffix = runSuffix();
    const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
    const typeId = types.list[0]!.id;
    const tailNo = `B-R${suffix}`;
    const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo, typeId });
    const crew = async (n: number) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `LR${suffix}${n}`, cnName: `报告${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
    const [pic, sic] = [await crew(1), await crew(2)];
    const customerId = (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name: `Report Customer ${suffix}` })).id;
    const dep = Math.floor((Date.now() - 6 * 60 * MIN) / MIN) * MIN;
    const arr = dep + 120 * MIN;
    let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId, legs: [legBody(`LR${suffix}`, 'ZBAA', 'ZSSS', new Date(dep).toISOString(), new Date(arr).toISOString())], confirm: true });
    trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
    trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
    const legId = trip.legs[0]!.id;
    trip = await releaseLeg(page, trip, legId, plane.id, [pic, sic]);
    const cmd = async (command: string, body: object = {}) => (trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/${command}`, { version: trip.version, ...body }));
    await cmd('takeoff', { actualUtc: new Date(dep + 40 * MIN).toISOString(), delayReason: 'ATC flow control' });
    await cmd('landing', { actualUtc: new Date(arr + 35 * MIN).toISOString() });

    await useSeat(page, 'CONTROL', '/flight');
    await page.goto(appUrl('/flight/legReport'));
    const screen = page.getByTestId('leg-report-screen');
    await screen.getByTestId('search-tripNumber').fill(trip.tripNumber);
    await screen.getByTestId('search-submit').click();
    const row = screen.getByTestId('leg-report-table-row').filter({ hasText: tailNo });
    await row.waitFor();
    await row.getByTestId('leg-report-open').click();
    const report = page.getByTestId('leg-report');
    await report.waitFor();
    expect(await report.getByTestId('leg-report-tail').innerText()).toBe(tailNo);
    expect(await report.getByTestId('diff-departure').getAttribute('data-tone')).toBe('major');
    await shot(page, 'leg-report-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(300);
    await shot(page, 'leg-report-1366');

    const pdf = page.waitForResponse((r) => r.url().includes(`/trip/v1/legReports/${legId}/pdf`));
    await page.getByTestId('leg-report-pdf').click();
    const res = await pdf;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  }, 180_000);
});
