import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enTree from '../../../../locales/en/permissionTree.json';
import en from '../../../../locales/en/systemRole.json';
import zhTree from '../../../../locales/zh/permissionTree.json';
import zh from '../../../../locales/zh/systemRole.json';
import zhtwTree from '../../../../locales/zhtw/permissionTree.json';
import zhtw from '../../../../locales/zhtw/systemRole.json';
import { ROLE_COLUMNS } from '../../../contract/roles';
import { DATA_DIMENSIONS, DATA_MODES } from '../../../domain/access';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../../i18n/localeChecks';
import { KIND_ORDER, kindName } from '../../../ui/admin/permissionNodes';
import { ROLE_PANELS } from './RolePanels';

const ROLE: LocaleTables = { zh, zhtw, en };
const TREE: LocaleTables = { zh: zhTree, zhtw: zhtwTree, en: enTree };
const DIRS = ['src/pages/system/role', 'src/ui/admin'];

/** Literal keys, `${L}.x` keys, and the keys built from the panels, dimensions, modes and kinds. */
function usedKeys(ns: 'systemRole' | 'permissionTree'): string[] {
  const keys = new Set<string>();
  for (const dir of DIRS) {
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const m of source.matchAll(new RegExp(`['\`](${ns}\\.[A-Za-z0-9.]+[A-Za-z0-9])['\`]`, 'g'))) keys.add(m[1]!);
      const prefix = /const L = '([A-Za-z.]+)'/.exec(source)?.[1];
      if (prefix?.startsWith(ns)) {
        keys.delete(prefix); // the prefix itself is no key
        for (const m of source.matchAll(/`\$\{L\}\.([A-Za-z0-9]+)`/g)) keys.add(`${prefix}.${m[1]}`);
      }
    }
  }
  if (ns === 'systemRole') {
    for (const p of ROLE_PANELS) keys.add(`systemRole.panel.${p}`);
    for (const d of DATA_DIMENSIONS) keys.add(`systemRole.dimension.${d}`);
    for (const m of ['unset', ...DATA_MODES]) keys.add(`systemRole.mode.${m}`);
    for (const c of ROLE_COLUMNS) keys.add(c.label);
    for (const f of ['name', 'code', 'isAdmin', 'sortNum', 'note', 'updateAuthor', 'updateTime']) keys.add(`systemRole.field.${f}`);
  } else for (const k of KIND_ORDER) keys.add(`permissionTree.kind.${kindName(k)}`);
  return [...keys];
}

describe('role screen locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys('systemRole')).toEqual(expect.arrayContaining(['systemRole.save', 'systemRole.field.permissions', 'systemRole.users.count', 'systemRole.dimension.arrivalIcao']));
    expect(usedKeys('permissionTree')).toEqual(expect.arrayContaining(['permissionTree.search', 'permissionTree.kind.interface']));
  });
  describe('systemRole', () => {
    itHasEveryUsedKey(ROLE, () => usedKeys('systemRole'), 'role screens');
    itHasSameKeysAndPlaceholders(ROLE);
  });
  describe('permissionTree', () => {
    itHasEveryUsedKey(TREE, () => usedKeys('permissionTree'), 'permission tree');
    itHasSameKeysAndPlaceholders(TREE);
  });
});
