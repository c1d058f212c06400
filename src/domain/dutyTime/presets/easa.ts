/** EASA ORO.FTL + CS FTL.1 (aeroplanes, CAT), from reference/easa_oro_ftl.json (sources and confidence there). */
import ref from '../reference/easa_oro_ftl.json';
import type { Regulation } from '../regulation';
import { bands, columns, window } from './tables';

const t = ref.tables;
const r = ref.rules;
const aug = t.cs_ftl_1_205_c_inflight_rest_flight_crew;
const a = aug.maxFdpMinutes;

export const EASA_ORO_FTL: Regulation = {
  key: 'EASA-ORO-FTL',
  name: 'EASA ORO.FTL',
  jurisdiction: ref.jurisdiction,
  wocl: { ...window(ref.wocl.window), citation: 'ORO.FTL.105', confidence: ref.wocl.confidence },
  preparationMinutes: 60,
  finishingMinutes: 30,
  acclimatisation: {
    kind: 'table',
    citation: 'ORO.FTL.105(1) Table 1',
    toleranceMinutes: 120,
    // rows '<4', '<=6', '<=9', '<=12' h; columns from 0, 48, 72, 96, 120 h since reporting at the reference
    rowsUpToMinutes: [239, 360, 540, 720],
    columnsFromMinutes: [0, 48 * 60, 72 * 60, 96 * 60, 120 * 60],
    values: ref.tables.table1_acclimatisation.values as ('B' | 'D' | 'X')[][],
  },
  fdp: {
    basic: {
      citation: 'ORO.FTL.205(b)(1) Table 2',
      bands: bands(t.table2_max_daily_fdp_acclimatised.startTimeBands),
      columns: columns(t.table2_max_daily_fdp_acclimatised.sectorColumns),
      minutes: t.table2_max_daily_fdp_acclimatised.maxFdpMinutes,
      beyondLastColumn: 'notAllowed',
    },
    unknown: {
      citation: 'ORO.FTL.205(b)(2) Table 3',
      columns: columns(t.table3_unknown_acclimatisation.sectorColumns),
      minutes: t.table3_unknown_acclimatisation.maxFdpMinutes,
      beyondLastColumn: 'notAllowed',
    },
    unknownWithFrm: {
      citation: 'ORO.FTL.205(b)(3) Table 4',
      columns: columns(t.table4_unknown_acclimatisation_with_frm.sectorColumns),
      minutes: t.table4_unknown_acclimatisation_with_frm.maxFdpMinutes,
      beyondLastColumn: 'notAllowed',
    },
    augmented: {
      citation: 'ORO.FTL.205(e), CS FTL.1.205(c)',
      minutes: { 1: { 3: [a.class1['3']], 4: [a.class1['4']] }, 2: { 3: [a.class2['3']], 4: [a.class2['4']] }, 3: { 3: [a.class3['3']], 4: [a.class3['4']] } },
      maxSectors: aug.conditions.maxSectors,
      longSectorBonus: { minutes: 60, longestSectorOverMinutes: 540, maxSectors: 2, citation: 'CS FTL.1.205(c)(1)(iii)' },
    },
    extension: {
      table: {
        citation: 'ORO.FTL.205(d), CS FTL.1.205(b)',
        bands: bands(t.cs_ftl_1_205_b_extension_without_inflight_rest.startTimeBands),
        columns: columns(t.cs_ftl_1_205_b_extension_without_inflight_rest.sectorColumns),
        minutes: t.cs_ftl_1_205_b_extension_without_inflight_rest.maxFdpMinutes,
        beyondLastColumn: 'notAllowed',
      },
    },
  },
  rest: {
    minBeforeFdpMinutes: 600,
    citation: 'ORO.FTL.235(b)',
    atLeastPrecedingDuty: true,
    minAtHomeBaseMinutes: 720,
    periodic: { minConsecutiveMinutes: r['ORO.FTL.235_rest'].recurrentExtendedRecovery.minMinutes, windowMinutes: r['ORO.FTL.235_rest'].recurrentExtendedRecovery.maxMinutesBetweenEndAndNextStart, citation: 'ORO.FTL.235(d)' },
  },
  cumulative: [
    { measure: 'duty', window: { kind: 'rollingDays', days: 7 }, limitMinutes: r['ORO.FTL.210_cumulative'].dutyMinutes['7consecutiveDays'], citation: 'ORO.FTL.210(a)(1)' },
    { measure: 'duty', window: { kind: 'rollingDays', days: 14 }, limitMinutes: r['ORO.FTL.210_cumulative'].dutyMinutes['14consecutiveDays'], citation: 'ORO.FTL.210(a)(2)' },
    { measure: 'duty', window: { kind: 'rollingDays', days: 28 }, limitMinutes: r['ORO.FTL.210_cumulative'].dutyMinutes['28consecutiveDays'], citation: 'ORO.FTL.210(a)(3)' },
    { measure: 'flightTime', window: { kind: 'rollingDays', days: 28 }, limitMinutes: r['ORO.FTL.210_cumulative'].flightTimeMinutes['28consecutiveDays'], citation: 'ORO.FTL.210(b)(1)' },
    { measure: 'flightTime', window: { kind: 'calendarYear' }, limitMinutes: r['ORO.FTL.210_cumulative'].flightTimeMinutes.calendarYear, citation: 'ORO.FTL.210(b)(2)' },
    { measure: 'flightTime', window: { kind: 'calendarMonths', count: 12 }, limitMinutes: r['ORO.FTL.210_cumulative'].flightTimeMinutes['12consecutiveCalendarMonths'], citation: 'ORO.FTL.210(b)(3)' },
  ],
  positioningCountsAsSector: false,
  warningRatio: 0.8,
  sources: [ref.regulation],
};
