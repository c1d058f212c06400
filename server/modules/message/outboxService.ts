/**
 * The outbox of e-mail, SMS and push (rows written by the message publisher). A worker claims due
 * rows under a lease (FOR UPDATE SKIP LOCKED, so several server processes never send a row twice),
 * sends them outside the transaction through the channel's provider, then records the outcome:
 * sent; or the error with an exponential backoff (1 min, 5 min, 30 min, 2 h) and 'failed' after
 * five attempts. A channel that is not configured does not count as an attempt: the row waits.
 * Delivery is at least once: a process that dies between sending and recording sends again later.
 */
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { listPage } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import type { ListQueryBody, ListResourceDef } from '../../lib/listQuery';
import type { LogService } from '../common/logService';
import { createMailSettingsRepository, createOutboxRepository, pageOutbox, type MailSettingsRow, type OutboxRow } from './outboxRepository';
import { defaultProviders, notConfiguredProvider, OUTBOX_CHANNELS, OUTBOX_STATUSES, toDeliveryError, type OutboxProvider, type ProviderSettings } from './providers';

const MINUTE = 60_000;
/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th marks the row failed. */
export const BACKOFF_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE];
export const MAX_ATTEMPTS = 5;
/** How long a claim keeps other processes off its rows. */
export const LEASE_MS = 5 * MINUTE;
/** Rows of a claim not reached this long before the lease ends are left to the next claim. */
const LEASE_MARGIN_MS = MINUTE;

export interface DrainReport {
  claimed: number;
  sent: number;
  /** Attempts that failed (the row waits for its next attempt or is now 'failed'). */
  failed: number;
  /** Rows of a channel that is not configured: they wait without an attempt. */
  deferred: number;
  /** Rows whose claim ran out before they were reached, or was lost. */
  skipped: number;
}

export const outboxScope: ScopeDef = { companyColumn: outbox.companyId };

export const outboxListDef: ListResourceDef = {
  name: 'outbox',
  fields: {
    channel: { column: outbox.channel, type: 'enum', enumValues: OUTBOX_CHANNELS, ops: ['eq', 'in'], sortable: true },
    status: { column: outbox.status, type: 'enum', enumValues: OUTBOX_STATUSES, ops: ['eq', 'in'], sortable: true },
    recipient: { column: outbox.recipient, type: 'string', ops: ['eq', 'like', 'startsWith'], sortable: true },
    subject: { column: outbox.subject, type: 'string', ops: ['like'] },
    functionCode: { column: outbox.functionCode, type: 'string', ops: ['eq', 'in'] },
    attempts: { column: outbox.attempts, type: 'integer', ops: ['eq', 'gt', 'ge'], sortable: true },
    createTime: { column: outbox.createTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
    sentTime: { column: outbox.sentTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between', 'isNull', 'isNotNull'], sortable: true },
    nextAttemptTime: { column: outbox.nextAttemptTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: outbox.id,
};

/** Function codes of mail whose body carries a secret (a one-time link): the outbox list leaves the body out. */
export const PASSWORD_RESET_MAIL = 'PASSWORD_RESET';
const PRIVATE_MAIL_CODES: ReadonlySet<string> = new Set([PASSWORD_RESET_MAIL]);

/** `key` or `key: detail`, as written to last_error (the browser translates the key). */
export const errorText = (key: string, detail: string) => (detail ? `${key}: ${detail}` : key);

export interface OutboxDeps {
  db: Db;
  logs?: LogService;
  providers?: readonly OutboxProvider[];
}

export function createOutboxService({ db, logs, providers = defaultProviders() }: OutboxDeps) {
  const repo = createOutboxRepository(db);
  const mail = createMailSettingsRepository(db);
  const byChannel = new Map(providers.map((p) => [p.channel as string, p]));
  /** A channel without a provider (not one the publisher writes today) waits like SMS and push. */
  const fallback = notConfiguredProvider('push');

  async function deliver(row: OutboxRow, lease: Date, settings: ProviderSettings, report: DrainReport): Promise<void> {
    const provider = byChannel.get(row.channel) ?? fallback;
    let recorded: boolean;
    if (!provider.configured(settings)) {
      const wait = provider.notConfigured;
      recorded = await repo.markAttempt(row.id, lease, { attempts: row.attempts, status: 'unsent', nextAttemptTime: new Date(Date.now() + wait.retryAfterMs), lastError: wait.key });
      report.deferred++;
    } else {
      try {
        await provider.send(row, settings);
        recorded = await repo.markSent(row.id, lease);
        report.sent++;
      } catch (e) {
        const error = toDeliveryError(e);
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        const wait = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]!;
        recorded = await repo.markAttempt(row.id, lease, {
          attempts,
          status: failed ? 'failed' : 'unsent',
          nextAttemptTime: new Date(Date.now() + wait),
          lastError: errorText(error.key, error.detail),
        });
        report.failed++;
      }
    }
    if (!recorded) report.skipped++;
  }

  return {
    /** Claims the due rows (at most `limit`), sends them and records the outcome. */
    async drainOnce(opts: { limit?: number } = {}): Promise<DrainReport> {
      const started = Date.now();
      const lease = new Date(started + LEASE_MS);
      const rows = await repo.claimDue(opts.limit ?? 20, lease);
      const report: DrainReport = { claimed: rows.length, sent: 0, failed: 0, deferred: 0, skipped: 0 };
      if (rows.length === 0) return report;
      const settings = new Map<string, MailSettingsRow>();
      for (const s of await mail.findMany([...new Set(rows.map((r) => r.companyId))])) settings.set(s.companyId, s);
      for (const row of rows) {
        if (Date.now() - started > LEASE_MS - LEASE_MARGIN_MS) {
          report.skipped++; // the lease is about to end: another claim will take it
          continue;
        }
        await deliver(row, lease, { mail: settings.get(row.companyId) ?? null }, report);
      }
      return report;
    },

    /** Whether the company's mail can go out (its SMTP server is set up and on), and the mail language. */
    async mailReady(companyId: string): Promise<{ ready: boolean; language: string }> {
      const row = await mail.find(companyId);
      const provider = byChannel.get('email') ?? fallback;
      return { ready: Boolean(row) && provider.configured({ mail: row ?? null }), language: row?.language ?? 'zh' };
    },

    /**
     * An e-mail of the platform's own (not from an event): written to the outbox, due now, sent by
     * the worker like every other row. A `private` mail (a password-reset link) never shows its body
     * in the outbox list: whoever reads the outbox must not be able to take the account.
     */
    async enqueueMail(companyId: string, m: { recipient: string; recipientName: string; subject: string; body: string; functionCode: string }): Promise<void> {
      await repo.insert({ companyId, channel: 'email', recipient: m.recipient, recipientName: m.recipientName, subject: m.subject, body: m.body, functionCode: m.functionCode });
    },

    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listPage(db, outbox, outboxListDef, scopeWhere(outboxScope, ctx.principal), body, (q) => pageOutbox(db, q));
      return {
        totalNum: page.totalNum,
        list: page.list.map(({ companyId: _c, ...row }) => (PRIVATE_MAIL_CODES.has(row.functionCode ?? '') ? { ...row, body: '' } : row)),
      };
    },

    /** Failed rows of the caller's company back to the outbox (due now, attempts kept). */
    async retry(ctx: Ctx, ids: readonly string[]): Promise<{ retried: number; ids: string[] }> {
      const changed = await repo.retry(ctx.principal.companyId, ids);
      if (changed.length > 0) await logs?.operation(ctx, { moduleName: 'message', functionName: 'outboxRetry', info: `${changed.length}` });
      return { retried: changed.length, ids: changed };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

export interface OutboxWorker {
  /** Stops the timer and waits for a drain in progress. */
  stop(): Promise<void>;
}

/**
 * Drains the outbox every `intervalMs` (at once again while a full batch came back). Errors (the
 * database away) are reported and the next round tries again.
 */
export function startOutboxWorker(
  services: { outbox: Pick<OutboxService, 'drainOnce'> },
  { intervalMs = 5000, batch = 20, onError }: { intervalMs?: number; batch?: number; onError?: (err: unknown) => void } = {},
): OutboxWorker {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (!stopped) timer = setTimeout(tick, ms);
  };
  function tick() {
    running = services.outbox
      .drainOnce({ limit: batch })
      .then((r) => schedule(r.claimed >= batch ? 0 : intervalMs))
      .catch((err: unknown) => {
        onError?.(err);
        schedule(intervalMs);
      });
  }
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

