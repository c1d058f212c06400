import { describe, expect, it } from 'vitest';
import { buildDuties, type DutyLeg } from './build';
import { checkDutyPeriods } from './check';
import { presets } from './presets';

const at = (iso: string) => Date.parse(iso);
let n = 0;
function leg(dep: string, arr: string, from: string, to: string, over: Partial<DutyLeg> = {}): DutyLeg {
  const zones: Record<string, string> = { ZBAA: 'Asia/Shanghai', ZSPD: 'Asia/Shanghai', EGLL: 'Europe/London', KJFK: 'America/New_York', NZAA: 'Pacific/Auckland', PHNL: 'Pacific/Honolulu', RJTT: 'Asia/Tokyo' };
  return { legId: `L${++n}`, departure: at(dep), arrival: at(arr), departureIcao: from, arrivalIcao: to, departureZone: zones[from] ?? null, arrivalZone: zones[to] ?? null, positioning: false, pilots: 2, ...over };
}

describe('duty periods from legs', () => {
  const ccar = presets['CCAR-121'];
  it('report = first departure − preparation, FDP end = last operating arrival, release = last arrival + finishing', () => {
    const legs = [leg('2026-12-01T01:00:00Z', '2026-12-01T03:00:00Z', 'ZBAA', 'ZSPD'), leg('2026-12-01T04:00:00Z', '2026-12-01T06:15:00Z', 'ZSPD', 'ZBAA')];
    const [d] = buildDuties(ccar, legs, { homeBaseIcao: 'ZBAA', homeZone: 'Asia/Shanghai' });
    expect(d!.input).toMatchObject({ id: legs[0]!.legId, report: at('2026-12-01T00:00:00Z'), fdpEnd: at('2026-12-01T06:15:00Z'), release: at('2026-12-01T06:45:00Z'), flightMinutes: 255, sectors: 2, crewPilots: 2, reportTimeLocal: '08:00', offsetMinutes: 480, restAtHomeBase: true });
    expect(d).toMatchObject({ startIcao: 'ZBAA', endIcao: 'ZBAA', referenceZone: 'Asia/Shanghai', transitDutyType: 'none', restBeforeMinutes: null });
  });
  it('splits where the rest reaches the minimum, and gives rest before and after', () => {
    const legs = [leg('2026-12-01T01:00:00Z', '2026-12-01T03:00:00Z', 'ZBAA', 'ZSPD'), leg('2026-12-01T14:30:00Z', '2026-12-01T16:30:00Z', 'ZSPD', 'ZBAA')];
    const ds = buildDuties(ccar, legs);
    expect(ds).toHaveLength(2);
    // release 03:30, next report 13:30 → 600 min = CCAR's 10 h
    expect(ds[0]!.restAfterMinutes).toBe(600);
    expect(ds[1]!.restBeforeMinutes).toBe(600);
  });
  it('positioning is FDP before an operating sector, duty after it, never a sector', () => {
    const legs = [
      leg('2026-12-01T01:00:00Z', '2026-12-01T03:00:00Z', 'ZBAA', 'ZSPD', { positioning: true }),
      leg('2026-12-01T04:00:00Z', '2026-12-01T06:00:00Z', 'ZSPD', 'ZBAA'),
      leg('2026-12-01T07:00:00Z', '2026-12-01T09:00:00Z', 'ZBAA', 'ZSPD', { positioning: true }),
    ];
    const [d] = buildDuties(ccar, legs);
    expect(d!.input).toMatchObject({ sectors: 1, positioningSectors: 2, flightMinutes: 120, fdpEnd: at('2026-12-01T06:00:00Z'), release: at('2026-12-01T09:30:00Z') });
    expect(d!.transitDutyType).toBe('both');
  });
  it('a duty of positioning only is duty without an FDP check', () => {
    const [d] = buildDuties(ccar, [leg('2026-12-01T01:00:00Z', '2026-12-01T03:00:00Z', 'ZBAA', 'ZSPD', { positioning: true })]);
    expect(d!.input.sectors).toBe(0);
    const r = checkDutyPeriods(ccar, [], [d!.input]);
    expect(r.duties[0]!.items.some((i) => i.check === 'fdp')).toBe(false);
  });
  it('the fewest pilots and the worst rest facility of the operating legs', () => {
    const legs = [leg('2026-12-01T01:00:00Z', '2026-12-01T09:00:00Z', 'ZBAA', 'EGLL', { pilots: 4, restFacilityClass: 1 }), leg('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z', 'EGLL', 'EGLL', { pilots: 3, restFacilityClass: 2 })];
    const [d] = buildDuties(ccar, legs);
    expect(d!.input).toMatchObject({ crewPilots: 3, restFacilityClass: 2, longestSectorMinutes: 480 });
  });
  it('report times on the far side of the date line: Auckland (UTC+13 in December) reports the next local day', () => {
    const [d] = buildDuties(presets['EASA-ORO-FTL'], [leg('2026-12-01T18:30:00Z', '2026-12-01T22:00:00Z', 'NZAA', 'NZAA')], { homeZone: 'Pacific/Auckland' });
    // report 17:30Z = 06:30 on 2 December in Auckland
    expect(d!.input).toMatchObject({ reportTimeLocal: '06:30', offsetMinutes: 780 });
  });
});

describe('acclimatisation', () => {
  it('EASA Table 1: B within 48 h of leaving the reference, X after, D once the rows allow', () => {
    const easa = presets['EASA-ORO-FTL'];
    // ZBAA (UTC+8) → EGLL (UTC+0 in December): 8 h of difference, row '<=9'
    const out = leg('2026-12-01T02:00:00Z', '2026-12-01T13:00:00Z', 'ZBAA', 'EGLL', { pilots: 3, restFacilityClass: 1 });
    const back24 = leg('2026-12-02T14:00:00Z', '2026-12-02T16:00:00Z', 'EGLL', 'EGLL');
    const back60 = leg('2026-12-03T20:00:00Z', '2026-12-03T22:00:00Z', 'EGLL', 'EGLL');
    const back100 = leg('2026-12-05T12:00:00Z', '2026-12-05T14:00:00Z', 'EGLL', 'EGLL');
    const ds = buildDuties(easa, [out, back24, back60, back100], { homeZone: 'Asia/Shanghai' });
    expect(ds.map((d) => d.acclimatised)).toEqual([true, true, 'unknown', true]);
    // B: report time still Beijing's; D: London's
    expect(ds[1]!.referenceZone).toBe('Asia/Shanghai');
    expect(ds[1]!.input.reportTimeLocal).toBe('21:00');
    expect(ds[3]!.referenceZone).toBe('Europe/London');
  });
  it('FAA 117: not acclimated in a new theater until 72 h there', () => {
    const faa = presets['FAA-117'];
    const out = leg('2026-12-01T02:00:00Z', '2026-12-01T14:00:00Z', 'RJTT', 'KJFK', { pilots: 3, restFacilityClass: 1 });
    const next = leg('2026-12-02T14:00:00Z', '2026-12-02T16:00:00Z', 'KJFK', 'KJFK');
    const later = leg('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z', 'KJFK', 'KJFK');
    const ds = buildDuties(faa, [out, next, later], { homeZone: 'Asia/Tokyo' });
    expect(ds.map((d) => d.acclimatised)).toEqual([true, false, true]);
    expect(ds[1]!.referenceZone).toBe('Asia/Tokyo');
  });
  it('an unknown airport zone counts as UTC', () => {
    const [d] = buildDuties(presets['CCAR-121'], [leg('2026-12-01T01:00:00Z', '2026-12-01T03:00:00Z', 'XXXX', 'YYYY')]);
    expect(d!.input).toMatchObject({ offsetMinutes: 0, reportTimeLocal: '00:00' });
  });
});
