/**
 * The company's SMTP settings (one row per company, absent until first saved). The password is
 * kept to log in with and never answered: the screen sees `hasPassword`; an empty password field
 * keeps the stored one. The test mail goes out at once through the saved settings and answers the
 * outcome (a message key and the server's text), never an error status.
 */
import type { MailSettingsAnswer, MailSettingsInput } from '../../../src/contract/mail';
import { LANGUAGES, type Language } from '../../../src/domain/message/labels';
import { email, VK } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { badRequest, staleVersion } from '../../lib/errors';
import { translate } from '../../lib/messages';
import type { LogService } from '../common/logService';
import { createMailSettingsRepository, type MailSettingsRow, type MailSettingsValues } from './outboxRepository';
import { checkedMailTarget, DEFAULT_MAIL_POLICY, MailTargetRefused, portAllowed, type Lookup, type MailPolicy } from './mailGuard';
import { mailUsable, MessageKey, sendMail } from './providers';

/** The settings as answered, with the time as a Date until serialised. */
export type MailSettingsView = MailSettingsAnswer & { updateTime: Date | null };

export type { MailSettingsInput };

export interface MailTestResult {
  ok: boolean;
  /** Message key of the failure (locales/<lang>/outbox.json). */
  key: string | null;
  /** The SMTP server's or the network's text. */
  detail: string | null;
}

const asLanguage = (v: string): Language => ((LANGUAGES as readonly string[]).includes(v) ? (v as Language) : 'zh');

function view(row: MailSettingsRow | undefined): MailSettingsView {
  if (!row) {
    return { enabled: false, host: '', port: 587, secure: false, userName: '', hasPassword: false, fromAddress: '', language: 'zh', version: 0, updateAuthor: null, updateTime: null };
  }
  return {
    enabled: row.enabled,
    host: row.host,
    port: row.port,
    secure: row.secure,
    userName: row.userName,
    hasPassword: row.password !== '',
    fromAddress: row.fromAddress,
    language: asLanguage(row.language),
    version: row.version,
    updateAuthor: row.updateAuthor,
    updateTime: row.updateTime,
  };
}

/** The platform's rule for the settings, and how long a failed test mail takes at least to answer. */
export type MailSettingsPolicy = MailPolicy & { testFailMs: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Field rules beyond the schema: an enabled server needs a host and a sender; addresses are checked;
 * the host and port must be where the platform lets companies point (no private network).
 */
async function check(input: MailSettingsInput, policy: MailPolicy, lookup?: Lookup): Promise<void> {
  const fields: Record<string, { key: string; params?: Record<string, string> }> = {};
  if (input.host.trim() && !portAllowed(input.port, policy)) fields.port = { key: MessageKey.mailPortNotAllowed, params: { ports: policy.ports === 'any' ? '' : policy.ports.join(', ') } };
  else if (input.host.trim()) {
    try {
      await checkedMailTarget(input.host, input.port, policy, lookup);
    } catch (e) {
      // a name that does not resolve now is kept (the server may be down); the send checks again
      if (!(e instanceof MailTargetRefused) || e.reason !== 'unresolved') fields.host = { key: MessageKey.mailHostNotAllowed };
    }
  }
  const host = input.host.trim();
  const from = input.fromAddress.trim();
  if (input.enabled && !host) fields.host = { key: VK.required };
  if (input.enabled && !from) fields.fromAddress = { key: VK.required };
  else if (from) {
    const e = email(from);
    if (e) fields.fromAddress = { key: e.key };
  }
  if (Object.keys(fields).length > 0) throw badRequest({ fields });
}

export function createMailSettingsService({
  db,
  logs,
  mail = { ...DEFAULT_MAIL_POLICY, testFailMs: 8000 },
  lookup,
}: {
  db: Db;
  logs?: LogService;
  mail?: MailSettingsPolicy;
  /** The resolver of host names (tests). */
  lookup?: Lookup;
}) {
  const repo = createMailSettingsRepository(db);
  return {
    async get(ctx: Ctx): Promise<MailSettingsView> {
      return view(await repo.find(ctx.principal.companyId));
    },

    /** Saves at `version` (0 for the first save); a stale version answers 412. */
    async update(ctx: Ctx, input: MailSettingsInput): Promise<MailSettingsView> {
      await check(input, mail, lookup);
      const companyId = ctx.principal.companyId;
      const current = await repo.find(companyId);
      if ((current?.version ?? 0) !== input.version) throw staleVersion({ currentVersion: current?.version ?? 0, sentVersion: input.version });
      const userName = input.userName.trim();
      const values: MailSettingsValues = {
        enabled: input.enabled,
        host: input.host.trim(),
        port: input.port,
        secure: input.secure,
        userName,
        // a new password replaces the stored one; no user name: no login, nothing kept
        password: userName ? input.password || current?.password || '' : '',
        fromAddress: input.fromAddress.trim(),
        language: input.language,
        updateAuthor: ctx.principal.userName,
      };
      const saved = current ? await repo.update(companyId, input.version, values) : await repo.insert(companyId, values);
      if (!saved) {
        const now = await repo.find(companyId);
        throw staleVersion({ currentVersion: now?.version ?? 0, sentVersion: input.version });
      }
      await logs?.operation(ctx, { moduleName: 'message', functionName: 'mailSettings', info: `${values.host}:${values.port} enabled=${values.enabled}` });
      return view(saved);
    },

    /**
     * Sends a test mail to `to` through the saved settings (switched on or not) and answers the outcome.
     * Every failure answers the same key, no detail, and no sooner than `testFailMs` after the request
     * (the send is cut there): a refused address, a closed port, a silent one, a TLS or a login failure
     * look alike, so the test cannot map a network.
     */
    async test(ctx: Ctx, to: string): Promise<MailTestResult> {
      const address = to.trim();
      const bad = email(address);
      if (bad) throw badRequest({ fields: { to: { key: bad.key } } });
      const row = await repo.find(ctx.principal.companyId);
      let result: MailTestResult;
      if (!mailUsable(row ?? null)) {
        result = { ok: false, key: MessageKey.mailNotConfigured, detail: null };
      } else {
        const lang = asLanguage(row!.language);
        const started = Date.now();
        try {
          await sendMail(
            row!,
            {
              to: [address],
              subject: translate('outbox.testMail.subject', lang),
              text: translate('outbox.testMail.body', lang, { user: ctx.principal.personName || ctx.principal.userName }),
            },
            { policy: mail, lookup, deadlineMs: mail.testFailMs },
          );
          result = { ok: true, key: null, detail: null };
        } catch {
          result = { ok: false, key: MessageKey.mailTestFailed, detail: null };
          await sleep(Math.max(0, mail.testFailMs - (Date.now() - started)));
        }
      }
      await logs?.operation(ctx, { moduleName: 'message', functionName: 'mailTest', info: result.ok ? address : `${address} ${result.key}`, success: result.ok });
      return result;
    },
  };
}

export type MailSettingsService = ReturnType<typeof createMailSettingsService>;
