/**
 * The company's readings of leg states: the administrator switches the reading under the mail
 * settings screen, and a dispatcher's open leg list follows within seconds without a reload (the
 * state filter's names change); no reading switch in the dispatcher's theme drawer. The reading is
 * put back at the end (the specs share one server).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn } from './support/browser';

describe('company readings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it("an administrator's switch reaches a dispatcher's open leg list live", async () => {
    const dispatcher = await newPage(browser);
    await signIn(dispatcher.page, 'demo-control');
    await dispatcher.page.goto(appUrl('/tripLeg'));
    const filter = dispatcher.page.getByTestId('search-legState');
    await filter.waitFor();
    const names = async () => (await filter.locator('option').allTextContents()).join('|');
    await expect.poll(async () => (await filter.locator('option').count()) > 5).toBe(true);
    const before = await names();

    const admin = await newPage(browser);
    await signIn(admin.page, 'admin');
    await admin.page.goto(appUrl('/systemManager/mailSettings'));
    const section = admin.page.getByTestId('company-readings');
    await section.waitFor();
    const current = await section.locator('input[name="legStateReading"]:checked').getAttribute('value');
    const other = current === 'A' ? 'B' : 'A';
    const choose = async (reading: string) => {
      await section.locator(`input[name="legStateReading"][value="${reading}"]`).check({ force: true });
      await section.getByTestId('company-readings-save').click();
      await admin.page.locator('.bp6-toast').first().waitFor();
    };
    try {
      await choose(other);
      // the dispatcher's tab re-reads the readings when the socket says so: no reload
      await expect.poll(names, { timeout: 10_000 }).not.toBe(before);
      expect(dispatcher.page.url()).toContain('/tripLeg');
    } finally {
      await admin.page.reload();
      await section.waitFor();
      await choose(current ?? 'B');
    }
    await expect.poll(names, { timeout: 10_000 }).toBe(before);
    await admin.context.close();
    await dispatcher.context.close();
  });
});
