/**
 * A crew member's duty periods built from their leg assignments, ready for `checkDutyPeriods`:
 * report = first departure − preparation, FDP end = last operating arrival, release = last arrival
 * + finishing (positioning is duty, and FDP when an operating sector follows it; never a sector in
 * the presets). Two legs are one duty period unless the time between them leaves the regulation's
 * minimum rest. The reference time (for the report band, the WOCL and calendar windows) follows
 * the regulation's acclimatisation model and the airports' IANA zones; an unknown zone counts as
 * UTC and is reported.
 */
import { zoneOffsetMinutes } from '../trip/time';
import type { DutyInput } from './check';
import { hhmm } from './clock';
import { dutyPeriods } from './crewSchedule';
import type { Regulation, RestFacilityClass } from './regulation';

const MIN = 60_000;

/** One leg a crew member is on. Instants are UTC epoch ms (actual block times once flown). */
export interface DutyLeg {
  readonly legId: string;
  readonly departure: number;
  readonly arrival: number;
  readonly departureIcao: string;
  readonly arrivalIcao: string;
  /** IANA zones of the airports; null when unknown (UTC is used). */
  readonly departureZone: string | null;
  readonly arrivalZone: string | null;
  /** Travelling as a passenger at the operator's request (not operating). */
  readonly positioning: boolean;
  /** Operating pilots on the leg. */
  readonly pilots: number;
  /** In-flight rest facility of the aircraft, when it has one. */
  readonly restFacilityClass?: RestFacilityClass | null;
}

export type TransitDutyType = 'none' | 'before' | 'after' | 'both';

/**
 * The pilots a leg's limits are judged for. A crew is built one assignment at a time: while the
 * dispatcher is still forming a leg's crew (`forming`), its limits are judged for the largest crew
 * the aircraft can carry (4 pilots with an in-flight rest facility, else 2), so the first pilot of
 * an augmented crew is not refused for the crew not being augmented yet; the leg's readiness then
 * judges the crew actually assigned (`strict`).
 */
export function pilotsForLimits(assigned: number, restFacilityClass: RestFacilityClass | null | undefined, forming: boolean): number {
  if (!forming) return assigned;
  return Math.max(assigned, restFacilityClass ? 4 : 2);
}

export interface BuiltDuty<L extends DutyLeg = DutyLeg> {
  readonly input: DutyInput;
  readonly legs: readonly L[];
  readonly startIcao: string;
  readonly endIcao: string;
  readonly referenceZone: string;
  readonly acclimatised: boolean | 'unknown';
  readonly peoples: number;
  readonly transitDutyType: TransitDutyType;
  /** Rest before this duty (null for the first) and after it (null for the last), minutes. */
  readonly restBeforeMinutes: number | null;
  readonly restAfterMinutes: number | null;
}

export interface BuildOptions {
  /** The crew member's home base and its zone: the first reference, and where rest is "at home base". */
  readonly homeBaseIcao?: string | null;
  readonly homeZone?: string | null;
  /** The operator has a fatigue risk management programme (EASA Table 4). */
  readonly operatorHasFRM?: boolean;
}

/**
 * Offsets by zone: one `Intl` call per zone and day, however many legs (a day whose offset changes —
 * a daylight-saving day — is kept by the hour). Bounded: a zone's days are cleared past `max`.
 */
export class OffsetCache {
  private readonly zones = new Map<string, Map<number, number>>();
  constructor(private readonly max = 20_000) {}
  private static exact(zone: string, ms: number): number {
    try {
      return zoneOffsetMinutes(zone, ms);
    } catch {
      return 0;
    }
  }
  at(zone: string | null, ms: number): number {
    if (!zone || zone === 'UTC') return 0;
    let days = this.zones.get(zone);
    if (!days) this.zones.set(zone, (days = new Map()));
    const day = Math.floor(ms / 86_400_000);
    let v = days.get(day);
    if (v === undefined) {
      const start = OffsetCache.exact(zone, day * 86_400_000);
      const end = OffsetCache.exact(zone, (day + 1) * 86_400_000 - 60_000);
      // NaN marks a day whose offset changes: its hours are kept under negative keys
      v = start === end ? start : Number.NaN;
      if (days.size >= this.max) days.clear();
      days.set(day, v);
    }
    if (!Number.isNaN(v)) return v;
    const hour = -1 - Math.floor(ms / 3_600_000);
    let h = days.get(hour);
    if (h === undefined) {
      h = OffsetCache.exact(zone, Math.floor(ms / 3_600_000) * 3_600_000);
      days.set(hour, h);
    }
    return h;
  }
}

/** One cache for the process: a zone's offset at an hour never changes. */
export const sharedOffsets = new OffsetCache();

/** The smaller distance between two offsets around the clock, minutes. */
const offsetDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 1440;
  return Math.min(d, 1440 - d);
};

interface Reference {
  zone: string | null;
  /** The last report while acclimatised to `zone` (EASA: "reporting at the reference time"). */
  reportedAt: number;
  /** Since when the crew has been in the theater it is in now (FAA: 72 h there). */
  stayZone: string | null;
  stayFrom: number;
}

/** The reference zone and acclimatisation state of a duty starting at `zone` (state updated). */
function acclimatise(reg: Regulation, ref: Reference, zone: string | null, report: number, restBefore: number | null, offsets: OffsetCache): { zone: string | null; acclimatised: boolean | 'unknown' } {
  const model = reg.acclimatisation;
  const here = offsets.at(zone, report);
  const diff = offsetDistance(here, offsets.at(ref.zone, report));
  const settle = () => {
    ref.zone = zone;
    ref.reportedAt = report;
    return { zone, acclimatised: true as const };
  };
  if (model.kind === 'local' || diff <= model.toleranceMinutes) return settle();
  const elapsed = report - ref.reportedAt;
  if (model.kind === 'theater') {
    const inTheater = offsetDistance(here, offsets.at(ref.stayZone, report)) <= model.toleranceMinutes ? report - ref.stayFrom : 0;
    if (inTheater >= model.inTheaterMinutes * MIN || (restBefore ?? 0) >= model.restMinutes) return settle();
    return { zone: ref.zone, acclimatised: false };
  }
  let row = model.rowsUpToMinutes.findIndex((m) => diff <= m);
  if (row < 0) row = model.rowsUpToMinutes.length - 1;
  let col = 0;
  model.columnsFromMinutes.forEach((from, i) => {
    if (elapsed >= from * MIN) col = i;
  });
  const state = model.values[row]?.[col] ?? 'X';
  if (state === 'D') return settle();
  if (state === 'B') return { zone: ref.zone, acclimatised: true };
  return { zone: ref.zone, acclimatised: 'unknown' };
}

/**
 * The duty periods of one crew member's legs (any order), oldest first, each with its
 * `DutyInput` (id = the first leg's id) and the figures the duty-period check shows.
 */
export function buildDuties<L extends DutyLeg>(reg: Regulation, legs: readonly L[], options: BuildOptions = {}, offsets = sharedOffsets): BuiltDuty<L>[] {
  const params = { preparationMinutes: reg.preparationMinutes, finishingMinutes: reg.finishingMinutes, minRestMinutes: reg.rest.minBeforeFdpMinutes };
  const periods = dutyPeriods(legs, params);
  const home = options.homeBaseIcao?.trim().toUpperCase() || null;
  const first = periods[0]?.legs[0];
  const startZone = options.homeZone ?? first?.departureZone ?? null;
  const ref: Reference = { zone: startZone, reportedAt: first ? periods[0]!.report : 0, stayZone: startZone, stayFrom: first ? periods[0]!.report : 0 };
  const out: BuiltDuty<L>[] = [];
  let prevRelease: number | null = null;
  periods.forEach((p, i) => {
    // one pass over the duty's legs: operating sectors, their end, flight time, pilots, rest facility, positioning around them
    let sectors = 0;
    let fdpEnd = p.report;
    let flight = 0;
    let peoples = Infinity;
    let worstClass = 0;
    let longest = 0;
    let firstOpDeparture = Infinity;
    let lastOpDeparture = -Infinity;
    for (const l of p.legs) {
      if (l.positioning) continue;
      sectors++;
      if (l.arrival > fdpEnd) fdpEnd = l.arrival;
      const block = Math.max(0, l.arrival - l.departure) / MIN;
      flight += block;
      if (block > longest) longest = block;
      if (l.pilots < peoples) peoples = l.pilots;
      if (l.restFacilityClass && l.restFacilityClass > worstClass) worstClass = l.restFacilityClass;
      if (l.departure < firstOpDeparture) firstOpDeparture = l.departure;
      if (l.departure > lastOpDeparture) lastOpDeparture = l.departure;
    }
    if (sectors === 0) peoples = 0;
    let before = false;
    let after = sectors === 0 && p.legs.length > 0;
    if (sectors > 0) {
      for (const l of p.legs) {
        if (!l.positioning) continue;
        if (l.departure < firstOpDeparture) before = true;
        if (l.departure > lastOpDeparture) after = true;
      }
    }
    const start = p.legs[0]!;
    let last = start;
    for (const l of p.legs) if (l.arrival >= last.arrival) last = l;
    const restBefore = prevRelease === null ? null : Math.round((p.report - prevRelease) / MIN);
    const where = acclimatise(reg, ref, start.departureZone, p.report, restBefore, offsets);
    const offset = offsets.at(where.zone, p.report);
    const input: DutyInput = {
      id: start.legId,
      report: p.report,
      fdpEnd,
      release: p.release,
      flightMinutes: Math.round(flight),
      reportTimeLocal: hhmm(Math.floor((p.report + offset * MIN) / MIN)),
      offsetMinutes: offset,
      restAtHomeBase: home !== null && start.departureIcao.toUpperCase() === home,
      // a crew still being formed is judged as the two-pilot crew it must become
      crewPilots: 'fixedMinutes' in reg.fdp.basic ? Math.max(1, peoples) : Math.max(2, peoples),
      sectors,
      positioningSectors: p.legs.length - sectors,
      acclimatised: where.acclimatised,
      longestSectorMinutes: Math.round(longest),
      restFacilityClass: worstClass > 0 ? (worstClass as RestFacilityClass) : undefined,
      operatorHasFRM: options.operatorHasFRM === true,
    };
    out.push({
      input,
      legs: p.legs,
      startIcao: start.departureIcao,
      endIcao: last.arrivalIcao,
      referenceZone: where.zone ?? 'UTC',
      acclimatised: where.acclimatised,
      peoples,
      transitDutyType: before && after ? 'both' : before ? 'before' : after ? 'after' : 'none',
      restBeforeMinutes: restBefore,
      restAfterMinutes: null,
    });
    if (i > 0) (out[i - 1] as { restAfterMinutes: number | null }).restAfterMinutes = restBefore;
    prevRelease = p.release;
    const tolerance = reg.acclimatisation.kind === 'local' ? 0 : reg.acclimatisation.toleranceMinutes;
    if (offsetDistance(offsets.at(last.arrivalZone, last.arrival), offsets.at(ref.stayZone, last.arrival)) > tolerance) {
      ref.stayZone = last.arrivalZone;
      ref.stayFrom = last.arrival;
    }
  });
  return out;
}
