/**
 * Work summary screen (`flight/WorkSummary`) on the shared e2e server. Through the API the admin
 * (CONTROL seat) sets up one trip of three legs on one day two years back, on a new aircraft with
 * two new pilots: each leg released, taken off and landed, then its flight log typed (OOOI, night
 * time, landings, fuel, passengers) — the first two confirmed, the third left a draft. No other data
 * is on that day, so in the browser the period shows exactly these logs: per crew member and per
 * aircraft the legs, block, flight, air and night hours and landings with the totals row; the draft
 * counts only when asked for; the xlsx export has the same figures.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursText } from '../../src/domain/fleet/statistics';
import { call, legBody, releaseLeg, runSuffix, someCustomerId } from './support/api';
import { appUrl, launch, newPage, signIn, useSeat, shot } from './support/browser';


const MIN = 60_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string; legNumber: number }[] };
type Log = { id: string; version: number; status: string; blockMinutes: number; flightMinutes: number; airMinutes: number; nightMinutes: number; landings: number };
type Figures = { legs: number; blockMinutes: number; flightMinutes: number; airMinutes: number; nightMinutes: number; landings: number };
const FIGURES = ['blockMinutes', 'flightMinutes', 'airMinutes', 'nightMinutes', 'landings'] as const;

/** The day of the data (Beijing, the default time type): two years back, where nothing else is. */
const DAY = new Date(Date.now() - 730 * 24 * 60 * MIN).toISOString().slice(0, 10);
/** An instant of that day given as Beijing hours and minutes. */
const at = (h: number, m = 0) => Date.parse(`${DAY}T00:00:00Z`) + (h - 8) * 60 * MIN + m * MIN;

/** What the legs' logs are typed with: take-off and landing, then out 10 minutes before and in some minutes after. */
const LEGS = [
  { from: 'ZBAA', to: 'ZSSS', off: at(9), on: at(10, 50), taxiIn: 8, night: 0, landings: 1, status: 'confirmed' },
  { from: 'ZSSS', to: 'ZBAA', off: at(13), on: at(14, 40), taxiIn: 6, night: 15, landings: 2, status: 'confirmed' },
  { from: 'ZBAA', to: 'ZSSS', off: at(17), on: at(18, 45), taxiIn: 5, night: 30, landings: 1, status: 'draft' },
] as const;

const sum = (logs: Log[]): Figures => ({
  legs: logs.length,
  ...(Object.fromEntries(FIGURES.map((k) => [k, logs.reduce((s, l) => s + l[k], 0)])) as Omit<Figures, 'legs'>),
});

interface Data {
  tailNo: string;
  pilots: string[];
  confirmed: Figures;
  withDraft: Figures;
}

/** The trip, its three flown legs and their logs, through the API. */
async function setUp(page: Page): Promise<Data> {
  const suffix = runSuffix();
  const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
  const typeId = types.list[0]!.id;
  const tailNo = `B-W${suffix}`;
  const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo, typeId });
  const pilots = [`WS${suffix}1`, `WS${suffix}2`];
  const crewIds = [] as string[];
  for (const [i, workNo] of pilots.entries()) crewIds.push((await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo, cnName: `汇总${i + 1}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id);
  const customerId = await someCustomerId(page, `Work Summary Customer ${suffix}`);
  const legs = LEGS.map((l, i) => legBody(`WS${suffix}${i}`, l.from, l.to, new Date(l.off - 10 * MIN).toISOString(), new Date(l.on + 10 * MIN).toISOString()));
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId, legs, confirm: true });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
  const legIds = [...trip.legs].sort((a, b) => a.legNumber - b.legNumber).map((l) => l.id);
  const logs: Log[] = [];
  for (const [i, l] of LEGS.entries()) {
    const legId = legIds[i]!;
    trip = await releaseLeg(page, trip, legId, plane.id, [crewIds[0]!, crewIds[1]!]);
    trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/takeoff`, { version: trip.version, actualUtc: new Date(l.off).toISOString() });
    trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/landing`, { version: trip.version, actualUtc: new Date(l.on).toISOString() });
    let log = await call<Log>(page, 'POST', '/trip/v1/flightLogs', {
      legId,
      outUtc: new Date(l.off - 10 * MIN).toISOString(),
      offUtc: new Date(l.off).toISOString(),
      onUtc: new Date(l.on).toISOString(),
      inUtc: new Date(l.on + l.taxiIn * MIN).toISOString(),
      nightMinutes: l.night,
      landings: l.landings,
      remainFuel: 2000,
      upliftFuel: 1500,
      totalFuel: 3500,
      blockFuel: 1200,
      flightFuel: 1100,
      paxNum: 4,
    });
    if (l.status === 'confirmed') log = await call<Log>(page, 'POST', `/trip/v1/flightLogs/${log.id}/confirm`, { version: log.version });
    expect(log).toMatchObject({ status: l.status, blockMinutes: Math.round((l.on - l.off) / MIN) + 10 + l.taxiIn, nightMinutes: l.night, landings: l.landings });
    logs.push(log);
  }
  return { tailNo, pilots, confirmed: sum(logs.slice(0, 2)), withDraft: sum(logs) };
}

/** The screen on the data's day. */
async function openScreen(page: Page): Promise<Locator> {
  await page.goto(appUrl('/flight/workSummary'));
  const screen = page.getByTestId('workSummary-screen');
  await screen.waitFor();
  const range = screen.getByTestId('search-range').locator('input');
  await range.nth(0).fill(DAY);
  await range.nth(0).press('Tab');
  await range.nth(1).fill(DAY);
  await range.nth(1).press('Tab');
  await screen.getByTestId('search-submit').click();
  return screen.getByTestId('workSummary-table');
}

const screen = (page: Page) => page.getByTestId('workSummary-screen');
const cellOf = (row: Locator, key: string) => row.locator(`td[data-column="${key}"]`).innerText();

/** A row (or the totals row) shows the figures: legs as the count, durations as H:MM. */
async function expectFigures(row: Locator, f: Figures): Promise<void> {
  await expect.poll(async () => (await cellOf(row, 'legs')).trim().split(/\s/)[0], { timeout: 15_000 }).toBe(String(f.legs));
  for (const k of FIGURES) expect(await cellOf(row, k)).toBe(k === 'landings' ? String(f[k]) : hoursText(f[k]));
}

describe('work summary', () => {
  let browser: Browser;
  let data: Data;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('shows the figures per crew member and per aircraft with the totals, counts the draft when asked and exports them', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    await useSeat(page, 'CONTROL', '/flight');
    data = await setUp(page);

    // per crew member: both pilots flew both confirmed legs; the totals count a leg once per member
    const table = await openScreen(page);
    expect(await table.locator('th[data-column="code"]').innerText()).toMatch(/工号|Work no/);
    const rows = table.getByTestId('workSummary-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    for (const workNo of data.pilots) await expectFigures(rows.filter({ has: page.locator('td[data-column="code"]', { hasText: workNo }) }), data.confirmed);
    const totals = table.getByTestId('workSummary-totals');
    await expectFigures(totals, { ...data.confirmed, ...Object.fromEntries(['legs', ...FIGURES].map((k) => [k, 2 * data.confirmed[k as keyof Figures]])) });
    await shot(page, 'work-summary-crew-1920');

    // only one crew member, picked by work number: their row alone, the totals theirs
    const picker = page.getByTestId('workSummary-subjects').locator('input');
    await picker.fill(data.pilots[0]!);
    await page.getByRole('option', { name: new RegExp(data.pilots[0]!) }).click();
    await page.keyboard.press('Escape');
    await screen(page).getByTestId('search-submit').click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await cellOf(rows.first(), 'code')).toBe(data.pilots[0]);
    await expectFigures(totals, data.confirmed);

    // per aircraft: the one aircraft, its totals the same
    await page.getByTestId('workSummary-group').getByRole('radio', { name: /飞机|aircraft/i }).click();
    await expect.poll(() => table.locator('th[data-column="code"]').innerText()).toMatch(/机号|Tail no/);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await cellOf(rows.first(), 'code')).toBe(data.tailNo);
    await expectFigures(rows.first(), data.confirmed);
    await expectFigures(totals, data.confirmed);
    await shot(page, 'work-summary-aircraft-1920');

    // the draft counts only when asked for
    await page.getByTestId('workSummary-drafts').check({ force: true });
    await expectFigures(totals, data.withDraft);
    await page.getByTestId('workSummary-note').filter({ hasText: /草稿|draft/i }).waitFor();
    await page.getByTestId('workSummary-drafts').uncheck({ force: true });
    await expectFigures(totals, data.confirmed);

    // the export: the aircraft's row and the totals as shown
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => sheet.push((r.values as unknown[]).slice(1)));
    const expected = (f: Figures) => [f.legs, ...FIGURES.map((k) => (k === 'landings' ? f[k] : hoursText(f[k])))];
    const plane = sheet.find((r) => r[0] === data.tailNo)!;
    expect(plane.slice(2)).toEqual(expected(data.confirmed));
    expect(sheet.at(-1)!.slice(2)).toEqual(expected(data.confirmed));
    await context.close();
  });

  it('fits 1366x768', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await signIn(page, 'admin');
    await useSeat(page, 'CONTROL', '/flight');
    const table = await openScreen(page);
    await table.getByTestId('workSummary-totals').waitFor();
    await expect.poll(() => table.getByTestId('workSummary-row').count()).toBe(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'work-summary-crew-1366');
    await context.close();
  });
});
