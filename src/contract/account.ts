/**
 * Sign-in and the signed-in user (`/uaa/*`, `/account/v1/*`): sign-in settings, captcha, token,
 * session check and extension, the current user with seats and menus, the seat's menu tree and
 * routes, password change and reset, and the application version.
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { MenuNode, RouteRecord } from '../domain/access';
import { TIME_TYPES } from '../domain/timeType';
import { Nullable, Uuid } from './common';
import { Readings } from './readings';
import { Seat } from './roles';

export { Seat };
export type SeatView = Static<typeof Seat>;

// ---- uaa

export const SignInConfig = Type.Object({
  captcha: Type.Boolean(),
  loginNameMaxLength: Type.Unsafe<20 | 25>({ type: 'integer', enum: [20, 25] }),
  sessionHours: Type.Integer(),
});
export type SignInConfig = Static<typeof SignInConfig>;

/** `enabled`: the answer holds a captcha to show (always when the baseline setting is on). */
export const Captcha = Type.Object({ enabled: Type.Boolean(), captchaId: Nullable(Type.String()), image: Nullable(Type.String()), expiresIn: Type.Integer() });
/** `required=1`: the server asked for a captcha after failures; one is issued even with the baseline setting off. */
export const CaptchaQuery = Type.Object({ required: Type.Optional(Type.Literal('1')) }, { additionalProperties: false });
export type Captcha = Static<typeof Captcha>;

export const SignInQuery = Type.Object(
  {
    client_id: Type.Literal('browser'),
    grant_type: Type.Literal('password'),
    scope: Type.Literal('ui'),
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ pattern: '^[0-9a-fA-F]{40}$', description: 'hex SHA-1 of the password' }),
    captchaId: Type.Optional(Type.String({ maxLength: 64 })),
    captchaCode: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
export type SignInQuery = Static<typeof SignInQuery>;

export const SignInAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.String(),
  expires_in: Type.Integer(),
  expires_at: Type.String(),
  scope: Type.String(),
  userid: Type.String(),
  username: Type.String(),
});
export type SignInAnswer = Static<typeof SignInAnswer>;

export const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export const CheckTokenAnswer = Type.Object({ active: Type.Boolean(), user_id: Type.String(), user_name: Type.String(), client_id: Type.String(), exp: Type.Integer() });
export const ExtendAnswer = Type.Object({ expires_at: Type.String(), expires_in: Type.Integer() });
export type ExtendAnswer = Static<typeof ExtendAnswer>;

/** The application version (package.json) and when this server process started (the build the browser talks to). */
export const VersionAnswer = Type.Object({
  version: Type.String({ description: 'application version from package.json' }),
  build: Type.String({ format: 'date-time', description: 'server start time (ISO 8601)' }),
});
export type VersionAnswer = Static<typeof VersionAnswer>;

// ---- account

export const LoginInfoParams = Type.Object({ username: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
export const LoginInfo = Type.Object({ captchaRequired: Type.Boolean(), smsRequired: Type.Boolean(), loginNameMaxLength: Type.Integer() });

/** The fields of a menu item that the side menu, the routes and the menu catalogue all carry. */
export const MENU_ITEM_FIELDS = {
  name: Type.String(),
  path: Type.String(),
  component: Type.String(),
  redirect: Nullable(Type.String()),
  icon: Nullable(Type.String()),
  hidden: Type.Boolean(),
  levelHidden: Type.Boolean(),
  noClosable: Type.Boolean(),
  noKeepAlive: Type.Boolean(),
  tabHidden: Type.Boolean(),
};

/** Menus nest directory → menu → button; the schema is unrolled this deep, deeper levels pass as they are. */
const MENU_DEPTH = 4;
function menuNode(depth: number): TSchema {
  if (depth === 0) return Type.Unsafe<MenuNode>({ description: 'menu item (same shape)' });
  return Type.Object({
    id: Type.String(),
    key: Type.String(),
    menuName: Type.String(),
    ...MENU_ITEM_FIELDS,
    topRight: Type.Boolean(),
    sortNum: Type.Integer(),
    parent: Nullable(Type.String()),
    menuType: Type.String(),
    perms: Nullable(Type.String()),
    children: Type.Array(menuNode(depth - 1)),
  });
}
/** A node of a seat's menu tree (the domain's MenuNode). */
export const MenuItem = Type.Unsafe<MenuNode>(menuNode(MENU_DEPTH));

const RouteMeta = Type.Object({
  title: Type.String({ description: 'i18n key of the title' }),
  icon: Nullable(Type.String()),
  levelHidden: Type.Boolean(),
  noClosable: Type.Boolean(),
  noKeepAlive: Type.Boolean(),
  tabHidden: Type.Boolean(),
  topRight: Type.Boolean(),
  buttons: Type.Array(Type.String(), { description: 'button permission keys inside this screen' }),
});
function routeRecord(depth: number): TSchema {
  if (depth === 0) return Type.Unsafe<RouteRecord>({ description: 'route record (same shape)' });
  return Type.Object({
    path: Type.String(),
    name: Type.String(),
    component: Type.String(),
    redirect: Type.Optional(Type.String()),
    hidden: Type.Boolean(),
    meta: RouteMeta,
    children: Type.Optional(Type.Array(routeRecord(depth - 1))),
  });
}
/** A route of the browser's router (the domain's RouteRecord). */
export const RouteItem = Type.Unsafe<RouteRecord>(routeRecord(MENU_DEPTH));

export const CurrentUser = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  personName: Type.String(),
  avatar: Nullable(Type.String()),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  companyId: Type.String(),
  companyName: Type.String(),
  companyCode: Type.String(),
  accountType: Type.Integer(),
  accessType: Type.Integer(),
  admin: Type.Boolean(),
  platformAdmin: Type.Boolean(),
  roles: Type.Array(Type.String()),
  abilities: Type.Array(Type.String()),
  tripMenuList: Type.Array(RouteItem),
  seatList: Type.Array(Seat),
  /** The company's readings of leg states and trip statuses (an administrator's company setting). */
  readings: Readings,
});
export type CurrentUser = Static<typeof CurrentUser>;

const TimeTypeSchema = Type.Union(TIME_TYPES.map((t) => Type.Literal(t)));
export const MenuParams = Type.Object({ seatId: Uuid, timeType: TimeTypeSchema }, { additionalProperties: false });
export const RoutersQuery = Type.Object({ seatId: Type.Optional(Uuid), timeType: Type.Optional(TimeTypeSchema) }, { additionalProperties: false });
export const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false });
export const PathExists = Type.Object({ exists: Type.Boolean() });
export type PathExists = Static<typeof PathExists>;

const Sha1 = Type.String({ pattern: '^[0-9a-fA-F]{40}$' });
/**
 * The old password as hex SHA-1 (what sign-in checks); the new one and its confirmation as text,
 * like every other place a password is set (registration, user create, both resets), so that the
 * server applies the password rules itself.
 */
export const ChangePasswordBody = Type.Object(
  {
    userName: Type.String({ minLength: 1, maxLength: 64 }),
    oldPassword: Sha1,
    newPassword: Type.String({ maxLength: 64 }),
    confirmPassword: Type.String({ maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ForgotPasswordBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export const ForgotPasswordAnswer = Type.Object({ sent: Type.Integer() });
export const ResetPasswordBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ maxLength: 64 }), confirmPassword: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

// ---- home (server/modules/stats)

const Count = Type.Integer({ minimum: 0 });
export const PublicStats = Type.Object({ operators: Count, activeUsers: Count, aircraft: Count, groundAgents: Nullable(Count) });
/** Live counts of the landing page (groundAgents null: not tracked yet). */
export type PublicStats = Static<typeof PublicStats>;
export const DashboardParams = Type.Object({ seatId: Uuid }, { additionalProperties: false });
export const DashboardCard = Type.Object({ key: Type.String(), count: Count, path: Nullable(Type.String()) });
/** A home card: its key, count and the screen it opens (full route path), or null. */
export type DashboardCard = Static<typeof DashboardCard>;
