/**
 * Gantt chart, crew and passenger views (FOC issue 5): the crew view draws crew rows with their
 * duty statuses (preparation, flight duty, rests in their colours) from the seeded assignments,
 * and a status bar's tooltip names it; the passenger view draws the seeded passengers' legs and a
 * double click opens the leg monitor. The chosen view is kept for the user.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhDuty from '../../locales/zh/dutyTime.json';
import { GANTT_BAR_COLOURS } from '../../src/domain/trip/statuses';
import { CREW_STATUS_COLOURS } from '../../src/pages/ganttChart/crewMapping';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { decodePng } from './support/png';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const near = (p: [number, number, number], c: [number, number, number]) => c.every((v, i) => Math.abs(v - p[i]!) <= 8);

/** The body of the chart as pixels, and where each wanted colour was first seen. */
async function shoot(page: Page, colours: Record<string, string>) {
  const box = (await page.getByTestId('gantt-host').boundingBox())!;
  const clip = { x: Math.ceil(box.x) + 204, y: Math.ceil(box.y) + 44, width: Math.floor(box.width) - 210, height: Math.floor(box.height) - 50 };
  const png = decodePng(await page.screenshot({ clip }));
  const found: Record<string, { x: number; y: number; n: number }> = {};
  const wanted = Object.entries(colours).map(([k, hex]) => [k, rgb(hex)] as const);
  for (let y = 1; y < png.height - 1; y += 2)
    for (let x = 1; x < png.width - 1; x += 2)
      for (const [k, c] of wanted)
        if (near(png.pixel(x, y), c) && near(png.pixel(x + 1, y), c) && near(png.pixel(x, y + 1), c)) {
          const f = (found[k] ??= { x: clip.x + x, y: clip.y + y, n: 0 });
          f.n++;
        }
  return found;
}

async function openView(page: Page, view: 'crew' | 'passenger') {
  await page.getByTestId(`gantt-view-${view}`).click();
  const host = page.getByTestId('gantt-host');
  await expect.poll(async () => host.getAttribute('data-view'), { timeout: 20_000 }).toBe(view);
  await expect.poll(async () => Number(await host.getAttribute('data-drawn')), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(500);
}

describe('Gantt chart, crew and passenger views', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('draws crew duty statuses and passengers’ legs, with tooltips and the leg monitor', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.goto(appUrl('/ganttChart'));
    await page.getByTestId('gantt-host').locator('canvas').waitFor({ timeout: 30_000 });

    // Crew: flight-duty bars in the leg colours and preparation bars in their own colour.
    await openView(page, 'crew');
    expect(Number(await page.getByTestId('gantt-host').getAttribute('data-rows'))).toBeGreaterThan(20);
    // the view starts 4 h before now: zoom out to 4 h a cell so that several duty periods show
    await page.getByTestId('gantt-scale').selectOption('240');
    await page.waitForTimeout(800);
    const crew = await shoot(page, { preparation: CREW_STATUS_COLOURS.preparation, postFlight: CREW_STATUS_COLOURS.postFlight, ...GANTT_BAR_COLOURS });
    expect(crew.preparation?.n ?? 0).toBeGreaterThan(3);
    expect(Object.keys(GANTT_BAR_COLOURS).some((k) => (crew[k]?.n ?? 0) > 3)).toBe(true);
    const tooltip = page.getByTestId('gantt-tooltip');
    await page.mouse.move(crew.preparation!.x + 1, crew.preparation!.y + 1);
    await tooltip.waitFor({ timeout: 5_000 });
    expect(await tooltip.innerText()).toContain(zhDuty['dutyTime.crewStatus.preparation']);
    await shot(page, 'gantt-crew');

    // Passengers: rows of people, bars of their legs; a double click opens the leg monitor.
    await openView(page, 'passenger');
    const pax = await shoot(page, GANTT_BAR_COLOURS);
    const bar = Object.values(pax).sort((p, q) => q.n - p.n)[0]!;
    expect(bar.n).toBeGreaterThan(3);
    await page.mouse.move(bar.x + 1, bar.y + 1);
    await tooltip.waitFor({ timeout: 5_000 });
    expect(await tooltip.innerText()).toMatch(/→/);
    await page.mouse.dblclick(bar.x + 1, bar.y + 1);
    await page.getByTestId('gantt-monitor').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await page.getByTestId('gantt-monitor-passengers').innerText()).length, { timeout: 10_000 }).toBeGreaterThan(2);
    await shot(page, 'gantt-passengers');

    // The view is kept for the user.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(async () => page.getByTestId('gantt-host').getAttribute('data-view'), { timeout: 30_000 }).toBe('passenger');
    await context.close();
  }, 120_000);
});
