/**
 * The .xlsx of an export: one sheet, a bold frozen header row with a filter, then the rows. Texts
 * are written as text (a time is 'YYYY-MM-DD HH:mm' in the chosen time type, so a spreadsheet does
 * not re-read it in its own zone, and text never runs as a formula); numbers as numbers, money with
 * two decimals.
 */
import ExcelJS from 'exceljs';
import type { ExportKind } from '../../../src/contract/export';
import type { Cell } from './format';

/** A sheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function sheetName(name: string): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31);
  return clean || 'Sheet1';
}

/** Column widths from the longest text (CJK characters count double), 8–60 characters. */
export function columnWidths(header: readonly string[], rows: readonly (readonly Cell[])[]): number[] {
  const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
  return header.map((h, i) => {
    let w = width(h);
    for (const r of rows) {
      const v = r[i];
      if (v !== null && v !== undefined) w = Math.max(w, width(String(v)));
    }
    return Math.min(60, Math.max(8, w) + 2);
  });
}

const FORMAT: Partial<Record<ExportKind, string>> = { money: '#,##0.00', number: 'General' };

/** Text values that a spreadsheet would run as a formula are kept as text by the '@' format. */
export async function workbookBytes(
  name: string,
  columns: readonly { header: string; kind: ExportKind }[],
  rows: readonly (readonly Cell[])[],
  note?: string,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'FOC';
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = columns.map((c) => c.header);
  const widths = columnWidths(header, rows);
  ws.columns = columns.map((c, i) => ({ header: c.header, width: widths[i], style: { numFmt: FORMAT[c.kind] ?? '@' } }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow([...r]);
  if (header.length > 0) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  if (note) {
    ws.addRow([]);
    const row = ws.addRow([note]);
    row.font = { italic: true };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
