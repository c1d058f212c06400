import { describe, expect, it } from 'vitest';
import { checkFlb, durationProblems, durationsOf, fieldOrigins, FLB_ERR, flightMinutesOf, fuelProblems, LONG_FLIGHT_MINUTES, timeProblems, type FlbFigures } from './rules';

const T0 = Date.parse('2026-05-01T02:00:00Z');
const m = (minutes: number) => T0 + minutes * 60_000;

/** A complete log: OUT 0, OFF +10, ON +130, IN +138 (block 138, air 120). */
function log(over: Partial<FlbFigures> = {}): FlbFigures {
  return {
    outUtc: m(0),
    offUtc: m(10),
    onUtc: m(130),
    inUtc: m(138),
    blockMinutes: 138,
    airMinutes: 120,
    flightMinutes: 138,
    landings: 1,
    nightMinutes: 0,
    mileageKm: 1000,
    remainFuel: 2000,
    upliftFuel: 3000,
    totalFuel: 5000,
    blockFuel: 2600,
    flightFuel: 2400,
    paxNum: 4,
    ...over,
  };
}
const base = { basis: 'block' as const, previousInUtc: null, corrections: {}, confirming: true, allowIncomplete: false };
const keys = (problems: { key: string }[]) => problems.map((p) => p.key);

describe('durations', () => {
  it('block is OUT → IN, air OFF → ON, flight follows the basis', () => {
    const d = durationsOf(log());
    expect(d).toEqual({ blockMinutes: 138, airMinutes: 120 });
    expect(flightMinutesOf('block', d)).toBe(138);
    expect(flightMinutesOf('air', d)).toBe(120);
    expect(durationsOf({ outUtc: null, offUtc: m(10), onUtc: m(130), inUtc: null })).toEqual({ blockMinutes: null, airMinutes: 120 });
  });
});

describe('the order of the times', () => {
  it('take-off at block-out is allowed, a minute before is not', () => {
    expect(timeProblems({ ...log(), offUtc: m(0) }, null)).toEqual([]);
    expect(keys(timeProblems({ ...log(), offUtc: m(0) - 60_000 }, null))).toEqual([FLB_ERR.offBeforeOut]);
  });
  it('landing at block-in is allowed, a minute after is not; landing at take-off is not', () => {
    expect(timeProblems({ ...log(), onUtc: m(138) }, null)).toEqual([]);
    expect(keys(timeProblems({ ...log(), onUtc: m(139) }, null))).toEqual([FLB_ERR.onAfterIn]);
    expect(keys(timeProblems({ ...log(), onUtc: m(10) }, null))).toEqual([FLB_ERR.onBeforeOff]);
  });
  it('block-out at the previous log’s block-in is allowed, a minute before is not (named in the message)', () => {
    expect(timeProblems(log(), m(0))).toEqual([]);
    const p = timeProblems(log(), m(1));
    expect(keys(p)).toEqual([FLB_ERR.beforePrevious]);
    expect(p[0]!.params).toEqual({ previous: new Date(m(1)).toISOString() });
    expect(p[0]!.field).toBe('outUtc');
  });
  it('missing times are not compared', () => {
    expect(timeProblems({ outUtc: null, offUtc: null, onUtc: null, inUtc: null }, m(5))).toEqual([]);
  });
});

describe('durations against the times', () => {
  it('equal is fine; one minute off needs a reason; a reason makes it a correction', () => {
    expect(durationProblems(log(), 'block', {}, true)).toEqual([]);
    const p = durationProblems(log({ blockMinutes: 139 }), 'block', {}, true);
    expect(p).toEqual([{ field: 'blockMinutes', key: FLB_ERR.mismatch, params: { expected: 138 } }]);
    expect(durationProblems(log({ blockMinutes: 139 }), 'block', { blockMinutes: '  ' }, true)).toHaveLength(1);
    expect(durationProblems(log({ blockMinutes: 139 }), 'block', { blockMinutes: 'chocks logged late' }, true)).toEqual([]);
  });
  it('flight time follows the operator’s basis', () => {
    expect(durationProblems(log({ flightMinutes: 120 }), 'air', {}, true)).toEqual([]);
    expect(keys(durationProblems(log({ flightMinutes: 120 }), 'block', {}, true))).toEqual([FLB_ERR.mismatch]);
  });
  it('flight, block and gear time are required to confirm, not to save a draft', () => {
    const empty = log({ blockMinutes: null, airMinutes: null, flightMinutes: null });
    expect(durationProblems(empty, 'block', {}, false)).toEqual([]);
    expect(keys(durationProblems(empty, 'block', {}, true))).toEqual([FLB_ERR.durationRequired, FLB_ERR.durationRequired, FLB_ERR.durationRequired]);
  });
});

describe('fuel', () => {
  it('total is remaining plus uplift', () => {
    expect(fuelProblems(log())).toEqual([]);
    expect(keys(fuelProblems(log({ totalFuel: 5001 })))).toEqual([FLB_ERR.fuelTotal]);
    expect(fuelProblems(log({ totalFuel: null }))).toEqual([]);
  });
  it('block fuel equal to flight fuel is allowed, less is not', () => {
    expect(fuelProblems(log({ blockFuel: 2400 }))).toEqual([]);
    expect(keys(fuelProblems(log({ blockFuel: 2399 })))).toEqual([FLB_ERR.blockFuelUnderFlightFuel]);
  });
  it('block fuel up to the total is allowed, more is not', () => {
    expect(fuelProblems(log({ blockFuel: 5000 }))).toEqual([]);
    expect(keys(fuelProblems(log({ blockFuel: 5001 })))).toEqual([FLB_ERR.blockFuelOverTotal]);
    expect(keys(fuelProblems(log({ totalFuel: null, blockFuel: 5001 })))).toEqual([FLB_ERR.blockFuelOverTotal]);
  });
});

describe('checkFlb', () => {
  it('a complete log passes', () => {
    expect(checkFlb(log(), base)).toEqual({ problems: [], longFlight: false, incomplete: false });
  });
  it('confirming needs all four times and a landing', () => {
    const c = checkFlb(log({ inUtc: null, landings: 0, blockMinutes: null, flightMinutes: null }), base);
    expect(keys(c.problems)).toContain(FLB_ERR.timeRequired);
    expect(keys(c.problems)).toContain(FLB_ERR.landingsRequired);
  });
  it('a flight of exactly 12 hours needs no confirmation, one minute more does', () => {
    const at = (minutes: number) => log({ inUtc: m(minutes), onUtc: m(minutes - 8), blockMinutes: minutes, airMinutes: minutes - 18, flightMinutes: minutes });
    expect(checkFlb(at(LONG_FLIGHT_MINUTES), base).longFlight).toBe(false);
    expect(checkFlb(at(LONG_FLIGHT_MINUTES + 1), base).longFlight).toBe(true);
  });
  it('missing fuel or passengers refuse the confirmation unless the operator allows incomplete logs', () => {
    const partial = log({ remainFuel: null, upliftFuel: null, totalFuel: null, blockFuel: null, flightFuel: null, paxNum: null });
    expect(keys(checkFlb(partial, base).problems).filter((k) => k === FLB_ERR.incomplete)).toHaveLength(4);
    expect(checkFlb(partial, { ...base, allowIncomplete: true })).toEqual({ problems: [], longFlight: false, incomplete: true });
    expect(checkFlb(partial, { ...base, confirming: false }).problems).toEqual([]);
  });
});

describe('field origins', () => {
  const adsb = { outUtc: m(0), offUtc: m(10), onUtc: m(130), inUtc: m(138), blockMinutes: 138, landings: 1, mileageKm: 1000 };
  it('kept values are ADS-B, changed ones corrected with the difference, others typed', () => {
    const o = fieldOrigins({ ...adsb, inUtc: m(142), blockMinutes: 142, mileageKm: 1012.5, nightMinutes: 30 }, adsb);
    expect(o.outUtc).toEqual({ source: 'adsb' });
    expect(o.inUtc).toEqual({ source: 'corrected', adsb: m(138), difference: 4 });
    expect(o.blockMinutes).toEqual({ source: 'corrected', adsb: 138, difference: 4 });
    expect(o.mileageKm).toEqual({ source: 'corrected', adsb: 1000, difference: 12.5 });
    expect(o.nightMinutes).toEqual({ source: 'typed' });
    expect(o.airMinutes).toEqual({ source: 'typed' });
  });
  it('a cleared ADS-B value is a correction without a difference; no draft means typed', () => {
    expect(fieldOrigins({ ...adsb, inUtc: null }, adsb).inUtc).toEqual({ source: 'corrected', adsb: m(138) });
    expect(fieldOrigins(adsb, null).outUtc).toEqual({ source: 'typed' });
  });
});
