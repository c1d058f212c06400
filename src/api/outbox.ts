/**
 * The company's SMTP settings and the outbox of e-mail, SMS and push (`/message/v1/mailSettings`,
 * `/message/v1/outbox`). The password is never answered: `hasPassword` says one is stored, and an
 * empty password on save keeps it.
 */
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';

import { LANGUAGES, type Language, type MailSettingsInput, type MailSettingsView, type OutboxChannel, type OutboxStatus } from '../domain/message';

export { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from '../domain/message/outbox';
/** Languages of e-mail, SMS and push texts: the app's three. */
export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = Language;

export type MailSettings = MailSettingsView;

export type { MailSettingsInput } from '../domain/message/outbox';

/** The outcome of a test mail: a failure carries a message key and the server's text. */
export interface MailTestResult {
  ok: boolean;
  key: string | null;
  message: string | null;
  detail: string | null;
}

export interface OutboxRow {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  recipientName: string;
  subject: string;
  body: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptTime: string;
  /** A message key, or `key: detail`. */
  lastError: string | null;
  eventSeq: number | null;
  functionCode: string | null;
  createTime: string;
  sentTime: string | null;
}

/** `message.smtpRejected: 550 …` → its key and the server's text; a bare key has no detail. */
export function splitError(lastError: string | null): { key: string; detail: string } | null {
  if (!lastError) return null;
  const m = /^(message\.[A-Za-z]+)(?::\s*([\s\S]*))?$/.exec(lastError);
  return m ? { key: m[1]!, detail: m[2] ?? '' } : { key: '', detail: lastError };
}

export const outboxApi = {
  settings: () => api.get<MailSettings>('/message/v1/mailSettings'),
  saveSettings: (input: MailSettingsInput) => api.put<MailSettings>('/message/v1/mailSettings', input),
  /** Never fails for an SMTP problem: the answer says what went wrong. */
  test: (to: string) => api.post<MailTestResult>('/message/v1/mailSettings/test', { to }),
  list: (body: ListQueryBody) => api.read<ListAnswer<OutboxRow>>('/message/v1/outbox/list', body),
  retry: (ids: string[]) => api.post<{ retried: number; ids: string[] }>('/message/v1/outbox/retry', { ids }),
};
