import { describe, expect, it } from 'vitest';
import { cellValue, headerText, type ExportColumn, type ExportEnv } from './format';
import { attachment } from './registerExport';

const env = (timeType: ExportEnv['timeType']): ExportEnv => ({ tr: (k) => `[${k}]`, timeType, legStateReading: 'B', tripStatusReading: 'A' });
const at = '2026-12-03T20:30:00Z';
const time: ExportColumn<{ t: string; zone?: string }> = { key: 't', label: 'x.t', kind: 'datetime', value: (r) => r.t, zone: (r) => r.zone };

describe('export cells and headers', () => {
  it('times: text in the time type, the zone in the header; Local with the airport offset', () => {
    expect(headerText(time, env('Beijing'))).toBe('[x.t] (UTC+8)');
    expect(headerText(time, env('UTC'))).toBe('[x.t] (UTC)');
    expect(headerText(time, env('Local'))).toBe('[x.t] ([tripScreens.zone.local])');
    expect(headerText({ ...time, utcInLocal: true }, env('Local'))).toBe('[x.t] (UTC)');
    expect(cellValue(time, { t: at }, undefined, env('UTC'))).toBe('2026-12-03 20:30');
    expect(cellValue(time, { t: at }, undefined, env('Beijing'))).toBe('2026-12-04 04:30');
    expect(cellValue(time, { t: at, zone: 'America/New_York' }, undefined, env('Local'))).toBe('2026-12-03 15:30 UTC-5');
    expect(cellValue(time, { t: '' }, undefined, env('UTC'))).toBeNull();
  });

  it('money has two decimals, numbers stay numbers, enums and flags are labels', () => {
    const col = <R>(kind: ExportColumn<R>['kind'], value: (r: R) => unknown, more: Partial<ExportColumn<R>> = {}): ExportColumn<R> => ({ key: 'k', label: 'l', kind, value, ...more });
    expect(cellValue(col('money', () => '9800.506'), {}, undefined, env('UTC'))).toBe(9800.51);
    expect(cellValue(col('number', () => 12), {}, undefined, env('UTC'))).toBe(12);
    expect(cellValue(col('enum', () => 'aog', { enumPrefix: 'resources.aircraftStatus' }), {}, undefined, env('UTC'))).toBe('[resources.aircraftStatus.aog]');
    expect(cellValue(col('boolean', () => false), {}, undefined, env('UTC'))).toBe('[resources.value.no]');
    expect(cellValue(col('text', () => '=1+1'), {}, undefined, env('UTC'))).toBe('=1+1');
  });

  it('names the file in UTF-8 with an ASCII fallback', () => {
    expect(attachment('航段-all.xlsx')).toBe(`attachment; filename="__-all.xlsx"; filename*=UTF-8''${encodeURIComponent('航段')}-all.xlsx`);
  });
});
