/**
 * FOC issue 4, "done when": a business intention taken all the way to a released leg in the
 * browser, each step by the seat that owns it (one browser context per demo user), the refusals
 * of the leg flow shown with their messages. API calls only look up ids for assertions.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegState } from '../../src/domain/trip/states';
import { appUrl, hideToasts, launch, newPage, signIn, shot as saveShot } from './support/browser';
import { acceptConfirm, beijingDay, call, expectLegState, expectTooltip, openLegFromList, refusalText, stateText, tripRowAction } from './support/flow';

const shot = (page: Page, name: string) => saveShot(page, `i2r-${name}`, { fullPage: true });

const DAY = 86_400_000;
// 25 days ahead at odd minutes: beyond the demo trips' assigned aircraft and crew (assigned only within a week)
const DAY1 = beijingDay(Date.now() + 25 * DAY);
const DAY2 = beijingDay(Date.now() + 27 * DAY);
const OUT = 'ZBAA → ZSSS';

interface TripAnswer {
  id: string;
  tripNumber: string;
  legs: { id: string; legNumber: number; departureIcao: string; arrivalIcao: string; legState: number }[];
}

/** Runs one seat's part in its own browser context. */
async function asSeat(browser: Browser, user: string, part: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, user);
    // the notices of other specs' flights on the shared server come as toasts over the row actions
    await hideToasts(page);
    await part(page);
  } catch (e) {
    await shot(page, `failed-${user}`);
    throw e;
  } finally {
    await context.close();
  }
}

/** Schedules a PIC and then an SIC in the crew panel: the first eligible candidate of each role, two different people. */
async function scheduleCrew(page: Page, detail: Locator): Promise<string[]> {
  const panel = detail.getByTestId('leg-crew');
  const picked: string[] = [];
  for (const role of ['pic', 'sic'] as const) {
    await panel.getByTestId('leg-crew-role').selectOption(role);
    const picker = panel.getByTestId('leg-crew-picker');
    // the candidates reload when the role changes: open the list until an eligible, unused one can be taken
    await expect
      .poll(
        async () => {
          await picker.click();
          const eligible = page.locator('[data-testid="leg-crew-candidate"]:not([aria-disabled="true"])');
          await eligible.first().waitFor({ timeout: 3000 }).catch(() => undefined);
          const texts = await eligible.allInnerTexts();
          const index = texts.findIndex((x) => !picked.includes(x.trim().split(/\s+/)[0]!));
          if (index < 0) {
            await page.keyboard.press('Escape');
            return '';
          }
          const workNo = texts[index]!.trim().split(/\s+/)[0]!;
          await eligible.nth(index).click();
          return (await picker.innerText()).includes(workNo) ? workNo : '';
        },
        { timeout: 20_000 },
      )
      .not.toBe('');
    const workNo = (await picker.innerText()).trim().split(/\s+/)[0]!;
    picked.push(workNo);
    await panel.getByTestId('leg-crew-assign').click();
    await expect.poll(() => panel.getByTestId('leg-crew-row').count(), { timeout: 10_000 }).toBe(picked.length);
    await panel.getByTestId('leg-crew-row').filter({ hasText: workNo }).waitFor();
  }
  return picked;
}

describe('from a business intention to a released leg', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('customer service, evaluation, fleet, crew and control each take their step in the browser', async () => {
    const contact = `E2E Flow ${Date.now() % 100_000}`;
    let trip: TripAnswer | null = null;
    const legId = () => trip!.legs.find((l) => l.legNumber === 1)!.id;

    // --- 1. customer service: intention → confirmed → trip initiated → trip submitted ---
    await asSeat(browser, 'demo-cs', async (page) => {
      await page.goto(appUrl('/customerService/businessIntention'));
      const list = page.getByTestId('intention-list');
      await list.getByTestId('intention-add').click();
      const dialog = page.getByTestId('intention-dialog');
      await dialog.waitFor();
      const customer = dialog.getByTestId('intention-customer');
      await expect.poll(() => customer.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      await customer.selectOption({ index: 1 });
      await dialog.getByTestId('intention-contactName').fill(contact);
      await dialog.getByTestId('intention-contactPhone').fill('13900000001');
      const legs = dialog.getByTestId('intention-leg');
      await legs.nth(0).getByTestId('leg-departureIcao').fill('ZBAA');
      await legs.nth(0).getByTestId('leg-arrivalIcao').fill('ZSSS');
      await dialog.locator('input[name="legs.0.departure.date"]').fill(DAY1);
      await dialog.locator('input[name="legs.0.departure.time"]').fill('03:17');
      await legs.nth(0).getByTestId('leg-passengers').fill('3');
      await dialog.getByTestId('intention-addLeg').click();
      await expect.poll(() => legs.count()).toBe(2);
      await expect.poll(() => legs.nth(1).getByTestId('leg-departureIcao').inputValue()).toBe('ZSSS');
      await legs.nth(1).getByTestId('leg-arrivalIcao').fill('ZBAA');
      await dialog.locator('input[name="legs.1.departure.date"]').fill(DAY2);
      await dialog.locator('input[name="legs.1.departure.time"]').fill('15:43');
      await shot(page, '1-intention-dialog');
      await page.getByTestId('intention-save').click();
      await dialog.waitFor({ state: 'detached' });

      const row = list.getByTestId('intention-table-row').filter({ hasText: contact });
      await row.waitFor();
      await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('toConfirm');
      await row.getByText('ZBAA → ZSSS → ZBAA').waitFor();
      await row.locator('[data-action="confirm"]').click();
      await acceptConfirm(page);
      await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('confirmed');

      await row.locator('[data-action="initiate"]').click();
      await acceptConfirm(page);
      // the legs' own checks may ask once more (warnings of the initiated legs)
      const edit = page.getByTestId('trip-edit');
      await expect
        .poll(async () => {
          if ((await page.getByTestId('intention-warnings').count()) > 0) await acceptConfirm(page);
          return edit.count();
        }, { timeout: 20_000 })
        .toBe(1);
      await page.waitForURL(/#\/tripEdit\?id=/);
      const tripId = decodeURIComponent(new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '');
      trip = await call<TripAnswer>(page, 'GET', `/trip/v1/trips/${tripId}`);
      expect(trip.legs).toHaveLength(2);

      // the edit page shows the requested legs, times in Beijing time as typed
      await expect.poll(() => edit.getByTestId('trip-number').innerText()).toBe(trip.tripNumber);
      const rows = edit.getByTestId('trip-leg-row');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).innerText()).toContain(OUT);
      expect(await rows.nth(0).innerText()).toContain(`${DAY1} 03:17`);
      expect(await rows.nth(1).innerText()).toContain('ZSSS → ZBAA');
      expect(await rows.nth(1).innerText()).toContain(`${DAY2} 15:43`);
      await shot(page, '2-trip-edit');

      // submit: the trip list's row action opens the submit page
      await tripRowAction(page, trip.tripNumber, 'submit');
      const submit = page.getByTestId('trip-submit');
      await submit.waitFor();
      await expect.poll(() => submit.getByTestId('trip-leg-row').count()).toBe(2);
      await submit.getByTestId('trip-submit-go').click();
      await acceptConfirm(page);
      await submit.getByTestId('submitted').waitFor();
      expect(await submit.getByTestId('trip-status').getAttribute('data-status')).toBe('notReceived');
    });
    const tripNumber = trip!.tripNumber;

    // --- 2. operations evaluation: receive the trip, evaluate the leg "pass" ---
    await asSeat(browser, 'demo-eval', async (page) => {
      await tripRowAction(page, tripNumber, 'receive');
      const receive = page.getByTestId('trip-receive');
      await receive.waitFor();
      await receive.getByTestId('trip-receive-go').click();
      await acceptConfirm(page);
      await expect.poll(() => receive.getByTestId('trip-status').getAttribute('data-status')).toBe('received');

      const detail = await openLegFromList(page, tripNumber, OUT, legId());
      await expectLegState(detail, LegState.notEvaluated);
      expect(await detail.getByTestId('leg-planned').innerText()).toContain(`${DAY1} 03:17`);
      expect(await detail.getByTestId('leg-next').getAttribute('data-step')).toBe('evaluation');
      await detail.getByTestId('action-evaluate').click();
      await page.getByTestId('evaluate-pass').check({ force: true });
      await page.getByTestId('evaluate-dialog-ok').click();
      await expectLegState(detail, LegState.evaluated);
      await shot(page, '3-evaluated');
    });

    // --- 3. fleet: an airworthy aircraft, airworthiness confirmed ---
    await asSeat(browser, 'demo-fleet', async (page) => {
      const detail = await openLegFromList(page, tripNumber, OUT, legId());
      await expectLegState(detail, LegState.evaluated);
      await detail.getByTestId('action-assignAircraft').click();
      // a type that carries no cabin crew: a PIC and an SIC crew the leg
      await page.getByTestId('aircraft-filter').fill('CL605');
      const option = page.getByTestId('aircraft-option').filter({ has: page.locator('[data-status="airworthy"]') }).first();
      await option.waitFor();
      const tail = (await option.getAttribute('data-tail'))!;
      await option.click();
      await page.getByTestId('aircraft-dialog-ok').click();
      await expectLegState(detail, LegState.planned);
      await expect.poll(() => detail.getByTestId('leg-aircraft').innerText()).toContain(tail);

      await detail.getByTestId('action-airworthiness').click();
      await page.getByTestId('airworthiness-airworthy').check({ force: true });
      await page.getByTestId('airworthiness-dialog-ok').click();
      await expectLegState(detail, LegState.preparing);
      await shot(page, '4-fleet');
    });

    // --- 4. crew: a PIC and an SIC through the crew panel ---
    await asSeat(browser, 'demo-crew', async (page) => {
      const detail = await openLegFromList(page, tripNumber, OUT, legId());
      await expectLegState(detail, LegState.preparing);
      await expect.poll(() => detail.locator('[data-item="crew"]').getAttribute('data-done')).toBe('no');
      const picked = await scheduleCrew(page, detail);
      expect(new Set(picked).size).toBe(2);
      await expect.poll(() => detail.getByTestId('leg-crew-complete').getAttribute('class')).toContain('bp6-intent-success');
      await expect.poll(() => detail.locator('[data-item="crew"]').getAttribute('data-done')).toBe('yes');
      await expectLegState(detail, LegState.preparing);
      await shot(page, '5-crew');
    });

    // --- 5. operations control: ready refused without a flight plan, then ready; release refused without documents, then released ---
    await asSeat(browser, 'demo-control', async (page) => {
      const detail = await openLegFromList(page, tripNumber, OUT, legId());
      await expectLegState(detail, LegState.preparing);
      const noPlan = refusalText('trip.error.noFlightPlan');
      const ready = detail.getByTestId('action-ready');
      await expect.poll(() => ready.getAttribute('data-refusal')).toBe(noPlan);
      expect(await detail.getByTestId('leg-next-reason').innerText()).toBe(noPlan);
      await expectTooltip(page, ready, noPlan);
      await shot(page, '6-ready-refused');

      await detail.getByTestId('action-flightPlan').click();
      await expect.poll(() => detail.locator('[data-item="flightPlan"]').getAttribute('data-done')).toBe('yes');
      await expect.poll(() => ready.getAttribute('data-refusal')).toBeNull();
      await ready.click();
      await expectLegState(detail, LegState.ready);

      const noDocs = refusalText('trip.error.noReleaseDocuments');
      const release = detail.getByTestId('action-release');
      await expect.poll(() => release.getAttribute('data-refusal')).toBe(noDocs);
      await expectTooltip(page, release, noDocs);
      await shot(page, '7-release-refused');

      await detail.getByTestId('action-releaseDocuments').click();
      await expect.poll(() => detail.locator('[data-item="releaseDocuments"]').getAttribute('data-done')).toBe('yes');
      await expect.poll(() => release.getAttribute('data-refusal')).toBeNull();
      await release.click();
      await expectLegState(detail, LegState.released);
      expect(await detail.getByTestId('leg-header').getByTestId('leg-state').innerText()).toBe(stateText(LegState.released));
      await expect.poll(() => detail.getByTestId('leg-next').getAttribute('data-step')).toBe('takeoff');
      await shot(page, '8-released');

      // the leg list says so too
      await page.goto(appUrl('/tripLeg'));
      const list = page.getByTestId('leg-list');
      await list.getByTestId('search-tripNumber').fill(tripNumber);
      await list.getByTestId('search-submit').click();
      const row = list.getByTestId('leg-table-row').filter({ has: page.locator('td[data-column="route"]', { hasText: OUT }) });
      await expect.poll(() => row.locator('td[data-column="legState"]').innerText(), { timeout: 10_000 }).toContain(stateText(LegState.released));

      // the calendar's day view of the leg's date (Beijing time): the released leg in the 03:00 hour, opening its detail
      await page.goto(appUrl(`/tripcalendar?date=${DAY1}&view=day`));
      const dayView = page.getByTestId('trip-calendar').getByTestId('calendar-dayview');
      await dayView.waitFor();
      expect(await dayView.getAttribute('data-day')).toBe(DAY1);
      const chip = dayView.locator(`[data-hour="3"] [data-testid="calendar-leg"][data-leg-id="${legId()}"]`);
      await chip.waitFor({ timeout: 15_000 });
      expect(await chip.getAttribute('data-state')).toBe(String(LegState.released));
      expect(await chip.innerText()).toContain('03:17');
      await shot(page, '9-calendar-day');
      await chip.click();
      await page.waitForURL(new RegExp(`tripLegDetail\\?id=${legId()}`));
      await expectLegState(page.locator(`[data-testid="leg-detail"][data-leg-id="${legId()}"]`), LegState.released);
    });
  }, 300_000);
});
