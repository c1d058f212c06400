import { eq } from 'drizzle-orm';
import { PermissionKind } from '../../../src/domain/access';
import { VK } from '../../../src/domain/validation/keys';
import { ONLINE_WINDOW_SECONDS, type SeatUpdate } from '../../../src/contract/seats';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import { authorOf, type Ctx, type Principal } from '../../lib/context';
import { findScoped, touchVersioned, updateVersioned } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/errors';
import type { LogService } from './logService';
import { createMenuSettingsRepository } from './menuSettings';
import { createSeatPresenceRepository, createSeatRepository, type SeatRow } from './seatRepository';

const view = ({ companyId: _c, createAuthorId: _a, updateAuthorId: _b, ...r }: SeatRow) => r;

/** Every ancestor of the given entries (a seat that shows an entry shows the directories above it). */
function withAncestors(ids: readonly string[], parentOf: ReadonlyMap<string, string | null>): Set<string> {
  const out = new Set<string>();
  for (const id of ids) {
    let cur: string | null | undefined = id;
    while (cur && !out.has(cur)) {
      out.add(cur);
      cur = parentOf.get(cur);
    }
  }
  return out;
}

/**
 * Seat administration: the company's seats (sort order and notes), the menus and buttons each seat
 * gets (logged with before and after, signalled to the realtime hub), and who works in which seat.
 */
export function createSeatService(deps: { db: Db; logs: LogService }) {
  const { db, logs } = deps;
  const scope = (ctx: Ctx) => eq(seats.companyId, ctx.principal.companyId);
  const seatOf = async (ctx: Ctx, id: string) => {
    const row = await findScoped(db, seats, scope(ctx), id);
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(ctx: Ctx) {
      return (await createSeatRepository(db).ofCompany(ctx.principal.companyId)).map(view);
    },

    async update(ctx: Ctx, id: string, input: SeatUpdate) {
      const { version, ...fields } = input;
      return db.transaction(async (tx) => {
        const row = await updateVersioned(tx, seats, scope(ctx), id, version, fields, authorOf(ctx));
        await logs.operation(ctx, { moduleName: 'sysSeat', functionName: 'update', businessId: id, info: row.keyName }, tx);
        return view(row);
      });
    },

    async menus(ctx: Ctx, id: string) {
      const seat = await seatOf(ctx, id);
      const repo = createSeatRepository(db);
      const [catalogue, menuIds, settings] = await Promise.all([repo.catalogue(), repo.menuIdsOf(id, ctx.principal.companyId), createMenuSettingsRepository(db).ofCompany(ctx.principal.companyId)]);
      return {
        seat: view(seat),
        catalogue: catalogue.map((m) => ({ ...m, title: settings.get(m.id)?.title ?? null, sortNum: settings.get(m.id)?.sortNum ?? m.sortNum })),
        menuIds,
      };
    },

    /**
     * Replaces the seat's menus (their directories are added); the seat's version guards it.
     * Users of the seat see the change on their next menu load; the hub tells them to reload.
     */
    async setMenus(ctx: Ctx, id: string, version: number, menuIds: readonly string[]) {
      const repo = createSeatRepository(db);
      const catalogue = await repo.catalogue();
      const parentOf = new Map(catalogue.map((m) => [m.id, m.parentId]));
      const unknown = menuIds.filter((m) => !parentOf.has(m));
      if (unknown.length) throw badRequest({ fields: { menuIds: { key: VK.unknownReference, params: { value: unknown.slice(0, 5).join(',') } } } });
      const keyOf = new Map(catalogue.map((m) => [m.id, m.key]));
      const wanted = withAncestors(menuIds, parentOf);
      return db.transaction(async (tx) => {
        await touchVersioned(tx, seats, scope(ctx), id, version, authorOf(ctx));
        const r = createSeatRepository(tx);
        const before = await r.menuIdsOf(id, ctx.principal.companyId);
        const had = new Set(before);
        const add = [...wanted].filter((m) => !had.has(m));
        const remove = before.filter((m) => !wanted.has(m));
        await r.replaceMenus(ctx.principal.companyId, id, add, remove);
        const keys = (ids: Iterable<string>) => [...ids].map((m) => keyOf.get(m) ?? m);
        await logs.permissionChange(ctx, { permissionType: PermissionKind.seat, functionName: 'seatMenus', businessId: id, before: keys(before), after: keys(wanted) }, tx);
        await r.signalMenus(ctx.principal.companyId, id);
        return { version: version + 1, added: add.length, removed: remove.length };
      });
    },

    /** Who works in which seat now (live sessions), with their last sign of life. */
    async status(ctx: Ctx) {
      const now = Date.now();
      const repo = createSeatPresenceRepository(db);
      await repo.prune(ctx.principal.companyId);
      const rows = await repo.live(ctx.principal.companyId);
      return rows.map((r) => ({
        ...r,
        since: r.since.toISOString(),
        lastActivity: r.lastActivity.toISOString(),
        online: now - r.lastActivity.getTime() <= ONLINE_WINDOW_SECONDS * 1000,
      }));
    },

    /** The session works in this seat now (called when the seat's routes load). */
    async noteSeat(principal: Principal, seatId: string) {
      if (!principal.sessionId) return;
      await createSeatPresenceRepository(db).note(principal, seatId);
    },
    /** Connected realtime sessions are active. */
    touchSessions: (sessionIds: readonly string[]) => createSeatPresenceRepository(db).touch(sessionIds),
    /** For tests and checks: the seat row in the caller's company. */
    seatOf,
  };
}

export type SeatService = ReturnType<typeof createSeatService>;
