/**
 * The declared resources' generic screen (src/ui/resource/DeclaredResourceScreen.tsx), for each of
 * countries, document types and agent levels: open it from its menu path, create a record, find it
 * by search, edit it, delete it — in zh; then the screen's labels in zhtw and en.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn, shot, SHOTS_DIR } from './support/browser';
import { selectRow } from './support/flow';
import { resourcesFor, type Language } from '../../src/i18n';
import { DECLARED_RESOURCES, labelKeys } from '../../src/contract/resources';

interface Case {
  name: string;
  user: string;
  path: string;
  /** Fills the create dialog; answers the text the search finds it by. */
  fill: (dialog: Locator, tag: string) => Promise<void>;
  search: { field: string; value: (tag: string) => string };
  edit: { field: string; value: string };
}

const CASES: Case[] = [
  {
    name: 'country',
    user: 'demo-run',
    path: '/run/country',
    fill: async (d, tag) => {
      await d.getByTestId('field-countryCode').fill('xq'); // typed in lower case: sent in capitals
      await d.getByTestId('field-name').fill(`测试国${tag}`);
      await d.getByTestId('field-fullName').fill(`测试共和国${tag}`);
      await d.getByTestId('field-firstLetter').fill('c');
    },
    search: { field: 'name', value: (tag) => `测试国${tag}` },
    edit: { field: 'englishName', value: 'Testland' },
  },
  {
    name: 'documentType',
    user: 'demo-run',
    path: '/run/documentType',
    fill: async (d, tag) => {
      await d.getByTestId('field-name').fill(`测试类型${tag}`);
      await d.getByTestId('field-parentId').selectOption({ label: '公司手册' });
    },
    search: { field: 'name', value: (tag) => `测试类型${tag}` },
    edit: { field: 'sortNum', value: '77' },
  },
  {
    name: 'agentLevel',
    user: 'demo-ground',
    path: '/groundManage/agentLevel',
    fill: async (d, tag) => {
      await d.getByTestId('field-simpleCode').fill(`E2E${tag}`);
      await d.getByTestId('field-name').fill(`测试级别${tag}`);
    },
    search: { field: 'simpleCode', value: (tag) => `E2E${tag}` },
    edit: { field: 'nameEn', value: 'Test level' },
  },
  {
    name: 'licenceType',
    user: 'demo-crew',
    path: '/crewManage/licenceType',
    fill: async (d, tag) => {
      await d.getByTestId('field-name').fill(`测试执照${tag}`);
      await d.getByTestId('field-aircraftType').fill('g650er'); // typed in lower case: sent in capitals
      await d.getByTestId('field-promptDay').fill('90');
      await d.getByTestId('field-trainingCycle').fill('365');
    },
    search: { field: 'name', value: (tag) => `测试执照${tag}` },
    edit: { field: 'nameEn', value: 'Test licence' },
  },
  {
    name: 'medicalType',
    user: 'demo-crew',
    path: '/crewManage/medicalType',
    fill: async (d, tag) => {
      await d.getByTestId('field-name').fill(`测试体检${tag}`);
      await d.getByTestId('field-promptDay').fill('30');
    },
    search: { field: 'name', value: (tag) => `测试体检${tag}` },
    edit: { field: 'nameEn', value: 'Test medical' },
  },
];

async function saveDialog(page: Page) {
  const dialog = page.getByTestId('resource-dialog');
  await dialog.getByTestId('resource-save').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('declared resource screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it.each(CASES.map((c) => [c.name, c] as const))('%s: create, search, edit and delete in zh', async (name, c) => {
    const { context, page } = await newPage(browser);
    await signIn(page, c.user);
    await page.goto(appUrl(c.path));
    const list = page.getByTestId(`${name}-list`);
    const table = list.getByTestId(`${name}-table`);
    const rows = table.getByTestId(`${name}-table-row`);
    await rows.first().waitFor(); // the demo data
    expect(await table.innerText()).toContain(resourcesFor('zh')[labelKeys(DECLARED_RESOURCES.find((d) => d.name === name)!).field('name')]!);

    const tag = String(Date.now() % 10000);
    await list.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    // the declared rules are checked as the user types, before anything is sent
    await dialog.getByTestId('resource-save').click();
    await expect.poll(() => dialog.locator('.bp6-form-helper-text').count()).toBeGreaterThan(0);
    await c.fill(dialog, tag);
    await saveDialog(page);

    const wanted = c.search.value(tag);
    await list.getByTestId(`search-${c.search.field}`).fill(wanted);
    await list.getByTestId('search-submit').click();
    const row = rows.filter({ hasText: wanted });
    await row.waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    if (name === 'country') expect(await row.locator('td[data-column="countryCode"]').innerText()).toBe('XQ');
    if (name === 'documentType') expect(await row.locator('td[data-column="parentId"]').innerText()).toBe('公司手册');

    await row.getByTestId('row-edit').click();
    await dialog.getByTestId(`field-${c.edit.field}`).fill(c.edit.value);
    await saveDialog(page);
    await expect.poll(() => row.locator(`td[data-column="${c.edit.field}"]`).innerText()).toBe(c.edit.value);

    await selectRow(row);
    await list.getByTestId('resource-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => rows.count()).toBe(0);
    await context.close();
  });

  it('a document type still used as a parent is not deleted: the refusal says why', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo-run');
    await page.goto(appUrl('/run/documentType'));
    const list = page.getByTestId('documentType-list');
    const rows = list.getByTestId('documentType-table-row');
    await list.getByTestId('search-name').fill('公司手册');
    await list.getByTestId('search-submit').click();
    await expect.poll(() => rows.count()).toBe(1);
    await selectRow(rows.first());
    await list.getByTestId('resource-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await page.getByText(resourcesFor('zh')['error.inUse']!).first().waitFor();
    expect(await rows.count()).toBe(1);
    await context.close();
  });

  it.each(['zhtw', 'en'] as Language[])('the screens are labelled in %s', async (lang) => {
    const texts = resourcesFor(lang);
    for (const user of [...new Set(CASES.map((x) => x.user))]) {
      const { context, page } = await newPage(browser);
      await signIn(page, user);
      await page.evaluate((l) => localStorage.setItem('foc.language', l), lang);
      for (const c of CASES.filter((x) => x.user === user)) {
        const decl = DECLARED_RESOURCES.find((d) => d.name === c.name)!;
        await page.goto(appUrl(c.path));
        await page.reload();
        const table = page.getByTestId(`${c.name}-table`);
        await table.getByTestId(`${c.name}-table-row`).first().waitFor();
        const header = await table.locator('thead').innerText();
        for (const field of Object.keys(decl.fields).filter((f) => decl.fields[f]!.kind !== 'text' || !('multiline' in decl.fields[f]! && decl.fields[f]!.multiline))) {
          expect(header).toContain(texts[labelKeys(decl).field(field)]);
        }
        await page.getByTestId('resource-add').click();
        const title = await page.locator('.bp6-dialog-header').innerText();
        expect(title).toContain(texts[labelKeys(decl).noun]);
        await page.keyboard.press('Escape');
        if (lang === 'en') expect(header).not.toMatch(/[\u4e00-\u9fff]/);
        if (SHOTS_DIR) {
          for (const [w, h] of [[1920, 1080], [1366, 768]] as const) {
            await page.setViewportSize({ width: w, height: h });
            await shot(page, `declared-${c.name}-${lang}-${w}`);
          }
        }
      }
      await context.close();
    }
  });
});
