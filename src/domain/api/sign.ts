/**
 * Request signing (requirements S7): the browser may append `t` (a timestamp) and `sign`, a digest
 * of the path and the sorted query; the server recomputes it and refuses stale or altered requests.
 * It guards against accidental tampering and replay of old URLs, not against a determined attacker.
 */
export const SIGN_MAX_AGE_MS = 5 * 60_000;

export function canonicalQuery(path: string, params: Record<string, unknown>, t: number): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 't' && k !== 'sign' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
  return `${path}?${canonical}&t=${t}`;
}

/** 64-bit FNV-1a as 16 hex digits. */
export function fnv1a(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

export function signFor(path: string, params: Record<string, unknown>, t: number): string {
  return fnv1a(canonicalQuery(path, params, t));
}
