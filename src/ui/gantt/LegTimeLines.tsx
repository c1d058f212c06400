/** A leg's lines in a bar tooltip (the Gantt, the rosters): flight and route, planned and actual times in the user's time type. */
import { useTranslation } from 'react-i18next';
import type { GanttLegAnswer } from '../../api/gantt';
import type { TimeType } from '../../domain/timeType';
import { useLegTimes } from '../leg/legTimes';
import { legLabel } from './legBars';

export function LegTimeLines({ leg, timeType }: { leg: GanttLegAnswer; timeType: TimeType }) {
  const { t } = useTranslation();
  const times = useLegTimes(leg, timeType)!;
  return (
    <>
      <div style={{ fontWeight: 600 }}>{legLabel(leg)}</div>
      <div>
        {t('ganttScreen.planned')}: {times.plannedDeparture} → {times.plannedArrival}
      </div>
      {times.actualOff || times.actualOn ? (
        <div>
          {t('ganttScreen.actual')}: {times.actualOff || '—'} → {times.actualOn || '—'}
        </div>
      ) : null}
    </>
  );
}
