import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { VALIDATION_KEYS, VK } from './keys';
import { isRuleError } from './rules';
import type { RuleError } from './types';
import {
  BYTES_PER_MB,
  TIME_MINUTE_STEP,
  UPLOAD_ALTERNATIVE,
  UPLOAD_GENERAL,
  UPLOAD_IMPORT,
  checkUploads,
  daysInMonth,
  fileExtension,
  formatDate,
  formatTime,
  isLeapYear,
  normaliseDate,
  normaliseRecipients,
  normaliseTime,
  parseDateInput,
  parseRecipients,
  parseTimeInput,
  requireSelection,
  validateDateInput,
  validateRecipients,
  validateTimeInput,
} from './inputs';

function expectKey(result: unknown, key: string): void {
  expect(isRuleError(result)).toBe(true);
  expect((result as RuleError).key).toBe(key);
  expect(VALIDATION_KEYS).toContain(key);
}

describe('time input', () => {
  it('default step is 5', () => expect(TIME_MINUTE_STEP).toBe(5));

  it.each([
    ['0000', '00:00'],
    ['00:00', '00:00'],
    ['0905', '09:05'],
    ['09:05', '09:05'],
    ['2355', '23:55'],
    ['23:55', '23:55'],
    ['1230', '12:30'],
    [' 12:30 ', '12:30'],
  ])('normalises %j to %j', (input, out) => {
    expect(normaliseTime(input)).toBe(out);
    expect(validateTimeInput(input)).toBeNull();
  });

  it('parses to hours and minutes', () => {
    expect(parseTimeInput('0745')).toEqual({ hours: 7, minutes: 45 });
    expect(parseTimeInput('07:45')).toEqual({ hours: 7, minutes: 45 });
  });

  it.each(['930', '9:30', '12:3', '12345', '12-30', '12.30', '12 30', '12：30', 'ab:cd', '1230a', '12:30:00', '+1230'])(
    'rejects format %j',
    (v) => expectKey(parseTimeInput(v), VK.timeFormat),
  );

  it.each(['2400', '24:00', '2360', '23:60', '9900'])('rejects range %j', (v) => expectKey(parseTimeInput(v), VK.timeRange));

  it.each(['0001', '12:34', '23:59', '1201'])('rejects off-step minutes %j', (v) =>
    expect(parseTimeInput(v)).toEqual({ key: VK.timeStep, params: { step: 5 } }),
  );

  it.each(['', '  ', 'null'])('requires a value (%j)', (v) => expectKey(parseTimeInput(v), VK.required));

  it('supports another minute step', () => {
    expect(normaliseTime('23:59', { minuteStep: 1 })).toBe('23:59');
    expect(normaliseTime('1215', { minuteStep: 15 })).toBe('12:15');
    expect(parseTimeInput('12:10', { minuteStep: 15 })).toEqual({ key: VK.timeStep, params: { step: 15 } });
    expect(normaliseTime('12:00', { minuteStep: 60 })).toBe('12:00');
  });

  it.each([0, -5, 1.5, 61, NaN])('throws on an invalid step %j', (step) => {
    expect(() => parseTimeInput('12:00', { minuteStep: step })).toThrow(RangeError);
  });

  const onStep = fc.record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 11 }).map((m) => m * 5) });

  it('property: format → parse round-trips for both accepted forms', () => {
    fc.assert(
      fc.property(onStep, (t) => {
        const colon = formatTime(t);
        expect(colon).toMatch(/^\d{2}:\d{2}$/);
        expect(parseTimeInput(colon)).toEqual(t);
        expect(parseTimeInput(colon.replace(':', ''))).toEqual(t);
      }),
    );
  });

  it('property: normaliseTime is idempotent and agrees with parse', () => {
    const input = fc.oneof(fc.stringMatching(/^[0-9]{2}:?[0-9]{2}$/), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(input, fc.constantFrom(1, 5, 10, 15, 30), (s, minuteStep) => {
        const once = normaliseTime(s, { minuteStep });
        if (isRuleError(once)) return;
        expect(normaliseTime(once, { minuteStep })).toBe(once);
        expect(parseTimeInput(once, { minuteStep })).toEqual(parseTimeInput(s, { minuteStep }));
      }),
    );
  });

  it('property: every accepted time is on the step and within the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.boolean(), (n, colon) => {
        const digits = String(n).padStart(4, '0');
        const s = colon ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
        const t = parseTimeInput(s);
        const h = Math.floor(n / 100);
        const m = n % 100;
        if (h <= 23 && m <= 59 && m % 5 === 0) expect(t).toEqual({ hours: h, minutes: m });
        else expect(isRuleError(t)).toBe(true);
      }),
    );
  });
});

describe('date input', () => {
  it('leap years and month lengths', () => {
    expect([2000, 2024, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([1900, 2023, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it.each([
    ['20240131', '2024-01-31'],
    ['2024-01-31', '2024-01-31'],
    ['20240229', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['2023-04-30', '2023-04-30'],
    ['00010101', '0001-01-01'],
    ['9999-12-31', '9999-12-31'],
    [' 2024-05-01 ', '2024-05-01'],
  ])('normalises %j to %j', (input, out) => {
    expect(normaliseDate(input)).toBe(out);
    expect(validateDateInput(input)).toBeNull();
  });

  it('parses to year, month, day', () => {
    expect(parseDateInput('2024-03-09')).toEqual({ year: 2024, month: 3, day: 9 });
  });

  it.each(['2024-1-31', '2024/01/31', '240131', '2024013', '202401311', '2024-0131', '202401-31', '31-01-2024', '2024-01-31T00:00', 'abcd-ef-gh', '２０２４０１３１'])(
    'rejects format %j',
    (v) => expectKey(parseDateInput(v), VK.dateFormat),
  );

  it.each(['2023-02-29', '1900-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '2024-01-32', '00000101'])(
    'rejects impossible date %j',
    (v) => expectKey(parseDateInput(v), VK.dateInvalid),
  );

  it.each(['', ' ', 'NULL'])('requires a value (%j)', (v) => expectKey(parseDateInput(v), VK.required));

  it('property: format → parse round-trips for real dates in both forms', () => {
    const date = fc
      .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
      .filter((d) => d.day <= daysInMonth(d.year, d.month));
    fc.assert(
      fc.property(date, (d) => {
        const dashed = formatDate(d);
        expect(parseDateInput(dashed)).toEqual(d);
        expect(parseDateInput(dashed.replaceAll('-', ''))).toEqual(d);
      }),
    );
  });
});

describe('mail recipients', () => {
  it('splits on commas (ASCII and full-width) and trims', () => {
    expect(parseRecipients('a@x.com')).toEqual(['a@x.com']);
    expect(parseRecipients('a@x.com, b@y.cn ,c@z.org')).toEqual(['a@x.com', 'b@y.cn', 'c@z.org']);
    expect(parseRecipients('a@x.com，b@y.cn')).toEqual(['a@x.com', 'b@y.cn']);
    expect(normaliseRecipients(' a@x.com ,  b@y.cn ')).toBe('a@x.com,b@y.cn');
    expect(validateRecipients('a@x.com,a@x.com')).toBeNull();
  });

  it.each([
    [',a@x.com', 1],
    ['a@x.com,', 2],
    ['a@x.com,,b@y.cn', 2],
    ['a@x.com, ,b@y.cn', 2],
  ])('rejects an empty item in %j', (v, position) => {
    expect(parseRecipients(v)).toEqual({ key: VK.recipientsEmpty, params: { position } });
  });

  it('reports which item is invalid', () => {
    expect(parseRecipients('a@x.com, bad-address ,c@z.org')).toEqual({
      key: VK.recipientsInvalid,
      params: { position: 2, email: 'bad-address' },
    });
    expect(validateRecipients('a@x.com;b@y.cn')).toEqual({
      key: VK.recipientsInvalid,
      params: { position: 1, email: 'a@x.com;b@y.cn' },
    });
  });

  it.each(['', '   ', 'null'])('requires a value (%j)', (v) => expectKey(validateRecipients(v), VK.required));
});

describe('uploads', () => {
  const MB = BYTES_PER_MB;
  const file = (name: string, size = 1024) => ({ name, size });

  it('configurations', () => {
    expect(UPLOAD_GENERAL).toEqual({
      extensions: ['jpg', 'jpeg', 'png', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx'],
      maxSizeMb: 10,
      maxCount: null,
    });
    expect(UPLOAD_ALTERNATIVE).toEqual({ extensions: ['xls', 'xlsx', 'png', 'jpg', 'pdf', 'jpeg'], maxSizeMb: 5, maxCount: 5 });
    expect(UPLOAD_IMPORT).toEqual({ extensions: ['xlsx'], maxSizeMb: 10, maxCount: 1 });
    expect(Object.isFrozen(UPLOAD_GENERAL) && Object.isFrozen(UPLOAD_GENERAL.extensions)).toBe(true);
  });

  it('fileExtension', () => {
    expect(fileExtension('a.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('dir.v2/readme')).toBe('');
    expect(fileExtension('C:\\docs\\x.Docx')).toBe('docx');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('accepts allowed types case-insensitively in every configuration', () => {
    for (const name of ['a.jpg', 'a.JPG', 'a.jpeg', 'a.JPEG', 'a.Png', 'a.pdf', 'a.xls', 'a.XLSX']) {
      expect(checkUploads([file(name)], UPLOAD_GENERAL)).toBeNull();
      expect(checkUploads([file(name)], UPLOAD_ALTERNATIVE)).toBeNull();
    }
    for (const name of ['a.doc', 'a.docx', 'a.ppt', 'a.pptx']) expect(checkUploads([file(name)], UPLOAD_GENERAL)).toBeNull();
    expect(checkUploads([file('import.XLSX')], UPLOAD_IMPORT)).toBeNull();
  });

  it('rejects wrong formats with the allowed types', () => {
    expect(checkUploads([file('ok.pdf'), file('evil.exe')], UPLOAD_GENERAL)).toEqual({
      key: VK.uploadFormat,
      params: { name: 'evil.exe', types: 'jpg, jpeg, png, pdf, xls, xlsx, doc, docx, ppt, pptx' },
    });
    expectKey(checkUploads([file('slides.pptx')], UPLOAD_ALTERNATIVE), VK.uploadFormat);
    expectKey(checkUploads([file('book.xls')], UPLOAD_IMPORT), VK.uploadFormat);
    expectKey(checkUploads([file('noext')], UPLOAD_GENERAL), VK.uploadFormat);
    expectKey(checkUploads([file('pdf')], UPLOAD_GENERAL), VK.uploadFormat);
    expectKey(checkUploads([file('a.pdf.exe')], UPLOAD_GENERAL), VK.uploadFormat);
  });

  it.each([
    [UPLOAD_GENERAL, 10],
    [UPLOAD_ALTERNATIVE, 5],
    [UPLOAD_IMPORT, 10],
  ] as const)('size limit %#: exactly the limit passes, one byte more fails', (config, mb) => {
    const name = config.extensions.includes('pdf') ? 'a.pdf' : 'a.xlsx';
    expect(checkUploads([file(name, mb * MB)], config)).toBeNull();
    expect(checkUploads([file(name, mb * MB + 1)], config)).toEqual({ key: VK.uploadSize, params: { name, maxMb: mb } });
  });

  it('count limit (alternative: 5)', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`f${i}.png`));
    expect(checkUploads(five, UPLOAD_ALTERNATIVE)).toBeNull();
    expect(checkUploads([...five, file('f5.png')], UPLOAD_ALTERNATIVE)).toEqual({ key: VK.uploadCount, params: { maxCount: 5 } });
    expect(checkUploads(five.slice(0, 3), UPLOAD_ALTERNATIVE, { existingCount: 2 })).toBeNull();
    expectKey(checkUploads(five.slice(0, 3), UPLOAD_ALTERNATIVE, { existingCount: 3 }), VK.uploadCount);
    expectKey(checkUploads([file('a.xlsx'), file('b.xlsx')], UPLOAD_IMPORT), VK.uploadCount);
  });

  it('general configuration has no count limit', () => {
    const many = Array.from({ length: 200 }, (_, i) => file(`f${i}.pdf`));
    expect(checkUploads(many, UPLOAD_GENERAL, { existingCount: 1000 })).toBeNull();
  });

  it('checks count before format, and format before size', () => {
    const six = Array.from({ length: 6 }, () => file('x.exe', 99 * MB));
    expectKey(checkUploads(six, UPLOAD_ALTERNATIVE), VK.uploadCount);
    expectKey(checkUploads([file('x.exe', 99 * MB)], UPLOAD_ALTERNATIVE), VK.uploadFormat);
  });

  it('an empty list passes', () => expect(checkUploads([], UPLOAD_ALTERNATIVE)).toBeNull());

  it('rejects a non-numeric size', () => expectKey(checkUploads([file('a.pdf', NaN)], UPLOAD_GENERAL), VK.uploadSize));
});

describe('requireSelection', () => {
  it('requires at least one item', () => {
    expect(requireSelection([])).toEqual({ key: VK.selectionRequired });
    expect(requireSelection([1])).toBeNull();
    expect(requireSelection(['a', 'b'])).toBeNull();
    expect(requireSelection([0])).toBeNull();
  });
});
