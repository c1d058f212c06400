import { Button, Classes, Drawer, FormGroup, HTMLSelect, Radio, RadioGroup, SegmentedControl, Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TIME_TYPES, type TimeType } from '../../domain/timeType';
import {
  AUTO_REFRESH_OPTIONS,
  COLUMN_STYLES,
  DEFAULT_SETTINGS,
  LAYOUTS,
  MESSAGE_DURATIONS,
  resetSettings,
  settings,
  TAB_STYLES,
  THEME_NAMES,
  type ColumnStyle,
  type Layout,
  type TabsBarStyle,
  type ThemeSettings,
} from '../../state/settings';
import { disabledSettings } from './drawerRules';
import { ALTITUDE_UNITS, SPEED_UNITS, type AltitudeUnit, type SpeedUnit } from '../../domain/track/units';
import { UNIT_SYSTEMS, type UnitSystem } from '../../domain/fleet/units';

/** Theme drawer width (requirements S9). */
export const THEME_DRAWER_WIDTH = 280;

type BoolKey = { [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never }[keyof ThemeSettings];
const SWITCHES: BoolKey[] = ['showTabs', 'showTabsBarIcon', 'fixedHeader', 'showLanguage', 'showProgressBar', 'showRefresh', 'showNotice', 'showFullScreen'];

function Row({ label, children, disabled }: { label: string; children: ReactNode; disabled?: boolean }) {
  return (
    <FormGroup label={label} inline className="foc-theme__row" disabled={disabled}>
      {children}
    </FormGroup>
  );
}

/** Every theme setting of requirements S3 with S4's disabling rules, and a reset to the defaults. */
export function ThemeDrawer({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const s = useSnapshot(settings);
  const off = disabledSettings(s);
  const select = <K extends keyof ThemeSettings>(key: K, values: readonly ThemeSettings[K][], label: (v: ThemeSettings[K]) => string) => (
    <HTMLSelect
      fill
      value={String(s[key])}
      disabled={off[key]}
      data-testid={`setting-${key}`}
      options={values.map((v) => ({ value: String(v), label: label(v) }))}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        // the selects hand back strings: numbers where the default is one
        settings[key] = (typeof DEFAULT_SETTINGS[key] === 'number' ? Number(raw) : raw) as ThemeSettings[K];
      }}
    />
  );
  const seconds = (n: number, offKey: string, stayKey?: string) => (n === 0 && stayKey ? t(stayKey) : n <= 0 ? t(offKey) : t('header.theme.seconds', { n }));

  return (
    <Drawer isOpen={isOpen} onClose={onClose} size={THEME_DRAWER_WIDTH} title={t('header.theme.title')} icon="style" className="foc-theme">
      <div className={`${Classes.DRAWER_BODY} foc-theme__body`} data-testid="theme-drawer">
        <h6 className="foc-theme__section">{t('header.theme.layout')}</h6>
        <RadioGroup className="foc-theme__layouts" selectedValue={s.layout} onChange={(e) => (settings.layout = e.currentTarget.value as Layout)}>
          {LAYOUTS.map((l) => (
            <Radio key={l} value={l} label={t(`header.theme.layout.${l}`)} data-testid={`layout-${l}`} />
          ))}
        </RadioGroup>

        <h6 className="foc-theme__section">{t('header.theme.appearance')}</h6>
        <Row label={t('header.theme.themeName')}>{select('themeName', THEME_NAMES as readonly string[], (v) => t(`header.theme.themeName.${v}`))}</Row>
        <Row label={t('header.theme.columnStyle')} disabled={off.columnStyle}>
          {select('columnStyle', COLUMN_STYLES, (v: ColumnStyle) => t(`header.theme.columnStyle.${v}`))}
        </Row>
        <Row label={t('header.theme.tabsBarStyle')} disabled={off.tabsBarStyle}>
          {select('tabsBarStyle', TAB_STYLES, (v: TabsBarStyle) => t(`header.theme.tabsBarStyle.${v}`))}
        </Row>
        <FormGroup label={t('header.theme.timeType')} className="foc-theme__row">
          <SegmentedControl
            fill
            size="small"
            value={s.timeType}
            options={TIME_TYPES.map((v) => ({ value: v, label: t(`header.theme.timeType.${v}`) }))}
            onValueChange={(v) => (settings.timeType = v as TimeType)}
            data-testid="setting-timeType"
          />
        </FormGroup>

        <FormGroup label={t('track.settings.speedUnit')} className="foc-theme__row">
          <SegmentedControl
            fill
            size="small"
            value={s.speedUnit}
            options={SPEED_UNITS.map((v) => ({ value: v, label: t(`track.settings.unit.${v}`) }))}
            onValueChange={(v) => (settings.speedUnit = v as SpeedUnit)}
            data-testid="setting-speedUnit"
          />
        </FormGroup>
        <FormGroup label={t('track.settings.altitudeUnit')} className="foc-theme__row">
          <SegmentedControl
            fill
            size="small"
            value={s.altitudeUnit}
            options={ALTITUDE_UNITS.map((v) => ({ value: v, label: t(`track.settings.unit.${v}`) }))}
            onValueChange={(v) => (settings.altitudeUnit = v as AltitudeUnit)}
            data-testid="setting-altitudeUnit"
          />
        </FormGroup>
        <FormGroup label={t('fleetRecord.settings.unitSystem')} className="foc-theme__row">
          <SegmentedControl
            fill
            size="small"
            value={s.unitSystem}
            options={UNIT_SYSTEMS.map((v) => ({ value: v, label: t(`fleetRecord.settings.unitSystem.${v}`) }))}
            onValueChange={(v) => (settings.unitSystem = v as UnitSystem)}
            data-testid="setting-unitSystem"
          />
        </FormGroup>

        <h6 className="foc-theme__section">{t('header.theme.show')}</h6>
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            className="foc-theme__switch"
            alignIndicator="end"
            label={t(`header.theme.${key}`)}
            checked={s[key]}
            disabled={off[key]}
            data-testid={`setting-${key}`}
            onChange={(e) => (settings[key] = e.currentTarget.checked)}
          />
        ))}

        <h6 className="foc-theme__section">{t('header.theme.behaviour')}</h6>
        <Row label={t('header.theme.messageDuration')}>{select('messageDuration', MESSAGE_DURATIONS, (v) => seconds(v, 'header.theme.off', 'header.theme.stay'))}</Row>
        <Row label={t('header.theme.autoRefresh')}>{select('autoRefresh', AUTO_REFRESH_OPTIONS, (v) => seconds(v, 'header.theme.off'))}</Row>

      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <Button fill icon="reset" text={t('header.theme.reset')} data-testid="theme-reset" onClick={resetSettings} />
      </div>
    </Drawer>
  );
}
