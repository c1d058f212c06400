/**
 * Operator copies of a preset may only tighten it (the duty-time issue: "operators copy and tighten
 * them but cannot loosen a preset silently"). `loosenings(preset, candidate)` walks both regulations
 * side by side and names every value that is looser: a maximum raised, a minimum lowered, a cell
 * the preset does not allow given a value, a rule the preset has removed. The tables' shape (bands,
 * columns, citations, windows) must stay the preset's: `shapeChanges` names what differs.
 */
import type { Loosening } from './api';
import type { Regulation } from './regulation';

type Direction = 'max' | 'min' | 'same' | 'free';

/** The last key of a path decides, with a few whole-path exceptions. */
const BY_KEY: Record<string, Direction> = {
  minutes: 'max',
  limitMinutes: 'max',
  addMinutes: 'max',
  fixedMinutes: 'max',
  warningRatio: 'max',
  maxSectors: 'max',
  windowMinutes: 'max',
  minBeforeFdpMinutes: 'min',
  minAtHomeBaseMinutes: 'min',
  minConsecutiveMinutes: 'min',
  preparationMinutes: 'min',
  finishingMinutes: 'min',
  longestSectorOverMinutes: 'min',
  alertMinutes: 'free',
  // identity and documentation
  key: 'free',
  name: 'free',
  jurisdiction: 'free',
  basedOn: 'free',
  sources: 'free',
  confidence: 'free',
};

const BY_PATH: Record<string, Direction> = {
  // a reduction: more is tighter
  'fdp.notAcclimatisedReduction.minutes': 'min',
  // keeping the rest at least as long as the preceding duty is tighter than not
  'rest.atLeastPrecedingDuty': 'min',
  positioningCountsAsSector: 'min',
};

function directionOf(path: string): Direction {
  const exact = BY_PATH[path];
  if (exact) return exact;
  const parts = path.split('.');
  for (let i = parts.length - 1; i >= 0; i--) {
    const d = BY_KEY[parts[i]!];
    if (d) return d;
    if (!/^\d+$/.test(parts[i]!)) break;
  }
  return 'same';
}

interface Walk {
  loose: Loosening[];
  shape: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function walk(path: string, p: unknown, c: unknown, out: Walk): void {
  const dir = directionOf(path);
  if (dir === 'free') return;
  if (p === undefined) {
    // something the preset does not have: an addition can only be a limit more (allowed) unless it relaxes
    if (c !== undefined && dir === 'same') out.shape.push(path);
    return;
  }
  if (c === undefined || c === null) {
    // a rule removed: a maximum or minimum dropped is looser, a table cell blanked (null) is tighter
    if (c === null && (dir === 'max' || p === null)) return;
    if (isObject(p) || Array.isArray(p)) {
      // a whole extension or rule removed: removing an extension or a bonus is tighter
      if (path === 'fdp.extension' || path.endsWith('longSectorBonus') || path === 'fdp.augmented') return;
    }
    out.loose.push({ path, preset: scalar(p), value: null });
    return;
  }
  if (Array.isArray(p)) {
    if (!Array.isArray(c) || c.length !== p.length) {
      out.shape.push(path);
      return;
    }
    p.forEach((v, i) => walk(`${path}.${i}`, v, c[i], out));
    return;
  }
  if (isObject(p)) {
    if (!isObject(c)) {
      out.shape.push(path);
      return;
    }
    const keys = new Set([...Object.keys(p), ...Object.keys(c)]);
    for (const k of keys) walk(path ? `${path}.${k}` : k, p[k], c[k], out);
    return;
  }
  if (p === null) {
    // the preset does not allow the combination: any value is looser
    out.loose.push({ path, preset: null, value: scalar(c) });
    return;
  }
  if (typeof p === 'number' && typeof c === 'number') {
    if ((dir === 'max' && c > p) || (dir === 'min' && c < p)) out.loose.push({ path, preset: p, value: c });
    else if (dir === 'same' && c !== p) out.shape.push(path);
    return;
  }
  if (typeof p === 'boolean' && typeof c === 'boolean') {
    if (dir === 'min' && p && !c) out.loose.push({ path, preset: p, value: c });
    else if (dir === 'max' && !p && c) out.loose.push({ path, preset: p, value: c });
    else if (dir === 'same' && p !== c) out.shape.push(path);
    return;
  }
  if (p !== c) out.shape.push(path);
}

function scalar(v: unknown): number | string | boolean | null {
  return typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : null;
}

/** Every value of `candidate` looser than `preset`'s, by path (empty: it only tightens). */
export function loosenings(preset: Regulation, candidate: Regulation): Loosening[] {
  const out: Walk = { loose: [], shape: [] };
  walk('', preset, candidate, out);
  return out.loose;
}

/** Paths where `candidate` changes what must stay the preset's (bands, columns, citations, windows). */
export function shapeChanges(preset: Regulation, candidate: Regulation): string[] {
  const out: Walk = { loose: [], shape: [] };
  walk('', preset, candidate, out);
  return out.shape;
}

/** A copy of a preset as an operator starts from: same rules, the operator's name and identity. */
export function copyOfPreset(preset: Regulation, name: string, id: string): Regulation {
  return { ...(JSON.parse(JSON.stringify(preset)) as Regulation), key: id, name, basedOn: preset.basedOn ?? (preset.key as Regulation['basedOn']) };
}
