/**
 * Seat menus, the menu catalogue and the interface list in the browser (zh and en): an
 * administrator hides a menu from a seat in SeatMenu and the seat's user no longer finds it in the
 * side menu on the next load; the interface list finds a route by its permission key.
 * FOC_E2E_SHOTS=<folder> keeps screenshots of the five screens at 1920×1080 and 1366×768.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesFor, type Language } from '../../src/i18n';
import { appUrl, launch, newPage, signIn, shot, SHOTS_DIR } from './support/browser';
import { call } from './support/flow';

const SCREENS = ['seat', 'seatMenu', 'seatStatus', 'menu', 'interface'] as const;
const COUNTRY = '/run/country';

async function useLanguage(page: Page, lang: Language) {
  await page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
  await page.reload();
}

/** Paths of the side menu's screens in the operations-resources area, every directory opened (the menus load anew). */
async function sideMenuPaths(page: Page): Promise<string[]> {
  await page.goto(appUrl('/run/domesticAirport'));
  await page.reload();
  const menu = page.getByTestId('side-menu');
  await menu.locator('a[data-path]').first().waitFor({ timeout: 20_000 });
  for (let closed = menu.locator('[role="button"][aria-expanded="false"]'); (await closed.count()) > 0; ) await closed.first().click();
  return menu.locator('a[data-path]').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')!));
}

describe('seat menus and interfaces', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it.each(['zh', 'en'] as Language[])('%s: a menu hidden from a seat leaves its side menu; the interface list finds a route', { timeout: 180_000 }, async (lang) => {
    const tr = resourcesFor(lang);
    const admin = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(admin.page, 'admin');
    await useLanguage(admin.page, lang);
    const seats = await call<{ id: string; keyName: string }[]>(admin.page, 'GET', '/common/v1/sysSeats');
    const run = seats.find((s) => s.keyName === 'RUN')!;

    const user = await newPage(browser);
    await signIn(user.page, 'demo-run');
    expect(await sideMenuPaths(user.page)).toContain(COUNTRY);

    // uncheck the country list (with its buttons) for the RUN seat and save
    await admin.page.goto(appUrl(`/systemManager/seatMenu?seatId=${run.id}`));
    const tree = admin.page.getByTestId('seat-menu-tree');
    await admin.page.getByTestId('seat-menu-filter').fill('country.list');
    const row = tree.locator('[data-key="country.list"]');
    await row.waitFor();
    const box = row.getByTestId('seat-menu-check');
    expect(await box.isChecked()).toBe(true);
    await row.locator('label').click();
    expect(await box.isChecked()).toBe(false);
    const save = admin.page.getByTestId('seat-menu-save');
    expect(await save.innerText()).toContain(tr['systemSeat.menus.saveMenus']);
    await save.click();
    await expect.poll(() => save.isDisabled(), { timeout: 10_000 }).toBe(true);

    // the seat's user loads the menus again: the entry is gone
    expect(await sideMenuPaths(user.page)).not.toContain(COUNTRY);

    // put it back (other flows use it)
    await row.locator('label').click();
    await save.click();
    await expect.poll(() => save.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await sideMenuPaths(user.page)).toContain(COUNTRY);

    // the interface list finds the seat list route by its permission key
    await admin.page.goto(appUrl('/systemManager/interface'));
    const table = admin.page.getByTestId('interface-table');
    await table.locator('tbody tr').first().waitFor();
    await admin.page.getByTestId('search-key').fill('seat:list');
    await admin.page.getByTestId('search-submit').click();
    await expect.poll(() => table.innerText(), { timeout: 10_000 }).toContain('/common/v1/sysSeats');
    expect(await table.innerText()).toContain(tr['systemSeat.if.system.business']);

    if (SHOTS_DIR) {
      for (const size of [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }]) {
        await admin.page.setViewportSize(size);
        for (const screen of SCREENS) {
          await admin.page.goto(appUrl(`/systemManager/${screen}`));
          await admin.page.waitForTimeout(1500);
          await shot(admin.page, `${screen}-${lang}-${size.width}`);
        }
      }
    }
    await admin.context.close();
    await user.context.close();
  });
});
