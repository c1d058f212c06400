import { Button, Classes } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useOutlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import { HOME_PATH, isTabbable, refreshView, syncTabs, tabKey, tabsState, visitRoute } from '../../state/tabs';
import { Header } from '../header/Header';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { REFRESH_VIEW_EVENT } from '../header/refresh';
import { TabBar } from '../tabs/TabBar';
import { ViewCache } from '../tabs/ViewCache';
import { ColumnAside, FloatAside, VerticalAside } from './Aside';
import { toggleSidebar, useShellLayout } from './layoutState';
import { Logo } from './Logo';
import { TopMenu } from './TopMenu';
import { useShellMenu } from './useMenu';
import './layout.css';
import './themes.css';

/** The theme (settings.themeName) as data-foc-theme on <body>, so overlays in portals follow it too. */
function useBodyTheme(themeName: string) {
  useEffect(() => {
    document.body.dataset.focTheme = themeName;
    document.body.classList.toggle(Classes.DARK, themeName === 'dark');
    return () => {
      delete document.body.dataset.focTheme;
      document.body.classList.remove(Classes.DARK);
    };
  }, [themeName]);
}

/**
 * The signed-in frame (requirements S2 "Shell"): the layout chosen in the theme settings (column,
 * vertical, horizontal or float; vertical with a folded sidebar below 992 px), the header, the tab
 * bar and the cached views.
 */
export function Shell() {
  const { t } = useTranslation();
  const s = useSnapshot(settings);
  const { layout, collapsed, fixedHeader } = useShellLayout();
  const { routes, menu, chain, route } = useShellMenu();
  const location = useLocation();
  const outlet = useOutlet();
  useBodyTheme(s.themeName);

  const screen = route && !route.directory ? route : undefined;
  const viewKey = screen ? tabKey(screen, location.search) : null;
  const home = useMemo(() => routes.find((r) => r.path === HOME_PATH), [routes]);

  useEffect(() => {
    if (routes.length) syncTabs(routes);
  }, [routes]);
  useEffect(() => {
    if (screen) visitRoute(screen, location.search, home);
    else tabsState.activeKey = null;
  }, [screen, location.search, home]);
  // The header's refresh button.
  useEffect(() => {
    const onRefresh = () => refreshView();
    window.addEventListener(REFRESH_VIEW_EVENT, onRefresh);
    return () => window.removeEventListener(REFRESH_VIEW_EVENT, onRefresh);
  }, []);

  const foldButton = (
    <Button
      variant="minimal"
      icon={collapsed ? 'menu-open' : 'menu-closed'}
      aria-label={t(collapsed ? 'shell.menu.unfold' : 'shell.menu.fold')}
      data-testid="sidebar-toggle"
      onClick={toggleSidebar}
    />
  );
  const header =
    layout === 'horizontal' ? (
      <Header
        showBreadcrumb={false}
        left={
          <>
            <Logo />
            <TopMenu menu={menu} chain={chain} />
          </>
        }
      />
    ) : (
      <Header left={layout === 'vertical' ? foldButton : undefined} />
    );

  return (
    <div
      className={`foc-shell foc-shell--${layout}${collapsed ? ' foc-shell--collapsed' : ''}${fixedHeader ? ' foc-shell--fixed-header' : ''}`}
      data-layout={layout}
      data-theme={s.themeName}
    >
      <RealtimeBridge />
      {layout === 'column' && <ColumnAside menu={menu} chain={chain} />}
      {layout === 'vertical' && <VerticalAside menu={menu} chain={chain} collapsed={collapsed} />}
      {layout === 'float' && <FloatAside menu={menu} chain={chain} />}
      <div className="foc-main">
        <div className="foc-main__top">
          {header}
          {s.showTabs && <TabBar />}
        </div>
        <main className="foc-main__content">
          <ViewCache viewKey={viewKey} keepAlive={!screen?.noKeepAlive} tabbed={!!screen && isTabbable(screen)} outlet={outlet} />
        </main>
      </div>
    </div>
  );
}
