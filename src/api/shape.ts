import { NO_MATCHING_EMAIL_CODE, SUCCESS_CODES } from '../domain/api';

/** Answer envelope as it arrives (older services may send numeric strings). */
export interface RawAnswer {
  code?: number | string;
  message?: string;
  key?: string;
  result?: unknown;
}

export function isSuccessCode(code: unknown): boolean {
  return SUCCESS_CODES.includes(code as number | string);
}

/**
 * Shapes a successful answer (requirements S7): an array result as it is, a string result
 * wrapped with the success message, an object result merged with the message, otherwise the body.
 */
export function shapeAnswer(body: RawAnswer): unknown {
  const { result } = body;
  const message = body.message ?? 'success';
  if (Array.isArray(result)) return result;
  if (typeof result === 'string') return { message, result };
  if (result !== null && typeof result === 'object') return { ...(result as object), message };
  return body;
}

/** Status texts of S8, as i18n keys. */
export const STATUS_TEXT_KEYS: Record<number, string> = {
  200: 'http.200',
  201: 'http.201',
  202: 'http.202',
  204: 'http.204',
  400: 'http.400',
  401: 'http.401',
  403: 'http.403',
  404: 'http.404',
  406: 'http.406',
  410: 'http.410',
  500: 'http.500',
  502: 'http.502',
  503: 'http.503',
  504: 'http.504',
};

/** What the request layer does with a failed call (requirements S8). */
export type ErrorAction =
  | { kind: 'silent' }
  | { kind: 'resetLogin'; messageKey: string }
  | { kind: 'forbidden' }
  | { kind: 'toast'; messageKey?: string; text?: string; params?: Record<string, string | number> };

export interface FailedCall {
  /** HTTP status, or undefined when no answer came. */
  status?: number;
  body?: RawAnswer | string | null;
  aborted?: boolean;
  timedOut?: boolean;
  /** The server's message in the user's language, when it sent one. */
}

/** The message parameters of a refusal: the answer's flat string and number values (none: undefined). */
export function refusalParams(result: unknown): Record<string, string | number> | undefined {
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return undefined;
  const flat = Object.entries(result).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  return flat.length > 0 ? (Object.fromEntries(flat) as Record<string, string | number>) : undefined;
}

/** A toast of the answer's key, with its server text and message parameters when there are any. */
function keyed(body: RawAnswer): ErrorAction {
  const params = refusalParams(body.result);
  return params ? { kind: 'toast', messageKey: body.key, text: body.message, params } : { kind: 'toast', messageKey: body.key, text: body.message };
}

/** The one place that maps a failure to what the user sees. */
export function errorAction(call: FailedCall): ErrorAction {
  if (call.aborted) return { kind: 'silent' };
  if (call.timedOut) return { kind: 'toast', messageKey: 'error.serviceTimeout' };
  const body = call.body && typeof call.body === 'object' ? call.body : undefined;
  if (call.status === undefined) return { kind: 'toast', messageKey: 'error.unknown' };
  if (Number(body?.code) === NO_MATCHING_EMAIL_CODE) return { kind: 'toast', messageKey: 'error.noMatchingEmail' };
  switch (call.status) {
    case 401:
      return { kind: 'resetLogin', messageKey: 'error.loginTimeout' };
    case 402:
      return { kind: 'resetLogin', messageKey: 'error.tokenExpired' };
    case 403:
      // Sign-in refusals (no permission to log in, pending company) stay on the page as messages.
      if (body?.key && body.key !== 'error.insufficientAccess' && body.key !== 'error.noAccessPage') {
        return { kind: 'toast', messageKey: body.key, text: body.message };
      }
      return { kind: 'forbidden' };
    case 400:
      if (body?.message === 'Bad Request') return { kind: 'toast', messageKey: 'error.badRequest' };
      if (body?.key) return keyed(body);
      return { kind: 'toast', messageKey: 'error.wrongCredentials' };
    default:
      if (!body && !call.body) return { kind: 'toast', messageKey: 'error.unknown' };
      if (body?.key) return keyed(body);
      if (body?.message) return { kind: 'toast', text: body.message };
      return { kind: 'toast', messageKey: STATUS_TEXT_KEYS[call.status] ?? 'error.unknown' };
  }
}
