import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, LAYOUTS } from '../../state/settings';
import { disabledSettings } from './drawerRules';

describe('theme drawer disabling rules', () => {
  it('disables nothing for the defaults (column layout, tabs on)', () => {
    expect(disabledSettings(DEFAULT_SETTINGS)).toEqual({});
  });

  it('disables tab icon and tab style when tabs are off', () => {
    expect(disabledSettings({ layout: 'column', showTabs: false })).toEqual({ showTabsBarIcon: true, tabsBarStyle: true });
  });

  it('disables column style for every layout but column', () => {
    for (const layout of LAYOUTS) expect(Boolean(disabledSettings({ layout, showTabs: true }).columnStyle)).toBe(layout !== 'column');
  });

  it('disables fixed header only for the common (vertical) layout', () => {
    for (const layout of LAYOUTS) expect(Boolean(disabledSettings({ layout, showTabs: true }).fixedHeader)).toBe(layout === 'vertical');
  });

  it('combines the rules', () => {
    expect(disabledSettings({ layout: 'vertical', showTabs: false })).toEqual({ showTabsBarIcon: true, tabsBarStyle: true, columnStyle: true, fixedHeader: true });
  });
});
