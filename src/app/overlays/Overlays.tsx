/** Placeholder until the overlays land (watermark, progress bar, update dialog, warnings). */
export function GlobalOverlays() {
  return null;
}
