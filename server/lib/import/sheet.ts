/**
 * The first worksheet of a workbook as rows of the declared columns. The header row is the one
 * (among the first ten) whose cells name the most columns — by the column's label in zh, zhtw or
 * en, or by its field key — so a merged group title above the column titles is skipped; data rows
 * follow it, and rows with no value in any declared column (blank lines, trailing empty rows) are
 * left out.
 */
import ExcelJS from 'exceljs';
import type { ImportColumn } from '../../../src/contract/import';
import { ErrorKey } from '../../../src/domain/api';
import { AppError } from '../errors';
import { headerKey, rawOf, type Labels, type Raw } from './cells';
import { notXlsx } from './zip';

export interface SheetRow {
  /** Row number as the spreadsheet program shows it (1-based). */
  row: number;
  cells: Record<string, Raw>;
}

const HEADER_SCAN = 10;

/** Every name a column answers to in a header cell. */
function namesOf(column: ImportColumn, labels: Labels): Set<string> {
  return new Set([column.key, ...labels(column.label)].map(headerKey));
}

export async function readSheet(buf: Buffer, columns: readonly ImportColumn[], labels: Labels, maxRows: number): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw notXlsx();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notXlsx();
  const names = columns.map((c) => ({ column: c, names: namesOf(c, labels) }));

  // the header row: the one naming the most columns
  let header = { row: 0, map: new Map<number, ImportColumn>() };
  for (let r = 1; r <= Math.min(HEADER_SCAN, sheet.rowCount); r++) {
    const map = new Map<number, ImportColumn>();
    const used = new Set<string>();
    sheet.getRow(r).eachCell({ includeEmpty: false }, (cell, col) => {
      const raw = rawOf(cell.value);
      if (raw === null) return;
      const key = headerKey(String(raw));
      const hit = names.find((n) => !used.has(n.column.key) && n.names.has(key));
      if (hit) {
        used.add(hit.column.key);
        map.set(col, hit.column);
      }
    });
    if (map.size > header.map.size) header = { row: r, map };
  }
  const found = new Set([...header.map.values()].map((c) => c.key));
  const missing = columns.filter((c) => c.required && !found.has(c.key));
  if (header.row === 0 || missing.length > 0) {
    const list = (missing.length > 0 ? missing : columns.filter((c) => c.required)).map((c) => labels(c.label)[0] ?? c.key).join(', ');
    throw new AppError(400, ErrorKey.importNoHeader, { columns: list });
  }

  const rows: SheetRow[] = [];
  for (let r = header.row + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const cells: Record<string, Raw> = {};
    let any = false;
    for (const [col, column] of header.map) {
      const raw = rawOf(row.getCell(col).value);
      const blank = raw === null || (typeof raw === 'string' && raw.normalize('NFKC').trim() === '');
      cells[column.key] = blank ? null : raw;
      any ||= !blank;
    }
    if (!any) continue;
    if (rows.length >= maxRows) throw new AppError(400, ErrorKey.importTooManyRows, { max: maxRows });
    rows.push({ row: r, cells });
  }
  if (rows.length === 0) throw new AppError(400, ErrorKey.importEmpty);
  return rows;
}
