import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, useSeat, shot } from './support/browser';
import { call } from './support/api';
import { selectRow } from './support/flow';



/** The row of a table holding `text`. */
const rowWith = (table: Locator, testId: string, text: string) => table.getByTestId(`${testId}-row`).filter({ hasText: text });

/** The admin holds every seat; a screen is routed only in the seats whose menus have it. */
async function saveDialog(page: Page) {
  const dialog = page.getByTestId('resource-dialog');
  await dialog.getByTestId('resource-save').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('resource screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('creates an aircraft through the dialog, finds it, edits its seats and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await useSeat(page, 'FLEET', '/aircraftManage');
    await page.goto(appUrl('/aircraftManage/aircraft'));
    const list = page.getByTestId('aircraft-list');
    const table = list.getByTestId('aircraft-table');
    await table.getByTestId('aircraft-table-row').first().waitFor();
    // every seeded aircraft shows its status as a coloured tag
    await table.locator('[data-status]').first().waitFor();
    await shot(page, 'aircraft-list');

    // delete with nothing selected: 'select data before delete'
    await list.getByTestId('resource-delete').click();
    await list.getByRole('alert').waitFor();

    const tail = `B-9${String(Date.now() % 1000).padStart(3, '0')}`;
    await list.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    // the rules are checked before anything is sent
    await dialog.getByTestId('resource-save').click();
    await expect.poll(() => dialog.locator('.bp6-form-helper-text').count()).toBeGreaterThan(0);
    await dialog.getByTestId('field-tailNo').fill(tail.toLowerCase());
    await dialog.getByTestId('field-typeId').selectOption({ index: 1 });
    await dialog.getByTestId('field-seatNum').fill('8');
    await dialog.getByTestId('field-baseIcao').fill('zbaa');
    await shot(page, 'aircraft-dialog');
    await dialog.getByTestId('resource-save').click();
    // a new aircraft carries files: the dialog stays, now editing it, and shows its attachments
    await dialog.getByTestId('attachments-panel').waitFor();
    await page.locator('.bp6-dialog-close-button').click();
    await dialog.waitFor({ state: 'detached' });

    await list.getByTestId('search-tailNo').fill(tail);
    await list.getByTestId('search-submit').click();
    const row = rowWith(table, 'aircraft-table', tail);
    await row.waitFor();
    await expect.poll(() => table.getByTestId('aircraft-table-row').count()).toBe(1);
    expect(await row.locator('td[data-column="seatNum"]').innerText()).toBe('8');
    expect(await row.locator('td[data-column="baseIcao"]').innerText()).toBe('ZBAA');

    await row.getByTestId('row-edit').click();
    await dialog.getByTestId('field-seatNum').fill('12');
    await saveDialog(page);
    await expect.poll(() => row.locator('td[data-column="seatNum"]').innerText()).toBe('12');

    await selectRow(row);
    await list.getByTestId('resource-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => table.getByTestId('aircraft-table-row').count()).toBe(0);
    await context.close();
  });

  it('lists the crew and edits the FBO of ZBAA in the domestic airports', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await useSeat(page, 'CREW', '/crewManage');
    await page.goto(appUrl('/crewManage/crew'));
    const crew = page.getByTestId('crew-table');
    await crew.getByTestId('crew-table-row').first().waitFor();
    await crew.getByTestId('crew-table-row').first().getByTestId('row-edit').click();
    const dialog = page.getByTestId('resource-dialog');
    await dialog.getByTestId('field-qualifiedTypeIds').waitFor();
    await shot(page, 'crew-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await useSeat(page, 'RUN', '/run');
    await page.goto(appUrl('/run/domesticAirport'));
    const list = page.getByTestId('domesticAirport-list');
    const table = list.getByTestId('domesticAirport-table');
    await table.getByTestId('domesticAirport-table-row').first().waitFor();
    await list.getByTestId('search-icao').fill('zbaa');
    await list.getByTestId('search-submit').click();
    const row = rowWith(table, 'domesticAirport-table', 'ZBAA');
    await row.waitFor();
    await expect.poll(() => table.getByTestId('domesticAirport-table-row').count()).toBe(1);

    // first write creates the operator's data, the second one sends its version
    for (const fbo of ['Capital Jet FBO', 'Capital Jet FBO T1']) {
      await row.getByTestId('row-edit').click();
      await dialog.getByTestId('airport-facts').waitFor();
      await dialog.getByTestId('field-fbo').fill(fbo);
      if (fbo.endsWith('T1')) await shot(page, 'airport-dialog');
      await saveDialog(page);
      await expect.poll(() => row.locator('td[data-column="fbo"]').innerText()).toBe(fbo);
    }
    await shot(page, 'airport-list');

    // someone else saves while the dialog is open: 412 keeps it open and offers a reload
    await row.getByTestId('row-edit').click();
    await dialog.getByTestId('field-fbo').fill('Mine');
    await call(page, 'PUT', '/base/v1/airports/ZBAA', { version: 2, note: 'changed elsewhere' });
    await dialog.getByTestId('resource-save').click();
    await dialog.getByTestId('resource-stale').waitFor();
    await dialog.getByTestId('resource-reload').click();
    await dialog.getByTestId('resource-stale').waitFor({ state: 'detached' });
    expect(await dialog.getByTestId('field-note').inputValue()).toBe('changed elsewhere');
    expect(await dialog.getByTestId('field-fbo').inputValue()).toBe('Capital Jet FBO T1');
    await dialog.getByTestId('field-fbo').fill('Mine');
    await saveDialog(page);
    await expect.poll(() => row.locator('td[data-column="fbo"]').innerText()).toBe('Mine');
    await context.close();
  });
});
