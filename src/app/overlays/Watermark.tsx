import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { bandsAround, watermarkHole, type HoleRect } from '../../state/watermarkHole';

/** Tile size and opacity of the watermark (requirements S9). */
export const WATERMARK = { width: 350, height: 120, alpha: 0.05, angleDeg: -20 } as const;

/** A data URL of one watermark tile with the given lines (null where canvas is unavailable). */
export function watermarkTile(lines: readonly string[], color = '#000', ratio = window.devicePixelRatio || 1): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK.width * ratio;
  canvas.height = WATERMARK.height * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.scale(ratio, ratio);
  ctx.globalAlpha = WATERMARK.alpha;
  ctx.fillStyle = color;
  ctx.font = '16px -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.translate(WATERMARK.width / 2, WATERMARK.height / 2);
  ctx.rotate((WATERMARK.angleDeg * Math.PI) / 180);
  lines.forEach((line, i) => ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * 22));
  return canvas.toDataURL('image/png');
}

/** The current minute, re-rendering at the start of each minute. */
function useMinute(): string {
  const [now, setNow] = useState(() => dayjs().format('YYYY-MM-DD HH:mm'));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(dayjs().format('YYYY-MM-DD HH:mm'));
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** The watermark's lines: the user's name (when signed in) and the current minute. */
export function useWatermarkLines(): string[] {
  const { user } = useSnapshot(session);
  const now = useMinute();
  const name = user ? [user.personName, user.userName].filter(Boolean).join(' ') : '';
  return useMemo(() => (name ? [name, now] : [now]), [name, now]);
}

function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const on = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return size;
}

/**
 * The user name and the current time, tiled over the page; clicks pass through. Around an area a
 * screen marks as drawing the watermark itself (state/watermarkHole.ts, the Gantt canvas) it is
 * four bands whose tiles line up with the full-page tiling.
 */
export function Watermark() {
  const { themeName } = useSnapshot(settings);
  const hole = useSnapshot(watermarkHole).rect as HoleRect | null;
  const lines = useWatermarkLines();
  const viewport = useViewport();
  const color = themeName === 'dark' ? '#fff' : '#000';
  const [tile, setTile] = useState<string | null>(null);
  useEffect(() => setTile(watermarkTile(lines, color)), [lines, color]);
  const image = tile ? { backgroundImage: `url(${tile})`, backgroundSize: `${WATERMARK.width}px ${WATERMARK.height}px` } : undefined;
  const text = lines.join(' ');
  if (!hole) return <div className="foc-watermark" data-testid="watermark" data-text={text} aria-hidden="true" style={image} />;
  return (
    <div data-testid="watermark" data-text={text} data-hole={`${hole.left},${hole.top},${hole.width},${hole.height}`} aria-hidden="true">
      {bandsAround(hole, viewport).map((b, i) => (
        <div
          key={i}
          className="foc-watermark"
          style={{ ...image, inset: 'auto', left: b.left, top: b.top, width: b.width, height: b.height, backgroundPosition: `${-b.left}px ${-b.top}px` }}
        />
      ))}
    </div>
  );
}
