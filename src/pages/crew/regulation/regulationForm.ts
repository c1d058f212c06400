/**
 * The regulation editor's model: which numbers of a regulation the operator may change (by the
 * same dotted paths `loosenings()` and the server's refusal name, e.g. `fdp.basic.minutes.3.1`),
 * their texts, and the candidate regulation the texts make. Bands, columns, windows and citations
 * are never fields: they stay the preset's.
 */
import type { Loosening } from '../../../api/dutyTime';
import type { Regulation } from '../../../domain/dutyTime/regulation';
import type { RuleError } from '../../../domain/validation';
import { hm, parseHm } from '../../../ui/dutyGuard/format';

/**
 * duration: H:MM, required · cell: H:MM, blank = not allowed (null) · minutes: whole minutes ·
 * percent: 1–100 of a limit (the warning share) · hours: optional hours (alert), blank = none.
 */
export type FieldKind = 'duration' | 'cell' | 'minutes' | 'percent' | 'hours';

export interface EditField {
  path: string;
  kind: FieldKind;
}

type Tree = Record<string, unknown> | unknown[];

export function getAt(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

function setAt(obj: Tree, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = obj as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) cur = cur[k] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
}

/** Every field of a regulation, in the editor's order. */
export function editFields(reg: Regulation): EditField[] {
  const f: EditField[] = [
    { path: 'warningRatio', kind: 'percent' },
    { path: 'alertMinutes', kind: 'hours' },
    { path: 'preparationMinutes', kind: 'minutes' },
    { path: 'finishingMinutes', kind: 'minutes' },
    { path: 'rest.minBeforeFdpMinutes', kind: 'duration' },
  ];
  if (reg.rest.minAtHomeBaseMinutes !== undefined) f.push({ path: 'rest.minAtHomeBaseMinutes', kind: 'duration' });
  if (reg.rest.periodic) f.push({ path: 'rest.periodic.minConsecutiveMinutes', kind: 'duration' });
  const basic = reg.fdp.basic;
  if ('fixedMinutes' in basic) f.push({ path: 'fdp.basic.fixedMinutes', kind: 'duration' });
  else basic.minutes.forEach((row, r) => row.forEach((_, c) => f.push({ path: `fdp.basic.minutes.${r}.${c}`, kind: 'cell' })));
  if (reg.fdp.extension && 'addMinutes' in reg.fdp.extension) f.push({ path: 'fdp.extension.addMinutes', kind: 'duration' });
  reg.flightTime?.minutes.forEach((_, i) => f.push({ path: `flightTime.minutes.${i}`, kind: 'duration' }));
  for (const p of [3, 4] as const) if (reg.flightTime?.augmented?.[p] !== undefined) f.push({ path: `flightTime.augmented.${p}`, kind: 'duration' });
  for (const p of [1, 2] as const) if (reg.flightTimeIn24h) f.push({ path: `flightTimeIn24h.minutes.${p}`, kind: 'duration' });
  const aug = reg.fdp.augmented;
  if (aug) for (const cls of [1, 2, 3] as const) for (const p of [3, 4] as const) aug.minutes[cls][p].forEach((_, i) => f.push({ path: `fdp.augmented.minutes.${cls}.${p}.${i}`, kind: 'duration' }));
  reg.cumulative.forEach((_, i) => f.push({ path: `cumulative.${i}.limitMinutes`, kind: 'duration' }));
  return f;
}

/** The text of a field's value. */
export function textOf(kind: FieldKind, value: unknown): string {
  if (typeof value !== 'number') return '';
  switch (kind) {
    case 'percent':
      return String(Math.round(value * 1000) / 10);
    case 'minutes':
      return String(value);
    case 'hours':
      return String(Math.round((value / 60) * 100) / 100);
    default:
      return hm(value);
  }
}

export function initialTexts(reg: Regulation, fields: readonly EditField[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.path, textOf(f.kind, getAt(reg, f.path))]));
}

const REQUIRED: RuleError = { key: 'validation.required' };

/** A text → the value it stands for (null: not allowed; undefined: none), or the rule it breaks. */
export function parseField(kind: FieldKind, text: string): { value: number | null | undefined } | { error: RuleError } {
  const s = text.trim();
  switch (kind) {
    case 'percent': {
      if (!s) return { error: REQUIRED };
      const n = Number(s);
      return /^\d{1,3}(\.\d)?$/.test(s) && n >= 1 && n <= 100 ? { value: Math.round(n * 10) / 1000 } : { error: { key: 'dutyTime.editor.invalidPercent' } };
    }
    case 'hours': {
      if (!s) return { value: undefined };
      return /^\d{1,4}(\.\d{1,2})?$/.test(s) ? { value: Math.round(Number(s) * 60) } : { error: { key: 'dutyTime.editor.invalidHours' } };
    }
    case 'minutes': {
      if (!s) return { error: REQUIRED };
      return /^\d{1,4}$/.test(s) ? { value: Number(s) } : { error: { key: 'dutyTime.editor.invalidMinutes' } };
    }
    default: {
      const v = parseHm(s);
      if (v === 'invalid') return { error: { key: 'dutyTime.editor.invalidDuration' } };
      if (v === null && kind === 'duration') return { error: REQUIRED };
      return { value: v };
    }
  }
}

export interface Candidate {
  regulation: Regulation;
  /** Fields whose text cannot be read, by path. */
  errors: Record<string, RuleError>;
}

/** The regulation the texts make: a copy of `base` with every readable field set. */
export function candidateOf(base: Regulation, fields: readonly EditField[], texts: Readonly<Record<string, string>>, name: string): Candidate {
  const reg = JSON.parse(JSON.stringify(base)) as Regulation & Tree;
  const errors: Record<string, RuleError> = {};
  for (const f of fields) {
    const parsed = parseField(f.kind, texts[f.path] ?? '');
    if ('error' in parsed) errors[f.path] = parsed.error;
    else setAt(reg, f.path, parsed.value);
  }
  setAt(reg, 'name', name.trim() || base.name);
  return { regulation: reg, errors };
}

/** Loosenings by path (the editor's and the server's). */
export const byPath = (items: readonly Loosening[]): Record<string, Loosening> => Object.fromEntries(items.map((l) => [l.path, l]));

/** A loosening's preset value as the field shows it ('not allowed' cells are null). */
export function looseValueText(kind: FieldKind | undefined, v: Loosening['preset']): string | null {
  if (v === null) return null;
  if (typeof v === 'number') return textOf(kind ?? 'duration', v);
  return String(v);
}

/** The server's refusal `{ items: Loosening[] }`, when that is what it sent. */
export function looseningsOf(result: unknown): Loosening[] | null {
  const items = (result as { items?: unknown } | null | undefined)?.items;
  if (!Array.isArray(items)) return null;
  return items.filter((i): i is Loosening => !!i && typeof i === 'object' && typeof (i as Loosening).path === 'string');
}
