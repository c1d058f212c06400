import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  bucketLegs,
  bufferedWindow,
  isDayKey,
  monthGrid,
  overflow,
  placeLeg,
  shiftAnchor,
  todayKey,
  visibleDays,
  weekDays,
  weekdayIndex,
  weekStart,
  windowCovers,
  type CalendarView,
} from './calendarModel';

const leg = (id: string, plannedDepartureUtc: string, departureIcao = 'ZBAA') => ({ id, plannedDepartureUtc, departureIcao });

describe('day keys', () => {
  it('validates real dates only', () => {
    expect(isDayKey('2030-02-28')).toBe(true);
    expect(isDayKey('2030-02-29')).toBe(false);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2030-2-1')).toBe(false);
    expect(isDayKey(null)).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
  it('clamps months to their last day', () => {
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2030-03-31', -1)).toBe('2030-02-28');
    expect(addMonths('2030-12-15', 1)).toBe('2031-01-15');
    expect(addMonths('2030-01-15', -1)).toBe('2029-12-15');
  });
});

describe('weeks start on Monday', () => {
  it('finds the Monday', () => {
    expect(weekdayIndex('2030-05-06')).toBe(0); // a Monday
    expect(weekdayIndex('2030-05-12')).toBe(6); // a Sunday
    expect(weekStart('2030-05-12')).toBe('2030-05-06');
    expect(weekDays('2030-05-01')).toEqual(['2030-04-29', '2030-04-30', '2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05']);
  });
  it('month grids cover the month in whole Monday weeks', () => {
    const may = monthGrid('2030-05-17');
    expect(may[0]![0]).toBe('2030-04-29');
    expect(may[may.length - 1]![6]).toBe('2030-06-02');
    expect(may).toHaveLength(5);
    // February 2027 starts on a Monday and has exactly 4 weeks
    expect(monthGrid('2027-02-10')).toHaveLength(4);
    // a 31-day month starting on a Sunday needs 6 rows
    expect(monthGrid('2030-12-01')).toHaveLength(6);
  });
  it('every grid day is a Monday-first week and the month is inside (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), (d) => {
        const key = d.toISOString().slice(0, 10);
        const grid = monthGrid(key);
        expect(grid.length).toBeGreaterThanOrEqual(4);
        expect(grid.length).toBeLessThanOrEqual(6);
        const flat = grid.flat();
        for (let i = 1; i < flat.length; i++) expect(flat[i]).toBe(addDays(flat[i - 1]!, 1));
        expect(weekdayIndex(flat[0]!)).toBe(0);
        expect(flat).toContain(`${key.slice(0, 7)}-01`);
        expect(flat).toContain(addDays(addMonths(`${key.slice(0, 7)}-01`, 1), -1));
      }),
    );
  });
});

describe('views and windows', () => {
  it('pages by a month, a week or a day', () => {
    expect(shiftAnchor('month', '2030-05-31', 1)).toBe('2030-06-30');
    expect(shiftAnchor('week', '2030-05-31', -1)).toBe('2030-05-24');
    expect(shiftAnchor('day', '2030-05-31', 1)).toBe('2030-06-01');
  });
  it('fetches a wider window than it shows and keeps it while paging inside', () => {
    const w = bufferedWindow('day', '2030-05-10');
    expect(w.fromUtc).toBe('2030-05-06T00:00:00.000Z');
    expect(w.toUtc).toBe('2030-05-15T00:00:00.000Z');
    expect(windowCovers(w, 'day', '2030-05-10')).toBe(true);
    expect(windowCovers(w, 'day', '2030-05-12')).toBe(true);
    expect(windowCovers(w, 'day', '2030-05-14')).toBe(false);
    expect(windowCovers(null, 'day', '2030-05-10')).toBe(false);
  });
  it("a view's window always covers its days in every zone (property)", () => {
    const views: CalendarView[] = ['month', 'week', 'day'];
    fc.assert(
      fc.property(fc.constantFrom(...views), fc.date({ min: new Date('2000-01-01'), max: new Date('2080-01-01'), noInvalidDate: true }), (view, d) => {
        const anchor = d.toISOString().slice(0, 10);
        const w = bufferedWindow(view, anchor);
        expect(windowCovers(w, view, anchor)).toBe(true);
        const { first, last } = visibleDays(view, anchor);
        // the first minute of the first day in UTC+14 and the last of the last day in UTC-12
        expect(w.fromUtc <= new Date(Date.parse(`${first}T00:00:00Z`) - 14 * 3_600_000).toISOString()).toBe(true);
        expect(w.toUtc >= new Date(Date.parse(`${last}T23:59:00Z`) + 12 * 3_600_000).toISOString()).toBe(true);
      }),
    );
  });
});

describe('legs on days by time type', () => {
  it('UTC and Beijing place a leg near midnight on different days', () => {
    const l = leg('a', '2030-05-01T17:30:00Z');
    expect(placeLeg(l, 'UTC')).toMatchObject({ day: '2030-05-01', time: '17:30', minuteOfDay: 1050 });
    expect(placeLeg(l, 'Beijing')).toMatchObject({ day: '2030-05-02', time: '01:30', zone: 'Asia/Shanghai' });
  });
  it('Local uses the departure airport zone, and UTC for an unknown one', () => {
    const l = leg('a', '2030-05-01T17:30:00Z', 'kjfk');
    expect(placeLeg(l, 'Local', { KJFK: 'America/New_York' })).toMatchObject({ day: '2030-05-01', time: '13:30', fellBackToUtc: false });
    expect(placeLeg(l, 'Local', {})).toMatchObject({ day: '2030-05-01', time: '17:30', fellBackToUtc: true, zone: 'UTC' });
  });
  it('Local follows daylight saving across the March change in New York', () => {
    const zones = { KJFK: 'America/New_York' };
    // 2030-03-10 02:00 EST → 03:00 EDT. Before: UTC-5; after: UTC-4.
    expect(placeLeg(leg('a', '2030-03-10T04:30:00Z', 'KJFK'), 'Local', zones)).toMatchObject({ day: '2030-03-09', time: '23:30' });
    expect(placeLeg(leg('b', '2030-03-10T06:59:00Z', 'KJFK'), 'Local', zones)).toMatchObject({ day: '2030-03-10', time: '01:59' });
    expect(placeLeg(leg('c', '2030-03-10T07:00:00Z', 'KJFK'), 'Local', zones)).toMatchObject({ day: '2030-03-10', time: '03:00' });
    // with a fixed UTC-5 this would be 23:30 on the 10th; EDT puts it at 00:30 on the 11th
    expect(placeLeg(leg('d', '2030-03-11T04:30:00Z', 'KJFK'), 'Local', zones)).toMatchObject({ day: '2030-03-11', time: '00:30' });
    // and back in November: 2030-11-03 02:00 EDT → 01:00 EST
    expect(placeLeg(leg('e', '2030-11-04T04:30:00Z', 'KJFK'), 'Local', zones)).toMatchObject({ day: '2030-11-03', time: '23:30' });
  });
  it('buckets a week of legs in wall-clock order, mixing zones in Local', () => {
    const zones = { KJFK: 'America/New_York', ZBAA: 'Asia/Shanghai', VNKT: 'Asia/Kathmandu' };
    const legs = [
      leg('ny', '2030-03-11T12:00:00Z', 'KJFK'), // 08:00 EDT on the 11th
      leg('bj', '2030-03-11T00:30:00Z', 'ZBAA'), // 08:30 on the 11th in Beijing
      leg('kt', '2030-03-10T18:20:00Z', 'VNKT'), // 00:05 on the 11th in Kathmandu (+5:45)
      leg('bad', 'not a time', 'ZBAA'),
    ];
    const days = bucketLegs(legs, 'Local', zones);
    expect(days.get('2030-03-11')!.map((p) => [p.leg.id, p.time])).toEqual([
      ['kt', '00:05'],
      ['ny', '08:00'],
      ['bj', '08:30'],
    ]);
    expect([...days.keys()]).toEqual(['2030-03-11']);
    const utc = bucketLegs(legs, 'UTC');
    expect(utc.get('2030-03-10')!.map((p) => p.leg.id)).toEqual(['kt']);
    expect(utc.get('2030-03-11')!.map((p) => p.leg.id)).toEqual(['bj', 'ny']);
  });
});

describe('month cells and today', () => {
  it('overflows into "+n more" taking the last line', () => {
    expect(overflow([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(overflow([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2], more: 3 });
  });
  it('today follows the time type', () => {
    const now = Date.parse('2030-05-01T17:00:00Z');
    expect(todayKey(now, 'UTC')).toBe('2030-05-01');
    expect(todayKey(now, 'Beijing')).toBe('2030-05-02');
    expect(todayKey(now, 'Local')).toBe('2030-05-01');
  });
});
