/**
 * Pure pieces of the resource forms: a form is described as a list of `FieldSpec`; form values
 * are text (checkbox fields a boolean, multi-selects a list of ids); these functions turn a record
 * into values, check values with the domain's rules, turn values into the create or update body
 * the server's TypeBox schema takes, and read the server's field errors out of a refusal.
 */
import { charCount, isBlank, isRuleError, normaliseDate, validateDateInput, VK, type FieldErrors, type Rule, type RuleError } from '../../domain/validation';

export type FieldKind = 'text' | 'textarea' | 'integer' | 'decimal' | 'select' | 'tristate' | 'boolean' | 'multiSelect' | 'date';
export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

export interface OptionSpec {
  value: string | number;
  /** Already translated. */
  label: string;
}

/** A number shown and entered in another unit than stored (e.g. pounds for kilograms). */
export interface FieldConvert {
  /** Stored → shown (rounded to what the form shows). */
  toShown: (stored: number) => number;
  /** Shown → stored (rounded to what the server keeps). */
  toStored: (shown: number) => number;
}

export interface FieldSpec {
  name: string;
  /** i18n key of the label. */
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Format rule of the trimmed text (after required and length). */
  rule?: Rule;
  maxLength?: number;
  /** Bounds (kinds 'integer' and 'decimal'), in the shown unit. */
  min?: number;
  max?: number;
  /** Decimals a 'decimal' field takes (default 2). */
  scale?: number;
  /** Shown and entered in another unit than stored; an unchanged value is sent as stored. */
  convert?: FieldConvert;
  /** The unit shown beside the control ('kg', 'ft'; not translated). */
  unit?: string;
  /** i18n key of the section heading the field opens (the fields after it belong to it). */
  section?: string;
  /** Text is sent in capitals (codes: ICAO, tail number, country). */
  upperCase?: boolean;
  options?: readonly OptionSpec[];
  /** Only a create sets it: the update route does not take it (shown read-only when editing). */
  createOnly?: boolean;
  /** Optional, but the server takes no null: left out when empty. */
  notNull?: boolean;
  /** Spans both columns of the form. */
  wide?: boolean;
  /** i18n key of a hint under the control. */
  helper?: string;
  /** Value of a new record. */
  initial?: FormValue;
  /** Typed text is masked (a password). */
  secret?: boolean;
}

export type FormMode = 'create' | 'update';

// ---------------------------------------------------------------------------
// Rule keys of this namespace (texts in locales/*/resources.json)
// ---------------------------------------------------------------------------

export const RK = {
  integer: 'resources.rule.integer', // {min, max}
  decimal: 'resources.rule.decimal', // {min, max, scale}
  format: 'resources.rule.format', // {example}
  invalid: 'resources.rule.invalid',
} as const;

/** A format rule by pattern; the message shows an example of a valid value. */
export function patternRule(re: RegExp, example: string): Rule {
  return (value) => (re.test(value) ? null : { key: RK.format, params: { example } });
}

/** The code rules the server's schemas enforce (server/modules/fleet/fleetRoutes.ts and siblings). */
export const CODE_RULES = {
  icao: patternRule(/^[A-Z0-9]{4}$/, 'ZBAA'),
  tailNo: patternRule(/^[A-Z0-9][A-Z0-9-]{1,11}$/, 'B-652Q'),
  country: patternRule(/^[A-Z]{2}$/, 'CN'),
  currency: patternRule(/^[A-Z]{3}$/, 'CNY'),
  code: patternRule(/^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/, 'G650-01'),
  phone: patternRule(/^[0-9+()\- ]{3,30}$/, '+86 10 6455 1234'),
  color: patternRule(/^#[0-9A-Fa-f]{6}$/, '#1F6FEB'),
  icao24: patternRule(/^[0-9a-f]{6}$/, '780a3c'),
} satisfies Record<string, Rule>;

// ---------------------------------------------------------------------------
// Record → values
// ---------------------------------------------------------------------------

function valueOf(field: FieldSpec, raw: unknown): FormValue {
  switch (field.kind) {
    case 'boolean':
      return raw === undefined || raw === null ? ((field.initial as boolean | undefined) ?? false) : Boolean(raw);
    case 'multiSelect':
      return Array.isArray(raw) ? raw.map(String) : ((field.initial as string[] | undefined) ?? []);
    case 'tristate':
      return raw === true ? 'true' : raw === false ? 'false' : ((field.initial as string | undefined) ?? '');
    default:
      if (field.convert && typeof raw === 'number') return String(field.convert.toShown(raw));
      return raw === undefined || raw === null ? ((field.initial as string | undefined) ?? '') : String(raw);
  }
}

/** The form values of a record, or of a new one (`row` undefined: each field's `initial`). */
export function valuesFromRow(fields: readonly FieldSpec[], row?: object): FormValues {
  const source = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f.name, valueOf(f, row ? source[f.name] : undefined)]));
}

// ---------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------

const INTEGER = /^-?\d+$/;

function textOf(field: FieldSpec, value: FormValue): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return field.upperCase ? text.toUpperCase() : text;
}

/** The first failure of one field, or null. */
export function fieldError(field: FieldSpec, value: FormValue, mode: FormMode = 'create'): RuleError | null {
  if (mode === 'update' && field.createOnly) return null;
  if (field.kind === 'boolean') return null;
  if (field.kind === 'multiSelect') {
    return field.required && (!Array.isArray(value) || value.length === 0) ? { key: VK.required } : null;
  }
  const text = textOf(field, value);
  if (isBlank(text)) return field.required ? { key: VK.required } : null;
  if (field.maxLength !== undefined && charCount(text) > field.maxLength) return { key: VK.maxLength, params: { max: field.maxLength } };
  if (field.kind === 'integer') {
    const n = Number(text);
    const min = field.min ?? 0;
    const max = field.max ?? 2_147_483_647;
    if (!INTEGER.test(text) || n < min || n > max) return { key: RK.integer, params: { min, max } };
  }
  if (field.kind === 'decimal') {
    const n = Number(text);
    const min = field.min ?? 0;
    const max = field.max ?? 1_000_000;
    const scale = field.scale ?? 2;
    const shape = scale > 0 ? new RegExp(`^-?\\d+(\\.\\d{1,${scale}})?$`) : INTEGER;
    if (!shape.test(text) || n < min || n > max) return { key: RK.decimal, params: { min, max, scale } };
  }
  if (field.kind === 'date') return validateDateInput(text);
  if ((field.kind === 'select' || field.kind === 'tristate') && field.options && !field.options.some((o) => String(o.value) === text)) {
    return { key: RK.invalid };
  }
  return field.rule?.(text) ?? null;
}

/** Every failing field (an empty object means valid). */
export function validateValues(fields: readonly FieldSpec[], values: FormValues, mode: FormMode = 'create'): FieldErrors<string> {
  const out: FieldErrors<string> = {};
  for (const f of fields) {
    const error = fieldError(f, values[f.name] ?? '', mode);
    if (error) out[f.name] = error;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Values → body
// ---------------------------------------------------------------------------

const EMPTY = Symbol('empty');

function sentValue(field: FieldSpec, value: FormValue): unknown {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'multiSelect':
      return Array.isArray(value) ? [...value] : [];
    case 'tristate':
      return value === 'true' ? true : value === 'false' ? false : EMPTY;
  }
  const text = textOf(field, value);
  if (isBlank(text)) return EMPTY;
  if (field.kind === 'integer' || field.kind === 'decimal') return field.convert ? field.convert.toStored(Number(text)) : Number(text);
  if (field.kind === 'date') {
    const d = normaliseDate(text);
    return isRuleError(d) ? text : d;
  }
  if (field.kind === 'select') return field.options?.find((o) => String(o.value) === text)?.value ?? text;
  return text;
}

/**
 * The body of a create (empty fields left out) or an update (create-only fields left out; an
 * emptied field sent as null unless the server takes no null). Valid values are assumed. With the
 * stored `row`, converted fields the user left alone are sent exactly as stored.
 */
export function bodyFromValues(fields: readonly FieldSpec[], values: FormValues, mode: FormMode, row?: object): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const stored = (row ?? {}) as Record<string, unknown>;
  for (const f of fields) {
    if (mode === 'update' && f.createOnly) continue;
    // a converted figure left as shown keeps its stored value (no drift from rounding twice)
    if (f.convert && row && typeof stored[f.name] === 'number' && valueOf(f, stored[f.name]) === values[f.name]) {
      body[f.name] = stored[f.name];
      continue;
    }
    const v = sentValue(f, values[f.name] ?? '');
    if (v !== EMPTY) body[f.name] = v;
    else if (mode === 'update' && !f.notNull) body[f.name] = null;
  }
  return body;
}

// ---------------------------------------------------------------------------
// Server refusals → field errors
// ---------------------------------------------------------------------------

interface RefusalBody {
  key?: string;
  result?: {
    fields?: Record<string, { key?: string; params?: Record<string, string | number> }>;
    errors?: { path?: string; keyword?: string; params?: Record<string, unknown> }[];
    constraint?: string;
  } | null;
}

/**
 * Field errors of a refused write: domain rules (`result.fields.<name>.key`), schema failures
 * (`result.errors[].path` '/name'; a missing property is 'required'), and a duplicate (409
 * `error.duplicate`) on the field its unique index names. Only fields of the form are kept;
 * null when none applies.
 */
export function serverFieldErrors(body: unknown, fieldNames: readonly string[], uniqueFields: Record<string, string> = {}): Record<string, RuleError> | null {
  const b = (body ?? {}) as RefusalBody;
  const known = new Set(fieldNames);
  const out: Record<string, RuleError> = {};
  const put = (name: string | undefined, error: RuleError) => {
    if (name && known.has(name) && !out[name]) out[name] = error;
  };
  for (const [name, e] of Object.entries(b.result?.fields ?? {})) {
    if (e?.key) put(name, e.params ? { key: e.key, params: e.params } : { key: e.key });
  }
  for (const e of b.result?.errors ?? []) {
    const missing = e.keyword === 'required' ? e.params?.missingProperty : undefined;
    if (typeof missing === 'string') put(missing, { key: VK.required });
    else put(e.path?.split('/')[1], { key: RK.invalid });
  }
  const constraint = b.result?.constraint;
  if (b.key === 'error.duplicate' && constraint) put(uniqueFields[constraint], { key: 'error.duplicate' });
  return Object.keys(out).length > 0 ? out : null;
}
