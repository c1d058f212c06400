import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/outbox.json';
import zh from '../../../locales/zh/outbox.json';
import zhtw from '../../../locales/zhtw/outbox.json';
import { MAIL_LANGUAGES, OUTBOX_CHANNELS, OUTBOX_STATUSES, splitError } from '../../api/outbox';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const SCREENS = ['src/pages/system/MailSettings.tsx', 'src/pages/system/Outbox.tsx'];
/** The server writes these keys to last_error and answers them from the test mail. */
const SERVER = ['server/modules/message/providers.ts', 'server/modules/message/mailSettingsService.ts'];

/** Literal `outbox.…` keys of the screens, the enum labels, and the `message.…` / `outbox.…` keys the server sends. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of SCREENS) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['`](outbox\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  }
  for (const file of SERVER) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'((?:message|outbox)\.[A-Za-z0-9.]+[A-Za-z0-9])'/g)) keys.add(m[1]!);
  }
  for (const c of OUTBOX_CHANNELS) keys.add(`outbox.channel.${c}`);
  for (const s of OUTBOX_STATUSES) keys.add(`outbox.status.${s}`);
  for (const l of MAIL_LANGUAGES) keys.add(`outbox.language.${l}`);
  for (const c of ['createTime', 'sentTime', 'nextAttemptTime']) keys.add(`outbox.col.${c}`);
  return [...keys];
}

describe('outbox locales', () => {
  it('finds the keys of the screens and of the server', () => {
    expect(usedKeys()).toEqual(
      expect.arrayContaining(['outbox.settings.noProvider', 'outbox.col.lastError', 'outbox.retry', 'message.providerNotConfigured', 'message.mailNotConfigured', 'message.smtpConnection', 'outbox.testMail.subject']),
    );
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'outbox screens and server');
  itHasSameKeysAndPlaceholders(LOCALES);
});

describe('splitError', () => {
  it('parts a recorded error into its key and the server text', () => {
    expect(splitError(null)).toBeNull();
    expect(splitError('message.providerNotConfigured')).toEqual({ key: 'message.providerNotConfigured', detail: '' });
    expect(splitError('message.smtpRejected: 550 5.1.1 Mailbox unavailable: x')).toEqual({ key: 'message.smtpRejected', detail: '550 5.1.1 Mailbox unavailable: x' });
    expect(splitError('plain text')).toEqual({ key: '', detail: 'plain text' });
  });
});
