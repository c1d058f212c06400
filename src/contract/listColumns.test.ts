import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AIRCRAFT_COLUMNS, CREW_COLUMNS, CUSTOMER_COLUMNS, LEG_COLUMNS, TRIP_COLUMNS } from './listColumns';

const table = (lang: string) => {
  const dir = new URL(`../../locales/${lang}/`, import.meta.url);
  return Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')))) as Record<string, string>;
};

describe('shared list column declarations', () => {
  const all = { AIRCRAFT_COLUMNS, CUSTOMER_COLUMNS, CREW_COLUMNS, TRIP_COLUMNS, LEG_COLUMNS };
  it.each(['zh', 'zhtw', 'en'])('every header label has a %s text', (lang) => {
    const texts = table(lang);
    for (const [name, cols] of Object.entries(all)) for (const c of cols) expect(texts[c.label], `${name}.${c.key}`).toBeTruthy();
  });
  it('keys are unique within a list', () => {
    for (const cols of Object.values(all)) expect(new Set(cols.map((c) => c.key)).size).toBe(cols.length);
  });
});
