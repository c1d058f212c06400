/**
 * The glue between rows and the domain rules of src/domain/trip: facts from rows, refusals as
 * AppErrors, the leg form check. No rule is decided here.
 */
import type { ErrorKey } from '../../../../src/domain/api';
import { TK, type Refusal, type Result } from '../../../../src/domain/trip/errors';
import type { LegFacts, TripFacts } from '../../../../src/domain/trip/facts';
import { legFactsOf } from '../../../../src/domain/trip/legDetail';
import type { LegInput } from '../../../../src/domain/trip/legInput';
import { legValidation, type LegForm, type LegFormIssue } from '../../../../src/domain/trip/legForm';
import type { LegState, TripStatus } from '../../../../src/domain/trip/states';
import { confirmAirworthiness } from '../../../../src/domain/trip/legFlow';
import type { Author } from '../../../lib/crud';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { LegRow, TripRow } from './tripRepository';

/** A refusal of a domain rule → 400 with the refusal's key (namespace `trip`) and its parameters. */
export function refusalError(r: Refusal): AppError {
  return new AppError(400, r.key, r.params ?? null);
}

/** The value of a domain result, or throws its refusal. */
export function allowed<T>(r: Result<T>): T {
  if (!r.ok) throw refusalError(r);
  return r.value;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function legFacts(leg: LegRow): LegFacts {
  return legFactsOf({ ...leg, plannedDepartureUtc: iso(leg.plannedDepartureUtc), actualOffUtc: iso(leg.actualOffUtc), actualOnUtc: iso(leg.actualOnUtc) });
}

export function tripFacts(trip: TripRow, legs: readonly LegRow[]): TripFacts<LegFacts> {
  return { status: trip.status as TripStatus, locked: trip.locked, legs: legs.map(legFacts) };
}

/** The leg fields a user writes (one definition with the browser's api, in the domain). */
export type { LegInput };

/** A leg's route and times as the form checks them. */
export interface FormLeg {
  purpose: string;
  operationNature: string;
  departureIcao: string;
  arrivalIcao: string;
  plannedDepartureUtc: string | Date;
  plannedArrivalUtc: string | Date;
}

const utc = (t: string | Date) => (typeof t === 'string' ? new Date(t) : t).toISOString();

/** The D5 leg form of a leg written in UTC, with its neighbours for continuity. */
export function formOf(leg: FormLeg, previousArrivalIcao: string | null, nextDepartureIcao: string | null): LegForm {
  const dep = utc(leg.plannedDepartureUtc);
  const arr = utc(leg.plannedArrivalUtc);
  return {
    purpose: leg.purpose,
    operationNature: leg.operationNature,
    departureIcao: leg.departureIcao,
    arrivalIcao: leg.arrivalIcao,
    departureDate: dep.slice(0, 10),
    departureTime: dep.slice(11, 16),
    arrivalDate: arr.slice(0, 10),
    arrivalTime: arr.slice(11, 16),
    departureOffsetMinutes: 0,
    arrivalOffsetMinutes: 0,
    previousArrivalIcao,
    nextDepartureIcao,
  };
}

export interface CheckedLeg {
  /** 1-based position in the trip, for messages. */
  legNumber: number;
  form: LegForm;
  /** Prefix of the field names in the answer ('legs.0.' for a create, '' for one leg). */
  prefix: string;
}

/**
 * Runs `legValidation` on each leg: errors → 400 `error.requestParameter` with
 * `result.fields.<field>.key`; warnings without `confirm` → 400 `trip.error.confirmationRequired`
 * with `result.warnings`.
 */
export function checkLegForms(legs: readonly CheckedLeg[], confirm: boolean): void {
  const fields: Record<string, { key: string; params?: LegFormIssue['params'] }> = {};
  const warnings: { legNumber: number; field: string | null; key: string; params?: LegFormIssue['params'] }[] = [];
  for (const { legNumber, form, prefix } of legs) {
    const r = legValidation(form);
    for (const e of r.errors) fields[`${prefix}${e.field ?? 'leg'}`] ??= e.params ? { key: e.key, params: e.params } : { key: e.key };
    for (const w of r.warnings) warnings.push({ legNumber, field: w.field, key: w.key, ...(w.params ? { params: w.params } : {}) });
  }
  if (Object.keys(fields).length > 0) throw badRequest({ fields });
  if (warnings.length > 0 && !confirm) throw new AppError(400, TK.confirmationRequired, { warnings });
}

/** Nearest leg that is not cancelled, looking back from `index - 1` or forward from `index`. */
export function neighbour<L extends { legState: number }>(legs: readonly L[], index: number, dir: -1 | 1): L | null {
  for (let i = dir < 0 ? index - 1 : index; i >= 0 && i < legs.length; i += dir) if (legs[i]!.legState !== 0) return legs[i]!;
  return null;
}

const minutesBetween = (a: string | Date, b: string | Date) => Math.round((new Date(b).getTime() - new Date(a).getTime()) / 60_000);

/** Insert values of a leg input (ETE defaults to arrival minus departure). */
export function legValues(input: LegInput) {
  return {
    flightNo: input.flightNo ?? null,
    purpose: input.purpose,
    operationNature: input.operationNature,
    departureIcao: input.departureIcao,
    arrivalIcao: input.arrivalIcao,
    plannedDepartureUtc: new Date(input.plannedDepartureUtc),
    plannedArrivalUtc: new Date(input.plannedArrivalUtc),
    eteMinutes: input.eteMinutes ?? minutesBetween(input.plannedDepartureUtc, input.plannedArrivalUtc),
    note: input.note ?? null,
  };
}

type Internal = 'companyId' | 'createAuthorId' | 'updateAuthorId';
/** A row as the API answers it: without its company and author ids. */
export function publicView<R extends Record<Internal, unknown>>(row: R): Omit<R, Internal> {
  const { companyId: _c, createAuthorId: _a, updateAuthorId: _u, ...rest } = row;
  return rest;
}
export const tripView = (row: TripRow): Omit<TripRow, Internal> => publicView(row);
export const legView = (row: LegRow): Omit<LegRow, Internal> => publicView(row);

/** The leg `legId` among a trip's legs and ferry legs (as a command sees them), or 404. */
export function legAmong(legs: readonly LegRow[], ferries: readonly LegRow[], legId: string): LegRow {
  const leg = legs.find((l) => l.id === legId) ?? ferries.find((l) => l.id === legId);
  if (!leg) throw notFound();
  return leg;
}

/** The author columns of a new row: created and last updated by `a`. */
export const authorColumns = (a: Author) => ({ createAuthorId: a.id, createAuthor: a.name, updateAuthorId: a.id, updateAuthor: a.name });

/**
 * Guards and next state of a readiness item the domain has no command of its own for yet (the crew
 * flag kept by crew scheduling — legCrewService.ts, crewRejudge.ts —, removing a flight plan): `confirmAirworthiness`
 * re-confirming the current value runs exactly the domain's readiness guards and its
 * state-after-an-item rule on the changed facts.
 * 'unairworthy' stands in for "no confirmation yet": `isAirworthy` treats both alike.
 */
export function readinessItem(leg: LegFacts, change: Partial<Pick<LegFacts, 'hasCrew' | 'hasFlightPlan'>>): LegState {
  return allowed(confirmAirworthiness({ ...leg, ...change }, leg.airworthiness ?? 'unairworthy')).state;
}
