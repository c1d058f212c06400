/**
 * The flight map (docs/decisions.md, "Live map and positions"): ONE MapLibre map with the offline
 * basemap and ONE deck.gl overlay (`interleaved: false`), both created on mount and destroyed on
 * unmount; prop changes only rebuild the layer list and hand it over with `setProps` (deck.gl
 * diffs layers by id). Hover shows a tooltip in the user's units; clicks call back. The container
 * reports `data-ready` once the basemap and the first layers are drawn, and the screen positions of
 * the aircraft in `data-aircraft-positions` (tests and tools locate aircraft with it).
 */
import { MapboxOverlay } from '@deck.gl/mapbox';
import { AttributionControl, Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { formatAltitude, formatSpeed } from '../domain/track/units';
import { basemapStyle } from './basemap';
import { buildLayers, LAYER_IDS } from './layers';
import type { FlightMapProps, MapAircraft } from './types';
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
  const theme = props.theme ?? 'light';

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
        return { aircraftId: a.aircraftId, legId: a.legId, x: Math.round(p.x), y: Math.round(p.y) };
      });
      el.setAttribute('data-aircraft-positions', JSON.stringify(spots));
    });
  };

  useEffect(() => {
    const m = new MapLibre({
      container: host.current!,
      style: basemapStyle(theme),
      center: [115, 32],
      zoom: 3,
      minZoom: 1,
      maxZoom: 14,
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
    m.once('load', () => {
      setLoaded(true);
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
    overlay.current?.setProps({ layers: buildLayers(props, base.current, theme === 'dark') });
    report();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.airports, props.routes, props.aircraft, props.trails, props.now, props.trailLengthMs, props.selectedLegId, theme]);

  useEffect(() => {
    const m = map.current;
    const f = props.focus;
    if (!m || !f) return;
    if ('bounds' in f) m.fitBounds(f.bounds, { padding: 48, duration: 600, maxZoom: 7 });
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
