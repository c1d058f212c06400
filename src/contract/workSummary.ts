/**
 * Work summary (server/modules/flb/workSummary*): legs, block, flight, air and night minutes and
 * landings from flight logs per crew member or per aircraft over a period (logs taking off — else
 * going out — in [fromUtc, toUtc)), with a totals row, and its xlsx export. Both are reads.
 */
import { Type, type Static } from 'typebox';
import { WORK_SUMMARY_GROUPS } from '../domain/flb/workSummary';
import { Nullable, UtcInstant, Uuid, type Wire } from './common';
import type { ColumnDecl } from './export';
import { ExportBodySchema } from './export';
import { OneOf } from './recordFields';

export { WORK_SUMMARY_GROUPS };

/** `POST /trip/v1/flightLogs/workSummary`. */
export const WorkSummaryBody = Type.Object(
  {
    fromUtc: UtcInstant,
    toUtc: UtcInstant,
    groupBy: OneOf(WORK_SUMMARY_GROUPS),
    /** Only these crew members or aircraft (by the grouping). */
    ids: Type.Optional(Type.Array(Uuid, { maxItems: 200 })),
    /** Count draft logs too (confirmed logs only by default). */
    includeDrafts: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WorkSummaryBody = Static<typeof WorkSummaryBody>;

const Figures = {
  legs: Type.Integer(),
  drafts: Type.Integer(),
  blockMinutes: Type.Integer(),
  flightMinutes: Type.Integer(),
  airMinutes: Type.Integer(),
  nightMinutes: Type.Integer(),
  landings: Type.Integer(),
};
export const WorkSummaryFigures = Type.Object(Figures);

/** One crew member (code: work number, name: Chinese name, nameEn: English name) or aircraft (code: tail number, name: type code). */
export const WorkSummaryRow = Type.Object({ id: Uuid, code: Type.String(), name: Type.String(), nameEn: Nullable(Type.String()), ...Figures });
export type WorkSummaryRow = Wire<Static<typeof WorkSummaryRow>>;

export const WorkSummaryAnswer = Type.Object({
  groupBy: OneOf(WORK_SUMMARY_GROUPS),
  includeDrafts: Type.Boolean(),
  rows: Type.Array(WorkSummaryRow),
  /** The sum of the rows (per crew: a leg counts once for each member on it). */
  totals: WorkSummaryFigures,
});
export type WorkSummaryAnswer = Wire<Static<typeof WorkSummaryAnswer>>;

/** `POST /trip/v1/flightLogs/workSummary/export`: the summary body plus the shown columns. */
export const WorkSummaryExportBody = Type.Object(
  { ...WorkSummaryBody.properties, columns: ExportBodySchema.properties.columns, timeType: ExportBodySchema.properties.timeType },
  { additionalProperties: false },
);
export type WorkSummaryExportBody = Static<typeof WorkSummaryExportBody>;

const W = 'workSummary.col';
/** The table's columns (screen and export); `hm` durations are written as H:MM text. */
export const WORK_SUMMARY_COLUMNS: readonly (ColumnDecl & { hm?: boolean })[] = [
  { key: 'code', label: `${W}.code`, kind: 'text' },
  { key: 'name', label: `${W}.name`, kind: 'text' },
  { key: 'legs', label: `${W}.legs`, kind: 'number' },
  { key: 'blockMinutes', label: `${W}.blockHours`, kind: 'text', hm: true },
  { key: 'flightMinutes', label: `${W}.flightHours`, kind: 'text', hm: true },
  { key: 'airMinutes', label: `${W}.airHours`, kind: 'text', hm: true },
  { key: 'nightMinutes', label: `${W}.nightHours`, kind: 'text', hm: true },
  { key: 'landings', label: `${W}.landings`, kind: 'number' },
];

/** A column's header key: the code and name columns read by the grouping (work number / tail number…). */
export function workSummaryLabel(c: ColumnDecl, groupBy: (typeof WORK_SUMMARY_GROUPS)[number]): string {
  return c.key === 'code' || c.key === 'name' ? `${c.label}.${groupBy}` : c.label;
}
