import { and, asc, eq } from 'drizzle-orm';
import type { MenuUpdate, PreviewNode } from '../../../src/contract/menus';
import type { Db } from '../../db/client';
import { menuSettings, menus, seats } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { updateVersioned } from '../../lib/crud';
import { notFound, staleVersion } from '../../lib/errors';
import type { AccessService } from '../account/accessService';
import { buildMenuTree, type MenuNode } from '../account/menuTree';
import type { LogService } from './logService';
import { applyMenuSettings, changedFields, createMenuSettingsRepository, type MenuSettingRow } from './menuSettings';
import { createSeatRepository } from './seatRepository';

const EDITABLE_SNAPSHOT = (s: Partial<MenuSettingRow> | undefined) =>
  JSON.stringify({ title: s?.title ?? null, hidden: s?.hidden ?? null, sortNum: s?.sortNum ?? null, icon: s?.icon ?? null, noClosable: s?.noClosable ?? null, noKeepAlive: s?.noKeepAlive ?? null, tabHidden: s?.tabHidden ?? null });

function previewOf(nodes: readonly MenuNode[], titles: ReadonlyMap<string, string | null>): PreviewNode[] {
  return nodes
    .filter((n) => n.menuType !== 'button')
    .map((n) => ({ id: n.id, menuName: n.menuName, title: titles.get(n.id) ?? null, icon: n.icon, hidden: n.hidden, menuType: n.menuType, children: previewOf(n.children, titles) }));
}

/**
 * The menu catalogue screen: every entry with the company's changes, the change of the fields an
 * operator owns (per company, optimistic: version 0 creates the first change), and the side menu a
 * seat gets (as an administrator of it sees it).
 */
export function createMenuAdminService(deps: { db: Db; logs: LogService; access: AccessService; showPlanned: boolean }) {
  const { db, logs } = deps;

  async function list(ctx: Ctx) {
    const rows = await db.select().from(menus).orderBy(asc(menus.sortNum));
    const settings = await createMenuSettingsRepository(db).ofCompany(ctx.principal.companyId);
    return applyMenuSettings(rows, settings).map((m, i) => {
      const r = rows[i]!;
      const s = settings.get(r.id);
      return {
        id: r.id,
        key: r.key,
        parentId: r.parentId,
        menuName: r.menuName,
        title: s?.title ?? null,
        name: r.name,
        path: r.path,
        component: r.component,
        redirect: r.redirect,
        icon: m.icon,
        hidden: m.hidden,
        levelHidden: r.levelHidden,
        noClosable: m.noClosable,
        noKeepAlive: m.noKeepAlive,
        tabHidden: m.tabHidden,
        sortNum: m.sortNum,
        menuType: r.menuType,
        perms: r.perms,
        changed: changedFields(s),
        version: s?.version ?? 0,
      };
    });
  }

  return {
    list,

    async update(ctx: Ctx, menuId: string, input: MenuUpdate) {
      const { version, ...fields } = input;
      const companyId = ctx.principal.companyId;
      const [menu] = await db.select().from(menus).where(eq(menus.id, menuId)).limit(1);
      if (!menu) throw notFound();
      // a value equal to the product's is no change: stored as null, so later product changes apply
      const product: Record<string, unknown> = { ...menu, title: null };
      for (const k of Object.keys(fields) as (keyof typeof fields)[]) if (fields[k] === product[k]) (fields as Record<string, unknown>)[k] = null;
      const author = authorOf(ctx);
      await db.transaction(async (tx) => {
        const repo = createMenuSettingsRepository(tx);
        const before = await repo.find(companyId, menuId);
        let after: MenuSettingRow | undefined;
        if (version === 0) {
          if (before) throw staleVersion({ currentVersion: before.version, sentVersion: version });
          after = await repo.insert({ companyId, menuId, ...fields, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name });
          if (!after) throw staleVersion({ sentVersion: version });
        } else {
          if (!before) throw staleVersion({ currentVersion: 0, sentVersion: version });
          after = await updateVersioned(tx, menuSettings, eq(menuSettings.companyId, companyId), before.id, version, fields, author);
        }
        await logs.operation(ctx, { moduleName: 'sysMenu', functionName: 'update', businessId: menuId, info: `${menu.key} ${EDITABLE_SNAPSHOT(before)} → ${EDITABLE_SNAPSHOT(after)}` }, tx);
        await createSeatRepository(tx).signalMenus(companyId);
      });
      const all = await list(ctx);
      return all.find((m) => m.id === menuId)!;
    },

    /** The side menu of a seat of the caller's company, as an administrator working in it sees it. */
    async preview(ctx: Ctx, seatId: string): Promise<PreviewNode[]> {
      const [seat] = await db
        .select({ id: seats.id })
        .from(seats)
        .where(and(eq(seats.id, seatId), eq(seats.companyId, ctx.principal.companyId)))
        .limit(1);
      if (!seat) throw notFound();
      const rows = await deps.access.menusOfSeat(seatId, ctx.principal.companyId);
      const settings = await createMenuSettingsRepository(db).ofCompany(ctx.principal.companyId);
      const titles = new Map([...settings.values()].map((s) => [s.menuId, s.title]));
      const tree = buildMenuTree(rows, { ...ctx.principal, isAdmin: true }, { showPlanned: deps.showPlanned });
      return previewOf(tree, titles);
    },
  };
}

export type MenuAdminService = ReturnType<typeof createMenuAdminService>;
