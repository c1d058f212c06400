/** Helpers of the roster specs: a departure day ahead, and where a roster's bars are on screen. */
import type { Page } from 'playwright-core';
import { HOUR } from './gantt';

const TITLE_W = 200;
const TITLE_H = 40;

/** A departure `days` ahead at 02:00 UTC (10:00 Beijing). */
export function rosterDeparture(days: number): number {
  const d = new Date(Date.now() + days * 24 * HOUR);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 2, 0, 0);
}

/** A part of the roster shown now: the screen of a tab left open stays in the page, hidden. */
export const rosterPart = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

/**
 * Screen positions from the roster host's attributes: the period's start and the cell geometry
 * give x, the order of rows gives y (open lanes first, then the crew rows).
 */
export async function rosterGeometry(page: Page) {
  const host = rosterPart(page, 'roster-host');
  const num = async (name: string) => Number(await host.getAttribute(name));
  const box = (await host.boundingBox())!;
  const from = await num('data-view-from');
  const pxPerMs = (await num('data-cell-width')) / ((await num('data-scale')) * 60_000);
  const rowH = await num('data-row-height');
  const lead = await num('data-lead-rows');
  const crewRows = ((await host.getAttribute('data-row-ids')) ?? '').split(' ');
  const lanes = Object.fromEntries(((await host.getAttribute('data-open-lanes')) ?? '').split(' ').filter(Boolean).map((s) => s.split(':') as [string, string]));
  return {
    x: (ms: number) => box.x + TITLE_W + (ms - from) * pxPerMs,
    laneY: (legId: string) => box.y + TITLE_H + Number(lanes[legId]) * rowH + rowH / 2,
    crewY: (crewId: string) => box.y + TITLE_H + (lead + crewRows.indexOf(crewId)) * rowH + rowH / 2,
  };
}
