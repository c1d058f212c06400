import { PermissionKind } from '../../../src/domain/access';
import { validateResetPassword } from '../../../src/domain/validation/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { findScoped, touchVersioned } from '../../lib/crud';
import { scopeWhere } from '../../lib/dataScope';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword } from '../uaa/authService';
import { sha1Hex } from '../uaa/tokens';
import type { LogService } from './logService';
import { createPermissionRepository } from './permissionRepository';
import { createRoleRepository } from './roleRepository';
import type { PermissionService } from './permissionService';
import type { GrantInput } from './roleService';
import { userScope } from './userList';
import { createUserRepository } from './userRepository';

const flatGrants = (gs: readonly { dimension: string; mode: string; values: string[] }[]) =>
  gs.map((g) => `${g.dimension}:${g.mode}${g.mode === 'specific' ? `=${[...g.values].sort().join('|')}` : ''}`);

/** A user's custom permissions, data permissions and password reset by an administrator. */
export function createUserAccessService(deps: {
  db: Db;
  logs: LogService;
  permissions: PermissionService;
  revokeAll: (userId: string, reason: string) => Promise<number>;
}) {
  const { db, logs } = deps;
  const scope = (ctx: Ctx) => scopeWhere(userScope, ctx.principal);

  return {
    async overrides(ctx: Ctx, id: string) {
      const user = await findScoped(db, users, scope(ctx), id);
      if (!user) throw notFound();
      const perms = createPermissionRepository(db);
      const [rows, dataPermissions] = await Promise.all([createUserRepository(db).overridesOf(id), perms.grantsOf('user', id)]);
      return {
        grants: rows.filter((r) => r.effect === 'grant').map((r) => r.key).sort(),
        revokes: rows.filter((r) => r.effect === 'revoke').map((r) => r.key).sort(),
        dataPermissions,
      };
    },

    /** Extra permissions added or removed on top of the roles; logged with before and after. */
    async setOverrides(ctx: Ctx, id: string, version: number, grants: string[], revokes: string[]) {
      await deps.permissions.assertGrantable(ctx.principal, grants);
      await deps.permissions.assertGrantable({ ...ctx.principal, isAdmin: true }, revokes); // revoking needs only known keys
      return db.transaction(async (tx) => {
        await touchVersioned(tx, users, scope(ctx), id, version, authorOf(ctx));
        const repo = createUserRepository(tx);
        const before = (await repo.overridesOf(id)).map((r) => `${r.effect === 'grant' ? '+' : '-'}${r.key}`);
        const rows = [
          ...[...new Set(grants)].map((key) => ({ key, effect: 'grant' as const })),
          ...[...new Set(revokes)].filter((k) => !grants.includes(k)).map((key) => ({ key, effect: 'revoke' as const })),
        ];
        await repo.replaceOverrides(ctx.principal.companyId, id, rows);
        const after = rows.map((r) => `${r.effect === 'grant' ? '+' : '-'}${r.key}`);
        await logs.permissionChange(ctx, { permissionType: PermissionKind.general, functionName: 'userPermissions', businessId: id, before, after }, tx);
        await createRoleRepository(tx).signalMenus([id]); // the user's menus follow once this commits
        return { version: version + 1 };
      });
    },

    async setDataPermissions(ctx: Ctx, id: string, version: number, grants: GrantInput[]) {
      deps.permissions.assertOneGrantPerDimension(grants);
      const author = authorOf(ctx);
      return db.transaction(async (tx) => {
        await touchVersioned(tx, users, scope(ctx), id, version, author);
        const repo = createPermissionRepository(tx);
        const before = await repo.grantsOf('user', id);
        await repo.replaceGrants(ctx.principal.companyId, 'user', id, grants, author);
        await logs.permissionChange(ctx, { permissionType: PermissionKind.data, functionName: 'userDataPermissions', businessId: id, before: flatGrants(before), after: flatGrants(grants) }, tx);
        return { version: version + 1 };
      });
    },

    /** An administrator sets a new password (6–16 characters, confirmed); the user's sessions end. */
    async resetPassword(ctx: Ctx, id: string, version: number, password: string, confirmPassword = password) {
      const user = await findScoped(db, users, scope(ctx), id);
      if (!user) throw notFound();
      // the reset rules: 6–16 printable characters, both entries the same
      const errors = validateResetPassword({ password, confirmPassword });
      if (Object.keys(errors).length) throw badRequest({ fields: errors });
      const hash = await hashPassword(sha1Hex(password));
      await db.transaction(async (tx) => {
        await touchVersioned(tx, users, scope(ctx), id, version, authorOf(ctx));
        await createUserRepository(tx).setPassword(id, hash, new Date());
        await logs.operation(ctx, { moduleName: 'sysUser', functionName: 'resetPassword', businessId: id, info: user.userName }, tx);
      });
      await deps.revokeAll(id, 'passwordReset');
      return { version: version + 2 };
    },
  };
}
