import { inflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GANTT_BAR_COLOURS } from '../../src/domain/trip/statuses';
import { appUrl, launch, newPage, signIn } from './support/browser';

/** A tiny PNG decoder (8-bit RGB/RGBA, not interlaced: what Chromium's screenshots are). */
function decodePng(buf: Buffer): { width: number; height: number; pixel: (x: number, y: number) => [number, number, number] } {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('unsupported PNG');
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : 0;
      if (!channels) throw new Error('unsupported PNG colour type');
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? out[y * stride + i - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? out[(y - 1) * stride + i - channels]! : 0;
      let v = x;
      if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      out[y * stride + i] = v & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [out[y * stride + x * channels]!, out[y * stride + x * channels + 1]!, out[y * stride + x * channels + 2]!] };
}

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
    const png = decodePng(await page.screenshot({ clip, path: '/tmp/gantt-e2e.png' }));
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

    // Hover a bar: the tooltip names the leg; a double click opens the leg monitor with a detail link.
    await page.mouse.move(clip.x + hit!.x, clip.y + hit!.y);
    const tooltip = page.getByTestId('gantt-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toMatch(/→/);
    await page.mouse.dblclick(clip.x + hit!.x, clip.y + hit!.y);
    const monitor = page.getByTestId('gantt-monitor');
    await monitor.waitFor();
    expect(await page.getByTestId('gantt-monitor-detail').getAttribute('href')).toContain('tripLegDetail?id=');
    await page.screenshot({ path: '/tmp/gantt-e2e-monitor.png' });
    await context.close();
  });
});
