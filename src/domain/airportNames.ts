/**
 * Airport names in the user's language and the search by them (docs/decisions.md "Language and
 * time"): the bundled Chinese names (airportNamesData.ts) found by any part of the name or the city,
 * in simplified or traditional characters ("上海", "浦东", "首都", "桃園"), or by the English city.
 */
import { AIRPORT_NAMES, type AirportNames } from './airportNamesData';

export type NameLanguage = 'zh' | 'zhtw' | 'en';

export function airportNamesOf(icao: string): AirportNames | undefined {
  return AIRPORT_NAMES[icao.toUpperCase()];
}

/** ICAO codes whose Chinese name or city holds the text, or whose English city starts with it (two letters at least). */
export function icaosNamed(text: string, limit = 40): string[] {
  const q = text.trim();
  if (!q) return [];
  const lower = q.toLowerCase();
  const latin = !/[\u2e80-\u9fff\uf900-\ufaff]/.test(q);
  const out: string[] = [];
  for (const [icao, [nameZh, nameZhtw, cityZh, cityZhtw, cityEn]] of Object.entries(AIRPORT_NAMES)) {
    const hit = latin ? lower.length >= 2 && cityEn.toLowerCase().startsWith(lower) : nameZh.includes(q) || nameZhtw.includes(q) || cityZh.includes(q) || cityZhtw.includes(q);
    if (hit) out.push(icao);
    if (out.length >= limit) break;
  }
  return out;
}

/** The airport's name in a language: the bundled Chinese name for zh/zhtw when there is one, else the given (English) name. */
export function airportNameIn(icao: string, language: string, english: string): string {
  const n = airportNamesOf(icao);
  if (!n || !language.startsWith('zh')) return english;
  return language === 'zhtw' || language === 'zh-TW' ? n[1] : n[0];
}
