import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/dutyTime.json';
import zh from '../../../locales/zh/dutyTime.json';
import zhtw from '../../../locales/zhtw/dutyTime.json';
import { CITATION_KEYS, citationText, type Translate } from './citation';
import { presets } from './presets';

const translate =
  (dict: Record<string, string>): Translate =>
  (key, params) =>
    (dict[key] ?? `MISSING:${key}`).replace(/\{\{(\w+)\}\}/g, (_m, p: string) => String(params?.[p] ?? ''));

function citations(): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'citation' && typeof x === 'string') out.add(x);
        else walk(x);
      }
  };
  walk(presets);
  return [...out];
}

describe('rule references', () => {
  it('have their texts in every language', () => {
    for (const dict of [zh, zhtw, en] as Record<string, string>[]) for (const key of CITATION_KEYS) expect(dict[key], key).toBeTruthy();
  });

  it('read in the language asked: no Chinese in English, no English sentence in Chinese', () => {
    const all = citations();
    expect(all.length).toBeGreaterThan(30);
    for (const c of all) {
      const e = citationText(c, translate(en));
      expect(e, c).not.toMatch(/MISSING|[\u4e00-\u9fff]/);
      for (const dict of [zh, zhtw] as Record<string, string>[]) {
        const z = citationText(c, translate(dict));
        expect(z, c).not.toMatch(/MISSING|Table|acclimated|defines|has no|local time/);
      }
    }
    expect(citationText('121.485(a) 表B', translate(en))).toBe('121.485(a) Table B');
    expect(citationText('ORO.FTL.205(b)(1) Table 2', translate(zh))).toBe('ORO.FTL.205(b)(1) 表2');
    expect(citationText('117.25(e)', translate(en))).toBe('117.25(e)');
  });
});
