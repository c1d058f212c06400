/**
 * The flight map (docs/decisions.md, "Live map and positions"): ONE MapLibre map with the offline
 * basemap and ONE deck.gl overlay (`interleaved: false`), both created on mount and destroyed on
 * unmount; prop changes only rebuild the layer list and hand it over with `setProps` (deck.gl
 * diffs layers by id). Hover shows a tooltip in the user's units; clicks call back. The container
 * reports `data-ready` once the basemap and the first layers are drawn, and the screen positions of
 * the aircraft in `data-aircraft-positions` and the zoom in `data-zoom` (tests and tools locate
 * aircraft with them). With no focus from the host, the map opens at the fleet's extent (the
 * aircraft and the airports drawn, docs/decisions.md "Map readability"); labels are decluttered
 * in screen space whenever the view settles or the data change.
 */
import { MapboxOverlay } from '@deck.gl/mapbox';
import { AttributionControl, Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { formatAltitude, formatSpeed } from '../domain/track/units';
import { basemapStyle } from './basemap';
import { declutter, labelSize, type LabelBox } from './labels';
import { AIRCRAFT_LABEL_OFFSET, AIRCRAFT_LABEL_PX, aircraftLabelId, AIRPORT_LABEL_OFFSET, AIRPORT_LABEL_PX, airportLabelId, buildLayers, LAYER_IDS } from './layers';
import type { FlightMapProps, MapAircraft } from './types';
import { boundsOf, EMPTY_VIEW, FIT_MAX_ZOOM, FIT_PADDING } from './view';
import './flightMap.css';

setWorkerUrl(workerUrl);

interface Hover {
  x: number;
  y: number;
  aircraft: MapAircraft;
}

export default function FlightMap(props: FlightMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const outer = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const overlay = useRef<MapboxOverlay | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const base = useRef(Math.floor(props.now / 3_600_000) * 3_600_000 - 24 * 3_600_000);
  const [loaded, setLoaded] = useState(false);
  const [hover, setHover] = useState<Hover | null>(null);
  const [shown, setShown] = useState<ReadonlySet<string> | null>(null);
  const fitted = useRef(false);
  const theme = props.theme ?? 'light';

  /** Which labels fit on screen now: tail numbers first, then airports by use. */
  const relabel = () => {
    const m = map.current;
    if (!m) return;
    const p = latest.current;
    const boxes: LabelBox[] = [];
    for (const a of p.aircraft) {
      const s = m.project([a.lon, a.lat]);
      boxes.push({ id: aircraftLabelId(a), x: s.x, y: s.y + AIRCRAFT_LABEL_OFFSET, ...labelSize(a.tailNo, AIRCRAFT_LABEL_PX), priority: 1000 + (a.legId !== null && a.legId === p.selectedLegId ? 1 : 0) });
    }
    for (const a of p.airports) {
      const s = m.project([a.lon, a.lat]);
      boxes.push({ id: airportLabelId(a), x: s.x, y: s.y + AIRPORT_LABEL_OFFSET, ...labelSize(a.icao, AIRPORT_LABEL_PX), priority: a.uses });
    }
    const next = declutter(boxes);
    setShown((cur) => (cur && cur.size === next.size && [...next].every((id) => cur.has(id)) ? cur : next));
  };

  /** The first time there is something to show and the host gave no focus: fit the fleet. */
  const fitFleet = () => {
    const m = map.current;
    const p = latest.current;
    if (!m || fitted.current || p.focus) return;
    const b = boundsOf([...p.aircraft, ...p.airports]);
    if (!b) return;
    fitted.current = true;
    m.fitBounds(b, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 0 });
  };

  // aircraft screen positions, once per frame at most
  const reportQueued = useRef(false);
  const report = () => {
    if (reportQueued.current) return;
    reportQueued.current = true;
    requestAnimationFrame(() => {
      reportQueued.current = false;
      const m = map.current;
      const el = outer.current;
      if (!m || !el) return;
      const spots = latest.current.aircraft.map((a) => {
        const p = m.project([a.lon, a.lat]);
        return { aircraftId: a.aircraftId, legId: a.legId, x: Math.round(p.x), y: Math.round(p.y), lat: Number(a.lat.toFixed(5)), lon: Number(a.lon.toFixed(5)) };
      });
      el.setAttribute('data-aircraft-positions', JSON.stringify(spots));
      el.setAttribute('data-zoom', m.getZoom().toFixed(2));
    });
  };

  useEffect(() => {
    const m = new MapLibre({
      container: host.current!,
      style: basemapStyle(theme),
      center: EMPTY_VIEW.center,
      zoom: EMPTY_VIEW.zoom,
      minZoom: 1,
      // the basemap is 1:50m: past zoom 10 it has nothing more to show
      maxZoom: 10,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      canvasContextAttributes: { antialias: true },
    });
    m.touchZoomRotate.disableRotation();
    m.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    m.addControl(new AttributionControl({ compact: true, customAttribution: 'Natural Earth' }), 'bottom-right');
    const o = new MapboxOverlay({
      interleaved: false,
      layers: [],
      onHover: (info) => {
        const a = info.layer?.id === LAYER_IDS.aircraft ? (info.object as MapAircraft | undefined) : undefined;
        setHover(a ? { x: info.x, y: info.y, aircraft: a } : null);
      },
      onClick: (info) => {
        const p = latest.current;
        if (info.layer?.id === LAYER_IDS.aircraft && info.object) p.onAircraftClick?.(info.object as MapAircraft);
        else if (info.layer?.id === LAYER_IDS.routes && info.object) p.onRouteClick?.((info.object as { legId: string }).legId);
      },
      getCursor: ({ isHovering }) => (isHovering ? 'pointer' : 'grab'),
    });
    m.addControl(o);
    m.on('move', report);
    m.on('moveend', relabel);
    m.once('load', () => {
      setLoaded(true);
      fitFleet();
      relabel();
      m.once('idle', () => outer.current?.setAttribute('data-ready', 'true'));
    });
    map.current = m;
    overlay.current = o;
    return () => {
      m.removeControl(o);
      o.finalize();
      m.remove();
      map.current = null;
      overlay.current = null;
    };
    // created once; later props arrive through setProps below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (loaded) map.current?.setStyle(basemapStyle(theme));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [theme]);

  useEffect(() => {
    if (!loaded) return;
    fitFleet();
    relabel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, props.airports, props.aircraft, props.selectedLegId]);

  useEffect(() => {
    overlay.current?.setProps({ layers: buildLayers(props, base.current, theme === 'dark', shown) });
    report();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.airports, props.routes, props.aircraft, props.trails, props.now, props.trailLengthMs, props.selectedLegId, theme, shown]);

  useEffect(() => {
    const m = map.current;
    const f = props.focus;
    if (!m || !f) return;
    fitted.current = true;
    if ('bounds' in f) m.fitBounds(f.bounds, { padding: FIT_PADDING, duration: 600, maxZoom: FIT_MAX_ZOOM });
    else m.easeTo({ center: [f.lon, f.lat], zoom: f.zoom ?? m.getZoom(), duration: 600 });
  }, [props.focus]);

  const a = hover?.aircraft;
  const { labels, formatTime, altitudeUnit, speedUnit } = props;
  return (
    <div ref={outer} className={`foc-map foc-map--${theme} ${props.className ?? ''}`} data-testid={props['data-testid']}>
      <div ref={host} className="foc-map__canvas" />
      {a && hover ? (
        <div className="foc-map__tooltip" style={{ left: hover.x + 14, top: hover.y + 14 }} data-testid="map-tooltip">
          <b>{a.tailNo}</b>
          {a.label && a.label !== a.tailNo ? <span> · {a.label}</span> : null}
          <div>{a.onGround ? labels.onGround : `${labels.altitude} ${formatAltitude(a.altFt, altitudeUnit)}`}</div>
          <div>
            {labels.speed} {formatSpeed(a.gsKt, speedUnit)} · {labels.track} {a.trackDeg === null ? '—' : `${Math.round(a.trackDeg)}°`}
          </div>
          <div>
            {labels.lastSeen} {formatTime(a.time)}
          </div>
        </div>
      ) : null}
    </div>
  );
}
