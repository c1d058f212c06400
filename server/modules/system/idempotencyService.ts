import { createHash } from 'node:crypto';
import { ErrorKey } from '../../../src/domain/api';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { createIdempotencyRepository } from './idempotencyRepository';

const RETENTION_MS = 24 * 3_600_000;

export type Claim = { kind: 'proceed' } | { kind: 'replay'; statusCode: number; response: string };

/**
 * Idempotency keys of writes: the first request with a key runs and its answer is stored;
 * a repeat with the same key and body gets the stored answer; a repeat while the first still
 * runs is refused; the same key with another body is refused.
 */
export function createIdempotencyService(db: Db) {
  const repo = createIdempotencyRepository(db);
  let lastPurge = 0;
  return {
    async claim(input: { userId: string; companyId: string; key: string; method: string; url: string; body: unknown }): Promise<Claim> {
      const requestHash = createHash('sha256')
        .update(`${input.method} ${input.url}\n${JSON.stringify(input.body ?? null)}`)
        .digest('hex');
      if (Date.now() - lastPurge > 600_000) {
        lastPurge = Date.now();
        await repo.purge(new Date(Date.now() - RETENTION_MS));
      }
      const { key, userId, companyId, method, url } = input;
      if (await repo.claim({ userId, key, companyId, method, url, requestHash, state: 'pending' })) return { kind: 'proceed' };
      const prior = await repo.find(userId, key);
      if (!prior) return this.claim(input); // released between our insert and read
      if (prior.requestHash !== requestHash) throw new AppError(422, ErrorKey.idempotencyMismatch);
      if (prior.state !== 'done' || prior.statusCode === null || prior.response === null) throw conflict(ErrorKey.requestInProgress);
      return { kind: 'replay', statusCode: prior.statusCode, response: prior.response };
    },
    complete: (userId: string, key: string, statusCode: number, response: string) => repo.complete(userId, key, statusCode, response),
    release: (userId: string, key: string) => repo.release(userId, key),
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
