import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The first sheet of an export answer as rows of cell values (header first); the answer must be a 200 xlsx attachment. */
export async function exportSheet(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
