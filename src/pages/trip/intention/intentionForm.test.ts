import { describe, expect, it } from 'vitest';
import type { IntentionRow } from '../../../api/intention';
import { bodyOf, draftOf, intentionConditions, routeText } from './intentionForm';

const row = {
  id: 'i1',
  customerId: 'c1',
  contactName: 'Ms Li',
  contactPhone: null,
  note: null,
  requestedLegs: [{ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2026-12-01T02:00:00.000Z', passengers: 3 }],
} as unknown as IntentionRow;

describe('intention form', () => {
  it('a draft shows times in the time type; the body sends UTC', () => {
    const d = draftOf(row, 'Beijing');
    expect(d.legs[0]).toEqual({ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departure: '2026-12-01 10:00', passengers: '3' });
    expect(bodyOf(d, 'Beijing').body).toEqual({
      customerId: 'c1',
      contactName: 'Ms Li',
      contactPhone: null,
      note: null,
      requestedLegs: [{ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2026-12-01T02:00:00.000Z', passengers: 3 }],
    });
    const local = draftOf(row, 'Local', { ZBAA: 'Asia/Shanghai' });
    expect(local.legs[0]!.departure).toBe('2026-12-01 10:00');
    expect(bodyOf(local, 'Local', { ZBAA: 'Asia/Shanghai' }).body?.requestedLegs[0]?.departureUtc).toBe('2026-12-01T02:00:00.000Z');
  });

  it('errors by field: customer, ICAO format, date-time, passengers', () => {
    const d = draftOf(null, 'UTC');
    d.legs[0] = { departureIcao: 'zb', arrivalIcao: 'zsss', departure: '2026-13-01 10:00', passengers: '-1' };
    const r = bodyOf(d, 'UTC');
    expect(r.body).toBeNull();
    expect(Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v.key]))).toEqual({
      customerId: 'validation.required',
      'legs.0.departureIcao': 'intention.form.icaoFormat',
      'legs.0.departure': 'validation.date.invalid',
      'legs.0.passengers': 'intention.form.passengers',
    });
  });

  it('search conditions and the route text', () => {
    expect(intentionConditions({ intentionNumber: ' i2612 ', status: 'confirmed' })).toEqual([
      { name: 'intentionNumber', op: 'startsWith', value: 'I2612' },
      { name: 'status', op: 'eq', value: 'confirmed' },
    ]);
    expect(routeText([{ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS' }, { departureIcao: 'ZSSS', arrivalIcao: 'ZBAA' }])).toBe('ZBAA → ZSSS → ZBAA');
    expect(routeText([{ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS' }, { departureIcao: 'ZGGG', arrivalIcao: 'ZBAA' }])).toBe('ZBAA → ZSSS / ZGGG → ZBAA');
  });
});

describe('intention screen locales', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const load = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/intention.json`, 'utf8')) as Record<string, string>;
  const files = ['src/pages/trip/IntentionList.tsx', ...readdirSync('src/pages/trip/intention').filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).map((f) => `src/pages/trip/intention/${f}`)];
  const used = [...new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['`](intention\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)].map((m) => m[1]!)))];

  it.each(['zh', 'zhtw', 'en'])('%s has every literal key and the same keys as zh', (lang) => {
    const dict = load(lang);
    expect(used.filter((k) => !(k in dict))).toEqual([]);
    expect(Object.keys(dict).sort()).toEqual(Object.keys(load('zh')).sort());
    for (const a of ['edit', 'confirm', 'reject', 'cancel', 'initiate']) expect(dict[`intention.action.${a}`]).toBeTruthy();
    for (const a of ['confirm', 'cancel', 'initiate']) expect(dict[`intention.confirm.${a}`]).toContain('{{number}}');
  });
});
