/**
 * xlsx export of what a list shows (requirements D9). exceljs is loaded only when a file is
 * asked for, so it stays out of the main chunk. Every cell is written as text — times already in
 * the user's time type ('YYYY-MM-DD HH:mm', the zone in the header, as the CSV does) — so a
 * spreadsheet neither re-reads dates in its own zone nor runs text as a formula.
 */
import type { Workbook } from 'exceljs';

type ExcelModule = typeof import('exceljs');

/** exceljs as an ES module in node, or a CommonJS/UMD default in the browser bundle. */
export async function loadExcel(): Promise<ExcelModule> {
  const m = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return 'Workbook' in m && typeof m.Workbook === 'function' ? m : m.default!;
}

/** A sheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function sheetName(name: string): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31);
  return clean || 'Sheet1';
}

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Column widths from the longest text (CJK characters count double), 8–60 characters. */
export function columnWidths(header: readonly string[], rows: readonly (readonly unknown[])[]): number[] {
  const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
  return header.map((h, i) => Math.min(60, Math.max(8, width(h), ...rows.map((r) => width(cellText(r[i])))) + 2));
}

/** A workbook of one sheet: a bold, frozen header row with a filter, then the rows as text. */
export async function buildWorkbook(name: string, header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Workbook> {
  const Excel = await loadExcel();
  const wb = new Excel.Workbook();
  wb.creator = 'FOC';
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = columnWidths(header, rows);
  ws.columns = header.map((h, i) => ({ header: h, width: widths[i], style: { numFmt: '@' } }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(header.map((_, i) => cellText(r[i])));
  if (header.length > 0) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return wb;
}

/** The bytes of the workbook's .xlsx file. */
export async function toXlsx(name: string, header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<ArrayBuffer> {
  const wb = await buildWorkbook(name, header, rows);
  const buf = await wb.xlsx.writeBuffer();
  return buf as ArrayBuffer;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the file and hands it to the browser as a download. */
export async function downloadXlsx(fileName: string, header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void> {
  const bytes = await toXlsx(fileName.replace(/\.xlsx$/i, ''), header, rows);
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_MIME }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
