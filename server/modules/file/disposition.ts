/**
 * `Content-Disposition` per RFC 6266 / RFC 8187: a plain-ASCII `filename` for old clients (anything
 * else becomes '_') and `filename*` with the UTF-8 name percent-encoded, so Chinese names survive.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
