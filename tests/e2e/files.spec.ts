import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../support/multipart';
import { call } from './support/api';
import { appUrl, launch, newPage, signIn } from './support/browser';

/**
 * The PDF frame shows a blob: URL of type application/pdf, and the browser loaded it (the app's CSP
 * lets a blob: frame in; the page may not fetch the blob itself: connect-src stays closed to blob:).
 */
async function expectPdfFrame(page: Page, selector: string) {
  const frame = page.locator(selector);
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  expect(await frame.getAttribute('data-type')).toBe('application/pdf');
  const src = (await frame.getAttribute('src'))!;
  await expect.poll(() => page.frames().some((f) => f.url() === src)).toBe(true);
}

describe('files', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('attaches a PDF to an aircraft, lists it and previews it inline; /filePreview shows it too', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.getByTestId('seat-switcher').click();
    await page.locator('[data-testid="seat-item"][data-seat-key="FLEET"]').click();
    await page.locator('[data-path="/aircraftManage"]').first().waitFor();
    await page.goto(appUrl('/aircraftManage/aircraft'));
    const table = page.getByTestId('aircraft-table');
    const row = table.getByTestId('aircraft-table-row').first();
    await row.waitFor();
    await row.getByTestId('row-edit').click();
    const dialog = page.getByTestId('resource-dialog');
    const panel = dialog.getByTestId('attachments-panel');
    await panel.waitFor();

    const name = `适航证-${Date.now() % 100000}.pdf`;
    await panel.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: minimalPdf('E2E') });
    const item = panel.getByTestId('attachment-item').filter({ hasText: name });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.innerText()).toContain('admin');

    await item.getByTestId('attachment-preview').click();
    const frame = page.getByTestId('file-viewer-pdf');
    await frame.waitFor();
    await expectPdfFrame(page, '[data-testid="file-viewer-pdf"]');
    expect(await page.getByTestId('file-viewer-name').innerText()).toBe(name);

    // the same file through the /filePreview screen (requirements S2), by id and by our own url
    const files = await call<{ list: { fileId: string; fileName: string; path: string }[] }>(page, 'GET', `/file/v1/attachments/aircraft/${await aircraftIdOf(page)}`);
    const stored = files.list.find((f) => f.fileName === name)!;
    await page.keyboard.press('Escape');
    await page.goto(appUrl(`/filePreview?url=${encodeURIComponent(stored.path)}`));
    const screen = page.getByTestId('file-preview-page');
    await screen.getByTestId('file-viewer-pdf').waitFor();
    await expectPdfFrame(page, '[data-testid="file-preview-page"] [data-testid="file-viewer-pdf"]');
    // a file that does not exist: a clear message, no viewer
    await page.goto(appUrl('/filePreview?id=00000000-0000-4000-8000-000000000000'));
    await page.getByTestId('file-preview-failed').waitFor();
    await context.close();
  }, 120_000);
});

/** The id of the aircraft whose dialog is open (its tail number is the first field). */
async function aircraftIdOf(page: Page): Promise<string> {
  const tail = await page.getByTestId('field-tailNo').inputValue();
  const found = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraft/list', { pageSize: 1, searchParas: { conditions: [{ name: 'tailNo', op: 'eq', value: tail }] } });
  return found.list[0]!.id;
}
