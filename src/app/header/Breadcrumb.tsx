import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { findRoute, flattenRoutes } from '../routing/routes';

/** The trail of titles from the top-level entry to the current route; earlier entries navigate. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const routes = useMemo(() => flattenRoutes(snap.routes as never), [snap.routes]);
  const route = findRoute(routes, location.pathname);
  const trail = route?.trail ?? [];
  const items: BreadcrumbProps[] = trail.map((step, i) => {
    const last = i === trail.length - 1;
    const icon = i === 0 ? ((findRoute(routes, step.path)?.icon ?? undefined) as IconName | undefined) : undefined;
    return { text: t(step.title), icon, current: last, onClick: last ? undefined : () => navigate(step.path) };
  });
  return (
    <nav className="foc-header__breadcrumb" data-testid="breadcrumb" aria-label={t('header.breadcrumb')}>
      <Breadcrumbs items={items} minVisibleItems={1} />
    </nav>
  );
}
