import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Server-side texts for error keys in the three languages, read from the shared locale files. */
export type Lang = 'zh' | 'zhtw' | 'en';
const LANGS: readonly Lang[] = ['zh', 'zhtw', 'en'];
const NAMESPACES = ['error', 'validation', 'trip'] as const;

function load(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ns of NAMESPACES) {
    const file = fileURLToPath(new URL(`../../locales/${lang}/${ns}.json`, import.meta.url));
    try {
      Object.assign(out, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    } catch {
      // a namespace not written yet: keys fall back to English, then to the key itself
    }
  }
  return out;
}

const table = Object.fromEntries(LANGS.map((l) => [l, load(l)])) as Record<Lang, Record<string, string>>;

/** Picks zh, zhtw or en from an Accept-Language header (zh by default, as the product). */
export function pickLang(acceptLanguage: string | undefined): Lang {
  const h = (acceptLanguage ?? '').toLowerCase();
  for (const part of h.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag === 'zhtw') return 'zhtw';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh';
}

export function translate(key: string, lang: Lang, params?: Record<string, string | number>): string {
  const text = table[lang][key] ?? table.en[key] ?? key;
  return params ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(params[p] ?? '')) : text;
}
