/**
 * A company's changes to the global menu catalogue (table menu_settings): read, applied to menu
 * rows (the side menu, the catalogue screen, the preview) and written with optimistic versions.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuSettings } from '../../db/schema';
import { MENU_EDITABLE, type MenuEditable } from '../../../src/contract/menus';

export type MenuSettingRow = typeof menuSettings.$inferSelect;

interface MenuFields {
  id: string;
  menuName: string;
  icon: string | null;
  hidden: boolean;
  noClosable: boolean;
  noKeepAlive: boolean;
  tabHidden: boolean;
  sortNum: number;
}

/** The fields of a setting that are set (not null). */
export function changedFields(s: MenuSettingRow | undefined): MenuEditable[] {
  if (!s) return [];
  return MENU_EDITABLE.filter((f) => s[f] !== null && s[f] !== undefined);
}

/**
 * Menu rows with the company's changes: a literal title replaces the menuName the browser
 * translates (a key that is not in the locales shows as written).
 */
export function applyMenuSettings<T extends MenuFields>(rows: readonly T[], settings: ReadonlyMap<string, MenuSettingRow>): T[] {
  return rows.map((r) => {
    const s = settings.get(r.id);
    if (!s) return r;
    return {
      ...r,
      menuName: s.title ?? r.menuName,
      icon: s.icon ?? r.icon,
      hidden: s.hidden ?? r.hidden,
      noClosable: s.noClosable ?? r.noClosable,
      noKeepAlive: s.noKeepAlive ?? r.noKeepAlive,
      tabHidden: s.tabHidden ?? r.tabHidden,
      sortNum: s.sortNum ?? r.sortNum,
    };
  });
}

export function createMenuSettingsRepository(db: DbOrTx) {
  return {
    async ofCompany(companyId: string): Promise<Map<string, MenuSettingRow>> {
      const rows = await db.select().from(menuSettings).where(eq(menuSettings.companyId, companyId));
      return new Map(rows.map((r) => [r.menuId, r]));
    },
    async find(companyId: string, menuId: string): Promise<MenuSettingRow | undefined> {
      const [row] = await db
        .select()
        .from(menuSettings)
        .where(and(eq(menuSettings.companyId, companyId), eq(menuSettings.menuId, menuId)))
        .limit(1);
      return row;
    },
    /** The first change of an entry; undefined when another request inserted it first. */
    async insert(row: typeof menuSettings.$inferInsert): Promise<MenuSettingRow | undefined> {
      const [created] = await db.insert(menuSettings).values(row).onConflictDoNothing().returning();
      return created;
    },
  };
}
