import { useEffect, useSyncExternalStore } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { settings, type Layout } from '../../state/settings';

/** Below this window width the layout becomes vertical and the sidebar folds (requirements S9). */
export const LAYOUT_BREAKPOINT = 992;

/** The sidebar's fold state (the vertical layout's toggle; folded by default on narrow windows). */
export const layoutState = proxy({ collapsed: false });

export function toggleSidebar(): void {
  layoutState.collapsed = !layoutState.collapsed;
}

function subscribeResize(fn: () => void): () => void {
  window.addEventListener('resize', fn);
  return () => window.removeEventListener('resize', fn);
}

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeResize, () => window.innerWidth, () => 1440);
}

/** The layout in effect: the chosen one, or vertical on a narrow window. */
export function effectiveLayout(chosen: Layout, width: number): Layout {
  return width < LAYOUT_BREAKPOINT ? 'vertical' : chosen;
}

export interface ShellLayout {
  layout: Layout;
  narrow: boolean;
  collapsed: boolean;
  /** The header stays on top while the content scrolls (the vertical layout's header always does). */
  fixedHeader: boolean;
}

export function useShellLayout(): ShellLayout {
  const s = useSnapshot(settings);
  const { collapsed } = useSnapshot(layoutState);
  const width = useWindowWidth();
  const narrow = width < LAYOUT_BREAKPOINT;
  // Entering a narrow window folds the sidebar; leaving it unfolds it.
  useEffect(() => {
    layoutState.collapsed = narrow;
  }, [narrow]);
  const layout = effectiveLayout(s.layout, width);
  return { layout, narrow, collapsed, fixedHeader: layout === 'vertical' || s.fixedHeader };
}
