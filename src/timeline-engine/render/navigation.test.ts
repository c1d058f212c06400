import { describe, expect, it } from 'vitest';
import { IntervalIndex } from '../core/intervalIndex';
import type { Entry } from './layout';
import { navigate, navKeyOf } from './navigation';

function e(id: string, row: number, start: number, end: number): Entry {
  return { start, end, row, item: { id, row, start, end, colour: 0 } };
}

const entries = [e('a1', 0, 0, 10), e('a2', 0, 20, 30), e('a3', 0, 40, 50), e('c1', 2, 18, 22), e('c2', 2, 60, 70), e('d1', 3, 0, 5)];
const ix = new IntervalIndex<Entry>();
ix.setAll(entries, (x) => x.row);
const byId = (id: string) => entries.find((x) => x.item.id === id) ?? null;
const go = (from: string | null, key: 'left' | 'right' | 'up' | 'down', fallback = { row: 0, time: 0 }) =>
  navigate(ix, 4, from ? byId(from) : null, key, fallback)?.item.id ?? null;

describe('keyboard navigation', () => {
  it('maps arrow keys', () => {
    expect(navKeyOf('ArrowLeft')).toBe('left');
    expect(navKeyOf('ArrowDown')).toBe('down');
    expect(navKeyOf('a')).toBeNull();
  });

  it('moves along a row in start order and stops at its ends', () => {
    expect(go('a1', 'right')).toBe('a2');
    expect(go('a2', 'right')).toBe('a3');
    expect(go('a3', 'right')).toBeNull();
    expect(go('a2', 'left')).toBe('a1');
    expect(go('a1', 'left')).toBeNull();
  });

  it('moves to the nearest item in time in the closest row with items', () => {
    expect(go('a2', 'down')).toBe('c1'); // row 1 is empty
    expect(go('a3', 'down')).toBe('c2'); // 45 is nearer 60 than 22
    expect(go('c2', 'up')).toBe('a3');
    expect(go('c1', 'down')).toBe('d1');
    expect(go('d1', 'down')).toBeNull();
    expect(go('a1', 'up')).toBeNull();
  });

  it('starts from the fallback row and instant when nothing is selected', () => {
    expect(go(null, 'right', { row: 1, time: 65 })).toBe('c2');
    expect(go(null, 'down', { row: 0, time: 42 })).toBe('a3');
    expect(go(null, 'down', { row: 9, time: 0 })).toBeNull();
  });
});
