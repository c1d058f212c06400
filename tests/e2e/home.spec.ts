/**
 * The operations-control home: a leg released through the API that should have landed hours ago
 * shows on the overdue card (red) of a dispatcher who may see that leg's customer; when the leg's takeoff and landing are recorded through the API
 * by someone else, the card drops it without a reload (pushed over the socket). The crew seat's
 * home shows an assignment of the coming week that leave recorded later made invalid, and its row
 * opens the crew member. Screenshots at the wall-display and laptop sizes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, legBody, runSuffix } from './support/api';
import { appUrl, launch, newPage, signIn, shot } from './support/browser';

const MIN = 60_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };

/** A dispatcher at operations control who may see the legs of one customer only (the demo data's overdue legs stay out of the way). */
async function deskOf(page: Page, customerId: string, suffix: string): Promise<string> {
  const role = await call<{ id: string; version: number }>(page, 'POST', '/common/v1/sysRoles', { name: `home-desk-${suffix}`, code: `HOME_DESK_${suffix}` });
  const keys = ['tripMonitor:list', 'tripLeg:list', 'dataCenter:list', 'aircraft:list', 'dutyCheck:list'];
  const withKeys = await call<{ version: number }>(page, 'PUT', `/common/v1/sysRoles/${role.id}/permissions`, { version: role.version, permissionKeys: keys });
  await call(page, 'PUT', `/common/v1/sysRoles/${role.id}/dataPermissions`, { version: withKeys.version, grants: [{ dimension: 'customer', mode: 'specific', values: [customerId] }] });
  const seats = await call<{ id: string; keyName: string }[]>(page, 'GET', '/common/v1/seats');
  const userName = `home-desk-${suffix}`;
  await call(page, 'POST', '/common/v1/sysUsers', { userName, password: 'Demo-pass1', personName: `Home desk ${suffix}`, roleIds: [role.id], seatIds: [seats.find((s) => s.keyName === 'CONTROL')!.id] });
  return userName;
}

/** A released leg ZBAA → ZSSS of a new customer, planned to depart 6 hours ago and land 4 hours ago. */
async function overdueLeg(page: Page) {
  const suffix = runSuffix();
  const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
  const typeId = types.list[0]!.id;
  const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-H${suffix}`, typeId });
  const crew = async (n: number) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `HOME${suffix}${n}`, cnName: `首页${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  const [pic, sic] = [await crew(1), await crew(2)];
  const customerId = (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name: `Home Customer ${suffix}` })).id;
  const dep = Math.floor((Date.now() - 6 * 60 * MIN) / MIN) * MIN;
  const arr = dep + 120 * MIN;
  const flightNo = `HM${suffix}`;
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId, legs: [legBody(flightNo, 'ZBAA', 'ZSSS', new Date(dep).toISOString(), new Date(arr).toISOString())], confirm: true });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
  const legId = trip.legs[0]!.id;
  const cmd = async (command: string, body: object = {}) => (trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/${command}`, { version: trip.version, ...body }));
  await cmd('evaluate', { result: 'pass' });
  await cmd('assignAircraft', { aircraftId: plane.id });
  await cmd('airworthiness', { value: 'airworthy' });
  await cmd('flightPlan', { attached: true });
  await cmd('crew', { crewId: pic, role: 'pic' });
  await cmd('crew', { crewId: sic, role: 'sic' });
  await cmd('ready');
  await cmd('releaseDocuments', { attached: true });
  await cmd('release', { decision: 'release' });
  return { legId, flightNo, dep, arr, cmd, desk: await deskOf(page, customerId, suffix) };
}

const count = async (page: Page, key: string) => Number(await page.getByTestId(`home-work-${key}`).getAttribute('data-count'));

describe('the operations-control home', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('shows an overdue leg and drops it live when its landing is recorded', async () => {
    const setup = await newPage(browser);
    await signIn(setup.page, 'admin');
    const leg = await overdueLeg(setup.page);

    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, leg.desk);
    await page.goto(appUrl('/index'));
    const card = page.getByTestId('home-work-overdue');
    await card.waitFor({ timeout: 30_000 });
    const row = card.getByTestId(`home-row-${leg.legId}`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-level')).toBe('red');
    expect(await row.innerText()).toContain(leg.flightNo);
    expect(await card.getAttribute('data-severity')).toBe('danger');
    expect(await count(page, 'overdue')).toBe(1);
    // every card of the seat is there, an empty one says what is fine
    for (const key of ['detected', 'delayed', 'stale', 'movements', 'aircraftStatus', 'dutyWarnings']) await page.getByTestId(`home-work-${key}`).waitFor();
    await shot(page, 'home-control-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(300);
    await shot(page, 'home-control-1366');

    // someone else records the takeoff and the landing: the home follows without a reload
    await page.evaluate(() => ((window as unknown as { __homeMark: number }).__homeMark = 1));
    await leg.cmd('takeoff', { actualUtc: new Date(leg.dep + 10 * MIN).toISOString() });
    await leg.cmd('landing', { actualUtc: new Date(leg.arr + 15 * MIN).toISOString() });
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => count(page, 'overdue'), { timeout: 5000 }).toBe(0);
    await page.getByTestId('home-empty-overdue').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __homeMark?: number }).__homeMark)).toBe(1);
    await setup.context.close();
    await context.close();
  }, 180_000);

  it('the crew seat sees the week’s assignment that no longer holds and opens the crew member from it', async () => {
    const setup = await newPage(browser);
    await signIn(setup.page, 'admin');
    const page0 = setup.page;
    const suffix = runSuffix();
    const typeId = (await call<{ list: { id: string }[] }>(page0, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 })).list[0]!.id;
    const plane = await call<{ id: string }>(page0, 'POST', '/fleet/v1/aircraft', { tailNo: `B-HI${suffix}`, typeId });
    const pilot = (await call<{ id: string }>(page0, 'POST', '/crew/v1/crews', { workNo: `HOMEI${suffix}`, cnName: `失效${suffix}`, crewType: 'pilot', baseIcao: 'ZBAA', nationality: 'CN', qualifiedTypeIds: [typeId] })).id;
    // valid records, so the assignment holds under either record rule
    const licence = (await call<{ id: string }>(page0, 'POST', '/crew/v1/licenceTypes', { name: `Home ATPL ${suffix}` })).id;
    const medical = (await call<{ id: string }>(page0, 'POST', '/crew/v1/medicalTypes', { name: `Home Class 1 ${suffix}` })).id;
    await call(page0, 'POST', '/crew/v1/documents', { crewId: pilot, kind: 'licence', typeId: licence, dueDate: '2040-01-01' });
    await call(page0, 'POST', '/crew/v1/documents', { crewId: pilot, kind: 'medical', typeId: medical, dueDate: '2040-01-01' });
    await call(page0, 'POST', '/crew/v1/abilities', { crewId: pilot, aircraftTypeId: typeId, ability: 'captain', dueDate: '2040-01-01' });
    const customerId = (await call<{ id: string }>(page0, 'POST', '/customer/v1/customers', { type: 1, name: `Home Invalid ${suffix}` })).id;
    // three days ahead at 19:00 UTC, when no demo trip flies
    const dep = Math.floor(Date.now() / (24 * 60 * MIN)) * 24 * 60 * MIN + 3 * 24 * 60 * MIN + 19 * 60 * MIN;
    let trip = await call<Trip>(page0, 'POST', '/trip/v1/trips', { customerId, legs: [legBody(`HI${suffix}`, 'ZBAA', 'ZSSS', new Date(dep).toISOString(), new Date(dep + 120 * MIN).toISOString())], confirm: true });
    trip = await call<Trip>(page0, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
    trip = await call<Trip>(page0, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
    const legId = trip.legs[0]!.id;
    trip = await call<Trip>(page0, 'POST', `/trip/v1/tripLegs/${legId}/evaluate`, { version: trip.version, result: 'pass' });
    trip = await call<Trip>(page0, 'POST', `/trip/v1/tripLegs/${legId}/assignAircraft`, { version: trip.version, aircraftId: plane.id });
    await call(page0, 'POST', `/trip/v1/tripLegs/${legId}/crew`, { version: trip.version, crewId: pilot, role: 'pic', dutyForceReason: 'E2E home' });
    const assigned = await call<{ list: { id: string }[] }>(page0, 'POST', '/trip/v1/legCrews/list', { page: 1, pageSize: 5, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: legId }] } });
    const assignmentId = assigned.list[0]!.id;
    // leave recorded over the leg afterwards
    await call(page0, 'POST', '/crew/v1/activities', { crewId: pilot, kind: 'leave', startUtc: new Date(dep - 60 * MIN).toISOString(), endUtc: new Date(dep + 180 * MIN).toISOString() });

    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await signIn(page, 'demo-crew');
    const card = page.getByTestId('home-work-invalidAssignments');
    await card.waitFor({ timeout: 30_000 });
    const row = card.getByTestId(`home-row-${assignmentId}`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-level')).toBe('red');
    expect(await card.getAttribute('data-severity')).toBe('danger');
    await shot(page, 'home-crew-1366');
    await row.click();
    await page.getByTestId('crew-assignment-issue').filter({ hasText: trip.tripNumber }).waitFor({ timeout: 20_000 });
    await setup.context.close();
    await context.close();
  }, 180_000);
});
