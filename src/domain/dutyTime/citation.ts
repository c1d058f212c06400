/**
 * The rule references of the regulations, as the duty-time screens show them, in the user's
 * language. A reference is a section number (language-neutral: "121.485(a)", "ORO.FTL.210(a)(1)")
 * with at most a table name ("表B", "Table 2") or a qualifier; the few notes written as sentences
 * have keys of their own. Texts come from locale keys `dutyTime.cite.*`.
 */

/** The part of i18next's `t` used here. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Notes written as sentences in the presets → their locale keys. */
export const CITATION_NOTE_KEYS: Readonly<Record<string, string>> = {
  'ICAO/EASA/FAA 02:00–05:59 (CCAR P章 defines no WOCL; its tables use report-time bands)': 'dutyTime.cite.ccarNoWocl',
  "CCAR-121 P章 sets no acclimatisation rule: the departure's local time (operator practice)": 'dutyTime.cite.ccarNoAcclimatisation',
  '117.3 (for information: 135.267 has no WOCL rule)': 'dutyTime.cite.faa135NoWocl',
  "135.267 has no time-of-day tables: the departure's local time": 'dutyTime.cite.faa135NoTables',
};

/** Keys the translations must have (the locale test checks every language). */
export const CITATION_KEYS = ['dutyTime.cite.table', 'dutyTime.cite.acclimated', ...Object.values(CITATION_NOTE_KEYS)] as const;

const TABLE = /\s*(?:表|Table )([A-Z0-9]+)$/;
const ACCLIMATED = /\s*\(acclimated\)$/;

/** A reference in the user's language: "121.485(a) 表B" reads "121.485(a) Table B" in English. */
export function citationText(citation: string, t: Translate): string {
  const note = CITATION_NOTE_KEYS[citation];
  if (note) return t(note);
  const table = TABLE.exec(citation);
  if (table) return `${citation.slice(0, table.index)} ${t('dutyTime.cite.table', { name: table[1]! })}`;
  if (ACCLIMATED.test(citation)) return `${citation.replace(ACCLIMATED, '')} ${t('dutyTime.cite.acclimated')}`;
  return citation;
}
