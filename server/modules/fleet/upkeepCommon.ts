/** Helpers the fault and maintenance services share: times from the bodies, tail numbers, field refusals. */
import { inArray } from 'drizzle-orm';
import { FK, FUTURE_SLACK_MS } from '../../../src/domain/fleet/errors';
import type { DbOrTx } from '../../db/client';
import { aircraft, tripLegs } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** 400 with `result.fields.<name>.key`. */
export const field = (name: string, key: string, params?: object) => badRequest({ fields: { [name]: { key, ...(params ? { params } : {}) } } });

/** An ISO instant the schema let through (its format); a date the calendar lacks still answers 400. */
export function instant(iso: string, name = 'time'): Date {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1900 || d.getUTCFullYear() > 2200) throw field(name, 'validation.date.invalid');
  return d;
}

/** Not more than FUTURE_SLACK_MS ahead of now. */
export function notFuture(name: string, at: Date, now = Date.now()) {
  if (at.getTime() > now + FUTURE_SLACK_MS) throw field(name, FK.inFuture);
}

/** A reported time within the slack ahead of now counts as now (the status follows it at once). */
export const clamp = (at: Date) => (at.getTime() > Date.now() ? new Date() : at);

/** id → tail number of these aircraft. */
export async function tailsOf(tx: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: aircraft.id, tailNo: aircraft.tailNo }).from(aircraft).where(inArray(aircraft.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.tailNo]));
}

/** Legs' names as dispatch says them (flight no., else trip-leg number), by id. */
export async function legNamesOf(tx: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: tripLegs.id, flightNo: tripLegs.flightNo, tripNumber: tripLegs.tripNumber, legNumber: tripLegs.legNumber }).from(tripLegs).where(inArray(tripLegs.id, wanted));
  return new Map(rows.map((r) => [r.id, r.flightNo || `${r.tripNumber}-${r.legNumber}`]));
}

/** A row without its tenant and author ids. */
export function publicRow<T extends { companyId: string; createAuthorId: string | null; updateAuthorId: string | null }>(row: T): Omit<T, 'companyId' | 'createAuthorId' | 'updateAuthorId'> {
  const { companyId: _c, createAuthorId: _a, updateAuthorId: _u, ...rest } = row;
  return rest;
}
