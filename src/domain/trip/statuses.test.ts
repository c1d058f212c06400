import { describe, it, expect } from 'vitest';
import { LEG_STATES } from './states';
import {
  GANTT_BAR_COLOURS,
  evaluationPassed,
  ganttAircraftStatus,
  ganttBarColour,
  isAirworthy,
  legReadiness,
  diversionStatusLabelKey,
  type ReadinessFacts,
} from './statuses';
import { TRIP_LABEL_KEYS, labelKey, releaseStatusLabelKey } from './labels';

const facts = (p: Partial<ReadinessFacts>): ReadinessFacts => ({
  state: 33,
  hasCrew: false,
  airworthiness: null,
  hasFlightPlan: false,
  ...p,
});

describe('gantt', () => {
  it('colours bars by leg state', () => {
    expect([30, 31, 4, 5].map(ganttBarColour)).toEqual(['blue', 'teal', 'orange', 'green']);
    for (const s of LEG_STATES.filter((x) => ![30, 31, 4, 5].includes(x))) expect(ganttBarColour(s)).toBe('lightBlue');
    expect(GANTT_BAR_COLOURS.lightBlue).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('reads aircraft status codes', () => {
    expect([4, 3, 2, 1, 0, null, undefined].map(ganttAircraftStatus)).toEqual([
      'aog', 'mel', 'maintenance', 'inService', 'inService', 'inService', 'inService',
    ]);
  });
});

describe('legReadiness', () => {
  it('covers every readiness', () => {
    expect(legReadiness(facts({ state: 0 }))).toBe('cancelled');
    expect(legReadiness(facts({ state: 32 }))).toBe('needsAttention');
    expect(legReadiness(facts({ state: 6 }))).toBe('needsAttention');
    expect(legReadiness(facts({ state: 99 }))).toBe('needsAttention');
    expect(legReadiness(facts({ airworthiness: 'unairworthy' }))).toBe('needsAttention');
    expect(legReadiness(facts({ state: 30 }))).toBe('finished');
    expect(legReadiness(facts({ state: 5 }))).toBe('finished');
    expect(legReadiness(facts({ hasCrew: true }))).toBe('preparing');
    expect(legReadiness(facts({ hasFlightPlan: true }))).toBe('preparing');
    expect(legReadiness(facts({ airworthiness: 'conditional' }))).toBe('preparing');
    expect(legReadiness(facts({}))).toBe('incomplete');
  });
});

describe('small helpers', () => {
  it('counts conditional airworthiness as confirmed', () => {
    expect([isAirworthy('airworthy'), isAirworthy('conditional'), isAirworthy('unairworthy'), isAirworthy(null)]).toEqual([true, true, false, false]);
  });
  it('passes pass and forced pass', () => {
    expect(evaluationPassed({ result: 'pass' })).toBe(true);
    expect(evaluationPassed({ result: 'forcedPass', reason: 'x' })).toBe(true);
    expect(evaluationPassed({ result: 'fail' })).toBe(false);
    expect(evaluationPassed(null)).toBe(false);
  });
  it('builds label keys that are listed', () => {
    expect(labelKey('airworthiness', 'conditional')).toBe('trip.airworthiness.conditional');
    expect(releaseStatusLabelKey(4)).toBe('trip.releaseStatus.submitted');
    expect(diversionStatusLabelKey(1)).toBe('trip.diversionStatus.cancelled');
    expect(diversionStatusLabelKey(2)).toBe('trip.diversionStatus.normal');
    for (const k of [labelKey('crewAssignment', 'declined'), releaseStatusLabelKey(1), diversionStatusLabelKey(2)]) {
      expect(TRIP_LABEL_KEYS).toContain(k);
    }
    expect(new Set(TRIP_LABEL_KEYS).size).toBe(TRIP_LABEL_KEYS.length);
  });
});
