import type { ThemeSettings } from '../../state/settings';

/** Settings the theme drawer greys out for the current values (requirements S4 "Theme drawer"). */
export type DisabledSettings = Partial<Record<keyof ThemeSettings, true>>;

/**
 * - tab icon and tab style: only with tabs on;
 * - column style: only for the column layout;
 * - fixed header: not for the common (vertical) layout.
 */
export function disabledSettings(s: Pick<ThemeSettings, 'showTabs' | 'layout'>): DisabledSettings {
  const out: DisabledSettings = {};
  if (!s.showTabs) {
    out.showTabsBarIcon = true;
    out.tabsBarStyle = true;
  }
  if (s.layout !== 'column') out.columnStyle = true;
  if (s.layout === 'vertical') out.fixedHeader = true;
  return out;
}
