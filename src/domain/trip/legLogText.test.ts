import { describe, expect, it } from 'vitest';
import { legLogChangesText, legLogLegNumber, logCommandLabel, logValueText, type LegLogTextEnv } from './legLogText';

const dict: Record<string, string> = {
  'legDetail.field.flightNo': 'Flight no.',
  'legDetail.field.aircraftId': 'Aircraft',
  'legDetail.field.locked': 'Locked',
  'legDetail.value.yes': 'Yes',
  'legDetail.value.no': 'No',
  'legDetail.command.edit': 'Edit',
};
const env: LegLogTextEnv = { tr: (k) => dict[k] ?? k, timeText: (iso) => `T(${iso})`, tails: { a1: 'B-8088' } };

describe('leg log texts', () => {
  it('writes the changes of a line with labels, tails, booleans and instants', () => {
    const text = legLogChangesText(env, { flightNo: 'X1', aircraftId: null, locked: false, version: 1 }, { flightNo: 'X2', aircraftId: 'a1', locked: true, version: 2 });
    expect(text).toBe('Flight no.: X1 → X2; Aircraft: — → B-8088; Locked: No → Yes');
  });
  it('falls back to the names when there is no translation, instants in the time type', () => {
    expect(logCommandLabel(env.tr, 'edit')).toBe('Edit');
    expect(logCommandLabel(env.tr, 'mystery')).toBe('mystery');
    expect(logValueText(env, 'plannedDepartureUtc', '2026-01-02T03:04:00.000Z')).toBe('T(2026-01-02T03:04:00.000Z)');
    expect(logValueText(env, 'aircraftId', '0123456789ab')).toBe('01234567…');
  });
  it('is empty when nothing changed; the leg number after, else before', () => {
    expect(legLogChangesText(env, { flightNo: 'X1', version: 1 }, { flightNo: 'X1', version: 2 })).toBe('');
    expect(legLogLegNumber({ legNumber: 2 }, null)).toBe('2');
    expect(legLogLegNumber(null, { legNumber: 3 })).toBe('3');
  });
});
