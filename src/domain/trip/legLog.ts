/**
 * The leg log (leg_logs rows: the leg's answer before and after a command): which fields a
 * command changed. Bookkeeping fields (version, update time and author) are left out.
 */

/** Fields every command changes and the log does not show. */
export const LOG_IGNORED_FIELDS: readonly string[] = ['version', 'updateTime', 'updateAuthor', 'updateAuthorId', 'createTime', 'createAuthor', 'createAuthorId', 'id', 'companyId', 'tripId'];

/** The order fields are listed in (the leg form's order, then the flow's); others follow as they come. */
export const LOG_FIELD_ORDER: readonly string[] = [
  'legNumber',
  'flightNo',
  'departureIcao',
  'arrivalIcao',
  'plannedDepartureUtc',
  'plannedArrivalUtc',
  'eteMinutes',
  'purpose',
  'operationNature',
  'legState',
  'evaluation',
  'aircraftId',
  'locked',
  'airworthiness',
  'hasCrew',
  'hasFlightPlan',
  'hasReleaseDocuments',
  'actualOffUtc',
  'actualOnUtc',
  'delayReason',
  'cancelReasonType',
  'note',
];

/** What a new leg's row shows (its other fields are the defaults every new leg has). */
export const NEW_LEG_FIELDS: readonly string[] = LOG_FIELD_ORDER.slice(0, 10).concat(['note', 'sourceLegId', 'isFerry']);

export interface FieldChange {
  field: string;
  /** undefined when the field did not exist before (a new leg: every field). */
  before: unknown;
  after: unknown;
}

type Snapshot = Readonly<Record<string, unknown>> | null | undefined;

/** Stable text of a JSON value (object keys sorted), for comparison. */
function canonical(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

/** Equal as JSON values; two instants naming the same moment are equal whatever their spelling. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && a !== b && /^\d{4}-\d{2}-\d{2}T/.test(a) && /^\d{4}-\d{2}-\d{2}T/.test(b)) {
    const [x, y] = [Date.parse(a), Date.parse(b)];
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x === y;
  }
  return canonical(a) === canonical(b);
}

const rank = (field: string): number => {
  const i = LOG_FIELD_ORDER.indexOf(field);
  return i < 0 ? LOG_FIELD_ORDER.length : i;
};

/**
 * The fields that differ between `before` and `after`, in LOG_FIELD_ORDER (others after, in the
 * order of `after`, then fields only `before` has). A missing before (a new leg) lists the
 * NEW_LEG_FIELDS of `after` that have a value (a ferry flag only when set).
 */
export function legLogDiff(before: Snapshot, after: Snapshot, ignored: readonly string[] = LOG_IGNORED_FIELDS): FieldChange[] {
  const b = before ?? {};
  const a = after ?? {};
  const all = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
  const keys = (before ? all : all.filter((k) => NEW_LEG_FIELDS.includes(k) && !(k === 'isFerry' && a[k] !== true)))
    .map((k, i) => ({ k, i }))
    .sort((x, y) => rank(x.k) - rank(y.k) || x.i - y.i)
    .map((x) => x.k);
  const out: FieldChange[] = [];
  for (const field of keys) {
    if (ignored.includes(field)) continue;
    const was = before ? b[field] : undefined;
    const now = a[field];
    if (!before && (now === null || now === undefined)) continue;
    if (before && same(was ?? null, now ?? null)) continue;
    out.push({ field, before: was, after: now });
  }
  return out;
}
