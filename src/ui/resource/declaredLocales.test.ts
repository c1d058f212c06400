import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECLARED_RESOURCES, labelKeys, type ResourceDecl } from '../../contract/resources';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LANGS = ['zh', 'zhtw', 'en'] as const;
/** The declared resources' own files (locales/<lang>/<name>.json) and the shared declared.json, merged per language. */
const NAMESPACES = [...DECLARED_RESOURCES.map((d) => d.name), 'declared'];
const LOCALES = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.assign({}, ...NAMESPACES.map((ns) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, string>))]),
) as LocaleTables;

/** Every key a declaration makes the screen and the server use. */
function keysOf(decl: ResourceDecl): string[] {
  const L = labelKeys(decl);
  const keys = [L.noun, L.fileName, ...Object.keys(decl.fields).map(L.field), ...(decl.unique ?? []).map((u) => u.message)];
  for (const f of Object.values(decl.fields)) if (f.kind === 'enum') keys.push(...f.values.map((v) => `${f.labels}.${v}`));
  return keys;
}
const usedKeys = () => [...DECLARED_RESOURCES.flatMap(keysOf), 'declared.column.updateAuthor'];

describe('declared resource locales', () => {
  it('every key of a resource file starts with the resource name', () => {
    for (const decl of DECLARED_RESOURCES) {
      const own = Object.keys(JSON.parse(readFileSync(`locales/zh/${decl.name}.json`, 'utf8')) as object);
      expect(own.filter((k) => !k.startsWith(`${decl.name}.`))).toEqual([]);
    }
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'declared resources');
  itHasSameKeysAndPlaceholders(LOCALES);
});
