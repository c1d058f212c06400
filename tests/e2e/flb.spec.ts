/**
 * The flight log from an ADS-B track: operations control (the admin in the CONTROL seat) releases a
 * leg on a new aircraft and, through the API, posts its flight as one batch of positions (stand,
 * taxi, take-off, cruise, landing, taxi, stand) and confirms the detected take-off and landing, so
 * the leg is flown and its log drafted. In the browser: the FLB list shows the draft; the log shows
 * OOOI from ADS-B with the track's times; IN corrected shows "corrected" with the difference; a
 * block time typed differently needs a reason; with fuel and passengers the log is confirmed. The
 * aircraft's statistics tab shows the leg's actual times before and the confirmed log's figures after.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatePosition } from '../../src/domain/track/flightProfile';
import { hoursText } from '../../src/domain/fleet/statistics';
import { aircraftDetailPath } from '../../src/ui/fleet/aircraftTabTypes';
import { call, releaseLeg, runSuffix } from './support/api';
import { appUrl, baseUrl, hideToasts, launch, newPage, signIn, useSeat, shot, SHOTS_DIR } from './support/browser';

const MIN = 60_000;
const ZBAA = { lat: 40.0801, lon: 116.5846, elevationFt: 116 };
const ZSSS = { lat: 31.1979, lon: 121.3363, elevationFt: 10 };
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string; legState: number }[] };
type Log = { id: string; status: string; outUtc: string | null; offUtc: string | null; onUtc: string | null; inUtc: string | null; blockMinutes: number | null; airMinutes: number | null };

/** A released leg ZBAA → ZSSS on a new aircraft (address `hex`), planned 5 hours ago for 2 hours. */
async function releasedLeg(page: Page, hex: string) {
  const suffix = runSuffix();
  const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
  const typeId = types.list[0]!.id;
  const plane = await call<{ id: string; tailNo: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-F${suffix}`, typeId, icao24: hex });
  const crew = async (n: number) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `FLB${suffix}${n}`, cnName: `记录${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  const [pic, sic] = [await crew(1), await crew(2)];
  const customers = await call<{ list: { id: string }[] }>(page, 'POST', '/customer/v1/customers/list', { page: 1, pageSize: 1 });
  const dep = Math.floor((Date.now() - 5 * 60 * MIN) / MIN) * MIN;
  const leg = { flightNo: `FLB${suffix}`, purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: new Date(dep).toISOString(), plannedArrivalUtc: new Date(dep + 120 * MIN).toISOString() };
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId: customers.list[0]!.id, legs: [leg], confirm: true });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
  const legId = trip.legs[0]!.id;
  trip = await releaseLeg(page, trip, legId, plane.id, [pic, sic]);
  return { legId, tripId: trip.id, tripNumber: trip.tripNumber, tailNo: plane.tailNo, aircraftId: plane.id, dep };
}

/** The flight as our batch format: every 15 s from the stand 10 minutes before take-off to 10 minutes after landing. */
function batchOf(hex: string, off: number, on: number) {
  const positions: object[] = [];
  for (let t = off - 10 * MIN; t <= on + 10 * MIN; t += 15_000) {
    const p = simulatePosition({ from: ZBAA, to: ZSSS, offTime: off, onTime: on }, t);
    if (!p) continue;
    positions.push({ icao24: hex, time: new Date(t).toISOString(), lat: p.lat, lon: p.lon, altBaroFt: Math.round(p.altFt), onGround: p.onGround, gsKt: p.gsKt, trackDeg: p.trackDeg, vertRateFpm: p.vertRateFpm, callsign: 'FLB123' });
  }
  return { positions };
}

/** 'HH:mm' of an instant on the Beijing clock (the default time type of a new browser). */
const beijing = (ms: number) => new Date(ms + 8 * 60 * MIN).toISOString().slice(11, 16);
const timeBox = (page: Page, field: string) => page.locator(`[data-testid="flb-time-${field}"] input[name="${field}.time"]`);

/** The aircraft's statistics tab: where its figures come from and one figure's shown value. */
async function openStatistics(page: Page, aircraftId: string): Promise<Locator> {
  await page.goto(appUrl(`${aircraftDetailPath(aircraftId)}&tab=statistics`));
  const stats = page.getByTestId('aircraft-detail').getByTestId('aircraft-statistics');
  await stats.waitFor({ timeout: 20_000 });
  return stats;
}
const figure = (stats: Locator, id: string) => stats.getByTestId(`stat-${id}`).getByTestId('stat-value').innerText();

async function shots(page: Page, name: string) {
  // the realtime notices of the flight (take-off, landing, trip completed) would cover the screen
  await hideToasts(page);
  if (!SHOTS_DIR) return;
  for (const [w, h] of [
    [1920, 1080],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await shot(page, `flb-${name}-${w}`);
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
}

describe('flight log from ADS-B', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('drafts the log from the track, shows the origins, takes a correction with its reason and confirms it', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    await useSeat(page, 'CONTROL', '/flight');

    // the flight, through the API: a receiver's key, the positions, the dispatcher's confirmations
    const hex = `f1${Date.now().toString(16).slice(-4)}`;
    const leg = await releasedLeg(page, hex);
    const off = leg.dep + 6 * MIN;
    const on = off + 110 * MIN;
    const key = (await call<{ key: string }>(page, 'POST', '/track/v1/ingestKeys', { name: `flb e2e ${hex}` })).key;
    // the company records detected take-offs and landings at once while the batch goes in (then as it was)
    const followed = await call<{ autoConfirm: boolean }>(page, 'GET', '/track/v1/settings');
    await call(page, 'PUT', '/track/v1/settings', { autoConfirm: true });
    try {
      const res = await fetch(`${baseUrl()}/track/v1/positions/ingest?format=batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingest-key': key },
        body: JSON.stringify(batchOf(hex, off, on)),
      });
      expect(res.status).toBe(200);
    } finally {
      await call(page, 'PUT', '/track/v1/settings', { autoConfirm: followed.autoConfirm });
    }
    const trip = await call<Trip>(page, 'GET', `/trip/v1/trips/${leg.tripId}`);
    expect(trip.legs[0]!.legState).toBe(5);
    let log: Log | null = null;
    await expect.poll(async () => (log = await call<Log | null>(page, 'GET', `/trip/v1/flightLogs/byLeg/${leg.legId}`)) !== null, { timeout: 20_000 }).toBe(true);
    const draft = log! as Log;
    // the track's OOOI: OUT at the first taxi sample (8 minutes before take-off), IN at the stand 4 minutes after landing
    expect(Math.abs(Date.parse(draft.offUtc!) - off)).toBeLessThan(MIN);
    expect(Math.abs(Date.parse(draft.onUtc!) - on)).toBeLessThan(MIN);
    expect(Math.abs(Date.parse(draft.outUtc!) - (off - 8 * MIN))).toBeLessThan(MIN);
    expect(Math.abs(Date.parse(draft.inUtc!) - (on + 4 * MIN))).toBeLessThan(MIN);

    // before the log is confirmed the aircraft's statistics come from the leg's actual times
    const before = await openStatistics(page, leg.aircraftId);
    expect(await before.getByTestId('stats-source').getAttribute('data-source')).toBe('legActuals');
    expect(await figure(before, 'flights')).toBe('1');
    const blockBefore = await figure(before, 'blockHours');
    expect(await figure(before, 'fuelPerHour')).toBe('—'); // fuel needs a confirmed log
    await shots(page, 'statistics-before');

    // the list shows the draft
    await page.goto(appUrl('/flight/flb'));
    const list = page.getByTestId('flb-list');
    const row = list.getByTestId('flb-table-row').filter({ hasText: leg.tripNumber });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('draft');
    expect(await row.locator('[data-origin]').getAttribute('data-origin')).toBe('adsb');
    await shots(page, 'list');

    // the log: OOOI from ADS-B with the track's times
    await row.getByTestId('flb-open').click();
    const edit = page.getByTestId('flb-edit');
    await edit.getByTestId('flb-form').waitFor({ timeout: 20_000 });
    expect(await edit.getByTestId('flb-leg').innerText()).toBe(`${leg.tripNumber}-1`);
    for (const f of ['outUtc', 'offUtc', 'onUtc', 'inUtc'] as const) {
      expect(await edit.getByTestId(`flb-origin-${f}`).getAttribute('data-source')).toBe('adsb');
      expect(await timeBox(page, f).inputValue()).toBe(beijing(Date.parse(draft[f]!)));
    }
    await shots(page, 'edit');

    // IN four minutes later: corrected, with the difference; the block time follows the times
    const inMs = Date.parse(draft.inUtc!);
    const typedIn = Math.floor(inMs / MIN) * MIN + 4 * MIN;
    await timeBox(page, 'inUtc').fill(beijing(typedIn));
    const inTag = edit.getByTestId('flb-origin-inUtc');
    expect(await inTag.getAttribute('data-source')).toBe('corrected');
    const diff = Math.round((typedIn - inMs) / MIN);
    expect(await inTag.getAttribute('data-difference')).toBe(String(diff));
    expect(await inTag.innerText()).toContain(`+${diff}`);
    const computed = Math.round((typedIn - Date.parse(draft.outUtc!)) / MIN);
    const hm = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
    expect(await edit.getByTestId('flb-blockMinutes').inputValue()).toBe(hm(computed));

    // a block time that differs from the times needs a reason
    await edit.getByTestId('flb-blockMinutes').fill(hm(computed + 10));
    await edit.getByTestId('flb-reason-blockMinutes').waitFor();
    expect(await edit.getByTestId('flb-duration-blockMinutes').innerText()).toContain(hm(computed));
    await edit.getByTestId('flb-confirm').click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await edit.getByTestId('flb-reason-blockMinutes').fill('Chocks on 10 minutes after the stop (ground handling)');

    // fuel and passengers, then confirm
    for (const [f, v] of [
      ['remainFuel', '2000'],
      ['upliftFuel', '1500'],
      ['totalFuel', '3500'],
      ['blockFuel', '1200'],
      ['flightFuel', '1100'],
      ['paxNum', '4'],
    ] as const)
      await edit.getByTestId(`flb-${f}`).fill(v);
    await shots(page, 'edit-corrected');
    await edit.getByTestId('flb-confirm').click();
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await expect.poll(async () => edit.getByTestId('flb-head').locator('[data-status]').getAttribute('data-status'), { timeout: 15_000 }).toBe('confirmed');
    const confirmed = await call<Log & { origins: Record<string, { source: string; difference?: number }> }>(page, 'GET', `/trip/v1/flightLogs/${draft.id}`);
    expect(confirmed).toMatchObject({ status: 'confirmed', blockMinutes: computed + 10 });
    expect(confirmed.origins.inUtc).toMatchObject({ source: 'corrected', difference: diff });
    expect(confirmed.origins.outUtc?.source).toBe('adsb');

    // the history has the confirmation and the correction
    await edit.getByTestId('tab-history').click();
    const history = edit.getByTestId('flb-history');
    await history.waitFor();
    expect(await history.getByTestId('flb-history-row').count()).toBeGreaterThanOrEqual(3);
    await shots(page, 'history');

    // the list shows it confirmed
    await page.goto(appUrl('/flight/flb'));
    const again = page.getByTestId('flb-list').getByTestId('flb-table-row').filter({ hasText: leg.tripNumber });
    await again.waitFor();
    await expect.poll(async () => again.locator('[data-status]').getAttribute('data-status'), { timeout: 15_000 }).toBe('confirmed');

    // the aircraft's statistics now come from the confirmed log: its block time and air time (the statistics' flight hours)
    const after = await openStatistics(page, leg.aircraftId);
    await expect.poll(() => after.getByTestId('stats-source').getAttribute('data-source'), { timeout: 15_000 }).toBe('flightLogs');
    expect(await after.getByTestId('stats-source').innerText()).toMatch(/已确认的飞行日志（1 个航段）|confirmed flight logs \(1 flights\)/);
    expect(await figure(after, 'flights')).toBe('1');
    expect(await figure(after, 'blockHours')).toBe(hoursText(computed + 10));
    expect(await figure(after, 'blockHours')).not.toBe(blockBefore);
    expect(await figure(after, 'flightHours')).toBe(hoursText(confirmed.airMinutes)); // the air time
    expect(await figure(after, 'fuelPerHour')).toMatch(/^[\d,.]+ kg\/h$/); // the log's flight fuel over its air time
    await shots(page, 'statistics-after');
    await context.close();
  }, 180_000);
});
