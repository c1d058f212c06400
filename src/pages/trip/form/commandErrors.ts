/**
 * What a failed trip command means for the form that sent it (pure; the request layer has
 * already shown its toast): field errors to put back on the fields, warnings to confirm, or a
 * stale version (412: the data changed, close the window and reload).
 */
import type { RuleError } from '../../../domain/validation';
import { TK } from '../../../domain/trip/errors';
import { LEG_FIELDS, type LegErrors, type LegField, type LegWarning } from './legDraft';

export type CommandFailure =
  | {
      kind: 'fields';
      /** Trip fields (customerId, contractName, note, reason…). */
      header: Record<string, RuleError>;
      /** Rows of a create, by index (`legs.<i>.<field>`). */
      legs: Record<number, LegErrors>;
      /** The one leg of a leg command (`leg.<field>`, or a bare leg field of an edit). */
      leg: LegErrors;
    }
  | { kind: 'confirm'; warnings: LegWarning[] }
  | { kind: 'stale' }
  | { kind: 'other' };

interface Body {
  key?: string;
  result?: unknown;
}

/** Server field → row field: the form splits instants into date and time, 'flightTime' is the ETE. */
function legFieldOf(name: string): LegField | null {
  if (name === 'plannedDepartureUtc') return 'departureDate';
  if (name === 'plannedArrivalUtc') return 'arrivalDate';
  if (name === 'eteMinutes' || name === 'flightTime') return 'ete';
  return (LEG_FIELDS as readonly string[]).includes(name) ? (name as LegField) : null;
}

function place(out: Extract<CommandFailure, { kind: 'fields' }>, path: string[], rule: RuleError): void {
  const [head, second, third] = path;
  if (head === 'legs' && second !== undefined && /^\d+$/.test(second)) {
    const f = legFieldOf(third ?? '') ?? 'departureIcao';
    const row = (out.legs[Number(second)] ??= {});
    row[f] ??= rule;
  } else if (head === 'leg') {
    const f = legFieldOf(second ?? '') ?? 'departureIcao';
    out.leg[f] ??= rule;
  } else if (head !== undefined && legFieldOf(head) && head !== 'note') {
    out.leg[legFieldOf(head)!] ??= rule;
  } else if (head !== undefined) {
    out.header[head] ??= rule;
  }
}

/**
 * Classifies a failed command. `result.fields` (domain and reference checks: `legs.0.arrivalTime`,
 * `leg.departureIcao`, `customerId`) and `result.errors` (schema: `/legs/0/departureIcao`) both
 * land on fields; `trip.error.confirmationRequired` carries the warnings.
 */
export function commandFailure(status: number | undefined, body: Body | null | undefined): CommandFailure {
  if (status === 412) return { kind: 'stale' };
  if (status !== 400 || !body) return { kind: 'other' };
  const result = (body.result ?? {}) as { fields?: Record<string, RuleError>; errors?: { path?: string }[]; warnings?: LegWarning[] };
  if (body.key === TK.confirmationRequired && Array.isArray(result.warnings)) return { kind: 'confirm', warnings: result.warnings };
  const out: Extract<CommandFailure, { kind: 'fields' }> = { kind: 'fields', header: {}, legs: {}, leg: {} };
  for (const [name, rule] of Object.entries(result.fields ?? {})) {
    place(out, name.split('.'), rule.params ? { key: rule.key, params: rule.params } : { key: rule.key });
  }
  for (const e of result.errors ?? []) {
    const path = (e.path ?? '').split('/').filter(Boolean);
    if (path.length > 0) place(out, path, { key: 'error.requestParameter' });
  }
  const any = Object.keys(out.header).length + Object.keys(out.legs).length + Object.keys(out.leg).length;
  return any > 0 ? out : { kind: 'other' };
}
