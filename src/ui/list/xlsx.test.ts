import { describe, expect, it } from 'vitest';
import type { ListAnswer, ListQueryBody } from '../../api/trip';
import { exportTable, fetchAllPages } from './exportRows';
import { columnWidths, loadExcel, sheetName, toXlsx } from './xlsx';

describe('xlsx export', () => {
  it('builds a workbook that exceljs reads back: bold frozen header, every cell text', async () => {
    const header = ['行程号', 'Planned departure (UTC+8)', 'Amount'];
    const rows = [
      ['T3005-0001', '2030-05-01 10:00', '1234.50'],
      ['=HYPERLINK("x")', '2030-05-02 00:30', null],
    ];
    const bytes = await toXlsx('trips: May/June', header, rows);
    const Excel = await loadExcel();
    const wb = new Excel.Workbook();
    await wb.xlsx.load(bytes);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('trips May June');
    expect(ws.getRow(1).values).toEqual([undefined, ...header]);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getCell('B2').value).toBe('2030-05-01 10:00'); // text, not a date in some zone
    expect(ws.getCell('C2').value).toBe('1234.50');
    expect(ws.getCell('A3').value).toBe('=HYPERLINK("x")'); // kept as text, never a formula
    expect(ws.getCell('A3').type).toBe(Excel.ValueType.String);
    expect(ws.getCell('C3').value ?? '').toBe('');
    expect(ws.rowCount).toBe(3);
  });

  it('names sheets and sizes columns', () => {
    expect(sheetName('a/b[c]*?:d\\e')).toBe('a b c d e');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName(' / ')).toBe('Sheet1');
    expect(columnWidths(['航段', 'A'], [['x', 'y'.repeat(100)]])).toEqual([10, 60]);
  });
});

describe('export rows', () => {
  it('writes the zone hint into the header', () => {
    const cols = [
      { header: 'Trip', text: (r: { n: string }) => r.n },
      { header: 'Departure', hint: 'UTC', text: () => '2030-05-01 02:00' },
    ];
    expect(exportTable(cols, [{ n: 'T1' }])).toEqual({ header: ['Trip', 'Departure (UTC)'], rows: [['T1', '2030-05-01 02:00']] });
  });

  const server = (total: number) => {
    const bodies: ListQueryBody[] = [];
    const fetch = async (body: ListQueryBody): Promise<ListAnswer<number>> => {
      bodies.push(body);
      const size = body.pageSize ?? 20;
      const start = ((body.page ?? 1) - 1) * size;
      return { totalNum: total, list: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i) };
    };
    return { bodies, fetch };
  };
  const body: ListQueryBody = { page: 3, pageSize: 20, sortProperties: 'tripNumber', sortDirection: 'asc', searchParas: { logic: 'and', conditions: [{ name: 'status', op: 'eq', value: 'completed' }] } };

  it('re-runs the query page by page with its conditions and sort', async () => {
    const s = server(1203);
    const all = await fetchAllPages(s.fetch, body);
    expect(all).toMatchObject({ total: 1203, capped: false });
    expect(all.rows).toHaveLength(1203);
    expect(all.rows[1202]).toBe(1202);
    expect(s.bodies.map((b) => b.page)).toEqual([1, 2, 3]);
    expect(s.bodies[0]).toMatchObject({ pageSize: 500, sortProperties: 'tripNumber', searchParas: body.searchParas });
  });
  it('stops at the cap and says so', async () => {
    const s = server(12_345);
    const all = await fetchAllPages(s.fetch, body, 1000, 300);
    expect(all.rows).toHaveLength(1000);
    expect(all).toMatchObject({ total: 12_345, capped: true });
    expect(s.bodies).toHaveLength(4);
  });
  it('an empty list takes one request', async () => {
    const s = server(0);
    expect(await fetchAllPages(s.fetch, body)).toEqual({ rows: [], total: 0, capped: false });
    expect(s.bodies).toHaveLength(1);
  });
});
