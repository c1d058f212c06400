import type { Principal } from '../../lib/context';

/** The NOTIFY channel of access changes (triggers in migration `access_notify`). */
export const ACCESS_CHANNEL = 'foc_access';
/** An entry lives at most this long even without a notification (a safety net, not the mechanism). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  principal: Principal;
  /** The session's expiry: checked on every hit (402 once passed). */
  expiresAt: number;
  cachedAt: number;
}

/**
 * The principals of this process's recent tokens (by token hash), so an authenticated request
 * costs no query. Kept valid by the database: triggers on sessions, users, companies, roles and
 * every permission table NOTIFY `foc_access` at commit (`user:<id>` or `all`), and each process
 * drops what changed (decisions: "Reads are not writes; the principal cache").
 *
 * It is used only while the LISTEN connection is up (`setLive`): before the first LISTEN, and from
 * a lost connection until it is listening again, every request reads the database. A load that
 * started before a notification is not stored after it (`generation`), so a revoked session can
 * never be put back by a request that read it just before the revocation.
 */
export function createPrincipalCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  let live = false;
  let generation = 0;

  const clear = () => {
    generation++;
    entries.clear();
  };

  return {
    /** A cached principal with its session expiry, or undefined (not cached, stale, or not live). */
    get(tokenHash: string): Entry | undefined {
      if (!live) return undefined;
      const e = entries.get(tokenHash);
      if (e && now() - e.cachedAt > TTL_MS) {
        entries.delete(tokenHash);
        return undefined;
      }
      return e;
    },
    /** Taken before reading the database; `set` stores only if nothing changed since. */
    generation: () => generation,
    set(tokenHash: string, principal: Principal, expiresAt: number, since: number): void {
      if (!live || since !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { principal, expiresAt, cachedAt: now() });
    },
    /** A `foc_access` payload: `user:<uuid>` drops that user's tokens, anything else everything. */
    invalidate(payload: string): void {
      generation++;
      if (!payload.startsWith('user:')) return clear();
      const userId = payload.slice(5);
      for (const [hash, e] of entries) if (e.principal.userId === userId) entries.delete(hash);
    },
    /** Drops one token at once in this process (its own logout), before the notification comes. */
    drop(tokenHash: string): void {
      generation++;
      entries.delete(tokenHash);
    },
    /** The LISTEN connection is up (true) or lost (false): either way, forget everything. */
    setLive(up: boolean): void {
      live = up;
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type PrincipalCache = ReturnType<typeof createPrincipalCache>;
