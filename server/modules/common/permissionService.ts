import { PermissionKind } from '../../../src/domain/access';
import type { Db } from '../../db/client';
import { VK } from '../../../src/domain/validation/keys';
import { badRequest, forbidden } from '../../lib/errors';
import type { Principal } from '../../lib/context';
import { flattenMenus } from '../../seed/menuTree';
import { createPermissionRepository, type PermissionRow } from './permissionRepository';

/** Where each button area sits in the menu tree: its screen's and top menu's names (i18n keys). */
function menuPlaces(): Map<string, { group: string; section: string }> {
  const flat = flattenMenus();
  const byKey = new Map(flat.map((m) => [m.menu.key, m]));
  const top = (key: string | null): string => {
    let m = key ? byKey.get(key) : undefined;
    while (m?.parentKey) m = byKey.get(m.parentKey);
    return m?.menu.menuName ?? '';
  };
  const places = new Map<string, { group: string; section: string }>();
  for (const m of flat) {
    if (m.menu.menuType !== 'button' || !m.menu.perms) continue;
    const area = m.menu.perms.slice(0, m.menu.perms.lastIndexOf(':'));
    if (places.has(area)) continue;
    const parent = m.parentKey ? byKey.get(m.parentKey) : undefined;
    places.set(area, { group: parent?.menu.menuName ?? '', section: top(m.parentKey) });
  }
  return places;
}

interface RouteLike {
  method: string | string[];
  url: string;
  schema?: { summary?: string };
}

/**
 * The catalogue of permission points. Interface points are declared by the routes themselves
 * (every route names the permission it needs) and written to the database at start.
 */
export function createPermissionService(db: Db) {
  const declared = new Map<string, PermissionRow>();
  const repo = createPermissionRepository(db);

  return {
    declareInterface(key: string, route: RouteLike) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      const existing = declared.get(key);
      if (existing) {
        existing.method = `${existing.method},${method}`;
        return;
      }
      declared.set(key, {
        key,
        kind: PermissionKind.interface,
        module: route.url.split('/')[1] ?? '',
        name: route.schema?.summary ?? key,
        method,
        path: route.url,
        system: 'business',
      });
    },
    /** Adds points that are not routes (menu buttons, seats, app points). */
    declare(rows: readonly PermissionRow[]) {
      for (const r of rows) if (!declared.has(r.key)) declared.set(r.key, r);
    },
    declaredKeys: () => [...declared.keys()],
    async sync(): Promise<void> {
      await repo.upsertMany([...declared.values()]);
    },
    list: () => repo.all(),
    /** The catalogue with the menu places of the menu points (the permission tree). */
    async catalogue() {
      const places = menuPlaces();
      return (await repo.all()).map((p) => {
        const place = p.kind === PermissionKind.interface ? undefined : places.get(p.key.slice(0, p.key.lastIndexOf(':')));
        return { ...p, group: place?.group ?? null, section: place?.section ?? null };
      });
    },
    /** One grant per dimension: a repeated dimension is a caller's mistake, not a conflict. */
    assertOneGrantPerDimension(grants: readonly { dimension: string }[]): void {
      const seen = new Set<string>();
      for (const g of grants) {
        if (seen.has(g.dimension)) throw badRequest({ fields: { grants: { key: VK.duplicateDimension, params: { value: g.dimension } } } });
        seen.add(g.dimension);
      }
    },
    /** Refuses unknown keys, and keys the granting user does not hold (no escalation). */
    async assertGrantable(principal: Principal, keys: readonly string[]): Promise<void> {
      const known = await repo.existing(keys);
      const unknown = keys.filter((k) => !known.has(k));
      if (unknown.length) throw badRequest({ fields: { permissionKeys: { key: VK.unknownReference, params: { value: unknown.slice(0, 5).join(',') } } } });
      if (principal.isAdmin) return;
      const notHeld = keys.filter((k) => !principal.permissions.has(k));
      if (notHeld.length) throw forbidden(undefined, { notHeld: notHeld.slice(0, 20) });
    },
  };
}

export type PermissionService = ReturnType<typeof createPermissionService>;
