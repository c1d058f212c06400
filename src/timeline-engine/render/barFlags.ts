/**
 * Marks on bars that the host flags (ItemFlags `overdue`, `stale`), drawn over the bars in a
 * layer of their own: an overdue bar gets an outline and a corner triangle in the host's colour;
 * a stale bar is dimmed and hatched with a muted corner mark; a marked bar gets a ringed dot on its
 * start or end edge. Generic: the engine knows colours and flags, not why a bar is flagged.
 */
import type { Graphics } from 'pixi.js';
import type { Bar } from './layout';

const STALE_INK = 0x5f6b7c;
const DIM = 0xffffff;

/** Draws the flag marks of `bars` into `g` (cleared by the caller). Answers how many bars were marked. */
export function drawBarFlags(g: Graphics, bars: readonly Bar[]): number {
  let marked = 0;
  // stale: dim, then hatch (one path of diagonal strokes per bar, clipped to it by construction)
  for (const b of bars) {
    if (!b.entry.item.flags?.stale || b.width < 2) continue;
    g.rect(b.x, b.y, b.width, b.height).fill({ color: DIM, alpha: 0.45 });
    for (let d = 4; d < b.width + b.height; d += 6) {
      const x0 = b.x + Math.max(0, d - b.height);
      const y0 = b.y + Math.min(b.height, d);
      const x1 = b.x + Math.min(b.width, d);
      const y1 = b.y + Math.max(0, d - b.width);
      g.moveTo(x0, y0).lineTo(x1, y1);
    }
    g.stroke({ width: 1, color: STALE_INK, alpha: 0.7 });
    const s = Math.min(7, b.height, b.width);
    g.poly([b.x, b.y, b.x + s, b.y, b.x, b.y + s]).fill(STALE_INK);
    marked++;
  }
  // overdue: outline and a corner triangle at the end (where the bar should have landed)
  for (const b of bars) {
    const colour = b.entry.item.flags?.overdue;
    if (colour === undefined || b.width < 2) continue;
    g.rect(b.x + 1, b.y + 1, Math.max(1, b.width - 2), Math.max(1, b.height - 2)).stroke({ width: 2, color: colour });
    const s = Math.min(8, b.height, b.width);
    const r = b.x + b.width;
    g.poly([r - s, b.y, r, b.y, r, b.y + s]).fill(colour);
    marked++;
  }
  // mark: a dot with a white ring on the start or end edge, at mid-height
  for (const b of bars) {
    const mark = b.entry.item.flags?.mark;
    if (!mark || b.width < 2) continue;
    const r = Math.max(2, Math.min(5, b.height / 3));
    const cx = mark.at === 'start' ? b.x + Math.min(r + 1, b.width / 2) : b.x + b.width - Math.min(r + 1, b.width / 2);
    g.circle(cx, b.y + b.height / 2, r).fill(mark.colour).stroke({ width: 1.5, color: DIM });
    marked++;
  }
  return marked;
}
