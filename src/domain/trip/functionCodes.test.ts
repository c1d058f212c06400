import { describe, expect, it } from 'vitest';
import { FlbEventCode, IMPORTANT_FUNCTION_CODES, LegFlowCode, notificationImportance, TripEventCode } from './functionCodes';

describe('function codes', () => {
  it('marks the seven functions of D9 important and every other one not', () => {
    expect(IMPORTANT_FUNCTION_CODES).toHaveLength(7);
    expect(notificationImportance('FERRY_FLIGHT_CHANGE')).toBe(0);
    expect(notificationImportance('TRIP_CANCEL')).toBe(1);
    expect(notificationImportance('LEG_RELEASE')).toBe(1);
  });
  it('gives every command its own code, except aircraft assignment shared by edit and leg flow', () => {
    const all = [...Object.values(TripEventCode), ...Object.values(LegFlowCode), ...Object.values(FlbEventCode)];
    const duplicates = all.filter((c, i) => all.indexOf(c) !== i);
    expect(duplicates).toEqual(['FLIGHT_AIRCRAFT_CHANGE']);
  });
});
