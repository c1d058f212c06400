import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageApi } from '../../api/messages';
import { currentLanguage } from '../../i18n';
import { refreshUnread, startRealtime, stopRealtime } from '../../state/realtime';
import { loadSession, resetSession, session } from '../../state/session';
import { toastKey } from '../toaster';
import { notifyEvent } from './notify';

/** Starts the realtime socket for the signed-in shell and turns its messages into notifications. */
export function RealtimeBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!session.token) return;
    startRealtime({
      language: () => currentLanguage(),
      notify: (e) =>
        notifyEvent(e, (route, ev) => {
          if (ev.messageId) void messageApi.markRead({ id: ev.messageId }).then(() => refreshUnread(0), () => undefined);
          navigate(route);
        }),
      // permissions changed by an administrator: the user, abilities, seats and menus again
      menusChanged: () => void loadSession().catch(() => undefined),
      sessionEnded: (reason) => {
        resetSession();
        toastKey(reason === 'expired' ? 'error.tokenExpired' : 'error.loginTimeout');
        navigate('/login');
      },
    });
    return () => stopRealtime();
  }, [navigate]);
  return null;
}
