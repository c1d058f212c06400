/** The import template: the column titles in the caller's language and one example row (requirements S5). */
import ExcelJS from 'exceljs';
import type { ImportColumn } from '../../../src/contract/import';
import { translate, type Lang } from '../messages';

function exampleOf(column: ImportColumn, lang: Lang): string | Date {
  if (column.example === '') return '';
  if (column.kind === 'enum') return translate(`${column.enumLabels}.${column.example}`, lang);
  if (column.kind === 'flag') return translate(column.example === 'Y' ? 'resources.value.yes' : 'resources.value.no', lang);
  if (column.kind === 'date') return new Date(`${column.example}T00:00:00Z`);
  return column.example;
}

/** An .xlsx with a bold header row (required columns marked with *) and one example row. */
export async function buildTemplate(columns: readonly ImportColumn[], lang: Lang, sheetTitle: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetTitle.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: `${c.required ? '*' : ''}${translate(c.label, lang)}`, key: c.key, width: Math.max(12, translate(c.label, lang).length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  const example = sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, exampleOf(c, lang)])));
  columns.forEach((c, i) => {
    const cell = example.getCell(i + 1);
    if (c.kind === 'date') cell.numFmt = 'yyyy-mm-dd';
    // codes stay text so a spreadsheet keeps leading zeros and does not read them as numbers
    else cell.numFmt = '@';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
