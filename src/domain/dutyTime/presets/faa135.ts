/** 14 CFR 135.267 (unscheduled one- and two-pilot crews), from reference/faa_part135_267.json. */
import ref from '../reference/faa_part135_267.json';
import type { Regulation } from '../regulation';

const r = ref.rules;

export const FAA_135: Regulation = {
  key: 'FAA-135',
  name: 'FAA 135.267',
  jurisdiction: ref.jurisdiction,
  // 135.267 has no WOCL rule; the 117.3 window is shown for information and WOCL overlap is reported, never refused
  wocl: { from: '02:00', to: '05:59', citation: '117.3 (for information: 135.267 has no WOCL rule)', confidence: 'n/a' },
  preparationMinutes: 60,
  finishingMinutes: 30,
  acclimatisation: { kind: 'local', citation: '135.267 has no time-of-day tables: the departure\'s local time' },
  fdp: {
    // no FDP table: the 14-hour duty day of 135.267(c)/(d) (24 h less the 10 h rest)
    basic: { citation: '135.267(c), (d)', fixedMinutes: r.c_regularlyAssignedDutyPeriodOption.maxDutyMinutes },
  },
  flightTimeIn24h: { minutes: { 1: r.b_flightTimeIn24ConsecutiveHoursMinutes['1pilot'], 2: r.b_flightTimeIn24ConsecutiveHoursMinutes['2pilots'] }, citation: '135.267(b)' },
  rest: { minBeforeFdpMinutes: r.d_restIn24hBeforePlannedCompletionMinutes, citation: '135.267(d)' },
  cumulative: [
    { measure: 'flightTime', window: { kind: 'calendarQuarter' }, limitMinutes: r.a_cumulativeFlightTimeMinutes.calendarQuarter, citation: '135.267(a)(1)' },
    { measure: 'flightTime', window: { kind: 'calendarQuarter', count: 2 }, limitMinutes: r.a_cumulativeFlightTimeMinutes.twoConsecutiveCalendarQuarters, citation: '135.267(a)(2)' },
    { measure: 'flightTime', window: { kind: 'calendarYear' }, limitMinutes: r.a_cumulativeFlightTimeMinutes.calendarYear, citation: '135.267(a)(3)' },
  ],
  positioningCountsAsSector: false,
  warningRatio: 0.8,
  sources: [ref.regulation, ...ref.notes],
};
