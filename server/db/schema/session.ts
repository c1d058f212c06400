import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Sign-in sessions. Only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    clientId: text('client_id').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createTime: instant('create_time').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** Extending never goes past this absolute limit. */
    maxExpiresAt: instant('max_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Image captchas: one use, short-lived. Kept in the database so any server process can check them. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
});

/** Fixed-window counters of failed sign-ins, keyed 'ip:…' or 'user:…'. Shared by all processes. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  failures: integer('failures').notNull().default(0),
});

/** Stored answers of writes sent with an Idempotency-Key header. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    companyId: uuid('company_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    requestHash: text('request_hash').notNull(),
    /** pending while the first request runs, then done */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    createTime: instant('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.userId, t.key), index('idempotency_keys_time_idx').on(t.createTime)],
);

/** One-time password-reset tokens requested by e-mail; only the SHA-256 of the token is kept. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  companyId: uuid('company_id').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createTime: instant('create_time').notNull().defaultNow(),
});
