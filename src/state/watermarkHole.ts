/**
 * A screen area the page's watermark leaves out because the screen draws the watermark itself
 * underneath its content (the Gantt canvas: the watermark goes under the bars, never over them,
 * and no full-page layer is composited over the canvas on every frame).
 */
import { proxy } from 'valtio';

export interface HoleRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const watermarkHole = proxy<{ rect: HoleRect | null }>({ rect: null });

/** Sets (or clears, with null) the area; whole pixels, unchanged areas are not written again. */
export function setWatermarkHole(rect: HoleRect | null): void {
  const r = rect ? { left: Math.round(rect.left), top: Math.round(rect.top), width: Math.round(rect.width), height: Math.round(rect.height) } : null;
  const cur = watermarkHole.rect;
  if (r && cur && r.left === cur.left && r.top === cur.top && r.width === cur.width && r.height === cur.height) return;
  if (!r && !cur) return;
  watermarkHole.rect = r;
}

/** The bands of the viewport around the hole (top, bottom, left, right), empty ones left out. */
export function bandsAround(hole: HoleRect, viewport: { width: number; height: number }): HoleRect[] {
  const bottom = hole.top + hole.height;
  const right = hole.left + hole.width;
  const bands: HoleRect[] = [
    { left: 0, top: 0, width: viewport.width, height: hole.top },
    { left: 0, top: bottom, width: viewport.width, height: viewport.height - bottom },
    { left: 0, top: hole.top, width: hole.left, height: hole.height },
    { left: right, top: hole.top, width: viewport.width - right, height: hole.height },
  ];
  return bands.filter((b) => b.width > 0 && b.height > 0);
}
