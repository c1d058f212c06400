/**
 * Business intentions beyond the transitions of ./intention: which commands an intention allows
 * (for the screen's row actions and the edit route), the default route of a trip initiated from
 * one (legs from the requested legs, arrival from an ETE estimate), and wall-clock input in the
 * user's time type. Pure: no DOM, no Node.
 */
import type { TimeType } from '../timeType';
import { TK, ok, refuse, type Result } from './errors';
import { DEFAULT_CRUISE_KMH } from './legOptions';
import { cancelIntention, confirmIntention, initiateTrip, rejectIntention, type IntentionFacts } from './intention';
import { estimateEteMinutes, greatCircleKm, type LatLon } from './schedule';
import { IntentionStatus } from './states';
import { BEIJING_ZONE, isKnownZone, zoneOffsetMinutes } from './time';

/** Fields of an intention change while it is to confirm; afterwards it is a record. */
export function editIntention(i: IntentionFacts): Result<null> {
  return i.status === IntentionStatus.toConfirm ? ok(null) : refuse(TK.wrongIntentionStatus);
}

export const INTENTION_ACTIONS = ['edit', 'confirm', 'reject', 'cancel', 'initiate'] as const;
export type IntentionAction = (typeof INTENTION_ACTIONS)[number];

/** The commands the domain allows on an intention now (the reject reason aside). */
export function intentionActions(i: IntentionFacts): IntentionAction[] {
  const checks: Record<IntentionAction, () => { ok: boolean }> = {
    edit: () => editIntention(i),
    confirm: () => confirmIntention(i),
    reject: () => rejectIntention(i, 'reason'),
    cancel: () => cancelIntention(i),
    initiate: () => initiateTrip(i),
  };
  return INTENTION_ACTIONS.filter((a) => checks[a]().ok);
}

/**
 * Cruise speed (km/h) assumed for the ETE of a trip initiated from an intention: the intention
 * names no aircraft type yet, so the trip form's default (./legOptions) applies.
 */
export { DEFAULT_CRUISE_KMH };
/** Purpose and operation nature of the legs of a trip initiated from an intention (editable on the trip). */
export const INITIATED_LEG_PURPOSE = 'business';
export const INITIATED_LEG_NATURE = 'charter';

export interface RequestedRoute {
  departureIcao: string;
  arrivalIcao: string;
  /** ISO 8601 UTC. */
  departureUtc: string;
}

/** A planned leg for a requested one: arrival = departure + ETE at the cruise speed (taxi included). */
export function plannedLegOf(req: RequestedRoute, from: LatLon, to: LatLon, cruiseKmh = DEFAULT_CRUISE_KMH) {
  const eteMinutes = Math.max(5, estimateEteMinutes(greatCircleKm(from, to), cruiseKmh));
  const departure = new Date(req.departureUtc);
  return {
    purpose: INITIATED_LEG_PURPOSE,
    operationNature: INITIATED_LEG_NATURE,
    departureIcao: req.departureIcao,
    arrivalIcao: req.arrivalIcao,
    plannedDepartureUtc: departure.toISOString(),
    plannedArrivalUtc: new Date(departure.getTime() + eteMinutes * 60_000).toISOString(),
    eteMinutes,
  };
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/**
 * A wall-clock 'YYYY-MM-DD HH:mm' in a time type as an ISO UTC instant (null for bad text). Local
 * uses the airport's IANA zone (daylight saving included); an unknown zone reads as UTC, as the
 * lists show it.
 */
export function wallToUtc(wall: string, timeType: TimeType, zone?: string | null): string | null {
  const m = WALL.exec(wall.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(asUtc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  const iana = timeType === 'UTC' ? null : timeType === 'Beijing' ? BEIJING_ZONE : isKnownZone(zone) ? zone : null;
  if (!iana) return back.toISOString();
  // the offset at the guessed instant, then once more at the corrected one (daylight-saving edges)
  let ms = asUtc - zoneOffsetMinutes(iana, asUtc) * 60_000;
  ms = asUtc - zoneOffsetMinutes(iana, ms) * 60_000;
  return new Date(ms).toISOString();
}

/** The route of an intention in one line: 'ZBAA → ZSSS → ZBAA' (a gap shows as ' / '). */
export function routeText(legs: readonly { departureIcao: string; arrivalIcao: string }[]): string {
  let out = '';
  for (const [i, l] of legs.entries()) {
    if (i === 0) out = `${l.departureIcao} → ${l.arrivalIcao}`;
    else out += legs[i - 1]!.arrivalIcao === l.departureIcao ? ` → ${l.arrivalIcao}` : ` / ${l.departureIcao} → ${l.arrivalIcao}`;
  }
  return out;
}
