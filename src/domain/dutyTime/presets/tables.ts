/** Turns the reference files' arrays (`[["00:00","04:59"], …]`, `[[1,4], …]`) into the engine's bands and columns. */
import type { Band, SectorColumn } from '../clock';

export const bands = (rows: readonly (readonly string[])[]): Band[] => rows.map(([from, to]) => ({ from: from!, to: to! }));
export const columns = (rows: readonly (readonly number[])[]): SectorColumn[] => rows.map(([min, max]) => ({ min: min!, max: max! }));
/** A WOCL window written 'HH:MM-HH:MM'. */
export const window = (text: string): Band => {
  const [from, to] = text.split('-');
  return { from: from!, to: to! };
};
