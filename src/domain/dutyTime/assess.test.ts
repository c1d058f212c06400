import { describe, expect, it } from 'vitest';
import { assessChange } from './assess';
import type { DutyLeg } from './build';
import { copyOfPreset } from './policy';
import { presets } from './presets';
import type { Regulation } from './regulation';

const at = (iso: string) => Date.parse(iso);
let n = 0;
const leg = (dep: string, arr: string, over: Partial<DutyLeg> = {}): DutyLeg => ({
  legId: `L${++n}`,
  departure: at(dep),
  arrival: at(arr),
  departureIcao: 'ZBAA',
  arrivalIcao: 'ZBAA',
  departureZone: 'Asia/Shanghai',
  arrivalZone: 'Asia/Shanghai',
  positioning: false,
  pilots: 2,
  ...over,
});
const ccar = presets['CCAR-121'];

describe('the duty verdict of a change', () => {
  // 08:00 Beijing report (00:00Z), 1–4 sectors: CCAR Table B 14 h, Table A 9 h of flight time
  const morning = [leg('2026-12-01T01:00:00Z', '2026-12-01T04:00:00Z'), leg('2026-12-01T05:00:00Z', '2026-12-01T08:00:00Z')];
  it('passes a change well inside the limits', () => {
    const late = leg('2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z');
    const r = assessChange(ccar, null, morning, [...morning, late], late.departure);
    // FDP 9:30 of 14:00, flight time 6:30 of 9:00: under 80 %
    expect(r).toEqual({ verdict: 'pass', forceable: true, items: [] });
  });
  it('refuses a leg that takes the FDP past the table, naming the cell, not forceable under the preset', () => {
    const tooLate = leg('2026-12-01T12:00:00Z', '2026-12-01T14:30:00Z');
    const r = assessChange(ccar, null, morning, [...morning, tooLate], tooLate.departure);
    expect(r.verdict).toBe('fail');
    const fdp = r.items.find((i) => i.check === 'fdp')!;
    expect(fdp).toMatchObject({ level: 'fail', limitMinutes: 840, actualMinutes: 870, marginMinutes: -30, presetFails: true });
    expect(fdp.rule).toContain('121.485(a)');
    expect(r.forceable).toBe(false);
  });
  it('an operator\'s own tighter limit can be forced, the preset\'s cannot', () => {
    const own = copyOfPreset(ccar, 'Ops', 'op') as Regulation & { fdp: { basic: { minutes: number[][] } } };
    own.fdp.basic.minutes = own.fdp.basic.minutes.map((row) => row.map((m) => m - 180));
    const extra = leg('2026-12-01T09:00:00Z', '2026-12-01T11:30:00Z');
    const r = assessChange(own, ccar, morning, [...morning, extra], extra.departure);
    const fdp = r.items.find((i) => i.check === 'fdp')!;
    expect(fdp).toMatchObject({ level: 'fail', presetFails: false });
    expect(r.forceable).toBe(true);
  });
  it('what was already wrong elsewhere does not block an unrelated change; only new or worse items count', () => {
    const broken = [leg('2026-11-20T00:00:00Z', '2026-11-20T15:00:00Z')];
    const next = leg('2026-12-01T01:00:00Z', '2026-12-01T02:00:00Z');
    const r = assessChange(ccar, null, broken, [...broken, next], next.departure);
    expect(r.verdict).toBe('pass');
    expect(r.items).toEqual([]);
  });
  it('a rest shorter than the minimum joins two duties into one, whose FDP then breaks the table', () => {
    const next = leg('2026-12-01T20:00:00Z', '2026-12-01T21:00:00Z');
    const before = [...morning, next];
    const moved = { ...morning[1]!, departure: at('2026-12-01T08:00:00Z'), arrival: at('2026-12-01T11:00:00Z') };
    const r = assessChange(ccar, null, before, [morning[0]!, moved, next], at('2026-12-01T05:00:00Z'));
    // 11:30 release, 19:00 report: 7:30 of rest is no rest; one duty from 00:00 to 21:00
    expect(r.items.find((i) => i.check === 'fdp')).toMatchObject({ level: 'fail', limitMinutes: 840, actualMinutes: 1260 });
  });
});
