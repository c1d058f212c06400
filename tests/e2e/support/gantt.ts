/** Shared steps of the Gantt drag specs: a leg on an aircraft through the trip API, and free aircraft rows. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, legBody } from './api';

export const HOUR = 3_600_000;

export interface Leg { id: string; aircraftId: string | null }
export interface Trip { id: string; tripNumber: string; version: number; legs: Leg[] }
export interface Row { id: string; tailNo: string; ganttStatus: number }
interface Window { rows: Row[]; items: { aircraftId: string | null }[] }

export const tripOf = (page: Page, id: string) => call<Trip>(page, 'GET', `/trip/v1/trips/${id}`);

/** A trip of one leg, received, evaluated and on `aircraftId`. */
export async function legOnAircraft(page: Page, customerId: string, flightNo: string, off: number, on: number, aircraftId: string): Promise<Trip> {
  const created = await call<Trip>(page, 'POST', '/trip/v1/trips', {
    customerId,
    confirm: true,
    legs: [legBody(flightNo, 'ZBAA', 'ZSPD', new Date(off).toISOString(), new Date(on).toISOString())],
  });
  const legId = created.legs[0]!.id;
  await call(page, 'POST', `/trip/v1/trips/${created.id}/submit`, { version: (await tripOf(page, created.id)).version });
  await call(page, 'POST', `/trip/v1/trips/${created.id}/receive`, { version: (await tripOf(page, created.id)).version });
  await call(page, 'POST', `/trip/v1/tripLegs/${legId}/evaluate`, { version: (await tripOf(page, created.id)).version, result: 'pass' });
  await call(page, 'POST', `/trip/v1/tripLegs/${legId}/assignAircraft`, { version: (await tripOf(page, created.id)).version, aircraftId });
  const trip = await tripOf(page, created.id);
  expect(trip.legs[0]!.aircraftId).toBe(aircraftId);
  return trip;
}

/** In-service aircraft with no leg within 12 h of `at`, among the first `maxIndex` rows, with their row index. */
export async function freeAircraft(page: Page, at: number, maxIndex = 20): Promise<(Row & { index: number })[]> {
  const win = await call<Window>(page, 'POST', '/trip/v1/gantt/window', { from: new Date(at - 12 * HOUR).toISOString(), to: new Date(at + 12 * HOUR).toISOString(), view: 'fleet' });
  const busy = new Set(win.items.map((i) => i.aircraftId));
  return win.rows.map((r, index) => ({ ...r, index })).filter((r) => r.ganttStatus === 0 && !busy.has(r.id) && r.index < maxIndex);
}

/** A departure `days` ahead at 19:00 UTC (03:00 Beijing), when no demo trip flies. */
export function quietDeparture(days: number): number {
  const day = new Date(Date.now() + days * 24 * HOUR);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 19, 0, 0);
}

/** Waits for the move's preview (its consequences) and confirms the move. */
export async function confirmPreview(page: Page): Promise<string> {
  const preview = page.getByTestId('gantt-move-preview');
  await preview.waitFor({ timeout: 15_000 });
  const text = await preview.innerText();
  await page.locator('.foc-confirm .bp6-button.bp6-intent-warning').click();
  await preview.waitFor({ state: 'detached', timeout: 10_000 });
  return text;
}
