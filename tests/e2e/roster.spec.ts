/**
 * The pilot roster on the crew seat: a leg with an aircraft and no pilots shows in the open lanes;
 * dragged onto a pilot it asks the role (both are missing), then the duty-time warning (7:30 of
 * 9:00 flight time) with a reason, and the leg shows on the pilot's row; publishing the week shows
 * the publication and no change since; another scheduler's assignment shows live as a change; leave
 * recorded afterwards outlines the assignment with the reason. Screenshots at 1920×1080 and 1366×768; labels in zhtw and en.
 * Bars are found from the host's attributes: the period's start and the cell geometry give x, the
 * order of rows gives y.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/roster.json';
import zhtw from '../../locales/zhtw/roster.json';
import { call, runSuffix } from './support/api';
import { appUrl, hideToasts, launch, newPage, signIn, useSeat, shot } from './support/browser';
import { selectRow } from './support/flow';
import { HOUR, legOnAircraft, tripOf } from './support/gantt';
import { rosterDeparture as departure, rosterGeometry as geometry } from './support/roster';


describe('crew roster', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('assigns an open leg to a pilot by drag, through the duty warning, and publishes the week', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'admin');
    await hideToasts(page);
    const suffix = runSuffix();
    const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
    const typeId = types.list[0]!.id;
    const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-RS${suffix}`, typeId });
    // a work number that sorts first among the captains
    const workNo = `0RS${suffix}`;
    const pilot = await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo, cnName: `排班${suffix}`, crewType: 'pilot', position: 'captain', baseIcao: 'ZBAA', nationality: 'CN', qualifiedTypeIds: [typeId] });
    // the demo operator checks crew records strictly: the new pilot gets a licence, a medical and the type ability
    const licenceTypeId = (await call<{ id: string }>(page, 'POST', '/crew/v1/licenceTypes', { name: `Roster ATPL ${suffix}` })).id;
    const medicalTypeId = (await call<{ id: string }>(page, 'POST', '/crew/v1/medicalTypes', { name: `Roster Class 1 ${suffix}` })).id;
    await call(page, 'POST', '/crew/v1/documents', { crewId: pilot.id, kind: 'licence', typeId: licenceTypeId, dueDate: '2040-01-01' });
    await call(page, 'POST', '/crew/v1/documents', { crewId: pilot.id, kind: 'medical', typeId: medicalTypeId, dueDate: '2040-01-01' });
    await call(page, 'POST', '/crew/v1/abilities', { crewId: pilot.id, aircraftTypeId: typeId, ability: 'captain', dueDate: '2040-01-01' });
    const customerId = (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name: `Roster Customer ${suffix}` })).id;
    // 7:30 block at 10:00 Beijing: past 80 % of the 9:00 flight-time limit, a warning
    const dep = departure(45);
    const arr = dep + 7.5 * HOUR;
    const trip = await legOnAircraft(page, customerId, `RS${suffix}`, dep, arr, plane.id);
    const legId = trip.legs[0]!.id;

    await useSeat(page, 'CREW', '/crewManage');
    await page.goto(appUrl('/crewManage/schedulePilot'));
    const host = page.getByTestId('roster-host');
    await host.locator('canvas').waitFor({ timeout: 30_000 });
    const day = new Date(dep + 8 * HOUR).toISOString().slice(0, 10); // the Beijing date
    await page.getByTestId('roster-from').fill(day);
    await expect.poll(async () => (await host.getAttribute('data-open-lanes')) ?? '', { timeout: 20_000 }).toContain(legId);
    await expect.poll(async () => (await host.getAttribute('data-row-ids')) ?? '', { timeout: 10_000 }).toContain(pilot.id);
    await expect.poll(async () => Number(await host.getAttribute('data-row-height')), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);

    // drag the open leg onto the pilot's row
    const g = await geometry(page);
    const x = g.x((dep + arr) / 2);
    await page.mouse.move(x, g.laneY(legId));
    await page.mouse.down();
    await page.mouse.move(x, g.laneY(legId) + 6, { steps: 3 });
    await page.mouse.move(x, g.crewY(pilot.id), { steps: 10 });
    await page.waitForTimeout(300);
    await shot(page, 'roster-drag');
    await page.mouse.up();

    // both pilots are missing: the role is asked; then the duty warning asks for a reason
    await page.getByTestId('roster-role-pic').click();
    const verdict = page.locator('.foc-duty-guard-dialog').getByTestId('duty-guard-verdict');
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getAttribute('data-key')).toBe('dutyTime.error.dutyWarning');
    await shot(page, 'roster-duty');
    await page.getByTestId('reason-text').fill('E2E roster: owner request');
    await page.getByTestId('reason-ok').click();
    await verdict.waitFor({ state: 'detached', timeout: 10_000 });
    await expect
      .poll(async () => (await call<{ list: { crewId: string; role: string }[] }>(page, 'POST', '/trip/v1/legCrews/list', { page: 1, pageSize: 10, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: legId }] } })).list, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ crewId: pilot.id, role: 'pic' })]);

    // the leg now sits on the pilot's row (the tooltip there names it) and still waits for a SIC
    const tooltip = page.getByTestId('roster-tooltip');
    const tooltipAt = async () => {
      const at = await geometry(page);
      await page.mouse.move(5, 5);
      await page.mouse.move(x, at.crewY(pilot.id));
      return (await tooltip.isVisible()) ? tooltip.innerText() : '';
    };
    await expect.poll(tooltipAt, { timeout: 15_000 }).toContain(trip.tripNumber);
    await page.mouse.move(5, 5);

    // publish the shown week: the publication is listed and nothing has changed since
    await page.getByTestId('roster-publish').click();
    await page.getByTestId('roster-publish-note').fill(`E2E week ${suffix}`);
    await page.getByTestId('roster-publish-ok').click();
    await page.getByTestId('roster-publication').filter({ hasText: `E2E week ${suffix}` }).waitFor({ timeout: 10_000 });
    await shot(page, 'roster-publish');
    await page.getByTestId('roster-publish-close').click();
    await expect.poll(async () => page.getByTestId('roster-changes').getAttribute('data-count'), { timeout: 10_000 }).toBe('0');
    await expect.poll(() => page.getByTestId('roster-last-publication').innerText(), { timeout: 10_000 }).toContain(day);

    // another scheduler assigns the SIC meanwhile: the roster follows live (no reload), the leg leaves the
    // open lanes and the new assignment counts as a change since publication
    const sic = await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `0RT${suffix}`, cnName: `排班副驾${suffix}`, crewType: 'pilot', position: 'firstOfficer', baseIcao: 'ZBAA', nationality: 'CN', qualifiedTypeIds: [typeId] });
    await call(page, 'POST', '/crew/v1/documents', { crewId: sic.id, kind: 'licence', typeId: licenceTypeId, dueDate: '2040-01-01' });
    await call(page, 'POST', '/crew/v1/documents', { crewId: sic.id, kind: 'medical', typeId: medicalTypeId, dueDate: '2040-01-01' });
    await call(page, 'POST', '/crew/v1/abilities', { crewId: sic.id, aircraftTypeId: typeId, ability: 'firstOfficer', dueDate: '2040-01-01' });
    const current = await tripOf(page, trip.id);
    await call(page, 'POST', `/trip/v1/tripLegs/${legId}/crew`, { version: current.version, crewId: sic.id, role: 'sic', dutyForceReason: 'E2E roster: live' });
    await expect.poll(async () => (await host.getAttribute('data-open-lanes')) ?? '', { timeout: 10_000 }).not.toContain(legId);
    await expect.poll(async () => page.getByTestId('roster-changes').getAttribute('data-count'), { timeout: 10_000 }).toBe('1');

    // leave recorded for the pilot over the leg afterwards: the assignment is outlined, and the tooltip says why
    await call(page, 'POST', '/crew/v1/activities', { crewId: pilot.id, kind: 'leave', startUtc: new Date(dep - 2 * HOUR).toISOString(), endUtc: new Date(arr + 2 * HOUR).toISOString() });
    await page.getByTestId('roster-reload').click();
    await expect.poll(async () => page.getByTestId('roster-invalid').getAttribute('data-count').catch(() => null), { timeout: 15_000 }).toBe('1');
    const problemAt = async () => {
      const at = await geometry(page);
      await page.mouse.move(5, 5);
      await page.mouse.move(x, at.crewY(pilot.id));
      const problem = page.getByTestId('roster-tooltip-problem');
      return (await problem.isVisible()) ? problem.innerText() : '';
    };
    await expect.poll(problemAt, { timeout: 15_000 }).toContain(new Date(dep - 2 * HOUR).toISOString().slice(0, 10));
    await shot(page, 'roster-invalid');
    await page.mouse.move(5, 5);
    await shot(page, 'roster-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(500);
    await shot(page, 'roster-1366');
    // at 1366 the toolbar keeps to one line: the roster's state sits with the legend, the time type in the grid's corner
    expect((await page.getByTestId('roster-toolbar').boundingBox())!.height).toBeLessThan(40);
    expect(await page.getByTestId('roster-time-type').innerText()).toBe('北京时间（UTC+8）');

    // the pilot's crew detail says which assigned leg no longer holds and leads to it; the leave
    // deleted there, the warning goes
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(appUrl(`/crewManage/crewDetail?id=${pilot.id}&tab=activities`));
    const issue = page.getByTestId('crew-assignment-issue').filter({ hasText: trip.tripNumber });
    await issue.waitFor({ timeout: 15_000 });
    expect(await issue.getAttribute('data-leg-id')).toBe(legId);
    await shot(page, 'crew-assignment-issues-1920');
    await issue.getByRole('button').click();
    await page.waitForURL(new RegExp(`tripLegId=${legId}`));
    await page.goBack();
    const activities = page.getByTestId('crewActivity-list');
    const leave = activities.getByTestId('crewActivity-table-row').first();
    await selectRow(leave);
    await activities.getByTestId('resource-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await page.getByTestId('crew-assignment-issues').waitFor({ state: 'detached', timeout: 15_000 });
    await page.goto(appUrl('/crewManage/schedulePilot'));
    await page.setViewportSize({ width: 1366, height: 768 });

    // labels in zhtw and en
    for (const [lang, texts] of [['zhtw', zhtw], ['en', en]] as const) {
      await page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
      await page.reload();
      await page.getByTestId('roster-legend').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('roster-legend').innerText()).toContain(texts['roster.legend.changed']);
      expect(await page.getByTestId('roster-publish').innerText()).toContain(texts['roster.publish.button']);
      await shot(page, `roster-${lang}-1366`);
    }
    await context.close();
  }, 150_000);
});
