import { HotkeysProvider, OverlaysProvider, Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Callback from '../pages/callback/Callback';
import Forbidden from '../pages/errors/Forbidden';
import NotFound from '../pages/errors/NotFound';
import Login from '../pages/login/Login';
import Register from '../pages/register/Register';
import TrainingSignIn from '../pages/training/TrainingSignIn';
import Website from '../pages/website/Website';
import { routesReady, session } from '../state/session';
import { Shell } from './layout/Shell';
import { GlobalOverlays } from './overlays/Overlays';
import { viewFor } from './routing/registry';
import { RequireAuth } from './routing/RequireAuth';
import { UnknownRoute } from './routing/UnknownRoute';
import { findRoute, flattenRoutes, isExternal } from './routing/routes';

/** Public routes, reachable without sign-in and hidden from menus (requirements S2). */
export const PUBLIC_PATHS = ['/login', '/register', '/callback', '/404', '/403', '/trainingSignIn', '/website'];

function useFlatRoutes() {
  const snap = useSnapshot(session);
  return useMemo(() => flattenRoutes(snap.routes as never), [snap.routes]);
}

/** The page title follows the route title after each navigation. */
function TitleSync() {
  const location = useLocation();
  const { t } = useTranslation();
  const routes = useFlatRoutes();
  useEffect(() => {
    const route = findRoute(routes, location.pathname);
    const publicTitle = PUBLIC_PATHS.includes(location.pathname) ? `page.title.${location.pathname.slice(1)}` : undefined;
    const title = route ? t(route.title) : publicTitle ? t(publicTitle) : '';
    document.title = title ? `${title} - ${t('app.name')}` : t('app.name');
  }, [location.pathname, routes, t]);
  return null;
}

function AppRoutes() {
  const routes = useFlatRoutes();
  const ready = routesReady(useSnapshot(session));
  const screens = routes.filter((r) => !r.directory && !isExternal(r.path));
  const directories = routes.filter((r) => r.directory && r.redirect);
  return (
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="/register" element={<Register />} />
      <Route path="/callback" element={<Callback />} />
      <Route path="/404" element={<NotFound />} />
      <Route path="/403" element={<Forbidden />} />
      <Route path="/trainingSignIn" element={<TrainingSignIn />} />
      <Route path="/website" element={<Website />} />
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        {directories.map((d) => (
          <Route key={d.path} path={d.path} element={<Navigate to={d.redirect!} replace />} />
        ))}
        {screens.map((r) => {
          const View = viewFor(r.component);
          return <Route key={r.path} path={r.path} element={<View />} />;
        })}
        {/* Until the current seat's routes are loaded (after a switch too) the guard shows a spinner; an unknown path then goes to /403 or /404. */}
        <Route path="*" element={ready ? <UnknownRoute /> : null} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <HotkeysProvider>
      <OverlaysProvider>
        <HashRouter>
          <TitleSync />
          <Suspense fallback={<Spinner className="foc-boot-spinner" />}>
            <AppRoutes />
          </Suspense>
          <GlobalOverlays />
        </HashRouter>
      </OverlaysProvider>
    </HotkeysProvider>
  );
}
