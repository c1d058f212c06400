/**
 * The crew member's form (the crew list's dialog and the detail's edit), pure: the fields of
 * identity, employment, captain statuses and the sensitive fields, which only a reader with
 * `crewDetail:sensitive` sees in the form (a masked value must never be sent back), and the flight
 * time before joining entered as H:MM.
 */
import { hm } from '../../domain/dutyTime/durations';
import { email } from '../../domain/validation';
import { CODE_RULES, patternRule, type FieldSpec, type OptionSpec } from '../resource/formModel';

const L = 'resources.crew';
const C = 'crewDetail.crew';

/** The fields answered masked without the right (server: crewService SENSITIVE). */
export const MASKED_FIELDS = ['bankCard', 'emergencyContact', 'emergencyPhone'] as const;
export const SENSITIVE_PERMISSION = 'crewDetail:sensitive';

export interface CrewFormChoices {
  crewTypes: readonly OptionSpec[];
  positions: readonly OptionSpec[];
  statuses: readonly OptionSpec[];
  sexes: readonly OptionSpec[];
  aircraftTypes: readonly OptionSpec[];
  pilotJobs: readonly OptionSpec[];
  recommendations: readonly OptionSpec[];
  /** The company's user accounts (empty when the reader may not list them: the field is left out). */
  users: readonly OptionSpec[];
  /** The reader sees the sensitive fields unmasked. */
  sensitive: boolean;
}

/** 'H:MM' with any number of hours (flight time before joining). */
const HOURS_MINUTES = /^\d{1,6}:[0-5]\d$/;
export const hoursMinutesRule = patternRule(HOURS_MINUTES, '1250:30');

/** '1250:30' → 75030 minutes; '' → 0; null when malformed. */
export function hmMinutes(text: string): number | null {
  const s = text.trim();
  if (s === '') return 0;
  if (!HOURS_MINUTES.test(s)) return null;
  const [h, m] = s.split(':');
  return Number(h) * 60 + Number(m);
}

/** The form's view of a crew row: the prior flight time as H:MM. */
export function crewFormRow<R extends { priorFlightMinutes: number }>(row: R): R & { priorFlightTime: string } {
  return { ...row, priorFlightTime: row.priorFlightMinutes > 0 ? hm(row.priorFlightMinutes) : '' };
}

/** The body the server takes: H:MM → `priorFlightMinutes`; the masked fields never sent without the right. */
export function crewBody(body: Record<string, unknown>, sensitive: boolean): Record<string, unknown> {
  const { priorFlightTime, ...rest } = body;
  if ('priorFlightTime' in body) rest.priorFlightMinutes = hmMinutes(typeof priorFlightTime === 'string' ? priorFlightTime : '') ?? 0;
  if (!sensitive) for (const k of MASKED_FIELDS) delete rest[k];
  return rest;
}

export function crewFormFields(c: CrewFormChoices): FieldSpec[] {
  const fields: FieldSpec[] = [
    { name: 'workNo', label: `${L}.workNo`, kind: 'text', required: true, maxLength: 20, rule: CODE_RULES.code, section: `${C}.identity` },
    { name: 'cnName', label: `${L}.cnName`, kind: 'text', required: true, maxLength: 50 },
    { name: 'enName', label: `${L}.enName`, kind: 'text', maxLength: 100 },
    { name: 'pinyinName', label: `${C}.pinyinName`, kind: 'text', maxLength: 100 },
    { name: 'sex', label: `${L}.sex`, kind: 'select', options: c.sexes },
    { name: 'nationality', label: `${L}.nationality`, kind: 'text', upperCase: true, maxLength: 2, rule: CODE_RULES.country, helper: `${L}.nationalityHelper` },
    { name: 'birthdate', label: `${L}.birthdate`, kind: 'date' },
    { name: 'idNumber', label: `${C}.idNumber`, kind: 'text', maxLength: 30, rule: patternRule(/^[0-9A-Za-z]{6,30}$/, '11010519800101123X') },
    { name: 'passportNo', label: `${C}.passportNo`, kind: 'text', maxLength: 20, rule: patternRule(/^[0-9A-Za-z]{5,20}$/, 'E12345678') },
    { name: 'phone', label: `${L}.phone`, kind: 'text', maxLength: 30, rule: CODE_RULES.phone },
    { name: 'email', label: `${L}.email`, kind: 'text', maxLength: 100, rule: email },
    { name: 'crewType', label: `${L}.crewType`, kind: 'select', required: true, options: c.crewTypes, initial: 'pilot', section: `${C}.employment` },
    { name: 'position', label: `${L}.position`, kind: 'select', options: c.positions },
    { name: 'baseIcao', label: `${L}.baseIcao`, kind: 'text', upperCase: true, maxLength: 4, rule: CODE_RULES.icao },
    { name: 'department', label: `${L}.department`, kind: 'text', maxLength: 100 },
    { name: 'employeeType', label: `${L}.employeeType`, kind: 'text', maxLength: 30 },
    { name: 'status', label: `${L}.status`, kind: 'select', required: true, notNull: true, options: c.statuses, initial: 'active' },
    { name: 'hireDate', label: `${L}.hireDate`, kind: 'date' },
    { name: 'dateTerminated', label: `${L}.dateTerminated`, kind: 'date' },
    { name: 'qualifiedTypeIds', label: `${L}.qualifiedTypes`, kind: 'multiSelect', options: c.aircraftTypes, wide: true },
    { name: 'exclusiveTypeId', label: `${C}.exclusiveType`, kind: 'select', options: c.aircraftTypes },
    { name: 'priorFlightTime', label: `${C}.priorFlightTime`, kind: 'text', maxLength: 10, rule: hoursMinutesRule, helper: `${C}.priorFlightTimeHelper` },
    ...(c.users.length > 0 ? [{ name: 'userId', label: `${C}.user`, kind: 'select', options: c.users, helper: `${C}.userHelper` } satisfies FieldSpec] : []),
    { name: 'pilotJobId', label: `${C}.pilotJob`, kind: 'select', options: c.pilotJobs, section: `${C}.captain` },
    { name: 'captainRecommendation', label: `${C}.captainRecommendation`, kind: 'select', options: c.recommendations },
    { name: 'captainAuthorised', label: `${C}.captainAuthorised`, kind: 'boolean' },
    { name: 'routeCheckDone', label: `${C}.routeCheckDone`, kind: 'boolean' },
    { name: 'bankName', label: `${C}.bankName`, kind: 'text', maxLength: 60, section: `${C}.private` },
  ];
  if (c.sensitive) {
    fields.push(
      { name: 'bankCard', label: `${C}.bankCard`, kind: 'text', maxLength: 30, rule: patternRule(/^[0-9 ]{8,30}$/, '6222 0212 3456 7890') },
      { name: 'emergencyContact', label: `${C}.emergencyContact`, kind: 'text', maxLength: 50 },
      { name: 'emergencyPhone', label: `${C}.emergencyPhone`, kind: 'text', maxLength: 30, rule: CODE_RULES.phone },
    );
  }
  return fields;
}
