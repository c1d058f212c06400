/** Flight following (server/modules/track/trackRoutes.ts): monitored legs, live positions, tracks, the position board, detected events. */
import type { TrackPoint } from '../domain/track/types';
import { api } from './http';
import type { TripDetail } from './tripTypes';

export interface MonitorLegAnswer {
  id: string;
  tripId: string;
  tripNumber: string;
  legNumber: number;
  flightNo: string | null;
  legState: number;
  isFerry: boolean;
  locked: boolean;
  forcedOverlapReason: string | null;
  aircraftId: string | null;
  tailNo: string | null;
  customerId: string;
  customerName: string | null;
  departureIcao: string;
  arrivalIcao: string;
  depLat: number | null;
  depLon: number | null;
  depZone: string | null;
  arrLat: number | null;
  arrLon: number | null;
  arrZone: string | null;
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  actualOffUtc: string | null;
  actualOnUtc: string | null;
}

export type TrackEventKind = 'takeoff' | 'landing' | 'diversion';
export type TrackEventStatus = 'proposed' | 'confirmed' | 'dismissed';

export interface TrackEventAnswer {
  id: string;
  legId: string;
  tripId: string;
  aircraftId: string;
  kind: TrackEventKind;
  time: string;
  lat: number;
  lon: number;
  airportIcao: string | null;
  status: TrackEventStatus;
  decidedBy: string | null;
  decidedTime: string | null;
  note: string | null;
}

export interface MonitorAnswer {
  now: string;
  legs: MonitorLegAnswer[];
  events: TrackEventAnswer[];
}

export interface AircraftFix {
  aircraftId: string;
  tailNo: string;
  icao24: string | null;
  typeCode: string | null;
  status: string;
  locationIcao: string | null;
  legId: string | null;
  lat: number | null;
  lon: number | null;
  altBaroFt: number | null;
  altGeomFt: number | null;
  onGround: boolean | null;
  gsKt: number | null;
  trackDeg: number | null;
  vertRateFpm: number | null;
  squawk: string | null;
  callsign: string | null;
  source: string | null;
}

export interface LiveAnswer {
  now: string;
  aircraft: (AircraftFix & { time: string; stale: boolean })[];
  trails: { aircraftId: string; legId: string | null; points: TrackPoint[] }[];
}

export type BoardPhase = 'air' | 'ground' | 'lost' | 'unknown';
export type BoardRow = AircraftFix & { time: string | null; phase: BoardPhase; nearestIcao: string | null };

export interface LegTrackAnswer {
  legId: string;
  source: 'positions' | 'archive';
  rawCount: number;
  simplified: boolean;
  points: TrackPoint[];
}

export interface MonitorQuery {
  from: string;
  to: string;
  aircraftIds?: string[];
  customerIds?: string[];
  states?: (31 | 4 | 5)[];
}

export const trackApi = {
  monitor: (q: MonitorQuery) => api.read<MonitorAnswer>('/track/v1/monitor', q),
  live: (trailMinutes = 120) => api.read<LiveAnswer>('/track/v1/positions/live', { trailMinutes }, { silent: true }),
  board: () => api.read<BoardRow[]>('/track/v1/positions/board', {}),
  legTrack: (legId: string, maxPoints?: number) =>
    api.read<LegTrackAnswer>(`/track/v1/tripLegs/${encodeURIComponent(legId)}/track`, maxPoints ? { maxPoints } : {}, { silent: true }),
  confirm: (eventId: string, version: number, delayReason?: string | null) =>
    api.post<TripDetail>(`/track/v1/events/${encodeURIComponent(eventId)}/confirm`, { version, ...(delayReason ? { delayReason } : {}) }, { silent: true }),
  dismiss: (eventId: string, note?: string | null) => api.post<TrackEventAnswer>(`/track/v1/events/${encodeURIComponent(eventId)}/dismiss`, note ? { note } : {}),
  settings: () => api.get<{ autoConfirm: boolean }>('/track/v1/settings'),
  setSettings: (autoConfirm: boolean) => api.put<{ autoConfirm: boolean }>('/track/v1/settings', { autoConfirm }),
};
