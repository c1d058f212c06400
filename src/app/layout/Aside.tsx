import { Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import { Logo } from './Logo';
import { MenuLink } from './MenuLink';
import { firstLeaf, type MenuEntry } from './menuModel';
import { menuIcon } from './icons';
import { SideMenu } from './SideMenu';

export interface AsideProps {
  menu: readonly MenuEntry[];
  chain: readonly MenuEntry[];
}

/** Vertical (common) layout: the classic side menu; folded to icons when `collapsed`. */
export function VerticalAside({ menu, chain, collapsed }: AsideProps & { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className={`foc-aside foc-aside--vertical${collapsed ? ' foc-aside--collapsed' : ''}`}>
      <Logo compact={collapsed} />
      <nav className="foc-aside__scroll" data-testid="side-menu" aria-label={t('shell.menu.label')}>
        <SideMenu entries={menu} chain={chain} collapsed={collapsed} />
      </nav>
    </aside>
  );
}

/** Float layout: an icon rail that unfolds over the content while the pointer is on it. */
export function FloatAside({ menu, chain }: AsideProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(false);
  return (
    <aside className="foc-aside foc-aside--float">
      <div
        className={`foc-aside__panel${hover ? ' foc-aside__panel--open' : ''}`}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
      >
        <Logo compact={!hover} />
        <nav className="foc-aside__scroll" data-testid="side-menu" aria-label={t('shell.menu.label')}>
          <SideMenu entries={menu} chain={chain} collapsed={!hover} />
        </nav>
      </div>
    </aside>
  );
}

/**
 * Column layout: a narrow column of the top-level entries (styled by `settings.columnStyle`) and a
 * second column with the selected entry's submenu. A top-level directory opens its first screen.
 */
export function ColumnAside({ menu, chain }: AsideProps) {
  const { t } = useTranslation();
  const { columnStyle } = useSnapshot(settings);
  const top = chain[0];
  // A route outside the menu (a hidden page of the root) keeps the last selected column.
  const [last, setLast] = useState<MenuEntry | undefined>(top);
  if (top && top.path !== last?.path) setLast(top);
  const selected = top ?? (last && menu.find((e) => e.path === last.path));
  const activePath = chain[chain.length - 1]?.path;
  return (
    <aside className={`foc-aside foc-aside--column foc-column--${columnStyle}`} data-testid="side-menu">
      <nav className="foc-column__first" aria-label={t('shell.menu.label')}>
        <Logo compact={columnStyle !== 'horizontal'} />
        <div className="foc-column__entries">
          {menu.map((e) => {
            const active = e === selected;
            return (
              <MenuLink
                key={e.path}
                entry={firstLeaf(e)}
                dataPath={e.path}
                active={e.path === activePath}
                title={t(e.title)}
                className={`foc-column__entry${active ? ' foc-column__entry--active' : ''}`}
              >
                <Icon icon={menuIcon(e.icon)} size={columnStyle === 'horizontal' ? 16 : 20} />
                <span className="foc-column__label">{t(e.title)}</span>
              </MenuLink>
            );
          })}
        </div>
      </nav>
      {selected && selected.children.length > 0 && (
        <nav className="foc-column__second" aria-label={t(selected.title)}>
          <div className="foc-column__title">{t(selected.title)}</div>
          <div className="foc-aside__scroll">
            <SideMenu key={selected.path} entries={selected.children} chain={chain.slice(1)} topIcons={false} />
          </div>
        </nav>
      )}
    </aside>
  );
}
