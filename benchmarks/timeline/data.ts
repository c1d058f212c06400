/**
 * Deterministic benchmark data (mulberry32, fixed seed): 2,000 rows and 100,000 items over 90 days,
 * each row's 50 items spread over the whole period without overlaps (one slot of 43.2 h each, a
 * block of 0.5–8 h placed at random inside it), labelled like flight legs. Both timelines get
 * these same arrays; the vis-timeline adapter only maps them to its item shape.
 */
import type { TimelineItem, TimelineRow } from '../../src/timeline-engine/render/props';
import { mulberry32 } from '../../src/domain/random';

export const ROWS = 2_000;
export const ITEMS = 100_000;
export const DAYS = 90;
export const SEED = 20_261_120;

const MIN = 60_000;
const H = 60 * MIN;
const DAY = 24 * H;
/** First instant of the data (UTC). */
export const DATA_START = Date.UTC(2026, 10, 20);
export const DATA_END = DATA_START + DAYS * DAY;
/** Where the current-time marker stands when the page opens (day 30, 10:00 UTC). */
export const NOW_AT_OPEN = DATA_START + 30 * DAY + 10 * H;

/** Eight bar colours (as 0xRRGGBB for the engine and as CSS classes c0…c7 for vis-timeline). */
export const COLOURS = [0x2d72d2, 0x238551, 0xc87619, 0x7961db, 0x147eb3, 0xcd4246, 0x0f9960, 0x935610] as const;
const STATUS = [0x238551, 0xd99e0b, 0xcd4246, 0x8f99a8] as const;
const AIRPORTS = ['PEK', 'SHA', 'PVG', 'CAN', 'SZX', 'HKG', 'CTU', 'XIY', 'KMG', 'HGH', 'NKG', 'TSN'] as const;


export interface BenchData {
  readonly rows: TimelineRow[];
  readonly items: TimelineItem[];
  /** Colour index of each item (items[i].colour === COLOURS[colourIndex[i]]). */
  readonly colourIndex: Uint8Array;
}

export function generate(rowCount = ROWS, itemCount = ITEMS, seed = SEED): BenchData {
  const rnd = mulberry32(seed);
  const perRow = Math.ceil(itemCount / rowCount);
  const slot = (DAYS * DAY) / perRow;
  const rows: TimelineRow[] = [];
  const items: TimelineItem[] = [];
  const colourIndex = new Uint8Array(itemCount);
  for (let r = 0; r < rowCount; r++) {
    const id = `r${r}`;
    rows.push({ id, title: `B-${String(6000 + r).padStart(4, '0')}`, statusColour: STATUS[r % STATUS.length] as number });
    for (let i = 0; i < perRow && items.length < itemCount; i++) {
      const len = Math.round((0.5 + rnd() * 7.5) * 12) * (H / 12);
      // On a 5-minute grid, inside its own slot: items of a row never overlap.
      const start = DATA_START + Math.floor((i * slot + rnd() * (slot - len - 5 * MIN)) / (5 * MIN)) * 5 * MIN;
      const k = (r * 7 + i) % COLOURS.length;
      const fromIndex = Math.floor(rnd() * AIRPORTS.length);
      const from = AIRPORTS[fromIndex] as string;
      const to = AIRPORTS[(fromIndex + 1 + Math.floor(rnd() * (AIRPORTS.length - 1))) % AIRPORTS.length] as string;
      colourIndex[items.length] = k;
      items.push({ id: `${id}-${i}`, row: r, start, end: start + len, colour: COLOURS[k] as number, label: `${String(1000 + ((r * 31 + i) % 9000))} ${from}-${to}` });
    }
  }
  return { rows, items, colourIndex };
}
