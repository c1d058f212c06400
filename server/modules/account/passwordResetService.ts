import { validateResetPassword } from '../../../src/domain/validation/account';
import { hasErrors } from '../../../src/domain/validation/types';
import { email as emailRule } from '../../../src/domain/validation';
import { ErrorKey } from '../../../src/domain/api';
import type { Db } from '../../db/client';
import { AppError, badRequest, noMatchingEmail } from '../../lib/errors';
import type { Config } from '../../config';
import { createAttemptLimit } from '../uaa/attemptLimit';
import { createUserRepository } from '../common/userRepository';
import type { LogService } from '../common/logService';
import { hashPassword } from '../uaa/authService';
import { hashToken, newToken, sha1Hex } from '../uaa/tokens';
import { createPasswordResetRepository } from './passwordResetRepository';
import { translate, type Lang } from '../../lib/messages';
import { PASSWORD_RESET_MAIL, type OutboxService } from '../message/outboxService';

const languageOf = (l: string): Lang => (l === 'en' || l === 'zhtw' ? l : 'zh');

/**
 * Where the links in mails point: the configured public address, else the first allowed origin,
 * else the server's own address. Never the request's Host header, which the asker controls.
 */
export function resetLinkBase(config: Config): string {
  const base = config.publicUrl ?? config.allowedOrigins[0] ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  return base.replace(/\/+$/, '');
}

const TTL_MS = 30 * 60_000;

/** What the reset needs of the outbox (server/modules/message/outboxService.ts). */
export type ResetOutbox = Pick<OutboxService, 'mailReady' | 'enqueueMail'>;

/**
 * Forgotten password: a one-time token for the account(s) of an e-mail address (code 6004 when none
 * matches, as the requirements' error catalogue says), mailed through the company's outbox in the
 * asker's language; then a new password of 6–16 characters (S5 reset rules). The token is never
 * logged: it exists only in the mail and, hashed, in the database.
 */
export function createPasswordResetService(deps: {
  db: Db;
  config: Config;
  logs: LogService;
  outbox: ResetOutbox;
  revokeAll: (userId: string, reason: string) => Promise<number>;
}) {
  const { db } = deps;
  const repo = createPasswordResetRepository(db);
  const linkBase = resetLinkBase(deps.config);
  return {
    /**
     * Every request counts against the caller's IP, since a 6004 answer tells whether an address is
     * known. `lang`: the asker's language (the browser's), else the company's mail language.
     */
    async request(email: string, ip: string, lang?: Lang): Promise<{ sent: number }> {
      const { windowSeconds, perIp } = deps.config.rateLimit;
      await createAttemptLimit(db, windowSeconds).take([[`reset:${ip}`, perIp]], new Date());
      if (emailRule(email)) throw badRequest({ fields: { email: emailRule(email) } });
      const matches = (await repo.usersByEmail(email)).filter((u) => u.email);
      if (matches.length === 0) throw noMatchingEmail();
      await repo.purge(new Date());
      let sent = 0;
      for (const u of matches) {
        const mail = await deps.outbox.mailReady(u.companyId);
        if (!mail.ready) continue; // no transport: no token either, nothing anyone could use
        const token = newToken();
        await repo.insert({ tokenHash: hashToken(token), userId: u.id, companyId: u.companyId, expiresAt: new Date(Date.now() + TTL_MS) });
        const language = lang ?? languageOf(mail.language);
        const params = { user: u.personName || u.userName, userName: u.userName, minutes: TTL_MS / 60_000, link: `${linkBase}/foc/#/login?resetToken=${token}` };
        await deps.outbox.enqueueMail(u.companyId, {
          recipient: u.email!,
          recipientName: u.personName || u.userName,
          subject: translate('account.resetMail.subject', language),
          body: translate('account.resetMail.body', language, params),
          functionCode: PASSWORD_RESET_MAIL,
        });
        sent++;
      }
      if (sent === 0) throw new AppError(409, ErrorKey.resetMailNotConfigured);
      return { sent };
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
