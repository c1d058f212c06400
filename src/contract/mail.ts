/**
 * The company's SMTP settings (`/message/v1/mailSettings`) and the outbox of e-mail, SMS and push
 * (`/message/v1/outbox`). The password is never answered: `hasPassword` says one is stored, and an
 * empty password on save keeps it.
 */
import { Type, type Static } from 'typebox';
import { LANGUAGES, OUTBOX_CHANNELS, OUTBOX_STATUSES, type Language, type OutboxChannel, type OutboxStatus } from '../domain/message';
import { IdArray, Instant, Nullable, type Wire } from './common';
import type { ColumnDecl } from './export';
import { listAnswerSchema } from './listQuery';

const LanguageSchema = Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] });

export const MailSettings = Type.Object({
  enabled: Type.Boolean(),
  host: Type.String(),
  port: Type.Integer(),
  secure: Type.Boolean({ description: 'TLS from the start (465); otherwise STARTTLS when offered' }),
  userName: Type.String(),
  hasPassword: Type.Boolean({ description: 'a password is stored (it is never answered)' }),
  fromAddress: Type.String(),
  language: LanguageSchema,
  version: Type.Integer({ description: '0 while nothing is stored' }),
  updateAuthor: Nullable(Type.String()),
  updateTime: Nullable(Instant),
});
/** The company's SMTP server as the server hands it to the serialiser (updateTime a Date). */
export type MailSettingsAnswer = Static<typeof MailSettings>;
/** The company's SMTP server as the browser sees it. */
export type MailSettingsView = Wire<MailSettingsAnswer>;

export const MailSettingsBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0, description: '0 for the first save, then the current version (412 when stale)' }),
    enabled: Type.Boolean(),
    host: Type.String({ maxLength: 255, pattern: '^[^\\s/]*$' }),
    port: Type.Integer({ minimum: 1, maximum: 65535 }),
    secure: Type.Boolean(),
    userName: Type.String({ maxLength: 255 }),
    password: Type.Optional(Type.String({ maxLength: 255, description: 'empty or absent: keep the stored password' })),
    fromAddress: Type.String({ maxLength: 254 }),
    language: LanguageSchema,
  },
  { additionalProperties: false },
);
/** What the mail-settings form saves: the view's fields, the version it read, and a password. */
export type MailSettingsInput = Static<typeof MailSettingsBody>;

export const MailTestBody = Type.Object({ to: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false });
export const MailTestResult = Type.Object({
  ok: Type.Boolean(),
  key: Nullable(Type.String({ description: 'message key of the failure' })),
  message: Nullable(Type.String({ description: "the key's text in the caller's language" })),
  detail: Nullable(Type.String({ description: "the SMTP server's or the network's text" })),
});
/** The outcome of a test mail: a failure carries a message key and the server's text. */
export type MailTestResult = Static<typeof MailTestResult>;

export const OutboxRow = Type.Object({
  id: Type.String(),
  channel: Type.Unsafe<OutboxChannel>({ type: 'string', enum: [...OUTBOX_CHANNELS], description: 'email | sms | push' }),
  recipient: Type.String(),
  recipientName: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.Unsafe<OutboxStatus>({ type: 'string', enum: [...OUTBOX_STATUSES], description: 'unsent | sent | failed' }),
  attempts: Type.Integer(),
  nextAttemptTime: Instant,
  lastError: Nullable(Type.String({ description: 'a message key, or `key: detail`' })),
  eventSeq: Nullable(Type.Integer()),
  functionCode: Nullable(Type.String()),
  createTime: Instant,
  sentTime: Nullable(Instant),
});
export type OutboxRow = Wire<Static<typeof OutboxRow>>;
export const OutboxList = listAnswerSchema(OutboxRow);
export type OutboxList = Wire<Static<typeof OutboxList>>;

export const RetryBody = Type.Object({ ids: IdArray }, { additionalProperties: false });
export const RetryAnswer = Type.Object({ retried: Type.Integer(), ids: Type.Array(Type.String()) });
export type RetryAnswer = Static<typeof RetryAnswer>;

const time = (key: string): ColumnDecl => ({ key, label: `outbox.col.${key}`, kind: 'datetime', utcInLocal: true });
/** Columns of the outbox screen and its export. */
export const OUTBOX_COLUMNS: readonly ColumnDecl[] = [
  time('createTime'),
  { key: 'channel', label: 'outbox.col.channel', kind: 'enum', enumPrefix: 'outbox.channel' },
  { key: 'recipient', label: 'outbox.col.recipient', kind: 'text' },
  { key: 'subject', label: 'outbox.col.subject', kind: 'text' },
  { key: 'status', label: 'outbox.col.status', kind: 'enum', enumPrefix: 'outbox.status' },
  { key: 'attempts', label: 'outbox.col.attempts', kind: 'number' },
  // a message key and the server's text: labelled by the list and the export
  { key: 'lastError', label: 'outbox.col.lastError', kind: 'enum' },
  time('sentTime'),
  time('nextAttemptTime'),
];
