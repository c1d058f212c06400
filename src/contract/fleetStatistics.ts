/**
 * Aircraft statistics (server/modules/fleet/statistics*): totals per aircraft over a period, from the
 * flights of src/domain/fleet/statistics.ts. `source` says where the flights came from (confirmed
 * flight logs, the legs' actual times, or 'mixed'), `sourceCounts` how many flights from each.
 */
import { Type, type Static } from 'typebox';
import { UtcInstant, Uuid, type Wire } from './common';
import type { ColumnDecl } from './export';
import { ExportBodySchema } from './export';
import { OneOf } from './recordFields';
import { STATISTICS_SOURCES } from '../domain/fleet/statistics';

export { STATISTICS_SOURCES };
export const SourceCounts = Type.Object({ flightLogs: Type.Integer(), legActuals: Type.Integer() });

const NInt = Type.Union([Type.Integer(), Type.Null()]);
const NNum = Type.Union([Type.Number(), Type.Null()]);
const Positions = (t: typeof NInt) => Type.Object({ left: t, middle: t, right: t });

export const StatisticsFigures = Type.Object({
  flights: Type.Integer(),
  flightMinutes: Type.Integer(),
  blockMinutes: Type.Integer(),
  landings: Type.Integer(),
  engineMinutes: Positions(NInt),
  engineCycles: Positions(NInt),
  apuMinutes: NInt,
  apuCycles: NInt,
  fuelPerHourKg: NNum,
  fuelPerHourLast10Kg: NNum,
});

/** The period: take-off at or after `fromUtc` and before `toUtc` (either end open when left out). */
export const StatisticsPeriod = {
  fromUtc: Type.Optional(UtcInstant),
  toUtc: Type.Optional(UtcInstant),
};
export const AircraftStatisticsQuery = Type.Object(StatisticsPeriod, { additionalProperties: false });
export type AircraftStatisticsQuery = Static<typeof AircraftStatisticsQuery>;

/** `GET /fleet/v1/aircraft/:id/statistics`: one aircraft's totals. */
export const AircraftStatisticsAnswer = Type.Object({
  aircraftId: Uuid,
  source: OneOf(STATISTICS_SOURCES),
  sourceCounts: SourceCounts,
  figures: StatisticsFigures,
});
export type AircraftStatisticsAnswer = Wire<Static<typeof AircraftStatisticsAnswer>>;

/** `POST /fleet/v1/aircraftStatistics/list`: every aircraft in the caller's data permissions, optionally of one type. */
export const StatisticsListBody = Type.Object({ ...StatisticsPeriod, typeId: Type.Optional(Uuid) }, { additionalProperties: false });
export type StatisticsListBody = Static<typeof StatisticsListBody>;

export const StatisticsRow = Type.Object({ aircraftId: Uuid, tailNo: Type.String(), typeId: Uuid, typeCode: Type.String(), ...StatisticsFigures.properties });
export type StatisticsRow = Wire<Static<typeof StatisticsRow>>;
export const StatisticsListAnswer = Type.Object({
  source: OneOf(STATISTICS_SOURCES),
  sourceCounts: SourceCounts,
  rows: Type.Array(StatisticsRow),
  /** Over every row (fuel averages over every flight). */
  totals: StatisticsFigures,
});
export type StatisticsListAnswer = Wire<Static<typeof StatisticsListAnswer>>;

/** `POST /fleet/v1/aircraftStatistics/export`: the list body plus the shown columns. */
export const StatisticsExportBody = Type.Object(
  { ...StatisticsListBody.properties, columns: ExportBodySchema.properties.columns, timeType: ExportBodySchema.properties.timeType },
  { additionalProperties: false },
);
export type StatisticsExportBody = Static<typeof StatisticsExportBody>;

const S = 'fleetRecord.stats';
/** The statistics table's columns (screen and export); '(H:MM)' durations are written as text. */
export const STATISTICS_COLUMNS: readonly (ColumnDecl & { hm?: boolean })[] = [
  { key: 'tailNo', label: `${S}.tailNo`, kind: 'text' },
  { key: 'typeCode', label: `${S}.type`, kind: 'text' },
  { key: 'flights', label: `${S}.flights`, kind: 'number' },
  { key: 'flightMinutes', label: `${S}.flightHours`, kind: 'text', hm: true },
  { key: 'blockMinutes', label: `${S}.blockHours`, kind: 'text', hm: true },
  { key: 'landings', label: `${S}.landings`, kind: 'number' },
  { key: 'engineLeftMinutes', label: `${S}.engineLeftHours`, kind: 'text', hm: true },
  { key: 'engineLeftCycles', label: `${S}.engineLeftCycles`, kind: 'number' },
  { key: 'engineMiddleMinutes', label: `${S}.engineMiddleHours`, kind: 'text', hm: true },
  { key: 'engineMiddleCycles', label: `${S}.engineMiddleCycles`, kind: 'number' },
  { key: 'engineRightMinutes', label: `${S}.engineRightHours`, kind: 'text', hm: true },
  { key: 'engineRightCycles', label: `${S}.engineRightCycles`, kind: 'number' },
  { key: 'apuMinutes', label: `${S}.apuHours`, kind: 'text', hm: true },
  { key: 'apuCycles', label: `${S}.apuCycles`, kind: 'number' },
  { key: 'fuelPerHourKg', label: `${S}.fuelPerHour`, kind: 'number' },
  { key: 'fuelPerHourLast10Kg', label: `${S}.fuelPerHourLast10`, kind: 'number' },
];

/** A figure of a row by column key (engine columns read the position's figure). */
export function statisticsValue(row: Omit<StatisticsRow, 'aircraftId' | 'typeId'>, key: string): string | number | null {
  const m = /^engine(Left|Middle|Right)(Minutes|Cycles)$/.exec(key);
  if (m) {
    const pos = m[1]!.toLowerCase() as 'left' | 'middle' | 'right';
    return m[2] === 'Minutes' ? row.engineMinutes[pos] : row.engineCycles[pos];
  }
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'number' || typeof v === 'string' ? v : null;
}
