import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { isWriteCall, REQUEST_TIMEOUT_MS } from '../domain/api';
import { errorAction, isSuccessCode, shapeAnswer, type ErrorAction, type RawAnswer } from './shape';
import { signQuery } from './sign';

/** What the request layer needs from the app; set once at start (keeps this module free of UI and state). */
export interface HttpHooks {
  token(): string | null;
  companyCode(): string | null;
  language(): string;
  /** 401/402: clear the session and go to /login. */
  resetLogin(messageKey: string): void;
  /** 403: show the 403 page. */
  forbidden(): void;
  /** A message for the user (translated key or server text). */
  toast(messageKey: string | undefined, text?: string, params?: Record<string, string | number>): void;
  /** Loading indicator for configured URL fragments. */
  loading(delta: 1 | -1): void;
  signing?: boolean;
}

let hooks: HttpHooks | null = null;
export function configureHttp(h: HttpHooks): void {
  hooks = h;
}

/** URL fragments that show the global loading indicator while in flight. */
export const LOADING_URL_FRAGMENTS = ['/uaa/oauth/token', '/register', '/changepassword', '/getRouters'];

/** An error the caller may inspect; the user has already been told (unless `silent`). */
export class RequestError extends Error {
  constructor(
    readonly action: ErrorAction,
    readonly status?: number,
    readonly body?: RawAnswer,
  ) {
    super(action.kind === 'toast' ? (action.messageKey ?? action.text ?? 'error') : action.kind);
  }
  /** Field errors of a 400 with domain rules: `{ field: { key, params } }`. */
  get fields(): Record<string, { key: string; params?: Record<string, string | number> }> | undefined {
    const r = this.body?.result as { fields?: RequestError['fields'] } | undefined;
    return r?.fields;
  }
}

export const http = axios.create({ timeout: REQUEST_TIMEOUT_MS, headers: { 'content-type': 'application/json;charset=UTF-8' } });

const inFlight = new Map<string, AbortController>();
const keyOf = (c: AxiosRequestConfig) => `${c.method} ${c.url} ${JSON.stringify(c.params ?? null)} ${typeof c.data === 'string' ? c.data : JSON.stringify(c.data ?? null)}`;

type Tracked = InternalAxiosRequestConfig & { _key?: string; _loading?: boolean; silent?: boolean; quietKeys?: readonly string[]; read?: boolean };
/** A write for the duplicate guard and the Idempotency-Key: any POST/PUT/PATCH/DELETE except a declared read. */
const writes = (c: Tracked) => isWriteCall(c.method, c.url) && c.read !== true;

http.interceptors.request.use((config: Tracked) => {
  const h = hooks;
  const token = h?.token();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const company = h?.companyCode();
  if (company) config.headers.set('company-code', company.toLowerCase());
  if (h) config.headers.set('Accept-Language', h.language());
  const contentType = String(config.headers.get('content-type') ?? '');
  if (contentType.includes('application/x-www-form-urlencoded') && config.data && typeof config.data === 'object') {
    config.data = new URLSearchParams(config.data as Record<string, string>).toString();
  }
  if (h?.signing) config.params = signQuery(config.url ?? '', config.params as Record<string, unknown> | undefined);

  const key = keyOf(config);
  const pending = inFlight.get(key);
  if (pending) {
    // The same write twice while the first is saving is refused; a repeated read replaces the earlier one.
    if (writes(config)) throw new RequestError({ kind: 'toast', messageKey: 'error.requestInProgress' });
    pending.abort();
  }
  const controller = new AbortController();
  config.signal = controller.signal;
  inFlight.set(key, controller);
  config._key = key;
  if (writes(config) && !config.headers.get('Idempotency-Key')) config.headers.set('Idempotency-Key', crypto.randomUUID());
  if (h && LOADING_URL_FRAGMENTS.some((f) => config.url?.includes(f))) {
    config._loading = true;
    h.loading(1);
  }
  return config;
});

function settle(config: Tracked | undefined) {
  if (!config) return;
  if (config._key && inFlight.get(config._key)?.signal === config.signal) inFlight.delete(config._key);
  if (config._loading) hooks?.loading(-1);
}

/** Told by the caller: the whole call is `silent`, or a message whose key is one of the caller's `quietKeys`. */
const quietFor = (config: Tracked | undefined, action: ErrorAction, body: RawAnswer | undefined) =>
  config?.silent === true || (action.kind === 'toast' && body?.key !== undefined && config?.quietKeys?.includes(body.key) === true);

function fail(action: ErrorAction, status?: number, body?: RawAnswer, silent = false): never {
  const h = hooks;
  if (h && !silent) {
    if (action.kind === 'resetLogin') h.resetLogin(action.messageKey);
    else if (action.kind === 'forbidden') h.forbidden();
    else if (action.kind === 'toast') {
      if (action.params) h.toast(action.messageKey, action.text, action.params);
      else h.toast(action.messageKey, action.text);
    }
  }
  throw new RequestError(action, status, body);
}

http.interceptors.response.use(
  (response) => {
    settle(response.config as Tracked);
    const body = response.data as RawAnswer;
    if (response.config.responseType === 'blob' || response.config.responseType === 'arraybuffer') return response;
    if (body && typeof body === 'object' && 'code' in body && !isSuccessCode(body.code)) {
      const action = errorAction({ status: Number(body.code) || response.status, body });
      return fail(action, response.status, body, quietFor(response.config as Tracked, action, body));
    }
    return response;
  },
  (error: AxiosError<RawAnswer>) => {
    const config = error.config as Tracked | undefined;
    settle(config);
    if (error instanceof RequestError) throw error;
    if (axios.isCancel(error) || error.code === 'ERR_CANCELED') return fail({ kind: 'silent' });
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    const action = errorAction({ status: error.response?.status, body: error.response?.data ?? null, timedOut });
    return fail(action, error.response?.status, error.response?.data ?? undefined, quietFor(config, action, error.response?.data ?? undefined));
  },
);

/**
 * Options of the helpers: `silent` leaves the telling to the caller; `quietKeys` only for answers
 * with one of these envelope keys (the caller shows them its own way, e.g. the duty-time dialog),
 * while sign-in, 403 and every other failure are still handled here.
 */
export type CallOptions = AxiosRequestConfig & { silent?: boolean; quietKeys?: readonly string[]; /** set by `api.read` */ read?: boolean };

async function unwrap<T>(p: Promise<{ data: RawAnswer }>): Promise<T> {
  return shapeAnswer((await p).data) as T;
}

/** The envelope's `result` as it is (no shaping), for typed callers. */
async function result<T>(p: Promise<{ data: RawAnswer }>): Promise<T> {
  return (await p).data.result as T;
}

export const api = {
  get: <T>(url: string, opts?: CallOptions) => result<T>(http.get(url, opts)),
  /** A write by POST: sends an Idempotency-Key; the same write again while the first is in flight is refused. */
  post: <T>(url: string, data?: unknown, opts?: CallOptions) => result<T>(http.post(url, data, opts)),
  /**
   * A read by POST (a list, a window, a report — the server declares these routes reads): no
   * Idempotency-Key, and the same read again replaces the one in flight instead of being refused.
   */
  read: <T>(url: string, data?: unknown, opts?: CallOptions) => result<T>(http.post(url, data, { ...opts, read: true } as CallOptions)),
  put: <T>(url: string, data?: unknown, opts?: CallOptions) => result<T>(http.put(url, data, opts)),
  delete: <T>(url: string, data?: unknown, opts?: CallOptions) => result<T>(http.delete(url, { ...opts, data })),
  /** The S7 answer shaping (array as is, string wrapped, object merged with the message). */
  shaped: { get: <T>(url: string, opts?: CallOptions) => unwrap<T>(http.get(url, opts)), post: <T>(url: string, data?: unknown, opts?: CallOptions) => unwrap<T>(http.post(url, data, opts)) },
  /** Export via POST as a file. */
  blob: async (url: string, data?: unknown, opts?: CallOptions) => (await http.post<Blob>(url, data, { ...opts, read: true, responseType: 'blob' } as CallOptions)).data,
  arrayBuffer: async (url: string, opts?: CallOptions) => (await http.get<ArrayBuffer>(url, { ...opts, responseType: 'arraybuffer' })).data,
};
