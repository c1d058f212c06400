import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PASSWORD = 'Demo-pass1';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** URL of an app route (hash routing under /foc/). */
export function appUrl(path: string): string {
  return `${baseUrl()}/foc/#${path}`;
}

export async function launch(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** A fresh browser context (own storage) with a desktop viewport. */
export async function newPage(browser: Browser, opts: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 } });
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
