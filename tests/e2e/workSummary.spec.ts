/**
 * Work summary screen (`flight/WorkSummary`) against a real server of its own: the demo is seeded
 * (small trips, flown through the services), the server stopped, confirmed flight logs (and one
 * draft) written for this month's flown legs straight into its database (the flight-log service is
 * not part of this flow), and the server started again on the same data. The control seat opens the
 * screen, sees the figures and the totals row, switches the grouping, and exports the xlsx.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { crews, flightLogs, legCrews, tripLegs } from '../../server/db/schema';
import { hoursText } from '../../src/domain/fleet/statistics';
import { startAppServer, type AppServer } from '../support/appServer';
import { launch, newPage, PASSWORD, useSeat } from './support/browser';

const SHOTS = process.env.FOC_E2E_SHOTS; // a folder: screenshots for a person to look at
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

let server: AppServer | null = null;
let dataDir = '';
const at = (path: string) => `${server!.base}/foc/#${path}`;
/** What the logs written add up to, per aircraft: legs and block minutes. */
const expected = { legs: 0, blockMinutes: 0, tails: new Set<string>() };

async function serve() {
  return startAppServer({
    staticDir: process.env.FOC_STATIC_DIR ?? 'dist',
    portFrom: 19_600,
    portSpan: 300,
    tmpPrefix: 'foc-ws-e2e-',
    env: { FOC_DATA_DIR: dataDir, FOC_DEMO_TRIPS: 'small', FOC_LOGIN_CAPTCHA_AFTER_IP: '1000' },
  });
}

/** Confirmed logs for this month's flown legs with their operating pilots; the last such leg gets a draft instead. */
async function writeLogs() {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 2));
    const to = new Date(Math.min(now.getTime(), Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));
    const legs = await db
      .select({ id: tripLegs.id, companyId: tripLegs.companyId, tripId: tripLegs.tripId, aircraftId: tripLegs.aircraftId, off: tripLegs.actualOffUtc, on: tripLegs.actualOnUtc })
      .from(tripLegs)
      .where(and(eq(tripLegs.legState, 5), gte(tripLegs.actualOffUtc, from), lt(tripLegs.actualOffUtc, to)));
    const flown = legs.filter((l) => l.aircraftId && l.off && l.on);
    for (const [i, l] of flown.entries()) {
      const crew = await db
        .select({ crewId: legCrews.crewId, role: legCrews.role, name: crews.cnName })
        .from(legCrews)
        .innerJoin(crews, eq(crews.id, legCrews.crewId))
        .where(and(eq(legCrews.legId, l.id), ne(legCrews.status, 'declined')));
      const air = Math.round((l.on!.getTime() - l.off!.getTime()) / 60_000);
      const block = air + 17;
      const status = i === flown.length - 1 && flown.length > 1 ? 'draft' : 'confirmed';
      await db.insert(flightLogs).values({
        companyId: l.companyId,
        legId: l.id,
        tripId: l.tripId,
        aircraftId: l.aircraftId,
        status,
        origin: 'manual',
        outUtc: new Date(l.off!.getTime() - 10 * 60_000),
        offUtc: l.off,
        onUtc: l.on,
        inUtc: new Date(l.on!.getTime() + 7 * 60_000),
        blockMinutes: block,
        airMinutes: air,
        flightMinutes: block,
        nightMinutes: i % 3 === 0 ? 25 : 0,
        landings: 1,
        operatingCrew: crew.map((c) => ({ crewId: c.crewId, name: c.name, role: c.role })),
      });
      if (status === 'confirmed') {
        expected.legs += 1;
        expected.blockMinutes += block;
      }
    }
  } finally {
    await database.close();
  }
}

async function signIn(page: Page) {
  await page.goto(at('/login'));
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/index/, { timeout: 20_000 });
}

async function openScreen(page: Page) {
  await signIn(page);
  await useSeat(page, 'CONTROL', '/flight');
  await page.goto(at('/flight/workSummary'));
  await page.getByTestId('workSummary-screen').waitFor();
}

describe('work summary', () => {
  let browser: Browser;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foc-ws-data-'));
    const first = await serve();
    await first.stop();
    await writeLogs();
    server = await serve();
    browser = await launch();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the figures per crew member, switches to aircraft with the totals of the confirmed logs, and exports them', async () => {
    expect(expected.legs).toBeGreaterThan(0);
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await openScreen(page);
    const table = page.getByTestId('workSummary-table');
    await table.getByTestId('workSummary-row').first().waitFor();
    await table.getByTestId('workSummary-totals').waitFor();
    expect(await table.locator('th[data-column="code"]').innerText()).toMatch(/工号|Work no/);
    await shot(page, 'work-summary-crew-1920');

    await page.getByTestId('workSummary-group').getByRole('radio', { name: /飞机|aircraft/i }).click();
    await expect.poll(() => table.locator('th[data-column="code"]').innerText()).toMatch(/机号|Tail no/);
    const totals = table.getByTestId('workSummary-totals');
    await expect.poll(() => totals.locator('td[data-column="legs"]').innerText()).toBe(String(expected.legs));
    expect(await totals.locator('td[data-column="blockMinutes"]').innerText()).toBe(hoursText(expected.blockMinutes));
    await shot(page, 'work-summary-aircraft-1920');

    // the draft counts only when asked for
    await page.getByTestId('workSummary-drafts').check({ force: true });
    await expect.poll(() => totals.locator('td[data-column="legs"]').innerText()).toBe(String(expected.legs + 1));
    await page.getByTestId('workSummary-note').filter({ hasText: /草稿|draft/i }).waitFor();
    await page.getByTestId('workSummary-drafts').uncheck({ force: true });
    await expect.poll(() => totals.locator('td[data-column="legs"]').innerText()).toBe(String(expected.legs));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const last = rows.at(-1)!;
    expect(last[2]).toBe(expected.legs);
    expect(last[3]).toBe(hoursText(expected.blockMinutes));
    await context.close();
  });

  it('fits 1366x768', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await openScreen(page);
    await page.getByTestId('workSummary-table').getByTestId('workSummary-totals').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'work-summary-crew-1366');
    await context.close();
  });
});
