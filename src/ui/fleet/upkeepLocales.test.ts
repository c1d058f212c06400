import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import certEn from '../../../locales/en/fleetCertificate.json';
import certZh from '../../../locales/zh/fleetCertificate.json';
import certZhtw from '../../../locales/zhtw/fleetCertificate.json';
import supEn from '../../../locales/en/machineSupplies.json';
import supZh from '../../../locales/zh/machineSupplies.json';
import supZhtw from '../../../locales/zhtw/machineSupplies.json';
import { CERTIFICATE_COLUMNS, CERTIFICATE_STATUSES, CERTIFICATE_TYPES } from '../../contract/fleetCertificate';
import { SUPPLY_COLUMNS, SUPPLY_HISTORY_COLUMNS, SUPPLY_MOVES } from '../../contract/machineSupplies';
import { SUPPLY_RULE, type SupplyErrorKey } from '../../domain/fleet/supplies';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const CERT: LocaleTables = { zh: certZh, zhtw: certZhtw, en: certEn };
const SUP: LocaleTables = { zh: supZh, zhtw: supZhtw, en: supEn };
const FILES = [
  'src/ui/fleet/certificateConfig.tsx',
  'src/ui/fleet/suppliesConfig.tsx',
  'src/ui/fleet/CertificatesPanel.tsx',
  'src/ui/fleet/SuppliesPanel.tsx',
  'src/pages/aircraft/CertificateList.tsx',
  'src/pages/aircraft/MachineSupplies.tsx',
  'src/pages/aircraft/MachineSuppliesHistory.tsx',
];

/** Literal keys and `${N}.key` keys (N the file's `const N = '<namespace>'`) of one namespace's screens, plus its enums and columns. */
function usedKeys(ns: 'fleetCertificate' | 'machineSupplies'): string[] {
  const keys = new Set<string>();
  for (const file of FILES) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(new RegExp(`['\`](${ns}\\.[A-Za-z0-9.]+[A-Za-z0-9])['\`]`, 'g'))) keys.add(m[1]!);
    if (/const N = '([A-Za-z]+)'/.exec(source)?.[1] === ns) for (const m of source.matchAll(/`\$\{N\}\.([A-Za-z0-9.]+[A-Za-z0-9])`/g)) keys.add(`${ns}.${m[1]}`);
  }
  const add = (prefix: string, values: readonly string[]) => values.forEach((v) => keys.add(`${prefix}.${v}`));
  if (ns === 'fleetCertificate') {
    add('fleetCertificate.type', CERTIFICATE_TYPES);
    add('fleetCertificate.status', CERTIFICATE_STATUSES);
    CERTIFICATE_COLUMNS.forEach((c) => keys.add(c.label));
    keys.add('fleetCertificate.rule.renewLater').add('fleetCertificate.rule.endBeforeSign');
  } else {
    add('machineSupplies.kind', SUPPLY_MOVES);
    [...SUPPLY_COLUMNS, ...SUPPLY_HISTORY_COLUMNS].forEach((c) => keys.add(c.label));
    Object.values(SUPPLY_RULE).forEach((k) => keys.add(k));
    (['machineSupplies.error.overStock', 'machineSupplies.error.hasHistory'] satisfies SupplyErrorKey[]).forEach((k) => keys.add(k));
  }
  // enum prefixes (`enumOptions(t, \`${N}.type\`, …)`) are not keys themselves
  return [...keys].filter((k) => ![...keys].some((other) => other.startsWith(`${k}.`)));
}

describe('aircraft certificate locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys('fleetCertificate')).toEqual(expect.arrayContaining(['fleetCertificate.renew.title', 'fleetCertificate.search.endFrom', 'fleetCertificate.type.radioStation']));
  });
  itHasEveryUsedKey(CERT, () => usedKeys('fleetCertificate'), 'certificate screens');
  itHasSameKeysAndPlaceholders(CERT);
});

describe('machine supplies locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys('machineSupplies')).toEqual(expect.arrayContaining(['machineSupplies.move.quantity', 'machineSupplies.history.all', 'machineSupplies.rule.positive', 'machineSupplies.col.balanceNum']));
  });
  itHasEveryUsedKey(SUP, () => usedKeys('machineSupplies'), 'supplies screens');
  itHasSameKeysAndPlaceholders(SUP);
});
