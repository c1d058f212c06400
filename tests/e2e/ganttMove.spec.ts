/**
 * Gantt chart, a move with its preview and Undo: a leg dragged onto a free aircraft first shows
 * what the move would do (the target, readiness, ferries, crew, duty) and moves nothing until
 * confirmed; confirmed, it moves, and the toast's Undo moves it back within 10 s.
 * Bars are found by the engine's time scale as in ganttDrag.spec.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GANTT_DEFAULTS, cellMs } from '../../src/timeline-engine/core/scales';
import { runSuffix, someCustomerId } from './support/api';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';
import { confirmPreview, freeAircraft, HOUR, legOnAircraft, quietDeparture, tripOf } from './support/gantt';

const MS_PER_PX = cellMs(GANTT_DEFAULTS.scale) / GANTT_DEFAULTS.cellWidth;
const BODY_X = 300;

describe('Gantt chart, move with preview and Undo', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('previews the move, moves on confirmation and moves back on Undo', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const customerId = await someCustomerId(page, 'E2E gantt move customer');
    const dep = quietDeparture(24);
    const free = await freeAircraft(page, dep);
    expect(free.length).toBeGreaterThanOrEqual(2);
    const [a, c] = free as [(typeof free)[number], (typeof free)[number]];
    const moving = await legOnAircraft(page, customerId, `GM${runSuffix()}`, dep, dep + 2 * HOUR, a.id);

    const before = await page.evaluate(() => Date.now());
    await page.goto(appUrl('/ganttChart'));
    const host = page.getByTestId('gantt-host');
    await host.locator('canvas').waitFor({ timeout: 30_000 });
    const viewStart = (before + (await page.evaluate(() => Date.now()))) / 2 - 4 * HOUR;
    await expect.poll(async () => Number(await host.getAttribute('data-rows')), { timeout: 20_000 }).toBeGreaterThan(c.index);
    await expect.poll(async () => Number(await host.getAttribute('data-row-height')), { timeout: 10_000 }).toBeGreaterThan(0);
    const rowH = Number(await host.getAttribute('data-row-height'));
    const box = (await host.boundingBox())!;
    const bodyLeft = box.x + GANTT_DEFAULTS.titleWidth;
    const bodyTop = box.y + GANTT_DEFAULTS.titleHeight;
    await page.mouse.move(bodyLeft + 50, bodyTop + 5);
    await page.mouse.wheel(Math.round((dep - viewStart) / MS_PER_PX) - BODY_X, 0);
    const x = bodyLeft + BODY_X + Math.round(HOUR / MS_PER_PX);
    const rowY = async (index: number) => bodyTop + (Number(await host.getAttribute('data-lead-rows')) + index) * rowH + rowH / 2;
    const tooltip = page.getByTestId('gantt-tooltip');
    await expect.poll(async () => {
      await page.mouse.move(box.x + 5, box.y + 5);
      await page.mouse.move(x, await rowY(a.index));
      return (await tooltip.isVisible()) ? tooltip.innerText() : '';
    }, { timeout: 20_000 }).toContain(moving.tripNumber);

    // Drag onto C: the preview names C and what the move does; nothing moved yet.
    const from = await rowY(a.index);
    await page.mouse.move(x, from);
    await page.mouse.down();
    await page.mouse.move(x, from + 6, { steps: 3 });
    await page.mouse.move(x, await rowY(c.index), { steps: 10 });
    await page.waitForTimeout(400);
    await page.mouse.up();
    const preview = page.getByTestId('gantt-move-preview');
    await preview.waitFor({ timeout: 15_000 });
    expect(await preview.locator('[data-preview="to"]').innerText()).toContain(c.tailNo);
    expect(await preview.locator('[data-preview="from"]').innerText()).toContain(a.tailNo);
    for (const part of ['readiness', 'ferries', 'crew', 'duty']) expect(await preview.locator(`[data-preview="${part}"]`).count()).toBe(1);
    await shot(page, 'gantt-move-preview');
    expect((await tripOf(page, moving.id)).legs[0]!.aircraftId).toBe(a.id);
    const versionBefore = (await tripOf(page, moving.id)).version;
    expect(versionBefore).toBe(moving.version); // the preview wrote nothing

    // Confirmed: the leg moves; the toast offers Undo.
    await confirmPreview(page);
    await expect.poll(async () => (await tripOf(page, moving.id)).legs[0]!.aircraftId, { timeout: 15_000 }).toBe(c.id);
    const undo = page.locator('.foc-gantt-undo a.bp6-button');
    await undo.waitFor({ timeout: 10_000 });
    await shot(page, 'gantt-move-undo');
    await undo.click();
    await expect.poll(async () => (await tripOf(page, moving.id)).legs[0]!.aircraftId, { timeout: 15_000 }).toBe(a.id);
    const back = await tripOf(page, moving.id);
    expect(back.version).toBe(versionBefore + 2);
    await context.close();
  }, 150_000);
});
