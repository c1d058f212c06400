/**
 * The aircraft symbol: a business-jet silhouette pointing north, drawn once on a canvas and handed
 * to deck.gl as a prepacked mask atlas (deck.gl tints it per aircraft). No URL to fetch: the
 * app's content security policy allows no data: fetches, and there is no network to fetch from.
 */
const PATH = 'M32 3c2.2 0 3.4 2.6 3.4 6.2v14.5l22.6 13.6v5.4l-22.6-7.2v11.3l6.6 5.2v4.3L32 53.4l-10 2.9v-4.3l6.6-5.2V35.5L6 42.7v-5.4l22.6-13.6V9.2C28.6 5.6 29.8 3 32 3z';
export const ICON_SIZE = 64;

let atlas: HTMLCanvasElement | null = null;

export function aircraftAtlas(): HTMLCanvasElement {
  if (atlas) return atlas;
  const c = document.createElement('canvas');
  c.width = ICON_SIZE;
  c.height = ICON_SIZE;
  const g = c.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fill(new Path2D(PATH));
  atlas = c;
  return c;
}

export const ICON_MAPPING = { aircraft: { x: 0, y: 0, width: ICON_SIZE, height: ICON_SIZE, anchorX: ICON_SIZE / 2, anchorY: ICON_SIZE / 2, mask: true } };
