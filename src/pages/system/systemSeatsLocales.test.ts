import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/systemSeat.json';
import zh from '../../../locales/zh/systemSeat.json';
import zhtw from '../../../locales/zhtw/systemSeat.json';
import { INTERFACE_COLUMNS, INTERFACE_SYSTEMS, INTERFACE_TYPES } from '../../contract/interfaces';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const SCREENS = ['src/pages/system/seat/SeatList.tsx', 'src/pages/system/seat/SeatMenu.tsx', 'src/pages/system/seat/SeatStatusModule.tsx', 'src/pages/system/SystemMenu.tsx', 'src/pages/system/SystemInterface.tsx', 'server/modules/common/interfaceRoutes.ts'];

/** Literal `systemSeat.…` keys, the keys built from prefixes, and the export's column labels. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of SCREENS) for (const m of readFileSync(file, 'utf8').matchAll(/['`](systemSeat\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) keys.add(m[1]!);
  for (const c of INTERFACE_COLUMNS) keys.add(c.label);
  for (const s of INTERFACE_SYSTEMS) keys.add(`systemSeat.if.system.${s}`);
  for (const s of INTERFACE_TYPES) keys.add(`systemSeat.if.type.${s}`);
  for (const s of ['directory', 'menu', 'button']) keys.add(`systemSeat.type.${s}`);
  for (const s of ['name', 'keyName', 'sortNum', 'note', 'updateTime', 'updateAuthor', 'actions']) keys.add(`systemSeat.seat.col.${s}`);
  for (const s of ['userName', 'personName', 'seat', 'since', 'ip', 'lastActivity', 'online']) keys.add(`systemSeat.status.col.${s}`);
  for (const s of ['menuName', 'name', 'path', 'component', 'redirect', 'icon', 'hidden', 'levelHidden', 'noClosable', 'noKeepAlive', 'tabHidden', 'sortNum', 'menuType', 'perms', 'actions']) keys.add(`systemSeat.menu.col.${s}`);
  // prefixes the screens build keys from are not keys
  return [...keys].filter((k) => ![...keys].some((other) => other.startsWith(`${k}.`)));
}

describe('systemSeat locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['systemSeat.menus.saveMenus', 'systemSeat.menu.codeOwned', 'systemSeat.if.fileName', 'systemSeat.status.online']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'seat, menu and interface screens');
  itHasSameKeysAndPlaceholders(LOCALES);
});
