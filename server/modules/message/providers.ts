/**
 * Delivery providers of the outbox: one per channel. The outbox worker claims due rows and hands
 * each to the provider of its channel; the provider either sends it (resolves) or throws.
 *
 * E-mail goes through the company's own SMTP server (mail_settings) with nodemailer. SMS and push
 * have no provider yet: their rows stay 'unsent' with `message.providerNotConfigured` and are looked
 * at again an hour later, so nothing spins. An operator's SMS gateway or push service plugs in here:
 * implement `OutboxProvider` for the channel (configured() reads its settings from `ProviderSettings`,
 * extended with the gateway's own settings; send() throws a `DeliveryError` with a message key and the
 * gateway's text) and put it in `defaultProviders()` in place of the not-configured one.
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { splitRecipients } from '../../../src/domain/message/template';
import { bareHost, checkedMailTarget, DEFAULT_MAIL_POLICY, MailTargetRefused, type Lookup, type MailPolicy } from './mailGuard';

export { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from '../../../src/domain/message/outbox';
import type { OutboxChannel } from '../../../src/domain/message/outbox';

/** Message keys recorded as `last_error` or answered by the test mail (locales/<lang>/outbox.json). */
export const MessageKey = {
  providerNotConfigured: 'message.providerNotConfigured',
  mailNotConfigured: 'message.mailNotConfigured',
  smtpConnection: 'message.smtpConnection',
  smtpTls: 'message.smtpTls',
  smtpAuth: 'message.smtpAuth',
  smtpRejected: 'message.smtpRejected',
  smtpFailed: 'message.smtpFailed',
  deliveryFailed: 'message.deliveryFailed',
  /** The settings point where the platform does not allow (a private address, a non-SMTP port). */
  smtpTargetRefused: 'message.smtpTargetRefused',
  /** Every failure of a test mail, whatever its cause (the cause is not told: no probing of networks). */
  mailTestFailed: 'message.mailTestFailed',
  /** Saving settings: the host or the port is not one the platform allows. */
  mailHostNotAllowed: 'message.mailHostNotAllowed',
  mailPortNotAllowed: 'message.mailPortNotAllowed',
} as const;

/** What a provider sends: one outbox row. */
export interface OutboxMessage {
  id: string;
  companyId: string;
  channel: string;
  /** E-mail addresses (comma-separated), a mobile number or a user id. */
  recipient: string;
  recipientName: string;
  subject: string;
  body: string;
}

/** The company's SMTP server (a mail_settings row). */
export interface MailConfig {
  enabled: boolean;
  host: string;
  port: number;
  secure: boolean;
  userName: string;
  password: string;
  fromAddress: string;
  language: string;
}

/** A company's delivery settings; a gateway for SMS or push would add its own entry here. */
export interface ProviderSettings {
  mail: MailConfig | null;
}

export interface OutboxProvider {
  readonly channel: OutboxChannel;
  /** While not configured: the key recorded on the row and how long the row waits to be looked at again. */
  readonly notConfigured: { key: string; retryAfterMs: number };
  configured(settings: ProviderSettings): boolean;
  /** Sends or throws (a `DeliveryError` when the failure has a key). */
  send(item: OutboxMessage, settings: ProviderSettings): Promise<void>;
}

/** A failed delivery: a message key for the browser and the server's text (no secrets) as detail. */
export class DeliveryError extends Error {
  constructor(
    readonly key: string,
    readonly detail: string,
  ) {
    super(detail ? `${key}: ${detail}` : key);
  }
}

const MINUTE = 60_000;
const DETAIL_MAX = 400;

/** A delivery error's text with the given secrets (and their base64 forms) masked, on one line. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets.filter((v) => v.length >= 3)) {
    for (const form of [s, Buffer.from(s).toString('base64')]) out = out.split(form).join('***');
  }
  out = out.replace(/\s+/g, ' ').trim();
  return out.length > DETAIL_MAX ? `${out.slice(0, DETAIL_MAX - 1)}…` : out;
}

const SMTP_KEYS: Record<string, string> = {
  ECONNECTION: MessageKey.smtpConnection,
  ETIMEDOUT: MessageKey.smtpConnection,
  ESOCKET: MessageKey.smtpConnection,
  EDNS: MessageKey.smtpConnection,
  EPROXY: MessageKey.smtpConnection,
  ETLS: MessageKey.smtpTls,
  EREQUIRETLS: MessageKey.smtpTls,
  EAUTH: MessageKey.smtpAuth,
  ENOAUTH: MessageKey.smtpAuth,
  EOAUTH2: MessageKey.smtpAuth,
  EENVELOPE: MessageKey.smtpRejected,
};

/** Any error of a send as a `DeliveryError`: nodemailer's codes choose the key; secrets never reach the text. */
export function toDeliveryError(error: unknown, secrets: readonly string[] = [], fallbackKey: string = MessageKey.deliveryFailed): DeliveryError {
  if (error instanceof DeliveryError) return new DeliveryError(error.key, redact(error.detail, secrets));
  const e = error as { code?: unknown; message?: unknown; responseCode?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : String(error);
  let key = SMTP_KEYS[code] ?? fallbackKey;
  if (code === 'EMESSAGE' && typeof e?.responseCode === 'number' && e.responseCode >= 500) key = MessageKey.smtpRejected;
  return new DeliveryError(key, redact(code && !message.includes(code) ? `${code} ${message}` : message, secrets));
}

/** The secrets of a mail configuration that must never be written to a row or answered. */
function mailSecrets(mail: MailConfig): string[] {
  return mail.password ? [mail.password, `\u0000${mail.userName}\u0000${mail.password}`] : [];
}

/** nodemailer's options; `address` (the checked address) is connected to, the host name kept for TLS. */
export function transportOptions(mail: MailConfig, address: string = mail.host): SMTPTransport.Options {
  const name = bareHost(mail.host);
  return {
    host: address,
    ...(name !== address ? ({ servername: name, tls: { servername: name } } as object) : {}),
    port: mail.port,
    secure: mail.secure,
    ...(mail.userName ? { auth: { user: mail.userName, pass: mail.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  };
}

/** How a send may connect: the platform's policy, the resolver (tests), a deadline for the whole send. */
export interface SendGuard {
  policy: MailPolicy;
  lookup?: Lookup;
  deadlineMs?: number;
}

/**
 * One e-mail through the configured SMTP server; failures are `DeliveryError`s. The host is resolved
 * and checked against the platform's policy first, and the mail goes to that checked address.
 */
export async function sendMail(
  mail: MailConfig,
  message: { to: string[]; toName?: string; subject: string; text: string },
  guard: SendGuard = { policy: DEFAULT_MAIL_POLICY },
): Promise<void> {
  if (message.to.length === 0) throw new DeliveryError(MessageKey.smtpRejected, 'no recipient address');
  let address: string;
  try {
    address = await checkedMailTarget(mail.host, mail.port, guard.policy, guard.lookup);
  } catch (e) {
    if (e instanceof MailTargetRefused) throw new DeliveryError(e.reason === 'unresolved' ? MessageKey.smtpConnection : MessageKey.smtpTargetRefused, e.message);
    throw e;
  }
  const transport = nodemailer.createTransport(transportOptions(mail, address));
  const to = message.to.length === 1 && message.toName ? [{ name: message.toName, address: message.to[0]! }] : message.to;
  let timer: NodeJS.Timeout | undefined;
  try {
    const sending = transport.sendMail({ from: mail.fromAddress, to, subject: message.subject, text: message.text });
    if (!guard.deadlineMs) await sending;
    else {
      sending.catch(() => undefined); // settles after the deadline: nobody waits for it any more
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('deadline passed'), { code: 'ETIMEDOUT' })), guard.deadlineMs);
      });
      await Promise.race([sending, late]);
    }
  } catch (e) {
    throw toDeliveryError(e, mailSecrets(mail), MessageKey.smtpFailed);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

/** Enough to try: switched on, a server and a sender. */
export function mailUsable(mail: MailConfig | null): mail is MailConfig {
  return Boolean(mail && mail.host.trim() && mail.fromAddress.trim());
}

/** The e-mail provider: the companies' SMTP servers, where the platform's policy lets them point. */
export const smtpProvider = (policy: MailPolicy = DEFAULT_MAIL_POLICY): OutboxProvider => ({
  channel: 'email',
  notConfigured: { key: MessageKey.mailNotConfigured, retryAfterMs: 10 * MINUTE },
  configured: (settings) => Boolean(settings.mail?.enabled) && mailUsable(settings.mail),
  async send(item, settings) {
    if (!mailUsable(settings.mail)) throw new DeliveryError(MessageKey.mailNotConfigured, '');
    await sendMail(settings.mail, { to: splitRecipients(item.recipient), toName: item.recipientName, subject: item.subject, text: item.body }, { policy });
  },
});

/** A channel with no provider yet: rows wait in the outbox (looked at again every hour). */
export function notConfiguredProvider(channel: OutboxChannel): OutboxProvider {
  return {
    channel,
    notConfigured: { key: MessageKey.providerNotConfigured, retryAfterMs: 60 * MINUTE },
    configured: () => false,
    async send() {
      throw new DeliveryError(MessageKey.providerNotConfigured, '');
    },
  };
}

export function defaultProviders(policy: MailPolicy = DEFAULT_MAIL_POLICY): OutboxProvider[] {
  return [smtpProvider(policy), notConfiguredProvider('sms'), notConfiguredProvider('push')];
}
