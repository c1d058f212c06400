import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, shot as saveShot } from './support/browser';
import { call, legBody, runSuffix, someCustomerId } from './support/api';

const shot = (page: Page, name: string) => saveShot(page, `legDetail-${name}`, { fullPage: true });

interface Trip {
  id: string;
  version: number;
  tripNumber: string;
  legs: { id: string }[];
}
const tripVersion = async (page: Page, id: string) => (await call<Trip>(page, 'GET', `/trip/v1/trips/${id}`)).version;

/** Schedules a PIC and an SIC in the crew panel (candidates eligible by the API's answer). */
async function scheduleCrew(page: Page, legId: string) {
  const panel = page.locator(`[data-testid="leg-detail"][data-leg-id="${legId}"]`).getByTestId('leg-crew');
  const used = new Set<string>();
  for (const role of ['pic', 'sic'] as const) {
    const candidates = await call<{ id: string; workNo: string; eligible: boolean; refusal?: { key: string } }[]>(page, 'GET', `/trip/v1/tripLegs/${legId}/crewCandidates?role=${role}`);
    const pick = candidates.find((c) => c.eligible && !used.has(c.id));
    expect(pick, `an eligible ${role}: ${JSON.stringify(candidates.map((c) => [c.workNo, c.refusal?.key]))}`).toBeTruthy();
    used.add(pick!.id);
    await panel.getByTestId('leg-crew-role').selectOption(role);
    const picker = panel.getByTestId('leg-crew-picker');
    // the candidates reload when the role changes: pick until the picker shows the choice
    await expect
      .poll(
        async () => {
          await picker.click();
          await page.getByTestId('leg-crew-candidate').filter({ hasText: pick!.workNo }).first().click({ timeout: 3000 }).catch(() => page.keyboard.press('Escape'));
          return picker.innerText();
        },
        { timeout: 15_000 },
      )
      .toContain(pick!.workNo);
    await panel.getByTestId('leg-crew-assign').click();
    await expect.poll(() => panel.getByTestId('leg-crew-row').count()).toBe(used.size);
  }
}

describe('leg detail', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('takes a leg from evaluation to released, showing what blocks each step', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const customerId = await someCustomerId(page, 'E2E leg customer');
    const created = await call<Trip>(page, 'POST', '/trip/v1/trips', {
      customerId,
      confirm: true,
      legs: [legBody(`L${runSuffix()}`, 'ZBAA', 'ZSPD', '2027-02-01T02:00:00Z', '2027-02-01T04:10:00Z')],
    });
    const legId = created.legs[0]!.id;
    await call(page, 'POST', `/trip/v1/trips/${created.id}/submit`, { version: await tripVersion(page, created.id) });
    await call(page, 'POST', `/trip/v1/trips/${created.id}/receive`, { version: await tripVersion(page, created.id) });

    // the leg list opens the leg from its number
    await page.goto(appUrl('/tripLeg'));
    const list = page.getByTestId('leg-list');
    await list.getByTestId('search-tripNumber').fill(created.tripNumber);
    await list.getByTestId('search-submit').click();
    await expect.poll(() => list.getByTestId('leg-table-row').count()).toBe(1);
    await list.getByTestId('leg-open').click();
    await page.waitForURL(/tripLegDetail\?id=/);

    const detail = page.locator(`[data-testid="leg-detail"][data-leg-id="${legId}"]`);
    const state = detail.getByTestId('leg-header').getByTestId('leg-state');
    const waitState = (s: number) => expect.poll(() => state.getAttribute('data-state'), { timeout: 10_000 }).toBe(String(s));
    await detail.getByTestId('leg-header').waitFor();
    await expect.poll(() => detail.getByTestId('leg-trip-number').innerText()).toBe(created.tripNumber);
    // Beijing time by default: 02:00Z is 10:00
    expect(await detail.getByTestId('leg-planned').innerText()).toContain('2027-02-01 10:00');
    expect(await detail.getByTestId('leg-next').getAttribute('data-step')).toBe('evaluation');
    await shot(page, '1-new');

    // evaluation: pass
    await detail.getByTestId('action-evaluate').click();
    await page.getByTestId('evaluate-dialog-ok').click();
    await waitState(2);

    // aircraft: an airworthy one of a type that carries no cabin crew (a PIC and an SIC crew it)
    await detail.getByTestId('action-assignAircraft').click();
    await page.getByTestId('aircraft-filter').fill('CL605');
    const option = page.locator('[data-testid="aircraft-option"]').filter({ has: page.locator('[data-status="airworthy"]') }).first();
    await option.waitFor();
    await shot(page, '2-aircraft-dialog');
    await option.click();
    await page.getByTestId('aircraft-dialog-ok').click();
    await waitState(33);
    await expect.poll(() => detail.getByTestId('leg-aircraft').innerText()).toMatch(/B-/);

    // airworthiness: airworthy
    await detail.getByTestId('action-airworthiness').click();
    await page.getByTestId('airworthiness-dialog-ok').click();
    await waitState(3);

    // crew: a PIC and an SIC in the crew panel
    await scheduleCrew(page, legId);
    await expect.poll(() => detail.locator('[data-item="crew"]').getAttribute('data-done')).toBe('yes');

    // ready is refused until the flight plan is attached, and says so
    const ready = detail.getByTestId('action-ready');
    await expect.poll(() => ready.getAttribute('data-refusal')).toBe('航段尚未上传飞行计划');
    expect(await detail.getByTestId('leg-next-reason').innerText()).toBe('航段尚未上传飞行计划');
    await ready.hover();
    await page.locator('.bp6-tooltip').getByText('航段尚未上传飞行计划').waitFor();
    await shot(page, '3-ready-refused');

    await detail.getByTestId('action-flightPlan').click();
    await expect.poll(() => detail.locator('[data-item="flightPlan"]').getAttribute('data-done')).toBe('yes');
    await expect.poll(() => ready.getAttribute('data-refusal')).toBeNull();
    await ready.click();
    await waitState(30);

    // release needs the release documents
    await expect.poll(() => detail.getByTestId('action-release').getAttribute('data-refusal')).toBe('缺少放行资料，不能放行');
    await detail.getByTestId('action-releaseDocuments').click();
    await expect.poll(() => detail.locator('[data-item="releaseDocuments"]').getAttribute('data-done')).toBe('yes');
    await detail.getByTestId('action-release').click();
    await waitState(31);
    expect(await state.innerText()).toBe('已放行');
    await expect.poll(() => detail.getByTestId('leg-next').getAttribute('data-step')).toBe('takeoff');
    await shot(page, '4-released');

    // a passenger
    await detail.getByTestId('passenger-add').click();
    await page.getByTestId('passenger-name').fill('E2E Passenger');
    await page.getByTestId('passenger-dialog-ok').click();
    await expect.poll(() => detail.getByTestId('passenger-row').count()).toBe(1);

    // someone else changed the trip: the next command is answered 412, the page offers a reload
    await call(page, 'POST', `/trip/v1/tripLegs/${legId}/releaseDocuments`, { version: await tripVersion(page, created.id), attached: true });
    await detail.getByTestId('action-lock').click();
    await detail.getByTestId('leg-stale').waitFor();
    await shot(page, '6-stale');
    await detail.getByTestId('leg-reload').click();
    await expect.poll(() => detail.getByTestId('leg-stale').count()).toBe(0);
    await detail.getByTestId('action-lock').click();
    await detail.getByTestId('leg-locked').waitFor();

    // the log lists the commands with what changed
    await detail.getByTestId('action-log').click();
    const log = page.getByTestId('leg-log');
    await expect.poll(() => log.getByTestId('leg-log-table-row').count()).toBeGreaterThanOrEqual(7);
    const rows = log.getByTestId('leg-log-table-row');
    expect(await rows.first().locator('td[data-column="command"]').innerText()).toBe('锁定飞机');
    const released = rows.filter({ has: page.locator('li[data-field="legState"]', { hasText: '→ 已放行' }) });
    expect(await released.locator('td[data-column="command"]').innerText()).toBe('放行');
    await shot(page, '5-log');

    // a message link to the trip shows its legs and opens the first
    await page.goto(appUrl(`/leg?businessId=${created.id}&type=1`));
    const message = page.getByTestId('leg-message');
    await expect.poll(() => message.getByTestId('leg-message-tab').count()).toBe(1);
    await message.locator(`[data-testid="leg-detail"][data-leg-id="${legId}"]`).getByTestId('leg-header').waitFor();
    await context.close();
  });
});
