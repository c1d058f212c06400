/**
 * The company's SMTP settings and the outbox of e-mail, SMS and push (`/message/v1/mailSettings`,
 * `/message/v1/outbox`; types: src/contract/mail.ts). The password is never answered: `hasPassword`
 * says one is stored, and an empty password on save keeps it.
 */
import type { MailSettingsInput, MailSettingsView, MailTestResult, OutboxList, RetryAnswer } from '../contract/mail';
import { LANGUAGES, type Language } from '../domain/message';
import { api } from './http';
import type { ListQueryBody } from './trip';

export { OUTBOX_CHANNELS, OUTBOX_STATUSES, splitError, type OutboxChannel, type OutboxStatus } from '../domain/message/outbox';
export type { MailSettingsInput, MailTestResult, OutboxRow } from '../contract/mail';
/** Languages of e-mail, SMS and push texts: the app's three. */
export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = Language;
export type MailSettings = MailSettingsView;

export const outboxApi = {
  settings: () => api.get<MailSettings>('/message/v1/mailSettings'),
  saveSettings: (input: MailSettingsInput) => api.put<MailSettings>('/message/v1/mailSettings', input),
  /** Never fails for an SMTP problem: the answer says what went wrong. */
  test: (to: string) => api.post<MailTestResult>('/message/v1/mailSettings/test', { to }),
  list: (body: ListQueryBody) => api.read<OutboxList>('/message/v1/outbox/list', body),
  retry: (ids: string[]) => api.post<RetryAnswer>('/message/v1/outbox/retry', { ids }),
};
