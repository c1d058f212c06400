import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import en from '../../../locales/en/legReport.json';
import zh from '../../../locales/zh/legReport.json';
import zhtw from '../../../locales/zhtw/legReport.json';
import { FLB_STATUSES } from '../../domain/flb/rules';
import { LEG_REPORT_SOURCES } from '../../domain/trip/legReport';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = [
  'src/ui/legReport/LegReportView.tsx',
  'src/pages/flight/LegReport.tsx',
  'src/contract/legReport.ts',
  'server/modules/legReport/legReportPdf.ts',
  'server/modules/legReport/legReportService.ts',
  'server/modules/legReport/legReportRoutes.ts',
];

/** Literal keys of the screen, the PDF and the server, and the keys built from the domain's lists. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of FILES) for (const m of readFileSync(file, 'utf8').matchAll(/['`](legReport\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  for (const s of [...LEG_REPORT_SOURCES, 'none']) keys.add(`legReport.source.${s}`);
  for (const s of [...FLB_STATUSES, 'none']) keys.add(`legReport.flbStatus.${s}`);
  for (const s of ['record', 'track']) keys.add(`legReport.diversionSource.${s}`);
  for (const r of ['pic', 'sic', 'cabin', 'maintenance', 'observer', 'instructor', 'examiner']) keys.add(`legReport.role.${r}`);
  keys.delete('legReport.flbStatus'); // the export's enum prefix, not a key
  return [...keys];
}

describe('leg report locales', () => {
  itHasEveryUsedKey(LOCALES, usedKeys, 'leg report');
  itHasSameKeysAndPlaceholders(LOCALES);
});
