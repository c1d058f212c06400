import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { appUrl, launch, newPage, signIn, useSeat, shot } from './support/browser';



/** The admin holds every seat; a screen is routed only in the seats whose menus have it. */
describe('aircraft detail and statistics', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ] as const) {
    it(`opens an aircraft from the list, walks its tabs and edits a technical field (${width}×${height})`, async () => {
      const { context, page } = await newPage(browser, { width, height });
      await signIn(page, 'admin');
      await useSeat(page, 'FLEET', '/aircraftManage');
      // a demo aircraft with its technical data (other specs add bare aircraft that may sort first)
      const fleet = await call<{ list: { tailNo: string; maxTakeoffWeightKg: number | null; engineModel: string | null }[] }>(page, 'POST', '/fleet/v1/aircraft/list', { page: 1, pageSize: 200, sortProperties: 'sortNum', sortDirection: 'asc' });
      const seeded = fleet.list.find((a) => a.maxTakeoffWeightKg !== null && a.engineModel)!;
      await page.goto(appUrl('/aircraftManage/aircraft'));
      const list = page.getByTestId('aircraft-list');
      await list.getByTestId('search-tailNo').fill(seeded.tailNo);
      await list.getByTestId('search-submit').click();
      const table = page.getByTestId('aircraft-table');
      const firstRow = table.getByTestId('aircraft-table-row').first();
      await expect.poll(async () => (await firstRow.locator('td[data-column="tailNo"]').innerText()).trim()).toBe(seeded.tailNo);
      const tail = seeded.tailNo;

      await firstRow.getByTestId('aircraft-open').click();
      const detail = page.getByTestId('aircraft-detail');
      await detail.waitFor();
      expect(await detail.getByTestId('detail-tail').innerText()).toBe(tail);
      await detail.getByTestId('detail-status').waitFor();
      await expect.poll(() => detail.getByTestId('detail-type').innerText()).not.toBe('');

      // data: the seeded technical data in the user's units (metric by default)
      const data = detail.getByTestId('aircraft-data');
      await data.waitFor();
      expect(await data.getByTestId('data-maxTakeoffWeightKg').innerText()).toMatch(/^[\d,]+ kg$/);
      expect(await data.getByTestId('data-engineModel').innerText()).not.toBe('—');
      await shot(page, `aircraft-detail-data-${width}`);

      // statistics: from the demo's confirmed flight logs (mixed with leg actual times where a log awaits confirmation), labelled so
      await detail.getByRole('tab', { name: /统计|Statistics/ }).click();
      const stats = detail.getByTestId('aircraft-statistics');
      await stats.waitFor();
      expect(await stats.getByTestId('stats-source').getAttribute('data-source')).toMatch(/^(flightLogs|mixed)$/);
      expect(await stats.getByTestId('stat-flightHours').innerText()).toMatch(/\d+:\d\d/);
      await shot(page, `aircraft-detail-statistics-${width}`);

      // files: the attachments of the aircraft
      await detail.getByRole('tab', { name: /文件|Files/ }).click();
      await detail.getByTestId('attachments-panel').waitFor();

      // edit a technical field from the data tab
      await detail.getByRole('tab', { name: /飞机数据|Data/ }).click();
      await data.getByTestId('aircraft-edit').click();
      const dialog = page.getByTestId('resource-dialog');
      await dialog.getByTestId('section-fleetRecord.section.performance').waitFor();
      const altitude = String(11_000 + (Date.now() % 1000));
      await dialog.getByTestId('field-cruiseHeightM').fill(altitude);
      await shot(page, `aircraft-detail-edit-${width}`);
      await dialog.getByTestId('resource-save').click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => data.getByTestId('data-cruiseHeightM').innerText()).toBe(`${Number(altitude).toLocaleString('en-US')} m`);
      const id = new URL(page.url().replace('#/', '')).searchParams.get('id')!;
      const saved = await call<{ cruiseHeightM: number; maxTakeoffWeightKg: number; tailNo: string }>(page, 'GET', `/fleet/v1/aircraft/${id}`);
      expect(saved).toMatchObject({ cruiseHeightM: Number(altitude), tailNo: tail });

      // imperial units: the same record in lb and ft
      await page.getByTestId('theme-drawer-button').click();
      await page.getByTestId('setting-unitSystem').getByText(/英制|Imperial/).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => data.getByTestId('data-cruiseHeightM').innerText()).toBe(`${Math.round(Number(altitude) * 3.280839895).toLocaleString('en-US')} ft`);
      expect(await data.getByTestId('data-maxTakeoffWeightKg').innerText()).toBe(`${Math.round(saved.maxTakeoffWeightKg / 0.45359237).toLocaleString('en-US')} lb`);
      await context.close();
    });
  }

  it('lists the aircraft types and edits one', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await useSeat(page, 'FLEET', '/aircraftManage');
    await page.goto(appUrl('/aircraftManage/aircraftType'));
    const table = page.getByTestId('aircraftType-table');
    const row = table.getByTestId('aircraftType-table-row').filter({ hasText: 'G650ER' });
    await row.waitFor();
    await shot(page, 'aircraft-types');
    await row.getByTestId('row-edit').click();
    const dialog = page.getByTestId('resource-dialog');
    const taxi = String(10 + (Date.now() % 20));
    await dialog.getByTestId('field-taxiMinutes').fill(taxi);
    await dialog.getByTestId('resource-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('td[data-column="taxiMinutes"]').innerText()).toBe(taxi);
    await context.close();
  });

  it('shows the statistics screen with figures and per-aircraft rows', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await useSeat(page, 'FLEET', '/aircraftManage');
    await page.goto(appUrl('/aircraftManage/aircraftStatistics'));
    const screen = page.getByTestId('aircraftStatistics-screen');
    await screen.getByTestId('stats-figures').waitFor();
    await screen.getByTestId('aircraftStatistics-table-row').first().waitFor();
    expect(await screen.getByTestId('stats-source').getAttribute('data-source')).toMatch(/^(flightLogs|mixed)$/);
    const flights = Number(await screen.getByTestId('stat-flights').locator('.foc-aircraft-stats__value').innerText());
    expect(flights).toBeGreaterThan(0);
    await shot(page, 'aircraft-statistics');
    // a type filter narrows the rows
    const all = await screen.getByTestId('aircraftStatistics-table-row').count();
    await screen.getByTestId('stats-type').selectOption({ index: 1 });
    await screen.getByTestId('search-submit').click();
    await expect.poll(() => screen.getByTestId('aircraftStatistics-table-row').count()).toBeLessThan(all);
    await context.close();
  });
});
