/** Deterministic demo data for the timeline stories (no randomness between runs). */
import type { TimelineItem, TimelineRow } from '../../src/timeline-engine/render/props';
import { mulberry32 } from '../../src/domain/random';

const H = 3_600_000;
/** Where the demo schedules start (UTC). */
export const DEMO_START = Date.UTC(2026, 10, 20);

const COLOURS = [0x2d72d2, 0x238551, 0xc87619, 0x7961db, 0x147eb3, 0xcd4246, 0x0f9960, 0x935610];
const STATUS = [0x238551, 0xd99e0b, 0xcd4246, 0x8f99a8];
/** Row icons: aircraft type marks. */
const TYPE_MARKS = ['G6', 'GL', 'F7', 'CL'];

export interface DemoData {
  readonly rows: TimelineRow[];
  readonly items: TimelineItem[];
}

/** rowCount rows with itemsPerRow non-overlapping items each (gaps 0.5–6 h, lengths 0.25–5 h). */
export function demoData(rowCount: number, itemsPerRow: number, seed = 42): DemoData {
  const rnd = mulberry32(seed);
  const rows: TimelineRow[] = [];
  const items: TimelineItem[] = [];
  for (let r = 0; r < rowCount; r++) {
    const id = `r${r}`;
    rows.push({ id, title: `B-${String(6000 + r).padStart(4, '0')}`, statusColour: STATUS[r % STATUS.length], icon: TYPE_MARKS[r % TYPE_MARKS.length] });
    let t = DEMO_START + Math.floor(rnd() * 12) * H;
    for (let i = 0; i < itemsPerRow; i++) {
      t += Math.round((0.5 + rnd() * 5.5) * 4) * (H / 4);
      const len = Math.round((0.25 + rnd() * 4.75) * 12) * (H / 12);
      const k = Math.floor(rnd() * 100);
      items.push({
        id: `${id}-${i}`,
        row: r % 2 === 0 ? r : id,
        start: t,
        end: t + len,
        colour: COLOURS[(r + i) % COLOURS.length] as number,
        label: `${String(1000 + ((r * 31 + i) % 9000))} PEK-SHA`,
        flags: k < 3 ? { cancelled: true } : k < 6 ? { ferry: true } : k < 8 ? { locked: true } : k < 9 ? { ghost: true } : undefined,
      });
      t += len;
    }
  }
  return { rows, items };
}

/** True when [start, end] overlaps another item of the row (the moved item itself excluded). */
export function overlapsInRow(items: readonly TimelineItem[], rows: readonly TimelineRow[], itemId: string, row: number, start: number, end: number): boolean {
  const rowId = rows[row]?.id;
  return items.some((it) => it.id !== itemId && (it.row === row || it.row === rowId) && it.start < end && it.end > start);
}
