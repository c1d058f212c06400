import { ContextMenu, Menu, MenuItem } from '@blueprintjs/core';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menuModel';
import { hrefOf, openInNewWindow, useOpenEntry } from './useMenu';

export interface MenuLinkProps {
  /** Where the link goes. */
  entry: Pick<MenuEntry, 'path' | 'external'>;
  /** The entry it stands for (data-path), when it differs from where it goes (a directory → its first leaf). */
  dataPath?: string;
  className?: string;
  style?: CSSProperties;
  active?: boolean;
  title?: string;
  children: ReactNode;
}

/**
 * A menu entry as a real link (#/path, or the external address): ctrl/cmd/shift or middle click
 * opens it in a new tab or window the browser's way, and its context menu offers "open in new
 * window". A plain click opens it in place (see `useOpenEntry`).
 */
export function MenuLink({ entry, dataPath, className, style, active, title, children }: MenuLinkProps) {
  const { t } = useTranslation();
  const open = useOpenEntry();
  const menu = (
    <Menu>
      <MenuItem
        icon="share"
        text={t('shell.menu.openNewWindow')}
        data-testid="menu-open-new-window"
        onClick={() => openInNewWindow(entry)}
      />
    </Menu>
  );
  return (
    <ContextMenu content={menu}>
      {(ctx) => (
        <a
          ref={ctx.ref}
          href={hrefOf(entry)}
          className={[className, ctx.className].filter(Boolean).join(' ')}
          style={style}
          title={title}
          data-path={dataPath ?? entry.path}
          aria-current={active ? 'page' : undefined}
          onContextMenu={ctx.onContextMenu}
          onClick={(e: MouseEvent<HTMLAnchorElement>) => {
            // Clicks inside the context menu (a portal) bubble here through React: not ours.
            if (!e.currentTarget.contains(e.target as Node)) return;
            open(entry, e);
          }}
        >
          {children}
          {ctx.popover}
        </a>
      )}
    </ContextMenu>
  );
}
