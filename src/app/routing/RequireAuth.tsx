import { Spinner } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadSession, resetSession, session } from '../../state/session';
import { toastKey } from '../toaster';

/** Where /login sends back to after sign-in ("/" is not carried). */
export function loginPathFor(pathname: string, search: string): string {
  const wanted = `${pathname}${search}`;
  return wanted === '/' || wanted === '' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * The navigation guard: no token → /login (with the wanted path); first entry loads the user and
 * builds the routes from the server's menus; a failure resets the session and goes to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const location = useLocation();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const loaded = snap.user !== null;

  useEffect(() => {
    if (!snap.token || loaded) return;
    let live = true;
    loadSession().catch((e: unknown) => {
      if (!live) return;
      if (e instanceof Error && e.message === 'error.routeFormat') toastKey('error.routeFormat');
      resetSession();
      setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [snap.token, loaded]);

  if (!snap.token || failed) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  if (!loaded) return <Spinner className="foc-boot-spinner" aria-label={t('common.loading')} />;
  return <>{children}</>;
}
