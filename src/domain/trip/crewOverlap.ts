/**
 * A crew member is on one leg at a time (docs/decisions.md, "Crew overlap"): while assigned to a
 * leg — operating or positioning — the crew member is busy from the leg's planned departure to its
 * planned arrival (block times). Two busy windows clash when they share any instant; one leg
 * arriving exactly when the next departs does not clash. Declined assignments and cancelled legs
 * do not make anyone busy. Rest and duty limits beyond that are the duty-time check's business.
 * Instants are epoch milliseconds (UTC).
 */
import { CK, type CrewRefusal } from './crewAssignment';
import type { RefusalParams } from './errors';

/** A leg a crew member is (or would be) busy on. */
export interface BusyLeg {
  legId: string;
  departure: number;
  arrival: number;
  /** Cancelled legs keep nobody busy. */
  cancelled: boolean;
  /** The crew member declined this assignment: not busy. */
  declined: boolean;
}

/** True when the two legs' block times share an instant (half-open: [departure, arrival)). */
export function blocksOverlap(a: Pick<BusyLeg, 'departure' | 'arrival'>, b: Pick<BusyLeg, 'departure' | 'arrival'>): boolean {
  return a.departure < b.arrival && b.departure < a.arrival;
}

const busy = (l: Pick<BusyLeg, 'cancelled' | 'declined'>) => !l.cancelled && !l.declined;

/**
 * The first of the crew member's other legs (`others`, any order) that clashes with `leg`, earliest
 * departure first; null when the crew member is free for it. The leg itself is never a clash.
 */
export function firstCrewClash<L extends BusyLeg>(leg: Pick<BusyLeg, 'legId' | 'departure' | 'arrival'>, others: readonly L[]): L | null {
  const hits = others.filter((o) => o.legId !== leg.legId && busy(o) && blocksOverlap(leg, o));
  return hits.sort((a, b) => a.departure - b.departure || a.legId.localeCompare(b.legId))[0] ?? null;
}

/**
 * Every clash among one crew member's legs, as pairs (earlier departure first); used after legs
 * were moved. Only pairs involving one of `changed` (leg ids) are answered.
 */
export function crewClashes<L extends BusyLeg>(legs: readonly L[], changed: ReadonlySet<string>): [L, L][] {
  const live = legs.filter(busy).sort((a, b) => a.departure - b.departure || a.legId.localeCompare(b.legId));
  const out: [L, L][] = [];
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length && live[j]!.departure < live[i]!.arrival; j++) {
      if (live[i]!.legId === live[j]!.legId) continue;
      if ((changed.has(live[i]!.legId) || changed.has(live[j]!.legId)) && blocksOverlap(live[i]!, live[j]!)) out.push([live[i]!, live[j]!]);
    }
  }
  return out;
}

/** What the refusal names: the crew member and the leg clashed with. */
export interface ClashText {
  crew: string;
  flightNo: string | null;
  tripNumber: string;
  legNumber: number;
  departureIcao: string;
  arrivalIcao: string;
  departureUtc: string;
  arrivalUtc: string;
  departureZone?: string | null;
  arrivalZone?: string | null;
}

const utcText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The refusal of a clash. `departure`/`arrival` are UTC texts; `departureUtc`/`arrivalUtc` (with the
 * airports' zones) let a screen show them in the user's time type instead (`displayParams`).
 */
export function crewOverlapRefusal(c: ClashText): CrewRefusal {
  const params: RefusalParams = {
    crew: c.crew,
    flight: c.flightNo?.trim() ? c.flightNo.trim() : `${c.tripNumber}-${c.legNumber}`,
    tripNumber: c.tripNumber,
    legNumber: c.legNumber,
    route: `${c.departureIcao}–${c.arrivalIcao}`,
    departure: utcText(c.departureUtc),
    arrival: utcText(c.arrivalUtc),
    departureUtc: c.departureUtc,
    arrivalUtc: c.arrivalUtc,
    ...(c.departureZone ? { departureZone: c.departureZone } : {}),
    ...(c.arrivalZone ? { arrivalZone: c.arrivalZone } : {}),
  };
  return { ok: false, key: CK.crewOverlap, params };
}
