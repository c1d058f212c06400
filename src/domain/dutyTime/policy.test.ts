import { describe, expect, it } from 'vitest';
import { copyOfPreset, loosenings, shapeChanges } from './policy';
import { presets } from './presets';
import { PRESET_KEYS, type Regulation } from './regulation';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
const copy = (key: (typeof PRESET_KEYS)[number]) => copyOfPreset(presets[key], 'Ops policy', 'op-1') as Mutable<Regulation>;

describe('operator copies only tighten', () => {
  it.each(PRESET_KEYS)('%s: an untouched copy loosens nothing and keeps the shape', (key) => {
    const c = copy(key);
    expect(c.basedOn).toBe(key);
    expect(loosenings(presets[key], c)).toEqual([]);
    expect(shapeChanges(presets[key], c)).toEqual([]);
  });
  it('a lower FDP cell, more rest, earlier warnings and an alert are tighter', () => {
    const c = copy('CCAR-121');
    const basic = c.fdp.basic as { minutes: (number | null)[][] };
    basic.minutes[0]![0] = basic.minutes[0]![0]! - 60;
    basic.minutes[1]![1] = null;
    c.rest.minBeforeFdpMinutes += 60;
    c.warningRatio = 0.7;
    c.alertMinutes = 120;
    c.preparationMinutes = 75;
    expect(loosenings(presets['CCAR-121'], c)).toEqual([]);
  });
  it('names every looser value with the preset\'s', () => {
    const c = copy('CCAR-121');
    const basic = c.fdp.basic as { minutes: (number | null)[][] };
    const cell = basic.minutes[2]![0]!;
    basic.minutes[2]![0] = cell + 1;
    c.rest.minBeforeFdpMinutes -= 1;
    c.cumulative[0]!.limitMinutes += 60;
    c.warningRatio = 0.9;
    c.finishingMinutes = 0;
    const found = loosenings(presets['CCAR-121'], c);
    expect(found).toEqual(expect.arrayContaining([
      { path: 'fdp.basic.minutes.2.0', preset: cell, value: cell + 1 },
      { path: 'rest.minBeforeFdpMinutes', preset: 600, value: 599 },
      expect.objectContaining({ path: 'cumulative.0.limitMinutes' }),
      { path: 'warningRatio', preset: 0.8, value: 0.9 },
      { path: 'finishingMinutes', preset: 30, value: 0 },
    ]));
    expect(found).toHaveLength(5);
  });
  it('a cell the preset does not allow cannot be given a value; removing a rest rule is looser; removing an extension is not', () => {
    const preset = copy('EASA-ORO-FTL');
    (preset.fdp.basic as { minutes: (number | null)[][] }).minutes[0]![1] = null;
    const c = copy('EASA-ORO-FTL');
    const row = 0;
    const col = 1;
    delete (c.rest as { periodic?: unknown }).periodic;
    delete (c.fdp as { extension?: unknown }).extension;
    const found = loosenings(preset, c).map((l) => l.path);
    expect(found).toEqual([`fdp.basic.minutes.${row}.${col}`, 'rest.periodic']);
  });
  it('a not-acclimatised reduction may grow, not shrink (FAA 117.13(b))', () => {
    const c = copy('FAA-117');
    const cut = c.fdp.notAcclimatisedReduction!;
    cut.minutes = 15;
    expect(loosenings(presets['FAA-117'], c).map((l) => l.path)).toEqual(['fdp.notAcclimatisedReduction.minutes']);
  });
  it('bands, columns and citations belong to the preset', () => {
    const c = copy('CCAR-121');
    const basic = c.fdp.basic as { bands: { from: string; to: string }[]; citation: string };
    basic.bands[0]!.from = '01:00';
    basic.citation = 'mine';
    expect(shapeChanges(presets['CCAR-121'], c)).toEqual(['fdp.basic.citation', 'fdp.basic.bands.0.from']);
  });
});
