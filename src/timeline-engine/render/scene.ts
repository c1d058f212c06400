/**
 * The pixi scene graph of the timeline and its drawing: a few Graphics rebuilt per full frame
 * (grid, bars grouped by colour, header and title chrome), BitmapText labels from a LabelCache,
 * and the current-time marker in its own Graphics that a marker frame only moves.
 */
import { BitmapFont, BitmapText, Container, Graphics, type ColorSource } from 'pixi.js';
import { LabelCache } from '../core/labelCache';
import { estimateWidth, fitLabel } from '../core/labelFit';
import type { HeaderTicks } from '../core/ticks';
import type { MoveVerdict } from '../core/dragModel';
import type { Areas, Bar, Rect } from './layout';
import type { RowRange, TimelineRow, TimelineTheme } from './props';
import { drawBarFlags } from './barFlags';
import { drawRowSpans, type SpanRect } from './rowSpans';

export const THEME = Object.freeze({
  background: 0xffffff,
  headerBg: 0xf3f5f7,
  titleBg: 0xf8f9fa,
  line: 0xe1e5ea,
  cellLine: 0xeef0f3,
  majorLine: 0xc5ccd4,
  text: 0x1c2127,
  mutedText: 0x5f6b7c,
  barText: 0xffffff,
  selection: 0x111418,
  marker: 0xe5484d,
  pending: 0x8f99a8,
  allowed: 0x238551,
  warning: 0xd99e0b,
  refused: 0xcd4246,
});

export type Palette = { readonly [K in keyof typeof THEME]: number };

/** The dark canvas: background, chrome and ink darkened with the page's dark theme; bar colours stay. */
export const DARK_THEME: Palette = Object.freeze({
  background: 0x1c2127,
  headerBg: 0x252a31,
  titleBg: 0x22272e,
  line: 0x383e47,
  cellLine: 0x2b3038,
  majorLine: 0x4b535e,
  text: 0xf6f7f9,
  mutedText: 0xabb3bf,
  barText: 0xffffff,
  selection: 0xf6f7f9,
  marker: 0xff6b6f,
  pending: 0x8f99a8,
  allowed: 0x32a467,
  warning: 0xec9a3c,
  refused: 0xe76a6e,
});

export const PALETTES: Readonly<Record<TimelineTheme, Palette>> = { light: THEME, dark: DARK_THEME };

/** Watermark tiles: size and angle like the page's own watermark, faint ink. */
const MARK = { width: 350, height: 120, angle: (-20 * Math.PI) / 180, alpha: 0.07, size: 15 } as const;

export const FONT_NAME = 'FocTimelineFont';
let fontInstalled = false;

/** One bitmap font; glyphs beyond ASCII (Chinese titles) are added on demand by pixi's dynamic font. */
export function installFont(resolution: number): void {
  if (fontInstalled) return;
  BitmapFont.install({
    name: FONT_NAME,
    style: { fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif', fontSize: 13, fill: 0xffffff },
    chars: [[' ', '~']],
    resolution: Math.max(1, Math.min(3, resolution)),
    // measuring kerning for every glyph pair took ~0.4 s of the first frame; labels do without
    skipKerning: true,
  });
  fontInstalled = true;
}

function makeText(text: string, size: number): BitmapText {
  return new BitmapText({ text, style: { fontFamily: FONT_NAME, fontSize: size, fill: 0xffffff } });
}

const verdictColour = (p: Palette, status: MoveVerdict['status']): number => p[status];

/** Height of the first bar (all bars of a frame share the row height), for the label size. */
const b0 = (bars: readonly Bar[]): number => bars[0]?.height ?? 99;

export interface GhostDraw {
  readonly rect: Rect;
  readonly verdict: MoveVerdict | null;
}

export class Scene {
  readonly root = new Container();
  private readonly body = new Container();
  private readonly grid = new Graphics({ blendMode: 'none' });
  /** Row background spans, translucent, under the bars (rowSpans.ts). */
  private readonly spans = new Graphics();
  /** Opaque fills: no blending (a software GPU then never reads the pixels back). */
  private readonly bars = new Graphics({ blendMode: 'none' });
  /** Translucent bars (ghost, cancelled, ferry), lock marks and the selection frame. */
  private readonly softBars = new Graphics();
  /** Flag marks (overdue outline, stale hatching) over the bars: barFlags.ts. */
  private readonly flagMarks = new Graphics();
  private readonly labels = new Container();
  /** Watermark texts under the bars, at fixed places of the body (rebuilt only when text, size or palette change). */
  private readonly marks = new Container();
  private marksKey = '';
  private readonly ghost = new Graphics();
  private readonly ghostText = makeText('', 11);
  private readonly chrome = new Graphics({ blendMode: 'none' });
  private readonly texts = new Container();
  private readonly marker = new Graphics();
  private markerHeight = -1;
  /** The palette in use (setTheme). */
  private theme: Palette = THEME;
  /** Label objects by key; evicted ones are destroyed. */
  readonly cache = new LabelCache<BitmapText>({ onEvict: (_k, t) => t.destroy() });

  constructor() {
    this.root.eventMode = 'none';
    this.root.interactiveChildren = false;
    this.body.addChild(this.grid, this.spans, this.marks, this.bars, this.softBars, this.flagMarks, this.labels, this.ghost, this.ghostText);
    this.root.addChild(this.body, this.chrome, this.texts, this.marker);
  }

  /** Switches the palette; the next full frame uses it (the caller also sets the clear colour). */
  setTheme(theme: TimelineTheme): Palette {
    this.theme = PALETTES[theme];
    this.markerHeight = -1;
    this.marksKey = '';
    return this.theme;
  }

  destroy(): void {
    this.labels.removeChildren();
    this.marks.removeChildren().forEach((t) => t.destroy());
    this.texts.removeChildren();
    this.cache.clear();
    this.root.destroy({ children: true });
  }

  private text(key: string, text: string, size: number): BitmapText {
    return this.cache.getOrCreate(`${key}\u0000${size}\u0000${text}`, () => ({ value: makeText(text, size), bytes: 64 + text.length * 16 }));
  }

  private label(key: string, text: string, size: number, colour: ColorSource, parent: Container, x: number, y: number): BitmapText {
    const t = this.text(key, text, size);
    t.tint = colour;
    t.position.set(Math.round(x), Math.round(y));
    parent.addChild(t);
    return t;
  }

  /** Full frame: grid, bars, labels, header and titles. */
  drawFull(f: {
    areas: Areas;
    cellHeight: number;
    scrollTop: number;
    rows: readonly TimelineRow[];
    rowRange: RowRange;
    /** Visible row background spans. */
    spans: readonly SpanRect[];
    cellXs: readonly number[];
    ticks: HeaderTicks;
    bars: readonly Bar[];
    selection: string | null;
    showLabels: boolean;
    /** Label texts of a bar, the most detailed first. */
    labelOf: (bar: Bar) => readonly string[];
    ghost: GhostDraw | null;
    /** Text size of bar labels and row titles. */
    textSize: number;
    watermark: readonly string[] | null;
  }): void {
    const THEME = this.theme;
    const { body, header, titles } = f.areas;
    this.body.position.set(body.x, body.y);
    this.labels.removeChildren();
    this.texts.removeChildren();

    // Grid: row lines and cell lines as 1 px rectangles (cheaper than strokes). No background
    // rectangle: the renderer clears to the background colour (a full-body fill doubled the
    // per-pixel work of a software GPU).
    const g = this.grid.clear();
    for (let r = f.rowRange.first; r <= f.rowRange.last; r++) {
      const y = (r + 1) * f.cellHeight - f.scrollTop - 1;
      if (y >= 0 && y <= body.height) g.rect(0, y, body.width, 1);
    }
    for (const x of f.cellXs) if (x >= 0 && x <= body.width) g.rect(Math.round(x), 0, 1, body.height);
    if (f.cellXs.length > 0 || f.rowRange.last >= f.rowRange.first) g.fill(THEME.cellLine);
    let majors = false;
    for (const t of f.ticks.major) if (t.px >= 0 && t.px <= body.width) { g.rect(Math.round(t.px), 0, 1, body.height); majors = true; }
    if (majors) g.fill(THEME.majorLine);
    drawRowSpans(this.spans.clear(), f.spans);
    this.drawMarks(f.watermark, body.width, body.height);

    this.drawBars(f.bars, f.selection);
    drawBarFlags(this.flagMarks.clear(), f.bars);
    if (f.showLabels) {
      const labelSize = Math.min(f.textSize, Math.max(8, b0(f.bars) - 2));
      for (const b of f.bars) {
        if (!b.labelled) continue;
        // Labels stay inside their bar: the most detailed text that fits (labelFit.ts).
        const room = Math.min(b.x + b.width, body.width) - Math.max(b.x, 0) - 8;
        const key = `i:${b.entry.item.id}`;
        const text = fitLabel(f.labelOf(b), room, (s) => (estimateWidth(s, labelSize) * 0.6 > room ? Infinity : this.text(key, s, labelSize).width));
        if (!text) continue;
        const fl = b.entry.item.flags;
        const colour = fl && (fl.ghost || fl.cancelled || fl.ferry) ? THEME.text : THEME.barText;
        this.label(key, text, labelSize, colour, this.labels, Math.max(b.x, 0) + 4, b.y + (b.height - labelSize) / 2 - 1);
      }
    }
    this.drawGhost(f.ghost);

    // Chrome: header and title column on top of the body (they also hide its overflow).
    const c = this.chrome.clear();
    c.rect(header.x, 0, header.width, header.height).fill(THEME.headerBg);
    c.rect(0, titles.y, titles.width, titles.height).fill(THEME.titleBg);
    c.rect(0, 0, titles.width, header.height).fill(THEME.headerBg);
    const half = Math.floor(header.height / 2);
    c.rect(header.x, half, header.width, 1).rect(0, header.height - 1, header.x + header.width, 1).rect(titles.width - 1, 0, 1, titles.y + titles.height).fill(THEME.majorLine);
    for (const t of f.ticks.minor) if (t.px >= 0 && t.px <= header.width) c.rect(header.x + Math.round(t.px), half, 1, header.height - half);
    for (const t of f.ticks.major) if (t.px >= 0 && t.px <= header.width) c.rect(header.x + Math.round(t.px), 0, 1, half);
    c.fill(THEME.line);
    const textY = (rowTop: number, h: number, size: number) => rowTop + (h - size) / 2 - 1;
    const tickSize = Math.min(Math.max(12, f.textSize - 2), Math.max(8, half - 6));
    const majors2 = f.ticks.major;
    for (let i = 0; i < majors2.length; i++) {
      const t = majors2[i]!;
      const next = majors2[i + 1];
      const x = Math.max(t.px, 0) + 4;
      if (next && next.px - x < 40) continue;
      this.label(`M:${t.ms}`, t.label, tickSize, THEME.text, this.texts, header.x + x, textY(0, half, tickSize));
    }
    for (const t of f.ticks.minor) {
      if (t.px < 0 || t.px > header.width - 8) continue;
      this.label(`m:${t.ms}`, t.label, tickSize, THEME.mutedText, this.texts, header.x + t.px + 3, textY(half, header.height - half, tickSize));
    }
    const titleSize = Math.min(f.textSize, Math.max(8, f.cellHeight - 8));
    for (let r = f.rowRange.first; r <= f.rowRange.last; r++) {
      const row = f.rows[r];
      if (!row) continue;
      const y = titles.y + r * f.cellHeight - f.scrollTop;
      if (y < titles.y - 1 || y > titles.y + titles.height) continue;
      if (row.statusColour !== undefined) c.rect(4, y + 3, 6, f.cellHeight - 6).fill(row.statusColour);
      // an icon (a short text, e.g. a type mark) in muted ink before the title
      const icon = row.icon ? this.label(`ri:${row.id}`, row.icon, titleSize, THEME.mutedText, this.texts, 16, textY(y, f.cellHeight, titleSize)) : null;
      this.label(`r:${row.id}`, row.title, titleSize, THEME.text, this.texts, icon ? 16 + Math.ceil(icon.width) + 4 : 16, textY(y, f.cellHeight, titleSize));
    }
    // Row lines of the title column, then cover the corner again (titles scrolled under it).
    for (let r = f.rowRange.first; r <= f.rowRange.last; r++) {
      const y = titles.y + (r + 1) * f.cellHeight - f.scrollTop - 1;
      if (y >= titles.y && y <= titles.y + titles.height) c.rect(0, y, titles.width - 1, 1);
    }
    c.fill(THEME.line);
  }

  private drawBars(bars: readonly Bar[], selection: string | null): void {
    const THEME = this.theme;
    const solid = this.bars.clear();
    const g = this.softBars.clear();
    // Group solid bars by colour: one fill per colour keeps the instruction list short.
    const groups = new Map<ColorSource, Bar[]>();
    const special: Bar[] = [];
    let selected: Bar | null = null;
    for (const b of bars) {
      const fl = b.entry.item.flags;
      if (b.entry.item.id === selection) selected = b;
      if (fl && (fl.ghost || fl.cancelled || fl.ferry)) { special.push(b); continue; }
      const c = b.entry.item.colour;
      const list = groups.get(c);
      if (list) list.push(b);
      else groups.set(c, [b]);
    }
    for (const [colour, list] of groups) {
      for (const b of list) solid.rect(b.x, b.y, b.width, b.height);
      solid.fill(colour);
    }
    for (const b of special) {
      const fl = b.entry.item.flags ?? {};
      const colour = b.entry.item.colour;
      if (fl.ferry) {
        g.rect(b.x, b.y, b.width, b.height).fill({ color: colour, alpha: 0.25 });
        g.rect(b.x + 0.5, b.y + 0.5, Math.max(1, b.width - 1), Math.max(1, b.height - 1)).stroke({ width: 1, color: colour });
      } else {
        g.rect(b.x, b.y, b.width, b.height).fill({ color: colour, alpha: fl.cancelled ? 0.3 : 0.45 });
      }
      if (fl.cancelled) g.rect(b.x, b.y + b.height / 2 - 0.5, b.width, 1).fill(THEME.text);
    }
    let locks = 0;
    for (const b of bars) if (b.entry.item.flags?.locked && b.width >= 6) g.rect(b.x, b.y, 3, b.height), locks++;
    // pixi v8: a fill() with no new path refills the last stroked one (a ferry's outline turned black)
    if (locks > 0) g.fill(THEME.selection);
    if (selected) g.rect(selected.x - 1, selected.y - 1, selected.width + 2, selected.height + 2).stroke({ width: 2, color: THEME.selection });
  }

  private drawGhost(ghost: GhostDraw | null): void {
    const g = this.ghost.clear();
    this.ghostText.visible = false;
    if (!ghost) return;
    const colour = ghost.verdict ? verdictColour(this.theme, ghost.verdict.status) : this.theme.pending;
    const r = ghost.rect;
    g.rect(r.x, r.y, r.width, r.height).fill({ color: colour, alpha: 0.35 }).stroke({ width: 2, color: colour });
    const reason = ghost.verdict?.reason;
    if (reason) {
      this.ghostText.text = reason;
      this.ghostText.tint = colour;
      this.ghostText.position.set(Math.round(Math.max(r.x, 0)), Math.round(r.y + r.height + 2));
      this.ghostText.visible = true;
    }
  }

  /** Watermark lines tiled over the body under the bars; rebuilt only when they or the body size change. */
  private drawMarks(lines: readonly string[] | null, width: number, height: number): void {
    const key = lines && lines.length > 0 ? `${lines.join('\n')}|${Math.ceil(width / MARK.width)}|${Math.ceil(height / MARK.height)}` : '';
    if (key === this.marksKey) return;
    this.marksKey = key;
    this.marks.removeChildren().forEach((t) => t.destroy());
    if (!lines || !key) return;
    for (let y = 0; y < height + MARK.height; y += MARK.height) {
      for (let x = 0; x < width + MARK.width; x += MARK.width) {
        lines.forEach((line, i) => {
          const t = makeText(line, MARK.size);
          t.tint = this.theme.text;
          t.alpha = MARK.alpha;
          t.anchor.set(0.5);
          t.rotation = MARK.angle;
          const dy = (i - (lines.length - 1) / 2) * 22;
          t.position.set(Math.round(x + MARK.width / 2 - dy * Math.sin(MARK.angle)), Math.round(y + MARK.height / 2 + dy * Math.cos(MARK.angle)));
          this.marks.addChild(t);
        });
      }
    }
  }

  /** Moves the marker (a marker frame touches nothing else); x is in canvas px, null hides it. */
  placeMarker(x: number | null, top: number, height: number): void {
    if (x === null) {
      this.marker.visible = false;
      return;
    }
    if (height !== this.markerHeight) {
      this.marker.clear().rect(-1, 0, 2, height).fill(this.theme.marker).poly([-5, 0, 5, 0, 0, 6]).fill(this.theme.marker);
      this.markerHeight = height;
    }
    this.marker.position.set(Math.round(x), top);
    this.marker.visible = true;
  }
}
