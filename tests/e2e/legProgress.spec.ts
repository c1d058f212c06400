/**
 * One truth per leg in the browser: a leg that took off hours ago and never landed is flagged
 * overdue (red) on the Gantt and on the trip monitor; a leg planned for this morning that was never
 * released is flagged stale in the leg list, where "needs closing" finds it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, releaseLeg, runSuffix, someCustomerId } from './support/api';
import { appUrl, launch, newPage, signIn, shot, SHOTS_DIR } from './support/browser';

const MIN = 60_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };

const legOf = (flightNo: string, dep: number, arr: number) => ({ flightNo, purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: new Date(dep).toISOString(), plannedArrivalUtc: new Date(arr).toISOString() });

async function receivedTrip(page: Page, customerId: string, leg: object): Promise<Trip> {
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId, legs: [leg], confirm: true });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  return call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
}

/** A leg released on a new aircraft (no transponder address: nothing flies it), off 4 h 50 min ago, due 2 h 30 min ago. */
async function overdueLeg(page: Page, suffix: string, customerId: string) {
  const now = Math.floor(Date.now() / MIN) * MIN;
  const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
  const typeId = types.list[0]!.id;
  const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-O${suffix}`, typeId });
  const crew = async (n: number) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `OVD${suffix}${n}`, cnName: `逾期${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  let trip = await receivedTrip(page, customerId, legOf(`OVD${suffix}`, now - 300 * MIN, now - 150 * MIN));
  const legId = trip.legs[0]!.id;
  trip = await releaseLeg(page, trip, legId, plane.id, [await crew(1), await crew(2)]);
  await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/takeoff`, { version: trip.version, actualUtc: new Date(now - 290 * MIN).toISOString() });
  return { legId };
}

describe('leg progress on the ops screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('flags an overdue leg on the Gantt and the monitor, and a stale leg in the leg list', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const suffix = runSuffix();
    const customerId = await someCustomerId(page, 'E2E progress customer');
    const overdue = await overdueLeg(page, suffix, customerId);
    const now = Date.now();
    const stale = await receivedTrip(page, customerId, legOf(`STL${suffix}`, now - 360 * MIN, now - 240 * MIN));
    const staleLegId = stale.legs[0]!.id;

    // Gantt: the overdue bar carries the red flag, the stale (unassigned) one the stale flag
    await page.goto(appUrl('/ganttChart'));
    const host = page.getByTestId('gantt-host');
    await expect.poll(async () => (await host.getAttribute('data-overdue-bars'))?.split(' ') ?? [], { timeout: 30_000 }).toContain(overdue.legId);
    await expect.poll(async () => (await host.getAttribute('data-stale-bars'))?.split(' ') ?? [], { timeout: 30_000 }).toContain(staleLegId);
    await shot(page, 'states-gantt');

    // Monitor: the leg is airborne and overdue (red badge)
    await page.goto(appUrl('/ykManage/tripMonitor'));
    await page.getByTestId('monitor-window-today').click();
    const row = page.getByTestId(`monitor-leg-${overdue.legId}`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getAttribute('data-progress')).toBe('airborne');
    expect(await row.getAttribute('data-overdue')).toBe('red');
    expect(await row.getByTestId('leg-overdue').getAttribute('data-overdue')).toBe('red');

    // Leg list: "needs closing" of the stale trip shows its leg flagged stale
    await page.goto(appUrl('/tripLeg'));
    const legList = page.getByTestId('leg-list');
    await legList.getByTestId('search-tripNumber').fill(stale.tripNumber);
    await legList.getByTestId('search-needsClosing').click({ force: true });
    const legs = legList.getByTestId('leg-table');
    const staleRow = legs.getByTestId('leg-table-row').filter({ hasText: `STL${suffix}` });
    await staleRow.waitFor({ timeout: 20_000 });
    await expect.poll(() => legs.getByTestId('leg-table-row').count()).toBe(1);
    expect(await staleRow.getByTestId('leg-stale').count()).toBe(1);
    expect(await staleRow.getByTestId('leg-progress-tags').getAttribute('data-progress')).toBe('stale');
    await shot(page, 'states-leglist');

    // for review (not asserted): the screens at wall and laptop sizes, when asked for
    if (SHOTS_DIR) {
      await page.evaluate(() => localStorage.setItem('foc.language', JSON.stringify('en')));
      for (const [w, h] of [[1920, 1080], [1366, 768]] as const) {
        await page.setViewportSize({ width: w, height: h });
        for (const [name, path] of [['gantt', '/ganttChart'], ['monitor', '/ykManage/tripMonitor'], ['board', '/ykManage/aircraftPositionBoard'], ['dc', '/ykManage/dataCenter'], ['legs', '/tripLeg']] as const) {
          await page.goto(appUrl(path));
          await page.waitForTimeout(4000);
          await shot(page, `${name}-${w}`).catch((e: unknown) => console.warn(`screenshot ${name}-${w}: ${String(e)}`));
        }
      }
    }
    await context.close();
  }, 300_000);
});
