import type { NavigateFunction } from 'react-router-dom';

/**
 * After the session was cleared: /login, replacing the current history entry (Back does not reopen
 * the page). Deferred one task so it lands after the guard's own redirect (which would carry the old
 * page as `redirect` — not wanted when the next user to sign in may be someone else).
 */
export function leaveToLogin(navigate: NavigateFunction): void {
  setTimeout(() => navigate('/login', { replace: true }), 0);
}
