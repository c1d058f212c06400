/**
 * Rosters of one crew type (pilots, cabin crew, maintenance engineers): which roles a roster fills,
 * which legs still miss one, the days of a period in the operator's zone, and what changed since a
 * period was published (docs/decisions.md "Rosters").
 */
import { ROLE_CREW_TYPE, ROLE_SCHEDULE_AREA, type CrewType, type LegCrewRole } from '../trip/crewAssignment';
import { wallToUtc } from '../trip/wallTime';
import { addDays, daysBetween, isCalendarDate, todayIn } from '../expiry';

/** The longest period a roster shows or publishes, days (the Gantt's window limit). */
export const ROSTER_MAX_DAYS = 62;

/** The roles a roster of each crew type fills. */
export const ROSTER_ROLES: Readonly<Record<CrewType, readonly LegCrewRole[]>> = Object.freeze({
  pilot: Object.freeze((Object.keys(ROLE_CREW_TYPE) as LegCrewRole[]).filter((r) => ROLE_CREW_TYPE[r] === 'pilot')),
  cabin: Object.freeze((Object.keys(ROLE_CREW_TYPE) as LegCrewRole[]).filter((r) => ROLE_CREW_TYPE[r] === 'cabin')),
  maintenance: Object.freeze((Object.keys(ROLE_CREW_TYPE) as LegCrewRole[]).filter((r) => ROLE_CREW_TYPE[r] === 'maintenance')),
});

/** The permission area of a crew type's roster (`schedulePilot`, …): keys `<area>:list|add|edit|delete|publish`. */
export function rosterArea(crewType: CrewType): string {
  return ROLE_SCHEDULE_AREA[ROSTER_ROLES[crewType][0]!];
}

/** How many cabin crew and engineers a leg of the aircraft's type carries (the type's complement). */
export interface CrewComplement {
  cabinCrewCount: number;
  engineerCount: number;
}

/**
 * The roles of a crew type a leg still misses, given the seats taken (assignments not declined and
 * not positioning): pilots a PIC and a SIC; cabin crew and engineers as many as the aircraft type
 * carries (none when the type carries none).
 */
export function missingRoles(crewType: CrewType, seats: readonly { role: LegCrewRole }[], complement: CrewComplement): LegCrewRole[] {
  const count = (role: LegCrewRole) => seats.filter((s) => s.role === role).length;
  if (crewType === 'pilot') return (['pic', 'sic'] as const).filter((r) => count(r) === 0);
  if (crewType === 'cabin') return count('cabin') < complement.cabinCrewCount ? ['cabin'] : [];
  return count('maintenance') < complement.engineerCount ? ['maintenance'] : [];
}

/**
 * The role a leg dropped on a crew member is given: the only missing one, or null when the user
 * must pick (a pilot leg missing both PIC and SIC) or nothing is missing.
 */
export function dropRole(missing: readonly LegCrewRole[]): LegCrewRole | null {
  return missing.length === 1 ? missing[0]! : null;
}

/** A period of whole days [fromDate, toDate] in `zone`: its UTC bounds [from, to). Null when not a valid period. */
export function periodBounds(fromDate: string, toDate: string, zone: string): { from: string; to: string; days: number } | null {
  if (!isCalendarDate(fromDate) || !isCalendarDate(toDate)) return null;
  const days = daysBetween(fromDate, toDate) + 1;
  if (days < 1 || days > ROSTER_MAX_DAYS) return null;
  const from = wallToUtc(fromDate, '00:00', 'Local', zone);
  const to = wallToUtc(addDays(toDate, 1), '00:00', 'Local', zone);
  return from && to ? { from, to, days } : null;
}

/** The calendar day of a leg's departure in `zone` (the day a roster puts it on). */
export const rosterDay = (departureUtc: string | number, zone: string): string => todayIn(departureUtc, zone);

/** One assignment as a publication keeps it. */
export interface RosterEntry {
  assignmentId: string;
  legId: string;
  crewId: string;
  role: string;
}

/** A published period with what it held. */
export interface PublishedPeriod {
  id: string;
  fromDate: string;
  toDate: string;
  /** When published (epoch ms): the latest publication covering a day speaks for it. */
  time: number;
  snapshot: readonly RosterEntry[];
}

/** The latest publication covering each day asked for (null: never published). */
export function latestCovering(publications: readonly PublishedPeriod[]): (day: string) => PublishedPeriod | null {
  const sorted = [...publications].sort((a, b) => b.time - a.time || b.id.localeCompare(a.id));
  const memo = new Map<string, PublishedPeriod | null>();
  return (day) => {
    if (!memo.has(day)) memo.set(day, sorted.find((p) => p.fromDate <= day && day <= p.toDate) ?? null);
    return memo.get(day)!;
  };
}

/**
 * What the crew were last told of the days in `inPeriod`: for each day, the entries of the latest
 * publication covering it whose leg departs that day (`dayOfLeg`: null for a leg not known here).
 */
export function publishedEntries(publications: readonly PublishedPeriod[], dayOfLeg: (legId: string) => string | null, inPeriod: (day: string) => boolean = () => true): RosterEntry[] {
  const latest = latestCovering(publications);
  const out: RosterEntry[] = [];
  for (const p of publications)
    for (const e of p.snapshot) {
      const day = dayOfLeg(e.legId);
      if (day !== null && inPeriod(day) && latest(day)?.id === p.id) out.push(e);
    }
  return out;
}

/**
 * Change marks of a roster: assignments added since the latest publication covering their leg's
 * day (`changed`), and entries that publication held which are gone (`removed`: ghost marks).
 * Days never published carry no marks.
 */
export function rosterChanges(
  current: readonly (RosterEntry & { day: string })[],
  publications: readonly PublishedPeriod[],
  dayOfLeg: (legId: string) => string | null,
): { changed: string[]; removed: RosterEntry[] } {
  const latest = latestCovering(publications);
  const changed = current.filter((a) => {
    const p = latest(a.day);
    return p !== null && !p.snapshot.some((e) => e.assignmentId === a.assignmentId);
  });
  const now = new Set(current.map((a) => a.assignmentId));
  const removed = publishedEntries(publications, dayOfLeg).filter((e) => !now.has(e.assignmentId));
  return { changed: changed.map((a) => a.assignmentId), removed };
}

/** Crew members whose assignments differ between what they were told and what the roster holds now. */
export function crewToNotify(now: readonly RosterEntry[], told: readonly RosterEntry[]): string[] {
  const key = (e: RosterEntry) => `${e.assignmentId}|${e.legId}|${e.role}`;
  const sets = (list: readonly RosterEntry[]) => {
    const m = new Map<string, Set<string>>();
    for (const e of list) m.set(e.crewId, (m.get(e.crewId) ?? new Set()).add(key(e)));
    return m;
  };
  const a = sets(now);
  const b = sets(told);
  const out: string[] = [];
  for (const crewId of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(crewId) ?? new Set<string>();
    const y = b.get(crewId) ?? new Set<string>();
    if (x.size !== y.size || [...x].some((k) => !y.has(k))) out.push(crewId);
  }
  return out.sort();
}
