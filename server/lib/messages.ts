import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Server-side texts for error keys in the three languages, read from the shared locale files. */
export type Lang = 'zh' | 'zhtw' | 'en';
const LANGS: readonly Lang[] = ['zh', 'zhtw', 'en'];

/** Every namespace file of the language (keys are full, e.g. `trip.error.legFlown`, so files never clash). */
function load(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  const dir = fileURLToPath(new URL(`../../locales/${lang}/`, import.meta.url));
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    // no locale folder: keys fall back to English, then to the key itself
  }
  for (const f of files.sort()) Object.assign(out, JSON.parse(readFileSync(`${dir}${f}`, 'utf8')) as Record<string, string>);
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

/**
 * The text of `key` with its `{{param}}`s filled; a `$t(other.key)` in it (after filling, so the key
 * may be a parameter, as i18next nests in the browser) is the text of that key with the same
 * parameters, one level deep.
 */
export function translate(key: string, lang: Lang, params?: Record<string, string | number>, depth = 0): string {
  const text = table[lang][key] ?? table.en[key] ?? key;
  const filled = params ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(params[p] ?? '')) : text;
  return depth > 0 ? filled : filled.replace(/\$t\(([\w.]+)\)/g, (_, nested: string) => translate(nested, lang, params, depth + 1));
}
