/**
 * The trip monitor with the built-in flight simulator (the e2e server runs it every 5 s): a leg
 * released through the API, departed twenty minutes ago, is flown by the simulator through the
 * ingestion endpoint; the monitor lists it with its detected takeoff, the map shows the aircraft
 * moving between two screenshots taken seconds apart (pixel difference, and its position on the ground),
 * and a click on the aircraft opens the leg-monitor popup of that leg. Then the position board and
 * the data centre show it in the air.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, releaseLeg, runSuffix } from './support/api';
import { appUrl, hideToasts, launch, newPage, signIn, shot } from './support/browser';
import { decodePng } from './support/png';

const MIN = 60_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };
type Spot = { aircraftId: string; legId: string | null; x: number; y: number; lat: number; lon: number };

/** A released leg ZBAA → ZSSS on a new aircraft (address `hex`), departed 20 minutes ago. */
async function releasedLeg(page: Page, hex: string) {
  const suffix = runSuffix();
  const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
  const typeId = types.list[0]!.id;
  const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-M${suffix}`, typeId, icao24: hex });
  const crew = async (n: number) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `MON${suffix}${n}`, cnName: `监控${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  const [pic, sic] = [await crew(1), await crew(2)];
  const customers = await call<{ list: { id: string }[] }>(page, 'POST', '/customer/v1/customers/list', { page: 1, pageSize: 1 });
  const dep = Math.floor((Date.now() - 20 * MIN) / MIN) * MIN;
  const leg = { flightNo: `MON${suffix}`, purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: new Date(dep).toISOString(), plannedArrivalUtc: new Date(dep + 140 * MIN).toISOString() };
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId: customers.list[0]!.id, legs: [leg], confirm: true });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
  const legId = trip.legs[0]!.id;
  trip = await releaseLeg(page, trip, legId, plane.id, [pic, sic]);
  return { legId, aircraftId: plane.id, tripNumber: trip.tripNumber };
}

const spots = async (page: Page): Promise<Spot[]> => JSON.parse((await page.getByTestId('monitor-map').getAttribute('data-aircraft-positions')) ?? '[]') as Spot[];

describe('trip monitor with the simulator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('shows the simulated aircraft moving and opens its leg from the map', async () => {
    // the administrator sets the flight up through the API; operations control watches it
    const setup = await newPage(browser);
    await signIn(setup.page, 'admin');
    const hex = `e2${Date.now().toString(16).slice(-4)}`;
    const leg = await releasedLeg(setup.page, hex);
    await setup.context.close();
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-control');

    await page.goto(appUrl('/ykManage/tripMonitor'));
    const row = page.getByTestId(`monitor-leg-${leg.legId}`);
    await row.waitFor({ timeout: 30_000 });
    const map = page.getByTestId('monitor-map');
    await expect.poll(() => map.getAttribute('data-ready'), { timeout: 60_000 }).toBe('true');
    // the simulator's backfill crossed the takeoff: a detected takeoff waits for the dispatcher
    await expect.poll(async () => (await row.getByTestId('track-event-takeoff').count()) > 0, { timeout: 40_000 }).toBe(true);
    await row.click();
    let mine: Spot | undefined;
    await expect.poll(async () => (mine = (await spots(page)).find((s) => s.aircraftId === leg.aircraftId)) !== undefined, { timeout: 30_000 }).toBe(true);

    // zoom in on the aircraft so that seconds of flight are pixels on screen
    const box = (await map.boundingBox())!;
    for (let i = 0; i < 8; i++) {
      await page.mouse.move(box.x + mine!.x, box.y + mine!.y);
      await page.mouse.wheel(0, -600);
      await page.waitForTimeout(250);
      mine = (await spots(page)).find((s) => s.aircraftId === leg.aircraftId) ?? mine;
    }
    await page.waitForTimeout(1500);
    mine = (await spots(page)).find((s) => s.aircraftId === leg.aircraftId)!;
    const clip = { x: Math.round(box.x + mine.x - 150), y: Math.round(box.y + mine.y - 150), width: 300, height: 300 };
    const first = decodePng(await page.screenshot({ clip }));
    const before = mine;
    // the simulator reports every 5 s: the aircraft the map draws moves on (metres along the ground, which
    // a refit of the map by other specs' changes does not disturb, unlike its screen position)
    const moved = async () => {
      const now = (await spots(page)).find((s) => s.aircraftId === leg.aircraftId);
      return now ? Math.hypot((now.lat - before.lat) * 111_320, (now.lon - before.lon) * 111_320 * Math.cos((before.lat * Math.PI) / 180)) : 0;
    };
    await page.waitForTimeout(5000);
    await expect.poll(moved, { timeout: 20_000, interval: 1000 }).toBeGreaterThan(200);
    // and the screen shows it: the pixels around it change (the map draws the new fix within a frame or a few)
    const changedPixels = async () => {
      const second = decodePng(await page.screenshot({ clip }));
      let changed = 0;
      for (let y = 0; y < first.height; y++)
        for (let x = 0; x < first.width; x++) {
          const a = first.pixel(x, y);
          const b = second.pixel(x, y);
          if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 60) changed++;
        }
      return changed;
    };
    await expect.poll(changedPixels, { timeout: 15_000, interval: 1000 }).toBeGreaterThan(40);
    const after = (await spots(page)).find((s) => s.aircraftId === leg.aircraftId) ?? before;

    // a click on the aircraft opens the leg monitor of its leg (the aircraft moves: click where it is now, again if it moved away);
    // the notices of other specs' flights on the shared server must not take the click
    await hideToasts(page);
    // follow the aircraft: the map keeps it centred, so the click finds it where the last fix put it
    await page.getByTestId('monitor-follow').check({ force: true });
    await page.waitForTimeout(1500);
    const monitor = page.getByTestId('gantt-monitor');
    for (let attempt = 0; attempt < 5 && !(await monitor.isVisible()); attempt++) {
      const now = (await spots(page)).find((s) => s.aircraftId === leg.aircraftId) ?? after;
      await page.mouse.click(box.x + now.x, box.y + now.y);
      await monitor.waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    await monitor.waitFor({ timeout: 10_000 });
    expect(await monitor.innerText()).toContain(leg.tripNumber);
    await shot(page, 'monitor-popup');
    await page.keyboard.press('Escape');

    // the position board and the data centre have it in the air
    await page.goto(appUrl('/ykManage/aircraftPositionBoard'));
    const boardRow = page.locator(`[data-testid^="board-row-B-M"][data-phase="air"]`).first();
    await boardRow.waitFor({ timeout: 20_000 });
    await page.goto(appUrl('/ykManage/dataCenter'));
    await expect.poll(async () => Number(await page.getByTestId('dc-in-air').locator('b').innerText()), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(page, 'data-center');
    await context.close();
  }, 180_000);
});
