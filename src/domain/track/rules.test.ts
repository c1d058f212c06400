import { describe, expect, it } from 'vitest';
import { LegState } from '../trip/states';
import { monitorRefusal, trackRefusal, TRK } from './rules';

describe('flight-following refusals', () => {
  it('refuses monitoring until the leg is released', () => {
    for (const s of [LegState.ready, LegState.preparing, LegState.notReleased, LegState.cancelled, LegState.evaluated]) expect(monitorRefusal(s)).toBe(TRK.notReleased);
    for (const s of [LegState.released, LegState.flying, LegState.flown]) expect(monitorRefusal(s)).toBeNull();
  });

  it('refuses a track before departure, unless positions showed the takeoff', () => {
    expect(trackRefusal({ legState: LegState.ready, actualOffMs: null, detectedTakeoff: false })).toBe(TRK.notReleased);
    expect(trackRefusal({ legState: LegState.released, actualOffMs: null, detectedTakeoff: false })).toBe(TRK.notDeparted);
    expect(trackRefusal({ legState: LegState.released, actualOffMs: null, detectedTakeoff: true })).toBeNull();
    expect(trackRefusal({ legState: LegState.flying, actualOffMs: 1, detectedTakeoff: false })).toBeNull();
  });
});
