/**
 * Records around a leg (requirements D3 "Diversion", "Outsourced (civil) leg", D4 "Making a
 * new leg from a cancelled one…", D5, D9): when a diversion may be recorded or cancelled, the
 * amount of an outsourced leg, and which passengers a leg renewed from a cancelled one brings.
 * Pure functions; refusal keys (namespace `trip`, texts in locales/*\/legRecords.json) are `LRK`.
 */
import { TK, type RefusalParams, type TripErrorKey } from './errors';
import type { LegFacts, TripFacts } from './facts';
import { isRefusal, legAt, noLaterLegDeparted, tripChangeable } from './guards';
import { LegState } from './states';
import { DiversionStatus } from './statuses';

/** Refusal and field keys of the records around a leg. Parameters noted beside each key. */
export const LRK = {
  /** A diversion is recorded only for a released or flying leg. */
  diversionLegState: 'trip.error.diversionLegState',
  diversionNotActive: 'trip.error.diversionNotActive',
  /** One outsourced (civil) leg per leg. */
  civilLegExists: 'trip.error.civilLegExists',
  amountInvalid: 'trip.error.amountInvalid',
  amountNotPositive: 'trip.error.amountNotPositive',
  currencyInvalid: 'trip.error.currencyInvalid',
  renewFromCancelledOnly: 'trip.error.renewFromCancelledOnly',
  legAlreadyRenewed: 'trip.error.legAlreadyRenewed',
  /** Selecting passengers needs at least one (D5). */
  passengerSelectionRequired: 'trip.error.passengerSelectionRequired',
  passengerNotOnLeg: 'trip.error.passengerNotOnLeg', // {id}
} as const;
export type LegRecordKey = (typeof LRK)[keyof typeof LRK];
export const LEG_RECORD_KEYS: readonly LegRecordKey[] = Object.freeze(Object.values(LRK));

/** A rule of this file said no (its key, or a shared trip key). */
export interface RecordRefusal {
  ok: false;
  key: LegRecordKey | TripErrorKey;
  params?: RefusalParams;
}
export type RecordResult<T> = { ok: true; value: T } | RecordRefusal;

const yes = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const no = (key: LegRecordKey | TripErrorKey, params?: RefusalParams): RecordRefusal => (params ? { ok: false, key, params } : { ok: false, key });

/** Leg states in which a diversion can be recorded: released (31) or flying (4). */
export const DIVERSION_LEG_STATES: readonly LegState[] = [LegState.released, LegState.flying];

/** A diversion (alternate) can be recorded once the leg is released and until it has landed. */
export function addDiversion(leg: Pick<LegFacts, 'state'>): RecordResult<{ status: typeof DiversionStatus.normal }> {
  return DIVERSION_LEG_STATES.includes(leg.state) ? yes({ status: DiversionStatus.normal }) : no(LRK.diversionLegState);
}

/** A normal diversion (2) becomes cancelled (1); cancelling twice is refused. */
export function cancelDiversion(status: number): RecordResult<{ status: typeof DiversionStatus.cancelled }> {
  return status === DiversionStatus.normal ? yes({ status: DiversionStatus.cancelled }) : no(LRK.diversionNotActive);
}

/** An outsourced leg is added to a leg that is not cancelled and has none yet. */
export function addCivilLeg(leg: Pick<LegFacts, 'state'>, hasOne: boolean): RecordResult<null> {
  if (leg.state === LegState.cancelled) return no(TK.cancelledLegNotEditable);
  return hasOne ? no(LRK.civilLegExists) : yes(null);
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** The amount of an outsourced leg: a decimal with up to 2 decimals (D9), more than 0 (D5). Null when valid. */
export function civilAmountIssue(amount: string): LegRecordKey | null {
  const s = amount.trim();
  if (!AMOUNT.test(s)) return LRK.amountInvalid;
  return /[1-9]/.test(s) ? null : LRK.amountNotPositive;
}

/** The amount with exactly two decimals ('12.5' → '12.50'); the input must be valid. */
export function civilAmountText(amount: string): string {
  const [whole = '0', frac = ''] = amount.trim().split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`;
}

/** ISO 4217 code shape: three capital letters. */
export const currencyValid = (c: string): boolean => /^[A-Z]{3}$/.test(c);

type RenewTrip = TripFacts<Pick<LegFacts, 'state' | 'isFerry'>>;

/**
 * A new leg made from the cancelled leg at `index` goes right after it (index + 1) and starts
 * not evaluated. Refused for a locked, cancelled or completed trip, a source that is not
 * cancelled or was renewed already, and when a later leg is flying or flown (as an insertion).
 */
export function renewLeg(trip: RenewTrip, index: number, alreadyRenewed: boolean): RecordResult<{ index: number; state: typeof LegState.notEvaluated }> {
  const closed = tripChangeable(trip);
  if (closed) return closed;
  const leg = legAt(trip.legs, index);
  if (isRefusal(leg)) return leg;
  if (leg.state !== LegState.cancelled) return no(LRK.renewFromCancelledOnly);
  if (alreadyRenewed) return no(LRK.legAlreadyRenewed);
  const later = noLaterLegDeparted(trip.legs, index + 1);
  if (later) return later;
  return yes({ index: index + 1, state: LegState.notEvaluated });
}

/** How a renewed leg takes passengers: none, the cancelled leg's merged with the previous live leg's, or chosen ones. */
export const PassengerMode = { empty: 'empty', merge: 'merge', select: 'select' } as const;
export type PassengerMode = (typeof PassengerMode)[keyof typeof PassengerMode];
export const PASSENGER_MODES: readonly PassengerMode[] = Object.freeze(Object.values(PassengerMode));

export interface PassengerLike {
  id: string;
  name: string;
  documentNumber: string | null;
}

/** Who a passenger is for de-duplication: the document number, or the name when there is none. */
export function passengerIdentity(p: Pick<PassengerLike, 'name' | 'documentNumber'>): string {
  const doc = (p.documentNumber ?? '').trim().toUpperCase();
  return doc !== '' ? `doc:${doc}` : `name:${p.name.trim().toLowerCase()}`;
}

/** `first` then the passengers of `second` not already there, each identity once. */
export function mergePassengers<P extends PassengerLike>(first: readonly P[], second: readonly P[]): P[] {
  const seen = new Set<string>();
  const out: P[] = [];
  for (const p of [...first, ...second]) {
    const k = passengerIdentity(p);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(p);
  }
  return out;
}

/**
 * The passengers a renewed leg brings: `empty` none; `merge` the cancelled leg's merged with the
 * previous live leg's; `select` the chosen ones of the cancelled leg (at least one, each on it).
 */
export function renewPassengers<P extends PassengerLike>(
  mode: PassengerMode,
  cancelled: readonly P[],
  previous: readonly P[],
  selected: readonly string[] = [],
): RecordResult<P[]> {
  if (mode === PassengerMode.empty) return yes([]);
  if (mode === PassengerMode.merge) return yes(mergePassengers(cancelled, previous));
  if (selected.length === 0) return no(LRK.passengerSelectionRequired);
  const byId = new Map(cancelled.map((p) => [p.id, p]));
  const missing = selected.find((id) => !byId.has(id));
  if (missing !== undefined) return no(LRK.passengerNotOnLeg, { id: missing });
  const chosen = new Set(selected);
  return yes(cancelled.filter((p) => chosen.has(p.id)));
}
