import { describe, expect, it } from 'vitest';
import type { LegFacts, TripFacts } from './facts';
import { actionRefusals, currentStepIndex, LEG_STEPS, legFactsOf, nextStep, readinessChecklist, stepsDone } from './legDetail';
import { TK } from './errors';
import { LegState } from './states';

const leg = (over: Partial<LegFacts> = {}): LegFacts => ({
  state: LegState.notEvaluated,
  isFerry: false,
  locked: false,
  hasAircraft: false,
  hasCrew: false,
  airworthiness: null,
  hasFlightPlan: false,
  hasReleaseDocuments: false,
  evaluation: null,
  plannedDepartureUtc: '2030-05-01T02:00:00.000Z',
  actualTakeoffUtc: null,
  actualLandingUtc: null,
  ...over,
});
const trip = (l: LegFacts, status: TripFacts['status'] = 'preparing'): TripFacts<LegFacts> => ({ status, locked: false, legs: [l] });
const preparing = leg({ state: LegState.preparing, hasAircraft: true, evaluation: { result: 'pass' } });

describe('readiness checklist', () => {
  it('lists the five items in order with what is done', () => {
    const c = readinessChecklist(leg({ hasAircraft: true, airworthiness: 'conditional', hasFlightPlan: true }));
    expect(c.map((e) => e.item)).toEqual(['aircraft', 'airworthiness', 'crew', 'flightPlan', 'releaseDocuments']);
    expect(c.map((e) => e.done)).toEqual([true, true, false, true, false]);
    expect(c[1]!.airworthiness).toBe('conditional');
  });
  it('an unairworthy confirmation is not done', () => {
    expect(readinessChecklist(leg({ airworthiness: 'unairworthy' }))[1]!.done).toBe(false);
  });
});

describe('steps', () => {
  it('a new leg is at evaluation, a flown one past landing', () => {
    expect(currentStepIndex(leg())).toBe(0);
    expect(currentStepIndex(leg({ state: LegState.flown, hasAircraft: true }))).toBe(LEG_STEPS.length);
  });
  it('an evaluated leg with an aircraft is at preparation until crew, airworthiness and plan are in', () => {
    expect(LEG_STEPS[currentStepIndex(preparing)]).toBe('preparation');
    const full = { ...preparing, hasCrew: true, airworthiness: 'airworthy' as const, hasFlightPlan: true };
    expect(LEG_STEPS[currentStepIndex(full)]).toBe('ready');
    expect(stepsDone({ ...full, state: LegState.released }).release).toBe(true);
  });
});

describe('next step and refusals', () => {
  it('ready is refused with the first missing item', () => {
    expect(nextStep(trip(preparing), 0)).toEqual({ step: 'preparation', refusal: { ok: false, key: TK.noCrew } });
    const noPlan = { ...preparing, hasCrew: true, airworthiness: 'airworthy' as const };
    expect(actionRefusals(trip(noPlan), 0).ready?.key).toBe(TK.noFlightPlan);
    expect(actionRefusals(trip({ ...noPlan, hasFlightPlan: true }), 0).ready).toBeNull();
  });
  it('release needs release documents', () => {
    const ready = leg({ state: LegState.ready, hasAircraft: true, hasCrew: true, airworthiness: 'airworthy', hasFlightPlan: true });
    expect(nextStep(trip(ready), 0)?.refusal?.key).toBe(TK.noReleaseDocuments);
    expect(nextStep(trip({ ...ready, hasReleaseDocuments: true }), 0)).toEqual({ step: 'release', refusal: null });
  });
  it('a leg not evaluated cannot take an aircraft; evaluation needs a received trip', () => {
    const r = actionRefusals(trip(leg(), 'received'), 0);
    expect(r.assignAircraft?.key).toBe(TK.legNotEvaluated);
    expect(r.evaluate).toBeNull();
    expect(actionRefusals(trip(leg(), 'unconfirmed'), 0).evaluate?.key).toBe(TK.wrongTripStatus);
  });
  it('a cancelled leg offers only a new leg from it', () => {
    const r = actionRefusals(trip(leg({ state: LegState.cancelled })), 0);
    expect(r.renew).toBeNull();
    expect(r.cancel?.key).toBe(TK.cancelledLegNotEditable);
    expect(nextStep(trip(leg({ state: LegState.cancelled })), 0)?.refusal?.key).toBe(TK.cancelledLegNotEditable);
    expect(actionRefusals(trip(preparing), 0).renew?.key).toBe(TK.wrongLegState);
  });
  it('takeoff and resets follow the state', () => {
    const released = leg({ state: LegState.released, hasAircraft: true });
    expect(actionRefusals(trip(released), 0).takeoff).toBeNull();
    expect(actionRefusals(trip(released), 0).resetTakeoff?.key).toBe(TK.nothingToReset);
    const flying = { ...released, state: LegState.flying, actualTakeoffUtc: '2030-05-01T02:10:00.000Z' };
    expect(actionRefusals(trip(flying), 0).landing).toBeNull();
    expect(actionRefusals(trip(flying), 0).resetTakeoff).toBeNull();
    expect(actionRefusals(trip(flying), 0).resetLanding?.key).toBe(TK.nothingToReset);
  });
  it('a missing leg refuses everything', () => {
    expect(actionRefusals(trip(leg()), 3).evaluate?.key).toBe(TK.noSuchLeg);
    expect(nextStep(trip(leg()), 3)).toBeNull();
  });
});

describe('legFactsOf', () => {
  it('maps a server leg', () => {
    const f = legFactsOf({
      legState: 33,
      isFerry: false,
      locked: true,
      aircraftId: 'a',
      hasCrew: false,
      airworthiness: null,
      hasFlightPlan: false,
      hasReleaseDocuments: true,
      evaluation: { result: 'pass' },
      plannedDepartureUtc: '2030-01-01T00:00:00.000Z',
      actualOffUtc: null,
      actualOnUtc: null,
    });
    expect(f).toMatchObject({ state: 33, locked: true, hasAircraft: true, hasReleaseDocuments: true, evaluation: { result: 'pass' } });
  });
});
