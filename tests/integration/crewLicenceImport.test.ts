/**
 * The licence import: an .xlsx whose rows name the crew member by work number and the licence type by
 * name; a bad row (unknown work number, unknown type, due before effective, ICAO level 7) is reported
 * with its row and column and nothing is written; corrected, every row is imported; the template.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { multipart, workbook } from '../support/xlsxUpload';

const t = await createTestApp();
afterAll(async () => t.close());

const DOCS = '/crew/v1/documents';
let crewSeat = '';
let workNo = '';
let crewId = '';
const HEAD = ['Work no.', 'Licence type', 'Number', 'Effective', 'Due', 'Issuing country', 'Endorsements', 'ICAO English level', 'English level due'];
const upload = (token: string, file: Buffer, dryRun = false) =>
  t.call(token, { method: 'POST', url: `${DOCS}/import${dryRun ? '?dryRun=true' : ''}`, ...(() => { const m = multipart(file); return { payload: m.payload, headers: { ...m.headers, 'accept-language': 'en' } }; })() });
const licencesOf = async (docNo: string) =>
  ok(await t.call(crewSeat, { method: 'POST', url: `${DOCS}/list`, payload: { pageSize: 50, searchParas: { conditions: [{ name: 'docNo', op: 'startsWith', value: docNo }] } } })).list as { crewId: string; kind: string; typeName: string; icaoLevel: number }[];

beforeAll(async () => {
  crewSeat = await t.signIn('demo-crew');
  const c = ok(await t.call(crewSeat, { method: 'POST', url: '/crew/v1/crews/list', payload: { pageSize: 1, searchParas: { conditions: [{ name: 'crewType', op: 'eq', value: 'pilot' }] } } })).list[0];
  workNo = c.workNo;
  crewId = c.id;
});

describe('licence import', () => {
  it('reports the bad rows and writes nothing; corrected, imports every row', async () => {
    const bad = await workbook([
      HEAD,
      [workNo, '航线运输驾驶员执照', 'IMP-1', '2024-01-01', '2030-01-01', 'CN', 'G650ER', 5, '2029-01-01'],
      ['NOBODY-1', '航线运输驾驶员执照', 'IMP-2', '2024-01-01', '2030-01-01', 'CN', '', '', ''],
      [workNo, 'No such licence', 'IMP-3', '', '2030-01-01', '', '', '', ''],
      [workNo, '商用驾驶员执照', 'IMP-4', '2031-01-01', '2030-01-01', '', '', '', ''],
      [workNo, '商用驾驶员执照', 'IMP-5', '', '', '', '', 7, ''],
    ]);
    const res = ok(await upload(crewSeat, bad));
    expect(res.imported).toBe(0);
    const byRow = Object.fromEntries((res.errors as { row: number; column: string; messageKey: string }[]).map((e) => [e.row, e]));
    expect(byRow[3]).toMatchObject({ column: 'crewId', messageKey: 'validation.unknownReference' });
    expect(byRow[4]).toMatchObject({ column: 'typeId', messageKey: 'validation.unknownReference' });
    expect(byRow[5]).toMatchObject({ column: 'dueDate', messageKey: 'crewRecordServer.rule.dueBeforeEffective' });
    expect(byRow[6]).toMatchObject({ column: 'icaoLevel' });
    expect(byRow[2]).toBeUndefined();
    expect(await licencesOf('IMP-')).toHaveLength(0);

    const good = await workbook([HEAD, [workNo, '航线运输驾驶员执照', 'IMP-1', '2024-01-01', '2030-01-01', 'cn', 'G650ER', 5, '2029-01-01'], [workNo, '商用驾驶员执照', 'IMP-4', '2020-01-01', '2030-01-01', '', '', '', '']]);
    expect(ok(await upload(crewSeat, good, true))).toMatchObject({ checked: 2, dryRun: true, errors: [] });
    expect(await licencesOf('IMP-')).toHaveLength(0);
    expect(ok(await upload(crewSeat, good))).toMatchObject({ imported: 2, errors: [] });
    const rows = await licencesOf('IMP-');
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.crewId === crewId && r.kind === 'licence')).toBe(true);
    expect(rows.find((r) => r.icaoLevel === 5)?.typeName).toBe('航线运输驾驶员执照');
  });

  it('another company cannot name our crew; the template has the columns', async () => {
    const bravo = await t.signIn(TENANT_B_ADMIN);
    const res = ok(await upload(bravo, await workbook([HEAD, [workNo, '航线运输驾驶员执照', 'IMP-B', '', '2030-01-01', '', '', '', '']])));
    expect(res.imported).toBe(0);
    expect(res.errors[0]).toMatchObject({ column: 'crewId' });
    const tpl = await t.call(crewSeat, { method: 'GET', url: `${DOCS}/importTemplate`, headers: { 'accept-language': 'en' } });
    expect(tpl.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(HEAD.map((h) => expect.stringContaining(h)));
  });
});
