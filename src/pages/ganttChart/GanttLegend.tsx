/**
 * The Gantt's legend, one wrapping line under the chart: what the bar colours mean (leg states;
 * crew statuses in the crew view), the ferry and lock marks, the overdue flag (amber, then red), the
 * dot of a takeoff or landing detected from positions and waiting for confirmation,
 * the row stripes (aircraft status; crew type in the crew view) and, in the fleet view, the
 * upkeep spans behind the bars (AOG and inspections hatched, MEL translucent; codes 4, 3, 2).
 */
import { useTranslation } from 'react-i18next';
import { CREW_GANTT_STATUSES } from '../../domain/dutyTime/crewSchedule';
import { DETECTED_COLOUR, OVERDUE_COLOURS } from '../../domain/trip/legProgress';
import { GANTT_BAR_COLOURS, type GanttBarColour } from '../../domain/trip/statuses';
import type { GanttViewKind } from '../../state/ganttSettings';
import { ACTIVITY_COLOURS, CREW_STATUS_COLOURS, CREW_TYPE_COLOURS, OWN_ACTIVITIES } from './crewMapping';
import { AIRCRAFT_STATUS_COLOURS, UNASSIGNED_ROW_COLOUR } from './ganttMapping';
import { UPKEEP_COLOURS } from '../../ui/fleet/upkeepColours';

const BAR_ORDER: readonly GanttBarColour[] = ['lightBlue', 'blue', 'teal', 'orange', 'green'];

type Shape = 'bar' | 'ferry' | 'lock' | 'flag' | 'stripe' | 'dot' | 'span' | 'hatched';

function Swatch({ colour, shape }: { colour: string; shape: Shape }) {
  const base = { display: 'inline-block', verticalAlign: 'middle', marginRight: 4, boxSizing: 'border-box' as const };
  if (shape === 'dot')
    return (
      <span style={{ ...base, width: 18, height: 10, background: GANTT_BAR_COLOURS.blue, position: 'relative' }}>
        <span style={{ position: 'absolute', left: 1, top: 1, width: 8, height: 8, borderRadius: 4, background: colour, boxShadow: '0 0 0 1px #fff' }} />
      </span>
    );
  if (shape === 'span' || shape === 'hatched') {
    const hatch = shape === 'hatched' ? `repeating-linear-gradient(135deg, ${colour}59 0 1px, transparent 1px 5px), ` : '';
    return <span style={{ ...base, width: 22, height: 12, background: `${hatch}${colour}29`, border: `1px solid ${colour}55` }} />;
  }
  if (shape === 'stripe') return <span style={{ ...base, width: 6, height: 14, background: colour }} />;
  if (shape === 'flag') return <span style={{ ...base, width: 18, height: 10, background: GANTT_BAR_COLOURS.blue, borderRight: `5px solid ${colour}` }} />;
  if (shape === 'lock') return <span style={{ ...base, width: 18, height: 10, background: GANTT_BAR_COLOURS.blue, borderLeft: '3px solid #111418' }} />;
  if (shape === 'ferry') return <span style={{ ...base, width: 18, height: 10, border: `1px solid ${colour}`, background: `${colour}40` }} />;
  return <span style={{ ...base, width: 18, height: 10, background: colour }} />;
}

function Entry({ colour, shape, text, id }: { colour: string; shape: Shape; text: string; id: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-legend={id}>
      <Swatch colour={colour} shape={shape} />
      {text}
    </span>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', gap: 10, alignItems: 'center', flexWrap: 'wrap' }}>
      <b>{title}</b>
      {children}
    </span>
  );
}

export function GanttLegend({ view, fontSize }: { view: GanttViewKind; fontSize: number }) {
  const { t } = useTranslation();
  const crew = view === 'crew';
  return (
    <div style={{ display: 'flex', gap: 18, flexWrap: 'wrap', alignItems: 'center', padding: '4px 2px 0', fontSize, color: 'var(--foc-muted, #5f6b7c)' }} data-testid="gantt-legend">
      <Group title={t('ganttScreen.legend.bars')}>
        {crew
          ? [
              ...CREW_GANTT_STATUSES.map((s) => <Entry key={s} id={`crew:${s}`} colour={CREW_STATUS_COLOURS[s]} shape="bar" text={t(`dutyTime.crewStatus.${s}`)} />),
              // leave and training from the crew records (standby, rest and official business are statuses above)
              ...OWN_ACTIVITIES.map((k) => <Entry key={k} id={`activity:${k}`} colour={ACTIVITY_COLOURS[k]} shape="bar" text={t(`crewRecord.activity.${k}`)} />),
            ]
          : BAR_ORDER.map((c) => <Entry key={c} id={`bar:${c}`} colour={GANTT_BAR_COLOURS[c]} shape="bar" text={t(`ganttScreen.legend.bar.${c}`)} />)}
      </Group>
      <Group title={t('ganttScreen.legend.marks')}>
        {!crew && <Entry id="ferry" colour={GANTT_BAR_COLOURS.lightBlue} shape="ferry" text={t('ganttScreen.ferry')} />}
        {!crew && <Entry id="locked" colour="#111418" shape="lock" text={t('ganttScreen.locked')} />}
        <Entry id="overdue:amber" colour={OVERDUE_COLOURS.amber} shape="flag" text={t('ganttScreen.legend.overdue.amber')} />
        <Entry id="overdue:red" colour={OVERDUE_COLOURS.red} shape="flag" text={t('ganttScreen.legend.overdue.red')} />
        {!crew && <Entry id="detected" colour={DETECTED_COLOUR} shape="dot" text={t('ganttScreen.legend.detected')} />}
      </Group>
      {view === 'fleet' && (
        <Group title={t('ganttScreen.legend.rows')}>
          {(['inService', 'maintenance', 'mel', 'aog'] as const).map((s) => (
            <Entry key={s} id={`row:${s}`} colour={AIRCRAFT_STATUS_COLOURS[s]} shape="stripe" text={t(`ganttScreen.legend.row.${s}`)} />
          ))}
          <Entry id="row:unassigned" colour={UNASSIGNED_ROW_COLOUR} shape="stripe" text={t('ganttScreen.legend.row.unassigned')} />
        </Group>
      )}
      {view === 'fleet' && (
        <Group title={t('statusBoard.ganttLegend.title')}>
          {(['aog', 'mel', 'maintenance'] as const).map((s) => (
            <Entry key={s} id={`span:${s}`} colour={UPKEEP_COLOURS[s]} shape={s === 'mel' ? 'span' : 'hatched'} text={t(`statusBoard.ganttLegend.${s}`)} />
          ))}
        </Group>
      )}
      {crew && (
        <Group title={t('ganttScreen.legend.rows')}>
          {Object.entries(CREW_TYPE_COLOURS).map(([k, c]) => (
            <Entry key={k} id={`crewType:${k}`} colour={c} shape="stripe" text={t(`resources.crewType.${k}`)} />
          ))}
        </Group>
      )}
    </div>
  );
}
