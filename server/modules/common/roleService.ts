import { PermissionKind } from '../../../src/domain/access';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { deleteScoped, findScoped, listPage, touchVersioned, updateVersioned } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import { forbidden, notFound } from '../../lib/errors';
import type { ListQueryBody, ListResourceDef } from '../../lib/listQuery';
import type { DataGrant } from '../../../src/contract/access';
import type { RoleInput, RoleUpdate } from '../../../src/contract/roles';
import type { LogService } from './logService';
import { createPermissionRepository } from './permissionRepository';
import type { PermissionService } from './permissionService';
import { createRoleRepository, type RoleRow } from './roleRepository';

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

export function createRoleService(deps: { db: Db; logs: LogService; permissions: PermissionService }) {
  const { db, logs } = deps;
  const scope = (ctx: Ctx) => scopeWhere(roleScope, ctx.principal);
  /** Only an admin may create or change an admin role: the flag grants everything. */
  const guardAdminFlag = (ctx: Ctx, isAdmin: boolean | undefined) => {
    if (isAdmin && !ctx.principal.isAdmin) throw forbidden();
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
        return view(row);
      });
    },

    async remove(ctx: Ctx, ids: string[]) {
      return db.transaction(async (tx) => {
        const done = await deleteScoped(tx, roles, scope(ctx), ids);
        if (done.length === 0) throw notFound();
        await createRoleRepository(tx).detach(done);
        await logs.operation(ctx, { moduleName: 'sysRole', functionName: 'delete', info: done.join(',') }, tx);
        return { deleted: done.length };
      });
    },

    /** Replaces the role's permission points; logged with before and after. */
    async setPermissions(ctx: Ctx, id: string, version: number, keys: string[]) {
      await deps.permissions.assertGrantable(ctx.principal, keys);
      return db.transaction(async (tx) => {
        await touchVersioned(tx, roles, scope(ctx), id, version, authorOf(ctx));
        const repo = createPermissionRepository(tx);
        const before = await repo.keysOfRole(id);
        await repo.replaceRoleKeys(ctx.principal.companyId, id, [...new Set(keys)]);
        await logs.permissionChange(ctx, { permissionType: PermissionKind.general, functionName: 'rolePermissions', businessId: id, before, after: keys }, tx);
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
        const flat = (gs: readonly { dimension: string; mode: string; values: string[] }[]) =>
          gs.map((g) => `${g.dimension}:${g.mode}${g.mode === 'specific' ? `=${[...g.values].sort().join('|')}` : ''}`);
        await logs.permissionChange(ctx, { permissionType: PermissionKind.data, functionName: 'roleDataPermissions', businessId: id, before: flat(before), after: flat(grants) }, tx);
        return { version: version + 1 };
      });
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
