/** Toolbar of the Gantt: view (fleet, crew, passengers), scale, zoom, now, density, reload, the time type in use and the per-user settings. */
import { Button, ButtonGroup, FormGroup, HTMLSelect, NumericInput, Popover, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { TimeType } from '../../domain/timeType';
import type { IconName } from '@blueprintjs/icons';
import { CELL_HEIGHT_RANGE, CELL_WIDTH_RANGE, GANTT_AUTO_REFRESH, ganttSettings, patchGanttSettings, type GanttViewKind } from '../../state/ganttSettings';
import { DENSITIES } from '../../timeline-engine/core/density';
import { MINUTES_PER_DAY, nextScale, ZOOM_STEPS } from '../../timeline-engine/core/scales';

const VIEW_ICONS: Record<GanttViewKind, IconName> = { fleet: 'airplane', crew: 'people', passenger: 'person' };

type T = (key: string, params?: Record<string, unknown>) => string;

export function scaleText(scale: number, t: T): string {
  if (scale >= MINUTES_PER_DAY && scale % MINUTES_PER_DAY === 0) return t('ganttScreen.scale.days', { count: scale / MINUTES_PER_DAY });
  if (scale >= 60 && scale % 60 === 0) return t('ganttScreen.scale.hours', { count: scale / 60 });
  return t('ganttScreen.scale.minutes', { count: scale });
}

export interface GanttToolbarProps {
  timeType: TimeType;
  loading: boolean;
  /** Views the user may open (the crew view needs a crew roster). */
  views: readonly GanttViewKind[];
  counts: { rows: number; legs: number; unassigned: number };
  onNow: () => void;
  onReload: () => void;
}

export function GanttToolbar({ timeType, loading, views, counts, onNow, onReload }: GanttToolbarProps) {
  const { t } = useTranslation();
  const s = useSnapshot(ganttSettings);
  const scales = ZOOM_STEPS.includes(s.scale) ? ZOOM_STEPS : [...ZOOM_STEPS, s.scale].sort((a, b) => a - b);
  const settingsPanel = (
    <div style={{ padding: 12, width: 220 }} data-testid="gantt-settings">
      <FormGroup label={t('ganttScreen.cellWidth')}>
        <NumericInput fill min={CELL_WIDTH_RANGE.min} max={CELL_WIDTH_RANGE.max} value={s.cellWidth} onValueChange={(v) => Number.isInteger(v) && patchGanttSettings({ cellWidth: v })} />
      </FormGroup>
      <FormGroup label={t('ganttScreen.cellHeight')} helperText={s.density === 'normal' ? undefined : t('ganttScreen.cellHeight.normalOnly')}>
        <NumericInput fill min={CELL_HEIGHT_RANGE.min} max={CELL_HEIGHT_RANGE.max} value={s.cellHeight} onValueChange={(v) => Number.isInteger(v) && patchGanttSettings({ cellHeight: v })} />
      </FormGroup>
      <FormGroup label={t('ganttScreen.autoRefresh')}>
        <HTMLSelect fill value={s.autoRefresh} onChange={(e) => patchGanttSettings({ autoRefresh: Number(e.currentTarget.value) })} data-testid="gantt-autoRefresh">
          {GANTT_AUTO_REFRESH.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t('ganttScreen.autoRefresh.off') : t('ganttScreen.autoRefresh.seconds', { count: n })}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </div>
  );
  const timeTag = <Tag minimal intent={timeType === 'Local' ? 'warning' : 'primary'} icon={timeType === 'Local' ? 'info-sign' : 'time'} data-testid="gantt-time-type">{t(`ganttScreen.timeType.${timeType}`)}{timeType === 'Local' ? ' → UTC' : ''}</Tag>;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 8 }} data-testid="gantt-toolbar">
      <ButtonGroup>
        {views.map((v) => (
          <Button key={v} icon={VIEW_ICONS[v]} text={t(`ganttScreen.view.${v}`)} active={s.view === v} onClick={() => patchGanttSettings({ view: v })} data-testid={`gantt-view-${v}`} />
        ))}
      </ButtonGroup>
      <HTMLSelect aria-label={t('ganttScreen.scale')} value={s.scale} onChange={(e) => patchGanttSettings({ scale: Number(e.currentTarget.value) })} data-testid="gantt-scale">
        {scales.map((n) => (
          <option key={n} value={n}>
            {scaleText(n, t)}
          </option>
        ))}
      </HTMLSelect>
      <ButtonGroup>
        <Tooltip content={t('ganttScreen.zoomIn')}>
          <Button icon="zoom-in" aria-label={t('ganttScreen.zoomIn')} onClick={() => patchGanttSettings({ scale: nextScale(s.scale, 'in') })} data-testid="gantt-zoom-in" />
        </Tooltip>
        <Tooltip content={t('ganttScreen.zoomOut')}>
          <Button icon="zoom-out" aria-label={t('ganttScreen.zoomOut')} onClick={() => patchGanttSettings({ scale: nextScale(s.scale, 'out') })} data-testid="gantt-zoom-out" />
        </Tooltip>
      </ButtonGroup>
      <Button icon="locate" text={t('ganttScreen.today')} onClick={onNow} data-testid="gantt-now" />
      <HTMLSelect aria-label={t('ganttScreen.density')} value={s.density} onChange={(e) => patchGanttSettings({ density: e.currentTarget.value as (typeof DENSITIES)[number] })} data-testid="gantt-density">
        {DENSITIES.map((d) => (
          <option key={d} value={d}>
            {t(`ganttScreen.density.${d}`)}
          </option>
        ))}
      </HTMLSelect>
      <Button icon="refresh" text={t('ganttScreen.reload')} onClick={onReload} data-testid="gantt-reload" />
      <Popover content={settingsPanel} placement="bottom-start">
        <Button icon="cog" text={t('ganttScreen.settings')} data-testid="gantt-settings-button" />
      </Popover>
      {timeType === 'Local' ? <Tooltip content={t('ganttScreen.timeType.localAxis')}>{timeTag}</Tooltip> : timeTag}
      <span style={{ color: '#5f6b7c' }} data-testid="gantt-counts">
        {t(`ganttScreen.rowCount.${s.view}`, { count: counts.rows })} · {t('ganttScreen.legCount', { count: counts.legs })}
        {counts.unassigned > 0 ? ` · ${t('ganttScreen.unassigned', { count: counts.unassigned })}` : ''}
      </span>
      {loading ? <Spinner size={16} /> : null}
    </div>
  );
}
