import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enF from '../../../locales/en/fleetFault.json';
import zhF from '../../../locales/zh/fleetFault.json';
import zhtwF from '../../../locales/zhtw/fleetFault.json';
import enM from '../../../locales/en/maintenance.json';
import zhM from '../../../locales/zh/maintenance.json';
import zhtwM from '../../../locales/zhtw/maintenance.json';
import { FAULT_COLUMNS, FAULT_KINDS, FAULT_STATES, STATUS_CAUSES } from '../../contract/fleetFaults';
import { MAINTENANCE_CYCLE_UNITS, MAINTENANCE_PLAN_COLUMNS, MAINTENANCE_STATES, MAINTENANCE_STATUS_COLUMNS } from '../../contract/maintenance';
import { FLEET_ERROR_KEYS } from '../../domain/fleet/errors';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh: { ...zhF, ...zhM }, zhtw: { ...zhtwF, ...zhtwM }, en: { ...enF, ...enM } };
const SOURCES = [...readdirSync('src/ui/fleet').filter((f) => f.endsWith('.tsx')).map((f) => `src/ui/fleet/${f}`), 'server/modules/fleet/upkeepExports.ts'];

/** Every literal key of the fleet-upkeep screens, plus the keys built from the domain's lists. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const f of SOURCES) for (const m of readFileSync(f, 'utf8').matchAll(/['`]((?:fleetFault|maintenance)\.[A-Za-z]+(?:\.[A-Za-z]+)*)['`]/g)) keys.add(m[1]!);
  for (const c of [...FAULT_COLUMNS, ...MAINTENANCE_PLAN_COLUMNS, ...MAINTENANCE_STATUS_COLUMNS]) keys.add(c.label);
  for (const k of FAULT_KINDS) keys.add(`fleetFault.kind.${k}`).add(`fleetFault.create.${k}`);
  for (const s of FAULT_STATES) keys.add(`fleetFault.state.${s}`);
  for (const c of STATUS_CAUSES) keys.add(`fleetFault.cause.${c}`);
  for (const s of MAINTENANCE_STATES) keys.add(`maintenance.state.${s}`);
  for (const u of MAINTENANCE_CYCLE_UNITS) keys.add(`maintenance.cycleUnit.${u}`);
  for (const k of FLEET_ERROR_KEYS) keys.add(k);
  return [...keys];
}

describe('fleet upkeep locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['fleetFault.countdown.left', 'maintenance.confirm.button', 'fleetFault.column.deadlineAt', 'fleetFault.error.notOpen']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'fleet upkeep screens');
  itHasSameKeysAndPlaceholders(LOCALES);
});
