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
  // explicit stacks of (first, last, parent's significance): no recursion, no tuple allocation
  const sa = new Int32Array(n + 2);
  const sb = new Int32Array(n + 2);
  const sc = new Float64Array(n + 2);
  let top = 0;
  sa[0] = 0;
  sb[0] = n - 1;
  sc[0] = Infinity;
  top = 1;
  while (top > 0) {
    top--;
    const a = sa[top]!;
    const b = sb[top]!;
    const cap = sc[top]!;
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
    sa[top] = a;
    sb[top] = best;
    sc[top++] = s;
    sa[top] = best;
    sb[top] = b;
    sc[top++] = s;
  }
  // the maxPoints most significant: a numeric sort of a copy finds the threshold (ties by time)
  const sorted = Float64Array.from(significance).sort();
  const threshold = sorted[n - maxPoints]!;
  let above = 0;
  for (let i = 0; i < n; i++) if (significance[i]! > threshold) above++;
  let ties = maxPoints - above;
  const out: P[] = [];
  for (let i = 0; i < n; i++) {
    const s = significance[i]!;
    if (s > threshold || (s === threshold && ties-- > 0)) out.push(points[i]!);
  }
  return out;
}
