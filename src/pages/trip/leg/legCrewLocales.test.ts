import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/legCrew.json';
import zh from '../../../../locales/zh/legCrew.json';
import zhtw from '../../../../locales/zhtw/legCrew.json';
import { CREW_ERROR_KEYS, LEG_CREW_ROLE_LIST } from '../../../domain/trip/crewAssignment';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('legCrew locales', () => {
  it('translate every crew refusal and role in zh, zhtw and en', () => {
    const keys = [...CREW_ERROR_KEYS, ...LEG_CREW_ROLE_LIST.map((r) => `legCrew.role.${r}`)];
    for (const table of [zh, zhtw, en] as Record<string, string>[]) expect(keys.filter((k) => !(k in table))).toEqual([]);
  });
  it('the three languages have the same keys and placeholders', () => {
    const keys = Object.keys(zh).sort();
    for (const table of [zhtw, en] as Record<string, string>[]) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const k of keys) expect(placeholders(table[k]!), k).toEqual(placeholders((zh as Record<string, string>)[k]!));
    }
  });
});
