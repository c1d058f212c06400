import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import en from '../../../locales/en/tripScreens.json';
import zh from '../../../locales/zh/tripScreens.json';
import zhtw from '../../../locales/zhtw/tripScreens.json';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };

function literalKeys(): string[] {
  const keys = new Set<string>();
  // the trip screens and the shared list kit they use
  for (const dir of ['src/pages/trip', 'src/ui/list']) {
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/['`](tripScreens\.[A-Za-z0-9.]+)['`]/g)) keys.add(m[1]!);
    }
  }
  return [...keys];
}

describe('trip screen locales', () => {
  itHasEveryUsedKey(LOCALES, literalKeys, 'trip screens');
  itHasSameKeysAndPlaceholders({ zh, zhtw, en });
});
