import { RequestError } from '../../api/http';

/** A message for the page: an i18n key, its parameters, and the server's own text as a fallback. */
export interface PageMessage {
  key: string;
  params?: Record<string, string | number>;
  text?: string;
}

function paramsOf(result: unknown): PageMessage['params'] {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(result)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return Object.keys(out).length ? out : undefined;
}

/**
 * What a failed call says on the page (sign-in, registration): the server's error key with the
 * details it sent as parameters (`retryAfterSeconds` of too many attempts), or null when the
 * request was only superseded.
 */
export function pageMessageOf(error: unknown): PageMessage | null {
  if (error instanceof RequestError) {
    const { action } = error;
    if (action.kind === 'silent') return null;
    const params = paramsOf(error.body?.result);
    if (action.kind === 'forbidden') return { key: 'error.noLoginPermission' };
    if (action.kind === 'resetLogin') return { key: action.messageKey };
    const key = action.messageKey ?? (action.text ? '' : 'error.unknown');
    return { key, ...(params ? { params } : {}), ...(action.text ? { text: action.text } : {}) };
  }
  if (error instanceof Error && error.message.startsWith('error.')) return { key: error.message };
  return { key: 'error.unknown' };
}

/** The text of a message: its translation, else the server's text, else the key. */
export function messageText(m: PageMessage, t: (key: string, params?: Record<string, unknown>) => string): string {
  const translated = m.key ? t(m.key, m.params) : '';
  if (translated && translated !== m.key) return translated;
  return m.text ?? (translated || t('error.unknown'));
}
