import { signFor } from '../domain/api/sign';

/** Appends `t` and `sign` to a request's query (optional signing of requirements S7). */
export function signQuery(url: string, params: Record<string, unknown> = {}): Record<string, unknown> {
  const t = Date.now();
  const path = url.split('?')[0] ?? '';
  return { ...params, t, sign: signFor(path, params, t) };
}
