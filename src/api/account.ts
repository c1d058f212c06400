import type { RouteRecord, MenuNode, SeatView } from '../domain/access';
import type { TimeType } from '../domain/timeType';
import { api } from './http';

export interface SignInAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: string;
  userid: string;
  username: string;
}

export interface CurrentUser {
  id: string;
  userName: string;
  personName: string;
  avatar: string | null;
  email: string | null;
  mobile: string | null;
  companyId: string;
  companyName: string;
  companyCode: string;
  admin: boolean;
  platformAdmin: boolean;
  roles: string[];
  abilities: string[];
  tripMenuList: RouteRecord[];
  seatList: SeatView[];
}

export interface SignInConfig {
  captcha: boolean;
  loginNameMaxLength: 20 | 25;
  sessionHours: number;
}

export interface Captcha {
  enabled: boolean;
  captchaId: string | null;
  image: string | null;
  expiresIn: number;
}

/** The account calls of requirements S7. */
export const accountApi = {
  config: () => api.get<SignInConfig>('/uaa/config'),
  captcha: () => api.get<Captcha>('/uaa/captcha', { silent: true }),
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
      },
      silent: true,
    }),
  current: (token: string) => api.get<CurrentUser>(`/account/v1/users/current/${encodeURIComponent(token)}`),
  seats: () => api.get<SeatView[]>('/account/v1/seats/getCurrentUserSeatList'),
  menus: (seatId: string, timeType: TimeType) => api.get<MenuNode[]>(`/account/v1/menus/getAllMenuBySeatId/${seatId}/${timeType}`),
  routers: (seatId: string, timeType: TimeType) => api.get<unknown>('/account/v1/sysMenus/getRouters', { params: { seatId, timeType } }),
  extend: () => api.post<{ expires_at: string; expires_in: number }>('/uaa/oauth/extend'),
  logout: (token: string) => api.get<null>(`/message/v1/users/logout/${encodeURIComponent(token)}`, { silent: true }),
  changePassword: (p: { userName: string; oldPassword: string; newPassword: string }) => api.post<null>('/account/v1/users/changepassword', p, { silent: true }),
  register: (form: Record<string, string>) => api.post<{ applicationId: string; companyCode: string; status: string }>('/register', form, { silent: true }),
  loginNameAvailable: (name: string) => api.get<{ available: boolean }>(`/register/checkLoginName/${encodeURIComponent(name)}`, { silent: true }),
};

export const pathExists = (path: string) => api.get<{ exists: boolean }>('/account/v1/menus/pathExists', { params: { path }, silent: true });
