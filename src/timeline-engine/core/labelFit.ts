/**
 * Bar labels that degrade instead of disappearing: an item offers its label texts from the most
 * to the least detailed (e.g. flight number and route, then flight number, then registration);
 * the first that fits the room inside the bar is drawn, and only when none fits is it left out.
 */

/** The bar's visible room narrower than this gets no label at all (a few glyphs). */
export const MIN_LABEL_ROOM = 18;

/**
 * The first of `candidates` (most detailed first) whose width fits `room` px, or null. `width`
 * measures a text; empty texts are skipped; it is called at most once per candidate, in order.
 */
export function fitLabel(candidates: readonly string[], room: number, width: (text: string) => number): string | null {
  if (!(room >= MIN_LABEL_ROOM)) return null;
  for (const text of candidates) {
    if (!text) continue;
    if (width(text) <= room) return text;
  }
  return null;
}

/** A cheap upper estimate of a text's width at a size (used to skip measuring what cannot fit). */
export function estimateWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e7f ? size : size * 0.62;
  return w;
}
