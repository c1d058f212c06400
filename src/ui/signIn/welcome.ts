import { subscribe } from 'valtio';
import { t } from '../../i18n';
import { showToast, WELCOME_TOAST_SECONDS } from '../../app/toaster';
import { session } from '../../state/session';
import { greetingKey } from './greeting';

let pending: (() => void) | null = null;

/**
 * After a sign-in: once the guard has loaded the user, greet them by the time of day and their
 * name (requirements S4). Shown once; a new sign-in replaces a greeting still waiting.
 */
export function welcomeWhenLoaded(): void {
  pending?.();
  const unsubscribe = subscribe(session, () => {
    if (!session.token) return stop();
    if (!session.user) return;
    stop();
    const name = session.user.personName || session.user.userName;
    showToast(t('page.login.welcome', { greeting: t(greetingKey()), name }), 'success', WELCOME_TOAST_SECONDS);
  });
  function stop() {
    unsubscribe();
    if (pending === stop) pending = null;
  }
  pending = stop;
}
