/**
 * The maximum flight duty period a regulation allows for one duty (the `maxFdp` of the duty-time
 * issue): the table and cell it came from are named in `rule`, so a dispatcher sees the reasoning.
 * `null` when the combination is not allowed (too many sectors, a blank cell, an extension the rule
 * does not combine with in-flight rest, a rest facility class not given for an augmented crew).
 */
import { bandIndex, bandText, columnIndex, columnText, hhmm, minutesOfDay } from './clock';
import type { FdpTable, Regulation, RestFacilityClass, SectorTable } from './regulation';

export interface FdpQuery {
  crewPilots: number;
  /** Report time in the regulation's reference time: local where acclimatised, else where last acclimatised. */
  reportTimeLocal: string;
  /** Operating sectors (positioning is not a sector in any of the presets). */
  sectors: number;
  acclimatised?: boolean | 'unknown';
  restFacilityClass?: RestFacilityClass;
  positioningSectors?: number;
  extension?: boolean;
  longestSectorMinutes?: number;
  operatorHasFRM?: boolean;
}

export interface FdpLimit {
  maxFdpMinutes: number | null;
  rule: string;
}

const dur = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
const refuse = (rule: string): FdpLimit => ({ maxFdpMinutes: null, rule });

function fromTable(table: FdpTable, minute: number, sectors: number): FdpLimit {
  const row = bandIndex(table.bands, minute);
  if (row < 0) return refuse(`${table.citation}: no band holds ${hhmm(minute)}`);
  let col = columnIndex(table.columns, sectors);
  const last = table.columns.length - 1;
  if (col < 0 && sectors > table.columns[last]!.max) {
    if (table.beyondLastColumn === 'notAllowed') return refuse(`${table.citation}: ${sectors} sectors are past the table (at most ${table.columns[last]!.max})`);
    col = last;
  }
  const value = table.minutes[row]![col] ?? null;
  const where = `${table.citation}: report ${hhmm(minute)} in ${bandText(table.bands[row]!)}, ${columnText(table.columns[col]!)} sectors`;
  return value === null ? refuse(`${where}: not allowed`) : { maxFdpMinutes: value, rule: `${where} → ${dur(value)}` };
}

function fromSectorTable(table: SectorTable, sectors: number): FdpLimit {
  let col = columnIndex(table.columns, sectors);
  const last = table.columns.length - 1;
  if (col < 0) {
    if (table.beyondLastColumn === 'notAllowed') return refuse(`${table.citation}: ${sectors} sectors are past the table (at most ${table.columns[last]!.max})`);
    col = last;
  }
  const value = table.minutes[col] ?? null;
  const where = `${table.citation}: ${columnText(table.columns[col]!)} sectors`;
  return value === null ? refuse(`${where}: not allowed`) : { maxFdpMinutes: value, rule: `${where} → ${dur(value)}` };
}

function adjust(limit: FdpLimit, minutes: number, why: string): FdpLimit {
  if (limit.maxFdpMinutes === null || minutes === 0) return limit;
  const value = Math.max(0, limit.maxFdpMinutes + minutes);
  return { maxFdpMinutes: value, rule: `${limit.rule}; ${minutes > 0 ? '+' : '−'}${dur(Math.abs(minutes))} ${why} → ${dur(value)}` };
}

function augmented(reg: Regulation, q: FdpQuery, minute: number): FdpLimit {
  const aug = reg.fdp.augmented;
  if (!aug) return refuse(`${reg.name}: no limits for ${q.crewPilots} pilots`);
  if (q.crewPilots > 4) return refuse(`${aug.citation}: at most 4 pilots`);
  if (!q.restFacilityClass) return refuse(`${aug.citation}: the in-flight rest facility class (1, 2 or 3) is needed for ${q.crewPilots} pilots`);
  if (aug.maxSectors !== undefined && q.sectors > aug.maxSectors) return refuse(`${aug.citation}: at most ${aug.maxSectors} sectors with in-flight rest (${q.sectors} planned)`);
  const values = aug.minutes[q.restFacilityClass][q.crewPilots as 3 | 4];
  let row = 0;
  let where = `${aug.citation}: class ${q.restFacilityClass} rest facility, ${q.crewPilots} pilots`;
  if (aug.bands) {
    row = bandIndex(aug.bands, minute);
    if (row < 0) return refuse(`${aug.citation}: no band holds ${hhmm(minute)}`);
    where += `, report ${hhmm(minute)} in ${bandText(aug.bands[row]!)}`;
  }
  const value = values[row]!;
  let limit: FdpLimit = { maxFdpMinutes: value, rule: `${where} → ${dur(value)}` };
  const bonus = aug.longSectorBonus;
  if (bonus && (q.longestSectorMinutes ?? 0) > bonus.longestSectorOverMinutes && q.sectors <= bonus.maxSectors)
    limit = adjust(limit, bonus.minutes, `(${bonus.citation}: a sector over ${dur(bonus.longestSectorOverMinutes)}, at most ${bonus.maxSectors} sectors)`);
  return limit;
}

function computeMaxFdp(reg: Regulation, q: FdpQuery): FdpLimit {
  const minute = minutesOfDay(q.reportTimeLocal);
  if (minute === null) return refuse(`report time '${q.reportTimeLocal}' is not HH:MM`);
  if (!Number.isInteger(q.sectors) || q.sectors < 1) return refuse('at least one operating sector');
  // positioning is FDP but never a sector in the presets; a regulation that counts it would say so
  const sectors = q.sectors + (reg.positioningCountsAsSector ? (q.positioningSectors ?? 0) : 0);
  const query = { ...q, sectors };
  const notAcclimatised = q.acclimatised === false || q.acclimatised === 'unknown';
  const basic = reg.fdp.basic;
  const ext = reg.fdp.extension;

  let limit: FdpLimit;
  if ('fixedMinutes' in basic) {
    if (q.crewPilots < 1 || q.crewPilots > 2) return refuse(`${basic.citation}: one- and two-pilot crews only`);
    if (q.extension) return refuse(`${basic.citation}: no extension of the duty day`);
    return { maxFdpMinutes: basic.fixedMinutes, rule: `${basic.citation}: duty day ${dur(basic.fixedMinutes)} (no FDP table; report time and sectors do not change it)` };
  }
  if (q.crewPilots >= 3) {
    limit = augmented(reg, query, minute);
    if (q.extension && ext) {
      if ('table' in ext) return refuse(`${ext.table.citation}: an extension does not combine with in-flight rest`);
      limit = adjust(limit, ext.addMinutes, `extension (${ext.citation})`);
    }
  } else if (q.crewPilots === 2) {
    if (q.acclimatised === 'unknown' && reg.fdp.unknown) {
      const table = q.operatorHasFRM && reg.fdp.unknownWithFrm ? reg.fdp.unknownWithFrm : reg.fdp.unknown;
      limit = fromSectorTable(table, sectors);
      if (q.extension && ext) return refuse(`${'table' in ext ? ext.table.citation : ext.citation}: no extension in an unknown state of acclimatisation`);
      return limit;
    }
    if (q.extension && ext && 'table' in ext) limit = fromTable(ext.table, minute, sectors);
    else {
      limit = fromTable(basic, minute, sectors);
      if (q.extension && ext && 'addMinutes' in ext) limit = adjust(limit, ext.addMinutes, `extension (${ext.citation})`);
    }
    if (q.extension && !ext) return refuse(`${reg.name}: no FDP extension in this regulation`);
  } else return refuse(`${reg.name}: ${q.crewPilots} pilot(s) not covered (2, 3 or 4)`);

  const cut = reg.fdp.notAcclimatisedReduction;
  if (notAcclimatised && cut) limit = adjust(limit, -cut.minutes, `not acclimatised (${cut.citation})`);
  return limit;
}

/** Answers by regulation and query: a roster asks the same few dozen questions thousands of times. */
const answers = new WeakMap<Regulation, Map<number, FdpLimit>>();

/** The query as one number (every field that can change the answer), or null when it cannot be cached. */
function queryKey(reg: Regulation, q: FdpQuery): number | null {
  const minute = minutesOfDay(q.reportTimeLocal);
  if (minute === null || !Number.isInteger(q.sectors) || q.sectors < 0 || q.sectors > 99 || !Number.isInteger(q.crewPilots) || q.crewPilots < 0 || q.crewPilots > 9) return null;
  const positioning = Math.min(9, Math.max(0, q.positioningSectors ?? 0));
  const accl = q.acclimatised === false ? 1 : q.acclimatised === 'unknown' ? 2 : 0;
  const bonus = reg.fdp.augmented?.longSectorBonus;
  const long = bonus && (q.longestSectorMinutes ?? 0) > bonus.longestSectorOverMinutes ? 1 : 0;
  let k = q.crewPilots;
  k = k * 1440 + minute;
  k = k * 100 + q.sectors;
  k = k * 10 + positioning;
  k = k * 3 + accl;
  k = k * 4 + (q.restFacilityClass ?? 0);
  k = k * 2 + (q.extension ? 1 : 0);
  k = k * 2 + long;
  return k * 2 + (q.operatorHasFRM ? 1 : 0);
}

export function maxFdp(reg: Regulation, q: FdpQuery): FdpLimit {
  const key = queryKey(reg, q);
  if (key === null) return computeMaxFdp(reg, q);
  let cache = answers.get(reg);
  if (!cache) answers.set(reg, (cache = new Map()));
  let v = cache.get(key);
  if (!v) {
    v = computeMaxFdp(reg, q);
    if (cache.size > 50_000) cache.clear();
    cache.set(key, v);
  }
  return v;
}
