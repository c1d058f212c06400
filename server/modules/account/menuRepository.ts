import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, seatMenus, seats } from '../../db/schema';

export type MenuInsert = typeof menus.$inferInsert;

export function createMenuRepository(db: DbOrTx) {
  return {
    async keyToId(): Promise<Map<string, string>> {
      const rows = await db.select({ id: menus.id, key: menus.key }).from(menus);
      return new Map(rows.map((r) => [r.key, r.id]));
    },
    async insert(row: MenuInsert): Promise<string> {
      const [created] = await db.insert(menus).values(row).returning({ id: menus.id });
      return created!.id;
    },
    /** Updates the product-defined fields of a catalogue entry (keeps its id and seat links). */
    async update(id: string, row: Omit<MenuInsert, 'key'>): Promise<void> {
      await db.update(menus).set({ ...row, updateTime: new Date(), version: sql`${menus.version} + 1` }).where(eq(menus.id, id));
    },
    async seatsOfCompanies(): Promise<{ id: string; companyId: string; keyName: string }[]> {
      return db.select({ id: seats.id, companyId: seats.companyId, keyName: seats.keyName }).from(seats);
    },
    async seatsOfCompany(companyId: string) {
      return db.select({ id: seats.id, companyId: seats.companyId, keyName: seats.keyName }).from(seats).where(eq(seats.companyId, companyId));
    },
    async link(rows: readonly { companyId: string; seatId: string; menuId: string }[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 1000) {
        await db.insert(seatMenus).values(rows.slice(i, i + 1000)).onConflictDoNothing();
      }
    },
    async linked(seatId: string, menuIds: readonly string[]) {
      if (menuIds.length === 0) return [];
      return db
        .select({ menuId: seatMenus.menuId })
        .from(seatMenus)
        .where(and(eq(seatMenus.seatId, seatId), inArray(seatMenus.menuId, [...menuIds])));
    },
  };
}
