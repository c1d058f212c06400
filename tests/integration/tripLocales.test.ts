import { describe, it, expect } from 'vitest';
import en from '../../locales/en/trip.json';
import zh from '../../locales/zh/trip.json';
import zhtw from '../../locales/zhtw/trip.json';
import { LEG_STATES, TRIP_ERROR_KEYS, TRIP_LABEL_KEYS, legStateLabelKey } from '../../src/domain/trip/index';

const LOCALES: Record<string, Record<string, string>> = { zh, zhtw, en };
const ALL_KEYS: readonly string[] = [...TRIP_ERROR_KEYS, ...TRIP_LABEL_KEYS];

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('trip locales', () => {
  it.each(Object.keys(LOCALES))('%s translates every trip key, and nothing else', (locale) => {
    const messages = LOCALES[locale]!;
    expect(ALL_KEYS.filter((k) => !(k in messages))).toEqual([]);
    expect(Object.keys(messages).filter((k) => !ALL_KEYS.includes(k))).toEqual([]);
    for (const k of ALL_KEYS) expect(messages[k]!.trim()).not.toBe('');
  });

  it('labels every leg state in both readings', () => {
    for (const s of LEG_STATES) for (const r of ['A', 'B'] as const) expect(TRIP_LABEL_KEYS).toContain(legStateLabelKey(s, r));
  });

  it('uses the same placeholders in every locale', () => {
    for (const k of ALL_KEYS) {
      const reference = placeholders(zh[k as keyof typeof zh]);
      for (const [locale, messages] of Object.entries(LOCALES)) {
        expect({ locale, key: k, params: placeholders(messages[k]!) }).toEqual({ locale, key: k, params: reference });
      }
    }
  });

  it('uses the domain terms in Simplified Chinese', () => {
    const text = Object.values(zh).join('');
    for (const term of ['航段', '行程', '放行', '调机', '备降', '延误', '适航', '性能评估', '机组排班']) expect(text).toContain(term);
  });
});
