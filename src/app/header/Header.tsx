import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import { AvatarMenu } from './AvatarMenu';
import { Breadcrumb } from './Breadcrumb';
import { ErrorLogButton } from './ErrorLog';
import { FullScreenButton, LanguageSwitch, RefreshButton, ThemeDrawerButton } from './HeaderButtons';
import { NoticeBell } from './NoticeBell';
import { SeatSwitcher } from './SeatSwitcher';
import { TopRightMenu } from '../layout/TopRightMenu';
import './header.css';

/** Below this width the top-right menu shows icons only, leaving room for the breadcrumb. */
const WIDE_HEADER_QUERY = '(min-width: 1600px)';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? true);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const sync = () => setMatches(list.matches);
    sync();
    list.addEventListener('change', sync);
    return () => list.removeEventListener('change', sync);
  }, [query]);
  return matches;
}

export interface HeaderProps {
  /** Placed before the breadcrumb (the layouts put the fold button or the logo here). */
  left?: ReactNode;
  /** The horizontal layout has no room for the breadcrumb; default shown. */
  showBreadcrumb?: boolean;
}

/**
 * The shell's header (requirements S2): breadcrumb, top-right menu, seat switcher, error log,
 * notice bell, full screen, language, theme drawer, refresh and the avatar menu. Each optional control
 * follows its `settings.show*` flag.
 */
export function Header({ left, showBreadcrumb = true }: HeaderProps) {
  const s = useSnapshot(settings);
  const wide = useMediaQuery(WIDE_HEADER_QUERY);
  return (
    <header className="foc-header">
      <div className="foc-header__left">
        {left}
        {showBreadcrumb && <Breadcrumb />}
      </div>
      <div className="foc-header__right">
        <TopRightMenu compact={s.layout === 'horizontal' || !wide} />
        <SeatSwitcher />
        <ErrorLogButton />
        {s.showNotice && <NoticeBell />}
        {s.showFullScreen && <FullScreenButton />}
        {s.showLanguage && <LanguageSwitch />}
        <ThemeDrawerButton />
        {s.showRefresh && <RefreshButton />}
        <AvatarMenu />
      </div>
    </header>
  );
}
