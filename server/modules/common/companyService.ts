import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SEAT_KEYS } from '../../../src/domain/access';
import { ErrorKey } from '../../../src/domain/api';
import { validateRegistration, type RegistrationForm } from '../../../src/domain/validation/account';
import { hasErrors } from '../../../src/domain/validation/types';
import zhSeats from '../../../locales/zh/seat.json' with { type: 'json' };
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { companies, roles, seats, userRoles, userSeats } from '../../db/schema';
import { authorOf, type Ctx } from '../../lib/context';
import { listPage, updateVersioned } from '../../lib/crud';
import { badRequest, conflict, forbidden, tooManyAttempts } from '../../lib/errors';
import { createLoginFailureRepository } from '../uaa/repository';
import type { ListQueryBody, ListResourceDef } from '../../lib/listQuery';
import { linkCompanyMenus } from '../account/menuCatalog';
import { hashPassword } from '../uaa/authService';
import { sha1Hex } from '../uaa/tokens';
import { createCompanyRepository, type CompanyRow } from './companyRepository';
import type { LogService } from './logService';
import { createUserRepository } from './userRepository';

export interface ProvisionInput {
  company: { name: string; phone?: string; address?: string; contactPerson?: string; mobile?: string; email?: string; code?: string };
  status: 'pending' | 'active';
  isPlatform?: boolean;
  admin: { userName: string; passwordSha1: string; personName: string; email?: string; mobile?: string; isPlatformAdmin?: boolean };
}

export const registrationListDef: ListResourceDef = {
  name: 'registration',
  fields: {
    name: { column: companies.name, type: 'string', ops: ['eq', 'like'], sortable: true },
    code: { column: companies.code, type: 'string', ops: ['eq', 'like'], sortable: true },
    status: { column: companies.status, type: 'enum', enumValues: ['pending', 'active', 'rejected', 'disabled'], ops: ['eq', 'in'], sortable: true },
    createTime: { column: companies.createTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: companies.id,
};

const seatName = (key: string) => (zhSeats as Record<string, string>)[`seat.${key}`] ?? key;
const newCode = () => `C${randomBytes(4).toString('hex').toUpperCase()}`;
const view = ({ createAuthorId: _a, updateAuthorId: _b, ...c }: CompanyRow) => c;

/** Creates an operator with its ten seats, an administrator role, the main account and default menus. */
export async function provisionCompany(tx: DbOrTx, input: ProvisionInput) {
  const users = createUserRepository(tx);
  if (await users.findByUserName(input.admin.userName.toLowerCase())) throw conflict(ErrorKey.userNameTaken);
  const company = await createCompanyRepository(tx).insert({
    ...input.company,
    code: input.company.code ?? newCode(),
    status: input.status,
    isPlatform: input.isPlatform ?? false,
    createAuthor: input.admin.userName,
    updateAuthor: input.admin.userName,
  });
  const companyId = company.id;
  const seatRows = await tx
    .insert(seats)
    .values(SEAT_KEYS.map((keyName, i) => ({ companyId, keyName, name: seatName(keyName), sortNum: i + 1 })))
    .returning({ id: seats.id });
  const [role] = await tx
    .insert(roles)
    .values({ companyId, name: '管理员', code: 'ADMIN', isAdmin: true, note: 'Company administrator' })
    .returning({ id: roles.id });
  const admin = await users.insert({
    companyId,
    userName: input.admin.userName,
    personName: input.admin.personName,
    email: input.admin.email ?? null,
    mobile: input.admin.mobile ?? null,
    passwordHash: await hashPassword(input.admin.passwordSha1),
    passwordTime: new Date(),
    accountType: 1,
    isPlatformAdmin: input.admin.isPlatformAdmin ?? false,
    createAuthor: input.admin.userName,
    updateAuthor: input.admin.userName,
  });
  await tx.insert(userRoles).values({ companyId, userId: admin.id, roleId: role!.id });
  await tx.insert(userSeats).values(seatRows.map((s) => ({ companyId, userId: admin.id, seatId: s.id })));
  await linkCompanyMenus(tx, companyId);
  return { company, adminUserId: admin.id, adminRoleId: role!.id };
}

export function createCompanyService(deps: { db: Db; config: Config; logs: LogService }) {
  const { db, config } = deps;
  const platformOnly = (ctx: Ctx) => {
    if (!ctx.principal.isPlatformAdmin) throw forbidden();
  };

  async function review(ctx: Ctx, id: string, version: number, status: 'active' | 'rejected', note?: string) {
    platformOnly(ctx);
    return db.transaction(async (tx) => {
      const current = await createCompanyRepository(tx).findById(id);
      if (!current || current.status !== 'pending') throw conflict(ErrorKey.dataChanged);
      const author = authorOf(ctx);
      const row = await updateVersioned(tx, companies, eq(companies.status, 'pending'), id, version, { status, reviewNote: note ?? null, reviewAuthor: author.name, reviewTime: new Date() }, author);
      await deps.logs.operation(ctx, { moduleName: 'registration', functionName: status === 'active' ? 'approve' : 'reject', businessId: id, info: row.name }, tx);
      return view(row);
    });
  }

  return {
    provision: (input: ProvisionInput) => db.transaction((tx) => provisionCompany(tx, input)),

    /** Public registration (step 1 of 2): the company waits for a platform administrator's approval. */
    async register(form: RegistrationForm, ip?: string) {
      const errors = validateRegistration(form, { loginNameMaxLength: config.loginNameMaxLength });
      if (hasErrors(errors)) throw badRequest({ fields: errors });
      // Each valid application counts against the caller's IP, so a script cannot flood the approval queue.
      if (ip && !(await createLoginFailureRepository(db).take(`register:${ip}`, new Date(), config.rateLimit.windowSeconds, config.rateLimit.perIp))) {
        throw tooManyAttempts(config.rateLimit.windowSeconds);
      }
      const { company } = await db.transaction((tx) =>
        provisionCompany(tx, {
          company: { name: form.companyName.trim(), phone: form.phone, address: form.address.trim(), contactPerson: form.contactPerson.trim(), mobile: form.mobile, email: form.email },
          status: 'pending',
          admin: { userName: form.loginName, passwordSha1: sha1Hex(form.password), personName: form.contactPerson.trim(), email: form.email, mobile: form.mobile },
        }),
      );
      return { applicationId: company.id, companyCode: company.code, status: company.status };
    },

    async loginNameAvailable(name: string) {
      return { available: !(await createUserRepository(db).findByUserName(name.toLowerCase())) };
    },

    async list(ctx: Ctx, body: ListQueryBody) {
      platformOnly(ctx);
      const page = await listPage(db, companies, registrationListDef, eq(companies.isPlatform, false), body, (q) =>
        db.select().from(companies).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      );
      return { totalNum: page.totalNum, list: page.list.map(view) };
    },

    approve: (ctx: Ctx, id: string, version: number) => review(ctx, id, version, 'active'),
    reject: (ctx: Ctx, id: string, version: number, note?: string) => review(ctx, id, version, 'rejected', note),
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
