import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { settings } from '../../state/settings';

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

/** The user name and the current time, tiled over the page; clicks pass through. */
export function Watermark() {
  const { user } = useSnapshot(session);
  const { themeName } = useSnapshot(settings);
  const now = useMinute();
  const color = themeName === 'dark' ? '#fff' : '#000';
  const name = user ? [user.personName, user.userName].filter(Boolean).join(' ') : '';
  const [tile, setTile] = useState<string | null>(null);
  useEffect(() => setTile(watermarkTile(name ? [name, now] : [now], color)), [name, now, color]);
  return (
    <div
      className="foc-watermark"
      data-testid="watermark"
      data-text={name ? `${name} ${now}` : now}
      aria-hidden="true"
      style={tile ? { backgroundImage: `url(${tile})`, backgroundSize: `${WATERMARK.width}px ${WATERMARK.height}px` } : undefined}
    />
  );
}
