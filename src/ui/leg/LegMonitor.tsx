/**
 * The leg-monitor popup (requirements D2; double-click or context menu on a leg bar): the leg,
 * its times in the user's time type, aircraft, crew, passengers and state, and the commands the
 * user's seat may take on it now (the leg detail's buttons, by ability and by the domain rules).
 * On the map screens the same content opens in a docked side panel with no backdrop, so the map
 * stays visible and clickable beside it (`LegMonitorPanel`).
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Drawer, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { GanttLegAnswer } from '../../api/gantt';
import type { LegDetail } from '../../api/leg';
import { legStateText } from '../../domain/trip/readingText';
import type { LegState } from '../../domain/trip/states';
import type { TimeType } from '../../domain/timeType';
import { companyReadings } from '../../state/companyReadings';
import { LegActions } from './LegActions';
import { useLegFacts } from './LegDetailView';
import { useAirports } from './useAirports';
import { useLegDetail } from './useLegDetail';
import './legDetail.css';
import { useLegTimes } from './legTimes';

function People({ detail }: { detail: LegDetail | null }) {
  const { t } = useTranslation();
  if (!detail) return <Spinner size={16} />;
  const crew = detail.crew.filter((c) => c.status !== 'declined');
  return (
    <>
      <tr>
        <th>{t('ganttScreen.crew')}</th>
        <td data-testid="gantt-monitor-crew">
          {crew.length === 0
            ? '—'
            : crew.map((c) => (
                <Tag key={c.id} minimal intent={c.status === 'accepted' ? 'success' : 'none'} style={{ marginRight: 4, marginBottom: 2 }}>
                  {t(`legCrew.role.${c.role}`)} {c.cnName} ({c.workNo}) · {t(`trip.crewAssignment.${c.status}`)}
                </Tag>
              ))}
        </td>
      </tr>
      <tr>
        <th>{t('ganttScreen.passengers')}</th>
        <td data-testid="gantt-monitor-passengers">
          {detail.passengersHidden ? <span className={Classes.TEXT_MUTED}>{t('ganttScreen.passengersHidden')}</span> : detail.passengers.length === 0 ? '—' : `${detail.passengers.length} · ${detail.passengers.map((p) => p.name).join(', ')}`}
        </td>
      </tr>
    </>
  );
}

function MonitorBody({ leg, detail, timeType }: { leg: GanttLegAnswer; detail: LegDetail | null; timeType: TimeType }) {
  const { t } = useTranslation();
  const { legStateReading } = useSnapshot(companyReadings);
  const times = useLegTimes(leg, timeType)!;
  const state = detail?.leg.legState ?? leg.legState;
  return (
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
          <td data-testid="gantt-monitor-aircraft">{detail?.aircraft?.tailNo ?? '—'}</td>
        </tr>
        <tr>
          <th>{t('ganttScreen.state')}</th>
          <td>{legStateText(state as LegState, legStateReading, t)}</td>
        </tr>
        <People detail={detail} />
        {leg.forcedOverlapReason ? (
          <tr>
            <td colSpan={2}>{t('ganttScreen.forcedOverlap', { reason: leg.forcedOverlapReason })}</td>
          </tr>
        ) : null}
      </tbody>
    </HTMLTable>
  );
}

function MonitorContent({ leg, timeType, onClose, onChanged }: { leg: GanttLegAnswer; timeType: TimeType; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const { data, stale, reload, run: runDetail } = useLegDetail(leg.id);
  const facts = useLegFacts(data);
  const airports = useAirports([leg.departureIcao, leg.arrivalIcao]);
  // A command from the popup reloads the detail and the chart.
  const run = useCallback(
    async (call: () => Promise<unknown>) => {
      const ok = await runDetail(call);
      if (ok) onChanged();
      return ok;
    },
    [onChanged, runDetail],
  );
  return (
    <>
      <DialogBody>
        {stale && (
          <Callout intent="warning" icon="refresh" data-testid="gantt-monitor-stale">
            {t('error.dataChanged')}{' '}
            <Button small intent="warning" icon="refresh" text={t('legDetail.page.reload')} onClick={() => void reload()} />
          </Callout>
        )}
        <MonitorBody leg={leg} detail={data} timeType={timeType} />
        {data && facts ? <LegActions detail={data} trip={facts.trip} index={facts.index} airports={airports} run={run} onLeave={onClose} /> : null}
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
  );
}

export function LegMonitorDialog({ leg, timeType, onClose, onChanged }: { leg: GanttLegAnswer | null; timeType: TimeType; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={leg !== null} onClose={onClose} title={leg ? t('ganttScreen.monitor.title', { tripNumber: leg.tripNumber, legNumber: leg.legNumber }) : ''} icon="airplane" style={{ width: 720, maxWidth: '95vw' }}>
      {leg ? <MonitorContent key={leg.id} leg={leg} timeType={timeType} onClose={onClose} onChanged={onChanged} /> : null}
    </Dialog>
  );
}

/** The leg monitor docked at the right, without a backdrop: the map beside it stays visible and usable (another aircraft clicked replaces the leg). */
export function LegMonitorPanel({ leg, timeType, onClose, onChanged }: { leg: GanttLegAnswer | null; timeType: TimeType; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      isOpen={leg !== null}
      onClose={onClose}
      hasBackdrop={false}
      canOutsideClickClose={false}
      enforceFocus={false}
      autoFocus={false}
      size={460}
      title={leg ? t('ganttScreen.monitor.title', { tripNumber: leg.tripNumber, legNumber: leg.legNumber }) : ''}
      icon="airplane"
      className="foc-leg-panel"
    >
      <div data-testid="leg-monitor-panel" style={{ overflow: 'auto', display: 'flex', flexDirection: 'column', flex: 1 }}>
        {leg ? <MonitorContent key={leg.id} leg={leg} timeType={timeType} onClose={onClose} onChanged={onChanged} /> : null}
      </div>
    </Drawer>
  );
}
