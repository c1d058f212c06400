/** What the page found missing in the browser (requirements S2). */
export interface BrowserProblems {
  /** No ES2020 built-ins, structuredClone or fetch: a current browser is recommended. */
  oldBrowser: boolean;
  /** No web-socket: realtime messages cannot arrive. */
  noWebSocket: boolean;
}

/** Feature checks on a window-like object (tests pass a stub). */
export function detectBrowserProblems(w: Record<string, unknown> & { Promise?: unknown; String?: unknown }): BrowserProblems {
  const promise = w.Promise as { allSettled?: unknown } | undefined;
  const string = w.String as { prototype?: { matchAll?: unknown } } | undefined;
  const es2020 = typeof w.BigInt === 'function' && typeof promise?.allSettled === 'function' && typeof string?.prototype?.matchAll === 'function' && typeof w.globalThis === 'object';
  const oldBrowser = !es2020 || typeof w.structuredClone !== 'function' || typeof w.fetch !== 'function';
  return { oldBrowser, noWebSocket: !('WebSocket' in w) };
}
