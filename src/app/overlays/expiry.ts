/** The 'extend login?' prompt shows this long before the session expires. */
export const EXPIRY_PROMPT_LEAD_MS = 5 * 60_000;
/** Longest delay setTimeout accepts (about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Milliseconds until the extend prompt should show for a session expiring at `expiresAt`:
 * 0 when already inside the last five minutes, null when there is no expiry or it has passed.
 */
export function expiryPromptDelay(expiresAt: string | null | undefined, now: number, lead = EXPIRY_PROMPT_LEAD_MS): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end) || end <= now) return null;
  return Math.min(Math.max(0, end - lead - now), MAX_TIMEOUT_MS);
}

/** Whole minutes left (at least 1 while the session is alive), for the prompt's text. */
export function minutesLeft(expiresAt: string | null | undefined, now: number): number {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isNaN(end) || end <= now) return 0;
  return Math.max(1, Math.ceil((end - now) / 60_000));
}
