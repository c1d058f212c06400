import { describe, expect, it } from 'vitest';
import { checkDutyPeriods, woclOverlapMinutes, type DutyInput } from './check';
import { presets } from './presets';
import { windowStart } from './windows';

const H = 3_600_000;
const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
/** A two-pilot duty: report at `report` (UTC), FDP of `fdpH` hours, release 30 min later, reference offset `offset` minutes. */
function duty(id: string, report: string, fdpH: number, over: Partial<DutyInput> = {}): DutyInput {
  const r = at(report);
  const offset = over.offsetMinutes ?? 0;
  const local = new Date(r + offset * MIN).toISOString().slice(11, 16);
  return { id, report: r, fdpEnd: r + fdpH * H, release: r + fdpH * H + 30 * MIN, flightMinutes: Math.round(fdpH * 60 * 0.6), sectors: 2, crewPilots: 2, acclimatised: true, reportTimeLocal: local, offsetMinutes: offset, ...over };
}
const items = (r: ReturnType<typeof checkDutyPeriods>, check: string) => r.duties.flatMap((d) => d.items.filter((i) => i.check === check));

describe('FDP against the table, with the warning share', () => {
  const easa = presets['EASA-ORO-FTL'];
  it('passes below 80 %, warns from 80 % (red), fails past the limit (purple)', () => {
    // 08:00 report, 2 sectors: 13:00 = 780 min
    expect(checkDutyPeriods(easa, [], [duty('a', '2026-12-01T08:00:00Z', 10)]).verdict).toBe('pass');
    const warn = checkDutyPeriods(easa, [], [duty('a', '2026-12-01T08:00:00Z', 10.4)]);
    expect(warn.verdict).toBe('warning');
    expect(items(warn, 'fdp')[0]).toMatchObject({ level: 'warning', limitMinutes: 780, actualMinutes: 624, marginMinutes: 156 });
    const fail = checkDutyPeriods(easa, [], [duty('a', '2026-12-01T08:00:00Z', 13 + 1 / 60)]);
    expect(items(fail, 'fdp')[0]).toMatchObject({ level: 'fail', limitMinutes: 780, actualMinutes: 781, marginMinutes: -1 });
    expect(items(fail, 'fdp')[0]!.rule).toContain('ORO.FTL.205(b)(1) Table 2');
  });
  it('a combination the table does not allow fails with its reason', () => {
    const r = checkDutyPeriods(easa, [], [duty('a', '2026-12-01T08:00:00Z', 8, { sectors: 11 })]);
    expect(items(r, 'fdp')[0]).toMatchObject({ level: 'fail', limitMinutes: null });
  });
});

describe('rest before duty', () => {
  it('CCAR: 10 h; 9:59 fails', () => {
    const ccar = presets['CCAR-121'];
    const first = duty('a', '2026-12-01T00:00:00Z', 8); // release 08:30
    expect(items(checkDutyPeriods(ccar, [first], [duty('b', '2026-12-01T18:30:00Z', 8)]), 'restBefore')[0]).toMatchObject({ level: 'pass', actualMinutes: 600 });
    expect(items(checkDutyPeriods(ccar, [first], [duty('b', '2026-12-01T18:29:00Z', 8)]), 'restBefore')[0]).toMatchObject({ level: 'fail', marginMinutes: -1 });
  });
  it('EASA: at least the preceding duty, and 12 h at home base', () => {
    const easa = presets['EASA-ORO-FTL'];
    const long = duty('a', '2026-12-01T06:00:00Z', 12.5); // 13:00 of duty
    const r = checkDutyPeriods(easa, [long], [duty('b', '2026-12-02T06:30:00Z', 8)]);
    expect(items(r, 'restBefore')[0]).toMatchObject({ limitMinutes: 780, actualMinutes: 690, level: 'fail' }); // 13:00 of duty, 11:30 of rest
    const home = checkDutyPeriods(easa, [duty('a', '2026-12-01T06:00:00Z', 6)], [duty('b', '2026-12-02T00:30:00Z', 6, { restAtHomeBase: true })]);
    expect(items(home, 'restBefore')[0]).toMatchObject({ limitMinutes: 720, level: 'pass' });
  });
});

describe('cumulative windows', () => {
  it('CCAR FDP in 7 days rolls over midnight: the part of a night duty inside the window counts', () => {
    const ccar = presets['CCAR-121'];
    // six nights 20:00–05:00 UTC (9 h each) then a seventh: 63 h of FDP in 7 days > 60 h
    const history = Array.from({ length: 6 }, (_, k) => duty(`h${k}`, `2026-12-0${k + 1}T20:00:00Z`, 9));
    const r = checkDutyPeriods(ccar, history, [duty('p', '2026-12-07T20:00:00Z', 9)]);
    const week = items(r, 'cumulative').find((i) => i.rule.includes('7 consecutive days'))!;
    expect(week.actualMinutes).toBe(63 * 60);
    expect(week.level).toBe('fail');
    // a duty ending Dec 8 23:00: the window starts Dec 1 23:00 and keeps 6 of the first night's 9 hours
    const later = checkDutyPeriods(ccar, history, [duty('p', '2026-12-08T14:00:00Z', 9)]);
    expect(items(later, 'cumulative').find((i) => i.rule.includes('7 consecutive days'))).toMatchObject({ actualMinutes: 60 * 60, level: 'warning', marginMinutes: 0 });
  });
  it('calendar months end at the reference time\'s month end (UTC vs Beijing)', () => {
    const ccar = presets['CCAR-121'];
    const jan = duty('j', '2026-01-31T18:00:00Z', 6); // 02:00–08:00 Feb 1 in Beijing
    const feb = (offsetMinutes: number) => duty('f', '2026-02-01T18:00:00Z', 6, { offsetMinutes });
    const month = (offset: number) => items(checkDutyPeriods(ccar, [{ ...jan, offsetMinutes: offset }], [feb(offset)]), 'cumulative').find((i) => i.rule.includes('FDP in calendar month'))!;
    expect(month(0).actualMinutes).toBe(360); // UTC: the January duty is January's
    expect(month(480).actualMinutes).toBe(720); // Beijing: both are February's
    expect(new Date(windowStart({ kind: 'calendarMonth' }, at('2026-03-01T00:00:00Z'), 0)).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(new Date(windowStart({ kind: 'calendarQuarter', count: 2 }, at('2026-05-10T00:00:00Z'), 0)).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('FAA 135.267: flight time in 24 consecutive hours', () => {
    const f = presets['FAA-135'];
    const r = checkDutyPeriods(f, [duty('a', '2026-12-01T00:00:00Z', 8, { flightMinutes: 360 })], [duty('b', '2026-12-01T19:00:00Z', 4, { flightMinutes: 300 })]);
    expect(items(r, 'flightTime24h')[0]).toMatchObject({ level: 'fail', limitMinutes: 600, actualMinutes: 660 });
  });
});

describe('periodic rest, WOCL, extensions', () => {
  it('CCAR: 48 consecutive hours free in 144 h', () => {
    const ccar = presets['CCAR-121'];
    const daily = Array.from({ length: 6 }, (_, k) => duty(`h${k}`, `2026-12-0${k + 1}T00:00:00Z`, 9));
    const tired = checkDutyPeriods(ccar, daily, [duty('p', '2026-12-07T00:00:00Z', 9)]);
    expect(items(tired, 'periodicRest')[0]).toMatchObject({ level: 'fail', limitMinutes: 2880 });
    const rested = checkDutyPeriods(ccar, daily.slice(0, 3), [duty('p', '2026-12-07T00:00:00Z', 9)]);
    expect(items(rested, 'periodicRest')[0]!.level).toBe('pass');
  });
  it('WOCL overlap in the reference time, on the far side of the date line', () => {
    const easa = presets['EASA-ORO-FTL'];
    // 14:00 UTC is 02:00 next day in Auckland (+12:00) and 04:00 the same day in Honolulu (−10:00)
    expect(woclOverlapMinutes(easa, at('2026-03-01T14:00:00Z'), at('2026-03-01T18:00:00Z'), 720)).toBe(240);
    expect(woclOverlapMinutes(easa, at('2026-03-01T14:00:00Z'), at('2026-03-01T18:00:00Z'), -600)).toBe(120);
    const r = checkDutyPeriods(easa, [], [duty('a', '2026-03-01T14:00:00Z', 4, { offsetMinutes: 720 })]);
    expect(items(r, 'wocl')[0]).toMatchObject({ level: 'info', actualMinutes: 240 });
    expect(r.duties[0]!.items.find((i) => i.check === 'fdp')!.rule).toContain('02:00');
  });
  it('EASA extensions: at most twice in 7 days, fewer sectors with the WOCL', () => {
    const easa = presets['EASA-ORO-FTL'];
    const ext = (id: string, day: number) => duty(id, `2026-12-0${day}T07:00:00Z`, 10, { extension: true });
    const r = checkDutyPeriods(easa, [ext('a', 1), ext('b', 2)], [ext('c', 3)]);
    expect(items(r, 'extension').find((i) => i.rule.includes('2 extensions'))).toMatchObject({ level: 'fail', actualMinutes: 3 });
    const night = checkDutyPeriods(easa, [], [duty('n', '2026-12-01T22:00:00Z', 10, { extension: true, sectors: 3 })]);
    expect(items(night, 'extension').find((i) => i.rule.includes('sectors'))!.level).toBe('fail');
  });
});
