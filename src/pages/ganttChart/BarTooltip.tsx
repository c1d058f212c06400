/** The hover tooltip of a Gantt bar: a leg (planned and actual times, aircraft or crew role) or a crew status. */
import { Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GanttLegAnswer } from '../../api/gantt';
import type { TimeType } from '../../domain/timeType';
import { LegTimeLines } from '../../ui/gantt/LegTimeLines';
import { instantText, useAirportZones } from '../../ui/list/times';
import type { BarInfo } from './ganttMapping';

export interface HoverState {
  info: BarInfo;
  leg: GanttLegAnswer | null;
  /** The bar's span (UTC ms), for a crew status. */
  start: number;
  end: number;
  x: number;
  y: number;
}

function LegLines({ leg, info, timeType }: { leg: GanttLegAnswer; info: BarInfo; timeType: TimeType }) {
  const { t } = useTranslation();
  const subject = info.role ? `${info.subject} · ${t(`legCrew.role.${info.role}`)}` : info.subjectKind ? `${t(`ganttScreen.${info.subjectKind}`)}: ${info.subject}` : info.subject;
  return (
    <>
      <LegTimeLines leg={leg} timeType={timeType} />
      <div>
        {subject}
        {leg.isFerry ? ` · ${t('ganttScreen.ferry')}` : ''}
        {leg.locked ? ` · ${t('ganttScreen.locked')}` : ''}
      </div>
    </>
  );
}

function StatusLines({ hover, timeType }: { hover: HoverState; timeType: TimeType }) {
  const { t } = useTranslation();
  const station = hover.info.station ?? '';
  const zone = useAirportZones(station ? [station] : [], timeType)[station.toUpperCase()] ?? null;
  const at = (ms: number) => instantText(new Date(ms).toISOString(), timeType, zone);
  return (
    <>
      <div style={{ fontWeight: 600 }}>{hover.info.activity ? t(`crewRecord.activity.${hover.info.activity}`) : t(`dutyTime.crewStatus.${hover.info.status}`)}</div>
      <div>
        {at(hover.start)} → {at(hover.end)}
      </div>
      <div>
        {hover.info.subject}
        {station ? ` · ${station}` : ''}
      </div>
    </>
  );
}

export function BarTooltip({ hover, timeType }: { hover: HoverState | null; timeType: TimeType }) {
  if (!hover) return null;
  return (
    <div
      className={`${Classes.CARD} ${Classes.ELEVATION_2}`}
      style={{ position: 'fixed', left: hover.x + 14, top: hover.y + 14, zIndex: 20, padding: '6px 10px', pointerEvents: 'none', fontSize: 12, lineHeight: 1.5, maxWidth: 380 }}
      data-testid="gantt-tooltip"
    >
      {hover.leg ? <LegLines leg={hover.leg} info={hover.info} timeType={timeType} /> : <StatusLines hover={hover} timeType={timeType} />}
    </div>
  );
}

/** The tooltip with its own state; `bind` hands its setter to the chart. */
export function TooltipLayer({ bind, timeType }: { bind: (set: (h: HoverState | null) => void) => void; timeType: TimeType }) {
  const [hover, setHover] = useState<HoverState | null>(null);
  useEffect(() => bind(setHover), [bind]);
  return <BarTooltip hover={hover} timeType={timeType} />;
}
