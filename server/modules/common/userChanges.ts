/** What an edit of a user changed, as the operation log keeps it: "field: before → after" for each changed field. */
const SECRET = new Set(['passwordHash']);

const shown = (v: unknown): string => (v === null || v === undefined || v === '' ? '∅' : String(v));

export function userChanges(before: Record<string, unknown>, fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || SECRET.has(k) || !(k in before)) continue;
    if (shown(before[k]) !== shown(v)) parts.push(`${k}: ${shown(before[k])} → ${shown(v)}`);
  }
  return parts.join('; ');
}

/** The before and after of a link list (roles, seats) for the log; undefined when unchanged. */
export function linkChange(before: readonly string[], after: readonly string[] | undefined): { before: string[]; after: string[] } | undefined {
  if (!after) return undefined;
  const a = [...before].sort();
  const b = [...after].sort();
  return a.length === b.length && a.every((x, i) => x === b[i]) ? undefined : { before: a, after: b };
}
