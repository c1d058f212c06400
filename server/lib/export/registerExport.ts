/**
 * `POST <base>/export` of a list (requirements D9): the list body the screen sends to `<base>/list`
 * plus the scope, the shown columns and the time type; answers an .xlsx of those columns with
 * headers in the caller's language. Rows come from the list's own service function, so the
 * company and the caller's data permissions apply exactly as on the screen; `all` pages through
 * it up to EXPORT_ROW_CAP rows and says so in the sheet and the answer headers when cut.
 */
import type { FastifyInstance } from 'fastify';
import { EXPORT_CAPPED_HEADER, EXPORT_ROW_CAP, EXPORT_TOTAL_HEADER, ExportBodySchema, XLSX_MIME, type ExportBody } from '../../../src/contract/export';
import { DEFAULT_TIME_TYPE } from '../../../src/domain/timeType';
import { DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../../../src/domain/trip/states';
import { keysOf, ctxOf, type Access } from '../../plugins/access';
import type { Ctx } from '../context';
import { badRequest } from '../errors';
import type { ListQueryBody } from '../listQuery';
import { pickLang, translate, type Lang } from '../messages';
import { errorResponses } from '../schemas';
import { cellValue, headerText, type ExportColumn, type ExportEnv } from './format';
import { workbookBytes } from './workbook';

/** Page size of the pages an `all` export reads (the list routes' maximum). */
export const EXPORT_PAGE_SIZE = 500;

export interface ExportDef<R, L = undefined> {
  /** e.g. '/fleet/v1/aircraft' (the list route is `<base>/list`). */
  base: string;
  /** The list's `<area>:export` button key (and any other keys that open it). */
  access: Extract<Access, object>;
  tags: string[];
  noun: string;
  /** i18n key of the file and sheet name (the screen's file name key). */
  fileName: string;
  /** The list route's service function (`lang`: the caller's language, for lists that answer translated texts). */
  list: (ctx: Ctx, body: ListQueryBody, lang: Lang) => Promise<{ totalNum: number; list: readonly unknown[] }>;
  /** Looks up what the columns need for these rows at once (names of references, airport zones). */
  lookups?: (ctx: Ctx, rows: readonly R[], env: ExportEnv) => Promise<L>;
  columns: readonly ExportColumn<R, L>[];
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Rows of the export: the page asked for, or every page up to the cap. */
export async function exportRows<R>(ctx: Ctx, list: ExportDef<R, unknown>['list'], body: ListQueryBody, scope: ExportBody['scope'], cap = EXPORT_ROW_CAP, lang: Lang = 'zh') {
  if (scope === 'page') {
    const a = await list(ctx, body, lang);
    return { rows: a.list as R[], total: a.totalNum, capped: false };
  }
  const rows: R[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page++) {
    const a = await list(ctx, { ...body, page, pageSize: EXPORT_PAGE_SIZE }, lang);
    total = a.totalNum;
    rows.push(...(a.list as R[]));
    if (a.list.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total, capped: total > cap };
}

const stamp = (d = new Date()) => d.toISOString().slice(0, 10);

export function registerExport<R, L = undefined>(app: FastifyInstance, def: ExportDef<R, L>): void {
  const byKey = new Map(def.columns.map((c) => [c.key, c]));
  app.post<{ Body: ExportBody }>(`${def.base}/export`, {
    // a read (src/domain/api/reads.ts matches …/export): no idempotency record
    config: { access: def.access },
    schema: {
      tags: def.tags,
      summary: `Export ${def.noun} records as xlsx (needs ${keysOf(def.access).join(' or ')})`,
      body: ExportBodySchema,
      produces: [XLSX_MIME],
      response: errorResponses,
    },
    handler: async (request, reply) => {
      const { scope, columns: keys, timeType, legStateReading, tripStatusReading, ...listBody } = request.body;
      const unknown = keys.find((k) => !byKey.has(k));
      if (unknown !== undefined) throw badRequest({ fields: { columns: { key: 'export.error.unknownColumn', params: { value: unknown } } } });
      const columns = keys.map((k) => byKey.get(k)!);
      const lang = pickLang(request.headers['accept-language']);
      const env: ExportEnv = {
        tr: (key, params) => translate(key, lang, params),
        timeType: timeType ?? DEFAULT_TIME_TYPE,
        legStateReading: legStateReading ?? DEFAULT_LEG_STATE_READING,
        tripStatusReading: tripStatusReading ?? DEFAULT_TRIP_STATUS_READING,
      };
      const ctx = ctxOf(request);
      const got = await exportRows<R>(ctx, def.list, listBody, scope, EXPORT_ROW_CAP, lang);
      const lookups = (def.lookups ? await def.lookups(ctx, got.rows, env) : undefined) as L;
      const cells = got.rows.map((r) => columns.map((c) => cellValue(c, r, lookups, env)));
      const name = env.tr(def.fileName);
      const note = got.capped ? env.tr('export.capped', { count: EXPORT_ROW_CAP, total: got.total }) : undefined;
      const bytes = await workbookBytes(name, columns.map((c) => ({ header: headerText(c, env), kind: c.kind })), cells, note);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`${name}-${scope === 'page' ? `p${listBody.page ?? 1}` : 'all'}-${stamp()}.xlsx`))
        .header(EXPORT_TOTAL_HEADER, String(got.total))
        .header(EXPORT_CAPPED_HEADER, got.capped ? '1' : '0')
        .header('access-control-expose-headers', `content-disposition, ${EXPORT_TOTAL_HEADER}, ${EXPORT_CAPPED_HEADER}`)
        .send(bytes);
    },
  });
}
