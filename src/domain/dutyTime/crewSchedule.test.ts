import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CrewGanttStatus as S, crewSegments, DEFAULT_DUTY_PARAMS, dutyPeriods, type CrewLeg } from './crewSchedule';

const H = 3_600_000;
const T0 = Date.UTC(2026, 11, 1, 0);
const leg = (id: string, depH: number, arrH: number, from = 'ZBAA', to = 'ZSSS'): CrewLeg => ({ legId: id, departure: T0 + depH * H, arrival: T0 + arrH * H, departureIcao: from, arrivalIcao: to });

describe('dutyPeriods', () => {
  it('reports 60 min before the first departure and releases 30 min after the last arrival', () => {
    const [p] = dutyPeriods([leg('a', 8, 10)]);
    expect(p!.report).toBe(T0 + 7 * H);
    expect(p!.release).toBe(T0 + 10.5 * H);
  });

  it('keeps legs in one period while the rest between them is shorter than the minimum, splits at the minimum exactly', () => {
    // release 10:30, next report = dep − 1 h; 10 h rest means a report at 20:30 or later splits.
    const justShort = dutyPeriods([leg('a', 8, 10), leg('b', 21.49, 23)]);
    expect(justShort).toHaveLength(1);
    const exact = dutyPeriods([leg('a', 8, 10), leg('b', 21.5, 23)]);
    expect(exact.map((p) => p.legs.map((l) => l.legId))).toEqual([['a'], ['b']]);
  });

  it('sorts legs and follows the parameters', () => {
    const periods = dutyPeriods([leg('b', 14, 16), leg('a', 8, 10)], { preparationMinutes: 90, finishingMinutes: 45, minRestMinutes: 100 });
    expect(periods.map((p) => p.legs.map((l) => l.legId))).toEqual([['a'], ['b']]);
    expect(periods[0]!.report).toBe(T0 + 6.5 * H);
    expect(periods[1]!.release).toBe(T0 + 16.75 * H);
  });

  it('keeps overlapping (double-booked) legs in one period', () => {
    const periods = dutyPeriods([leg('a', 8, 12), leg('b', 10, 11)]);
    expect(periods).toHaveLength(1);
    expect(periods[0]!.release).toBe(T0 + 12.5 * H);
  });
});

describe('crewSegments', () => {
  it('lays out preparation, flight duty, pass the station and post-flight finish, then the minimum rest at base', () => {
    const segs = crewSegments([leg('a', 8, 10, 'ZBAA', 'ZSSS'), leg('b', 11, 13, 'ZSSS', 'ZBAA')], { baseIcao: 'ZBAA' });
    expect(segs.map((s) => [s.status, (s.start - T0) / H, (s.end - T0) / H, s.legId ?? s.station])).toEqual([
      [S.preparation, 7, 8, 'ZBAA'],
      [S.flightDuty, 8, 10, 'a'],
      [S.passStation, 10, 11, 'ZSSS'],
      [S.flightDuty, 11, 13, 'b'],
      [S.postFlight, 13, 13.5, 'ZBAA'],
      [S.restBeforeAfter, 13.5, 23.5, 'ZBAA'],
    ]);
  });

  it('marks a rest away from base as a stop rest lasting the whole layover', () => {
    const segs = crewSegments([leg('a', 8, 10, 'ZBAA', 'ZSSS'), leg('b', 32, 34, 'ZSSS', 'ZBAA')], { baseIcao: 'zbaa' });
    const rest = segs.find((s) => s.status === S.stopRest)!;
    expect([(rest.start - T0) / H, (rest.end - T0) / H, rest.station]).toEqual([10.5, 31, 'ZSSS']);
    expect(segs.at(-1)).toMatchObject({ status: S.restBeforeAfter, station: 'ZBAA' });
  });

  it('treats every rest as rest before and after flight when the base is unknown', () => {
    const segs = crewSegments([leg('a', 8, 10, 'ZBAA', 'ZSSS'), leg('b', 32, 34, 'ZSSS', 'ZBAA')]);
    expect(segs.filter((s) => s.status === S.stopRest)).toHaveLength(0);
    expect(segs.filter((s) => s.status === S.restBeforeAfter)).toHaveLength(2);
  });

  it('answers nothing for no legs', () => {
    expect(crewSegments([])).toEqual([]);
  });

  const legsArb = fc
    .array(fc.record({ gapMin: fc.integer({ min: 0, max: 30 * 60 }), blockMin: fc.integer({ min: 1, max: 14 * 60 }), away: fc.boolean() }), { maxLength: 25 })
    .map((xs) => {
      let t = T0;
      return xs.map((x, i) => {
        const dep = t + x.gapMin * 60_000;
        const arr = dep + x.blockMin * 60_000;
        t = arr;
        return { legId: `l${i}`, departure: dep, arrival: arr, departureIcao: 'ZBAA', arrivalIcao: x.away ? 'ZSSS' : 'ZBAA' };
      });
    });

  it('covers each duty period without gaps or overlaps, one flight duty per leg, periods a minimum rest apart', () => {
    fc.assert(
      fc.property(legsArb, (legs) => {
        const segs = crewSegments(legs, { baseIcao: 'ZBAA' });
        expect(segs.filter((s) => s.status === S.flightDuty).map((s) => s.legId)).toEqual(legs.map((l) => l.legId));
        for (let i = 1; i < segs.length; i++) expect(segs[i]!.start).toBeGreaterThanOrEqual(segs[i - 1]!.end);
        for (const s of segs) expect(s.end).toBeGreaterThanOrEqual(s.start);
        const periods = dutyPeriods(legs);
        for (let i = 1; i < periods.length; i++) expect(periods[i]!.report - periods[i - 1]!.release).toBeGreaterThanOrEqual(DEFAULT_DUTY_PARAMS.minRestMinutes * 60_000);
        // inside a period the segments are contiguous from report to release
        const duty = segs.filter((s) => s.status !== S.restBeforeAfter && s.status !== S.stopRest);
        for (const p of periods) {
          const inP = duty.filter((s) => s.start >= p.report && s.end <= p.release);
          expect(inP[0]!.start).toBe(p.report);
          expect(inP.at(-1)!.end).toBe(p.release);
          for (let i = 1; i < inP.length; i++) expect(inP[i]!.start).toBe(inP[i - 1]!.end);
        }
      }),
      { numRuns: 200 },
    );
  });
});
