import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/workSummary.json';
import zh from '../../../locales/zh/workSummary.json';
import zhtw from '../../../locales/zhtw/workSummary.json';
import { WORK_SUMMARY_COLUMNS, WORK_SUMMARY_GROUPS, workSummaryLabel } from '../../contract/workSummary';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = ['src/pages/flight/WorkSummary.tsx', 'src/ui/flb/workSummaryTable.tsx', 'server/modules/flb/workSummaryRoutes.ts', 'server/modules/flb/workSummaryService.ts'];

/** Literal `workSummary.*` keys, `${W}.x` keys, the columns' headers per grouping, the groups. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const f of FILES) {
    const source = readFileSync(f, 'utf8');
    for (const m of source.matchAll(/['`](workSummary\.[A-Za-z0-9.]+)['`]/g)) keys.add(m[1]!);
    for (const m of source.matchAll(/`\$\{W\}\.([A-Za-z0-9.]+)`/g)) keys.add(`workSummary.${m[1]}`);
  }
  for (const g of WORK_SUMMARY_GROUPS) {
    keys.add(`workSummary.group.${g}`);
    for (const c of WORK_SUMMARY_COLUMNS) keys.add(workSummaryLabel(c, g));
  }
  // plurals: i18next reads `_one` / `_other`
  for (const k of ['workSummary.rows', 'workSummary.drafts']) {
    keys.delete(k);
    keys.add(`${k}_one`).add(`${k}_other`);
  }
  return [...keys];
}

describe('workSummary locales', () => {
  it('finds the keys of the screen and the server', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['workSummary.col.code.crew', 'workSummary.error.periodOrder', 'workSummary.note.withDrafts', 'workSummary.total']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'the work summary');
  itHasSameKeysAndPlaceholders(LOCALES);
});
