import { Button, Tooltip } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RouteRecord } from '../../domain/access';
import { session } from '../../state/session';
import { flattenRoutes } from '../routing/routes';
import { menuIcon } from './icons';
import { useWindowWidth } from './layoutState';
import { topRightRoutes } from './menuModel';
import { useOpenEntry, wantsNewWindow } from './useMenu';

/** Below this window width the top-right menu shows icons only. */
const COMPACT_BELOW = 1280;

export interface TopRightMenuProps {
  /** Icons only, the title in a tooltip (where the header is short of room); always so below 1280 px. */
  compact?: boolean;
}

/**
 * The top-right menu (requirements S2): the routes marked topRight and not hidden, as header
 * buttons. A click on the current one reloads its view; ctrl/cmd/middle click opens a new window.
 */
export function TopRightMenu(props: TopRightMenuProps) {
  const width = useWindowWidth();
  const compact = props.compact === true || width < COMPACT_BELOW;
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const { pathname } = useLocation();
  const open = useOpenEntry();
  const routes = useMemo(() => topRightRoutes(flattenRoutes(snap.routes as unknown as RouteRecord[])), [snap.routes]);
  if (routes.length === 0) return null;
  return (
    <nav className="foc-top-right-menu" data-testid="top-right-menu" aria-label={t('shell.topRight.label')}>
      {routes.map((r) => {
        const entry = { path: r.path, external: false };
        const button = (
          <Button
            key={r.path}
            variant="minimal"
            icon={menuIcon(r.icon, null)}
            text={compact ? undefined : t(r.title)}
            aria-label={t(r.title)}
            active={r.path === pathname}
            data-path={r.path}
            onClick={(e) => (wantsNewWindow(e) ? window.open(`#${r.path}`, '_blank', 'noopener') : open(entry, e))}
            onAuxClick={(e) => e.button === 1 && window.open(`#${r.path}`, '_blank', 'noopener')}
          />
        );
        return compact ? (
          <Tooltip key={r.path} content={t(r.title)} placement="bottom">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </nav>
  );
}
