import { hash, verify } from '@node-rs/argon2';
import { AccessType, UserStatus } from '../../../src/domain/access';
import { ErrorKey } from '../../../src/domain/api';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/context';
import { AppError, forbidden, tokenExpired, unauthorized, wrongCredentials } from '../../lib/errors';
import { principalBaseOf, type AccessService } from '../account/accessService';
import type { LogService } from '../common/logService';
import { createCompanyRepository } from '../common/companyRepository';
import { createUserRepository } from '../common/userRepository';
import type { CaptchaService } from './captchaService';
import { createLoginFailureRepository, createSessionRepository } from './repository';
import { ACCESS_CHANNEL, createPrincipalCache } from './principalCache';
import { hashToken, newToken } from './tokens';
import { escalationOf } from './signInPolicy';

/** Where access-change notifications come from (the database's LISTEN; see principalCache.ts). */
export interface AccessNotifications {
  listen(channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
}

export interface SignInInput {
  username: string;
  /** hex SHA-1 of the password, as the browser sends it */
  password: string;
  captchaId?: string;
  captchaCode?: string;
  clientId: string;
  ip: string;
  userAgent?: string;
}

/** argon2id of the browser's SHA-1 string. */
export const hashPassword = (sha1Hex: string) => hash(sha1Hex.toLowerCase());
const DUMMY_HASH = hash('0000000000000000000000000000000000000000');

export function createAuthService(deps: {
  db: Db;
  config: Config;
  access: AccessService;
  captcha: CaptchaService;
  logs: LogService;
}) {
  const { db, config, access, captcha, logs } = deps;
  const sessionsRepo = createSessionRepository(db);
  const failures = createLoginFailureRepository(db);
  const usersRepo = createUserRepository(db);
  const companiesRepo = createCompanyRepository(db);
  let lastPurge = 0;
  const cache = createPrincipalCache();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  return {
    hashPassword,
    sessionHours: config.sessionHours,

    /**
     * Failures escalate, never lock out (signInPolicy.ts): the attempt is counted against the
     * address and the account first (one statement each, so a burst of concurrent attempts each
     * sees its own number), then the captcha is checked when needed — a cheap refusal before any
     * hashing — then the delay, then the password. Attempts that do not fail are given back.
     */
    async signIn(input: SignInInput) {
      const now = new Date();
      const name = input.username.trim().toLowerCase();
      const ipKey = `ip:${input.ip}`;
      const userKey = `user:${name}`;
      const { windowSeconds } = config.rateLimit;
      const ip = await failures.count(ipKey, now, windowSeconds);
      const account = await failures.count(userKey, now, windowSeconds);
      const step = escalationOf({ account: account.failures - 1, ip: ip.failures - 1 }, config);
      try {
        await captcha.check(input.captchaId, input.captchaCode, step.captcha);
      } catch (e) {
        // a missing captcha is how the browser learns that one is needed: not a failure;
        // a wrong one counts against the address only
        await failures.release(userKey, account.windowStart);
        if (e instanceof AppError && e.key === ErrorKey.captchaRequired) await failures.release(ipKey, ip.windowStart);
        throw e;
      }
      if (step.delayMs > 0) await sleep(step.delayMs);
      const user = await usersRepo.findByUserName(name);
      const good = user
        ? await verify(user.passwordHash, input.password.toLowerCase())
        : (await verify(await DUMMY_HASH, input.password), false); // same cost for unknown names
      if (!user || !good) {
        // both counted attempts stay: this one failed
        if (user) await logs.login(user, input.ip, false, 'wrong password');
        throw wrongCredentials();
      }
      await failures.clear(userKey);
      await failures.release(ipKey, ip.windowStart);

      const company = (await companiesRepo.findById(user.companyId))?.status;
      const refuse = (key: ErrorKey) => logs.login(user, input.ip, false, key).then(() => forbidden(key));
      if (company === 'pending') throw await refuse(ErrorKey.companyPending);
      if (company === 'rejected') throw await refuse(ErrorKey.companyRejected);
      if (company !== 'active' || user.status !== UserStatus.enabled) throw await refuse(ErrorKey.accountDisabled);
      if (user.accessType === AccessType.appOnly && input.clientId === 'browser') {
        throw await refuse(ErrorKey.noLoginPermission);
      }
      const principal = await access.load(principalBaseOf(user));
      const seats = await access.seatsOfUser(user.id);
      if (!principal.isAdmin && (principal.permissions.size === 0 || seats.length === 0)) {
        throw await refuse(ErrorKey.noLoginPermission);
      }

      if (now.getTime() - lastPurge > 600_000) {
        lastPurge = now.getTime();
        await sessionsRepo.deleteExpired(new Date(now.getTime() - 86_400_000)); // keep a day for the audit trail
      }
      const token = newToken();
      const expiresAt = new Date(now.getTime() + config.sessionHours * 3_600_000);
      await sessionsRepo.insert({
        tokenHash: hashToken(token),
        companyId: user.companyId,
        userId: user.id,
        clientId: input.clientId,
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 300),
        expiresAt,
        maxExpiresAt: new Date(now.getTime() + config.sessionMaxHours * 3_600_000),
      });
      await usersRepo.recordLogin(user.id, now, input.ip);
      await logs.login(user, input.ip, true);
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
        expires_at: expiresAt.toISOString(),
        scope: 'ui',
        userid: user.id,
        username: user.userName,
      };
    },

    /** The caller behind a token: 401 unknown or revoked, 402 expired. */
    /** The session's principal; `fresh` reads the database even when the cache holds it (after an access change). */
    async authenticate(token: string, fresh = false): Promise<Principal> {
      if (token.length > 200) throw unauthorized();
      const tokenHash = hashToken(token);
      const hit = fresh ? undefined : cache.get(tokenHash);
      if (hit) {
        if (hit.expiresAt <= Date.now()) throw tokenExpired();
        return hit.principal;
      }
      const since = cache.generation();
      const row = await sessionsRepo.findByHash(tokenHash);
      if (!row || row.session.revokedAt) throw unauthorized();
      if (row.session.expiresAt.getTime() <= Date.now()) throw tokenExpired();
      if (row.user.status !== UserStatus.enabled || row.company.status !== 'active') throw unauthorized();
      const principal = await access.load(principalBaseOf(row.user, row.session.id));
      cache.set(tokenHash, principal, row.session.expiresAt.getTime(), since);
      return principal;
    },

    /**
     * Caches principals while the database tells this process of every access change (LISTEN
     * `foc_access`); without it (tests, a lost connection) every request reads the database.
     * Returns the unlisten.
     */
    watchAccess: (source: AccessNotifications) =>
      source.listen(ACCESS_CHANNEL, (payload) => cache.invalidate(payload), (up) => cache.setLive(up)),

    async sessionOf(token: string) {
      const row = await sessionsRepo.findByHash(hashToken(token));
      return row?.session;
    },

    async logout(principal: Principal, token?: string): Promise<void> {
      await sessionsRepo.revoke(principal.sessionId, 'logout');
      if (token) cache.drop(hashToken(token)); // this process at once; the others by the notification
    },

    /** Pushes the expiry one session length further, never past the absolute limit. */
    async extend(principal: Principal) {
      const now = Date.now();
      const session = await sessionsRepo.findById(principal.sessionId);
      if (!session) throw unauthorized();
      const cap = session.maxExpiresAt.getTime();
      if (cap - now < 60_000) throw new AppError(403, ErrorKey.sessionNotExtendable);
      const expiresAt = new Date(Math.min(now + config.sessionHours * 3_600_000, cap));
      await sessionsRepo.setExpiry(session.id, expiresAt);
      cache.invalidate(`user:${principal.userId}`);
      return { expires_at: expiresAt.toISOString(), expires_in: Math.round((expiresAt.getTime() - now) / 1000) };
    },

    async revokeAllOfUser(userId: string, reason: string): Promise<number> {
      const n = await sessionsRepo.revokeAllOfUser(userId, reason);
      cache.invalidate(`user:${userId}`); // this process at once; the others by the notification
      return n;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
