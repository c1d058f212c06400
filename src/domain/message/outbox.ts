import type { Language } from './labels';

/** Channels of the outbox (the site message is not one: it is written at once). */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** unsent → sent, or failed after the last retry (platform issue 7). */
export const OUTBOX_STATUSES = ['unsent', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
