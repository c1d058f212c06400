/**
 * Gantt chart, drag of a leg (FOC issue 5): a drop onto an aircraft that already flies at that
 * time is refused (red ghost with its reason; the server gives the same refusal; the drop offers
 * to force the overlap with a reason, cancelled here) and the leg keeps its aircraft; a drop onto
 * a free aircraft moves the leg, which the leg list then shows; an overlap forced with a reason
 * moves it and keeps the reason.
 * Bars are found by the engine's time scale: the view starts 4 h before the mount time at the
 * default scale and cell width (fresh browser storage), and a wheel pans it by exact pixels.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhSchedule from '../../locales/zh/schedule.json';
import { GANTT_DEFAULTS, cellMs } from '../../src/timeline-engine/core/scales';
import { call, runSuffix, someCustomerId } from './support/api';
import { confirmPreview, freeAircraft, HOUR, legOnAircraft, quietDeparture, tripOf, type Row } from './support/gantt';
import { appUrl, baseUrl, launch, newPage, signIn, shot } from './support/browser';
import { countColour } from './support/png';

const TITLE_W = GANTT_DEFAULTS.titleWidth;
const TITLE_H = GANTT_DEFAULTS.titleHeight;
const MS_PER_PX = cellMs(GANTT_DEFAULTS.scale) / GANTT_DEFAULTS.cellWidth;
/** Where the leg's departure is put in the body after the pan. */
const TARGET_X = 400;

const REFUSED: [number, number, number] = [0xcd, 0x42, 0x46];
const ALLOWED: [number, number, number] = [0x23, 0x85, 0x51];

describe('Gantt chart, drag of a leg', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('refuses a drop onto an overlapping leg of another aircraft and moves a leg onto a free one', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const suffix = runSuffix();
    const customerId = await someCustomerId(page, 'E2E gantt drag customer');

    // ~20 days ahead at 19:00 UTC (03:00 Beijing): no demo trip flies then.
    const dep = quietDeparture(20);
    const arr = dep + 2 * HOUR;

    // Three in-service aircraft with no leg around that time, among the rows the view shows first.
    const free = await freeAircraft(page, dep);
    expect(free.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = free as [Row & { index: number }, Row & { index: number }, Row & { index: number }];

    const moving = await legOnAircraft(page, customerId, `GD${suffix}`, dep, arr, a.id);
    const blocking = await legOnAircraft(page, customerId, `GE${suffix}`, dep + HOUR / 2, arr + HOUR / 2, b.id);
    const legId = moving.legs[0]!.id;

    // Open the chart; the view starts 4 h before the mount time.
    const before = await page.evaluate(() => Date.now());
    await page.goto(appUrl('/ganttChart'));
    const host = page.getByTestId('gantt-host');
    await host.locator('canvas').waitFor({ timeout: 30_000 });
    const after = await page.evaluate(() => Date.now());
    await expect.poll(async () => Number(await host.getAttribute('data-rows')), { timeout: 20_000 }).toBeGreaterThan(c.index);
    // lanes of legs without an aircraft come first: aircraft rows start below them
    let lead = Number(await host.getAttribute('data-lead-rows'));
    // rows grow to fill the height when there are few of them (normal density)
    await expect.poll(async () => Number(await host.getAttribute('data-row-height')), { timeout: 10_000 }).toBeGreaterThan(0);
    const CELL_H = Number(await host.getAttribute('data-row-height'));
    expect(after - before).toBeLessThan(60_000); // a minute is under one pixel at the default scale
    const viewStart = (before + after) / 2 - 4 * HOUR;
    const box = (await host.boundingBox())!;
    expect(TITLE_H + (lead + Math.max(a.index, b.index, c.index) + 1) * CELL_H).toBeLessThan(box.height);

    // Pan so that the departure sits TARGET_X px into the body (a wheel's deltaX pans by pixels).
    const dx = Math.round((dep - viewStart) / MS_PER_PX) - TARGET_X;
    await page.mouse.move(box.x + TITLE_W + 50, box.y + TITLE_H + 5);
    await page.mouse.wheel(dx, 0);

    const x = box.x + TITLE_W + TARGET_X + Math.round((arr - dep) / MS_PER_PX / 2);
    const rowY = (index: number) => box.y + TITLE_H + (lead + index) * CELL_H + CELL_H / 2;
    const tooltip = page.getByTestId('gantt-tooltip');
    // the lanes of legs without an aircraft follow the loaded window: re-read them once panned
    const relead = async () => {
      lead = Number(await host.getAttribute('data-lead-rows'));
    };
    const tooltipAt = async (px: number, index: number): Promise<string> => {
      await relead();
      await page.mouse.move(box.x + 5, box.y + 5);
      await page.mouse.move(px, rowY(index));
      return (await tooltip.isVisible()) ? tooltip.innerText() : '';
    };
    await expect.poll(() => tooltipAt(x, a.index), { timeout: 20_000 }).toContain(moving.tripNumber);
    await expect.poll(() => tooltipAt(x, b.index), { timeout: 5_000 }).toContain(blocking.tripNumber);

    /** Presses on the leg's bar in a row, drags it straight to another row, shoots the ghost and its reason. */
    const dragTo = async (index: number, from = a.index) => {
      await relead();
      await page.mouse.move(x, rowY(from));
      await page.mouse.down();
      await page.mouse.move(x, rowY(from) + 6, { steps: 3 });
      await page.mouse.move(x, rowY(index), { steps: 10 });
      await page.waitForTimeout(400);
      const top = Math.round(rowY(index) - CELL_H / 2);
      return page.screenshot({ clip: { x: Math.round(box.x + TITLE_W), y: top, width: Math.round(box.width - TITLE_W - 4), height: CELL_H + 18 } });
    };

    // 1. Onto B, where it would overlap B's leg: a red ghost with its reason below; the drop asks
    //    for a reason to force the overlap; cancelled, nothing moves.
    const refusedShot = await dragTo(b.index);
    expect(countColour(refusedShot, REFUSED)).toBeGreaterThan(40);
    await page.mouse.up();
    const force = page.getByTestId('reason-dialog');
    await force.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('gantt-force').innerText()).toContain(b.tailNo);
    expect(await page.getByTestId('reason-ok').isDisabled()).toBe(true);
    await page.getByTestId('reason-cancel').click();
    await force.waitFor({ state: 'detached', timeout: 10_000 });
    expect((await tripOf(page, moving.id)).legs[0]!.aircraftId).toBe(a.id);
    // The server refuses the same move with the same message (zh, the default language).
    const token = await page.evaluate(() => localStorage.getItem('foc.token'));
    const res = await fetch(`${baseUrl()}/trip/v1/tripLegs/${legId}/move`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'zh' },
      body: JSON.stringify({ version: (await tripOf(page, moving.id)).version, aircraftId: b.id, plannedDepartureUtc: new Date(dep).toISOString() }),
    });
    const refusal = (await res.json()) as { key: string; message: string };
    expect(res.status).toBe(400);
    expect(refusal.key).toBe('trip.error.aircraftOverlap');
    const text = zhSchedule['trip.error.aircraftOverlap'].replace('{{tailNo}}', b.tailNo).replace('{{tripNumber}}', blocking.tripNumber).replace('{{legNumber}}', '1');
    expect(refusal.message).toBe(text);
    expect(await tooltipAt(x, a.index)).toContain(moving.tripNumber);

    // 2. Onto C, free at that time: a green ghost; the drop shows the move's consequences, confirmed it moves the leg.
    const allowedShot = await dragTo(c.index);
    expect(countColour(allowedShot, ALLOWED)).toBeGreaterThan(40);
    await page.mouse.up();
    await confirmPreview(page);
    await page.locator('.bp6-toast').filter({ hasText: moving.tripNumber }).first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await tripOf(page, moving.id)).legs[0]!.aircraftId, { timeout: 10_000 }).toBe(c.id);
    const list = await call<{ totalNum: number }>(page, 'POST', '/trip/v1/tripLegs/list', {
      pageSize: 5,
      // the customer leg (C may need a ferry in front of it, which carries the same trip number)
      searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: moving.tripNumber }, { name: 'aircraftId', op: 'eq', value: c.id }, { name: 'isFerry', op: 'eq', value: false }] },
    });
    expect(list.totalNum).toBe(1);
    await expect.poll(() => tooltipAt(x, c.index), { timeout: 15_000 }).toContain(moving.tripNumber);
    await shot(page, 'gantt-drag-done');

    // 3. From C onto B again, forced with a reason: the leg moves onto B and keeps the reason.
    await dragTo(b.index, c.index);
    await page.mouse.up();
    await force.waitFor({ timeout: 10_000 });
    await page.getByTestId('reason-text').fill('VIP request: swap aircraft after B lands');
    await page.getByTestId('reason-ok').click();
    await confirmPreview(page);
    await expect.poll(async () => (await tripOf(page, moving.id)).legs[0]!.aircraftId, { timeout: 15_000 }).toBe(b.id);
    const forced = await call<{ list: { forcedOverlapReason: string | null }[] }>(page, 'POST', '/trip/v1/tripLegs/list', {
      pageSize: 5,
      searchParas: { conditions: [{ name: 'tripNumber', op: 'eq', value: moving.tripNumber }, { name: 'isFerry', op: 'eq', value: false }] },
    });
    expect(forced.list[0]!.forcedOverlapReason).toBe('VIP request: swap aircraft after B lands');
    await context.close();
  }, 150_000);
});
