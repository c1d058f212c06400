import { describe, expect, it } from 'vitest';
import { defaultTemplate, renderTemplate } from './template';
import { instantInTimeType, localizeTimes, timeToken } from './times';

describe('times in message texts', () => {
  const at = new Date('2026-11-26T02:30:00Z');

  it('writes a token per instant, with the airport zone when known', () => {
    expect(timeToken(at, 'Europe/London')).toBe('⟦2026-11-26T02:30:00.000Z Europe/London⟧');
    expect(timeToken('2026-11-26T02:30:00Z')).toBe('⟦2026-11-26T02:30:00.000Z⟧');
  });

  it('reads a token in each time type', () => {
    const text = `Departure ${timeToken(at, 'America/New_York')} from KTEB`;
    expect(localizeTimes(text, 'UTC')).toBe('Departure 2026-11-26 02:30 UTC from KTEB');
    expect(localizeTimes(text, 'Beijing')).toBe('Departure 2026-11-26 10:30 UTC+8 from KTEB');
    expect(localizeTimes(text, 'Local')).toBe('Departure 2026-11-25 21:30 UTC-5 from KTEB');
  });

  it('Local without a zone reads in UTC; text without tokens is unchanged', () => {
    expect(localizeTimes(timeToken(at), 'Local')).toBe('2026-11-26 02:30 UTC');
    expect(localizeTimes('no times here', 'Beijing')).toBe('no times here');
    expect(instantInTimeType('2026-06-01T00:00:00Z', 'Local', 'Europe/London')).toBe('2026-06-01 01:00 UTC+1');
  });

  it('a rendered template keeps the token until a reader is known', () => {
    const t = defaultTemplate('LEG_RELEASE');
    const body = renderTemplate(t, 'site', 'en', { tripNumber: 'T1', legNumber: 1, route: 'ZBAA-ZSPD', departureTime: timeToken(at, 'Asia/Shanghai') }).body;
    expect(body).toContain('⟦');
    expect(localizeTimes(body, 'UTC')).toContain('departure 2026-11-26 02:30 UTC');
    expect(localizeTimes(body, 'Beijing')).toContain('departure 2026-11-26 10:30 UTC+8');
    expect(localizeTimes(body, 'Local')).toContain('departure 2026-11-26 10:30 UTC+8');
  });
});
