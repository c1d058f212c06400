import { Button, ContextMenu, Icon, Popover } from '@blueprintjs/core';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import { closeTabByKey, tabHref, tabsState, type Tab } from '../../state/tabs';
import { menuIcon } from '../layout/icons';
import { TabActions } from './TabActions';
import './tabs.css';

/**
 * The tab bar (requirements S2): one tab per visited route, styled by `settings.tabsBarStyle`,
 * icons per `settings.showTabsBarIcon`. Each tab has a context menu; the drop-down at the end
 * offers the same actions for the active tab.
 */
export function TabBar() {
  const { t } = useTranslation();
  const snap = useSnapshot(tabsState);
  const s = useSnapshot(settings);
  const strip = useRef<HTMLDivElement>(null);

  // Keep the active tab in sight.
  useEffect(() => {
    const el = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [snap.activeKey, snap.tabs.length]);

  return (
    <div className={`foc-tabs foc-tabs--${s.tabsBarStyle}`} data-testid="tab-bar">
      <div
        className="foc-tabs__strip"
        role="tablist"
        aria-label={t('shell.tabs.label')}
        ref={strip}
        onWheel={(e) => {
          if (strip.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) strip.current.scrollLeft += e.deltaY;
        }}
      >
        {snap.tabs.map((tab) => (
          <TabItem key={tab.key} tab={tab} active={tab.key === snap.activeKey} showIcon={s.showTabsBarIcon} />
        ))}
      </div>
      <Popover placement="bottom-end" content={<TabActions tabKey={snap.activeKey} />}>
        <Button variant="minimal" icon="more" aria-label={t('shell.tabs.more')} data-testid="tab-actions" className="foc-tabs__more" />
      </Popover>
    </div>
  );
}

function TabItem({ tab, active, showIcon }: { tab: Readonly<Tab>; active: boolean; showIcon: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => {
    const target = closeTabByKey(tab.key);
    if (target !== null) navigate(target);
  };
  const mine = (e: MouseEvent<HTMLElement>) => e.currentTarget.contains(e.target as Node);
  return (
    <ContextMenu content={<TabActions tabKey={tab.key} />}>
      {(ctx) => (
        <div
          ref={ctx.ref}
          role="tab"
          tabIndex={active ? 0 : -1}
          aria-selected={active}
          data-testid="tab"
          data-path={tab.path}
          data-key={tab.key}
          title={t(tab.title)}
          className={`foc-tab${active ? ' foc-tab--active' : ''} ${ctx.className}`}
          onContextMenu={ctx.onContextMenu}
          onClick={(e) => mine(e) && !active && navigate(tabHref(tab))}
          onKeyDown={(e) => e.key === 'Enter' && navigate(tabHref(tab))}
          onAuxClick={(e) => mine(e) && e.button === 1 && !tab.noClosable && close()}
        >
          {showIcon && menuIcon(tab.icon, null) && <Icon icon={menuIcon(tab.icon)} size={14} className="foc-tab__icon" />}
          <span className="foc-tab__title">{t(tab.title)}</span>
          {tab.pinned && !tab.noClosable && <Icon icon="pin" size={12} className="foc-tab__pin" />}
          {!tab.noClosable && (
            <button
              type="button"
              className="foc-tab__close"
              aria-label={t('shell.tabs.close')}
              data-testid="tab-close"
              onClick={(e) => {
                e.stopPropagation();
                close();
              }}
            >
              <Icon icon="small-cross" size={14} />
            </button>
          )}
          {ctx.popover}
        </div>
      )}
    </ContextMenu>
  );
}
