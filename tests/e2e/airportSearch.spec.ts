/**
 * The airport field of the trip form finds airports by their Chinese names: typing 上海 offers
 * Hongqiao and Pudong, 浦东 offers Pudong, and picking one fills its ICAO code.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn } from './support/browser';

describe('airport search by Chinese name', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('typing 上海 in an airport field offers ZSSS and ZSPD; picking fills the code', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-cs');
    await page.goto(appUrl('/tripAdd'));
    const form = page.getByTestId('trip-add');
    await form.waitFor();
    const box = form.locator('#leg-0-departureIcao');
    await box.fill('');
    await box.pressSequentially('上海', { delay: 40 });
    const items = page.getByTestId('suggest-item');
    await expect.poll(async () => (await items.allInnerTexts()).join('\n'), { timeout: 15_000 }).toMatch(/ZSPD/);
    const texts = (await items.allInnerTexts()).join('\n');
    expect(texts).toMatch(/ZSSS/);
    // the names read in the user's language (zh by default)
    expect(texts).toContain('上海浦东国际机场');
    await items.filter({ hasText: 'ZSPD' }).first().click();
    await expect.poll(() => box.inputValue()).toBe('ZSPD');

    await box.fill('');
    await box.pressSequentially('首都', { delay: 40 });
    await expect.poll(async () => (await items.allInnerTexts()).join('\n'), { timeout: 15_000 }).toMatch(/ZBAA/);
    await context.close();
  }, 120_000);
});
