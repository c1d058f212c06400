import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/legCrew.json';
import zh from '../../../locales/zh/legCrew.json';
import zhtw from '../../../locales/zhtw/legCrew.json';
import { CK, CREW_ERROR_KEYS, LEG_CREW_ROLE_LIST } from '../../domain/trip/crewAssignment';
import { itHasSameKeysAndPlaceholders } from '../../i18n/localeChecks';

describe('legCrew locales', () => {
  it('translate every crew refusal and role in zh, zhtw and en', () => {
    const keys = [...CREW_ERROR_KEYS, ...LEG_CREW_ROLE_LIST.map((r) => `legCrew.role.${r}`)];
    for (const table of [zh, zhtw, en] as Record<string, string>[]) expect(keys.filter((k) => !(k in table))).toEqual([]);
  });
  itHasSameKeysAndPlaceholders({ zh, zhtw, en });
});

describe('a refusal of crew already on a changed leg', () => {
  it("renders the rule's own message inside it, with the rule's parameters, in every language", async () => {
    const { createInstance } = await import('i18next');
    const { resourcesFor } = await import('../../i18n');
    const params = { crew: 'P001 王伟', tripNumber: 'T2611-0001', legNumber: 2, reason: 'crewRecord.error.medicalExpired', document: 'Class 1', number: 'M-1', dueDate: '2026-12-01' };
    const texts: Record<string, string> = {};
    for (const lng of ['zh', 'zhtw', 'en'] as const) {
      const i = createInstance();
      await i.init({ lng, resources: { [lng]: { translation: resourcesFor(lng) } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
      texts[lng] = i.t(CK.assignedCrewRefused, params);
    }
    expect(texts.en).toBe('P001 王伟 can no longer fly leg 2 of trip T2611-0001 after this change: Medical Class 1 M-1 is not valid through this leg (due 2026-12-01). Take them off the leg first');
    for (const lng of ['zh', 'zhtw'] as const) {
      expect(texts[lng]).toContain('P001 王伟');
      expect(texts[lng]).toContain('2026-12-01');
      expect(texts[lng]).not.toContain('$t(');
    }
  });
});
