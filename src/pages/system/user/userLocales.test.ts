import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/systemUser.json';
import zh from '../../../../locales/zh/systemUser.json';
import zhtw from '../../../../locales/zhtw/systemUser.json';
import { USER_ACCESS_TYPES, USER_ACCOUNT_TYPES, USER_COLUMNS, USER_IMPORT_COLUMNS, USER_STATUSES } from '../../../contract/users';
import { DATA_DIMENSIONS, DATA_MODES } from '../../../domain/access';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const DIR = 'src/pages/system/user';
const FILES = [
  ...readdirSync(DIR).filter((f) => f.endsWith('.tsx') || (f.endsWith('.ts') && !f.endsWith('.test.ts'))).map((f) => `${DIR}/${f}`),
  'src/ui/admin/PermissionTree.tsx',
  'server/modules/common/userRoutes.ts',
  'server/modules/common/userExport.ts',
];

/** Literal `systemUser.…` keys of the screens and the server, the columns' labels, and the labels of every enum value the screens show. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of FILES) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['`"](systemUser\.[A-Za-z0-9.]+[A-Za-z0-9])['`"]/g)) keys.add(m[1]!);
  }
  for (const c of [...USER_COLUMNS, ...USER_IMPORT_COLUMNS]) keys.add(c.label);
  for (const v of USER_ACCESS_TYPES) keys.add(`systemUser.accessType.${v}`);
  for (const v of USER_ACCOUNT_TYPES) keys.add(`systemUser.accountType.${v}`);
  for (const v of USER_STATUSES) keys.add(`systemUser.status.${v}`);
  for (const d of DATA_DIMENSIONS) keys.add(`systemUser.data.dimension.${d}`);
  for (const m of DATA_MODES) keys.add(`systemUser.data.mode.${m}`);
  for (const f of ['seatId', 'roleId', 'parentId', 'confirmPassword']) keys.add(`systemUser.field.${f}`);
  for (const prefix of ['systemUser.field']) keys.delete(prefix); // prefixes, not keys
  return [...keys];
}

describe('system user locales', () => {
  it('finds the keys of the screens, the server and the declarations', () => {
    expect(usedKeys()).toEqual(
      expect.arrayContaining(['systemUser.fileName', 'systemUser.importFileName', 'systemUser.field.roleCodes', 'systemUser.perm.notHeld', 'systemUser.password.hint', 'systemUser.disableConfirm', 'systemUser.data.dimension.arrivalIcao']),
    );
  });
  it('every key of the files is used', () => {
    const used = new Set(usedKeys());
    const dynamic = /^systemUser\.(action|detail|perm|data|roles|seats|mobile|password|form)\./;
    expect(Object.keys(zh).filter((k) => !used.has(k) && !dynamic.test(k))).toEqual([]);
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'system user screens and server');
  itHasSameKeysAndPlaceholders(LOCALES);
});
