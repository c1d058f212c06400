import { validateResetPassword } from '../../../src/domain/validation/account';
import { hasErrors } from '../../../src/domain/validation/types';
import { email as emailRule } from '../../../src/domain/validation';
import { ErrorKey } from '../../../src/domain/api';
import type { Db } from '../../db/client';
import { AppError, badRequest, noMatchingEmail, tooManyAttempts } from '../../lib/errors';
import type { Config } from '../../config';
import { createLoginFailureRepository } from '../uaa/repository';
import { createUserRepository } from '../common/userRepository';
import type { LogService } from '../common/logService';
import { hashPassword } from '../uaa/authService';
import { hashToken, newToken, sha1Hex } from '../uaa/tokens';
import { createPasswordResetRepository } from './passwordResetRepository';

const TTL_MS = 30 * 60_000;

/** Where reset links go. Until the mail outbox exists (realtime and messages issue) the server log receives them. */
export type ResetDelivery = (to: { email: string; userName: string }, token: string) => Promise<void>;

/**
 * Forgotten password: a one-time token for the account(s) of an e-mail address (code 6004 when none
 * matches, as the requirements' error catalogue says), then a new password of 6–16 characters (S5 reset rules).
 */
export function createPasswordResetService(deps: { db: Db; config: Config; logs: LogService; deliver: ResetDelivery; revokeAll: (userId: string, reason: string) => Promise<number> }) {
  const { db } = deps;
  const repo = createPasswordResetRepository(db);
  return {
    /** Every request counts against the caller's IP, since a 6004 answer tells whether an address is known. */
    async request(email: string, ip: string): Promise<{ sent: number }> {
      const { windowSeconds, perIp } = deps.config.rateLimit;
      const counter = createLoginFailureRepository(db);
      const key = `reset:${ip}`;
      if (!(await counter.take(key, new Date(), windowSeconds, perIp))) {
        const seen = await counter.get(key);
        throw tooManyAttempts(seen ? Math.max(1, Math.ceil((seen.windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000)) : windowSeconds);
      }
      if (emailRule(email)) throw badRequest({ fields: { email: emailRule(email) } });
      const matches = (await repo.usersByEmail(email)).filter((u) => u.email);
      if (matches.length === 0) throw noMatchingEmail();
      await repo.purge(new Date());
      for (const u of matches) {
        const token = newToken();
        await repo.insert({ tokenHash: hashToken(token), userId: u.id, companyId: u.companyId, expiresAt: new Date(Date.now() + TTL_MS) });
        await deps.deliver({ email: u.email!, userName: u.userName }, token);
      }
      return { sent: matches.length };
    },

    async reset(input: { token: string; password: string; confirmPassword: string }): Promise<void> {
      const errors = validateResetPassword({ password: input.password, confirmPassword: input.confirmPassword });
      if (hasErrors(errors)) throw badRequest({ fields: errors });
      const row = await repo.take(hashToken(input.token), new Date());
      if (!row) throw new AppError(400, ErrorKey.resetLinkInvalid);
      const users = createUserRepository(db);
      await users.setPassword(row.userId, await hashPassword(sha1Hex(input.password)), new Date());
      await deps.revokeAll(row.userId, 'passwordReset');
      const user = await users.findById(row.userId);
      if (user) await deps.logs.login(user, '', true, 'password reset by e-mail link');
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
