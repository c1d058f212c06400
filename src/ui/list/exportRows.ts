/** What a list exports: the header (zone hints included) and the cell texts, and every page of a query. */
import type { ListAnswer, ListQueryBody } from '../../api/trip';

/** Rows an "all pages" export reads at most. */
export const EXPORT_ROW_CAP = 10_000;
/** Page size of the export's requests (the list routes' maximum). */
export const EXPORT_PAGE_SIZE = 500;

export interface ExportColumn<T> {
  header: string;
  hint?: string;
  text: (row: T) => string;
}

/** Header texts as the CSV writes them: 'Planned departure (UTC+8)'. */
export const exportHeader = (columns: readonly ExportColumn<unknown>[]): string[] => columns.map((c) => (c.hint ? `${c.header} (${c.hint})` : c.header));

/** The table of a list: header and one line of texts per row. */
export function exportTable<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): { header: string[]; rows: string[][] } {
  return { header: exportHeader(columns as readonly ExportColumn<unknown>[]), rows: rows.map((r) => columns.map((c) => c.text(r))) };
}

export interface AllPages<T> {
  rows: T[];
  /** The server's total; more than rows.length when the cap cut the export short. */
  total: number;
  capped: boolean;
}

/**
 * Re-runs a list query page by page (same conditions and sort, the largest page size) until every
 * row is read or the cap is reached. Stops early if the server answers a short page.
 */
export async function fetchAllPages<T>(fetch: (body: ListQueryBody) => Promise<ListAnswer<T>>, body: ListQueryBody, cap = EXPORT_ROW_CAP, pageSize = EXPORT_PAGE_SIZE): Promise<AllPages<T>> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page++) {
    const a = await fetch({ ...body, page, pageSize });
    total = a.totalNum;
    rows.push(...a.list);
    if (a.list.length < pageSize || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total, capped: total > cap };
}
