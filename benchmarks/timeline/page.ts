/**
 * The third subject of `bench:timeline`: the product's real Gantt page (shell, tabs, toolbar,
 * legend, watermark and all) on the demo data, panned by wheel events like the bare engine. The
 * runner builds the app (or takes BENCH_APP_DIST), starts the real server on PGlite with the demo
 * data in a temporary folder, signs in and opens /ganttChart at 1280 × 720; the pan is the same
 * loop as measure.ts's (one wheel of PAN_PX on the engine's host per animation frame, frame time =
 * interval between rAF callbacks). Variant `fullWatermark` adds back a full-page watermark layer
 * over the canvas (what the page had before the engine drew the watermark under the bars), to
 * measure what that layer costs per frame.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { browserCpu } from './cpu';
import { startAppServer, type AppServer } from '../../tests/support/appServer';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const APP_OUT = join(ROOT, '.tmp/bench-app');

export interface PageFigures {
  variant: 'page' | 'fullWatermark';
  panP50Ms: number | null;
  panP95Ms: number | null;
  panP99Ms: number | null;
  panMaxMs: number | null;
  panFrames: number;
  panCpuMsPerFrame: number | null;
  drawn: number;
  rows: number;
  errors: string[];
}

/** The pan loop of measure.ts on the engine's host in the page: one wheel of px per animation frame for ms; frame intervals. */
const PAN_LOOP = `((px, ms) => new Promise((resolve) => {
  const target = document.querySelector('[data-testid="gantt-host"] canvas').parentElement;
  const b = target.getBoundingClientRect();
  const intervals = [];
  let first = -1;
  let last = -1;
  const onFrame = (ts) => {
    if (first < 0) first = ts;
    else intervals.push(ts - last);
    last = ts;
    if (ts - first >= ms) return resolve({ intervals });
    requestAnimationFrame(onFrame);
    target.dispatchEvent(new WheelEvent('wheel', { clientX: b.left + b.width / 2, clientY: b.top + b.height / 2, deltaMode: 0, deltaX: px, deltaY: 0, bubbles: true, cancelable: true }));
  };
  requestAnimationFrame(onFrame);
}))`;

const pct = (sorted: readonly number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : null);

/** The app's build: BENCH_APP_DIST when given, else a fresh `vite build` into .tmp/bench-app/. */
export async function appDist(say: (m: string) => void): Promise<string> {
  const given = process.env.BENCH_APP_DIST;
  if (given) {
    if (!existsSync(join(given, 'index.html'))) throw new Error(`BENCH_APP_DIST=${given} has no index.html`);
    return given;
  }
  say('building the app for the page subject (vite)…');
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: APP_OUT, emptyOutDir: true, sourcemap: false } });
  return APP_OUT;
}

/** The real server on PGlite in a temporary folder (captcha off, demo data), serving `dist` at /foc/. */
export function startApp(dist: string): Promise<AppServer> {
  // the demo fleet with the small trip set (BENCH_DEMO_TRIPS), and no flight simulator working during the pans
  return startAppServer({ cwd: ROOT, staticDir: dist, portFrom: 19_500, portSpan: 400, tmpPrefix: 'foc-bench-', env: { FOC_DEMO_TRIPS: process.env.BENCH_DEMO_TRIPS ?? 'small', FOC_SIMULATOR: 'off' } });
}

/** Opens the Gantt page signed in as admin and pans it for panMs, panPx per frame. */
export async function measurePage(browser: Browser, base: string, variant: PageFigures['variant'], panPx: number, panMs: number): Promise<PageFigures> {
  const f: PageFigures = { variant, panP50Ms: null, panP95Ms: null, panP99Ms: null, panMaxMs: null, panFrames: 0, panCpuMsPerFrame: null, drawn: 0, rows: 0, errors: [] };
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => f.errors.push(e.message));
  // the whole app loads here (not a small harness): generous caps on a shared machine
  page.setDefaultTimeout(120_000);
  page.setDefaultNavigationTimeout(120_000);
  try {
    await page.goto(`${base}/foc/#/login`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('Demo-pass1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.hash.includes('/login'));
    await page.goto(`${base}/foc/#/ganttChart`, { waitUntil: 'domcontentloaded' });
    const host = page.getByTestId('gantt-host');
    await host.locator('canvas').waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="gantt-host"]')?.getAttribute('data-drawn')) > 0, undefined, { timeout: 120_000 });
    f.rows = Number(await host.getAttribute('data-rows'));
    if (variant === 'fullWatermark') {
      // the page's watermark as it was: one fixed full-page layer over everything, the canvas included
      await page.evaluate(() => {
        const tile = document.querySelector<HTMLElement>('[data-testid="watermark"] .foc-watermark');
        const layer = document.createElement('div');
        layer.className = 'foc-watermark';
        layer.style.backgroundImage = tile?.style.backgroundImage ?? '';
        layer.style.backgroundSize = tile?.style.backgroundSize ?? '';
        document.body.appendChild(layer);
      });
    }
    await page.waitForTimeout(1_000);
    const cpuWindow = browserCpu();
    // a string, not a function: tsx would wrap the named callback in a helper the page does not have
    const r = (await page.evaluate(`${PAN_LOOP}(${panPx}, ${panMs})`)) as { intervals: number[] };
    const sorted = [...r.intervals].sort((a, b) => a - b);
    f.panFrames = sorted.length;
    f.panCpuMsPerFrame = cpuWindow() / Math.max(1, sorted.length);
    f.panP50Ms = pct(sorted, 50);
    f.panP95Ms = pct(sorted, 95);
    f.panP99Ms = pct(sorted, 99);
    f.panMaxMs = sorted.at(-1) ?? null;
    f.drawn = Number(await host.getAttribute('data-drawn'));
  } catch (e) {
    f.errors.push((e as Error).message.split('\n')[0]!);
  } finally {
    await context.close().catch(() => undefined);
  }
  return f;
}
