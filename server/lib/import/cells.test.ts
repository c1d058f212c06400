import { describe, expect, it } from 'vitest';
import type { ImportColumn } from '../../../src/contract/import';
import { headerKey, parseCell, parseDate, rawOf } from './cells';

const labels = (key: string) => ({ 'resources.value.yes': ['是', '是', 'Yes'], 'resources.value.no': ['否', '否', 'No'], 'x.pilot': ['飞行员', '飛行員', 'Pilot'] })[key] ?? [key];
const col = (kind: ImportColumn['kind'], more: Partial<ImportColumn> = {}): ImportColumn => ({ key: 'f', label: 'f', kind, example: '', ...more });
const value = (c: ImportColumn, raw: Parameters<typeof parseCell>[1]) => parseCell(c, raw, labels);

describe('parseDate', () => {
  it('reads date cells, serial numbers, yyyyMMdd numbers and text forms', () => {
    expect(parseDate(new Date(Date.UTC(1985, 2, 12)))).toBe('1985-03-12');
    expect(parseDate(new Date(Date.UTC(1985, 2, 11, 23, 59, 59, 999)))).toBe('1985-03-12');
    expect(parseDate(31118)).toBe('1985-03-12');
    expect(parseDate(19850312)).toBe('1985-03-12');
    for (const s of ['19850312', '1985-03-12', '1985/3/12', '1985.3.12', '１９８５－０３－１２', '1985年3月12日', ' 1985-03-12 ']) expect(parseDate(s), s).toBe('1985-03-12');
  });
  it('refuses what is no date, and days that do not exist', () => {
    expect(parseDate('12/03/1985')).toEqual({ key: 'validation.date.format' });
    expect(parseDate('1985-02-30')).toEqual({ key: 'validation.date.invalid' });
    expect(parseDate(-3)).toEqual({ key: 'validation.date.format' });
  });
});

describe('parseCell', () => {
  it('folds full-width codes and spaces, keeps Chinese text', () => {
    expect(value(col('code'), 'ＡＢＣ１２３')).toEqual({ value: 'ABC123' });
    expect(value(col('code', { upperCase: true }), ' zbaa ')).toEqual({ value: 'ZBAA' });
    expect(value(col('text'), '\u3000陈静\u3000')).toEqual({ value: '陈静' });
    expect(value(col('text'), '（北京）')).toEqual({ value: '（北京）' });
    expect(value(col('code'), 13800138000)).toEqual({ value: '13800138000' });
    expect(value(col('text'), '\u3000 ')).toEqual({ empty: true });
  });
  it('numbers stored as text, enums by value or label, flags, code lists', () => {
    expect(value(col('integer'), '１２')).toEqual({ value: 12 });
    expect(value(col('integer'), '1.5')).toEqual({ error: { key: 'resources.rule.invalid' } });
    const e = col('enum', { values: ['pilot', 'cabin'], enumLabels: 'x' });
    expect(value(e, '飛行員')).toEqual({ value: 'pilot' });
    expect(value(e, 'PILOT')).toEqual({ value: 'pilot' });
    expect(value(e, 'captain')).toEqual({ error: { key: 'resources.rule.invalid' } });
    expect(value(col('enum', { values: [1, 2], enumLabels: 'y' }), 2)).toEqual({ value: 2 });
    expect(value(col('flag'), '是')).toEqual({ value: true });
    expect(value(col('flag'), 'n')).toEqual({ value: false });
    expect(value(col('flag'), true)).toEqual({ value: true });
    expect(value(col('codes'), 'G650， GL6;G650')).toEqual({ value: ['G650', 'GL6'] });
  });
  it('cell values of exceljs: rich text, formulas, hyperlinks, errors', () => {
    expect(rawOf({ richText: [{ text: 'A' }, { text: 'B' }] })).toBe('AB');
    expect(rawOf({ formula: 'A1', result: 3 })).toBe(3);
    expect(rawOf({ text: 'x', hyperlink: 'mailto:x' })).toBe('x');
    expect(rawOf({ error: '#N/A' })).toBeNull();
  });
  it('text PostgreSQL cannot store: NULs dropped, unpaired surrogates replaced', () => {
    expect(rawOf('Jet\u0000Air')).toBe('JetAir');
    expect(rawOf({ richText: [{ text: 'A\u0000' }, { text: '\ud800B' }] })).toBe('A\ufffdB');
    expect(rawOf({ text: 'x\u0000', hyperlink: 'mailto:x' })).toBe('x');
    expect(rawOf('✈️ ok')).toBe('✈️ ok');
  });
  it('header keys ignore case, spaces, full width and required marks', () => {
    expect(headerKey('*Work Number')).toBe(headerKey('work number'));
    expect(headerKey('人员类型\u3000')).toBe('人员类型');
  });
});
