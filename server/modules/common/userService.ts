
import { PermissionKind, UserStatus } from '../../../src/domain/access';
import { ErrorKey } from '../../../src/domain/api';
import { email as emailRule, mainlandMobile } from '../../../src/domain/validation';
import { validateLoginName, validateSignUpPassword } from '../../../src/domain/validation/account';
import { hasErrors, type FieldErrors } from '../../../src/domain/validation/types';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { VK } from '../../../src/domain/validation/keys';
import { users } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { deleteScoped, findScoped, listPage, updateVersioned } from '../../lib/crud';
import { scopeWhere } from '../../lib/dataScope';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { ListQueryBody } from '../../lib/listQuery';
import { hashPassword } from '../uaa/authService';
import { sha1Hex } from '../uaa/tokens';
import type { UserCreate, UserUpdate } from '../../../src/contract/users';
import type { LogService } from './logService';
import { userListDef, userScope } from './userList';
import { createUserRepository, type UserRow } from './userRepository';

export type { UserCreate, UserUpdate } from '../../../src/contract/users';

function checkContact(input: { email?: string | null; mobile?: string | null }, errors: FieldErrors) {
  if (input.email) {
    const e = emailRule(input.email);
    if (e) errors.email = e;
  }
  if (input.mobile) {
    const e = mainlandMobile(input.mobile);
    if (e) errors.mobile = e;
  }
}

export function createUserService(deps: { db: Db; config: Config; logs: LogService; revokeAll: (userId: string, reason: string) => Promise<number> }) {
  const { db, config, logs } = deps;

  async function view(tx: DbOrTx, rows: UserRow[]) {
    const repo = createUserRepository(tx);
    const ids = rows.map((r) => r.id);
    const [roleRows, seatRows] = await Promise.all([repo.rolesOf(ids), repo.seatsOf(ids)]);
    return rows.map(({ passwordHash: _secret, companyId: _c, createAuthorId: _a, updateAuthorId: _b, ...u }) => ({
      ...u,
      roles: roleRows.filter((r) => r.userId === u.id).map(({ userId: _, ...r }) => r),
      seats: seatRows.filter((s) => s.userId === u.id).map(({ userId: _, ...s }) => s),
    }));
  }

  async function assertLinks(tx: DbOrTx, ctx: Ctx, input: { roleIds?: string[]; seatIds?: string[]; parentId?: string | null }) {
    const repo = createUserRepository(tx);
    const companyId = ctx.principal.companyId;
    if (input.roleIds && (await repo.countInCompany('roles', companyId, input.roleIds)) !== input.roleIds.length) {
      throw badRequest({ fields: { roleIds: { key: VK.unknownReference, params: { value: '' } } } });
    }
    if (input.seatIds && (await repo.countInCompany('seats', companyId, input.seatIds)) !== input.seatIds.length) {
      throw badRequest({ fields: { seatIds: { key: VK.unknownReference, params: { value: '' } } } });
    }
    if (input.parentId) {
      const parent = await repo.findById(input.parentId);
      if (!parent || parent.companyId !== companyId) {
        throw badRequest({ fields: { parentId: { key: VK.unknownReference, params: { value: '' } } } });
      }
    }
  }

  async function linkRolesAndSeats(tx: DbOrTx, ctx: Ctx, userId: string, input: { roleIds?: string[]; seatIds?: string[] }, before?: { roles: string[]; seats: string[] }) {
    const repo = createUserRepository(tx);
    const companyId = ctx.principal.companyId;
    if (input.roleIds) {
      await repo.replaceRoles(companyId, userId, input.roleIds);
      await logs.permissionChange(ctx, { permissionType: PermissionKind.role, functionName: 'userRoles', businessId: userId, before: before?.roles ?? [], after: input.roleIds }, tx);
    }
    if (input.seatIds) {
      await repo.replaceSeats(companyId, userId, input.seatIds);
      await logs.permissionChange(ctx, { permissionType: PermissionKind.seat, functionName: 'userSeats', businessId: userId, before: before?.seats ?? [], after: input.seatIds }, tx);
    }
  }

  return {
    async list(ctx: Ctx, body: ListQueryBody) {
      const scope = scopeWhere(userScope, ctx.principal);
      const page = await listPage(db, users, userListDef, scope, body, (q) =>
        db.select().from(users).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      );
      return { totalNum: page.totalNum, list: await view(db, page.list) };
    },

    async get(ctx: Ctx, id: string) {
      const row = await findScoped(db, users, scopeWhere(userScope, ctx.principal), id);
      if (!row) throw notFound();
      return (await view(db, [row]))[0]!;
    },

    async create(ctx: Ctx, input: UserCreate) {
      const errors: FieldErrors = {};
      const nameError = validateLoginName(input.userName, { maxLength: config.loginNameMaxLength });
      if (nameError) errors.userName = nameError;
      const passwordError = validateSignUpPassword(input.password, input.userName);
      if (passwordError) errors.password = passwordError;
      checkContact(input, errors);
      if (hasErrors(errors)) throw badRequest({ fields: errors });
      const passwordHash = await hashPassword(sha1Hex(input.password));
      return db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        if (await repo.findByUserName(input.userName.toLowerCase())) throw conflict(ErrorKey.userNameTaken);
        await assertLinks(tx, ctx, input);
        const author = authorOf(ctx);
        const row = await repo.insert({
          companyId: ctx.principal.companyId,
          userName: input.userName,
          personName: input.personName,
          passwordHash,
          passwordTime: new Date(),
          email: input.email ?? null,
          mobile: input.mobile ?? null,
          accountType: input.accountType ?? 1,
          parentId: input.parentId ?? null,
          accessType: input.accessType ?? 0,
          status: input.status ?? UserStatus.enabled,
          note: input.note ?? null,
          createAuthorId: author.id,
          createAuthor: author.name,
          updateAuthorId: author.id,
          updateAuthor: author.name,
        });
        await linkRolesAndSeats(tx, ctx, row.id, input);
        await logs.operation(ctx, { moduleName: 'sysUser', functionName: 'create', businessId: row.id, info: row.userName }, tx);
        return (await view(tx, [row]))[0]!;
      });
    },

    async update(ctx: Ctx, id: string, input: UserUpdate) {
      const errors: FieldErrors = {};
      checkContact(input, errors);
      if (hasErrors(errors)) throw badRequest({ fields: errors });
      if (id === ctx.principal.userId && input.status === UserStatus.disabled) throw new AppError(400, ErrorKey.cannotDeleteSelf);
      const result = await db.transaction(async (tx) => {
        await assertLinks(tx, ctx, input);
        const repo = createUserRepository(tx);
        const [beforeRoles, beforeSeats] = await Promise.all([repo.rolesOf([id]), repo.seatsOf([id])]);
        const { version, roleIds, seatIds, ...fields } = input;
        const row = await updateVersioned(tx, users, scopeWhere(userScope, ctx.principal), id, version, fields, authorOf(ctx));
        await linkRolesAndSeats(tx, ctx, id, { roleIds, seatIds }, { roles: beforeRoles.map((r) => r.id), seats: beforeSeats.map((s) => s.id) });
        await logs.operation(ctx, { moduleName: 'sysUser', functionName: 'update', businessId: id, info: row.userName }, tx);
        return (await view(tx, [row]))[0]!;
      });
      if (input.status === UserStatus.disabled) await deps.revokeAll(id, 'disabled');
      return result;
    },

    async remove(ctx: Ctx, ids: string[]) {
      if (ids.includes(ctx.principal.userId)) throw new AppError(400, ErrorKey.cannotDeleteSelf);
      const deleted = await db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        const done = await deleteScoped(tx, users, scopeWhere(userScope, ctx.principal), ids);
        for (const id of done) {
          await repo.replaceRoles(ctx.principal.companyId, id, []);
          await repo.replaceSeats(ctx.principal.companyId, id, []);
        }
        await logs.operation(ctx, { moduleName: 'sysUser', functionName: 'delete', info: done.join(',') }, tx);
        return done;
      });
      for (const id of deleted) await deps.revokeAll(id, 'deleted');
      if (deleted.length === 0) throw notFound();
      return { deleted: deleted.length };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
