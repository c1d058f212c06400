/**
 * Trip plan edit (/tripPlanEdit?id=): a trip's legs with times (Beijing), aircraft and crew in one
 * grid. Moving a leg onto another leg of its PIC is refused on its row naming that leg (crew
 * overlap); a clear time and a new SIC then save through the leg and crew commands.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, useSeat, shot } from './support/browser';
import { call, legBody, runSuffix, someCustomerId } from './support/api';

type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };
type Candidate = { id: string; eligible: boolean };

/** A received trip of one evaluated leg on `aircraftId`. */
async function tripOn(page: Page, customerId: string, flightNo: string, off: string, on: string, aircraftId: string): Promise<Trip> {
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId, confirm: true, legs: [legBody(flightNo, 'ZBAA', 'ZSSS', off, on)] });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
  const legId = trip.legs[0]!.id;
  trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/evaluate`, { version: trip.version, result: 'pass' });
  return call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/assignAircraft`, { version: trip.version, aircraftId });
}

/** The admin holds every seat; the plan editor is routed in the evaluation and control seats. */
/** The control seat, with its menus and routes in (the planner is one of its pages). */
/** A day 40 days ahead (UTC): inside the demo crew's licences and medicals, clear of the demo trips' crew. */
const D = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

const useControlSeat = (page: Page) => useSeat(page, 'CONTROL', '/ykManage');

describe('trip plan edit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('a move onto another leg of the PIC is refused on its row; a clear time and a new SIC are saved', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const customerId = await someCustomerId(page, 'E2E plan customer');
    const suffix = runSuffix();
    // two aircraft of one type, so one pilot may fly both
    const fleet = await call<{ list: { id: string; typeId: string }[] }>(page, 'POST', '/fleet/v1/aircraft/list', { page: 1, pageSize: 200 });
    const byType = new Map<string, string[]>();
    for (const a of fleet.list) byType.set(a.typeId, [...(byType.get(a.typeId) ?? []), a.id]);
    const [planeA, planeB] = [...byType.values()].find((ids) => ids.length >= 2)!;
    const mine = await tripOn(page, customerId, `P${suffix}A`, `${D}T02:00:00Z`, `${D}T04:00:00Z`, planeA!);
    const other = await tripOn(page, customerId, `P${suffix}B`, `${D}T06:00:00Z`, `${D}T08:00:00Z`, planeB!);
    const pilots = await call<Candidate[]>(page, 'GET', `/trip/v1/tripLegs/${mine.legs[0]!.id}/crewCandidates?role=pic`);
    const [pic, sic] = pilots.filter((c) => c.eligible).map((c) => c.id);
    let t1 = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${mine.legs[0]!.id}/crew`, { version: mine.version, crewId: pic, role: 'pic' });
    await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${other.legs[0]!.id}/crew`, { version: other.version, crewId: pic, role: 'pic' });

    await useControlSeat(page);
    await page.goto(appUrl(`/tripPlanEdit?id=${t1.id}`));
    const grid = page.getByTestId('plan-grid');
    const row = grid.getByTestId('plan-row').first();
    // Beijing time: 02:00Z is 10:00
    await expect.poll(() => row.getByTestId('plan-departure').inputValue()).toBe(`${D} 10:00`);
    await expect.poll(() => row.getByTestId('plan-pic').inputValue()).toBe(pic);

    await row.getByTestId('plan-departure').fill(`${D} 14:30`);
    await row.getByTestId('plan-arrival').fill(`${D} 16:30`);
    await page.getByTestId('plan-save').click();
    const problem = grid.getByTestId('plan-row-problem');
    await problem.waitFor().catch(async (e: unknown) => {
      await shot(page, 'plan-fail');
      throw e;
    });
    const text = await problem.innerText();
    expect(text).toContain(`P${suffix}B`);
    expect(text).toContain(`${D} 14:00`); // the other leg's departure, in Beijing time
    // nothing moved
    t1 = await call<Trip & { legs: { plannedDepartureUtc: string }[] }>(page, 'GET', `/trip/v1/trips/${t1.id}`);
    expect((t1 as unknown as { legs: { plannedDepartureUtc: string }[] }).legs[0]!.plannedDepartureUtc).toBe(`${D}T02:00:00.000Z`);

    await row.getByTestId('plan-departure').fill(`${D} 11:00`);
    await row.getByTestId('plan-arrival').fill(`${D} 13:00`);
    await row.getByTestId('plan-sic').selectOption(sic!);
    await page.getByTestId('plan-save').click();
    await expect.poll(() => grid.getByTestId('plan-row-problem').count()).toBe(0);
    await expect.poll(async () => (await call<{ legs: { plannedDepartureUtc: string }[] }>(page, 'GET', `/trip/v1/trips/${t1.id}`)).legs[0]!.plannedDepartureUtc).toBe(`${D}T03:00:00.000Z`);
    // the times save first, then the crew: wait for the SIC's command too
    const crewOf = async () =>
      (await call<{ list: { crewId: string; role: string }[] }>(page, 'POST', '/trip/v1/legCrews/list', { searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: mine.legs[0]!.id }] } })).list
        .map((c) => `${c.role}:${c.crewId}`)
        .sort()
        .join(' ');
    await expect.poll(crewOf).toBe([`pic:${pic}`, `sic:${sic}`].sort().join(' '));
    await context.close();
  });

  it('without a trip, the planner finds it by number', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const trips = await call<{ list: { tripNumber: string }[] }>(page, 'POST', '/trip/v1/trips/list', { page: 1, pageSize: 1 });
    const number = trips.list[0]!.tripNumber;
    await useControlSeat(page);
    await page.goto(appUrl('/tripPlanEdit'));
    await page.getByTestId('plan-search').fill(number);
    await page.getByTestId('plan-search-go').click();
    await page.getByTestId('plan-hit').filter({ hasText: number }).first().click();
    await page.getByTestId('plan-grid').waitFor();
    expect(page.url()).toContain('tripPlanEdit?id=');
    await context.close();
  });
});
