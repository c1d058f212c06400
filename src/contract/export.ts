/**
 * `POST /{module}/v1/{resource}/export` (requirements D9): the list body of the screen plus what
 * the user sees — the scope (this page or every page), the shown columns in order, the time type
 * and the state readings — answered as an .xlsx file.
 */
import { Type, type Static } from 'typebox';
import type { TimeType } from '../domain/timeType';
import type { LegStateReading, TripStatusReading } from '../domain/trip/states';
import { ListQuerySchema } from './listQuery';

/** Rows an `all` export writes at most; a longer list is cut and says so. */
export const EXPORT_ROW_CAP = 10_000;
/** Columns one export may ask for. */
export const EXPORT_MAX_COLUMNS = 60;
export const EXPORT_SCOPES = ['page', 'all'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/** Answer headers: the list's total and `1` when the cap cut it short. */
export const EXPORT_TOTAL_HEADER = 'x-export-total';
export const EXPORT_CAPPED_HEADER = 'x-export-capped';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Reading = Type.Union([Type.Literal('A'), Type.Literal('B')]);

export const ExportBodySchema = Type.Object(
  {
    ...ListQuerySchema.properties,
    scope: Type.Union([Type.Literal('page'), Type.Literal('all')]),
    /** Keys of the shown columns, in order (the list screen's column keys). */
    columns: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: EXPORT_MAX_COLUMNS }),
    /** The user's time type; Local shows each time in its airport's zone. Default Beijing. */
    timeType: Type.Optional(Type.Union([Type.Literal('UTC'), Type.Literal('Local'), Type.Literal('Beijing')])),
    legStateReading: Type.Optional(Reading),
    tripStatusReading: Type.Optional(Reading),
  },
  { additionalProperties: false },
);
export type ExportBody = Static<typeof ExportBodySchema>;

// the literal unions above spell out the domain's lists: these fail to compile if they drift
const _sameTimeTypes: [TimeType] extends [NonNullable<ExportBody['timeType']>] ? true : never = true;
const _sameReadings: [LegStateReading | TripStatusReading] extends [NonNullable<ExportBody['legStateReading']>] ? true : never = true;
void _sameTimeTypes;
void _sameReadings;

/** How a column's values are written: texts, numbers, times in the time type, translated labels. */
export const EXPORT_KINDS = ['text', 'number', 'date', 'datetime', 'enum', 'money', 'boolean'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * A list column as browser and server both know it: the key the screen's column chooser stores
 * and the export asks for, the i18n key of its header, and how its values read. `enumPrefix`
 * labels an enum value as `<prefix>.<value>`; `utcInLocal` marks a time with no airport (Local
 * shows it in UTC).
 */
export interface ColumnDecl {
  readonly key: string;
  readonly label: string;
  readonly kind: ExportKind;
  readonly enumPrefix?: string;
  readonly utcInLocal?: boolean;
}
