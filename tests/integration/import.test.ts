/**
 * Spreadsheet import (requirements S5): a workbook made by LibreOffice (tests/fixtures/import)
 * with one bad row reports that row and column and writes nothing; corrected, it imports every
 * row; a dry run writes nothing; non-xlsx files and zip bombs are refused; the template's headers
 * are accepted back; rows go to the caller's company only with references checked within it;
 * permissions; customers and the operator's airport data.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { multipart, workbook } from '../support/xlsxUpload';

const t = await createTestApp();
afterAll(async () => t.close());

const fixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url));
const tokens: Record<string, string> = {};
const call = (who: string, opts: InjectOptions) => t.call(tokens[who], opts);
const post = async (who: string, url: string, payload: object) => ok(await call(who, { method: 'POST', url, payload }));
const upload = (who: string, base: string, file: Buffer, dryRun = false, lang = 'zh') =>
  call(who, { method: 'POST', url: `${base}/import${dryRun ? '?dryRun=true' : ''}`, ...withLang(multipart(file), lang) });
const withLang = (m: ReturnType<typeof multipart>, lang: string) => ({ payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });

const CREWS = '/crew/v1/crews';
const CUSTOMERS = '/customer/v1/customers';
const AIRPORTS = '/base/v1/airports';
const TYPES = '/fleet/v1/aircraftTypes';

const crewOf = async (who: string, prefix = 'LO-') =>
  (await post(who, `${CREWS}/list`, { pageSize: 100, searchParas: { conditions: [{ name: 'workNo', op: 'startsWith', value: prefix }] } })).list as Record<string, unknown>[];
const importLogs = async (moduleName: string) =>
  (await post('admin', '/common/v1/sysLogs/list', { pageSize: 50, searchParas: { conditions: [{ name: 'moduleName', op: 'eq', value: moduleName }, { name: 'functionName', op: 'eq', value: 'import' }] } })).list as { info: string }[];

const types: Record<string, string> = {};
beforeAll(async () => {
  tokens.admin = await t.signIn('admin');
  tokens.bravo = await t.signIn(TENANT_B_ADMIN);
  tokens.cs = await t.signIn('demo-cs');
  for (const code of ['LO-G650', 'LO-GL6']) types[code] = (await post('admin', TYPES, { code, name: code })).id;
  types['LO-BONLY'] = (await post('bravo', TYPES, { code: 'LO-BONLY', name: 'B only' })).id;
});

describe('crew: the LibreOffice workbook', () => {
  it('one bad row: its row and column are reported, nothing is written', async () => {
    const res = ok(await upload('admin', CREWS, fixture('crew-libreoffice.xlsx')));
    expect(res).toEqual({ imported: 0, checked: 4, dryRun: false, errors: [{ row: 7, column: 'birthdate', messageKey: 'validation.date.invalid' }] });
    expect(await crewOf('admin')).toEqual([]);
  });

  it('corrected: a dry run reports no error and writes nothing', async () => {
    const res = ok(await upload('admin', CREWS, fixture('crew-libreoffice-fixed.xlsx'), true));
    expect(res).toEqual({ imported: 0, checked: 4, dryRun: true, errors: [] });
    expect(await crewOf('admin')).toEqual([]);
    expect(await importLogs('crew')).toEqual([]);
  });

  it('corrected: every row is imported as the form would save it, one log entry', async () => {
    const res = ok(await upload('admin', CREWS, fixture('crew-libreoffice-fixed.xlsx')));
    expect(res).toEqual({ imported: 4, checked: 4, dryRun: false, errors: [] });
    const rows = Object.fromEntries((await crewOf('admin')).map((r) => [r.workNo, r]));
    expect(Object.keys(rows).sort()).toEqual(['LO-C02', 'LO-P01', 'LO-P03', 'LO-P04']);
    // real date cells (Excel serial dates), a phone number cell, enum labels, two type codes
    expect(rows['LO-P01']).toMatchObject({ cnName: '王芳', enName: 'Wang Fang', crewType: 'pilot', position: 'captain', baseIcao: 'ZBAA', birthdate: '1985-03-12', hireDate: '2019-03-01', phone: '13800138000', status: 'active', version: 1 });
    expect(rows['LO-P01']!.qualifiedTypeIds).toEqual([types['LO-G650'], types['LO-GL6']]);
    // full-width work number and ICAO, a date typed as text '19850312', yyyy/M/d
    expect(rows['LO-C02']).toMatchObject({ cnName: '李娜', crewType: 'cabin', position: 'purser', baseIcao: 'ZSSS', birthdate: '1985-03-12', hireDate: '2020-05-06', enName: null });
    // stray and full-width spaces, English values and labels, lower-case ICAO
    expect(rows['LO-P03']).toMatchObject({ cnName: '陈静', crewType: 'pilot', position: 'firstOfficer', baseIcao: 'ZBAA', birthdate: '1990-12-31', hireDate: '2021-07-15', phone: '+86 10 6455 1234' });
    expect(rows['LO-P04']).toMatchObject({ birthdate: '1985-02-28', hireDate: '2022-01-10', position: 'firstOfficer' });
    expect((await importLogs('crew')).map((l) => l.info)).toEqual(['4']);
  });

  it('the same file again: every work number is a duplicate, nothing more is written', async () => {
    const res = ok(await upload('admin', CREWS, fixture('crew-libreoffice-fixed.xlsx')));
    expect(res.imported).toBe(0);
    expect(res.errors).toEqual([3, 4, 6, 7].map((row) => ({ row, column: 'workNo', messageKey: 'error.duplicate' })));
    expect(await crewOf('admin')).toHaveLength(4);
  });

  it('company B: references are checked within B (A’s type codes are unknown there), nothing is written', async () => {
    const res = ok(await upload('bravo', CREWS, fixture('crew-libreoffice-fixed.xlsx')));
    expect(res.imported).toBe(0);
    expect(res.errors).toEqual([
      { row: 3, column: 'qualifiedTypeIds', messageKey: 'validation.unknownReference', params: { value: 'LO-G650, LO-GL6' } },
      { row: 6, column: 'qualifiedTypeIds', messageKey: 'validation.unknownReference', params: { value: 'LO-G650' } },
    ]);
    expect(await crewOf('bravo')).toEqual([]);
  });
});

describe('crew: rows of a plain workbook', () => {
  it('rows go to the caller’s company only; another company’s type code is refused; form rules apply', async () => {
    const file = await workbook([
      ['Work number', 'Chinese name', 'Crew type', 'Qualified aircraft types', 'E-mail', 'Base'],
      ['LO-B1', '甲', 'Pilot', 'LO-BONLY', '', ''],
      ['LO-B2', '乙', 'Captain', '', 'not-an-email', 'QQQQ'],
      ['LO-B3', '', 'pilot', '', '', ''],
      ['LO B4', '丁', 'pilot', '', '', ''],
    ]);
    const res = ok(await upload('admin', CREWS, file, false, 'en'));
    expect(res.errors).toEqual([
      { row: 2, column: 'qualifiedTypeIds', messageKey: 'validation.unknownReference', params: { value: 'LO-BONLY' } },
      { row: 3, column: 'crewType', messageKey: 'resources.rule.invalid' },
      { row: 3, column: 'email', messageKey: 'validation.email.format' },
      { row: 4, column: 'cnName', messageKey: 'validation.required' },
      { row: 5, column: 'workNo', messageKey: 'resources.rule.invalid' },
    ]);
    const good = await workbook([['工號', '中文姓名', '人員類型'], ['LO-B1', '甲', '飛行員']]);
    expect(ok(await upload('bravo', CREWS, good)).imported).toBe(1);
    expect((await crewOf('bravo')).map((r) => r.workNo)).toEqual(['LO-B1']);
    expect((await crewOf('admin', 'LO-B')).map((r) => r.workNo)).toEqual([]);
  });

  it('a reference in the company is found: the base is checked in the airport catalogue', async () => {
    const file = await workbook([['workNo', 'cnName', 'crewType', 'baseIcao'], ['LO-X1', '戊', 'pilot', 'QQQQ']]);
    expect(ok(await upload('admin', CREWS, file, true)).errors).toEqual([{ row: 2, column: 'baseIcao', messageKey: 'validation.unknownReference', params: { value: 'QQQQ' } }]);
  });
});

describe('the template', () => {
  it.each(['zh', 'zhtw', 'en'])('%s: translated headers and an example row that imports back', async (lang) => {
    const res = await call('admin', { method: 'GET', url: `${CREWS}/importTemplate`, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers[0]).toBe({ zh: '*工号', zhtw: '*工號', en: '*Work number' }[lang]);
    // the example names a type code of the reader's company and a fresh work number
    const cols = headers.map(String);
    sheet.getRow(2).getCell(cols.findIndex((h) => h.includes({ zh: '资质', zhtw: '資格', en: 'Qualified' }[lang]!)) + 1).value = 'LO-G650';
    sheet.getRow(2).getCell(1).value = `LO-T-${lang}`;
    const back = Buffer.from(await wb.xlsx.writeBuffer());
    expect(ok(await upload('admin', CREWS, back))).toMatchObject({ imported: 1, errors: [] });
    expect((await crewOf('admin', `LO-T-${lang}`))[0]).toMatchObject({ cnName: '张伟', crewType: 'pilot', position: 'captain', birthdate: '1985-03-12', status: 'active' });
  });

  it('customers and airports have templates too', async () => {
    for (const base of [CUSTOMERS, AIRPORTS]) {
      const res = await call('admin', { method: 'GET', url: `${base}/importTemplate`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('refused files', () => {
  it('not an xlsx: text, a zip without a workbook, an .xls renamed', async () => {
    const zip = new JSZip();
    zip.file('hello.txt', 'hello');
    for (const file of [Buffer.from('workNo,cnName\nA,B\n'), Buffer.from(await zip.generateAsync({ type: 'uint8array' })), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])]) {
      const res = await upload('admin', CREWS, file, false, 'en');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ key: 'import.error.notXlsx', message: 'The file is not an Excel workbook (.xlsx)' });
    }
  });

  it('a zip bomb is refused before parsing (a large entry compressed far beyond any real sheet; the size caps are in zip.test.ts)', async () => {
    const zip = new JSZip();
    zip.file('xl/workbook.xml', '<workbook/>');
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(8 * 1024 * 1024, 0x20));
    const bomb = Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await upload('admin', CREWS, bomb, false, 'zh');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ key: 'import.error.tooBig', result: { maxMb: 100 } });
  });

  it('no file, no header, no rows', async () => {
    expect((await call('admin', { method: 'POST', url: `${CREWS}/import`, payload: {} })).json().key).toBe('import.error.noFile');
    const noHeader = await upload('admin', CREWS, await workbook([['a', 'b'], ['1', '2']]));
    expect(noHeader.json()).toMatchObject({ key: 'import.error.noHeader' });
    const empty = await upload('admin', CREWS, await workbook([['工号', '中文姓名', '人员类型'], [], ['', '  ', '']]));
    expect(empty.json()).toMatchObject({ key: 'import.error.empty' });
  });
});

describe('permissions', () => {
  it('without crew:import → 403; without customer:add → 403', async () => {
    const file = await workbook([['workNo', 'cnName', 'crewType'], ['LO-Z1', '己', 'pilot']]);
    const res = await upload('cs', CREWS, file);
    expect(res.statusCode).toBe(403);
    expect(res.json().result).toEqual({ permission: 'crew:import' });
    expect((await call('cs', { method: 'GET', url: `${CREWS}/importTemplate` })).statusCode).toBe(403);
    expect(await crewOf('admin', 'LO-Z')).toEqual([]);
  });
});

describe('customers', () => {
  it('imports by English titles and labels into the caller’s company only', async () => {
    const file = await workbook([
      ['Customer name', 'Customer type', 'Short code', 'E-mail', 'Billing currency'],
      ['Import Holdings', 'Company', 'ＩＭＰ１', 'ops@imp.example', 'cny'],
      ['  Li Import ', 2, '', '', ''],
    ]);
    expect(ok(await upload('admin', CUSTOMERS, file, true)).errors).toEqual([]);
    expect(ok(await upload('admin', CUSTOMERS, file))).toMatchObject({ imported: 2, errors: [] });
    const mine = (await post('admin', `${CUSTOMERS}/list`, { pageSize: 100, searchParas: { conditions: [{ name: 'name', op: 'like', value: 'Import' }] } })).list;
    expect(mine.map((c: { name: string; type: number; simpleCode: string | null; billMoneyUnit: string | null }) => [c.name, c.type, c.simpleCode, c.billMoneyUnit]).sort()).toEqual([
      ['Import Holdings', 1, 'IMP1', 'CNY'],
      ['Li Import', 2, null, null],
    ]);
    const theirs = (await post('bravo', `${CUSTOMERS}/list`, { pageSize: 100, searchParas: { conditions: [{ name: 'name', op: 'like', value: 'Import' }] } })).list;
    expect(theirs).toEqual([]);
    expect((await importLogs('customer')).map((l) => l.info)).toEqual(['2']);
  });
});

describe('airports: the operator’s own data, keyed by ICAO', () => {
  it('creates, then changes only the filled-in fields; an unknown ICAO is refused', async () => {
    const first = await workbook([
      ['ICAO', '中文名称', '机场性质', '是否开放', '是否有海关', '机场分类'],
      ['zbaa', '首都机场', '国际', '是', 'Y', '一类'],
      ['ＺＳＳＳ', '虹桥机场', 'domestic', '否', '', ''],
    ]);
    expect(ok(await upload('admin', AIRPORTS, first))).toMatchObject({ imported: 2, errors: [] });
    const zbaa = ok(await call('admin', { method: 'GET', url: `${AIRPORTS}/ZBAA` }));
    expect(zbaa).toMatchObject({ cnName: '首都机场', nature: 'international', isOpen: true, hasCustoms: true, grade: 1, version: 1 });
    expect(ok(await call('admin', { method: 'GET', url: `${AIRPORTS}/ZSSS` }))).toMatchObject({ cnName: '虹桥机场', nature: 'domestic', isOpen: false, hasCustoms: null });

    // a row with a cell error is reported for it (the database checks run on rows whose cells are right)
    const second = await workbook([['icao', 'fbo', 'grade'], ['ZBAA', 'Capital FBO', ''], ['ZSSS', 'x', '9'], ['QQQQ', 'x', '']]);
    expect(ok(await upload('admin', AIRPORTS, second)).errors).toEqual([
      { row: 3, column: 'grade', messageKey: 'resources.rule.invalid' },
      { row: 4, column: 'icao', messageKey: 'validation.unknownReference', params: { value: 'QQQQ' } },
    ]);
    expect(ok(await call('admin', { method: 'GET', url: `${AIRPORTS}/ZBAA` }))).toMatchObject({ fbo: null, version: 1 });
    expect(ok(await upload('admin', AIRPORTS, await workbook([['icao', 'fbo'], ['ZBAA', 'Capital FBO']])))).toMatchObject({ imported: 1 });
    expect(ok(await call('admin', { method: 'GET', url: `${AIRPORTS}/ZBAA` }))).toMatchObject({ cnName: '首都机场', fbo: 'Capital FBO', version: 2 });
    // company B's overlay is its own
    expect(ok(await call('bravo', { method: 'GET', url: `${AIRPORTS}/ZBAA` }))).toMatchObject({ cnName: null, fbo: null, version: null });
  });
});
