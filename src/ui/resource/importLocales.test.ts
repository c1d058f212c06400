import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import en from '../../../locales/en/import.json';
import zh from '../../../locales/zh/import.json';
import zhtw from '../../../locales/zhtw/import.json';
import enR from '../../../locales/en/resources.json';
import zhR from '../../../locales/zh/resources.json';
import zhtwR from '../../../locales/zhtw/resources.json';
import { AIRPORT_IMPORT_COLUMNS, CREW_IMPORT_COLUMNS, CUSTOMER_IMPORT_COLUMNS } from '../../contract/import';
import { ERROR_KEYS } from '../../domain/api';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const SOURCES = ['src/ui/resource/ImportDialog.tsx', 'src/ui/resource/ResourceList.tsx', 'src/pages/crew/CrewList.tsx', 'src/pages/customer/CustomerList.tsx', 'src/pages/airport/AirportList.tsx'];

describe('import locales', () => {
  const tables: LocaleTables = { zh, zhtw, en };
  itHasSameKeysAndPlaceholders(tables);
  itHasEveryUsedKey(
    tables,
    () => [
      ...SOURCES.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['`](import\.[A-Za-z.]+)['`]/g)].map((m) => m[1]!)),
      ...ERROR_KEYS.filter((k) => k.startsWith('import.')),
    ],
    'import dialog and the import refusals',
  );
});

describe('import column titles and enum labels', () => {
  const tables: LocaleTables = { zh: zhR, zhtw: zhtwR, en: enR };
  itHasEveryUsedKey(
    tables,
    () =>
      [...CREW_IMPORT_COLUMNS, ...CUSTOMER_IMPORT_COLUMNS, ...AIRPORT_IMPORT_COLUMNS].flatMap((c) => [c.label, ...(c.values ?? []).map((v) => `${c.enumLabels}.${v}`)]).concat(['resources.value.yes', 'resources.value.no']),
    'import columns',
  );
});
