import { readdirSync, readFileSync } from 'node:fs';
import { describe } from 'vitest';
import en from '../../locales/en/roster.json';
import zh from '../../locales/zh/roster.json';
import zhtw from '../../locales/zhtw/roster.json';
import { CREW_ACTIVITY_KINDS } from '../domain/crew/recordChecks';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from './localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const DIRS = ['src/ui/roster', 'server/modules/crew/roster'];

/** The roster keys written in the roster's sources, and the labels built from lists. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const dir of DIRS)
    for (const f of readdirSync(dir).filter((n) => /\.tsx?$/.test(n) && !n.includes('.test.')))
      for (const m of readFileSync(`${dir}/${f}`, 'utf8').matchAll(/['`](roster\.[A-Za-z]+(?:\.[A-Za-z]+)*)['`]/g)) keys.add(m[1]!);
  for (const k of CREW_ACTIVITY_KINDS) keys.add(`roster.activity.${k}`);
  for (const tt of ['UTC', 'Local', 'Beijing']) keys.add(`roster.timeType.${tt}`);
  return [...keys];
}

describe('roster locales', () => {
  itHasSameKeysAndPlaceholders(LOCALES);
  itHasEveryUsedKey(LOCALES, usedKeys, 'roster');
});
