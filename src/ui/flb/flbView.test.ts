import { describe, expect, it } from 'vitest';
import { checkForm, followTimes, formOf, hm, liveOrigins, messageParams, mileageText, parseHm, readForm, serverProblems, signed, updateBody, type TimeFrame } from './flbView';
import { flbLog as detail, T0 } from './testing/flbLog';

const UTC: TimeFrame = { timeType: 'UTC' };

describe('durations', () => {
  it('writes and reads H:MM', () => {
    expect(hm(108)).toBe('1:48');
    expect(hm(5)).toBe('0:05');
    expect(hm(null)).toBe('');
    expect(parseHm('1:48')).toBe(108);
    expect(parseHm('13.05')).toBe(785);
    expect(parseHm('')).toBeNull();
    expect(parseHm('1:75')).toBeUndefined();
    expect(parseHm('108')).toBeUndefined();
    expect(signed(4)).toBe('+4');
    expect(signed(-3)).toBe('-3');
  });
});

describe('the edit form', () => {
  it('shows times in the time type (Beijing +8) and keeps exact instants of unchanged times', () => {
    const d = detail();
    const f = formOf(d, { timeType: 'Beijing' }, 'metric');
    expect(f.times.outUtc).toBe('2026-03-01 10:03');
    expect(f.durations.blockMinutes).toBe('1:48');
    expect(Object.keys(f.engines)).toEqual(['left', 'right']);
    const read = readForm(f, f, d, { timeType: 'Beijing' }, 'metric');
    expect(read.figures.outUtc).toBe(T0);
    expect(read.invalid).toEqual([]);
    expect(updateBody(f, f, read, d)).toBeNull();
    expect(Object.values(liveOrigins(read, d)).every((o) => o.source === 'adsb')).toBe(true);
  });

  it('a corrected time: the duration follows, the origin shows the difference, the body carries only the change', () => {
    const d = detail();
    const initial = formOf(d, UTC, 'metric');
    const typed = { ...initial, times: { ...initial.times, inUtc: '2026-03-01 03:55' } };
    const form = followTimes(initial, typed, initial, d, UTC, 'metric');
    expect(form.durations.blockMinutes).toBe('1:52');
    expect(form.durations.flightMinutes).toBe('1:52');
    const read = readForm(form, initial, d, UTC, 'metric');
    const origins = liveOrigins(read, d);
    expect(origins.inUtc).toEqual({ source: 'corrected', adsb: T0 + 6_480_000, difference: 4 });
    expect(origins.outUtc?.source).toBe('adsb');
    const body = updateBody(form, initial, read, d)!;
    expect(body).toEqual({ version: 3, inUtc: '2026-03-01T03:55:00.000Z', blockMinutes: 112, flightMinutes: 112 });
    expect(checkForm(read, d, form, false, false).problems).toEqual([]);
  });

  it('a typed duration that differs needs a reason', () => {
    const d = detail();
    const initial = formOf(d, UTC, 'metric');
    const form = { ...initial, durations: { ...initial.durations, blockMinutes: '2:00' } };
    const read = readForm(form, initial, d, UTC, 'metric');
    expect(checkForm(read, d, form, false, false).problems).toEqual([{ field: 'blockMinutes', key: 'flb.error.mismatch', params: { expected: 108 } }]);
    const explained = { ...form, reasons: { ...form.reasons, blockMinutes: 'chocks late' } };
    expect(checkForm(readForm(explained, initial, d, UTC, 'metric'), d, explained, false, false).problems).toEqual([]);
    expect(updateBody(explained, initial, readForm(explained, initial, d, UTC, 'metric'), d)).toMatchObject({ blockMinutes: 120, corrections: { blockMinutes: 'chocks late' } });
  });

  it('checks fuel and formats, and confirmation needs fuel and passengers', () => {
    const d = detail();
    const initial = formOf(d, UTC, 'metric');
    const form = { ...initial, fuel: { remainFuel: '1000', upliftFuel: '500', totalFuel: '1600', blockFuel: '2000', flightFuel: '' }, night: 'x' };
    const read = readForm(form, initial, d, UTC, 'metric');
    expect(read.invalid).toEqual(['nightMinutes']);
    expect(checkForm(read, d, form, false, false).problems.map((p) => p.key)).toEqual(['flb.error.fuelTotal', 'flb.error.blockFuelOverTotal']);
    expect(checkForm(readForm(initial, initial, d, UTC, 'metric'), d, initial, true, false).problems.map((p) => p.field)).toEqual(['remainFuel', 'upliftFuel', 'blockFuel', 'paxNum']);
    expect(checkForm(readForm(initial, initial, d, UTC, 'metric'), d, initial, true, true).incomplete).toBe(true);
  });

  it('mileage in nm for imperial users, stored km', () => {
    const d = detail();
    expect(mileageText(1080, 'imperial')).toBe('583.2');
    const initial = formOf(d, UTC, 'imperial');
    const form = { ...initial, mileage: '600' };
    const read = readForm(form, initial, d, UTC, 'imperial');
    expect(read.figures.mileageKm).toBe(1111.2);
    expect(updateBody(form, initial, read, d)).toEqual({ version: 3, mileageKm: 1111.2 });
  });

  it('reads server problems and writes instants of messages in the time type', () => {
    expect(serverProblems({ problems: [{ field: 'onUtc', key: 'flb.error.onAfterIn' }], fields: {} })).toEqual([{ field: 'onUtc', key: 'flb.error.onAfterIn' }]);
    expect(serverProblems({ fields: { blockFuel: { key: 'flb.error.blockFuelOverTotal', params: { total: 5 } } } })).toEqual([{ field: 'blockFuel', key: 'flb.error.blockFuelOverTotal', params: { total: 5 } }]);
    expect(serverProblems(null)).toEqual([]);
    expect(messageParams({ previous: '2026-03-01T02:00:00.000Z', expected: 90 }, 'Beijing')).toEqual({ previous: '2026-03-01 10:00 UTC+8', expected: 90 });
  });
});
