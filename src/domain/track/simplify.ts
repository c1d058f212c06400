/**
 * Douglas–Peucker with an exact bound: each point's significance (its distance from the chord of
 * the segment it splits, as the classic recursion would meet it, capped by its parent's) is
 * computed once with an explicit stack, then the `maxPoints` most significant are kept, in time
 * order, first and last always. Distances on a local equirectangular projection (longitudes
 * unwrapped across the antimeridian), in kilometres.
 */
import type { TrackPoint } from './types';

const KM_PER_DEG = 111.195;

export function simplifyTrack<P extends TrackPoint>(points: readonly P[], maxPoints: number): P[] {
  const n = points.length;
  if (n <= Math.max(2, maxPoints)) return [...points];
  if (maxPoints < 2) return [points[0]!, points[n - 1]!];
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let meanLat = 0;
  for (const p of points) meanLat += p.lat;
  const k = Math.cos(((meanLat / n) * Math.PI) / 180) * KM_PER_DEG;
  let lon = points[0]!.lon;
  for (let i = 0; i < n; i++) {
    let l = points[i]!.lon;
    while (l - lon > 180) l -= 360;
    while (l - lon < -180) l += 360;
    lon = l;
    x[i] = l * k;
    y[i] = points[i]!.lat * KM_PER_DEG;
  }
  const significance = new Float64Array(n);
  significance[0] = Infinity;
  significance[n - 1] = Infinity;
  const stack: [number, number, number][] = [[0, n - 1, Infinity]];
  while (stack.length > 0) {
    const [a, b, cap] = stack.pop()!;
    if (b - a < 2) continue;
    const dx = x[b]! - x[a]!;
    const dy = y[b]! - y[a]!;
    const len = Math.hypot(dx, dy);
    let best = -1;
    let bestD = -1;
    for (let i = a + 1; i < b; i++) {
      const d = len === 0 ? Math.hypot(x[i]! - x[a]!, y[i]! - y[a]!) : Math.abs(dy * (x[i]! - x[a]!) - dx * (y[i]! - y[a]!)) / len;
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    const s = Math.min(bestD, cap);
    significance[best] = s;
    stack.push([a, best, s], [best, b, s]);
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => significance[j]! - significance[i]!);
  const keep = order.slice(0, maxPoints).sort((i, j) => i - j);
  return keep.map((i) => points[i]!);
}
