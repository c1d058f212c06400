/**
 * Trip monitor (`control/TripMonitor`, requirements D2 "trip monitor with map"): the legs being
 * monitored — released, flying, flown — in a window, filtered by aircraft, customer and state,
 * beside the live map (positions every few seconds, trails, planned routes). Selecting a leg
 * draws its whole track and can follow its aircraft; a click on an aircraft or a double-click on
 * a leg opens the leg-monitor popup. Detected takeoffs, landings and diversions wait in the list
 * for a dispatcher's confirmation unless the company records them at once (the switch).
 */
import { Button, ButtonGroup, HTMLSelect, Switch, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { GanttLegAnswer } from '../../api/gantt';
import { trackApi, type MonitorLegAnswer } from '../../api/track';
import { legStateText } from '../../domain/trip/readingText';
import { LegState } from '../../domain/trip/states';
import { hasAbility } from '../../state/session';
import { companyReadings } from '../../state/companyReadings';
import { settings } from '../../state/settings';
import { LegMonitorPanel } from '../../ui/leg/LegMonitor';
import { useMinuteClock } from '../../ui/leg/legProgressTag';
import { instantText } from '../../ui/list/times';
import { LiveMap } from './monitor/LiveMap';
import { boundsOf, mapAircraft, mapAirports, mapRoutes, mapTrails } from './monitor/mapData';
import { MonitorLegList } from './monitor/MonitorLegList';
import { usePolling } from '../../ui/list/usePolling';
import { MONITOR_WINDOWS, windowRange, type MonitorWindow } from './monitor/window';
import './monitor/monitor.css';

/** Seconds between live position reads. */
export const LIVE_POLL_MS = 3000;
const STATES = [LegState.released, LegState.flying, LegState.flown] as const;

/** The popup takes the Gantt's leg shape. */
export const asGanttLeg = (l: MonitorLegAnswer): GanttLegAnswer => ({ ...l, tripVersion: 0 });

export default function TripMonitor() {
  const { t } = useTranslation();
  const { timeType, autoRefresh } = useSnapshot(settings);
  const { legStateReading } = useSnapshot(companyReadings);
  const [kind, setKind] = useState<MonitorWindow>('today');
  const [aircraftId, setAircraftId] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [states, setStates] = useState<number[]>([...STATES]);
  const [selected, setSelected] = useState<MonitorLegAnswer | null>(null);
  const [follow, setFollow] = useState(false);
  const [popup, setPopup] = useState<MonitorLegAnswer | null>(null);
  const [fit, setFit] = useState(0);
  const canDecide = hasAbility('tripRelease:release');
  const clock = useMinuteClock();

  const monitor = usePolling(() => trackApi.monitor(windowRange(kind, Date.now(), timeType)), autoRefresh * 1000, [kind, timeType]);
  const live = usePolling(() => trackApi.live(120), LIVE_POLL_MS, []);
  const departed = selected && (selected.actualOffUtc || monitor.data?.events.some((e) => e.legId === selected.id && e.kind === 'takeoff' && e.status !== 'dismissed'));
  const track = usePolling(() => (departed ? trackApi.legTrack(selected!.id) : Promise.resolve(null)), selected?.legState === LegState.flying ? 15_000 : 0, [selected?.id, departed]);
  const settingsQ = usePolling(() => trackApi.settings(), 0, []);

  const all = monitor.data?.legs ?? [];
  const legs = all.filter((l) => (!aircraftId || l.aircraftId === aircraftId) && (!customerId || l.customerId === customerId) && states.includes(l.legState));
  const aircraftOptions = [...new Map(all.filter((l) => l.aircraftId).map((l) => [l.aircraftId!, l.tailNo ?? l.aircraftId!])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const customerOptions = [...new Map(all.map((l) => [l.customerId, l.customerName ?? l.customerId])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const shownAircraft = useMemo(() => (aircraftId || customerId || states.length < STATES.length ? new Set(legs.map((l) => l.aircraftId).filter((a): a is string => a !== null)) : undefined), [aircraftId, customerId, states.length, legs]);

  const airports = useMemo(() => mapAirports(legs), [legs]);
  const routes = useMemo(() => mapRoutes(legs, selected?.id ?? null), [legs, selected?.id]);
  const aircraft = useMemo(() => mapAircraft(live.data, shownAircraft), [live.data, shownAircraft]);
  const trails = useMemo(
    () => mapTrails(live.data, selected && track.data && track.data.legId === selected.id && selected.aircraftId ? { legId: selected.id, aircraftId: selected.aircraftId, points: track.data.points } : null, shownAircraft),
    [live.data, selected, track.data, shownAircraft],
  );
  const followed = follow && selected ? aircraft.find((a) => a.aircraftId === selected.aircraftId) : undefined;
  const focus = useMemo(() => {
    if (followed) return { lat: followed.lat, lon: followed.lon, zoom: 8 };
    const b = boundsOf(selected ? airports.filter((a) => a.icao === selected.departureIcao || a.icao === selected.arrivalIcao) : airports);
    return b ? { bounds: b } : null;
    // refit on a new selection or window, follow on every fix
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected?.id, fit, followed?.time, followed?.aircraftId, airports.length === 0]);

  const openFromMap = (a: { legId: string | null }) => {
    const leg = all.find((l) => l.id === a.legId);
    if (leg) setPopup(leg);
  };
  const reloadAll = () => {
    monitor.reload();
    live.reload();
  };
  const proposed = (monitor.data?.events ?? []).filter((e) => e.status === 'proposed' && legs.some((l) => l.id === e.legId)).length;

  return (
    <div className="foc-monitor" data-testid="trip-monitor">
      <div className="foc-monitor__bar">
        <ButtonGroup>
          {MONITOR_WINDOWS.map((w) => (
            <Button key={w} text={t(`track.monitor.window.${w}`)} active={kind === w} onClick={() => (setKind(w), setFit((n) => n + 1))} data-testid={`monitor-window-${w}`} />
          ))}
        </ButtonGroup>
        <HTMLSelect value={aircraftId} onChange={(e) => setAircraftId(e.currentTarget.value)} aria-label={t('track.monitor.aircraft')} data-testid="monitor-aircraft">
          <option value="">{t('track.monitor.allAircraft')}</option>
          {aircraftOptions.map(([id, tail]) => (
            <option key={id} value={id}>
              {tail}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect value={customerId} onChange={(e) => setCustomerId(e.currentTarget.value)} aria-label={t('track.monitor.customer')} data-testid="monitor-customer">
          <option value="">{t('track.monitor.allCustomers')}</option>
          {customerOptions.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </HTMLSelect>
        <ButtonGroup aria-label={t('track.monitor.state')}>
          {STATES.map((s) => (
            <Button key={s} text={legStateText(s, legStateReading, t)} active={states.includes(s)} onClick={() => setStates((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]))} data-testid={`monitor-state-${s}`} />
          ))}
        </ButtonGroup>
        <Switch checked={follow} label={t('track.monitor.follow')} onChange={(e) => setFollow(e.currentTarget.checked)} disabled={!selected} data-testid="monitor-follow" />
        {canDecide && settingsQ.data ? (
          <Tooltip content={t('track.monitor.autoConfirmHint')}>
            <Switch
              checked={settingsQ.data.autoConfirm}
              label={t('track.monitor.autoConfirm')}
              onChange={(e) => void trackApi.setSettings(e.currentTarget.checked).then(settingsQ.reload)}
              data-testid="monitor-auto-confirm"
            />
          </Tooltip>
        ) : null}
        <Button icon="refresh" variant="minimal" onClick={reloadAll} aria-label={t('ganttScreen.reload')} />
        <Tag minimal>{t('track.monitor.legs', { count: legs.length })}</Tag>
        {proposed > 0 ? (
          <Tag intent="warning" data-testid="monitor-pending">
            {t('track.event.pending', { count: proposed })}
          </Tag>
        ) : null}
        {live.data ? (
          <span className="foc-monitor__muted" data-testid="monitor-updated">
            {t('track.monitor.updated', { time: instantText(live.data.now, timeType === 'Local' ? 'UTC' : timeType) })}
          </span>
        ) : null}
        {track.data && selected && track.data.legId === selected.id ? (
          <span className="foc-monitor__muted">{t('track.monitor.trackPoints', { kept: track.data.points.length, raw: track.data.rawCount })}</span>
        ) : null}
      </div>
      <div className="foc-monitor__body">
        <div className="foc-monitor__list">
          <MonitorLegList
            legs={legs}
            events={monitor.data?.events ?? []}
            live={live.data}
            selectedLegId={selected?.id ?? null}
            canDecide={canDecide}
            timeType={timeType}
            now={clock}
            onSelect={(l) => setSelected((cur) => (cur?.id === l.id ? null : l))}
            onOpen={setPopup}
            onChanged={reloadAll}
          />
        </div>
        <div className="foc-monitor__map">
          <LiveMap
            airports={airports}
            routes={routes}
            aircraft={aircraft}
            trails={trails}
            now={live.data ? Date.parse(live.data.now) : Date.now()}
            selectedLegId={selected?.id ?? null}
            focus={focus}
            onAircraftClick={openFromMap}
            onRouteClick={(legId) => setSelected(all.find((l) => l.id === legId) ?? null)}
            data-testid="monitor-map"
          />
        </div>
      </div>
      <LegMonitorPanel leg={popup ? asGanttLeg(popup) : null} timeType={timeType} onClose={() => setPopup(null)} onChanged={reloadAll} />
    </div>
  );
}
