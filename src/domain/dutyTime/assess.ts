/**
 * The duty verdict of a scheduling change for one crew member: their duty periods before and after
 * the change are checked from the first affected duty on, and only what the change makes new or
 * worse counts (a limit already broken last week does not block an unrelated assignment; adding
 * flight time to an already broken month does). A failure is forceable only when the preset the
 * regulation tightens would pass it: an operator may waive its own policy with a logged reason,
 * never the regulation.
 */
import { buildDuties, sharedOffsets, type BuildOptions, type DutyLeg } from './build';
import { checkDutyPeriods, type CheckItem, type DutyInput } from './check';
import type { Regulation } from './regulation';

export interface ChangeItem extends CheckItem {
  /** Report of the duty period the item belongs to (UTC ms). */
  report: number;
  /** The preset the regulation is based on breaks it too (always true for a failure under a preset itself). */
  presetFails: boolean;
}

export interface ChangeAssessment {
  verdict: 'pass' | 'warning' | 'fail';
  forceable: boolean;
  items: ChangeItem[];
}

const rank = { pass: 0, info: 0, warning: 1, fail: 2 } as const;

/** Items keyed by duty, check and their order within both. */
function keyed(items: readonly CheckItem[]): Map<string, CheckItem> {
  const seen = new Map<string, number>();
  const out = new Map<string, CheckItem>();
  for (const it of items) {
    const base = `${it.dutyId}|${it.check}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.set(`${base}|${n}`, it);
  }
  return out;
}

function judged(reg: Regulation, duties: readonly DutyInput[], from: number) {
  const history = duties.filter((d) => d.release < from);
  const plan = duties.filter((d) => d.release >= from);
  const result = checkDutyPeriods(reg, history, plan);
  return keyed(result.duties.flatMap((d) => d.items));
}

function worse(after: CheckItem, before: CheckItem | undefined): boolean {
  if (after.level !== 'warning' && after.level !== 'fail') return false;
  if (!before) return true;
  if (rank[after.level] !== rank[before.level]) return rank[after.level] > rank[before.level];
  if (after.marginMinutes === null || before.marginMinutes === null) return false;
  return after.marginMinutes < before.marginMinutes;
}

/**
 * `before` and `after`: the crew member's legs without and with the change; `changedFrom`: the
 * earliest instant the change touches (the earlier of the leg's old and new departure).
 */
export function assessChange(
  reg: Regulation,
  preset: Regulation | null,
  before: readonly DutyLeg[],
  after: readonly DutyLeg[],
  changedFrom: number,
  options: BuildOptions = {},
): ChangeAssessment {
  const offsets = sharedOffsets;
  const inputs = (r: Regulation, legs: readonly DutyLeg[]) => buildDuties(r, legs, options, offsets).map((d) => d.input);
  const afterDuties = inputs(reg, after);
  const reports = new Map(afterDuties.map((d) => [d.id, d.report]));
  // judge from the duty holding the change (its report may be earlier than the change)
  const from = Math.min(changedFrom, ...afterDuties.filter((d) => d.release >= changedFrom).map((d) => d.report));
  const was = judged(reg, inputs(reg, before), from);
  const now = judged(reg, afterDuties, from);
  const isPreset = !reg.basedOn || !preset;
  const presetNow = isPreset ? null : judged(preset, inputs(preset, after), from);
  const items: ChangeItem[] = [];
  for (const [key, item] of now) {
    if (!worse(item, was.get(key))) continue;
    const presetItem = presetNow?.get(key);
    const presetFails = item.level === 'fail' && (isPreset || presetItem === undefined || presetItem.level === 'fail');
    items.push({ ...item, report: reports.get(item.dutyId) ?? from, presetFails });
  }
  const verdict = items.reduce<'pass' | 'warning' | 'fail'>((v, it) => (rank[it.level] > rank[v] ? (it.level as 'warning' | 'fail') : v), 'pass');
  return { verdict, forceable: !items.some((i) => i.presetFails), items };
}
