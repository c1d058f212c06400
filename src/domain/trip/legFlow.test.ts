import { describe, it, expect } from 'vitest';
import type { LegFacts } from './facts';
import {
  assignAircraft,
  attachFlightPlan,
  confirmAirworthiness,
  decideRelease,
  recordLanding,
  recordTakeoff,
  resetLanding,
  resetTakeoff,
  submitReady,
} from './legFlow';

const leg = (p: Partial<LegFacts> = {}): LegFacts => ({
  state: 3,
  isFerry: false,
  locked: false,
  hasAircraft: true,
  hasCrew: true,
  airworthiness: 'airworthy',
  hasFlightPlan: true,
  hasReleaseDocuments: true,
  evaluation: { result: 'pass' },
  plannedDepartureUtc: '2026-05-01T02:00:00Z',
  actualTakeoffUtc: null,
  actualLandingUtc: null,
  ...p,
});

describe('assignAircraft', () => {
  it('plans an evaluated leg and clears aircraft-bound readiness', () => {
    const value = { state: 33, hasAircraft: true, airworthiness: null, hasFlightPlan: false };
    for (const state of [2, 12, 3, 33, 30, 32, 6] as const) expect(assignAircraft(leg({ state }))).toEqual({ ok: true, value });
  });
  it('refuses a locked, not evaluated, released, closed or timed-out leg', () => {
    expect(assignAircraft(leg({ locked: true }))).toMatchObject({ key: 'trip.error.legLocked' });
    expect(assignAircraft(leg({ state: 1 }))).toMatchObject({ key: 'trip.error.legNotEvaluated' });
    expect(assignAircraft(leg({ state: 31 }))).toMatchObject({ key: 'trip.error.legReleased' });
    expect(assignAircraft(leg({ state: 0 }))).toMatchObject({ key: 'trip.error.cancelledLegNotEditable' });
    expect(assignAircraft(leg({ state: 4 }))).toMatchObject({ key: 'trip.error.flyingLegNotEditable' });
    expect(assignAircraft(leg({ state: 5 }))).toMatchObject({ key: 'trip.error.legAlreadyFlown' });
    expect(assignAircraft(leg({ state: 99 }))).toMatchObject({ key: 'trip.error.wrongLegState' });
  });
});

describe('readiness items', () => {
  it('moves planned and pending legs to preparing', () => {
    expect(confirmAirworthiness(leg({ state: 33, airworthiness: null }), 'conditional')).toEqual({
      ok: true,
      value: { state: 3, airworthiness: 'conditional' },
    });
    expect(attachFlightPlan(leg({ state: 12, hasFlightPlan: false }))).toEqual({ ok: true, value: { state: 3, hasFlightPlan: true } });
    expect(attachFlightPlan(leg({ state: 32 }))).toEqual({ ok: true, value: { state: 32, hasFlightPlan: true } });
  });
  it('takes a ready leg back to preparing when it becomes unairworthy', () => {
    expect(confirmAirworthiness(leg({ state: 30 }), 'unairworthy')).toMatchObject({ value: { state: 3 } });
    expect(confirmAirworthiness(leg({ state: 30 }), 'airworthy')).toMatchObject({ value: { state: 30 } });
  });
  it('refuses before fleet scheduling and on closed legs', () => {
    expect(attachFlightPlan(leg({ state: 2 }))).toMatchObject({ key: 'trip.error.notScheduledByFleet' });
    expect(attachFlightPlan(leg({ hasAircraft: false }))).toMatchObject({ key: 'trip.error.notScheduledByFleet' });
    expect(confirmAirworthiness(leg({ state: 1 }), 'airworthy')).toMatchObject({ key: 'trip.error.legNotEvaluated' });
    expect(confirmAirworthiness(leg({ state: 31 }), 'airworthy')).toMatchObject({ key: 'trip.error.legReleased' });
    expect(confirmAirworthiness(leg({ state: 99 }), 'airworthy')).toMatchObject({ key: 'trip.error.wrongLegState' });
    expect(attachFlightPlan(leg({ state: 0 }))).toMatchObject({ key: 'trip.error.cancelledLegNotEditable' });
  });
});

describe('submitReady', () => {
  it('makes a complete leg ready', () => {
    for (const state of [12, 3, 33, 32, 6] as const) expect(submitReady(leg({ state }))).toEqual({ ok: true, value: { state: 30 } });
    expect(submitReady(leg({ airworthiness: 'conditional' }))).toMatchObject({ ok: true });
  });
  it('refuses without crew, airworthiness or flight plan', () => {
    expect(submitReady(leg({ hasCrew: false }))).toEqual({ ok: false, key: 'trip.error.noCrew' });
    expect(submitReady(leg({ airworthiness: null }))).toEqual({ ok: false, key: 'trip.error.noAirworthiness' });
    expect(submitReady(leg({ airworthiness: 'unairworthy' }))).toEqual({ ok: false, key: 'trip.error.noAirworthiness' });
    expect(submitReady(leg({ hasFlightPlan: false }))).toEqual({ ok: false, key: 'trip.error.noFlightPlan' });
  });
  it('refuses without aircraft, before evaluation, and in other states', () => {
    expect(submitReady(leg({ hasAircraft: false }))).toMatchObject({ key: 'trip.error.notScheduledByFleet' });
    expect(submitReady(leg({ state: 2 }))).toMatchObject({ key: 'trip.error.notScheduledByFleet' });
    expect(submitReady(leg({ state: 1 }))).toMatchObject({ key: 'trip.error.legNotEvaluated' });
    expect(submitReady(leg({ state: 30 }))).toMatchObject({ key: 'trip.error.wrongLegState' });
    expect(submitReady(leg({ state: 31 }))).toMatchObject({ key: 'trip.error.legReleased' });
    expect(submitReady(leg({ state: 4 }))).toMatchObject({ key: 'trip.error.flyingLegNotEditable' });
  });
});

describe('decideRelease', () => {
  it('releases a ready leg with release documents', () => {
    expect(decideRelease(leg({ state: 30 }), 'release')).toEqual({ ok: true, value: { state: 31 } });
    expect(decideRelease(leg({ state: 30, hasReleaseDocuments: false }), 'release')).toEqual({ ok: false, key: 'trip.error.noReleaseDocuments' });
  });
  it('does not release a ready leg', () => {
    expect(decideRelease(leg({ state: 30, hasReleaseDocuments: false }), 'noRelease')).toEqual({ ok: true, value: { state: 32 } });
  });
  it('cancels a release', () => {
    expect(decideRelease(leg({ state: 31 }), 'cancelRelease')).toEqual({ ok: true, value: { state: 30 } });
    expect(decideRelease(leg({ state: 30 }), 'cancelRelease')).toMatchObject({ key: 'trip.error.legNotReleased' });
  });
  it('refuses legs that are not ready, already released or closed', () => {
    expect(decideRelease(leg({ state: 3 }), 'release')).toMatchObject({ key: 'trip.error.legNotReady' });
    expect(decideRelease(leg({ state: 32 }), 'noRelease')).toMatchObject({ key: 'trip.error.legNotReady' });
    expect(decideRelease(leg({ state: 31 }), 'release')).toMatchObject({ key: 'trip.error.legReleased' });
    expect(decideRelease(leg({ state: 4 }), 'cancelRelease')).toMatchObject({ key: 'trip.error.flyingLegNotEditable' });
    expect(decideRelease(leg({ state: 5 }), 'release')).toMatchObject({ key: 'trip.error.legAlreadyFlown' });
    expect(decideRelease(leg({ state: 0 }), 'release')).toMatchObject({ key: 'trip.error.cancelledLegNotEditable' });
  });
});

describe('takeoff and landing', () => {
  it('takes off a released leg; a delay over 30 minutes needs a reason', () => {
    expect(recordTakeoff(leg({ state: 31 }), '2026-05-01T02:30:00Z')).toEqual({
      ok: true,
      value: { state: 4, actualTakeoffUtc: '2026-05-01T02:30:00Z', delayReason: null },
    });
    expect(recordTakeoff(leg({ state: 31 }), '2026-05-01T02:31:00Z')).toEqual({
      ok: false,
      key: 'trip.error.delayReasonRequired',
      params: { minutes: 30 },
    });
    expect(recordTakeoff(leg({ state: 31 }), '2026-05-01T02:31:00Z', ' ATC ')).toMatchObject({ ok: true, value: { delayReason: 'ATC' } });
    expect(recordTakeoff(leg({ state: 31, plannedDepartureUtc: null }), '2026-05-01T09:00:00Z')).toMatchObject({ ok: true });
  });
  it('refuses takeoff of a leg that is not released', () => {
    expect(recordTakeoff(leg({ state: 30 }), '2026-05-01T02:00:00Z')).toMatchObject({ key: 'trip.error.legNotReleased' });
    expect(recordTakeoff(leg({ state: 4 }), '2026-05-01T02:00:00Z')).toMatchObject({ key: 'trip.error.flyingLegNotEditable' });
  });
  it('lands a flying leg, not before its takeoff', () => {
    const flying = leg({ state: 4, actualTakeoffUtc: '2026-05-01T02:00:00Z' });
    expect(recordLanding(flying, '2026-05-01T04:00:00Z')).toEqual({ ok: true, value: { state: 5, actualLandingUtc: '2026-05-01T04:00:00Z' } });
    expect(recordLanding(flying, '2026-05-01T01:00:00Z')).toMatchObject({ key: 'trip.error.landingBeforeTakeoff' });
    expect(recordLanding(leg({ state: 31 }), '2026-05-01T04:00:00Z')).toMatchObject({ key: 'trip.error.wrongLegState' });
  });
});

describe('reset times', () => {
  const flown = leg({ state: 5, actualTakeoffUtc: '2026-05-01T02:00:00Z', actualLandingUtc: '2026-05-01T04:00:00Z' });
  it('resets the takeoff after confirmation: back to released', () => {
    const value = { state: 31, actualTakeoffUtc: null, actualLandingUtc: null };
    expect(resetTakeoff(flown, true)).toEqual({ ok: true, value });
    expect(resetTakeoff({ ...flown, state: 4 }, true)).toEqual({ ok: true, value });
    expect(resetTakeoff(flown, false)).toEqual({ ok: false, key: 'trip.error.confirmationRequired' });
    expect(resetTakeoff(leg({ state: 31 }), true)).toEqual({ ok: false, key: 'trip.error.nothingToReset' });
  });
  it('resets the landing after confirmation: back to flying', () => {
    expect(resetLanding(flown, true)).toEqual({ ok: true, value: { state: 4, actualLandingUtc: null } });
    expect(resetLanding(flown, false)).toEqual({ ok: false, key: 'trip.error.confirmationRequired' });
    expect(resetLanding({ ...flown, state: 4 }, true)).toEqual({ ok: false, key: 'trip.error.nothingToReset' });
  });
});
