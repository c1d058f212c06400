import type { MessageKey } from '../../../src/domain/api';
import type { DbOrTx } from '../../db/client';
import { tooManyAttempts } from '../../lib/errors';
import { createLoginFailureRepository } from './repository';

/**
 * Counts an attempt against each key before the expensive work (hashing), refusing it with 429
 * when a key already holds its limit in the window. Counting first (one statement per key) stops a
 * burst of concurrent attempts from all passing the check; attempts that do not fail are given back.
 */
export function createAttemptLimit(db: DbOrTx, windowSeconds: number, refusalKey?: MessageKey) {
  const failures = createLoginFailureRepository(db);
  return {
    failures,
    async take(keys: readonly [string, number][], now: Date): Promise<void> {
      const taken: string[] = [];
      for (const [key, limit] of keys) {
        if (await failures.take(key, now, windowSeconds, limit)) {
          taken.push(key);
          continue;
        }
        for (const k of taken) await failures.release(k, now);
        const row = await failures.get(key);
        const ends = row ? row.windowStart.getTime() + windowSeconds * 1000 : now.getTime();
        throw tooManyAttempts(Math.max(1, Math.ceil((ends - now.getTime()) / 1000)), refusalKey);
      }
    },
    /** The attempt did not fail: every key gets it back. */
    async release(keys: readonly string[], takenAt: Date): Promise<void> {
      for (const k of keys) await failures.release(k, takenAt);
    },
  };
}
