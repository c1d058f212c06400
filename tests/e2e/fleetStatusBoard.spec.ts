/**
 * The aircraft status board and the Gantt live (two browsers): in A a fleet engineer opens an AOG
 * fault through the fault API; within 3 s B (the control seat) sees the board's row and the Gantt
 * row's upkeep span turn AOG without reloading; closing the fault puts the aircraft back in service.
 * Screenshots of the board at 1920×1080 and 1366×768 when FOC_E2E_SHOTS names a folder.
 * Needs the fault commands (`POST /fleet/v1/faults`, `…/{id}/close`) of the fleet-upkeep work.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';

type BoardRow = { aircraftId: string; tailNo: string; status: string };

describe('aircraft status board, live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('an AOG opened by the fleet engineer reaches the control seat’s board and Gantt within 3 s; closing it returns the aircraft to service', async () => {
    const a = await newPage(browser);
    const b = await newPage(browser, { width: 1920, height: 1080 });
    const g = await b.context.newPage();
    await g.setViewportSize({ width: 1600, height: 900 });
    await signIn(a.page, 'demo-fleet');
    await signIn(b.page, 'demo-control');

    // an aircraft in service now
    const rows = (await call<{ rows: BoardRow[] }>(a.page, 'POST', '/fleet/v1/statusBoard', { statuses: ['airworthy'] })).rows;
    expect(rows.length).toBeGreaterThan(0);
    const plane = rows[0]!;

    // B watches the board and the Gantt
    await b.page.goto(appUrl('/aircraftManage/statusBoard'));
    const row = b.page.getByTestId(`board-row-${plane.tailNo}`);
    await expect.poll(async () => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('airworthy');
    await g.goto(appUrl('/ganttChart'));
    const host = g.getByTestId('gantt-host');
    await expect.poll(async () => Number(await host.getAttribute('data-rows')), { timeout: 30_000 }).toBeGreaterThan(0);
    await b.page.waitForTimeout(500);

    // A opens an AOG on it
    const now = Date.now();
    const started = Date.now();
    const fault = await call<{ id: string; version: number }>(a.page, 'POST', '/fleet/v1/faults', {
      aircraftId: plane.aircraftId,
      kind: 'aog',
      descriptionZh: '左发滑油泄漏',
      descriptionEn: 'left engine oil leak',
      discoveredAt: new Date(now - 60_000).toISOString(),
      expectedReturnAt: new Date(now + 30 * 3_600_000).toISOString(),
    });
    await expect.poll(async () => row.getAttribute('data-status'), { timeout: 3000 }).toBe('aog');
    await expect.poll(async () => (await host.getAttribute('data-upkeep-spans'))?.split(' ').includes(`${plane.tailNo}:aog`), { timeout: Math.max(100, 3000 - (Date.now() - started)) }).toBe(true);
    expect(Date.now() - started).toBeLessThanOrEqual(3000);
    await expect(row.getByTestId('open-aog').textContent()).resolves.toContain('左发滑油泄漏');
    await shot(b.page, 'board-1920');
    await shot(g, 'board-gantt');
    await b.page.setViewportSize({ width: 1366, height: 768 });
    await b.page.waitForTimeout(300);
    await shot(b.page, 'board-1366');

    // A closes it: back in service
    await call(a.page, 'POST', `/fleet/v1/faults/${fault.id}/close`, { rectification: 'Seal replaced, leak check passed', closedAt: new Date().toISOString(), version: fault.version });
    await expect.poll(async () => row.getAttribute('data-status'), { timeout: 3000 }).toBe('airworthy');

    await a.context.close();
    await b.context.close();
  });
});
