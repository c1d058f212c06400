import { describe, expect, it } from 'vitest';
import { copyOfPreset, loosenings, shapeChanges } from '../../../domain/dutyTime/policy';
import { presets } from '../../../domain/dutyTime/presets';
import { PRESET_KEYS, type FdpTable } from '../../../domain/dutyTime/regulation';
import { candidateOf, editFields, getAt, initialTexts, looseningsOf, parseField } from './regulationForm';

describe('regulation form', () => {
  it.each(PRESET_KEYS)('%s: the texts of an untouched copy make the same regulation', (key) => {
    const base = copyOfPreset(presets[key], 'Ops', 'new');
    const fields = editFields(base);
    const { regulation, errors } = candidateOf(base, fields, initialTexts(base, fields), 'Ops');
    expect(errors).toEqual({});
    expect(regulation).toEqual(base);
    expect(loosenings(presets[key], regulation)).toEqual([]);
    expect(shapeChanges(presets[key], regulation)).toEqual([]);
  });
  it('has a field for every cell of the basic FDP table, by the paths loosenings() names', () => {
    const base = presets['CCAR-121'];
    const paths = editFields(base).map((f) => f.path);
    const basic = base.fdp.basic as FdpTable;
    expect(paths.filter((p) => p.startsWith('fdp.basic.minutes.'))).toHaveLength(basic.minutes.flat().length);
    expect(paths).toEqual(expect.arrayContaining(['warningRatio', 'rest.minBeforeFdpMinutes', 'cumulative.0.limitMinutes', 'flightTime.minutes.0', 'fdp.augmented.minutes.1.3.0']));
    expect(editFields(presets['EASA-ORO-FTL']).map((f) => f.path)).toContain('rest.minAtHomeBaseMinutes');
    expect(editFields(presets['FAA-135']).map((f) => f.path)).toEqual(expect.arrayContaining(['fdp.basic.fixedMinutes', 'flightTimeIn24h.minutes.1']));
  });
  it('a raised cell is a loosening; a blank cell is "not allowed" (tighter)', () => {
    const base = copyOfPreset(presets['CCAR-121'], 'Ops', 'new');
    const fields = editFields(base);
    const texts = initialTexts(base, fields);
    const cell = getAt(presets['CCAR-121'], 'fdp.basic.minutes.0.0') as number;
    const raised = candidateOf(base, fields, { ...texts, 'fdp.basic.minutes.0.0': '23:00', 'fdp.basic.minutes.1.0': '' }, 'Ops');
    expect(loosenings(presets['CCAR-121'], raised.regulation)).toEqual([{ path: 'fdp.basic.minutes.0.0', preset: cell, value: 1380 }]);
    expect(getAt(raised.regulation, 'fdp.basic.minutes.1.0')).toBeNull();
  });
  it('reads shares, hours and minutes, and names what it cannot read', () => {
    expect(parseField('percent', '75')).toEqual({ value: 0.75 });
    expect(parseField('percent', '0')).toEqual({ error: { key: 'dutyTime.editor.invalidPercent' } });
    expect(parseField('hours', '')).toEqual({ value: undefined });
    expect(parseField('hours', '1.5')).toEqual({ value: 90 });
    expect(parseField('minutes', '')).toEqual({ error: { key: 'validation.required' } });
    expect(parseField('duration', '')).toEqual({ error: { key: 'validation.required' } });
    expect(parseField('cell', '')).toEqual({ value: null });
    expect(parseField('cell', '1:5')).toEqual({ error: { key: 'dutyTime.editor.invalidDuration' } });
  });
  it('reads the server refusal', () => {
    expect(looseningsOf({ items: [{ path: 'a.b', preset: 1, value: 2 }, 'x'] })).toEqual([{ path: 'a.b', preset: 1, value: 2 }]);
    expect(looseningsOf(null)).toBeNull();
  });
});
