import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  isFixed,
  refreshView,
  tabHref,
  tabsState,
  togglePinTab,
} from '../../state/tabs';

/**
 * The actions on one tab (its context menu and the bar's drop-down): refresh, pin, close others,
 * close left, close right, close all. Fixed tabs survive the close actions.
 */
export function TabActions({ tabKey }: { tabKey: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snap = useSnapshot(tabsState);
  const index = snap.tabs.findIndex((x) => x.key === tabKey);
  const tab = snap.tabs[index];
  const go = (target: string | null) => {
    if (target !== null) navigate(target);
  };
  const closable = (list: readonly { noClosable: boolean; pinned: boolean; key: string }[]) => list.some((x) => !isFixed(x) && x.key !== tabKey);
  return (
    <Menu data-testid="tab-menu">
      <MenuItem
        icon="refresh"
        text={t('shell.tabs.refresh')}
        data-testid="tab-refresh"
        disabled={!tab}
        onClick={() => {
          if (!tab) return;
          if (tab.key !== snap.activeKey) navigate(tabHref(tab));
          refreshView(tab.key);
        }}
      />
      <MenuItem
        icon={tab?.pinned ? 'unpin' : 'pin'}
        text={t(tab?.pinned ? 'shell.tabs.unpin' : 'shell.tabs.pin')}
        data-testid="tab-pin"
        disabled={!tab || tab.noClosable}
        onClick={() => tab && togglePinTab(tab.key)}
      />
      <MenuDivider />
      <MenuItem
        icon="disable"
        text={t('shell.tabs.closeOthers')}
        data-testid="tab-close-others"
        disabled={!tab || !closable(snap.tabs)}
        onClick={() => tab && go(closeOtherTabs(tab.key))}
      />
      <MenuItem
        icon="arrow-left"
        text={t('shell.tabs.closeLeft')}
        data-testid="tab-close-left"
        disabled={!tab || !closable(snap.tabs.slice(0, index))}
        onClick={() => tab && go(closeLeftTabs(tab.key))}
      />
      <MenuItem
        icon="arrow-right"
        text={t('shell.tabs.closeRight')}
        data-testid="tab-close-right"
        disabled={!tab || !closable(snap.tabs.slice(index + 1))}
        onClick={() => tab && go(closeRightTabs(tab.key))}
      />
      <MenuItem
        icon="cross"
        text={t('shell.tabs.closeAll')}
        data-testid="tab-close-all"
        disabled={!snap.tabs.some((x) => !isFixed(x))}
        onClick={() => go(closeAllTabs())}
      />
    </Menu>
  );
}
