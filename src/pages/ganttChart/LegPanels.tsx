/** The hover tooltip of a leg bar and the leg-monitor popup (double-click or context menu). */
import { Button, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { GanttLegAnswer } from '../../api/gantt';
import type { LegState } from '../../domain/trip/states';
import { legStateText } from '../../domain/trip/readingText';
import type { TimeType } from '../../domain/timeType';
import { settings } from '../../state/settings';
import { instantText, useAirportZones } from '../trip/times';
import { legLabel } from './ganttMapping';

function useLegTimes(leg: GanttLegAnswer | null, timeType: TimeType) {
  const zones = useAirportZones(leg ? [leg.departureIcao, leg.arrivalIcao] : [], timeType);
  if (!leg) return null;
  const dz = zones[leg.departureIcao.toUpperCase()] ?? null;
  const az = zones[leg.arrivalIcao.toUpperCase()] ?? null;
  return {
    plannedDeparture: instantText(leg.plannedDepartureUtc, timeType, dz),
    plannedArrival: instantText(leg.plannedArrivalUtc, timeType, az),
    actualOff: instantText(leg.actualOffUtc, timeType, dz),
    actualOn: instantText(leg.actualOnUtc, timeType, az),
  };
}

export interface HoverState {
  leg: GanttLegAnswer;
  tailNo: string;
  x: number;
  y: number;
}

export function LegTooltip({ hover, timeType }: { hover: HoverState | null; timeType: TimeType }) {
  const { t } = useTranslation();
  const times = useLegTimes(hover?.leg ?? null, timeType);
  if (!hover || !times) return null;
  const { leg } = hover;
  return (
    <div
      className={`${Classes.CARD} ${Classes.ELEVATION_2}`}
      style={{ position: 'fixed', left: hover.x + 14, top: hover.y + 14, zIndex: 20, padding: '6px 10px', pointerEvents: 'none', fontSize: 12, lineHeight: 1.5, maxWidth: 360 }}
      data-testid="gantt-tooltip"
    >
      <div style={{ fontWeight: 600 }}>{legLabel(leg)}</div>
      <div>
        {t('ganttScreen.planned')}: {times.plannedDeparture} → {times.plannedArrival}
      </div>
      {times.actualOff || times.actualOn ? (
        <div>
          {t('ganttScreen.actual')}: {times.actualOff || '—'} → {times.actualOn || '—'}
        </div>
      ) : null}
      <div>
        {t('ganttScreen.aircraft')}: {hover.tailNo}
        {leg.isFerry ? ` · ${t('ganttScreen.ferry')}` : ''}
        {leg.locked ? ` · ${t('ganttScreen.locked')}` : ''}
      </div>
    </div>
  );
}

/** The tooltip with its own state; `bind` hands its setter to the chart. */
export function TooltipLayer({ bind, timeType }: { bind: (set: (h: HoverState | null) => void) => void; timeType: TimeType }) {
  const [hover, setHover] = useState<HoverState | null>(null);
  useEffect(() => bind(setHover), [bind]);
  return <LegTooltip hover={hover} timeType={timeType} />;
}

export function LegMonitorDialog({ leg, tailNo, timeType, onClose }: { leg: GanttLegAnswer | null; tailNo: string; timeType: TimeType; onClose: () => void }) {
  const { t } = useTranslation();
  const { legStateReading } = useSnapshot(settings);
  const times = useLegTimes(leg, timeType);
  return (
    <Dialog isOpen={leg !== null} onClose={onClose} title={leg ? t('ganttScreen.monitor.title', { tripNumber: leg.tripNumber, legNumber: leg.legNumber }) : ''} icon="airplane">
      {leg && times ? (
        <>
          <DialogBody>
            <HTMLTable compact style={{ width: '100%' }} data-testid="gantt-monitor">
              <tbody>
                <tr>
                  <th>{t('ganttScreen.leg')}</th>
                  <td>
                    {leg.tripNumber}-{leg.legNumber} {leg.isFerry ? <Tag minimal>{t('ganttScreen.ferry')}</Tag> : null} {leg.locked ? <Tag minimal intent="warning">{t('ganttScreen.locked')}</Tag> : null}
                  </td>
                </tr>
                <tr>
                  <th>{t('ganttScreen.route')}</th>
                  <td>
                    {leg.departureIcao} → {leg.arrivalIcao}
                  </td>
                </tr>
                <tr>
                  <th>{t('ganttScreen.planned')}</th>
                  <td>
                    {times.plannedDeparture} → {times.plannedArrival}
                  </td>
                </tr>
                <tr>
                  <th>{t('ganttScreen.actual')}</th>
                  <td>
                    {times.actualOff || '—'} → {times.actualOn || '—'}
                  </td>
                </tr>
                <tr>
                  <th>{t('ganttScreen.aircraft')}</th>
                  <td>{tailNo || '—'}</td>
                </tr>
                <tr>
                  <th>{t('ganttScreen.state')}</th>
                  <td>{legStateText(leg.legState as LegState, legStateReading, t)}</td>
                </tr>
                {leg.forcedOverlapReason ? (
                  <tr>
                    <td colSpan={2}>{t('ganttScreen.forcedOverlap', { reason: leg.forcedOverlapReason })}</td>
                  </tr>
                ) : null}
              </tbody>
            </HTMLTable>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Link to={`/tripLegDetail?id=${encodeURIComponent(leg.id)}`} onClick={onClose} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} data-testid="gantt-monitor-detail">
                  {t('ganttScreen.monitor.openDetail')}
                </Link>
                <Button text={t('ganttScreen.monitor.close')} onClick={onClose} />
              </>
            }
          />
        </>
      ) : null}
    </Dialog>
  );
}
