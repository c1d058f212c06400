/**
 * Gantt chart on a wall: the wall density grows rows and keeps the legend under the chart; the
 * dark theme darkens the canvas itself (pixel check: mean luminance of the canvas); at 1 min/cell
 * the "now" button brings the current time back into view after a pan far away.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { decodePng } from './support/png';

/** Mean luminance (0–255) of the canvas body, every 4th pixel. */
async function canvasLuminance(page: Page): Promise<number> {
  const box = (await page.getByTestId('gantt-host').boundingBox())!;
  const png = decodePng(await page.screenshot({ clip: { x: Math.ceil(box.x) + 2, y: Math.ceil(box.y) + 2, width: Math.floor(box.width) - 4, height: Math.floor(box.height) - 4 } }));
  let sum = 0;
  let n = 0;
  for (let y = 0; y < png.height; y += 4)
    for (let x = 0; x < png.width; x += 4) {
      const [r, g, b] = png.pixel(x, y);
      sum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
      n++;
    }
  return sum / n;
}

async function openGantt(page: Page) {
  await page.goto(appUrl('/ganttChart'));
  const host = page.getByTestId('gantt-host');
  await host.locator('canvas').waitFor({ timeout: 30_000 });
  await expect.poll(async () => Number(await host.getAttribute('data-drawn')), { timeout: 20_000 }).toBeGreaterThan(0);
  return host;
}

describe('Gantt chart on a wall', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('wall density with the dark theme: taller rows, a legend, a dark canvas', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'demo-control');
    let host = await openGantt(page);
    const light = await canvasLuminance(page);
    await page.getByTestId('gantt-density').selectOption('wall');
    await expect.poll(async () => Number(await host.getAttribute('data-row-height')), { timeout: 10_000 }).toBeGreaterThanOrEqual(40);
    expect(await page.getByTestId('gantt-legend').locator('[data-legend="overdue:red"]').count()).toBe(1);
    expect(await page.getByTestId('gantt-legend').locator('[data-legend="bar:blue"]').count()).toBe(1);

    // the dark theme (a user setting): the page and the canvas
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('foc.settings') ?? '{}');
      localStorage.setItem('foc.settings', JSON.stringify({ ...s, themeName: 'dark' }));
    });
    await page.reload();
    host = await openGantt(page);
    expect(await host.getAttribute('data-theme')).toBe('dark');
    expect(await host.getAttribute('data-density')).toBe('wall'); // kept per user
    await page.waitForTimeout(500);
    const dark = await canvasLuminance(page);
    expect(light).toBeGreaterThan(150);
    expect(dark).toBeLessThan(80);
    // the page's watermark leaves the canvas out (the engine draws it under the bars)
    expect(await page.getByTestId('watermark').getAttribute('data-hole')).toBeTruthy();
    await context.close();
  }, 120_000);

  it('at 1 min/cell, "now" brings the current time back after a pan', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-control');
    const host = await openGantt(page);
    await page.getByTestId('gantt-scale').selectOption('1');
    const box = (await host.boundingBox())!;
    await page.mouse.move(box.x + 400, box.y + 100);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(4000, 0);
    const nowIn = async () => {
      const from = Number(await host.getAttribute('data-view-from'));
      const to = Number(await host.getAttribute('data-view-to'));
      const now = await page.evaluate(() => Date.now());
      return from <= now && now <= to;
    };
    await expect.poll(nowIn, { timeout: 10_000 }).toBe(false);
    await page.getByTestId('gantt-now').click();
    await expect.poll(nowIn, { timeout: 10_000 }).toBe(true);
    await shot(page, 'gantt-now-1min');
    await context.close();
  }, 120_000);
});
