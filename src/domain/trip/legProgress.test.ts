import { describe, expect, it } from 'vitest';
import { closingDueMs, detectedTimesOf, legProgress, legProgressView, movementStatusOf, needsClosing, overdueLevel, type LegProgress, type OverdueLevel, type ProgressFacts } from './legProgress';
import { LegState } from './states';

const H = 3_600_000;
const M = 60_000;
const DEP = Date.UTC(2026, 10, 26, 8, 0);
const ARR = DEP + 2 * H;

type Row = [string, Partial<ProgressFacts>, number, LegProgress, OverdueLevel];
const leg = (p: Partial<ProgressFacts>): ProgressFacts => ({
  legState: LegState.released,
  plannedDepartureMs: DEP,
  plannedArrivalMs: ARR,
  actualOffMs: null,
  actualOnMs: null,
  ...p,
});

// name, facts, now, progress, overdue
const TABLE: Row[] = [
  ['cancelled, long past', { legState: LegState.cancelled }, ARR + 5 * H, 'cancelled', 'none'],
  ['planning ahead', { legState: LegState.preparing }, DEP - H, 'planning', 'none'],
  ['ready before arrival', { legState: LegState.ready }, DEP + 10 * M, 'planning', 'none'],
  ['ready after arrival is stale', { legState: LegState.ready }, ARR + M, 'stale', 'none'],
  ['preparing hours later is stale', { legState: LegState.preparing }, ARR + 6 * H, 'stale', 'none'],
  ['timed out past is stale', { legState: LegState.timedOut }, ARR + H, 'stale', 'none'],
  ['released ahead', {}, DEP - H, 'scheduled', 'none'],
  ['released 30 min late is still scheduled', {}, DEP + 30 * M, 'scheduled', 'none'],
  ['released 31 min late is delayed', {}, DEP + 31 * M, 'delayed', 'none'],
  ['released, no takeoff, 15 min past arrival', {}, ARR + 15 * M, 'delayed', 'amber'],
  ['released, no takeoff, 2 h past arrival', {}, ARR + 2 * H, 'delayed', 'red'],
  ['takeoff detected not confirmed', { detectedOffMs: DEP + 5 * M }, DEP + 40 * M, 'takeoffDetected', 'none'],
  ['takeoff detected, overdue', { detectedOffMs: DEP + 5 * M }, ARR + 20 * M, 'takeoffDetected', 'amber'],
  ['airborne by recorded takeoff', { actualOffMs: DEP + 3 * M }, DEP + H, 'airborne', 'none'],
  ['airborne by state 4 only', { legState: LegState.flying }, DEP + H, 'airborne', 'none'],
  ['airborne 14 min past arrival', { legState: LegState.flying, actualOffMs: DEP }, ARR + 14 * M, 'airborne', 'none'],
  ['airborne 59 min past arrival', { legState: LegState.flying, actualOffMs: DEP }, ARR + 59 * M, 'airborne', 'amber'],
  ['airborne 60 min past arrival', { legState: LegState.flying, actualOffMs: DEP }, ARR + 60 * M, 'airborne', 'red'],
  ['landing detected', { legState: LegState.flying, actualOffMs: DEP, detectedOnMs: ARR - M }, ARR + 5 * M, 'landingDetected', 'none'],
  ['landing detected stays overdue until confirmed', { legState: LegState.flying, actualOffMs: DEP, detectedOnMs: ARR }, ARR + 2 * H, 'landingDetected', 'red'],
  ['both detected', { detectedOffMs: DEP, detectedOnMs: ARR }, ARR + M, 'landingDetected', 'none'],
  ['landing without takeoff detection is not a landing', { detectedOnMs: ARR }, DEP + 10 * M, 'scheduled', 'none'],
  ['landed', { legState: LegState.flown, actualOffMs: DEP, actualOnMs: ARR }, ARR + 9 * H, 'landed', 'none'],
  ['landed even if state lags', { legState: LegState.flying, actualOffMs: DEP, actualOnMs: ARR }, ARR + H, 'landed', 'none'],
  ['released, takeoff detected long ago, 3 h past arrival', { detectedOffMs: DEP }, ARR + 3 * H, 'takeoffDetected', 'red'],
  ['released, no takeoff, 14 min past arrival', {}, ARR + 14 * M, 'delayed', 'none'],
  ['not released hours later is stale, not overdue', { legState: LegState.notReleased }, ARR + 3 * H, 'stale', 'none'],
  ['conditions not met after arrival is stale', { legState: LegState.conditionsNotMet }, ARR + M, 'stale', 'none'],
  ['flown state without a landing time is airborne, overdue', { legState: LegState.flown, actualOffMs: DEP }, ARR + 61 * M, 'airborne', 'red'],
  ['cancelled with a detected takeoff stays cancelled', { legState: LegState.cancelled, detectedOffMs: DEP }, DEP + H, 'cancelled', 'none'],
];

describe('legProgress and overdueLevel (one truth per leg)', () => {
  it.each(TABLE)('%s', (_name, facts, now, progress, overdue) => {
    const l = leg(facts);
    expect(legProgress(l, now)).toBe(progress);
    expect(overdueLevel(l, now)).toBe(overdue);
    expect(needsClosing(l, now)).toBe(overdue !== 'none' || progress === 'stale');
    // the instant lists filter on agrees with the flags (away from the exact edge)
    const due = closingDueMs(l);
    if (due !== now) expect(due !== null && now >= due).toBe(needsClosing(l, now));
    // the view the answers carry is the same answer
    expect(legProgressView({ legState: l.legState, plannedDepartureUtc: new Date(DEP), plannedArrivalUtc: new Date(ARR).toISOString(), actualOffUtc: l.actualOffMs === null ? null : new Date(l.actualOffMs), actualOnUtc: l.actualOnMs === null ? null : new Date(l.actualOnMs).toISOString(), detectedOffUtc: l.detectedOffMs == null ? null : new Date(l.detectedOffMs), detectedOnUtc: l.detectedOnMs == null ? null : new Date(l.detectedOnMs) }, now)).toEqual({ progress, overdue, stale: progress === 'stale' });
  });
});

describe('movement status and detected events', () => {
  it.each([
    ['planning', 'planned'],
    ['stale', 'planned'],
    ['scheduled', 'planned'],
    ['delayed', 'planned'],
    ['takeoffDetected', 'departed'],
    ['airborne', 'departed'],
    ['landingDetected', 'departed'],
    ['landed', 'landed'],
    ['cancelled', 'planned'],
  ] as const)('%s is %s in the data centre', (p, status) => expect(movementStatusOf(p)).toBe(status));

  it('only proposed takeoffs and landings count as detected', () => {
    const at = '2026-11-26T08:05:00.000Z';
    const map = detectedTimesOf([
      { legId: 'a', kind: 'takeoff', status: 'proposed', time: at },
      { legId: 'a', kind: 'landing', status: 'dismissed', time: at },
      { legId: 'b', kind: 'takeoff', status: 'confirmed', time: at },
      { legId: 'c', kind: 'diversion', status: 'proposed', time: at },
      { legId: 'd', kind: 'landing', status: 'proposed', time: new Date(at) },
    ]);
    expect(Object.fromEntries(map)).toEqual({ a: { detectedOffUtc: at, detectedOnUtc: null }, d: { detectedOffUtc: null, detectedOnUtc: at } });
  });
});
