/** Cached views at most (requirements S9); the least recently used goes first. */
export const MAX_CACHED_VIEWS = 20;

/**
 * The cache's recency list after showing `key` (most recent last): `key` moves to the end and the
 * oldest entries beyond `max` are evicted (never `key` itself).
 */
export function touchView(order: readonly string[], key: string, max = MAX_CACHED_VIEWS): { order: string[]; evicted: string[] } {
  const next = [...order.filter((k) => k !== key), key];
  const evicted = next.length > max ? next.splice(0, next.length - Math.max(1, max)) : [];
  return { order: next, evicted };
}

/** Drops the cached views `keep` rejects (their tab was closed); the active one always stays. */
export function pruneViews(order: readonly string[], keep: (key: string) => boolean, active: string | null): string[] {
  return order.filter((k) => k === active || keep(k));
}
