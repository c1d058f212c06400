import { proxy } from 'valtio';

/** A script error caught in the browser (window.onerror, unhandled rejection, React render error). */
export interface ErrorEntry {
  id: number;
  message: string;
  /** Where it came from: 'error', 'rejection' or 'render'. */
  source: ErrorSource;
  /** The stack, when the error carried one. */
  stack: string | null;
  /** Hash route the user was on. */
  route: string;
  /** ISO 8601 instant. */
  time: string;
}

export type ErrorSource = 'error' | 'rejection' | 'render';

/** Oldest entries are dropped beyond this. */
export const ERROR_LOG_MAX = 100;

export const errorLog = proxy<{ entries: ErrorEntry[] }>({ entries: [] });

let nextId = 1;

/** A readable message from whatever was thrown. */
export function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && 'message' in reason && typeof reason.message === 'string') return reason.message;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/** Records an error; the newest comes first. Returns the entry. */
export function recordError(reason: unknown, source: ErrorSource, route: string, extra: { stack?: string | null; now?: Date } = {}): ErrorEntry {
  const now = extra.now ?? new Date();
  const entry: ErrorEntry = {
    id: nextId++,
    message: messageOf(reason),
    source,
    stack: (reason instanceof Error && reason.stack ? reason.stack : null) ?? extra.stack ?? null,
    route,
    time: now.toISOString(),
  };
  errorLog.entries.unshift(entry);
  if (errorLog.entries.length > ERROR_LOG_MAX) errorLog.entries.length = ERROR_LOG_MAX;
  return entry;
}

export function clearErrors(): void {
  errorLog.entries = [];
}

/** Search-engine links for an error message (the dialog's "search" links). */
export function searchLinks(message: string): { engine: 'bing' | 'baidu' | 'google'; url: string }[] {
  const q = encodeURIComponent(message);
  return [
    { engine: 'bing', url: `https://www.bing.com/search?q=${q}` },
    { engine: 'baidu', url: `https://www.baidu.com/s?wd=${q}` },
    { engine: 'google', url: `https://www.google.com/search?q=${q}` },
  ];
}

/**
 * Catches script errors of the page: window.onerror and unhandled promise rejections.
 * `route` tells where the user is when one happens. Returns the uninstaller.
 * Aborted requests (the request layer's silent rejections) are not errors.
 */
export function installErrorCapture(route: () => string): () => void {
  const onError = (e: ErrorEvent) => {
    // resource load errors (img, script) arrive without a message on window in capture only; ignore empty ones
    if (!e.message && !e.error) return;
    recordError(e.error ?? e.message, 'error', route());
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    const reason: unknown = e.reason;
    if (isSilent(reason)) return;
    recordError(reason, 'rejection', route());
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** A request error the user was already told about, or an abort, is not a script error. */
function isSilent(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const action = (reason as { action?: { kind?: string } }).action;
  return action?.kind === 'silent' || (reason as { name?: string }).name === 'AbortError' || (reason as { name?: string }).name === 'CanceledError';
}
