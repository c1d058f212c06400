/**
 * Realtime between two dispatchers (two browser contexts): A cancels a leg; within 3 s B sees the
 * notification, the bell's count rise and the Gantt bar of that leg change colour (the flash of a
 * change pushed by the server, no reload by B); B opens the message and lands on that leg.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, legBody, runSuffix, someCustomerId } from './support/api';
import { appUrl, launch, newPage, signIn } from './support/browser';

const HOUR = 3_600_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };

describe('realtime between two dispatchers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('a cancelled leg reaches the other dispatcher: notification, bell, Gantt, then the leg', async () => {
    const a = await newPage(browser, { realtimeToasts: true });
    const b = await newPage(browser, { realtimeToasts: true });
    await signIn(a.page, 'admin');
    await signIn(b.page, 'demo-control');

    // A plans a two-leg trip two hours from now (no aircraft yet: its bars sit in the unassigned lanes)
    const customerId = await someCustomerId(a.page, 'Realtime Customer');
    const off = Math.ceil((Date.now() + 2 * HOUR) / 600_000) * 600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const suffix = runSuffix();
    let trip = await call<Trip>(a.page, 'POST', '/trip/v1/trips', {
      customerId,
      legs: [legBody(`RT${suffix}`, 'ZBAA', 'ZSSS', iso(off), iso(off + 2 * HOUR)), legBody(`RU${suffix}`, 'ZSSS', 'ZBAA', iso(off + 4 * HOUR), iso(off + 6 * HOUR))],
      confirm: true,
    });
    const legId = trip.legs[1]!.id;

    // B watches the Gantt chart; the leg's bar is there
    await b.page.goto(appUrl('/ganttChart'));
    const host = b.page.getByTestId('gantt-host');
    await expect.poll(async () => Number(await host.getAttribute('data-items')), { timeout: 30_000 }).toBeGreaterThan(0);
    const bell = b.page.getByTestId('notice-bell');
    await expect.poll(async () => (await b.page.evaluate(() => document.querySelector('[data-testid="notice-bell"]') !== null)), { timeout: 10_000 }).toBe(true);
    // the socket is up and the bell shows the count of before
    await b.page.waitForTimeout(500);
    const before = Number(await bell.getAttribute('data-unread'));

    // A cancels the second leg
    const started = Date.now();
    trip = await call<Trip>(a.page, 'POST', `/trip/v1/tripLegs/${legId}/cancel`, { version: trip.version, reasonType: 'customer' });

    const toast = b.page.locator('[data-testid="realtime-toast"][data-function-code="LEG_CANCEL"]');
    await toast.first().waitFor({ timeout: 3000 });
    await expect.poll(async () => Number(await bell.getAttribute('data-unread')), { timeout: 3000 - Math.min(2900, Date.now() - started) }).toBeGreaterThan(before);
    await expect.poll(async () => (await host.getAttribute('data-live-bars'))?.split(' ').includes(legId), { timeout: Math.max(100, 3000 - (Date.now() - started)) }).toBe(true);
    const within = Date.now() - started;
    expect(within).toBeLessThanOrEqual(3000);
    await expect(toast.first().textContent()).resolves.toContain(trip.tripNumber);

    // B opens the message from the notification: /leg with the cancelled leg (type 9)
    await b.page.locator('.foc-realtime-toaster .bp6-toast').filter({ has: toast }).getByRole('button').first().click();
    await b.page.waitForURL(/#\/leg\?tripLegId=/, { timeout: 10_000 });
    expect(b.page.url()).toContain(`tripLegId=${legId}`);
    expect(b.page.url()).toContain('type=9');
    await b.page.getByTestId('leg-message-cancelled').waitFor({ timeout: 10_000 });
    await expect.poll(async () => b.page.getByTestId('leg-detail').getAttribute('data-leg-id'), { timeout: 10_000 }).toBe(legId);
    // opening it read the leg's messages: the bell went back down
    await expect.poll(async () => Number(await bell.getAttribute('data-unread')), { timeout: 5000 }).toBeLessThanOrEqual(before);

    await a.context.close();
    await b.context.close();
  });
});
