import { describe, expect, it } from 'vitest';
import type { Principal } from './context';
import { createReadCache } from './readCache';

const principal = (companyId: string, data: Principal['data'] = {}): Principal => ({
  sessionId: 's',
  userId: 'u',
  userName: 'u',
  personName: 'u',
  companyId,
  isPlatformAdmin: false,
  isAdmin: false,
  roleIds: [],
  permissions: new Set(),
  data,
});

function setup(max?: number) {
  const gens = new Map<string, number>();
  let computed = 0;
  const cache = createReadCache({ current: async (c) => gens.get(c) ?? 0 }, max);
  const read = (p: Principal, query: unknown) => cache.through(p, 'trip_legs', query, async () => ({ n: ++computed }));
  return { gens, read, cache, computed: () => computed };
}

describe('read cache', () => {
  it('answers the same entry while the generation stands, recomputes after it moves', async () => {
    const s = setup();
    const a = principal('A');
    expect(await s.read(a, { page: 1 })).toEqual({ n: 1 });
    expect(await s.read(a, { page: 1 })).toEqual({ n: 1 });
    s.gens.set('A', 1);
    expect(await s.read(a, { page: 1 })).toEqual({ n: 2 });
    expect(s.cache.stats).toEqual({ hits: 1, misses: 2 });
  });

  it('keys on company, data permissions and query', async () => {
    const s = setup();
    await s.read(principal('A'), { page: 1 });
    await s.read(principal('B'), { page: 1 });
    await s.read(principal('A', { customer: { mode: 'specific', values: ['c1'] } }), { page: 1 });
    await s.read(principal('A'), { page: 2 });
    expect(s.computed()).toBe(4);
    await s.read(principal('A'), { page: 1 }); // another user with the same scope shares the entry
    expect(s.computed()).toBe(4);
  });

  it('another company’s change leaves this company’s entries valid', async () => {
    const s = setup();
    await s.read(principal('A'), {});
    s.gens.set('B', 7);
    await s.read(principal('A'), {});
    expect(s.computed()).toBe(1);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const s = setup(2);
    const a = principal('A');
    await s.read(a, 1);
    await s.read(a, 2);
    await s.read(a, 1); // 1 is now the most recent
    await s.read(a, 3); // drops 2
    expect(s.computed()).toBe(3);
    await s.read(a, 1);
    expect(s.computed()).toBe(3);
    await s.read(a, 2);
    expect(s.computed()).toBe(4);
  });

  it('a failed computation stores nothing', async () => {
    const cache = createReadCache({ current: async () => 0 });
    await expect(cache.through(principal('A'), 'trip_legs', {}, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.through(principal('A'), 'trip_legs', {}, async () => 'ok')).toBe('ok');
  });
});
