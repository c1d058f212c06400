/** CCAR-121 subpart P (121.481–121.495), from reference/ccar121_subpart_p.json (sources and confidence there). */
import ref from '../reference/ccar121_subpart_p.json';
import type { Regulation } from '../regulation';
import { bands, columns, window } from './tables';

const t = ref.tables;
const c = t.tableC_max_fdp_augmented.maxFdpMinutes;
const rules = ref.rules;

export const CCAR_121: Regulation = {
  key: 'CCAR-121',
  name: 'CCAR-121 P章',
  jurisdiction: ref.jurisdiction,
  wocl: { ...window(ref.wocl.window), citation: 'ICAO/EASA/FAA 02:00–05:59 (CCAR P章 defines no WOCL; its tables use report-time bands)', confidence: ref.wocl.confidence },
  // operator practice until the operator's manual says otherwise (CCAR sets no figure)
  preparationMinutes: 60,
  finishingMinutes: 30,
  acclimatisation: { kind: 'local', citation: 'CCAR-121 P章 sets no acclimatisation rule: the departure\'s local time (operator practice)' },
  fdp: {
    basic: {
      citation: '121.485(a) 表B',
      bands: bands(t.tableB_max_fdp_non_augmented.startTimeBands),
      columns: columns(t.tableB_max_fdp_non_augmented.sectorColumns),
      minutes: t.tableB_max_fdp_non_augmented.maxFdpMinutes,
      beyondLastColumn: 'lastColumn',
    },
    augmented: {
      citation: '121.485(b)(1) 表C',
      minutes: {
        1: { 3: [c.class1['3']], 4: [c.class1['4']] },
        2: { 3: [c.class2['3']], 4: [c.class2['4']] },
        3: { 3: [c.class3['3']], 4: [c.class3['4']] },
      },
    },
    extension: { addMinutes: rules['121.485(c)_unforeseen_extension'].beforeTakeoffMaxMinutes, citation: '121.485(c)' },
  },
  flightTime: {
    citation: '121.483(a) 表A',
    bands: bands(t.tableA_max_flight_time_non_augmented.reportTimeBands),
    minutes: t.tableA_max_flight_time_non_augmented.maxFlightTimeMinutes,
    augmented: { 3: t.tableA_max_flight_time_non_augmented.augmentedFlightTimeMinutes['3'], 4: t.tableA_max_flight_time_non_augmented.augmentedFlightTimeMinutes['4'] },
  },
  rest: {
    minBeforeFdpMinutes: rules['121.495_rest'].minRestBeforeFdpMinutes,
    citation: '121.495(d)',
    periodic: { minConsecutiveMinutes: rules['121.495_rest'].restIn144h.minConsecutiveMinutes, windowMinutes: rules['121.495_rest'].restIn144h.windowMinutes, citation: '121.495(b)' },
  },
  cumulative: [
    { measure: 'flightTime', window: { kind: 'calendarMonth' }, limitMinutes: rules['121.487_cumulative'].flightTimeMinutes.calendarMonth, citation: '121.487(a)' },
    { measure: 'flightTime', window: { kind: 'calendarYear' }, limitMinutes: rules['121.487_cumulative'].flightTimeMinutes.calendarYear, citation: '121.487(a)' },
    { measure: 'fdp', window: { kind: 'rollingDays', days: 7 }, limitMinutes: rules['121.487_cumulative'].fdpMinutes.any7ConsecutiveCalendarDays, citation: '121.487(c)' },
    { measure: 'fdp', window: { kind: 'calendarMonth' }, limitMinutes: rules['121.487_cumulative'].fdpMinutes.calendarMonth, citation: '121.487(c)' },
  ],
  positioningCountsAsSector: false,
  warningRatio: 0.8,
  sources: [ref.regulation, ref.revisionNote],
};
