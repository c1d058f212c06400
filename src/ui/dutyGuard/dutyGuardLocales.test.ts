import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/dutyGuard.json';
import zh from '../../../locales/zh/dutyGuard.json';
import zhtw from '../../../locales/zhtw/dutyGuard.json';
import { DK } from '../../domain/dutyTime/api';
import type { CheckKind, Level } from '../../domain/dutyTime/check';
import { itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const LANGS = ['zh', 'zhtw', 'en'] as const;
const SOURCES = ['src/ui/dutyGuard/DutyVerdictDialog.tsx', 'src/ui/leg/LegCrewPanel.tsx'];

// every check kind and level the dialog translates (a new value breaks the type here)
const CHECKS: Record<CheckKind, true> = { fdp: true, flightTime: true, flightTime24h: true, restBefore: true, cumulative: true, periodicRest: true, wocl: true, extension: true };
const LEVELS: Record<Level, true> = { pass: true, warning: true, fail: true, info: true };

/** Every locale file of a language, by namespace. */
function namespaces(lang: string): Record<string, Record<string, string>> {
  const dir = join('locales', lang);
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>]));
}

/** The literal keys the dialog and the crew panel use, the two error keys and the enumerations. */
function usedKeys(): string[] {
  const keys = new Set<string>([DK.dutyWarning, DK.dutyRefused, ...Object.keys(CHECKS).map((k) => `dutyTime.check.${k}`), ...Object.keys(LEVELS).map((k) => `dutyTime.level.${k}`)]);
  for (const file of SOURCES) for (const m of readFileSync(file, 'utf8').matchAll(/['`]((?:dutyGuard|dutyTime)\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  return [...keys];
}

describe('duty guard locales', () => {
  it('finds the keys of the dialog and the crew panel', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['dutyGuard.force', 'dutyGuard.positioning.tag', 'dutyTime.item.notAllowed', 'dutyTime.check.wocl', 'dutyTime.error.dutyRefused']));
  });
  it.each(LANGS)('%s translates every key used (own namespace or the duty-time screens’)', (lang) => {
    const merged = Object.assign({}, ...Object.values(namespaces(lang))) as Record<string, string>;
    expect(usedKeys().filter((k) => !merged[k])).toEqual([]);
  });
  it.each(LANGS)('%s: no key of dutyGuard.json is in another namespace', (lang) => {
    const { dutyGuard, ...others } = namespaces(lang);
    const twice = Object.keys(dutyGuard ?? {}).filter((k) => Object.values(others).some((table) => k in table));
    expect(twice).toEqual([]);
  });
  itHasSameKeysAndPlaceholders(LOCALES);
});
