/**
 * `checkDutyPeriods(regulation, history, plan)`: every limit of the regulation applied to the planned
 * duty periods of one crew member, with what was already flown as history. Each item names the
 * rule, the limit, the actual value and the margin; a verdict is a warning from the regulation's
 * warning share of a limit (80 %: red) and a failure at or past it (purple), requirements D9.
 * Instants are UTC epoch ms; `offsetMinutes` is the reference time's offset at the report (for the
 * WOCL and calendar windows).
 */
import { bandIndex, minutesOfDay } from './clock';
import { maxFdp, type FdpQuery } from './maxFdp';
import type { Regulation } from './regulation';
import { IntervalSums, windowLabel, windowStart } from './windows';

export interface DutyInput extends Omit<FdpQuery, 'reportTimeLocal'> {
  id: string;
  /** Report for duty. */
  report: number;
  /** End of the flight duty period: on-blocks of the last operating sector. */
  fdpEnd: number;
  /** End of duty (release), at or after `fdpEnd`. */
  release: number;
  flightMinutes: number;
  /** Reference time of the report, 'HH:MM' (local where acclimatised). */
  reportTimeLocal: string;
  /** Offset of the reference time from UTC at the report, minutes east. */
  offsetMinutes: number;
  /** The rest before this duty is taken at home base (EASA's longer minimum). */
  restAtHomeBase?: boolean;
}

export const CHECK_KINDS = ['fdp', 'flightTime', 'flightTime24h', 'restBefore', 'cumulative', 'periodicRest', 'wocl', 'extension'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
export const LEVELS = ['pass', 'warning', 'fail', 'info'] as const;
export type Level = (typeof LEVELS)[number];
/** A duty period's or a crew member's verdict. */
export const VERDICTS = ['pass', 'warning', 'fail'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface CheckItem {
  dutyId: string;
  check: CheckKind;
  level: Level;
  rule: string;
  limitMinutes: number | null;
  actualMinutes: number;
  /** Limit − actual for maxima, actual − limit for minima; negative when broken. */
  marginMinutes: number | null;
  /** 'count' when the values are numbers of extensions or sectors, not minutes. */
  unit?: 'count';
}

export interface DutyVerdict {
  dutyId: string;
  verdict: 'pass' | 'warning' | 'fail';
  fdpMinutes: number;
  maxFdpMinutes: number | null;
  items: CheckItem[];
}

export interface CheckResult {
  verdict: 'pass' | 'warning' | 'fail';
  duties: DutyVerdict[];
}

const MIN = 60_000;
const rank = { pass: 0, info: 0, warning: 1, fail: 2 } as const;

/** A maximum: warning from the regulation's share (80 %), failure past it. */
function maxItem(reg: Regulation, dutyId: string, check: CheckKind, rule: string, limit: number | null, actual: number): CheckItem {
  const a = Math.round(actual);
  if (limit === null) return { dutyId, check, level: 'fail', rule, limitMinutes: null, actualMinutes: a, marginMinutes: null };
  const level: Level = a > limit ? 'fail' : a >= limit * reg.warningRatio ? 'warning' : 'pass';
  return { dutyId, check, level, rule, limitMinutes: limit, actualMinutes: a, marginMinutes: limit - a };
}

/** A minimum (rest): failure below it. */
function minItem(dutyId: string, check: CheckKind, rule: string, limit: number, actual: number): CheckItem {
  const a = Math.round(actual);
  return { dutyId, check, level: a < limit ? 'fail' : 'pass', rule, limitMinutes: limit, actualMinutes: a, marginMinutes: a - limit };
}

const flightLimits = new WeakMap<Regulation, Map<string | number, { minutes: number | null; rule: string } | null>>();

export function maxFlightTime(reg: Regulation, crewPilots: number, reportTimeLocal: string): { minutes: number | null; rule: string } | null {
  let cache = flightLimits.get(reg);
  if (!cache) flightLimits.set(reg, (cache = new Map()));
  const minute = minutesOfDay(reportTimeLocal);
  const key = minute === null || !Number.isInteger(crewPilots) ? `${crewPilots}|${reportTimeLocal}` : crewPilots * 1440 + minute;
  let v = cache.get(key);
  if (v === undefined) {
    v = computeMaxFlightTime(reg, crewPilots, reportTimeLocal);
    if (cache.size > 20_000) cache.clear();
    cache.set(key, v);
  }
  return v;
}

function computeMaxFlightTime(reg: Regulation, crewPilots: number, reportTimeLocal: string): { minutes: number | null; rule: string } | null {
  const ft = reg.flightTime;
  if (!ft) return null;
  if (crewPilots >= 3) {
    const v = ft.augmented?.[crewPilots as 3 | 4];
    return { minutes: v ?? null, rule: `${ft.citation}: ${crewPilots} pilots` };
  }
  const row = bandIndex(ft.bands, minutesOfDay(reportTimeLocal) ?? -1);
  return row < 0 ? { minutes: null, rule: `${ft.citation}: report time outside the table` } : { minutes: ft.minutes[row]!, rule: `${ft.citation}: report ${reportTimeLocal} in ${ft.bands[row]!.from}–${ft.bands[row]!.to}` };
}

/** Minutes of [start, end) inside the WOCL of the reference time (every night it spans). */
export function woclOverlapMinutes(reg: Regulation, start: number, end: number, offsetMinutes: number): number {
  const from = minutesOfDay(reg.wocl.from)!;
  let to = minutesOfDay(reg.wocl.to)! + 1;
  if (to <= from) to += 1440;
  const localStart = start + offsetMinutes * MIN;
  const localEnd = end + offsetMinutes * MIN;
  const day0 = Math.floor(localStart / (1440 * MIN)) - 1;
  let total = 0;
  for (let d = day0; d * 1440 * MIN < localEnd; d++) {
    const a = d * 1440 * MIN + from * MIN;
    const b = d * 1440 * MIN + to * MIN;
    total += Math.max(0, Math.min(b, localEnd) - Math.max(a, localStart));
  }
  return Math.round(total / MIN);
}

type RestRule = 'before' | 'homeBase' | 'precedingDuty';
/** Rest rule texts by regulation, kind and minutes (a roster has a handful). */
const restTexts = new WeakMap<Regulation, Map<string, string>>();
function restRule(reg: Regulation, kind: RestRule, min: number): string {
  let m = restTexts.get(reg);
  if (!m) restTexts.set(reg, (m = new Map()));
  const key = `${kind}${min}`;
  let t = m.get(key);
  if (t === undefined) {
    const c = reg.rest.citation;
    t = kind === 'before' ? `${c}: rest before duty at least ${min} min` : kind === 'homeBase' ? `${c}: rest at home base at least ${min} min` : `${c}: rest at least as long as the preceding duty (${min} min)`;
    if (m.size > 5_000) m.clear();
    m.set(key, t);
  }
  return t;
}

/** The rule texts that do not depend on the duty, once per regulation. */
interface FixedTexts {
  cumulative: string[];
  flightTime24h: string;
  wocl: string;
}
const fixedTexts = new WeakMap<Regulation, FixedTexts>();
function textsOf(reg: Regulation): FixedTexts {
  let t = fixedTexts.get(reg);
  if (!t) {
    t = {
      cumulative: reg.cumulative.map((c) => `${c.citation}: ${c.measure === 'flightTime' ? 'flight time' : c.measure === 'fdp' ? 'FDP' : 'duty'} in ${windowLabel(c.window)}`),
      flightTime24h: `${reg.flightTimeIn24h?.citation ?? ''}: flight time in 24 consecutive hours`,
      wocl: `${reg.wocl.citation}: FDP in the WOCL ${reg.wocl.from}–${reg.wocl.to}`,
    };
    fixedTexts.set(reg, t);
  }
  return t;
}

/**
 * One crew member's duty periods (in report order) as arrays, and the sums of FDP, duty and flight
 * time over any interval (prefix sums: the cumulative limits in linear time).
 */
export function dutySums(duties: readonly DutyInput[]) {
  const n = duties.length;
  const starts = new Float64Array(n);
  const fdpEnds = new Float64Array(n);
  const releases = new Float64Array(n);
  const fdp = new Float64Array(n);
  const duty = new Float64Array(n);
  const flight = new Float64Array(n);
  duties.forEach((d, i) => {
    starts[i] = d.report;
    fdpEnds[i] = d.fdpEnd;
    releases[i] = d.release;
    fdp[i] = (d.fdpEnd - d.report) / MIN;
    duty[i] = (d.release - d.report) / MIN;
    flight[i] = d.flightMinutes;
  });
  const sums = { fdp: new IntervalSums(starts, fdpEnds, fdp), duty: new IntervalSums(starts, releases, duty), flightTime: new IntervalSums(starts, fdpEnds, flight) };
  return { starts, releases, fdp, duty, sums };
}

export function checkDutyPeriods(reg: Regulation, history: readonly DutyInput[], plan: readonly DutyInput[]): CheckResult {
  const all = [...history.map((d) => ({ d, planned: false })), ...plan.map((d) => ({ d, planned: true }))].sort((x, y) => x.d.report - y.d.report);
  const n = all.length;
  const { starts, releases, fdp, duty, sums } = dutySums(all.map((x) => x.d));
  const duties: DutyVerdict[] = [];
  const texts = textsOf(reg);
  let periodicFrom = 0;

  for (let i = 0; i < n; i++) {
    const { d, planned } = all[i]!;
    if (!planned) continue;
    const items: CheckItem[] = [];
    const fdpMinutes = fdp[i]!;
    // a duty of positioning only has no FDP: its rest and cumulative duty still count
    const operating = d.sectors > 0;
    const limit = operating ? maxFdp(reg, d) : { maxFdpMinutes: null, rule: '' };
    const fixed = 'fixedMinutes' in reg.fdp.basic;
    // 135.267 limits the duty day, the others the FDP
    if (operating) items.push(maxItem(reg, d.id, 'fdp', limit.rule, limit.maxFdpMinutes, fixed ? duty[i]! : fdpMinutes));
    const ft = operating ? maxFlightTime(reg, d.crewPilots, d.reportTimeLocal) : null;
    if (ft) items.push(maxItem(reg, d.id, 'flightTime', ft.rule, ft.minutes, d.flightMinutes));
    if (reg.flightTimeIn24h) {
      const cap = reg.flightTimeIn24h.minutes[d.crewPilots <= 1 ? 1 : 2];
      items.push(maxItem(reg, d.id, 'flightTime24h', texts.flightTime24h, cap, sums.flightTime.sumIn(d.fdpEnd - 1440 * MIN, d.fdpEnd)));
    }
    if (i > 0) {
      const prev = all[i - 1]!.d;
      const rest = (d.report - prev.release) / MIN;
      let min = reg.rest.minBeforeFdpMinutes;
      let kind: RestRule = 'before';
      if (reg.rest.minAtHomeBaseMinutes && d.restAtHomeBase) {
        min = reg.rest.minAtHomeBaseMinutes;
        kind = 'homeBase';
      }
      if (reg.rest.atLeastPrecedingDuty && (prev.release - prev.report) / MIN > min) {
        min = Math.round((prev.release - prev.report) / MIN);
        kind = 'precedingDuty';
      }
      const rule = restRule(reg, kind, min);
      items.push(minItem(d.id, 'restBefore', rule, min, rest));
    }
    const cumulativeRules = texts.cumulative;
    reg.cumulative.forEach((c, k) => {
      const end = c.measure === 'duty' ? d.release : d.fdpEnd;
      const from = windowStart(c.window, end, d.offsetMinutes);
      items.push(maxItem(reg, d.id, 'cumulative', cumulativeRules[k]!, c.limitMinutes, sums[c.measure].sumIn(from, end)));
    });
    const periodic = reg.rest.periodic;
    if (periodic) {
      // the longest time free of duty in the window that ends with this duty
      const from = d.release - periodic.windowMinutes * MIN;
      let longest = 0;
      let cursor = from;
      // duties are in report order and do not overlap: those released before the window stay behind
      while (periodicFrom < i && releases[periodicFrom]! <= from) periodicFrom++;
      for (let k = periodicFrom; k <= i; k++) {
        if (releases[k]! <= from) continue;
        longest = Math.max(longest, starts[k]! - cursor);
        cursor = Math.max(cursor, releases[k]!);
      }
      const needed = periodic.minConsecutiveMinutes;
      // a roster shorter than the window (history unknown before it) cannot be judged
      const known = n > 0 && starts[0]! <= from;
      if (known) items.push(minItem(d.id, 'periodicRest', `${periodic.citation}: ${needed / 60} h free in ${periodic.windowMinutes / 60} h`, needed, longest / MIN));
    }
    const wocl = woclOverlapMinutes(reg, d.report, d.fdpEnd, d.offsetMinutes);
    if (wocl > 0) items.push({ dutyId: d.id, check: 'wocl', level: 'info', rule: texts.wocl, limitMinutes: null, actualMinutes: wocl, marginMinutes: null });
    if (d.extension) items.push(...extensionItems(reg, d, i, all, wocl));
    const worst = items.reduce<'pass' | 'warning' | 'fail'>((v, it) => (rank[it.level] > rank[v] ? (it.level as 'warning' | 'fail') : v), 'pass');
    duties.push({ dutyId: d.id, verdict: worst, fdpMinutes: Math.round(fdpMinutes), maxFdpMinutes: limit.maxFdpMinutes, items });
  }
  const verdict = duties.reduce<'pass' | 'warning' | 'fail'>((v, x) => (rank[x.verdict] > rank[v] ? x.verdict : v), 'pass');
  return { verdict, duties };
}

/** EASA ORO.FTL.205(d): at most twice in 7 days, and fewer sectors the more the FDP takes of the WOCL. */
function extensionItems(reg: Regulation, d: DutyInput, i: number, all: readonly { d: DutyInput }[], woclMinutes: number): CheckItem[] {
  if (reg.key !== 'EASA-ORO-FTL' && reg.basedOn !== 'EASA-ORO-FTL') return [];
  const out: CheckItem[] = [];
  let uses = 0;
  for (let k = 0; k <= i; k++) if (all[k]!.d.extension && all[k]!.d.report > d.report - 7 * 1440 * MIN) uses++;
  out.push({ dutyId: d.id, check: 'extension', level: uses > 2 ? 'fail' : 'pass', rule: 'ORO.FTL.205(d)(2): at most 2 extensions in 7 consecutive days', limitMinutes: 2, actualMinutes: uses, marginMinutes: 2 - uses, unit: 'count' });
  const cap = woclMinutes === 0 ? 5 : woclMinutes <= 120 ? 4 : 2;
  out.push({ dutyId: d.id, check: 'extension', level: d.sectors > cap ? 'fail' : 'pass', rule: `ORO.FTL.205(d)(3): at most ${cap} sectors with ${woclMinutes} min of the WOCL`, limitMinutes: cap, actualMinutes: d.sectors, marginMinutes: cap - d.sectors, unit: 'count' });
  return out;
}
