import { describe, expect, it } from 'vitest';
import type { Principal } from '../../lib/context';
import { createPrincipalCache } from './principalCache';

const principal = (userId: string): Principal => ({
  sessionId: 's',
  userId,
  userName: userId,
  personName: userId,
  companyId: 'c',
  isPlatformAdmin: false,
  isAdmin: false,
  roleIds: [],
  permissions: new Set(),
  data: {},
});

describe('principal cache', () => {
  it('stores nothing and answers nothing until the LISTEN connection is up', () => {
    const c = createPrincipalCache();
    c.set('h1', principal('u1'), Date.now() + 1000, c.generation());
    expect(c.get('h1')).toBeUndefined();
    c.setLive(true);
    c.set('h1', principal('u1'), Date.now() + 1000, c.generation());
    expect(c.get('h1')?.principal.userId).toBe('u1');
  });

  it('a user notification drops only that user; any other payload drops everything', () => {
    const c = createPrincipalCache();
    c.setLive(true);
    c.set('h1', principal('u1'), 1e15, c.generation());
    c.set('h2', principal('u2'), 1e15, c.generation());
    c.invalidate('user:u1');
    expect([c.get('h1'), c.get('h2')?.principal.userId]).toEqual([undefined, 'u2']);
    c.invalidate('all');
    expect(c.size).toBe(0);
  });

  it('a load that began before a notification is not stored after it', () => {
    const c = createPrincipalCache();
    c.setLive(true);
    const since = c.generation();
    c.invalidate('user:u9'); // e.g. the session is revoked while its principal is being read
    c.set('h1', principal('u1'), 1e15, since);
    expect(c.get('h1')).toBeUndefined();
  });

  it('a lost connection empties the cache and stops it until listening again', () => {
    const c = createPrincipalCache();
    c.setLive(true);
    c.set('h1', principal('u1'), 1e15, c.generation());
    c.setLive(false);
    c.set('h2', principal('u2'), 1e15, c.generation());
    expect([c.get('h1'), c.get('h2')]).toEqual([undefined, undefined]);
  });

  it('an entry older than the safety TTL is read again', () => {
    let t = 0;
    const c = createPrincipalCache(() => t);
    c.setLive(true);
    c.set('h1', principal('u1'), 1e15, c.generation());
    t = 61_000;
    expect(c.get('h1')).toBeUndefined();
  });
});
