import type { MessageKey } from '../../../src/domain/api';
import type { DbOrTx } from '../../db/client';
import { tooManyAttempts } from '../../lib/errors';
import { createLoginFailureRepository } from './repository';

/**
 * Counts an attempt against each key before the expensive work (hashing), refusing it with 429
 * when a key already holds its limit in the window. Counting first (one statement per key) stops a
 * burst of concurrent attempts from all passing the check; attempts that do not fail are given back.
 */
/** The keys an attempt was counted against, with the window each counted it in. */
export type Taken = Map<string, Date>;

export function createAttemptLimit(db: DbOrTx, windowSeconds: number, refusalKey?: MessageKey) {
  const failures = createLoginFailureRepository(db);
  return {
    failures,
    /** Counts the attempt against every key (429 when one holds its limit); answers the windows to give it back to. */
    async take(keys: readonly [string, number][], now: Date): Promise<Taken> {
      const taken: Taken = new Map();
      for (const [key, limit] of keys) {
        const window = await failures.take(key, now, windowSeconds, limit);
        if (window) {
          taken.set(key, window);
          continue;
        }
        for (const [k, w] of taken) await failures.release(k, w);
        const row = await failures.get(key);
        const ends = row ? row.windowStart.getTime() + windowSeconds * 1000 : now.getTime();
        throw tooManyAttempts(Math.max(1, Math.ceil((ends - now.getTime()) / 1000)), refusalKey);
      }
      return taken;
    },
    /** The attempt did not fail: every key gets it back. */
    async release(taken: Taken): Promise<void> {
      for (const [k, w] of taken) await failures.release(k, w);
    },
  };
}
