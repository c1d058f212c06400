import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GANTT_BAR_COLOURS } from '../../src/domain/trip/statuses';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { decodePng } from './support/png';


const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const BAR_RGB = Object.values(GANTT_BAR_COLOURS).map(rgb);
const isBar = (p: [number, number, number]) => BAR_RGB.some((c) => c.every((v, i) => Math.abs(v - p[i]!) <= 10));

describe('Gantt chart, fleet view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('draws aircraft rows and leg bars in the bar colours, with a tooltip and the leg monitor', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-control');
    await page.goto(appUrl('/ganttChart'));
    const host = page.getByTestId('gantt-host');
    await host.locator('canvas').waitFor({ timeout: 30_000 });
    await expect.poll(async () => Number(await host.getAttribute('data-rows')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => Number(await host.getAttribute('data-drawn')), { timeout: 20_000 }).toBeGreaterThan(0);

    // Pixel check: the time area (right of the 200 px titles, below the 40 px header) holds bar colours.
    const box = (await host.boundingBox())!;
    const clip = { x: Math.ceil(box.x) + 204, y: Math.ceil(box.y) + 44, width: Math.floor(box.width) - 210, height: Math.floor(box.height) - 50 };
    const png = decodePng(await page.screenshot({ clip }));
    let count = 0;
    let hit: { x: number; y: number } | null = null;
    for (let y = 0; y < png.height; y += 2)
      for (let x = 0; x < png.width; x += 2)
        if (isBar(png.pixel(x, y))) {
          count++;
          if (!hit && x > 2 && isBar(png.pixel(x + 1, y)) && isBar(png.pixel(x, y + 1))) hit = { x, y };
        }
    expect(count).toBeGreaterThan(50);
    expect(hit).not.toBeNull();
    // No bar is painted black (a ferry's outline once was, by pixi refilling its last stroked path):
    // near-black runs are text strokes and lock marks, never 20 px long.
    let longestDark = 0;
    for (let y = 0; y < png.height; y++) {
      let run = 0;
      for (let x = 0; x < png.width; x++) {
        run = Math.max(...png.pixel(x, y)) < 40 ? run + 1 : 0;
        longestDark = Math.max(longestDark, run);
      }
    }
    expect(longestDark).toBeLessThan(20);

    // Hover a bar: the tooltip names the leg; a double click opens the leg monitor with a detail link.
    await page.mouse.move(clip.x + hit!.x, clip.y + hit!.y);
    const tooltip = page.getByTestId('gantt-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toMatch(/→/);
    await page.mouse.dblclick(clip.x + hit!.x, clip.y + hit!.y);
    const monitor = page.getByTestId('gantt-monitor');
    await monitor.waitFor();
    expect(await page.getByTestId('gantt-monitor-detail').getAttribute('href')).toContain('tripLegDetail?id=');
    // crew, passengers and the commands of the seat (operations control: release and flight following)
    await page.getByTestId('gantt-monitor-crew').waitFor();
    await page.getByTestId('gantt-monitor-passengers').waitFor();
    await page.getByTestId('leg-actions').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('leg-actions').locator('[data-testid^="action-"]').count()).toBeGreaterThan(0);
    await shot(page, 'gantt-e2e-monitor');
    await context.close();
  });
});
