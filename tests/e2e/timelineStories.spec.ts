/**
 * The timeline engine's Storybook stories, built by `npm test` (storybook build), opened in
 * Chromium: ten rows, 2,000 rows × 100,000 items, every scale of the spec (tick labels, and bars
 * from 30 minutes a cell), and a drag onto an overlap that the story's validateMove refuses (red
 * ghost; the drop moves nothing).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_DAY_SCALES } from '../../src/timeline-engine/core/scales';
import { launch, newPage } from './support/browser';
import { countColour, decodePng } from './support/png';
import { serve, STORYBOOK_DIR as DIR } from './support/staticSite';

/** Pixels of the time area in colour (bars, marker): neither background, grid nor text. */
async function inkedPixels(page: Page): Promise<number> {
  return count(page, 'body', ([r, g, b]) => Math.max(r, g, b) - Math.min(r, g, b) > 40);
}

/** Dark pixels of the time header: its tick labels. */
async function headerText(page: Page): Promise<number> {
  return count(page, 'header', ([r, g, b]) => Math.max(r, g, b) < 170, 1);
}

async function count(page: Page, area: 'body' | 'header', test: (p: [number, number, number]) => boolean, step = 2): Promise<number> {
  const box = (await page.locator('canvas').first().boundingBox())!;
  const clip = area === 'body' ? { x: box.x + 202, y: box.y + 42, width: box.width - 204, height: box.height - 44 } : { x: box.x + 202, y: box.y, width: box.width - 204, height: 40 };
  const png = decodePng(await page.screenshot({ clip }));
  let n = 0;
  for (let y = 0; y < png.height; y += step) for (let x = 0; x < png.width; x += step) if (test(png.pixel(x, y))) n++;
  return n;
}

describe('timeline engine stories', () => {
  let browser: Browser;
  let site: { server: Server; url: string };
  beforeAll(async () => {
    if (!existsSync(join(DIR, 'iframe.html'))) throw new Error(`${DIR} is missing: run \`npx storybook build -o ${DIR}\` first (npm test does)`);
    site = await serve(DIR);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    site?.server.close();
  });

  const open = async (page: Page, story: string) => {
    await page.goto(`${site.url}/iframe.html?id=timeline-engine--${story}&viewMode=story`);
    await page.locator('canvas').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(400);
  };
  const state = async (page: Page) => JSON.parse((await page.getByTestId('timeline-state').innerText()).split('\n')[0]!) as { items: number; scale: number };

  it('draws ten rows and 2,000 rows × 100,000 items', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    await open(page, 'ten-rows');
    expect(await inkedPixels(page)).toBeGreaterThan(500);
    await open(page, 'large');
    expect((await state(page)).items).toBe(100_000);
    expect(await inkedPixels(page)).toBeGreaterThan(2_000);
    await context.close();
  }, 120_000);

  it('draws at every scale of the spec', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 700 });
    await open(page, 'every-scale');
    for (const scale of [...SUB_DAY_SCALES, 2880]) {
      // the story's args change through Storybook's own channel, as its controls panel does
      await page.evaluate(
        (s) => (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, a: object) => void } }).__STORYBOOK_ADDONS_CHANNEL__.emit('updateStoryArgs', { storyId: 'timeline-engine--every-scale', updatedArgs: { scale: s } }),
        scale,
      );
      await expect.poll(async () => (await state(page)).scale, { timeout: 10_000 }).toBe(scale);
      await page.waitForTimeout(150);
      expect(await headerText(page), `scale ${scale}: tick labels`).toBeGreaterThan(100);
      // below half an hour a cell the view shows less than the first bars' start
      if (scale >= 30) expect(await inkedPixels(page), `scale ${scale}: bars`).toBeGreaterThan(50);
    }
    await context.close();
  }, 120_000);

  it('refuses a drag onto an overlap: a red ghost, and the drop moves nothing', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 600 });
    await open(page, 'drag-with-refusals');
    const canvas = page.locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    // the first bar of row 0, found on screen
    const body = { x: box.x + 202, y: box.y + 40 };
    const png = decodePng(await page.screenshot({ clip: { x: body.x, y: body.y, width: box.width - 204, height: 20 } }));
    let x0 = -1;
    for (let x = 0; x < png.width && x0 < 0; x++) {
      const [r, g, b] = png.pixel(x, 10);
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) x0 = x;
    }
    expect(x0).toBeGreaterThanOrEqual(0);
    const grab = { x: body.x + x0 + 4, y: body.y + 10 };
    const drag = async (dy: number, dx: number) => {
      await page.mouse.move(grab.x, grab.y);
      await page.mouse.down();
      await page.mouse.move(grab.x + dx / 2, grab.y + dy / 2, { steps: 4 });
      await page.mouse.move(grab.x + dx, grab.y + dy, { steps: 4 });
      await page.waitForTimeout(400); // the story answers after 80 ms
      return page.screenshot({ clip: { x: box.x + 200, y: box.y + 40, width: box.width - 202, height: 220 } });
    };
    // Along row 0 onto its own next bars: somewhere it overlaps and the ghost turns red.
    let refused = 0;
    for (let dx = 60; dx <= 600 && refused === 0; dx += 60) {
      const shot = await drag(0, dx);
      refused = countColour(shot, [0xcd, 0x42, 0x46], 10);
      if (refused === 0) {
        await page.keyboard.press('Escape');
        await page.mouse.up();
      }
    }
    expect(refused).toBeGreaterThan(20);
    const before = await page.getByTestId('timeline-state').innerText();
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('timeline-state').innerText()).toBe(before);
    await context.close();
  }, 120_000);
});
