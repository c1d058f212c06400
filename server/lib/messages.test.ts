import { describe, expect, it } from 'vitest';
import { pickLang, translate } from './messages';

describe('server texts', () => {
  it('fill parameters and fall back to English, then to the key', () => {
    expect(translate('trip.error.foreignPilotClosedAirport', 'en', { icao: 'ZSPD' })).toContain('ZSPD');
    expect(translate('no.such.key', 'zh')).toBe('no.such.key');
    expect(pickLang('zh-TW,zh;q=0.9')).toBe('zhtw');
    expect(pickLang(undefined)).toBe('zh');
  });

  it('nest the rule a parameter names, with the same parameters, in every language', () => {
    const params = { crew: 'P001 王伟', tripNumber: 'T1', legNumber: 2, reason: 'crewRecord.error.onLeave', from: '2026-12-03 00:00 UTC', to: '2026-12-04 00:00 UTC' };
    expect(translate('trip.error.assignedCrewRefused', 'en', params)).toBe(
      'P001 王伟 can no longer fly leg 2 of trip T1 after this change: On leave from 2026-12-03 00:00 UTC to 2026-12-04 00:00 UTC. Take them off the leg first',
    );
    for (const lang of ['zh', 'zhtw'] as const) {
      const text = translate('trip.error.assignedCrewRefused', lang, params);
      expect(text).toContain('2026-12-03 00:00 UTC');
      expect(text).not.toContain('$t(');
    }
  });
});
