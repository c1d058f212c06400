import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import en from '../../../../locales/en/statusBoard.json';
import zh from '../../../../locales/zh/statusBoard.json';
import zhtw from '../../../../locales/zhtw/statusBoard.json';
import { BOARD_STATUSES, STATUS_BOARD_COLUMNS } from '../../../contract/statusBoard';
import { FLEET_TYPES } from '../../../domain/resourceEnums';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = [
  'src/pages/aircraft/StatusBoard.tsx',
  'src/pages/aircraft/statusBoard/UpkeepStrip.tsx',
  'src/ui/fleet/OpenItemsList.tsx',
  'src/ui/fleet/OpenItemsPanel.tsx',
  'src/pages/ganttChart/GanttLegend.tsx',
  'server/modules/fleet/statusBoardRoutes.ts',
];

function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of FILES) for (const m of readFileSync(file, 'utf8').matchAll(/['`](statusBoard\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  for (const s of BOARD_STATUSES) keys.add(`statusBoard.status.${s}`);
  for (const f of FLEET_TYPES) keys.add(`statusBoard.fleetType.${f}`);
  for (const s of ['adsb', 'lastLeg', 'base', 'none']) keys.add(`statusBoard.position.${s}`);
  for (const s of ['aog', 'mel', 'maintenance']) keys.add(`statusBoard.ganttLegend.${s}`);
  for (const c of STATUS_BOARD_COLUMNS) keys.add(c.label);
  return [...keys];
}

describe('status board locales', () => {
  itHasEveryUsedKey(LOCALES, usedKeys, 'status board');
  itHasSameKeysAndPlaceholders(LOCALES);
});
