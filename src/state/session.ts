import { proxy } from 'valtio';
import type { RouteRecord, SeatView } from '../domain/access';
import { accountApi, type CurrentUser } from '../api/account';
import { sha1Hex } from '../api/sha1';
import { applyCompanyReadings } from './companyReadings';
import { read, StorageKey, write } from './storage';
import { settings } from './settings';

export interface SessionState {
  token: string | null;
  expiresAt: string | null;
  user: CurrentUser | null;
  seats: SeatView[];
  seatId: string | null;
  /** Routes of the current seat, as the server built them. */
  routes: RouteRecord[];
  /** The seat `routes` belong to: while a switched-to seat's routes load, it differs from `seatId`. */
  routesSeatId: string | null;
  roles: string[];
  abilities: string[];
  admin: boolean;
  /** Set when the server's route list was not an array. */
  routeError: string | null;
}

export const session = proxy<SessionState>({
  token: read(StorageKey.token),
  expiresAt: read(StorageKey.tokenExpiresAt),
  user: null,
  seats: [],
  seatId: read(StorageKey.seat),
  routes: [],
  routesSeatId: null,
  roles: [],
  abilities: [],
  admin: false,
  routeError: null,
});

/** Listeners run when the session ends (tabs, realtime socket, caches clear themselves). */
const onReset = new Set<() => void>();
export function onSessionReset(fn: () => void): () => void {
  onReset.add(fn);
  return () => onReset.delete(fn);
}

/** Listeners run first when the user logs out (the realtime socket closes before the logout call). */
const beforeLogout = new Set<() => void>();
export function onBeforeLogout(fn: () => void): () => void {
  beforeLogout.add(fn);
  return () => beforeLogout.delete(fn);
}

function setToken(token: string | null, expiresAt: string | null) {
  session.token = token;
  session.expiresAt = expiresAt;
  write(StorageKey.token, token);
  write(StorageKey.tokenExpiresAt, expiresAt);
}

/** Clears seat, account, routes, token, roles, abilities and (through listeners) tabs and socket. */
export function resetSession(): void {
  setToken(null, null);
  write(StorageKey.seat, null);
  Object.assign(session, { user: null, seats: [], seatId: null, routes: [], routesSeatId: null, roles: [], abilities: [], admin: false, routeError: null });
  applyCompanyReadings(null);
  for (const fn of onReset) fn();
}

export async function signIn(input: { username: string; password: string; captchaId?: string | null; captchaCode?: string }): Promise<void> {
  const answer = await accountApi.signIn({
    username: input.username.trim(),
    passwordSha1: await sha1Hex(input.password),
    captchaId: input.captchaId,
    captchaCode: input.captchaCode,
  });
  if (!answer?.access_token) throw new Error('error.noToken');
  setToken(answer.access_token, answer.expires_at);
}

/**
 * Takes a token issued by an external sign-in (/callback): ends whatever session was open here,
 * then keeps the new token; the guard loads the user on the next protected route.
 */
export function adoptToken(token: string, expiresAt: string | null = null): void {
  resetSession();
  setToken(token, expiresAt);
}

/** The first seat is the default unless a stored seat is still one of the user's. */
export function pickSeat(seats: readonly SeatView[], stored: string | null): string | null {
  return seats.find((s) => s.id === stored)?.id ?? seats[0]?.id ?? null;
}

/** Loads the user, picks the seat and builds the routes (the guard's first entry). */
export async function loadSession(): Promise<void> {
  const token = session.token;
  if (!token) throw new Error('no token');
  const user = await accountApi.current(token);
  session.user = user;
  applyCompanyReadings(user.readings);
  session.seats = user.seatList;
  session.roles = user.roles;
  session.abilities = user.abilities;
  session.admin = user.admin;
  session.seatId = pickSeat(user.seatList, read(StorageKey.seat));
  write(StorageKey.seat, session.seatId);
  await loadRoutes();
}

export async function loadRoutes(): Promise<void> {
  const seatId = session.seatId;
  if (!seatId) {
    session.routes = [];
    session.routesSeatId = null;
    return;
  }
  const routes = await accountApi.routers(seatId, settings.timeType);
  if (!Array.isArray(routes)) {
    session.routeError = 'error.routeFormat';
    throw new Error('error.routeFormat');
  }
  // a seat switched again meanwhile: its own load sets the routes
  if (session.seatId !== seatId) return;
  session.routeError = null;
  session.routes = routes as RouteRecord[];
  session.routesSeatId = seatId;
}

/** The current seat's routes are in (not those of the seat before a switch). */
export const routesReady = (s: { readonly routes: readonly unknown[]; readonly routesSeatId: string | null; readonly seatId: string | null }): boolean => s.routes.length > 0 && s.routesSeatId === s.seatId;

/** Switching seat reloads that seat's menu. */
export async function switchSeat(seatId: string): Promise<void> {
  session.seatId = seatId;
  write(StorageKey.seat, seatId);
  await loadRoutes();
}

/** Logs out on the server, then clears everything; false when the server did not confirm (code ≠ 20000). */
export async function logout(): Promise<boolean> {
  const token = session.token;
  for (const fn of beforeLogout) fn();
  let confirmed = true;
  if (token) confirmed = await accountApi.logout(token).then(() => true, () => false);
  resetSession();
  return confirmed;
}

export async function extendSession(): Promise<void> {
  const answer = await accountApi.extend();
  setToken(session.token, answer.expires_at);
}

export function hasAbility(permission: string): boolean {
  return session.admin || session.abilities.includes(permission);
}
