
import { AccountType, PermissionKind, UserStatus } from '../../../src/domain/access';
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
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { ImportRow } from '../../lib/import/check';
import { writeAll } from '../../lib/import/write';
import { unknownReference } from '../../lib/resource';
import type { ListQueryBody } from '../../lib/listQuery';
import { hashPassword } from '../uaa/authService';
import { sha1Hex } from '../uaa/tokens';
import type { UserCreate, UserUpdate } from '../../../src/contract/users';
import type { LogService } from './logService';
import { createRoleRepository } from './roleRepository';
import { linkChange, userChanges } from './userChanges';
import { splitLinkFilters, userListDef, userScope, withLinks } from './userList';
import { createUserRepository, type UserRow } from './userRepository';
import { allReads } from '../../db/reads';

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
    const [roleRows, seatRows] = await allReads(tx, [() => repo.rolesOf(ids), () => repo.seatsOf(ids)]);
    return rows.map(({ passwordHash: _secret, companyId: _c, createAuthorId: _a, updateAuthorId: _b, ...u }) => ({
      ...u,
      roles: roleRows.filter((r) => r.userId === u.id).map(({ userId: _, ...r }) => r),
      seats: seatRows.filter((s) => s.userId === u.id).map(({ userId: _, ...s }) => s),
    }));
  }

  /** Roles, seats and the parent must be the company's; a non-administrator may not hand out a role with more than they hold (403). */
  async function assertLinks(tx: DbOrTx, ctx: Ctx, input: { roleIds?: string[]; seatIds?: string[]; parentId?: string | null }, heldRoles: readonly string[] = []) {
    const repo = createUserRepository(tx);
    const companyId = ctx.principal.companyId;
    if (input.roleIds && (await repo.countInCompany('roles', companyId, input.roleIds)) !== input.roleIds.length) {
      throw badRequest({ fields: { roleIds: { key: VK.unknownReference, params: { value: '' } } } });
    }
    if (input.seatIds && (await repo.countInCompany('seats', companyId, input.seatIds)) !== input.seatIds.length) {
      throw badRequest({ fields: { seatIds: { key: VK.unknownReference, params: { value: '' } } } });
    }
    if (input.parentId) {
      // a sub account hangs off a main account of the same company
      const parent = await repo.findById(input.parentId);
      if (!parent || parent.companyId !== companyId || parent.accountType !== AccountType.main) {
        throw badRequest({ fields: { parentId: { key: VK.unknownReference, params: { value: '' } } } });
      }
    }
    const added = (input.roleIds ?? []).filter((r) => !heldRoles.includes(r));
    if (added.length && !ctx.principal.isAdmin) {
      const granted = await repo.grantsOfRoles(added);
      const notHeld = granted.keys.filter((k) => !ctx.principal.permissions.has(k));
      if (granted.admin || notHeld.length) throw forbidden(undefined, { notHeld: granted.admin ? ['admin'] : notHeld.slice(0, 20) });
    }
  }

  /** Replaces roles and seats that changed (a change of roles resets the custom permissions), each logged with before and after. */
  async function linkRolesAndSeats(tx: DbOrTx, ctx: Ctx, userId: string, input: { roleIds?: string[]; seatIds?: string[] }, before = { roles: [] as string[], seats: [] as string[] }) {
    const repo = createUserRepository(tx);
    const companyId = ctx.principal.companyId;
    const roleChange = linkChange(before.roles, input.roleIds);
    if (roleChange) {
      await repo.replaceRoles(companyId, userId, roleChange.after);
      await logs.permissionChange(ctx, { permissionType: PermissionKind.role, functionName: 'userRoles', businessId: userId, ...roleChange }, tx);
    }
    const seatChange = linkChange(before.seats, input.seatIds);
    if (seatChange) {
      await repo.replaceSeats(companyId, userId, seatChange.after);
      await logs.permissionChange(ctx, { permissionType: PermissionKind.seat, functionName: 'userSeats', businessId: userId, ...seatChange }, tx);
    }
    // the user's open screens reload their menus once this commits
    if (roleChange || seatChange) await createRoleRepository(tx).signalMenus([userId]);
  }

  async function checkNew(input: UserCreate): Promise<string> {
    const errors: FieldErrors = {};
    const nameError = validateLoginName(input.userName, { maxLength: config.loginNameMaxLength });
    if (nameError) errors.userName = nameError;
    const passwordError = validateSignUpPassword(input.password, input.userName);
    if (passwordError) errors.password = passwordError;
    checkContact(input, errors);
    if (input.accountType === AccountType.sub && !input.parentId) errors.parentId = { key: VK.required };
    if (input.accountType !== AccountType.sub && input.parentId) errors.parentId = { key: VK.unknownReference, params: { value: '' } };
    if (hasErrors(errors)) throw badRequest({ fields: errors });
    return hashPassword(sha1Hex(input.password));
  }

  /** Writes a checked new user (with its password hash) inside `tx`. */
  async function insertUser(tx: DbOrTx, ctx: Ctx, input: UserCreate, passwordHash: string) {
    const repo = createUserRepository(tx);
    if (await repo.findByUserName(input.userName.toLowerCase())) throw conflict(ErrorKey.userNameTaken, { fields: { userName: { key: ErrorKey.userNameTaken } } });
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
    return row;
  }

  async function update(ctx: Ctx, id: string, input: UserUpdate, functionName = 'update') {
    const errors: FieldErrors = {};
    checkContact(input, errors);
    if (hasErrors(errors)) throw badRequest({ fields: errors });
    if (id === ctx.principal.userId && input.status === UserStatus.disabled) throw new AppError(400, ErrorKey.cannotDeleteSelf);
    const scope = scopeWhere(userScope, ctx.principal);
    const result = await db.transaction(async (tx) => {
      const repo = createUserRepository(tx);
      const current = await findScoped(tx, users, scope, id);
      if (!current) throw notFound();
      const [beforeRoles, beforeSeats] = await allReads(tx, [() => repo.rolesOf([id]), () => repo.seatsOf([id])]);
      const before = { roles: beforeRoles.map((r) => r.id), seats: beforeSeats.map((s) => s.id) };
      await assertLinks(tx, ctx, input, before.roles);
      const { version, roleIds, seatIds, ...fields } = input;
      const row = await updateVersioned(tx, users, scope, id, version, fields, authorOf(ctx));
      await linkRolesAndSeats(tx, ctx, id, { roleIds, seatIds }, before);
      const changed = userChanges(current, fields);
      await logs.operation(ctx, { moduleName: 'sysUser', functionName, businessId: id, info: changed ? `${row.userName}: ${changed}` : row.userName }, tx);
      return (await view(tx, [row]))[0]!;
    });
    if (input.status === UserStatus.disabled) await deps.revokeAll(id, 'disabled');
    return result;
  }

  return {
    async list(ctx: Ctx, body: ListQueryBody) {
      const links = splitLinkFilters(db, body);
      const scope = withLinks(scopeWhere(userScope, ctx.principal), links.where);
      const page = await listPage(db, users, userListDef, scope, links.body, (q) =>
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
      const passwordHash = await checkNew(input);
      return db.transaction(async (tx) => (await view(tx, [await insertUser(tx, ctx, input, passwordHash)]))[0]!);
    },

    update: (ctx: Ctx, id: string, input: UserUpdate) => update(ctx, id, input),

    /** Enable or disable (disabling ends the user's sessions); logged with the status before and after. */
    setStatus: (ctx: Ctx, id: string, version: number, enabled: boolean) =>
      update(ctx, id, { version, status: enabled ? UserStatus.enabled : UserStatus.disabled }, enabled ? 'enable' : 'disable'),

    /** Import (all rows or none): each row is created as the form's create would; roles by code, seats by key. */
    async importRows(ctx: Ctx, rows: readonly ImportRow[], dryRun: boolean) {
      return writeAll(db, rows, {
        dryRun,
        uniqueFields: { users_user_name_uq: 'userName' },
        write: async (tx, body) => {
          const codes = body as { roleIds?: string[]; seatIds?: string[] };
          const resolver = createUserRepository(tx);
          const roleIds = await resolver.idsByCode(ctx.principal.companyId, 'roles', codes.roleIds ?? []);
          if (roleIds.missing.length) throw unknownReference('roleIds', roleIds.missing.join(','));
          const seatIds = await resolver.idsByCode(ctx.principal.companyId, 'seats', codes.seatIds ?? []);
          if (seatIds.missing.length) throw unknownReference('seatIds', seatIds.missing.join(','));
          const input = { ...(body as unknown as UserCreate), roleIds: roleIds.ids, seatIds: seatIds.ids };
          await insertUser(tx, ctx, input, await checkNew(input));
        },
        done: (tx, count) => logs.operation(ctx, { moduleName: 'sysUser', functionName: 'import', info: String(count) }, tx),
      });
    },

    /** Deletes users of the company; a main account that still has sub accounts is refused (409, in use). */
    async remove(ctx: Ctx, ids: string[]) {
      if (ids.includes(ctx.principal.userId)) throw new AppError(400, ErrorKey.cannotDeleteSelf);
      const deleted = await db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        // only the caller's own users count: another company's user is not found, its sub accounts never told
        const mine = (await allReads(tx, ids.map((id) => () => findScoped(tx, users, scopeWhere(userScope, ctx.principal), id)))).flatMap((u) => (u ? [u] : []));
        const subs = await repo.subAccountsOf(mine.map((u) => u.id));
        if (subs > 0) throw conflict(ErrorKey.inUse, { count: subs });
        const names = mine.map((u) => u.userName);
        const done = await deleteScoped(tx, users, scopeWhere(userScope, ctx.principal), mine.map((u) => u.id));
        for (const id of done) {
          await repo.replaceRoles(ctx.principal.companyId, id, []);
          await repo.replaceSeats(ctx.principal.companyId, id, []);
        }
        await logs.operation(ctx, { moduleName: 'sysUser', functionName: 'delete', info: `${names.join(',')} (${done.join(',')})` }, tx);
        return done;
      });
      for (const id of deleted) await deps.revokeAll(id, 'deleted');
      if (deleted.length === 0) throw notFound();
      return { deleted: deleted.length };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
