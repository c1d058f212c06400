/** 14 CFR Part 117, from reference/faa_part117.json (sources and confidence there). */
import ref from '../reference/faa_part117.json';
import type { Regulation } from '../regulation';
import { bands, columns, window } from './tables';

const t = ref.tables;
const r = ref.rules;
const c = t.tableC_max_fdp_augmented.maxFdpMinutes;

export const FAA_117: Regulation = {
  key: 'FAA-117',
  name: 'FAA Part 117',
  jurisdiction: ref.jurisdiction,
  wocl: { ...window(ref.wocl.window), citation: '117.3', confidence: ref.wocl.confidence },
  preparationMinutes: 60,
  finishingMinutes: 30,
  // 117.3: acclimated in a theater (within 60° of longitude, taken as 4 h of offset) after 72 h there or 36 h free from duty
  acclimatisation: { kind: 'theater', citation: '117.3 (acclimated)', toleranceMinutes: 240, inTheaterMinutes: 72 * 60, restMinutes: 36 * 60 },
  fdp: {
    basic: {
      citation: '117.13 Table B',
      bands: bands(t.tableB_max_fdp_unaugmented.startTimeBands),
      columns: columns(t.tableB_max_fdp_unaugmented.segmentColumns),
      minutes: t.tableB_max_fdp_unaugmented.maxFdpMinutes,
      beyondLastColumn: 'lastColumn',
    },
    notAcclimatisedReduction: { minutes: 30, citation: '117.13(b), 117.17(b)' },
    augmented: {
      citation: '117.17 Table C',
      bands: bands(t.tableC_max_fdp_augmented.startTimeBands),
      minutes: { 1: { 3: c.class1['3'], 4: c.class1['4'] }, 2: { 3: c.class2['3'], 4: c.class2['4'] }, 3: { 3: c.class3['3'], 4: c.class3['4'] } },
      maxSectors: t.tableC_max_fdp_augmented.conditions.maxSegments,
    },
    extension: { addMinutes: r['117.19_fdp_extension'].beforeTakeoffUnforeseenMaxMinutes, citation: '117.19' },
  },
  flightTime: {
    citation: '117.11 Table A',
    bands: bands(t.tableA_max_flight_time_unaugmented.reportTimeBands),
    minutes: t.tableA_max_flight_time_unaugmented.maxFlightTimeMinutes,
    augmented: { 3: t.tableA_max_flight_time_unaugmented.augmentedFlightTimeMinutes['3'], 4: t.tableA_max_flight_time_unaugmented.augmentedFlightTimeMinutes['4'] },
  },
  rest: {
    minBeforeFdpMinutes: r['117.25_rest'].minRestBeforeFdpMinutes,
    citation: '117.25(e)',
    periodic: { minConsecutiveMinutes: r['117.25_rest'].thirtyHoursFreeIn168.freeMinutes, windowMinutes: r['117.25_rest'].thirtyHoursFreeIn168.windowMinutes, citation: '117.25(b)' },
  },
  cumulative: [
    { measure: 'flightTime', window: { kind: 'rollingHours', hours: 672 }, limitMinutes: r['117.23_cumulative'].flightTimeMinutes['672consecutiveHours'], citation: '117.23(b)(1)' },
    { measure: 'flightTime', window: { kind: 'rollingDays', days: 365 }, limitMinutes: r['117.23_cumulative'].flightTimeMinutes['365consecutiveDays'], citation: '117.23(b)(2)' },
    { measure: 'fdp', window: { kind: 'rollingHours', hours: 168 }, limitMinutes: r['117.23_cumulative'].fdpMinutes['168consecutiveHours'], citation: '117.23(c)(1)' },
    { measure: 'fdp', window: { kind: 'rollingHours', hours: 672 }, limitMinutes: r['117.23_cumulative'].fdpMinutes['672consecutiveHours'], citation: '117.23(c)(2)' },
  ],
  positioningCountsAsSector: false,
  warningRatio: 0.8,
  sources: [ref.regulation],
};
