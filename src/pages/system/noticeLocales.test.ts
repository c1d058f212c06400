import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/notice.json';
import zh from '../../../locales/zh/notice.json';
import zhtw from '../../../locales/zhtw/notice.json';
import type { NoticeRefusal } from '../../domain/message/notice';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = ['src/pages/system/NoticeMessage.tsx', 'src/pages/message/NoticeList.tsx'];
const REFUSALS: Record<NoticeRefusal, true> = { 'notice.titleRequired': true, 'notice.contentRequired': true, 'notice.overdueBeforeNotice': true, 'notice.tooLong': true };

/** Literal `notice.…` keys and `${L}.field` keys (L the file's `const L = 'notice.x'`) of the notice screens, and the domain's refusals. */
function usedKeys(): string[] {
  const keys = new Set<string>(Object.keys(REFUSALS));
  for (const file of FILES) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/['`](notice\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
    const prefix = /const L = '(notice\.[A-Za-z]+)'/.exec(source)?.[1];
    if (!prefix) continue;
    keys.delete(prefix); // the declaration itself
    for (const m of source.matchAll(/`\$\{L\}\.([A-Za-z0-9]+)`/g)) keys.add(`${prefix}.${m[1]}`);
  }
  return [...keys];
}

describe('notice locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['notice.field.overdueTime', 'notice.list.unread', 'notice.action.publish', 'notice.overdueBeforeNotice']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'notice screens');
  itHasSameKeysAndPlaceholders(LOCALES);
});
