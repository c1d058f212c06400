import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/home.json';
import zh from '../../../locales/zh/home.json';
import zhtw from '../../../locales/zhtw/home.json';
import { HOME_CARD_KEYS } from '../../domain/home/homeCards';
import { LEG_PROGRESSES } from '../../domain/trip/legProgress';
import { CHECK_KINDS } from '../../domain/dutyTime/check';
import { AIRCRAFT_STATUSES } from '../../domain/resourceEnums';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const LANGS = ['zh', 'zhtw', 'en'] as const;

/** Every locale file of a language, merged. */
const merged = (lang: string): Record<string, string> =>
  Object.assign({}, ...readdirSync(join('locales', lang)).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join('locales', lang, f), 'utf8')) as Record<string, string>));

/** The home's own keys: each card's title and empty state, the movement breakdown, the literals of the screen. */
function homeKeys(): string[] {
  const keys = new Set<string>(HOME_CARD_KEYS.flatMap((k) => [`home.card.${k}`, `home.empty.${k}`]));
  for (const k of ['toGo', 'airborne', 'landed']) keys.add(`home.breakdown.${k}`);
  for (const file of ['src/pages/home/Index.tsx', 'src/pages/home/WorkCard.tsx']) for (const m of readFileSync(file, 'utf8').matchAll(/['`](home\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  return [...keys];
}

/** The tags the server puts on rows: leg progress, aircraft status, intention and trip status, duty checks (other namespaces). */
const tagKeys = () => [
  ...LEG_PROGRESSES.map((p) => `trip.legProgress.${p}`),
  ...AIRCRAFT_STATUSES.map((s) => `resources.aircraftStatus.${s}`),
  'trip.intentionStatus.toConfirm',
  'trip.tripStatus.unconfirmed',
  'trip.tripStatus.rejected',
  ...CHECK_KINDS.map((c) => `dutyTime.check.${c}`),
];

describe('seat home locales', () => {
  it('finds the literal keys of the screen', () => expect(homeKeys()).toEqual(expect.arrayContaining(['home.day', 'home.more', 'home.failed'])));
  itHasEveryUsedKey(LOCALES, homeKeys, 'seat home cards');
  it.each(LANGS)('%s translates every row tag', (lang) => {
    const all = merged(lang);
    expect(tagKeys().filter((k) => !all[k])).toEqual([]);
  });
  itHasSameKeysAndPlaceholders(LOCALES);
});
