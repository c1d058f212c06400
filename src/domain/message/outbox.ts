import type { Language } from './labels';

/** Channels of the outbox (the site message is not one: it is written at once). */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** unsent → sent, or failed after the last retry (platform issue 7). */
export const OUTBOX_STATUSES = ['unsent', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** `message.smtpRejected: 550 …` → its key and the server's text; a bare key has no detail. */
export function splitError(lastError: string | null): { key: string; detail: string } | null {
  if (!lastError) return null;
  const m = /^(message\.[A-Za-z]+)(?::\s*([\s\S]*))?$/.exec(lastError);
  return m ? { key: m[1]!, detail: m[2] ?? '' } : { key: '', detail: lastError };
}
