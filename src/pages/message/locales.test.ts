import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/message.json';
import zh from '../../../locales/zh/message.json';
import zhtw from '../../../locales/zhtw/message.json';
import { CHANNELS, LANGUAGES, MESSAGE_CATEGORIES } from '../../domain/message';

const FILES = ['src/pages/message/MessageCenter.tsx', 'src/pages/message/SeatMessageDialog.tsx', 'src/pages/system/MessageTemplate.tsx', 'src/app/realtime/notify.tsx', 'src/app/header/NoticeBell.tsx'];
const TABLES: Record<string, Record<string, string>> = { zh, zhtw, en };

function usedKeys(): string[] {
  const keys = new Set<string>([
    ...MESSAGE_CATEGORIES.map((c) => `message.category.${c}`),
    ...CHANNELS.map((c) => `message.channel.${c}`),
    ...LANGUAGES.map((l) => `message.language.${l}`),
    'messageTemplate.ccInvalid',
    'messageTemplate.seatInvalid',
    'message.seat.required',
  ]);
  for (const f of FILES) for (const m of readFileSync(f, 'utf8').matchAll(/\bt\(\s*'(message\.[\w.]+)'/g)) keys.add(m[1]!);
  return [...keys];
}

describe('message centre and template locales', () => {
  it('the three languages have the same keys', () => {
    expect(Object.keys(zhtw).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
  it('every key the screens use exists in every language', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(30);
    for (const [lang, table] of Object.entries(TABLES)) expect(keys.filter((k) => !(k in table)), lang).toEqual([]);
  });
});
