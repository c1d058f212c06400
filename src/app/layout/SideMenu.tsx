import { Collapse, Icon, Menu, MenuDivider, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from './icons';
import { MenuLink } from './MenuLink';
import { scrolls, type MenuEntry } from './menuModel';
import { hrefOf, useOpenEntry } from './useMenu';

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** The active chain (top-level entry down to the active one). */
  chain: readonly MenuEntry[];
  /** Folded: icons only, submenus fly out on hover. */
  collapsed?: boolean;
  /** Top-level entries without an icon get a generic one (false: a dot, as below). */
  topIcons?: boolean;
}

/**
 * The side menu: nested menus collapse and expand, the active entry follows the route and its
 * parents open; a submenu with more than 18 children scrolls.
 */
export function SideMenu({ entries, chain, collapsed = false, topIcons = true }: SideMenuProps) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(chain.map((e) => e.path)));
  const chainKey = chain.map((e) => e.path).join('|');
  useEffect(() => {
    setOpened((prev) => new Set([...prev, ...chainKey.split('|')]));
  }, [chainKey]);
  const activePath = chain[chain.length - 1]?.path;
  const inChain = (e: MenuEntry) => chain.includes(e);
  const toggle = (path: string) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  if (collapsed) {
    return (
      <ul className="foc-menu foc-menu--collapsed">
        {entries.map((e) => (
          <li key={e.path}>
            <FoldedEntry entry={e} active={inChain(e)} activePath={activePath} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="foc-menu">
      <Entries entries={entries} depth={0} opened={opened} toggle={toggle} activePath={activePath} inChain={inChain} topIcons={topIcons} />
    </ul>
  );
}

interface EntriesProps {
  entries: readonly MenuEntry[];
  depth: number;
  opened: ReadonlySet<string>;
  toggle: (path: string) => void;
  activePath: string | undefined;
  inChain: (e: MenuEntry) => boolean;
  topIcons?: boolean;
}

function Entries({ entries, depth, opened, toggle, activePath, inChain, topIcons = false }: EntriesProps) {
  const { t } = useTranslation();
  const indent = { paddingLeft: 16 + depth * 18 };
  return (
    <>
      {entries.map((e) => {
        const label = (
          <>
            {menuIcon(e.icon, null) || (depth === 0 && topIcons) ? <Icon className="foc-menu__icon" icon={menuIcon(e.icon)} /> : <span className="foc-menu__dot" />}
            <span className="foc-menu__label">{t(e.title)}</span>
          </>
        );
        if (e.children.length === 0) {
          const cls = `foc-menu__item${e.path === activePath ? ' foc-menu__item--active' : ''}`;
          return (
            <li key={e.path}>
              <MenuLink entry={e} className={cls} style={indent} active={e.path === activePath}>
                {label}
              </MenuLink>
            </li>
          );
        }
        const open = opened.has(e.path);
        return (
          <li key={e.path}>
            <div
              role="button"
              tabIndex={0}
              aria-expanded={open}
              data-path={e.path}
              className={`foc-menu__item foc-menu__dir${inChain(e) ? ' foc-menu__dir--active' : ''}`}
              style={indent}
              onClick={() => toggle(e.path)}
              onKeyDown={(k) => (k.key === 'Enter' || k.key === ' ') && (k.preventDefault(), toggle(e.path))}
            >
              {label}
              <Icon className="foc-menu__caret" icon={open ? 'chevron-up' : 'chevron-down'} size={14} />
            </div>
            <Collapse isOpen={open} keepChildrenMounted>
              <ul className={`foc-menu__sub${scrolls(e) ? ' foc-menu-scroll' : ''}`}>
                <Entries entries={e.children} depth={depth + 1} opened={opened} toggle={toggle} activePath={activePath} inChain={inChain} />
              </ul>
            </Collapse>
          </li>
        );
      })}
    </>
  );
}

/** A top-level entry of the folded menu: a tooltip for a screen, a fly-out menu for a directory. */
function FoldedEntry({ entry, active, activePath }: { entry: MenuEntry; active: boolean; activePath: string | undefined }) {
  const { t } = useTranslation();
  const cls = `foc-menu__item foc-menu__item--folded${active ? ' foc-menu__item--active' : ''}`;
  const icon = <Icon className="foc-menu__icon" icon={menuIcon(entry.icon)} size={18} />;
  if (entry.children.length === 0) {
    return (
      <Tooltip content={t(entry.title)} placement="right" className="foc-menu__tip">
        <MenuLink entry={entry} className={cls} active={entry.path === activePath}>
          {icon}
        </MenuLink>
      </Tooltip>
    );
  }
  return (
    <Popover
      interactionKind="hover"
      placement="right-start"
      hoverCloseDelay={150}
      className="foc-menu__tip"
      content={
        <Menu className={scrolls(entry) ? 'foc-menu-scroll' : undefined} data-testid="side-menu-flyout">
          <MenuDivider title={t(entry.title)} />
          <FlyoutItems entries={entry.children} activePath={activePath} />
        </Menu>
      }
    >
      <div role="button" tabIndex={0} className={cls} data-path={entry.path} aria-label={t(entry.title)}>
        {icon}
      </div>
    </Popover>
  );
}

/** Entries as Blueprint menu items, nested directories as fly-out submenus (folded and top menus). */
export function FlyoutItems({ entries, activePath }: { entries: readonly MenuEntry[]; activePath: string | undefined }): ReactNode {
  const { t } = useTranslation();
  const open = useOpenEntry();
  return entries.map((e) =>
    e.children.length > 0 ? (
      <MenuItem
        key={e.path}
        text={t(e.title)}
        icon={menuIcon(e.icon, null)}
        data-path={e.path}
        submenuProps={scrolls(e) ? { className: 'foc-menu-scroll' } : undefined}
      >
        <FlyoutItems entries={e.children} activePath={activePath} />
      </MenuItem>
    ) : (
      <MenuItem
        key={e.path}
        text={t(e.title)}
        icon={menuIcon(e.icon, null)}
        href={hrefOf(e)}
        data-path={e.path}
        active={e.path === activePath}
        onClick={(ev) => open(e, ev)}
      />
    ),
  );
}
