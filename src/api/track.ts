/** Flight following (server/modules/track/trackRoutes.ts): monitored legs, live positions, tracks, the position board, detected events. Types: src/contract/track.ts. */
import type { BoardRow, LegTrackAnswer, LiveAnswer, MonitorAnswer, MonitorQuery, TrackEventAnswer, TrackSettings } from '../contract/track';
import { api } from './http';
import type { TripDetail } from './tripTypes';

export type { BoardPhase, BoardRow, LegTrackAnswer, LiveAnswer, MonitorAnswer, MonitorLegAnswer, MonitorQuery, TrackEventAnswer, TrackEventKind, TrackEventStatus } from '../contract/track';

export const trackApi = {
  monitor: (q: MonitorQuery) => api.read<MonitorAnswer>('/track/v1/monitor', q),
  live: (trailMinutes = 120) => api.read<LiveAnswer>('/track/v1/positions/live', { trailMinutes }, { silent: true }),
  board: () => api.read<BoardRow[]>('/track/v1/positions/board', {}),
  legTrack: (legId: string, maxPoints?: number) =>
    api.read<LegTrackAnswer>(`/track/v1/tripLegs/${encodeURIComponent(legId)}/track`, maxPoints ? { maxPoints } : {}, { silent: true }),
  confirm: (eventId: string, version: number, delayReason?: string | null) =>
    api.post<TripDetail>(`/track/v1/events/${encodeURIComponent(eventId)}/confirm`, { version, ...(delayReason ? { delayReason } : {}) }, { silent: true }),
  dismiss: (eventId: string, note?: string | null) => api.post<TrackEventAnswer>(`/track/v1/events/${encodeURIComponent(eventId)}/dismiss`, note ? { note } : {}),
  settings: () => api.get<TrackSettings>('/track/v1/settings'),
  setSettings: (autoConfirm: boolean) => api.put<TrackSettings>('/track/v1/settings', { autoConfirm } satisfies TrackSettings),
};
