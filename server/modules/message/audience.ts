/**
 * Who may hear of an event and what a message says of it. Visibility repeats, for one event in
 * hand, the filters every list applies (`legScope`, `tripScope`): nobody hears of a customer, an
 * aircraft or an airport their data permissions leave out.
 */
import { and, eq } from 'drizzle-orm';
import { isSeatKey, type SeatKey } from '../../../src/domain/access/seats';
import { defaultTemplate, SEAT_MESSAGE, seatMessageTemplate, timeToken, type MessageTemplate, type TemplateVars } from '../../../src/domain/message';
import type { DbOrTx } from '../../db/client';
import { seats, users, userSeats } from '../../db/schema';
import type { Principal } from '../../lib/context';
import { grantAllows } from '../../lib/dataScope';
import { translate } from '../../lib/messages';
import { principalBaseOf, type AccessService } from '../account/accessService';
import type { EventFacts } from './eventRepository';

export function canSee(principal: Principal, e: EventFacts): boolean {
  // an aircraft's own message (a certificate reminder) follows the aircraft dimension
  const aircraftId = e.payload.aircraftId;
  if (!e.legId && typeof aircraftId === 'string' && !grantAllows(principal, 'aircraft', aircraftId)) return false;
  // a crew member's own message (a document reminder) follows the crew dimensions, as the crew lists do
  const crewId = e.payload.crewId;
  if (!e.legId && typeof crewId === 'string') {
    if (!grantAllows(principal, 'crew', crewId)) return false;
    if (typeof e.payload.crewType === 'string' && !grantAllows(principal, 'crewType', e.payload.crewType)) return false;
    if ('baseIcao' in e.payload && !grantAllows(principal, 'base', typeof e.payload.baseIcao === 'string' ? e.payload.baseIcao : null)) return false;
  }
  // a message written to seats is about no customer, aircraft or airport
  if (!e.tripId && !e.legId && !e.intentionId) return true;
  if (!grantAllows(principal, 'customer', e.customerId)) return false;
  if (e.legId) {
    // a leg without an aircraft is not restricted by the aircraft dimension (as the lists' SQL `in` would refuse NULL, so do we)
    if (!grantAllows(principal, 'aircraft', e.aircraftId)) return false;
    if (!grantAllows(principal, 'departureIcao', e.departureIcao)) return false;
    if (!grantAllows(principal, 'arrivalIcao', e.arrivalIcao)) return false;
  }
  return true;
}

export function varsOf(e: EventFacts): TemplateVars {
  const p = e.payload;
  const reason = [p.reason, p.cancelNote, p.note, p.delayReason].find((v) => typeof v === 'string' && v.trim()) as string | undefined;
  return {
    tripNumber: e.tripNumber,
    legNumber: e.legNumber,
    route: e.departureIcao && e.arrivalIcao ? `${e.departureIcao}-${e.arrivalIcao}` : null,
    // a token: each reader sees it in their own time type (src/domain/message/times.ts)
    departureTime: e.plannedDepartureUtc ? timeToken(e.plannedDepartureUtc, e.departureTimeZone) : null,
    tailNo: e.tailNo ?? (typeof p.tailNo === 'string' ? p.tailNo : null),
    customer: e.customerName,
    author: e.userName,
    reason: reason ?? null,
    // a certificate reminder: the type's name in each language, its end date and days left;
    // a crew document reminder: the document's name per language as written by the job, and the crew member (also of a roster)
    document: typeof p.certType === 'string' ? labelsOf(`fleetCertificate.type.${p.certType}`) : languagesOf(p.document),
    crew: typeof p.crewName === 'string' ? `${typeof p.workNo === 'string' ? `${p.workNo} ` : ''}${p.crewName}` : null,
    endDate: typeof p.endDate === 'string' ? p.endDate : null,
    daysLeft: typeof p.daysLeft === 'number' ? p.daysLeft : null,
    // a published roster: the crew member (above), the period's days and how many legs it holds for them
    period: typeof p.fromDate === 'string' && typeof p.toDate === 'string' ? `${p.fromDate} ~ ${p.toDate}` : null,
    legCount: typeof p.legCount === 'number' ? p.legCount : null,
  };
}

/** A `{ zh, zhtw, en }` payload value as a per-language template value (anything else: none). */
function languagesOf(v: unknown): { zh: string; zhtw: string; en: string } | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  return typeof o.zh === 'string' && typeof o.zhtw === 'string' && typeof o.en === 'string' ? { zh: o.zh, zhtw: o.zhtw, en: o.en } : null;
}

const labelsOf = (key: string) => ({ zh: translate(key, 'zh'), zhtw: translate(key, 'zhtw'), en: translate(key, 'en') });

export interface Member {
  userId: string;
  userName: string;
  personName: string;
  email: string | null;
  mobile: string | null;
  seats: Set<string>;
  principal: Principal;
}

/** The company's enabled users with their seats and effective data permissions. */
export async function loadMembers(db: DbOrTx, access: AccessService, companyId: string): Promise<Member[]> {
  const rows = await db
    .select({ user: users, seatKey: seats.keyName })
    .from(users)
    .leftJoin(userSeats, eq(userSeats.userId, users.id))
    .leftJoin(seats, eq(seats.id, userSeats.seatId))
    .where(and(eq(users.companyId, companyId), eq(users.status, 1)));
  const byId = new Map<string, { user: (typeof rows)[number]['user']; seats: Set<string> }>();
  for (const r of rows) {
    const m = byId.get(r.user.id) ?? { user: r.user, seats: new Set<string>() };
    if (r.seatKey) m.seats.add(r.seatKey);
    byId.set(r.user.id, m);
  }
  const principals = await access.loadCompany(companyId, [...byId.values()].map(({ user }) => principalBaseOf(user)));
  const out: Member[] = [];
  for (const { user, seats: held } of byId.values()) {
    const principal = principals.get(user.id);
    if (!principal) continue;
    out.push({ userId: user.id, userName: user.userName, personName: user.personName, email: user.email, mobile: user.mobile, seats: held, principal });
  }
  return out;
}

/** The template that applies to an event: the company's or the default; a seat message names its own seats and text. */
export function templateFor(e: EventFacts, templates: ReadonlyMap<string, MessageTemplate>): MessageTemplate {
  const base = templates.get(e.functionCode) ?? defaultTemplate(e.functionCode);
  if (e.functionCode !== SEAT_MESSAGE) return base;
  const p = e.payload;
  const seats = (Array.isArray(p.seats) ? p.seats : []).filter((x): x is SeatKey => typeof x === 'string' && isSeatKey(x));
  return seatMessageTemplate(base, seats, String(p.title ?? ''), String(p.content ?? ''));
}
