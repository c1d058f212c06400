/**
 * Import on the crew list: the LibreOffice workbook with one bad row shows the report (row,
 * column title, translated message) and no import button; the import itself is covered by
 * tests/integration/import.test.ts.
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { appUrl, launch, newPage, signIn, useSeat } from './support/browser';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/import/${name}`, import.meta.url));

describe('import dialog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('reports the bad row with its column title and translated message, offers no import', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await useSeat(page, 'CREW', '/crewManage');
    await page.goto(appUrl('/crewManage/crew'));
    const list = page.getByTestId('crew-list');
    await list.getByTestId('crew-table').waitFor();

    // the aircraft types the workbook names exist; no crew of an earlier run is left
    const types = await call<{ list: { code: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { pageSize: 500 });
    for (const code of ['LO-G650', 'LO-GL6']) if (!types.list.some((t) => t.code === code)) await call(page, 'POST', '/fleet/v1/aircraftTypes', { code, name: code });
    const crewOf = () => call<{ list: { id: string; workNo: string }[] }>(page, 'POST', '/crew/v1/crews/list', { pageSize: 50, searchParas: { conditions: [{ name: 'workNo', op: 'startsWith', value: 'LO-' }] } });
    const old = (await crewOf()).list.map((r) => r.id);
    if (old.length > 0) await call(page, 'DELETE', '/crew/v1/crews', old);

    await list.getByTestId('resource-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor();
    const input = dialog.locator('input[type="file"]');

    await input.setInputFiles(fixture('crew-libreoffice.xlsx'));
    const report = dialog.getByTestId('import-report');
    await report.waitFor();
    // row 7 has a birth date that does not exist: row, column title and message, translated
    expect(await report.locator('tbody tr').count()).toBe(1);
    const cells = await report.locator('tbody tr td').allInnerTexts();
    expect(cells[0]).toBe('7');
    expect(cells[1]).toMatch(/出生日期|Birth date/);
    expect(cells[2]).not.toContain('validation.');
    expect(await page.getByTestId('import-run').isDisabled()).toBe(true);

    // nothing was written
    expect((await crewOf()).list).toEqual([]);
    await context.close();
  }, 150_000);
});
