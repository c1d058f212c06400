/**
 * Duty-time screens in the browser, as the admin in the crew seat: the regulations (presets
 * read-only with their citations, a copy that may only tighten, the company's default), the
 * duty-period check and the flight-time report of a pilot scheduled through the API, and the duty
 * warning of the crew panel forced with a reason.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { appUrl, hideToasts, launch, newPage, signIn, shot as saveShot } from './support/browser';
import { call, legBody, runSuffix } from './support/api';
import { acceptConfirm, beijingDay } from './support/flow';

const shot = (page: Page, name: string) => saveShot(page, `duty-${name}`, { fullPage: true });

const SUFFIX = runSuffix();
const WORK_NO = `E2E-P${SUFFIX}`;
const REG_NAME = `E2E 公司规章 ${SUFFIX}`;
// 30 days ahead: clear of the demo trips; the legs' UTC times are on the same Beijing date
const DAY = beijingDay(Date.now() + 30 * 86_400_000);
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => `${DAY}T${hhmm}:00Z`;

interface Trip {
  id: string;
  version: number;
  legs: { id: string; legNumber: number }[];
}

/** The admin holds every seat; the crew screens are routed in the crew seat. */
async function useCrewSeat(page: Page) {
  await page.getByTestId('seat-switcher').click();
  await page.locator('[data-testid="seat-item"][data-seat-key="CREW"]').click();
  await page.locator('[data-testid="seat-switcher"][data-seat-key="CREW"]').waitFor();
  await page.locator('[data-path="/crewManage"]').first().waitFor();
  await page.waitForURL(/#\/index/);
}

/**
 * A pilot qualified on a new type, and a trip of three legs on DAY (ZBAA–ZSSS–ZBAA–ZSSS, 01:00–03:00,
 * 04:00–06:00, 07:00–10:30 UTC) on a new aircraft of that type, ready for crew; the pilot is PIC of
 * the first two (report 08:00 Beijing: 1–4 sectors, max FDP 14:00, flight time 9:00).
 */
async function scheduledPilot(page: Page): Promise<{ crewId: string; legIds: string[] }> {
  const typeId = (await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraftTypes', { code: `E2E-${SUFFIX}`, name: `E2E G650 ${SUFFIX}` })).id;
  const aircraftId = (await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo: `B-E${SUFFIX}`, typeId })).id;
  const customerId = (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name: `E2E Duty Customer ${SUFFIX}` })).id;
  const crewId = (
    await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: WORK_NO, cnName: `值勤${SUFFIX}`, crewType: 'pilot', nationality: 'CN', baseIcao: 'ZBAA', qualifiedTypeIds: [typeId] })
  ).id;
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', {
    customerId,
    confirm: true,
    legs: [
      legBody(`D${SUFFIX}`, 'ZBAA', 'ZSSS', at('01:00'), at('03:00')),
      legBody(undefined, 'ZSSS', 'ZBAA', at('04:00'), at('06:00')),
      legBody(undefined, 'ZBAA', 'ZSSS', at('07:00'), at('10:30')),
    ],
  });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
  const legIds = [...trip.legs].sort((a, b) => a.legNumber - b.legNumber).map((l) => l.id);
  for (const legId of legIds) {
    trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/evaluate`, { version: trip.version, result: 'pass' });
    trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/assignAircraft`, { version: trip.version, aircraftId });
  }
  for (const legId of legIds.slice(0, 2)) trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/crew`, { version: trip.version, crewId, role: 'pic' });
  return { crewId, legIds };
}

describe('duty-time screens', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let crewId = '';
  let legIds: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
    await signIn(page, 'admin');
    await useCrewSeat(page);
    ({ crewId, legIds } = await scheduledPilot(page));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('lists the presets, shows one read-only, and saves a tightened copy that becomes the default', async () => {
    await page.goto(appUrl('/crewManage/regulation'));
    const table = page.getByTestId('regulation-table');
    const rows = table.getByTestId('regulation-table-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const names = await rows.locator('td[data-column="name"] strong').allInnerTexts();
    expect(names.slice(0, 4)).toEqual(['CCAR-121 P章', 'EASA ORO.FTL', 'FAA Part 117', 'FAA 135.267']);
    for (let i = 0; i < 4; i++) expect(await rows.nth(i).getByTestId('reg-builtin').count()).toBe(1);
    const row = (name: string) => rows.filter({ has: page.locator('td[data-column="name"] strong', { hasText: name }) });
    const ccar = row('CCAR-121 P章');
    expect(await ccar.getByTestId('reg-default').count()).toBe(1);
    expect(await table.getByTestId('reg-default').count()).toBe(1);

    // the preset: read-only, each table with its rule, no save
    await ccar.getByTestId('reg-view').click();
    const editor = page.locator('.foc-reg-editor');
    await editor.getByTestId('reg-preset-note').waitFor();
    const cell = (path: string) => editor.getByTestId(`reg-input-${path}`);
    await expect.poll(() => cell('fdp.basic.minutes.1.0').inputValue()).toBe('14:00');
    expect(await cell('fdp.basic.minutes.1.0').getAttribute('readonly')).not.toBeNull();
    const citations = await editor.getByTestId('reg-citation').allInnerTexts();
    expect(citations).toEqual(expect.arrayContaining(['121.485(a) 表B', '121.483(a) 表A', '121.495(d)']));
    expect(await editor.getByTestId('reg-sources').locator('li').count()).toBeGreaterThan(0);
    expect(await editor.getByTestId('reg-save').count()).toBe(0);
    await shot(page, '1-preset');

    // copy it: a new regulation based on CCAR-121, every cell showing the preset's value
    await editor.getByTestId('reg-copy').click();
    await expect.poll(() => editor.getByTestId('reg-name').inputValue(), { timeout: 10_000 }).toBe('CCAR-121 P章（公司）');
    await editor.getByTestId('reg-name').fill(REG_NAME);
    expect(await editor.getByTestId('reg-based-on').inputValue()).toBe('CCAR-121');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/crew/v1/regulations') posts.push(r.url());
    });
    // tighter: 00:00–04:59, 1–4 sectors 12:00 → 11:00
    await cell('fdp.basic.minutes.0.0').fill('11:00');
    expect(await editor.getByTestId('reg-cell-fdp.basic.minutes.0.0').getAttribute('data-loose')).toBeNull();
    expect(await editor.getByTestId('reg-cell-fdp.basic.minutes.0.0').innerText()).toContain('预设 12:00');
    // looser: 12:00–23:59, 1–4 sectors 13:00 → 13:30 is marked and refused before anything is sent
    const loose = editor.getByTestId('reg-cell-fdp.basic.minutes.2.0');
    await cell('fdp.basic.minutes.2.0').fill('13:30');
    await expect.poll(() => loose.getAttribute('data-loose')).toBe('');
    expect(await loose.getByTestId('reg-loose-hint').innerText()).toBe('宽于预设 13:00');
    expect(await cell('fdp.basic.minutes.2.0').evaluate((e) => e.closest('.bp6-input-group')!.className)).toContain('bp6-intent-danger');
    await shot(page, '2-loose');
    await editor.getByTestId('reg-save').click();
    await page.locator('.bp6-toast').filter({ hasText: '规章比所依据的预设规章宽松' }).waitFor();
    expect(await editor.count()).toBe(1);
    expect(posts).toEqual([]);

    // fixed: saved, the new row in the list
    await cell('fdp.basic.minutes.2.0').fill('13:00');
    await expect.poll(() => loose.getAttribute('data-loose')).toBeNull();
    await editor.getByTestId('reg-save').click();
    await editor.waitFor({ state: 'detached', timeout: 10_000 });
    expect(posts).toHaveLength(1);
    const mine = row(REG_NAME);
    await mine.waitFor({ timeout: 10_000 });
    expect(await mine.locator('td[data-column="basedOn"]').innerText()).toBe('CCAR-121');
    expect(await mine.getByTestId('reg-builtin').count()).toBe(0);
    const list = await call<{ list: { id: string; name: string }[] }>(page, 'POST', '/crew/v1/regulations/list', { page: 1, pageSize: 50 });
    const savedId = list.list.find((r) => r.name === REG_NAME)!.id;
    const saved = await call<{ regulation: { fdp: { basic: { minutes: (number | null)[][] } } } }>(page, 'GET', `/crew/v1/regulations/${savedId}`);
    expect(saved.regulation.fdp.basic.minutes[0]![0]).toBe(660);
    expect(saved.regulation.fdp.basic.minutes[2]![0]).toBe(780);

    // the company's default: the new one, then CCAR-121 again
    await mine.getByTestId('reg-set-default').click();
    await acceptConfirm(page);
    await mine.getByTestId('reg-default').waitFor({ timeout: 10_000 });
    await expect.poll(() => ccar.getByTestId('reg-default').count()).toBe(0);
    await shot(page, '3-own-default');
    await ccar.getByTestId('reg-set-default').click();
    await acceptConfirm(page);
    await ccar.getByTestId('reg-default').waitFor({ timeout: 10_000 });
    await expect.poll(() => mine.getByTestId('reg-default').count()).toBe(0);
  });

  it('checks the pilot\'s duty period against CCAR-121 and shows the rule behind each limit', async () => {
    await page.goto(appUrl('/crewManage/dutyPeriodCheck'));
    const screen = page.getByTestId('duty-check');
    await hideToasts(page);
    await screen.getByTestId('duty-crew').click();
    await page.locator('.bp6-popover input').fill(WORK_NO);
    await page.getByTestId('duty-crew-option').filter({ hasText: WORK_NO }).click();
    await expect.poll(() => screen.getByTestId('duty-crew').innerText()).toContain(WORK_NO);
    await page.locator('#duty-from').fill(shiftDay(DAY, -1));
    await page.locator('#duty-to').fill(shiftDay(DAY, 1));
    const reg = screen.getByTestId('duty-regulation');
    await expect.poll(() => reg.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(4);
    await reg.selectOption('CCAR-121');
    await screen.getByTestId('duty-run').click();

    const rows = screen.getByTestId('duty-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    const duty = rows.first();
    const col = (key: string) => duty.locator(`td[data-column="${key}"]`).innerText();
    expect(await col('report')).toContain(`${DAY} 08:00`); // 00:00Z, an hour before the first off-block
    expect(await col('sectors')).toBe('2');
    expect(await col('fdp')).toBe('6:00');
    expect(await col('maxFdp')).toBe('14:00');
    expect(await col('flight')).toBe('4:00');
    const verdict = duty.getByTestId('duty-verdict');
    expect(await verdict.getAttribute('data-level')).toBe('pass');
    expect(await verdict.innerText()).toBe('通过');
    expect(await screen.getByTestId('duty-overall').getAttribute('data-level')).toBe('pass');

    await duty.getByTestId('duty-expand').click();
    const items = screen.getByTestId('duty-items');
    await items.waitFor();
    const fdp = items.getByTestId('duty-item').filter({ hasText: '121.485(a)' });
    expect(await fdp.count()).toBeGreaterThan(0);
    expect(await fdp.first().innerText()).toContain('14:00');
    expect(await screen.getByTestId('duty-legs').locator('tbody tr').count()).toBe(2);
    // not flown yet: each leg's times are the plan, tagged so, with the legend under the legs
    const tags = screen.getByTestId('duty-leg-times');
    expect(await tags.evaluateAll((els) => els.map((e) => e.getAttribute('data-times-from')))).toEqual(['planned', 'planned']);
    expect(await screen.getByTestId('duty-leg-times-legend').innerText()).toContain('飞行日志');
    await shot(page, '4-check');
    await saveShot(screen.getByTestId('duty-legs').locator('..'), 'duty-4-check-legs');
  });

  it('reports the day\'s flight time of the pilot and exports it as xlsx', async () => {
    await page.goto(appUrl('/crewManage/flightTimeReport'));
    const screen = page.getByTestId('flightTimeReport');
    await hideToasts(page);
    await page.locator('#flightTimeReport-date').fill(DAY);
    await screen.getByTestId('duty-crews').locator('input').click();
    await screen.getByTestId('duty-crews').locator('input').fill(WORK_NO);
    await page.getByTestId('duty-crews-option').filter({ hasText: WORK_NO }).click();
    await page.keyboard.press('Escape');
    await screen.getByTestId('duty-crews').getByText(WORK_NO).waitFor();
    const reg = screen.getByTestId('duty-regulation');
    await expect.poll(() => reg.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(4);
    await reg.selectOption('CCAR-121');
    await screen.getByTestId('report-run').click();

    const row = screen.getByTestId('flightTimeReport-table-row').filter({ hasText: WORK_NO });
    await row.waitFor({ timeout: 10_000 });
    expect(await screen.getByTestId('flightTimeReport-table-row').count()).toBe(1);
    expect(await row.locator('td[data-column="day"]').innerText()).toBe('4:00');
    expect(await row.locator('td[data-column="month"]').innerText()).toBe('4:00');
    expect(await row.getByTestId('report-verdict').getAttribute('data-level')).toBe('pass');
    const figures = await row.getByTestId('report-figure').allInnerTexts();
    expect(figures.length).toBeGreaterThan(0);
    await shot(page, '5-report');

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), screen.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe(`飞行时间报表-${DAY}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[0]).toBe(WORK_NO);
    expect(values[2]).toBe('4:00'); // the day
  });

  it('warns in the crew panel when a third leg brings the flight time over 80 % of 9:00, and takes it with a reason', async () => {
    const legId = legIds[2]!;
    await page.goto(appUrl(`/tripLegDetail?id=${legId}`));
    const panel = page.locator(`[data-testid="leg-detail"][data-leg-id="${legId}"]`).getByTestId('leg-crew');
    await panel.waitFor({ timeout: 15_000 });
    await hideToasts(page);
    await panel.getByTestId('leg-crew-role').selectOption('pic');
    const picker = panel.getByTestId('leg-crew-picker');
    // the candidates reload when the role changes: pick until the picker shows the pilot
    await expect
      .poll(
        async () => {
          await picker.click();
          await page.locator('.bp6-popover input').fill(WORK_NO);
          await page.getByTestId('leg-crew-candidate').filter({ hasText: WORK_NO }).first().click({ timeout: 3000 }).catch(() => page.keyboard.press('Escape'));
          return picker.innerText();
        },
        { timeout: 15_000 },
      )
      .toContain(WORK_NO);
    await panel.getByTestId('leg-crew-assign').click();

    // 7:30 of 9:00 (121.483(a) 表A) is past the 80 % warning share: the dialog names the rule and asks why
    const verdict = page.locator('.foc-duty-guard-dialog').getByTestId('duty-guard-verdict');
    await verdict.waitFor({ timeout: 10_000 });
    expect(await verdict.getAttribute('data-key')).toBe('dutyTime.error.dutyWarning');
    expect(await verdict.getByTestId('duty-verdict-regulation').innerText()).toContain('CCAR-121 P章');
    const item = verdict.getByTestId('duty-verdict-item').filter({ hasText: '121.483(a)' });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getAttribute('data-level')).toBe('warning');
    expect(await item.innerText()).toMatch(/9:00[\s\S]*7:30[\s\S]*1:30/);
    const ok = page.getByTestId('reason-ok');
    expect(await ok.isDisabled()).toBe(true);
    await shot(page, '6-warning');
    await page.getByTestId('reason-text').fill('E2E: charter owner request');
    await expect.poll(() => ok.isDisabled()).toBe(false);
    await ok.click();
    await verdict.waitFor({ state: 'detached', timeout: 10_000 });

    await panel.getByTestId('leg-crew-row').filter({ hasText: WORK_NO }).waitFor({ timeout: 10_000 });
    const assigned = await call<{ list: { crewId: string; role: string }[] }>(page, 'POST', '/trip/v1/legCrews/list', {
      page: 1,
      pageSize: 10,
      searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'eq', value: legId }] },
    });
    expect(assigned.list).toEqual([expect.objectContaining({ crewId, role: 'pic' })]);
    await shot(page, '7-forced');
  });
});
