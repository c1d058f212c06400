import type { Language } from './labels';

/** Channels of the outbox (the site message is not one: it is written at once). */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** unsent → sent, or failed after the last retry (platform issue 7). */
export const OUTBOX_STATUSES = ['unsent', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The company's SMTP server as the browser sees it: the password never leaves the server. */
export interface MailSettingsView {
  enabled: boolean;
  host: string;
  port: number;
  secure: boolean;
  userName: string;
  hasPassword: boolean;
  fromAddress: string;
  language: Language;
  /** 0 while nothing is stored (send 0 with the first save). */
  version: number;
  updateAuthor: string | null;
  updateTime: string | null;
}

/** What the mail-settings form saves: the view's fields, the version it read, and a password. */
export interface MailSettingsInput {
  version: number;
  enabled: boolean;
  host: string;
  port: number;
  secure: boolean;
  userName: string;
  /** Empty or absent: keep the stored password. */
  password?: string;
  fromAddress: string;
  language: Language;
}
