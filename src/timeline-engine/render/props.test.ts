import { describe, expect, it } from 'vitest';
import { buildEntries, easeInOutCubic } from './engineState';
import { DEFAULT_PROPS, diffProps, mergeProps, type TimelineProps } from './props';

const base: TimelineProps = { ...DEFAULT_PROPS };

describe('prop diffing', () => {
  it('reports nothing for the same references', () => {
    const c = diffProps(base, { rows: base.rows, items: base.items, scale: base.scale });
    expect(c.keys.size).toBe(0);
    expect(mergeProps(base, {}, c)).toBe(base);
  });

  it('classifies changes', () => {
    const items = [{ id: 'x', row: 0, start: 0, end: 1, colour: 0 }];
    const c = diffProps(base, { items, scale: 30, selection: 'x' });
    expect([...c.keys].sort()).toEqual(['items', 'scale', 'selection']);
    expect(c).toMatchObject({ data: true, scale: true, selection: true, viewStart: false, redraw: true, marker: false });
    const merged = mergeProps(base, { items, scale: 30, selection: 'x' }, c);
    expect(merged.items).toBe(items);
    expect(merged.scale).toBe(30);
  });

  it('callbacks and the clock change without a full redraw', () => {
    const c = diffProps(base, { onSelect: () => {}, now: () => 1 });
    expect(c.redraw).toBe(false);
    expect(c.marker).toBe(true);
    expect(c.keys.has('onSelect')).toBe(true);
  });

  it('ignores undefined for data props but lets callbacks be removed', () => {
    const withCb = { ...base, onHover: () => {} };
    expect(diffProps(withCb, { scale: undefined }).keys.size).toBe(0);
    const c = diffProps(withCb, { onHover: undefined });
    expect(mergeProps(withCb, { onHover: undefined }, c).onHover).toBeUndefined();
  });
});

describe('entries', () => {
  it('resolves rows by index or id and drops orphans', () => {
    const rows = [{ id: 'r0', title: 'A' }, { id: 'r1', title: 'B' }];
    const list = buildEntries(rows, [
      { id: 'a', row: 1, start: 0, end: 5, colour: 0 },
      { id: 'b', row: 'r0', start: 5, end: 2, colour: 0 },
      { id: 'c', row: 'nope', start: 0, end: 1, colour: 0 },
      { id: 'd', row: 7, start: 0, end: 1, colour: 0 },
      { id: 'e', row: 0, start: Number.NaN, end: 1, colour: 0 },
    ]);
    expect(list.map((e) => [e.item.id, e.row])).toEqual([['a', 1], ['b', 0]]);
    expect(list[1]!.end).toBe(5);
  });

  it('eases from 0 to 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
  });
});

describe('default header labels', () => {
  it('an hour group of minute cells keeps its date; minor ticks show the time', () => {
    const at = Date.UTC(2026, 10, 26, 14, 0);
    const tick = (row: 'major' | 'minor', unit: 'hour' | 'minute' | 'day') => DEFAULT_PROPS.formatTick({ utcMs: at, wallMs: at, unit, row, stepMinutes: 60 });
    expect(tick('major', 'hour')).toBe('11-26 14:00');
    expect(tick('minor', 'minute')).toBe('14:00');
    expect(tick('major', 'day')).toBe('11-26');
  });
});

