/**
 * The flight map's Storybook stories in Chromium (software WebGL): the offline basemap draws land
 * and ocean with no band across the map where rings cross the antimeridian, aircraft are drawn
 * where the map says they are, hovering one shows its tooltip, a click calls back, the dark
 * theme is dark; with no focus the map opens at the fleet's extent, every aircraft in view at a
 * regional zoom, with its labels.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, shot } from './support/browser';
import { decodePng } from './support/png';
import { serve, STORYBOOK_DIR } from './support/staticSite';

type Rgb = [number, number, number];
type Spot = { aircraftId: string; x: number; y: number };
const near = (p: Rgb, c: Rgb, tol = 12) => p.every((v, i) => Math.abs(v - c[i]!) <= tol);
const LAND: Rgb = [0xf3, 0xf1, 0xea];
const OCEAN: Rgb = [0xd4, 0xe1, 0xec];
const AIR: Rgb = [214, 96, 20];
const SELECTED: Rgb = [205, 66, 70];

describe('flight map stories', () => {
  let browser: Browser;
  let site: { server: Server; url: string };
  beforeAll(async () => {
    if (!existsSync(join(STORYBOOK_DIR, 'iframe.html'))) throw new Error(`${STORYBOOK_DIR} is missing: run \`npx storybook build -o ${STORYBOOK_DIR}\` first (npm test does)`);
    site = await serve(STORYBOOK_DIR);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    site?.server.close();
  });

  const open = async (page: Page, story: string) => {
    await page.goto(`${site.url}/iframe.html?id=map-flightmap--${story}&viewMode=story`);
    const map = page.getByTestId('story-map');
    await expect.poll(() => map.getAttribute('data-ready'), { timeout: 60_000 }).toBe('true');
    await page.waitForTimeout(1500); // the fly-to of the story's focus
    return map;
  };
  const spots = async (page: Page): Promise<Spot[]> => JSON.parse((await page.getByTestId('story-map').getAttribute('data-aircraft-positions')) ?? '[]') as Spot[];

  it('draws the world without a band across the antimeridian', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 760 });
    const map = await open(page, 'world');
    const box = (await map.boundingBox())!;
    const png = decodePng(await page.screenshot({ clip: box }));
    let land = 0;
    let ocean = 0;
    for (let y = 0; y < png.height; y += 3) for (let x = 0; x < png.width; x += 3) near(png.pixel(x, y), LAND) ? land++ : near(png.pixel(x, y), OCEAN) ? ocean++ : 0;
    expect(land).toBeGreaterThan(2000);
    expect(ocean).toBeGreaterThan(land);
    // from the top of the map to below the equator no latitude is land all the way round
    for (let y = Math.round(png.height * 0.1); y < png.height * 0.6; y += 4) {
      let rowLand = 0;
      for (let x = 0; x < png.width; x++) if (near(png.pixel(x, y), LAND)) rowLand++;
      expect(rowLand / png.width, `row ${y}`).toBeLessThan(0.9);
    }
    await context.close();
  }, 120_000);

  it('draws aircraft where the map puts them; hover shows the tooltip, a click calls back', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 760 });
    const map = await open(page, 'east-asia');
    const box = (await map.boundingBox())!;
    const png = decodePng(await page.screenshot({ clip: box }));
    const inView = (await spots(page)).filter((s) => s.x > 20 && s.y > 20 && s.x < box.width - 20 && s.y < box.height - 20 && s.aircraftId.startsWith('ac-'));
    expect(inView.length).toBeGreaterThanOrEqual(3);
    for (const s of inView) {
      let hit = 0;
      for (let dy = -10; dy <= 10; dy++) for (let dx = -10; dx <= 10; dx++) if (near(png.pixel(s.x + dx, s.y + dy), AIR, 30) || near(png.pixel(s.x + dx, s.y + dy), SELECTED, 30)) hit++;
      expect(hit, s.aircraftId).toBeGreaterThan(8);
    }
    const target = inView[0]!;
    await page.mouse.move(box.x + target.x, box.y + target.y);
    const tip = page.getByTestId('map-tooltip');
    await tip.waitFor({ timeout: 10_000 });
    expect(await tip.innerText()).toMatch(/B-[0-9A-F]+/);
    expect(await tip.innerText()).toMatch(/km\/h/);
    await page.mouse.click(box.x + target.x, box.y + target.y);
    await expect.poll(() => page.getByTestId('story-clicked').innerText()).toMatch(/^B-[0-9A-F]+$/);
    await context.close();
  }, 120_000);

  it('the dark theme is dark, in knots and feet', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 760 });
    const map = await open(page, 'dark');
    const png = decodePng(await page.screenshot({ clip: (await map.boundingBox())! }));
    let dark = 0;
    let all = 0;
    for (let y = 0; y < png.height; y += 5)
      for (let x = 0; x < png.width; x += 5) {
        all++;
        if (Math.max(...png.pixel(x, y)) < 60) dark++;
      }
    expect(dark / all).toBeGreaterThan(0.6);
    const s = (await spots(page)).find((p) => p.aircraftId === 'ac-0')!;
    await page.mouse.move((await map.boundingBox())!.x + s.x, (await map.boundingBox())!.y + s.y);
    await expect.poll(() => page.getByTestId('map-tooltip').innerText(), { timeout: 10_000 }).toMatch(/ kt[\s\S]*|ft/);
    await context.close();
  }, 120_000);

  it('opens at the fleet: every aircraft in view, at a regional zoom, labels drawn', async () => {
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1366, height: 768 },
    ]) {
      const { context, page } = await newPage(browser, size);
      const map = await open(page, 'fleet');
      const box = (await map.boundingBox())!;
      await shot(page, `map-fleet-${size.width}`);
      const zoom = Number(await map.getAttribute('data-zoom'));
      expect(zoom).toBeGreaterThanOrEqual(2.5);
      expect(zoom).toBeLessThanOrEqual(6);
      const all = await spots(page);
      expect(all.length).toBeGreaterThanOrEqual(4);
      for (const s of all) {
        expect(s.x, s.aircraftId).toBeGreaterThan(0);
        expect(s.y, s.aircraftId).toBeGreaterThan(0);
        expect(s.x, s.aircraftId).toBeLessThan(box.width);
        expect(s.y, s.aircraftId).toBeLessThan(box.height);
      }
      // the tooltip reads in the story's units: knots and flight levels
      const flying = all.find((s) => s.aircraftId.startsWith('ac-'))!;
      await page.mouse.move(box.x + flying.x, box.y + flying.y);
      await expect.poll(() => page.getByTestId('map-tooltip').innerText(), { timeout: 10_000 }).toMatch(/FL\d{3}[\s\S]* kt/);
      await context.close();
    }
  }, 180_000);
});
