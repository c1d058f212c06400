/** The account calls of requirements S7 (sign-in, the current user, seats, menus, sign-up). Types: src/contract/account.ts, registration.ts. */
import type { Static } from 'typebox';
import type { Captcha, ChangePasswordBody, CurrentUser, ExtendAnswer, ForgotPasswordAnswer, ForgotPasswordBody, PathExists, ResetPasswordBody, SeatView, SignInAnswer, SignInConfig, SignInQuery } from '../contract/account';
import type { CompanyReadings, CompanyReadingsBody } from '../contract/readings';
import type { LoginNameAnswer, RegistrationAnswer } from '../contract/registration';
import type { MenuNode, RouteRecord } from '../domain/access';
import type { TimeType } from '../domain/timeType';
import type { RegistrationForm } from '../domain/validation';
import { api } from './http';

export type { Captcha, CurrentUser, SignInAnswer, SignInConfig } from '../contract/account';

export const accountApi = {
  config: () => api.get<SignInConfig>('/uaa/config'),
  /** `required`: the server asked for one after failures (issued even with the baseline captcha off). */
  captcha: (required = false) => api.get<Captcha>('/uaa/captcha', { silent: true, ...(required ? { params: { required: '1' } } : {}) }),
  /** Sign-in with query parameters; the password is the hex SHA-1. */
  signIn: (p: { username: string; passwordSha1: string; captchaId?: string | null; captchaCode?: string }) =>
    api.post<SignInAnswer>('/uaa/oauth/token', undefined, {
      params: {
        client_id: 'browser',
        grant_type: 'password',
        scope: 'ui',
        username: p.username,
        password: p.passwordSha1,
        ...(p.captchaId ? { captchaId: p.captchaId, captchaCode: p.captchaCode } : {}),
      } satisfies SignInQuery,
      silent: true,
    }),
  /** The company's readings of leg states and trip statuses (anyone signed in); saving is for administrators. */
  companyReadings: () => api.get<CompanyReadings>('/account/v1/companyReadings'),
  saveCompanyReadings: (body: CompanyReadingsBody) => api.put<CompanyReadings>('/account/v1/companyReadings', body),
  current: (token: string) => api.get<CurrentUser>(`/account/v1/users/current/${encodeURIComponent(token)}`),
  seats: () => api.get<SeatView[]>('/account/v1/seats/getCurrentUserSeatList'),
  menus: (seatId: string, timeType: TimeType) => api.get<MenuNode[]>(`/account/v1/menus/getAllMenuBySeatId/${seatId}/${timeType}`),
  routers: (seatId: string, timeType: TimeType) => api.get<RouteRecord[]>('/account/v1/sysMenus/getRouters', { params: { seatId, timeType } }),
  extend: () => api.post<ExtendAnswer>('/uaa/oauth/extend'),
  logout: (token: string) => api.get<null>(`/message/v1/users/logout/${encodeURIComponent(token)}`, { silent: true }),
  changePassword: (p: ChangePasswordBody) => api.post<null>('/account/v1/users/changepassword', p, { silent: true }),
  /** Mails a one-time reset link to the accounts of the address (6004: no account has it; 409: no mail server). */
  forgotPassword: (body: Static<typeof ForgotPasswordBody>) => api.post<Static<typeof ForgotPasswordAnswer>>('/account/v1/users/forgotPassword', body, { silent: true }),
  /** Sets a new password with the token of a reset link (the password as text: the server applies the rules). */
  resetPassword: (body: ResetPasswordBody) => api.post<null>('/account/v1/users/resetPassword', body, { silent: true }),
  register: (form: RegistrationForm) => api.post<RegistrationAnswer>('/register', form, { silent: true }),
  loginNameAvailable: (name: string) => api.get<LoginNameAnswer>(`/register/checkLoginName/${encodeURIComponent(name)}`, { silent: true }),
};

export const pathExists = (path: string) => api.get<PathExists>('/account/v1/menus/pathExists', { params: { path }, silent: true });
