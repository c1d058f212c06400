import { AnchorButton, Button, Menu, OverflowList, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { menuIcon } from './icons';
import { scrolls, type MenuEntry } from './menuModel';
import { FlyoutItems } from './SideMenu';
import { hrefOf, useOpenEntry } from './useMenu';

/**
 * Horizontal layout: the top navigation menu. Screens are buttons, directories drop down (nested
 * directories fly out); entries that do not fit go into a "more" menu.
 */
export function TopMenu({ menu, chain }: { menu: readonly MenuEntry[]; chain: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const open = useOpenEntry();
  const activePath = chain[chain.length - 1]?.path;
  const top = chain[0];
  return (
    <nav className="foc-top-menu" data-testid="top-menu" aria-label={t('shell.menu.label')}>
      <OverflowList
        className="foc-top-menu__list"
        items={menu}
        collapseFrom="end"
        minVisibleItems={1}
        overflowRenderer={(rest) => (
          <Popover
            placement="bottom-end"
            content={
              <Menu className="foc-menu-scroll">
                <FlyoutItems entries={rest} activePath={activePath} />
              </Menu>
            }
          >
            <Button
              variant="minimal"
              icon="more"
              aria-label={t('shell.menu.more')}
              data-testid="top-menu-more"
              className={`foc-top-menu__item${rest.some((e) => e.path === top?.path) ? ' foc-top-menu__item--active' : ''}`}
            />
          </Popover>
        )}
        visibleItemRenderer={(e) => {
          const icon = menuIcon(e.icon, null);
          const active = e.path === top?.path;
          const cls = `foc-top-menu__item${active ? ' foc-top-menu__item--active' : ''}`;
          if (e.children.length === 0) {
            return (
              <AnchorButton
                key={e.path}
                variant="minimal"
                icon={icon}
                text={t(e.title)}
                href={hrefOf(e)}
                className={cls}
                data-path={e.path}
                aria-current={active ? 'page' : undefined}
                onClick={(ev) => open(e, ev)}
              />
            );
          }
          return (
            <Popover
              key={e.path}
              interactionKind="hover"
              placement="bottom-start"
              hoverCloseDelay={150}
              minimal
              content={
                <Menu className={scrolls(e) ? 'foc-menu-scroll' : undefined}>
                  <FlyoutItems entries={e.children} activePath={activePath} />
                </Menu>
              }
            >
              <Button variant="minimal" icon={icon} endIcon="caret-down" text={t(e.title)} className={cls} data-path={e.path} />
            </Popover>
          );
        }}
      />
    </nav>
  );
}
