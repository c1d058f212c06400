import { describe, expect, it } from 'vitest';
import { MAX_CACHED_VIEWS, pruneViews, touchView } from './viewCache';

describe('view cache (keep-alive) recency', () => {
  it('keeps at most 20 views and evicts the least recently used', () => {
    let order: string[] = [];
    for (let i = 0; i < MAX_CACHED_VIEWS; i++) order = touchView(order, `/v${i}`).order;
    expect(order).toHaveLength(20);
    order = touchView(order, '/v0').order; // /v0 is now the most recent
    const { order: next, evicted } = touchView(order, '/new');
    expect(evicted).toEqual(['/v1']);
    expect(next).toHaveLength(20);
    expect(next.at(-1)).toBe('/new');
    expect(next).toContain('/v0');
  });
  it('touching a cached view evicts nothing', () => {
    const { order, evicted } = touchView(['/a', '/b'], '/a');
    expect(order).toEqual(['/b', '/a']);
    expect(evicted).toEqual([]);
  });
  it('never evicts the view being shown', () => {
    expect(touchView(['/a', '/b'], '/c', 1)).toEqual({ order: ['/c'], evicted: ['/a', '/b'] });
  });
  it('drops views whose tab closed, except the active one', () => {
    const open = new Set(['/a']);
    expect(pruneViews(['/a', '/b', '/c'], (k) => open.has(k), '/c')).toEqual(['/a', '/c']);
  });
});
