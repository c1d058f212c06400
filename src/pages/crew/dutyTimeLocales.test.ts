import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/dutyTime.json';
import zh from '../../../locales/zh/dutyTime.json';
import zhtw from '../../../locales/zhtw/dutyTime.json';
import { DK } from '../../domain/dutyTime/api';
import type { DutyPeriodView } from '../../api/dutyTime';
import type { CheckKind, Level } from '../../domain/dutyTime/check';
import type { Acclimatisation, CumulativeLimit, CumulativeWindow } from '../../domain/dutyTime/regulation';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const DIRS = ['src/pages/crew/duty', 'src/pages/crew/regulation', 'src/pages/crew/report', 'src/ui/dutyGuard'];

// every value of the domain's enumerations the screens translate (a new value breaks the type here)
const CHECKS: Record<CheckKind, true> = { fdp: true, flightTime: true, flightTime24h: true, restBefore: true, cumulative: true, periodicRest: true, wocl: true, extension: true };
const LEVELS: Record<Level, true> = { pass: true, warning: true, fail: true, info: true };
const TRANSIT: Record<DutyPeriodView['transitDutyType'], true> = { none: true, before: true, after: true, both: true };
const MEASURES: Record<CumulativeLimit['measure'], true> = { flightTime: true, fdp: true, duty: true };
const ACCLIMATISATION: Record<Acclimatisation['kind'], true> = { local: true, table: true, theater: true };
const WINDOWS: Record<CumulativeWindow['kind'], string[]> = {
  rollingDays: ['rollingDays'],
  rollingHours: ['rollingHours'],
  calendarMonth: ['calendarMonth'],
  calendarMonths: ['calendarMonths'],
  calendarQuarter: ['calendarQuarter', 'calendarQuarters'],
  calendarYear: ['calendarYear'],
};

const sources = () =>
  DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => readFileSync(join(dir, f), 'utf8')),
  );

/** Literal `dutyTime.…` keys, `${L|C|D}.x` keys of each file's prefix constants, the column helpers' keys, and the enumerations. */
function usedKeys(): string[] {
  const keys = new Set<string>([
    ...Object.values(DK),
    ...Object.keys(CHECKS).map((k) => `dutyTime.check.${k}`),
    ...Object.keys(LEVELS).map((k) => `dutyTime.level.${k}`),
    ...Object.keys(TRANSIT).map((k) => `dutyTime.transit.${k}`),
    ...['yes', 'no', 'unknown'].map((k) => `dutyTime.acclimatised.${k}`),
    ...Object.keys(MEASURES).map((k) => `dutyTime.measure.${k}`),
    ...Object.keys(ACCLIMATISATION).map((k) => `dutyTime.editor.acclimatisation.${k}`),
    ...Object.values(WINDOWS).flat().map((k) => `dutyTime.window.${k}`),
    ...['flightTimeReport', 'fatigueReport'].flatMap((s) => [`dutyTime.report.${s}.fileName`, `dutyTime.report.${s}.dateHelper`]),
  ]);
  const prefixes = new Set<string>();
  for (const source of sources()) {
    for (const m of source.matchAll(/['`](dutyTime\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
    for (const [, name, prefix] of source.matchAll(/const ([LCD]) = '(dutyTime\.[A-Za-z]+)'/g)) {
      prefixes.add(prefix!);
      for (const m of source.matchAll(new RegExp(`\`\\$\\{${name}\\}\\.([A-Za-z0-9]+)\``, 'g'))) keys.add(`${prefix}.${m[1]}`);
    }
    for (const m of source.matchAll(/mins\('([A-Za-z0-9]+)'/g)) keys.add(`dutyTime.duty.${m[1]}`);
    for (const m of source.matchAll(/(?:minutes|count)\(t, '([A-Za-z0-9]+)'/g)) keys.add(`dutyTime.report.${m[1]}`);
  }
  for (const p of prefixes) keys.delete(p); // the declarations themselves
  return [...keys];
}

describe('duty-time locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(
      expect.arrayContaining([
        'dutyTime.regulation.setDefault',
        'dutyTime.duty.maxFdp',
        'dutyTime.check.from',
        'dutyTime.editor.presetLimit',
        'dutyTime.report.last28Days',
        'dutyTime.report.consecutiveDutyDays',
        'dutyTime.error.regulationLoosens',
        'dutyTime.transit.both',
      ]),
    );
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'duty-time screens');
  itHasSameKeysAndPlaceholders(LOCALES);
  it('keeps the crew statuses of the Gantt crew view', () => {
    for (const table of Object.values(LOCALES)) expect(table['dutyTime.crewStatus.flightDuty']).toBeTruthy();
  });
});
