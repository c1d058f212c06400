import { PermissionKind } from '../../../src/domain/access';
import type { Db, Tx } from '../../db/client';
import { roles } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { deleteScoped, findScoped, listPage, touchVersioned, updateVersioned } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { ErrorKey } from '../../../src/domain/api';
import { VK } from '../../../src/domain/validation/keys';
import type { ListQueryBody, ListResourceDef } from '../../lib/listQuery';
import type { DataGrant } from '../../../src/contract/access';
import type { RoleInput, RoleUpdate } from '../../../src/contract/roles';
import type { LogService } from './logService';
import { createPermissionRepository } from './permissionRepository';
import type { PermissionService } from './permissionService';
import { createRoleRepository, type RoleRow } from './roleRepository';
import { allReads } from '../../db/reads';

export const roleScope: ScopeDef = { companyColumn: roles.companyId };

export const roleListDef: ListResourceDef = {
  name: 'sysRole',
  fields: {
    name: { column: roles.name, type: 'string', ops: ['eq', 'like', 'startsWith'], sortable: true },
    code: { column: roles.code, type: 'string', ops: ['eq', 'like', 'in'], sortable: true },
    isAdmin: { column: roles.isAdmin, type: 'boolean', ops: ['eq'], sortable: true },
    sortNum: { column: roles.sortNum, type: 'integer', ops: ['eq', 'gt', 'lt'], sortable: true },
    createTime: { column: roles.createTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
  },
  defaultSort: { field: 'sortNum', direction: 'asc' },
  tieBreaker: roles.id,
};

export type { RoleInput };
/** One dimension of data permissions a command sets. */
export type GrantInput = DataGrant;

const view = ({ companyId: _c, createAuthorId: _a, updateAuthorId: _b, ...r }: RoleRow) => r;

/** Log types of the points (interface points are logged with the general ones). */
const LOGGED_KINDS = [PermissionKind.general, PermissionKind.file, PermissionKind.seat, PermissionKind.appMenu, PermissionKind.appData, PermissionKind.role] as const;
const flatGrants = (gs: readonly { dimension: string; mode: string; values: string[] }[]) =>
  gs.map((g) => `${g.dimension}:${g.mode}${g.mode === 'specific' ? `=${[...g.values].sort().join('|')}` : ''}`);

/** Before and after of one kind each, for the kinds that changed. */
export function changesByKind(before: readonly string[], after: readonly string[], kindOf: (key: string) => number) {
  const logged = (k: string) => {
    const kind = kindOf(k);
    return (LOGGED_KINDS as readonly number[]).includes(kind) ? kind : PermissionKind.general;
  };
  const out: { permissionType: number; before: string[]; after: string[] }[] = [];
  for (const kind of LOGGED_KINDS) {
    const b = before.filter((k) => logged(k) === kind).sort();
    const a = after.filter((k) => logged(k) === kind).sort();
    if (b.join() !== a.join()) out.push({ permissionType: kind, before: b, after: a });
  }
  return out;
}

export function createRoleService(deps: { db: Db; logs: LogService; permissions: PermissionService }) {
  const { db, logs } = deps;
  const scope = (ctx: Ctx) => scopeWhere(roleScope, ctx.principal);
  /** Only an admin may create or change an admin role: the flag grants everything. */
  const guardAdminFlag = (ctx: Ctx, isAdmin: boolean | undefined) => {
    if (isAdmin && !ctx.principal.isAdmin) throw forbidden();
  };

  /** The role's users reload their menus once the transaction commits. */
  const signalHolders = async (tx: Tx, roleId: string) => {
    const repo = createRoleRepository(tx);
    await repo.signalMenus(await repo.usersOf(roleId));
  };

  return {
    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listPage(db, roles, roleListDef, scope(ctx), body, (q) => createRoleRepository(db).page(q));
      return { totalNum: page.totalNum, list: page.list.map(view) };
    },

    async get(ctx: Ctx, id: string) {
      const row = await findScoped(db, roles, scope(ctx), id);
      if (!row) throw notFound();
      const perms = createPermissionRepository(db);
      const [permissionKeys, dataPermissions] = await Promise.all([perms.keysOfRole(id), perms.grantsOf('role', id)]);
      return { ...view(row), permissionKeys: permissionKeys.sort(), dataPermissions };
    },

    async create(ctx: Ctx, input: RoleInput) {
      guardAdminFlag(ctx, input.isAdmin);
      const author = authorOf(ctx);
      return db.transaction(async (tx) => {
        const row = await createRoleRepository(tx).insert({
          ...input,
          companyId: ctx.principal.companyId,
          createAuthorId: author.id,
          createAuthor: author.name,
          updateAuthorId: author.id,
          updateAuthor: author.name,
        });
        await logs.operation(ctx, { moduleName: 'sysRole', functionName: 'create', businessId: row.id, info: row.name }, tx);
        return view(row);
      });
    },

    async update(ctx: Ctx, id: string, input: RoleUpdate) {
      guardAdminFlag(ctx, input.isAdmin);
      const { version, ...fields } = input;
      return db.transaction(async (tx) => {
        const row = await updateVersioned(tx, roles, scope(ctx), id, version, fields, authorOf(ctx));
        await logs.operation(ctx, { moduleName: 'sysRole', functionName: 'update', businessId: id, info: row.name }, tx);
        // the admin flag grants everything: its holders' menus change
        if (fields.isAdmin !== undefined) await signalHolders(tx, id);
        return view(row);
      });
    },

    async remove(ctx: Ctx, ids: string[]) {
      return db.transaction(async (tx) => {
        const repo = createRoleRepository(tx);
        // only the caller's own roles count: another company's role is not found, its holders never told
        const mine = (await allReads(tx, ids.map((id) => () => findScoped(tx, roles, scope(ctx), id)))).flatMap((r) => (r ? [r.id] : []));
        if (mine.length === 0) throw notFound();
        const held = await repo.holders(mine);
        if (held > 0) throw conflict(ErrorKey.inUse, { count: held });
        const done = await deleteScoped(tx, roles, scope(ctx), mine);
        if (done.length === 0) throw notFound();
        await repo.detach(done);
        await logs.operation(ctx, { moduleName: 'sysRole', functionName: 'delete', info: done.join(',') }, tx);
        return { deleted: done.length };
      });
    },

    /** Replaces the role's permission points; logged with before and after. */
    async setPermissions(ctx: Ctx, id: string, version: number, keys: string[]) {
      // only points the role gains are checked against the granter's own: a held point may stay
      const held = new Set(await createPermissionRepository(db).keysOfRole(id));
      await deps.permissions.assertGrantable(ctx.principal, [...new Set(keys)].filter((k) => !held.has(k)));
      const kinds = new Map((await deps.permissions.list()).map((p) => [p.key, p.kind]));
      const after = [...new Set(keys)];
      return db.transaction(async (tx) => {
        await touchVersioned(tx, roles, scope(ctx), id, version, authorOf(ctx));
        const repo = createPermissionRepository(tx);
        const before = await repo.keysOfRole(id);
        await repo.replaceRoleKeys(ctx.principal.companyId, id, after);
        for (const c of changesByKind(before, after, (k) => kinds.get(k) ?? PermissionKind.general)) {
          await logs.permissionChange(ctx, { ...c, functionName: 'rolePermissions', businessId: id }, tx);
        }
        await signalHolders(tx, id);
        return { version: version + 1 };
      });
    },

    /** Replaces the role's data permissions; logged with before and after. */
    async setDataPermissions(ctx: Ctx, id: string, version: number, grants: GrantInput[]) {
      deps.permissions.assertOneGrantPerDimension(grants);
      const author = authorOf(ctx);
      return db.transaction(async (tx) => {
        await touchVersioned(tx, roles, scope(ctx), id, version, author);
        const repo = createPermissionRepository(tx);
        const before = await repo.grantsOf('role', id);
        await repo.replaceGrants(ctx.principal.companyId, 'role', id, grants, author);
        await logs.permissionChange(ctx, { permissionType: PermissionKind.data, functionName: 'roleDataPermissions', businessId: id, before: flatGrants(before), after: flatGrants(grants) }, tx);
        await signalHolders(tx, id);
        return { version: version + 1 };
      });
    },

    /** The users holding the role. */
    async members(ctx: Ctx, id: string) {
      if (!(await findScoped(db, roles, scope(ctx), id))) throw notFound();
      return createRoleRepository(db).members(id);
    },

    /** Replaces the role's users (users of the company only); logged per role with before and after. */
    async setMembers(ctx: Ctx, id: string, version: number, userIds: string[]) {
      const wanted = [...new Set(userIds)];
      return db.transaction(async (tx) => {
        const repo = createRoleRepository(tx);
        const known = await repo.usersInCompany(ctx.principal.companyId, wanted);
        if (known.length !== wanted.length) throw badRequest({ fields: { userIds: { key: VK.unknownReference, params: { value: '' } } } });
        await touchVersioned(tx, roles, scope(ctx), id, version, authorOf(ctx));
        const before = await repo.usersOf(id);
        const added = wanted.filter((u) => !before.includes(u));
        const removed = before.filter((u) => !wanted.includes(u));
        await repo.unlink(id, removed);
        await repo.link(ctx.principal.companyId, id, added);
        await logs.permissionChange(ctx, { permissionType: PermissionKind.role, functionName: 'roleUsers', businessId: id, before: [...before].sort(), after: [...wanted].sort() }, tx);
        await repo.signalMenus([...added, ...removed]);
        return { version: version + 1 };
      });
    },

    /** The list with each role's permission keys (the export). */
    async listWithPermissions(ctx: Ctx, body: ListQueryBody) {
      const page = await listPage(db, roles, roleListDef, scope(ctx), body, (q) => createRoleRepository(db).page(q));
      const keys = await createRoleRepository(db).keysOfRoles(page.list.map((r) => r.id));
      return { totalNum: page.totalNum, list: page.list.map((r) => ({ ...view(r), permissionKeys: keys.get(r.id) ?? [] })) };
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
