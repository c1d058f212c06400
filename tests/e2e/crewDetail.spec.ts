/**
 * The crew detail (crew/CrewDetail) and the pilot jobs (crew/PilotJob): the crew seat filters the
 * crew list to "expiring within 30 days", opens a demo crew member, sees a licence near expiry
 * coloured, adds a medical with a due date and sees its status; the tabs in zhtw and en; a reader
 * without `crewDetail:sensitive` sees the bank card masked.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesFor, type Language } from '../../src/i18n';
import { CREW_TABS } from '../../src/ui/crew/crewTabs';
import { call } from './support/api';
import { beijingDay } from './support/flow';
import { appUrl, hideToasts, launch, newPage, signIn, shot } from './support/browser';


interface Crew {
  id: string;
  workNo: string;
  version: number;
}

/**
 * As the crew seat: a demo pilot with a licence due in 15 days (near expiry) and a bank card and
 * emergency contact on record. Answers the pilot's work number.
 */
async function prepare(page: Page): Promise<string> {
  const crews = await call<{ list: (Crew & { crewType: string })[] }>(page, 'POST', '/crew/v1/crews/list', { page: 1, pageSize: 50, sortProperties: 'workNo', sortDirection: 'asc', searchParas: { conditions: [{ name: 'crewType', op: 'eq', value: 'pilot' }] } });
  const crew = crews.list[0]!;
  const types = await call<{ list: { id: string }[] }>(page, 'POST', '/crew/v1/licenceTypes/list', { page: 1, pageSize: 10 });
  const due = beijingDay(Date.now() + 15 * 86_400_000);
  await call(page, 'POST', '/crew/v1/documents', { crewId: crew.id, kind: 'licence', typeId: types.list[0]!.id, docNo: `E2E${Date.now() % 1_000_000}`, dueDate: due, icaoLevel: 4, icaoDueDate: beijingDay(Date.now() + 400 * 86_400_000) });
  await call(page, 'PUT', `/crew/v1/crews/${crew.id}`, { version: crew.version, bankName: '中国银行', bankCard: '6222021234567890', emergencyContact: '王芳', emergencyPhone: '13800138000' });
  return crew.workNo;
}

/** Opens the crew member of the list filtered to documents expiring within 30 days. */
async function openExpiringCrew(page: Page, workNo: string): Promise<void> {
  await page.goto(appUrl('/crewManage/crew'));
  const list = page.getByTestId('crew-list');
  await list.getByTestId('search-workNo').fill(workNo);
  await list.getByTestId('search-expiringWithinDays').selectOption('30');
  await list.getByTestId('search-submit').click();
  const row = page.getByTestId('crew-table').getByTestId('crew-table-row').first();
  await expect.poll(() => row.getByTestId('crew-document-status').getAttribute('data-status')).toMatch(/^(nearExpiry|expired)$/);
  await row.getByTestId('crew-open').click();
  await page.getByTestId('crew-detail').waitFor();
}

describe('crew detail and pilot jobs', () => {
  let browser: Browser;
  let workNo = '';
  beforeAll(async () => {
    browser = await launch();
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-crew');
    workNo = await prepare(page);
    await context.close();
  });
  afterAll(async () => browser?.close());

  it('the crew seat opens an expiring crew member, sees the licence status and adds a medical', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'demo-crew');
    await hideToasts(page);
    await openExpiringCrew(page, workNo);
    const detail = page.getByTestId('crew-detail');
    await expect.poll(() => detail.getByTestId('crew-document-status').getAttribute('data-status')).toMatch(/^(nearExpiry|expired)$/);
    // flight time: the total (before joining + flight logs) and the log figures
    await expect.poll(() => detail.getByTestId('crew-total-flight').innerText().catch(() => ''), { timeout: 10_000 }).toMatch(/\d+:\d{2}$/);
    expect(await detail.getByTestId('crew-logged-flight').innerText()).toMatch(/\d+:\d{2}/);

    // licences: coloured statuses, one of them near expiry or expired
    const licences = detail.getByTestId('crewDocument-licence-table');
    await licences.getByTestId('crewDocument-licence-table-row').first().waitFor();
    const statuses = await licences.getByTestId('expiry-status').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-status')));
    expect(statuses.some((s) => s === 'nearExpiry' || s === 'expired')).toBe(true);
    const warned = licences.locator('[data-testid="expiry-status"][data-status="nearExpiry"], [data-testid="expiry-status"][data-status="expired"]').first();
    expect(await warned.getAttribute('class')).toMatch(/intent-(warning|danger)/);
    await shot(page, 'crew-detail-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'crew-detail-1366');

    // medical: add one due in 20 days → near expiry, orange
    await detail.getByTestId('tab-medical').click();
    const medical = detail.getByTestId('crewDocument-medical-list');
    await medical.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    await dialog.getByTestId('field-typeId').selectOption({ index: 1 });
    const number = `MED-${Date.now() % 100000}`;
    await dialog.getByTestId('field-docNo').fill(number);
    const due = beijingDay(Date.now() + 20 * 86_400_000);
    await dialog.getByLabel(resourcesFor('zh')['crewDetail.col.dueDate']!, { exact: true }).fill(due);
    await dialog.getByTestId('resource-save').click();
    // a document carries files: the dialog stays, now editing it, with its attachments
    await dialog.getByTestId('attachments-panel').waitFor();
    await shot(page, 'crew-document-dialog-1366');
    await page.locator('.bp6-dialog-close-button').click();
    await dialog.waitFor({ state: 'detached' });
    await medical.getByTestId('search-docNo').fill(number);
    await medical.getByTestId('search-submit').click();
    const row = detail.getByTestId('crewDocument-medical-table').getByTestId('crewDocument-medical-table-row').first();
    await expect.poll(() => row.getByTestId('expiry-status').getAttribute('data-status')).toBe('nearExpiry');
    await context.close();
  });

  it.each(['zhtw', 'en'] as Language[])('the tabs are labelled in %s', async (lang) => {
    const texts = resourcesFor(lang);
    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await signIn(page, 'demo-crew');
    await page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
    await page.reload();
    await openExpiringCrew(page, workNo);
    const tabs = await page.getByTestId('crew-detail').locator('[role="tab"]').allInnerTexts();
    expect(tabs.map((x) => x.trim())).toEqual(CREW_TABS.map((tab) => texts[tab.titleKey]));
    if (lang === 'en') expect(tabs.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    await shot(page, `crew-detail-${lang}-1366`);
    await context.close();
  });

  it('a reader without crewDetail:sensitive sees the bank card masked', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await signIn(page, 'demo-eval');
    await openExpiringCrew(page, workNo);
    const card = page.getByTestId('crew-bank-card');
    await expect.poll(() => card.getAttribute('data-masked')).toBe('true');
    expect(await card.innerText()).toMatch(/^\*+\d{4}/);
    await shot(page, 'crew-detail-masked-1366');
    await context.close();
  });

  it('the crew seat switches the crew record rules to strict and back', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await signIn(page, 'demo-crew');
    await hideToasts(page);
    await page.goto(appUrl('/crewManage/crew'));
    const choose = async (check: 'strict' | 'recorded') => {
      await page.getByTestId('crew-rules-open').click();
      const dialog = page.locator('.bp6-dialog').filter({ has: page.getByTestId('crew-rules-ok') });
      await dialog.locator('label', { has: page.locator(`input[type="radio"][value="${check}"]`) }).click();
      await dialog.getByTestId('crew-rules-ok').click();
      await dialog.waitFor({ state: 'detached' });
      return call<{ documentCheck: string }>(page, 'GET', '/crew/v1/settings');
    };
    expect((await choose('strict')).documentCheck).toBe('strict');
    await shot(page, 'crew-rules-1366');
    expect((await choose('recorded')).documentCheck).toBe('recorded');
    await context.close();
  });

  it('the crew seat adds a pilot job and gives it limitations', async () => {
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await signIn(page, 'demo-crew');
    await hideToasts(page);
    await page.goto(appUrl('/crewManage/pilotJob'));
    const list = page.getByTestId('pilotJob-list');
    await list.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    const code = `CPT${Date.now() % 100000}`;
    await dialog.getByTestId('field-code').fill(code);
    await dialog.getByTestId('field-name').fill('G650 机长');
    await dialog.getByTestId('field-nameEn').fill('G650 captain');
    await dialog.getByTestId('field-ability').selectOption('captain');
    await dialog.getByTestId('resource-save').click();
    await dialog.waitFor({ state: 'detached' });
    await list.getByTestId('search-code').fill(code);
    await list.getByTestId('search-submit').click();
    const row = page.getByTestId('pilotJob-table').getByTestId('pilotJob-table-row').first();
    await expect.poll(() => row.locator('td[data-column="code"]').innerText()).toBe(code);
    expect(await row.getByTestId('job-holders').innerText()).toBe('0');

    await row.getByTestId('row-limits').click();
    const editor = page.getByTestId('limits-editor');
    await editor.getByTestId('limit-add').click();
    await editor.getByTestId('limit-type').last().selectOption('minFlightHours');
    await editor.getByTestId('limit-value').last().fill('3000');
    await editor.getByTestId('limit-add').click();
    await editor.getByTestId('limit-type').last().selectOption('weatherMinima');
    await editor.getByTestId('limit-value').last().fill('CAT I');
    await editor.getByTestId('limit-screen').last().fill('ZBAA');
    await shot(page, 'pilot-job-limits-1920');
    await page.getByTestId('limits-save').click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('td[data-column="limitations"]').innerText()).toMatch(/3000[\s\S]*CAT I/);
    await shot(page, 'pilot-job-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'pilot-job-1366');
    await context.close();
  });
});
