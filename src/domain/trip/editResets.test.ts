import { describe, expect, it } from 'vitest';
import { editResets } from './editResets';
import { LegState } from './states';

describe('editResets', () => {
  it('a new route undoes the evaluation and everything after it', () => {
    for (const s of [LegState.evaluated, LegState.planned, LegState.ready, LegState.released]) {
      expect(editResets(s, { route: true, times: false })).toEqual({ legState: LegState.notEvaluated, evaluation: null, hasFlightPlan: false, hasReleaseDocuments: false });
    }
    expect(editResets(LegState.notEvaluated, { route: true, times: true })).toEqual({});
  });

  it('new times keep the evaluation but need a new flight plan and release documents', () => {
    expect(editResets(LegState.released, { route: false, times: true })).toEqual({ legState: LegState.preparing, hasFlightPlan: false, hasReleaseDocuments: false });
    expect(editResets(LegState.ready, { route: false, times: true })).toMatchObject({ legState: LegState.preparing });
    expect(editResets(LegState.planned, { route: false, times: true })).toEqual({ hasFlightPlan: false, hasReleaseDocuments: false });
  });

  it('other fields reset nothing', () => {
    expect(editResets(LegState.released, { route: false, times: false })).toEqual({});
  });
});
