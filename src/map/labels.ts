/**
 * The map's labels: which glyphs the text atlas holds, and which labels fit on screen.
 *
 * deck.gl's TextLayer draws only the glyphs of its atlas: printable ASCII unless told otherwise;
 * any other character of a label (a tail number or a name in another script) would be left out.
 * The atlas is built from the printable ASCII range plus every character of the labels drawn.
 *
 * Labels are decluttered in screen space: in priority order, a label is kept only if its box
 * overlaps no box kept before it (aircraft before airports, busier airports first).
 */

const ASCII: readonly string[] = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

/** Printable ASCII plus every character (code point) of the given labels, each once. */
export function labelCharacterSet(labels: Iterable<string>): string[] {
  const set = new Set<string>(ASCII);
  for (const label of labels) for (const ch of label) set.add(ch);
  return [...set];
}

export interface LabelBox {
  id: string;
  /** Centre of the label on screen, px. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Higher is placed first. */
  priority: number;
}

/** A label's size on screen, px: an estimate from its length (wide glyphs count double), with padding. */
export function labelSize(text: string, fontPx: number): { width: number; height: number } {
  let units = 0;
  for (const ch of text) units += ch.codePointAt(0)! > 0x2e80 ? 1 : 0.62;
  return { width: Math.ceil(units * fontPx) + 8, height: fontPx + 6 };
}

const overlaps = (a: LabelBox, b: LabelBox) => Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

/** Ids of the labels to draw: greedy by priority (ties keep input order), none overlapping another drawn one. */
export function declutter(boxes: readonly LabelBox[]): Set<string> {
  const order = boxes.map((b, i) => ({ b, i })).sort((p, q) => q.b.priority - p.b.priority || p.i - q.i);
  const kept: LabelBox[] = [];
  for (const { b } of order) if (!kept.some((k) => overlaps(k, b))) kept.push(b);
  return new Set(kept.map((k) => k.id));
}
