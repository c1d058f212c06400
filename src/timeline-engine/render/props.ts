/**
 * Props of the timeline engine and their diffing: generic rows and items (no domain words),
 * formatters and callbacks from the host; setProps compares by reference and says what to redo.
 */
import { GANTT_DEFAULTS } from '../core/scales';
import { UTC_OFFSET, type OffsetFn } from '../core/timeScale';
import type { TickFormatter } from '../core/ticks';
import type { MoveCandidate, MoveVerdict } from '../core/dragModel';
import type { Density } from '../core/density';

/** 0xRRGGBB or a CSS colour string. */
export type Colour = number | string;

export interface TimelineRow {
  readonly id: string;
  readonly title: string;
  readonly statusColour?: Colour;
  /** A short text drawn in muted ink before the title (a type mark such as "✈" or "P"). */
  readonly icon?: string;
}

export interface ItemFlags {
  readonly locked?: boolean;
  readonly ghost?: boolean;
  readonly ferry?: boolean;
  readonly cancelled?: boolean;
  /** An outline and corner mark in this colour (the host's overdue flag). */
  readonly overdue?: Colour;
  /** Dimmed and hatched with a corner mark (the host's stale flag). */
  readonly stale?: boolean;
  /** A dot on the bar's start or end edge in this colour (the host's detected takeoff or landing). */
  readonly mark?: { readonly colour: Colour; readonly at: 'start' | 'end' };
}

export interface TimelineItem {
  readonly id: string;
  /** Row index or row id. */
  readonly row: number | string;
  /** UTC ms. */
  readonly start: number;
  readonly end: number;
  readonly colour: Colour;
  readonly label?: string;
  /** Label texts from the most to the least detailed; the first that fits the bar is drawn (default: [label]). */
  readonly labels?: readonly string[];
  readonly flags?: ItemFlags;
}

/** A band behind a row's bars over [start, end) (end null: open to the right), translucent, optionally hatched. */
export interface RowSpan {
  /** Row index or row id. */
  readonly row: number | string;
  readonly start: number;
  readonly end: number | null;
  readonly colour: Colour;
  readonly hatched?: boolean;
}

export interface RowRange {
  readonly first: number;
  readonly last: number;
}

export interface ViewRange {
  readonly startMs: number;
  readonly endMs: number;
}

export interface TimelineCallbacks {
  readonly onHover?: (item: TimelineItem | null, clientX: number, clientY: number) => void;
  readonly onSelect?: (item: TimelineItem) => void;
  readonly onOpen?: (item: TimelineItem) => void;
  readonly onContextMenu?: (item: TimelineItem | null, clientX: number, clientY: number) => void;
  readonly validateMove?: (candidate: MoveCandidate) => MoveVerdict | Promise<MoveVerdict>;
  readonly onMove?: (candidate: MoveCandidate) => void;
  /** A drop on a place whose verdict was refused (nothing moved): the host may say why. */
  readonly onMoveRefused?: (candidate: MoveCandidate, verdict: MoveVerdict) => void;
  /** Visible time range, rows in view and the scale (which ctrl+wheel and +/- change). */
  readonly onViewChange?: (visible: ViewRange, rows: RowRange, scale: number) => void;
}

export interface TimelineProps extends TimelineCallbacks {
  readonly rows: readonly TimelineRow[];
  readonly items: readonly TimelineItem[];
  /** Bands behind the rows' bars (only visible ones are drawn). */
  readonly rowSpans: readonly RowSpan[];
  /** Minutes per cell. */
  readonly scale: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  readonly titleWidth: number;
  readonly titleHeight: number;
  /** Left edge of the time area (UTC ms); applied when it changes. */
  readonly viewStart: number;
  /** Clock of the current-time marker; null hides it. */
  readonly now: (() => number) | null;
  /** Selected item id (the engine also changes it on click and keyboard). */
  readonly selection: string | null;
  readonly showLabels: boolean;
  /** Wall clock offset for header labels and snapping. */
  readonly offset: OffsetFn;
  readonly formatTick: TickFormatter;
  /** Text of a bar's label (default: item.labels, else item.label). */
  readonly formatLabel?: (item: TimelineItem) => string;
  /** Row density: text size and, with fillRows, rows grown to fill the body; null keeps cellHeight rows and 12-px text. */
  readonly density: Density | null;
  readonly fillRows: boolean;
  /** Palette of the canvas. */
  readonly theme: TimelineTheme;
  /** Lines of a watermark drawn faintly in the body under the bars (never over them); null draws none. */
  readonly watermark: readonly string[] | null;
  /** Accessible name of the focusable host. */
  readonly ariaLabel?: string;
}

export type TimelineTheme = 'light' | 'dark';

export const DEFAULT_PROPS: Omit<TimelineProps, 'formatTick'> & { formatTick: TickFormatter } = {
  rows: [],
  items: [],
  rowSpans: [],
  scale: GANTT_DEFAULTS.scale,
  cellWidth: GANTT_DEFAULTS.cellWidth,
  cellHeight: GANTT_DEFAULTS.cellHeight,
  titleWidth: GANTT_DEFAULTS.titleWidth,
  titleHeight: GANTT_DEFAULTS.titleHeight,
  viewStart: 0,
  now: () => Date.now(),
  selection: null,
  showLabels: true,
  density: null,
  fillRows: false,
  theme: 'light',
  watermark: null,
  offset: UTC_OFFSET,
  formatTick: (t) => {
    const d = new Date(t.wallMs);
    const p = (n: number) => String(n).padStart(2, '0');
    if (t.unit === 'year') return String(d.getUTCFullYear());
    if (t.unit === 'month') return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}`;
    if (t.unit === 'day') return `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`;
    // an hour group of the header (minute cells) keeps its date
    if (t.row === 'major') return `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
    return `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
  },
};

export type PropKey = keyof TimelineProps;

/** What a change of props asks the engine to redo. */
export interface PropChanges {
  readonly keys: ReadonlySet<PropKey>;
  /** Rows or items changed: rebuild the interval index. */
  readonly data: boolean;
  readonly scale: boolean;
  readonly viewStart: boolean;
  readonly selection: boolean;
  /** The marker clock changed. */
  readonly marker: boolean;
  /** Something drawn changed: a full frame is needed. */
  readonly redraw: boolean;
}

const CALLBACKS: ReadonlySet<PropKey> = new Set<PropKey>([
  'onHover', 'onSelect', 'onOpen', 'onContextMenu', 'validateMove', 'onMove', 'onMoveRefused', 'onViewChange', 'ariaLabel',
]);

/** Keys of `next` whose values differ (by reference) from `prev`; undefined values are ignored. */
export function diffProps(prev: TimelineProps, next: Partial<TimelineProps>): PropChanges {
  const keys = new Set<PropKey>();
  for (const k of Object.keys(next) as PropKey[]) {
    const v = next[k];
    if (v === undefined && !CALLBACKS.has(k)) continue;
    if (!Object.is(prev[k], v)) keys.add(k);
  }
  const has = (k: PropKey) => keys.has(k);
  let redraw = false;
  for (const k of keys) if (!CALLBACKS.has(k) && k !== 'now') redraw = true;
  return {
    keys,
    data: has('rows') || has('items'),
    scale: has('scale') || has('cellWidth'),
    viewStart: has('viewStart'),
    selection: has('selection'),
    marker: has('now'),
    redraw,
  };
}

/** Merges changed keys into the current props (undefined leaves a prop as it was, except callbacks). */
export function mergeProps(prev: TimelineProps, next: Partial<TimelineProps>, changes: PropChanges): TimelineProps {
  if (changes.keys.size === 0) return prev;
  const out: Record<string, unknown> = { ...prev };
  for (const k of changes.keys) out[k] = next[k];
  return out as unknown as TimelineProps;
}
