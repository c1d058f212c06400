import type { CompanyReadingsService } from './companyReadingsService';
import { verify } from '@node-rs/argon2';
import { ErrorKey } from '../../../src/domain/api';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Ctx, Principal } from '../../lib/context';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { validateResetPassword } from '../../../src/domain/validation/account';
import { hasErrors } from '../../../src/domain/validation/types';
import { createAttemptLimit } from '../uaa/attemptLimit';
import type { AuthService } from '../uaa/authService';
import { hashPassword } from '../uaa/authService';
import { sha1Hex } from '../uaa/tokens';
import { createCompanyRepository } from '../common/companyRepository';
import type { LogService } from '../common/logService';
import { createUserRepository } from '../common/userRepository';
import { createSeatPresenceRepository } from '../common/seatRepository';
import type { AccessService } from './accessService';
import { flattenMenus } from '../../seed/menuTree';
import { isImplementedView } from '../../../src/domain/access/views';
import { buildMenuTree, toRoutes } from './menuTree';

/** What a signed-in user reads of their own account: profile, seats, menus, routes, password. */
export function createAccountService(deps: { db: Db; config: Config; access: AccessService; auth: AuthService; logs: LogService; companyReadings: CompanyReadingsService }) {
  const { db, access } = deps;
  const usersRepo = createUserRepository(db);
  let productPaths: Set<string> | undefined;
  const oldPasswordLimit = createAttemptLimit(db, deps.config.rateLimit.windowSeconds, ErrorKey.tooManyPasswordAttempts);

  async function seatList(principal: Principal) {
    const mine = await access.seatsOfUser(principal.userId);
    // An administrator without explicit seats works in all of the company's seats.
    return mine.length === 0 && principal.isAdmin ? access.seatsOfCompany(principal.companyId) : mine;
  }

  async function menuTree(principal: Principal, seatId: string) {
    const seats = await seatList(principal);
    if (!seats.some((s) => s.id === seatId)) throw forbidden(ErrorKey.noAccessPage);
    return buildMenuTree(await access.menusOfSeat(seatId, principal.companyId), principal, { showPlanned: deps.config.showPlanned });
  }

  return {
    seatList,
    menuTree,

    async routes(principal: Principal, seatId?: string) {
      const seats = await seatList(principal);
      const seat = seatId ? seats.find((s) => s.id === seatId) : seats[0];
      if (!seat) throw forbidden(ErrorKey.noAccessPage);
      const routes = toRoutes(await menuTree(principal, seat.id));
      // the seat status screen shows which seat each session works in
      await createSeatPresenceRepository(db).note(principal, seat.id).catch(() => undefined);
      return routes;
    },

    async current(principal: Principal) {
      const user = await usersRepo.findById(principal.userId);
      if (!user) throw notFound();
      const company = await createCompanyRepository(db).findById(principal.companyId);
      const seats = await seatList(principal);
      // The root layout's screens (home, calendar, trips, legs, Gantt, positions) shown in every seat.
      const tripMenuList = seats[0] ? toRoutes((await menuTree(principal, seats[0].id)).filter((n) => n.path === '/')) : [];
      return {
        id: user.id,
        userName: user.userName,
        personName: user.personName,
        avatar: user.avatar,
        email: user.email,
        mobile: user.mobile,
        companyId: user.companyId,
        companyName: company?.name ?? '',
        companyCode: company?.code ?? '',
        accountType: user.accountType,
        accessType: user.accessType,
        admin: principal.isAdmin,
        platformAdmin: principal.isPlatformAdmin,
        roles: [...principal.roleIds],
        abilities: [...principal.permissions].sort(),
        tripMenuList,
        seatList: seats,
        readings: await deps.companyReadings.readings(principal.companyId),
      };
    },

    /**
     * The old password arrives as hex SHA-1, the new one as text (one mechanism for every place a
     * password is set): the server applies the change rules (6–16 characters, confirmation, not the
     * old one, not the login name). Wrong old passwords count per account and per address.
     */
    async changePassword(ctx: Ctx, input: { userName: string; oldPassword: string; newPassword: string; confirmPassword: string }) {
      const { principal } = ctx;
      if (input.userName.toLowerCase() !== principal.userName.toLowerCase()) throw forbidden();
      const rules = validateResetPassword({ password: input.newPassword, confirmPassword: input.confirmPassword });
      if (hasErrors(rules)) {
        const fields: Record<string, unknown> = {};
        if (rules.password) fields.newPassword = rules.password;
        if (rules.confirmPassword) fields.confirmPassword = rules.confirmPassword;
        throw badRequest({ fields });
      }
      const user = await usersRepo.findById(principal.userId);
      if (!user) throw notFound();
      const now = new Date();
      const keys = [`pwchange:user:${user.id}`, `pwchange:ip:${ctx.ip}`] as const;
      const taken = await oldPasswordLimit.take([[keys[0], deps.config.rateLimit.perAccount], [keys[1], deps.config.rateLimit.perIp]], now);
      const oldHex = input.oldPassword.toLowerCase();
      if (!(await verify(user.passwordHash, oldHex))) throw new AppError(400, ErrorKey.oldPasswordWrong); // both counts stay
      await oldPasswordLimit.release(taken);
      const newHex = sha1Hex(input.newPassword);
      if (oldHex === newHex) throw new AppError(400, ErrorKey.passwordSameAsOld);
      if (input.newPassword.toLowerCase() === user.userName.toLowerCase()) throw new AppError(400, ErrorKey.passwordSameAsName);
      await usersRepo.setPassword(user.id, await hashPassword(newHex), new Date());
      await deps.auth.revokeAllOfUser(user.id, 'passwordChanged');
      await deps.logs.operation(ctx, { moduleName: 'account', functionName: 'changePassword', businessId: user.id });
    },

    /**
     * Whether a path is a screen of the product (any seat's), so that the browser can tell
     * "no access" (403) from "no such page" (404) for a path missing from the user's routes.
     * A planned screen the menus leave out is no page yet.
     */
    pathExists(path: string): { exists: boolean } {
      const shown = (m: ReturnType<typeof flattenMenus>[number]) =>
        m.menu.menuType === 'directory' || (m.menu.menuType === 'menu' && (deps.config.showPlanned || isImplementedView(m.menu.component)));
      productPaths ??= new Set(flattenMenus().filter(shown).map((m) => m.fullPath));
      return { exists: productPaths.has(path.replace(/\/+$/, '') || '/') };
    },

    /**
     * Sign-in pre-check. It answers the same for every name (no account enumeration) and never
     * verifies the password, which would let it bypass the captcha and the rate limit.
     */
    loginInfo() {
      return { captchaRequired: deps.config.captcha, smsRequired: false, loginNameMaxLength: deps.config.loginNameMaxLength };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
