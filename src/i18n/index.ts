import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { read, StorageKey, write } from '../state/storage';

export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Every locales/<lang>/<namespace>.json, merged per language: keys are full ('menu.trip.list'). */
const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });

export function resourcesFor(lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, table] of Object.entries(files)) if (path.includes(`/locales/${lang}/`)) Object.assign(out, table);
  return out;
}

export function currentLanguage(): Language {
  const stored = read(StorageKey.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

/** The HTML lang attribute and the Accept-Language the server answers in. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };

export async function initI18n(): Promise<typeof i18next> {
  const lng = currentLanguage();
  document.documentElement.lang = HTML_LANG[lng];
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: resourcesFor(l) }])),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return i18next;
}

/** Changing language stores it and reloads the page (requirements S1). */
export function changeLanguage(lang: Language): void {
  write(StorageKey.language, lang);
  window.location.reload();
}

export const t = (key: string, params?: Record<string, unknown>): string => i18next.t(key, params ?? {}) as string;
