import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/flb.json';
import zh from '../../locales/zh/flb.json';
import zhtw from '../../locales/zhtw/flb.json';
import { FIELD_SOURCES, FLB_COLUMNS, FLB_COMMANDS, FLB_ORIGINS, FLB_STATUSES } from '../contract/flb';
import { FLB_ERR } from '../domain/flb/rules';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from './localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const SOURCES = ['flbRoutes.ts', 'flbService.ts', 'flbView.ts'].map((f) => `server/modules/flb/${f}`);

/** The keys the server answers with and the ones built from the contract's lists. */
function usedKeys(): string[] {
  const keys = new Set<string>(Object.values(FLB_ERR));
  for (const f of SOURCES) for (const m of readFileSync(f, 'utf8').matchAll(/['`](flb\.[A-Za-z]+(?:\.[A-Za-z]+)*)['`]/g)) keys.add(m[1]!);
  for (const c of FLB_COLUMNS) keys.add(c.label);
  for (const s of FLB_STATUSES) keys.add(`flb.status.${s}`);
  for (const o of FLB_ORIGINS) keys.add(`flb.origin.${o}`);
  for (const c of FLB_COMMANDS) keys.add(`flb.command.${c}`);
  for (const s of FIELD_SOURCES) keys.add(`flb.source.${s}`);
  return [...keys].filter((k) => !k.endsWith('.'));
}

describe('flight log locales', () => {
  it('finds the keys', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['flb.error.notFlown', 'flb.fileName', 'flb.column.legDate', 'flb.warning.longFlight']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'flight log server');
  itHasSameKeysAndPlaceholders(LOCALES);
  it('messages with values name them', () => {
    for (const [key, param] of [['flb.error.mismatch', 'expected'], ['flb.error.beforePrevious', 'previous'], ['flb.error.fuelTotal', 'expected'], ['flb.error.blockFuelOverTotal', 'total'], ['flb.error.blockFuelUnderFlightFuel', 'flightFuel']] as const) {
      expect(en[key], key).toContain(`{{${param}}}`);
    }
  });
});
