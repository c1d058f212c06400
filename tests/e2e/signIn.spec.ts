import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn } from './support/browser';
import { E2E_CAPTCHA_TEXT } from './support/globalSetup';

describe('sign-in, wrong password, log out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('signs in as a seat user and lands on the home page with its menu', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-cs');
    await expect(page.getByTestId('side-menu').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows the wrong-password message and stays on the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('用户名或密码错误');
    expect(page.url()).toContain('#/login');
    await context.close();
  });

  it('asks for a captcha after repeated failures and lets the right password in with it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByTestId('login-username').fill('demo-finance');
    const error = page.getByTestId('login-error');
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('login-password').fill(`not-the-password-${i}`);
      await Promise.all([page.waitForResponse((r) => r.url().includes('/uaa/oauth/token')), page.getByTestId('login-submit').click()]);
      await expect.poll(() => error.innerText()).toContain('用户名或密码错误');
    }
    expect(await page.getByTestId('login-captcha').count()).toBe(0);
    // the right password now: the server asks for a captcha and the form shows one
    await page.getByTestId('login-password').fill('Demo-pass1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-captcha').waitFor();
    await expect.poll(() => error.innerText()).toContain('请输入验证码');
    await page.getByTestId('login-captcha-image').locator('img').waitFor();
    await page.getByTestId('login-captcha').fill(E2E_CAPTCHA_TEXT);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/index/, { timeout: 20_000 });
    await context.close();
  });

  it('sends a visitor without a session to /login with the wanted path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/tripLeg'));
    await page.waitForURL(/#\/login\?redirect=%2FtripLeg/);
    await context.close();
  });

  it('logs out to /login, and the back button does not reopen a page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    for (const path of ['/trip', '/tripLeg']) {
      await page.goto(appUrl(path));
      await page.locator(`[data-testid="tab"][data-path="${path}"]`).waitFor();
    }
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('logout-confirm-ok').click();
    await page.waitForURL(/#\/login/);
    // Back lands on an earlier page of the app, which the guard turns into the sign-in page.
    await page.goBack();
    await page.waitForURL(/#\/login/);
    await page.getByTestId('login-username').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('foc.token'))).toBeNull();
    await context.close();
  });
});
