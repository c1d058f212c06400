/**
 * Where to go after sign-in: the `redirect` query when it is a path of this app, else '/'.
 * Refuses absolute and protocol-relative addresses so a link cannot send the user elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  // never loop back to the sign-in pages
  if (/^\/(login|callback|trainingSignIn)(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}
