import { PermissionKind } from '../../../src/domain/access';
import type { DbOrTx } from '../../db/client';
import type { PermissionRow } from '../common/permissionRepository';
import { flattenMenus, hasSeat, type FlatMenu } from '../../seed/menuTree';
import { createMenuRepository, type MenuInsert } from './menuRepository';

/** The area of a button permission key ('trip:add' → 'trip'). */
export const areaOf = (perms: string): string => perms.slice(0, perms.lastIndexOf(':'));

/**
 * Permission points of the menu tree: each button's key (general points), and for every area that
 * has buttons a view point `area:list` that its list and read routes require.
 */
export function menuPermissionPoints(): PermissionRow[] {
  const rows = new Map<string, PermissionRow>();
  for (const m of flattenMenus()) {
    if (m.menu.menuType !== 'button' || !m.menu.perms) continue;
    const module = m.menu.key.split('.')[0] ?? '';
    rows.set(m.menu.perms, { key: m.menu.perms, kind: PermissionKind.general, module, name: m.menu.menuName, method: null, path: null, system: 'business' });
    const view = `${areaOf(m.menu.perms)}:list`;
    if (!rows.has(view)) rows.set(view, { key: view, kind: PermissionKind.general, module, name: 'menu.action.view', method: null, path: null, system: 'business' });
  }
  return [...rows.values()];
}

function row(m: FlatMenu, parentId: string | null): Omit<MenuInsert, 'key'> {
  const s = m.menu;
  return {
    parentId,
    menuName: s.menuName,
    name: s.name,
    path: s.path,
    component: s.component,
    redirect: s.redirect ?? null,
    icon: s.icon ?? null,
    hidden: s.hidden ?? false,
    levelHidden: s.levelHidden ?? false,
    noClosable: s.noClosable ?? false,
    noKeepAlive: s.noKeepAlive ?? false,
    tabHidden: s.tabHidden ?? false,
    topRight: s.topRight ?? false,
    sortNum: m.sortNum,
    menuType: s.menuType,
    perms: s.perms ?? null,
  };
}

const getsSeat = (m: FlatMenu, seatKey: string) => hasSeat(m.menu.seats as readonly string[], seatKey as never);

/**
 * Writes the product's menu tree to the catalogue: new entries are inserted and linked to the
 * default seats of every company; existing entries get the product's current fields, while the
 * seat links an administrator changed are left alone.
 */
export async function syncMenuCatalog(db: DbOrTx): Promise<{ added: number }> {
  const repo = createMenuRepository(db);
  const ids = await repo.keyToId();
  const fresh: FlatMenu[] = [];
  for (const m of flattenMenus()) {
    const parentId = m.parentKey ? (ids.get(m.parentKey) ?? null) : null;
    const id = ids.get(m.menu.key);
    if (id) await repo.update(id, row(m, parentId));
    else {
      ids.set(m.menu.key, await repo.insert({ key: m.menu.key, ...row(m, parentId) }));
      fresh.push(m);
    }
  }
  if (fresh.length) await linkDefaults(db, fresh, ids, await repo.seatsOfCompanies());
  return { added: fresh.length };
}

/** Gives a new company's seats their default menus. */
export async function linkCompanyMenus(db: DbOrTx, companyId: string): Promise<void> {
  const repo = createMenuRepository(db);
  await linkDefaults(db, flattenMenus(), await repo.keyToId(), await repo.seatsOfCompany(companyId));
}

async function linkDefaults(
  db: DbOrTx,
  menus: readonly FlatMenu[],
  ids: ReadonlyMap<string, string>,
  seatRows: readonly { id: string; companyId: string; keyName: string }[],
): Promise<void> {
  const links: { companyId: string; seatId: string; menuId: string }[] = [];
  for (const seat of seatRows) {
    for (const m of menus) {
      const menuId = ids.get(m.menu.key);
      if (menuId && getsSeat(m, seat.keyName)) links.push({ companyId: seat.companyId, seatId: seat.id, menuId });
    }
  }
  await createMenuRepository(db).link(links);
}
