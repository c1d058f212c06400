import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { call } from './support/api';



/** The admin holds every seat; the fleet screens are routed in the fleet seat's menus. */
async function useFleetSeat(page: Page) {
  await page.getByTestId('seat-switcher').click();
  await page.locator('[data-testid="seat-item"][data-seat-key="FLEET"]').click();
  await page.locator('[data-testid="seat-switcher"][data-seat-key="FLEET"]').waitFor();
  await page.locator('[data-path="/aircraftManage"]').first().waitFor();
  await page.waitForURL(/#\/index/);
}

async function aircraftStatusShown(page: Page, tailNo: string): Promise<string | null> {
  await page.goto(appUrl('/aircraftManage/aircraft'));
  const list = page.getByTestId('aircraft-list');
  await list.getByTestId('search-tailNo').fill(tailNo);
  await list.getByTestId('search-submit').click();
  const row = list.getByTestId('aircraft-table-row').filter({ hasText: tailNo });
  await row.waitFor();
  return row.locator('[data-status]').getAttribute('data-status');
}

describe('fault monitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('records an MEL item (countdown shown, the aircraft turns MEL), closes it (airworthy again)', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    await useFleetSeat(page);
    const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { pageSize: 1 });
    const tailNo = `B-7${String(Date.now() % 1000).padStart(3, '0')}`;
    await call(page, 'POST', '/fleet/v1/aircraft', { tailNo, typeId: types.list[0]!.id });

    await page.goto(appUrl('/aircraftManage/faultMonitor'));
    const monitor = page.getByTestId('faultMonitor-faults');
    await monitor.getByTestId('faultMonitor-table-row').first().waitFor();
    // the demo's open MEL items count down; the one due today is red
    await monitor.locator('[data-testid="mel-countdown"][data-urgent="1"]').first().waitFor();
    await shot(page, 'fault-monitor-1920');

    await monitor.getByTestId('fault-add-mel').click();
    const dialog = page.locator('.bp6-dialog').filter({ has: page.getByTestId('fault-create-ok') });
    await dialog.getByTestId('fault-aircraft').selectOption({ label: tailNo });
    await dialog.getByTestId('fault-melItem').fill('33-42-02');
    await dialog.getByTestId('fault-category').selectOption('B');
    await dialog.getByText(/ 3 /).first().waitFor(); // the operator's B interval is shown
    await dialog.getByTestId('fault-descriptionEn').fill('Right navigation light inoperative');
    await shot(page, 'fault-create-dialog');
    await dialog.getByTestId('fault-create-ok').click();
    await page.getByTestId('fault-create-ok').waitFor({ state: 'detached' });

    await monitor.getByTestId('search-aircraft').selectOption({ label: tailNo });
    await monitor.getByTestId('search-submit').click();
    const row = monitor.getByTestId('faultMonitor-table-row').filter({ hasText: tailNo });
    await row.waitFor();
    await expect.poll(() => monitor.getByTestId('faultMonitor-table-row').count()).toBe(1);
    expect(await row.locator('[data-kind]').getAttribute('data-kind')).toBe('mel');
    const countdown = row.getByTestId('mel-countdown');
    await countdown.waitFor();
    expect(await countdown.innerText()).toMatch(/\d/);
    expect(await aircraftStatusShown(page, tailNo)).toBe('mel');

    await page.goto(appUrl('/aircraftManage/faultMonitor'));
    await monitor.getByTestId('search-aircraft').selectOption({ label: tailNo });
    await monitor.getByTestId('search-submit').click();
    await row.waitFor();
    await expect.poll(() => monitor.getByTestId('faultMonitor-table-row').count()).toBe(1);
    await row.getByTestId('fault-close-open').click();
    const close = page.locator('.bp6-dialog').filter({ has: page.getByTestId('fault-close-ok') });
    await close.getByTestId('close-rectification').fill('Bulb replaced, operational test passed');
    await close.getByTestId('fault-close-ok').click();
    await page.getByTestId('fault-close-ok').waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('[data-state]').getAttribute('data-state')).toBe('closed');
    expect(await row.getByTestId('mel-countdown').count()).toBe(0);
    await expect.poll(() => aircraftStatusShown(page, tailNo), { timeout: 10_000 }).toBe('airworthy');
    await context.close();
  });

  it('the maintenance screens show the demo plans and status at 1366x768', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await signIn(page, 'admin');
    await useFleetSeat(page);
    await page.goto(appUrl('/aircraftManage/maintenanceConfirm'));
    await page.getByTestId('maintenancePlans-table-row').first().waitFor();
    await shot(page, 'maintenance-confirm-1366');
    await page.goto(appUrl('/aircraftManage/maintenanceStatus'));
    await page.getByTestId('maintenanceStatus-table-row').first().waitFor();
    await page.getByTestId('days-left').first().waitFor();
    await shot(page, 'maintenance-status-1366');
    await page.goto(appUrl('/aircraftManage/faultMonitor'));
    await page.getByTestId('faultMonitor-table-row').first().waitFor();
    await page.getByTestId('fleet-rules-open').click();
    await page.getByTestId('rules-zone').waitFor();
    expect(await page.getByTestId('rules-zone').inputValue()).toBe('Asia/Shanghai');
    await shot(page, 'fleet-rules-1366');
    await context.close();
  });
});
