/** Test-only: i18next initialised with the real locale files, as the app merges them. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<Record<string, string>>('../../../locales/*/*.json', { eager: true, import: 'default' });

function resources(lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, table] of Object.entries(files)) if (path.includes(`/locales/${lang}/`)) Object.assign(out, table);
  return out;
}

export async function initTestI18n(lng = 'en'): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      resources: Object.fromEntries(['zh', 'zhtw', 'en'].map((l) => [l, { translation: resources(l) }])),
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
  } else await i18next.changeLanguage(lng);
  return i18next;
}
