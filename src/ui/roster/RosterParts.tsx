/** The roster's legend (duty statuses, activities, open legs, change marks) and its hover tooltip. */
import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GanttLegAnswer } from '../../api/gantt';
import { CREW_ACTIVITY_KINDS } from '../../domain/crew/recordChecks';
import { CrewGanttStatus } from '../../domain/dutyTime/crewSchedule';
import type { TimeType } from '../../domain/timeType';
import { GANTT_BAR_COLOURS } from '../../domain/trip/statuses';
import { CREW_STATUS_COLOURS } from '../gantt/crewColours';
import { LegTimeLines } from '../gantt/LegTimeLines';
import { UNASSIGNED_ROW_COLOUR } from '../gantt/legBars';
import { instantText } from '../list/times';
import { ACTIVITY_COLOURS, CHANGED_COLOUR, INVALID_COLOUR, REMOVED_COLOUR, type RosterBar } from './rosterMapping';

const STATUSES = [CrewGanttStatus.preparation, CrewGanttStatus.passStation, CrewGanttStatus.postFlight, CrewGanttStatus.restBeforeAfter, CrewGanttStatus.stopRest] as const;

function Swatch({ colour, kind = 'bar' }: { colour: string; kind?: 'bar' | 'dot' | 'ghost' | 'stripe' | 'outline' }) {
  const base = { display: 'inline-block', verticalAlign: 'middle', marginRight: 4, boxSizing: 'border-box' as const };
  if (kind === 'outline') return <span style={{ ...base, width: 18, height: 10, background: GANTT_BAR_COLOURS.blue, border: `2px solid ${colour}` }} />;
  if (kind === 'stripe') return <span style={{ ...base, width: 6, height: 14, background: colour }} />;
  if (kind === 'dot')
    return (
      <span style={{ ...base, width: 18, height: 10, background: GANTT_BAR_COLOURS.blue, position: 'relative' }}>
        <span style={{ position: 'absolute', left: 1, top: 1, width: 8, height: 8, borderRadius: 4, background: colour, boxShadow: '0 0 0 1px #fff' }} />
      </span>
    );
  if (kind === 'ghost') return <span style={{ ...base, width: 18, height: 10, background: `repeating-linear-gradient(135deg, ${colour}80 0 1px, transparent 1px 5px), ${colour}33` }} />;
  return <span style={{ ...base, width: 18, height: 10, background: colour }} />;
}

/** The legend under the grid; `children` (the roster's state: changes, invalid, publication) on its right. */
export function RosterLegend({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const entry = (id: string, text: string, colour: string, kind?: 'bar' | 'dot' | 'ghost' | 'stripe' | 'outline') => (
    <span key={id} style={{ whiteSpace: 'nowrap' }} data-testid={`roster-legend-${id}`}>
      <Swatch colour={colour} kind={kind} />
      {text}
    </span>
  );
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 14px', fontSize: 12, padding: '6px 2px 0' }} data-testid="roster-legend">
      {entry('open', t('roster.legend.open'), UNASSIGNED_ROW_COLOUR, 'stripe')}
      {entry('flightDuty', t('dutyTime.crewStatus.flightDuty'), GANTT_BAR_COLOURS.lightBlue)}
      {STATUSES.map((s) => entry(s, t(`dutyTime.crewStatus.${s}`), CREW_STATUS_COLOURS[s]))}
      {CREW_ACTIVITY_KINDS.map((k) => entry(`activity-${k}`, t(`roster.activity.${k}`), ACTIVITY_COLOURS[k]))}
      {entry('changed', t('roster.legend.changed'), CHANGED_COLOUR, 'dot')}
      {entry('removed', t('roster.legend.removed'), REMOVED_COLOUR, 'ghost')}
      {entry('invalid', t('roster.legend.invalid'), INVALID_COLOUR, 'outline')}
      {children && (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', marginLeft: 'auto' }} data-testid="roster-state">
          {children}
        </span>
      )}
    </div>
  );
}

export interface RosterHover {
  bar: RosterBar;
  leg: GanttLegAnswer | null;
  subject: string;
  start: number;
  end: number;
  x: number;
  y: number;
}

function what(bar: RosterBar, t: (k: string, o?: Record<string, unknown>) => string): string {
  switch (bar.kind) {
    case 'open':
      return t('roster.tooltip.missing', { roles: bar.missing.map((r) => t(`legCrew.role.${r}`)).join(', ') });
    case 'assignment':
      return `${t(`legCrew.role.${bar.role}`)}${bar.changed ? ` · ${t('roster.legend.changed')}` : ''}`;
    case 'removed':
      return t('roster.legend.removed');
    case 'status':
      return `${t(`dutyTime.crewStatus.${bar.status}`)}${bar.station ? ` ${bar.station}` : ''}`;
    default:
      return `${t(`roster.activity.${bar.activity}`)}${bar.place ? ` ${bar.place}` : ''}`;
  }
}

export function RosterTooltip({ hover, timeType }: { hover: RosterHover | null; timeType: TimeType }) {
  const { t } = useTranslation();
  if (!hover) return null;
  const at = (ms: number) => instantText(new Date(ms).toISOString(), timeType);
  return (
    <div
      className={`${Classes.CARD} ${Classes.ELEVATION_2}`}
      style={{ position: 'fixed', left: hover.x + 14, top: hover.y + 14, zIndex: 20, padding: '6px 10px', pointerEvents: 'none', fontSize: 12, lineHeight: 1.5, maxWidth: 380 }}
      data-testid="roster-tooltip"
    >
      {hover.leg ? (
        <LegTimeLines leg={hover.leg} timeType={timeType} />
      ) : (
        <div>
          {at(hover.start)} → {at(hover.end)}
        </div>
      )}
      <div>{hover.subject ? `${hover.subject} · ${what(hover.bar, t)}` : what(hover.bar, t)}</div>
      {hover.bar.kind === 'assignment' && hover.bar.problem && (
        <div style={{ color: INVALID_COLOUR, fontWeight: 600 }} data-testid="roster-tooltip-problem">
          {t('roster.tooltip.invalid', { reason: t(hover.bar.problem.key, hover.bar.problem.params) })}
        </div>
      )}
    </div>
  );
}
