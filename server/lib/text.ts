/**
 * Text PostgreSQL can store: no NUL character (text columns refuse it) and well-formed UTF-16 (an
 * unpaired surrogate cannot be encoded as UTF-8). Request checks and the file and import paths use
 * these; nothing else needs to know the rule.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` can be stored as PostgreSQL text. */
export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/** `s` made storable: NULs dropped, unpaired surrogates replaced by U+FFFD. */
export function toStorableText(s: string): string {
  return s.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

const MAX_NODES = 200_000;

/**
 * The JSON pointer of the first string or key in `value` that is not storable text, or null.
 * Walks without recursion (a deeply nested body cannot overflow the stack) and stops after
 * MAX_NODES values (the body limit keeps real requests far below).
 */
export function unstorableTextAt(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path || '/';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}/${i}`]);
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        const at = `${path}/${escapePointer(k)}`;
        if (!isStorableText(k)) return at;
        stack.push([(v as Record<string, unknown>)[k], at]);
      }
    }
  }
  return null;
}

function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
