import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/legCrew.json';
import zh from '../../../locales/zh/legCrew.json';
import zhtw from '../../../locales/zhtw/legCrew.json';
import { CREW_ERROR_KEYS, LEG_CREW_ROLE_LIST } from '../../domain/trip/crewAssignment';
import { itHasSameKeysAndPlaceholders } from '../../i18n/localeChecks';

describe('legCrew locales', () => {
  it('translate every crew refusal and role in zh, zhtw and en', () => {
    const keys = [...CREW_ERROR_KEYS, ...LEG_CREW_ROLE_LIST.map((r) => `legCrew.role.${r}`)];
    for (const table of [zh, zhtw, en] as Record<string, string>[]) expect(keys.filter((k) => !(k in table))).toEqual([]);
  });
  itHasSameKeysAndPlaceholders({ zh, zhtw, en });
});
