/** Look-ups an export makes once for all its rows, through the list services (so scoped as the lists). */
import { LIST_LIMITS } from '../../../src/contract/listQuery';
import type { Ctx } from '../context';
import type { ListQueryBody } from '../listQuery';

type List<T> = (ctx: Ctx, body: ListQueryBody) => Promise<{ totalNum: number; list: readonly T[] }>;

/** Every row of `list` whose `field` is one of `values` (in chunks of the `in` limit, every page). */
export async function rowsWhereIn<T>(ctx: Ctx, list: List<T>, field: string, values: readonly string[], sort?: string): Promise<T[]> {
  const wanted = [...new Set(values.filter((v) => v))];
  const out: T[] = [];
  for (let i = 0; i < wanted.length; i += LIST_LIMITS.maxInItems) {
    const chunk = wanted.slice(i, i + LIST_LIMITS.maxInItems);
    for (let page = 1; ; page++) {
      const a = await list(ctx, {
        page,
        pageSize: LIST_LIMITS.maxPageSize,
        ...(sort ? { sortProperties: sort, sortDirection: 'asc' } : {}),
        searchParas: { logic: 'and', conditions: [{ name: field, op: 'in', value: chunk }] },
      });
      out.push(...a.list);
      if (a.list.length < LIST_LIMITS.maxPageSize || page * LIST_LIMITS.maxPageSize >= a.totalNum) break;
    }
  }
  return out;
}

/** id → label of the referenced records the caller may read (others stay unnamed, as on screen). */
export async function namesById<T extends { id: string }>(ctx: Ctx, list: List<T>, ids: readonly string[], label: (row: T) => string): Promise<Map<string, string>> {
  return new Map((await rowsWhereIn(ctx, list, 'id', ids)).map((r) => [r.id, label(r)]));
}

/** ICAO → IANA zone of the airports, for times shown in Local. */
export async function airportZones(ctx: Ctx, list: List<{ icao: string; timeZone: string }>, icaos: readonly string[]): Promise<Map<string, string>> {
  return new Map((await rowsWhereIn(ctx, list, 'icao', icaos.map((i) => i.toUpperCase()))).map((a) => [a.icao.toUpperCase(), a.timeZone]));
}
