import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PASSWORD = 'Demo-pass1';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** URL of an app route (hash routing under /foc/). */
export function appUrl(path: string): string {
  return `${baseUrl()}/foc/#${path}`;
}

/**
 * A folder for the screenshots a person looks at (`FOC_E2E_SHOTS=/tmp/shots npm test`): the screens
 * at 1920×1080 and 1366×768, in each language. Without it no screenshot is taken: encoding them is
 * work on every run that no assertion reads.
 */
export const SHOTS_DIR = process.env.FOC_E2E_SHOTS;

/** Saves `<FOC_E2E_SHOTS>/<name>.png` of the page (or of one element) when that folder is set. */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, ...opts });
  else await target.screenshot({ path });
}

let shared: Promise<Browser> | null = null;

/**
 * The run's one Chromium (the specs share their worker: tests/e2e/vitest.config.ts has isolate off),
 * seen through a handle whose close() closes only the contexts opened through it. Each spec still
 * gets fresh contexts (own storage, cache and cookies); only the browser process is reused.
 * Playwright kills the browser when the worker exits.
 */
export async function launch(): Promise<Browser> {
  let browser = shared ? await shared.catch(() => null) : null;
  if (!browser?.isConnected()) {
    shared = startChromium();
    browser = await shared;
  }
  const real = browser;
  const contexts = new Set<BrowserContext>();
  return new Proxy(real, {
    get(target, key) {
      if (key === 'close') {
        return async () => {
          for (const c of [...contexts]) await c.close().catch(() => undefined);
        };
      }
      if (key === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          contexts.add(context);
          context.once('close', () => contexts.delete(context));
          return context;
        };
      }
      if (key === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          contexts.add(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function startChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * Puts the toasts out of the way for the rest of the page's life: the notices of other specs' flights
 * on the shared server keep coming, cover forms and take clicks (closing them one by one never ends).
 */
export async function hideToasts(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.bp6-toast-container { visibility: hidden !important; pointer-events: none !important; }' });
}

/** Hides the pushed notices (the realtime toaster, top right) on every document of a context, reloads included. */
const HIDE_REALTIME_TOASTS = `(() => {
  const add = () => {
    const s = document.createElement('style');
    s.textContent = '.foc-realtime-toaster { visibility: hidden !important; pointer-events: none !important; }';
    document.head.appendChild(s);
  };
  if (document.head) add();
  else document.addEventListener('DOMContentLoaded', add);
})();`;

/**
 * A fresh browser context (own storage) with a desktop viewport. The pushed notices of other specs'
 * flights on the shared server keep coming for 30 s each and take clicks anywhere under the header's
 * right half, so they are hidden on every page unless a spec asks for them (`realtimeToasts`); the
 * app's own toasts (saved, refused, welcome) stay.
 */
export async function newPage(browser: Browser, opts: { width?: number; height?: number; realtimeToasts?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 } });
  if (!opts.realtimeToasts) await context.addInitScript(HIDE_REALTIME_TOASTS);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('[pageerror]', e.message));
  return { context, page };
}

/** Signs in through the sign-in page (captcha is off for the e2e server) and waits for the home page. */
export async function signIn(page: Page, userName: string, password = PASSWORD): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/index/, { timeout: 20_000 });
}

/**
 * Switches the signed-in user to the seat `key` and waits until its menus and routes are in: its
 * side menu shows `menuPath` and the shell is back on the home page (a switch lands there).
 */
export async function useSeat(page: Page, key: string, menuPath: string): Promise<void> {
  // the notices of other specs' flights come as toasts over the seat switcher
  await hideToasts(page);
  await page.getByTestId('seat-switcher').click();
  await page.locator(`[data-testid="seat-item"][data-seat-key="${key}"]`).click();
  await page.locator(`[data-testid="seat-switcher"][data-seat-key="${key}"]`).waitFor();
  await page.locator(`[data-path="${menuPath}"]`).first().waitFor();
  await page.waitForURL(/#\/index/);
}
