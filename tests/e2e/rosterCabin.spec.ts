/**
 * The cabin and maintenance rosters on the crew seat: a leg on an aircraft type that carries a cabin
 * attendant and an engineer shows in both rosters' open lanes; selected and assigned with "Assign",
 * the picker lists the leg's candidates (a cabin member whose medical has expired is disabled with the
 * document named), the assignment lands on the crew member's row and the leg leaves the open lanes.
 * Screenshots at 1920×1080 and 1366×768.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runSuffix } from './support/api';
import { appUrl, hideToasts, launch, newPage, signIn, useSeat, shot } from './support/browser';
import { HOUR, legOnAircraft } from './support/gantt';
import { rosterDeparture, rosterGeometry, rosterPart } from './support/roster';


/** Opens a roster at the leg's Beijing day and waits for the leg in the open lanes. */
async function openRoster(page: Page, path: string, dep: number, legId: string) {
  await page.goto(appUrl(`/crewManage/${path}`));
  const host = rosterPart(page, 'roster-host');
  await host.locator('canvas').waitFor({ timeout: 30_000 });
  await rosterPart(page, 'roster-from').fill(new Date(dep + 8 * HOUR).toISOString().slice(0, 10));
  await expect.poll(async () => (await host.getAttribute('data-open-lanes')) ?? '', { timeout: 20_000 }).toContain(legId);
  await expect.poll(async () => Number(await host.getAttribute('data-row-height')), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  return host;
}

/** Selects the open leg, opens "Assign", picks `workNo` and assigns; answers the refused candidates' texts first seen. */
async function assignBySelection(page: Page, legId: string, x: number, workNo: string, refusedNo?: string): Promise<string> {
  const g = await rosterGeometry(page);
  await page.mouse.click(x, g.laneY(legId));
  const assign = rosterPart(page, 'roster-assign');
  await expect.poll(async () => assign.isEnabled(), { timeout: 10_000 }).toBe(true);
  await assign.click();
  await page.getByTestId('roster-assign-picker').click();
  let refusal = '';
  if (refusedNo) {
    const refused = page.getByTestId('roster-candidate').filter({ hasText: refusedNo });
    await refused.waitFor({ timeout: 10_000 });
    refusal = await refused.innerText();
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
  }
  await page.getByTestId('roster-candidate').filter({ hasText: workNo }).click();
  await page.getByTestId('roster-assign-ok').click();
  await page.getByTestId('roster-assign-ok').waitFor({ state: 'detached', timeout: 10_000 });
  return refusal;
}

describe('cabin and maintenance rosters', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('assigns a cabin attendant and an engineer to a leg from their rosters by selection', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    await hideToasts(page);
    const suffix = runSuffix();
    const type = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraftTypes', { code: `RC${suffix}`, name: `Roster cabin ${suffix}`, cabinCrewCount: 1, engineerCount: 1 });
    const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-RC${suffix}`, typeId: type.id });
    const customerId = (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name: `Roster cabin customer ${suffix}` })).id;
    const dep = rosterDeparture(47);
    const arr = dep + 3 * HOUR;
    const trip = await legOnAircraft(page, customerId, `RC${suffix}`, dep, arr, plane.id);
    const legId = trip.legs[0]!.id;

    // document types of this run; a cabin member with valid records, one whose medical has expired, an engineer
    const medical = (await call<{ id: string }>(page, 'POST', '/crew/v1/medicalTypes', { name: `Cabin IVa ${suffix}` })).id;
    const security = (await call<{ id: string }>(page, 'POST', '/crew/v1/securityTypes', { name: `Cabin security ${suffix}` })).id;
    const licence = (await call<{ id: string }>(page, 'POST', '/crew/v1/licenceTypes', { name: `AME ${suffix}` })).id;
    const person = async (workNo: string, crewType: string) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo, cnName: `排班${workNo}`, crewType, baseIcao: 'ZBAA', nationality: 'CN' })).id;
    const doc = (crewId: string, kind: string, typeId: string, dueDate: string) => call(page, 'POST', '/crew/v1/documents', { crewId, kind, typeId, dueDate });
    const cabinNo = `0CB${suffix}`;
    const cabin = await person(cabinNo, 'cabin');
    await doc(cabin, 'medical', medical, '2040-01-01');
    await doc(cabin, 'security', security, '2040-01-01');
    const expiredNo = `0CX${suffix}`;
    const expired = await person(expiredNo, 'cabin');
    await doc(expired, 'medical', medical, '2020-01-01');
    await doc(expired, 'security', security, '2040-01-01');
    const engineerNo = `0EN${suffix}`;
    const engineer = await person(engineerNo, 'maintenance');
    await doc(engineer, 'licence', licence, '2040-01-01');

    await useSeat(page, 'CREW', '/crewManage');
    await openRoster(page, 'scheduleCabin', dep, legId);
    const x = (await rosterGeometry(page)).x((dep + arr) / 2);
    const refusal = await assignBySelection(page, legId, x, cabinNo, expiredNo);
    expect(refusal).toContain(`Cabin IVa ${suffix}`);
    expect(refusal).toContain('2020-01-01');
    const host = rosterPart(page, 'roster-host');
    await expect.poll(async () => (await host.getAttribute('data-open-lanes')) ?? '', { timeout: 15_000 }).not.toContain(legId);
    const crewOf = async () => (await call<{ list: { crewId: string; role: string }[] }>(page, 'POST', '/trip/v1/legCrews/list', { page: 1, pageSize: 10, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: legId }] } })).list;
    expect(await crewOf()).toEqual([expect.objectContaining({ crewId: cabin, role: 'cabin' })]);
    await shot(page, 'roster-cabin-1920');

    await openRoster(page, 'scheduleMaintenance', dep, legId);
    await assignBySelection(page, legId, x, engineerNo);
    await expect.poll(async () => (await crewOf()).map((c) => c.role).sort(), { timeout: 10_000 }).toEqual(['cabin', 'maintenance']);
    await expect.poll(async () => (await rosterPart(page, 'roster-host').getAttribute('data-open-lanes')) ?? '', { timeout: 15_000 }).not.toContain(legId);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(500);
    await shot(page, 'roster-maintenance-1366');
    await context.close();
  }, 150_000);
});
