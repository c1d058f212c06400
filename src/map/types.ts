/** What the flight map draws and calls back; the host (a screen) translates and formats. */
import type { AltitudeUnit, SpeedUnit } from '../domain/track/units';
import type { TrackPoint } from '../domain/track/types';

export type Rgb = [number, number, number];

export interface MapAirport {
  icao: string;
  name?: string;
  lat: number;
  lon: number;
  /** How many drawn legs use it: the dot grows with it. */
  uses: number;
}

export interface MapRoute {
  legId: string;
  from: { lat: number; lon: number };
  to: { lat: number; lon: number };
  color: Rgb;
  selected?: boolean;
}

export interface MapAircraft {
  aircraftId: string;
  legId: string | null;
  tailNo: string;
  lat: number;
  lon: number;
  trackDeg: number | null;
  altFt: number | null;
  gsKt: number | null;
  onGround: boolean;
  /** Instant of the fix, epoch ms. */
  time: number;
  /** No fix for a while: drawn faded. */
  stale?: boolean;
  label?: string;
}

export interface MapTrail {
  legId: string;
  aircraftId: string;
  /** Time-sorted. */
  points: TrackPoint[];
}

export type MapFocus = { lat: number; lon: number; zoom?: number } | { bounds: [[number, number], [number, number]] } | null;

export interface FlightMapLabels {
  altitude: string;
  speed: string;
  track: string;
  lastSeen: string;
  onGround: string;
}

export interface FlightMapProps {
  airports: MapAirport[];
  routes: MapRoute[];
  aircraft: MapAircraft[];
  trails: MapTrail[];
  /** Epoch ms: trails fade with age relative to it. */
  now: number;
  /** Length of a trail's fade, ms (default two hours). */
  trailLengthMs?: number;
  speedUnit: SpeedUnit;
  altitudeUnit: AltitudeUnit;
  formatTime: (ms: number) => string;
  labels: FlightMapLabels;
  selectedLegId?: string | null;
  /** Flies or fits when this object changes identity. */
  focus?: MapFocus;
  theme?: 'light' | 'dark';
  onAircraftClick?: (a: MapAircraft) => void;
  onRouteClick?: (legId: string) => void;
  className?: string;
  'data-testid'?: string;
}
