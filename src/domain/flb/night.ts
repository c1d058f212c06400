/**
 * Night time of a flight from its track: the minutes between two instants during which the sun,
 * seen from the aircraft's own position (not the airports'), is below civil twilight. Positions
 * between samples follow the great circle; the track is walked in steps of at most a minute, so
 * a polar or date-line route counts where the aircraft really was.
 */
import { interpolate, type LatLon } from '../track/geo';
import { isNight } from './sun';

export interface TrackPoint extends LatLon {
  /** Epoch ms, UTC. */
  time: number;
}

const STEP_MS = 60_000;

/** Where the aircraft was at `t` (clamped to the track's ends), on the great circle between samples. */
function positionAt(track: readonly TrackPoint[], t: number, from: number): { at: LatLon; index: number } {
  let i = from;
  while (i < track.length - 2 && track[i + 1]!.time <= t) i++;
  const a = track[i]!;
  const b = track[Math.min(i + 1, track.length - 1)]!;
  if (t <= a.time || b.time <= a.time) return { at: a, index: i };
  if (t >= b.time) return { at: b, index: i };
  return { at: interpolate(a, b, (t - a.time) / (b.time - a.time)), index: i };
}

/**
 * Night minutes (rounded to whole minutes) of [from, to) along `track` (sorted by time). Each step's
 * midpoint decides the step; before the first and after the last sample the aircraft stands at them.
 */
export function nightMinutes(track: readonly TrackPoint[], from: number, to: number): number {
  if (track.length === 0 || to <= from) return 0;
  let nightMs = 0;
  let index = 0;
  for (let t = from; t < to; t += STEP_MS) {
    const end = Math.min(t + STEP_MS, to);
    const mid = (t + end) / 2;
    const p = positionAt(track, mid, index);
    index = p.index;
    if (isNight(p.at.lat, p.at.lon, mid)) nightMs += end - t;
  }
  return Math.round(nightMs / 60_000);
}
