/**
 * `POST <base>/import` (multipart, one .xlsx; `?dryRun=true` only reports) and
 * `GET <base>/importTemplate` for any importable list. The file is checked as a zip before it is
 * parsed (assertSafeXlsx), its rows are read (readSheet) and checked against the route's create
 * schema (rowChecker), then the service writes them all in one transaction or none (writeAll).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Type, type TObject } from 'typebox';
import { IMPORT_LIMITS, ImportAnswer, ImportQuery, type ImportColumn, type ImportLimits, type ImportRowError } from '../../../src/contract/import';
import { ErrorKey } from '../../../src/domain/api';
import { ctxOf, type Access } from '../../plugins/access';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { AppError } from '../errors';
import { pickLang, translate, type Lang } from '../messages';
import { Envelope, errorResponses } from '../schemas';
import type { Labels } from './cells';
import { rowChecker, type ImportRow } from './check';
import { readSheet } from './sheet';
import { buildTemplate } from './template';
import { assertSafeXlsx } from './zip';

const LANGS: readonly Lang[] = ['zh', 'zhtw', 'en'];
/** Translations of a key in the three languages (header titles and enum labels match any of them). */
export const labelsOf: Labels = (key) => LANGS.map((l) => translate(key, l));

/** What an importable service offers: write the rows (all or none) and answer the refusals. */
export interface ImportService {
  importRows(ctx: Ctx, rows: readonly ImportRow[], dryRun: boolean): Promise<{ imported: number; errors: ImportRowError[] }>;
}

export interface ImportRoutesDef {
  base: string;
  access: Access;
  tags: string[];
  noun: string;
  columns: readonly ImportColumn[];
  /** The create body's schema (the same the form's POST validates with). */
  schema: TObject;
  service: ImportService;
  /** i18n key of the template's file and sheet name. */
  fileName: string;
  limits?: ImportLimits;
}

const MB = 1024 * 1024;

export function registerImportRoutes(app: FastifyInstance, def: ImportRoutesDef): void {
  const limits = def.limits ?? IMPORT_LIMITS;
  const check = rowChecker(def.columns, def.schema, labelsOf);
  const order = new Map(def.columns.map((c, i) => [c.key, i]));
  const byPosition = (a: ImportRowError, b: ImportRowError) => a.row - b.row || (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1);

  // multipart in its own scope: only these routes take file uploads (unless the app already registered it)
  void app.register(async (scope) => {
    if (!scope.hasRequestDecorator('file')) await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 5, parts: 6 } });

    scope.post<{ Querystring: ImportQuery }>(`${def.base}/import`, {
      config: { access: def.access },
      schema: {
        tags: def.tags,
        summary: `Import ${def.noun} records from an .xlsx (multipart field "file"; all rows or none; dryRun only reports)`,
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: { 200: Envelope(ImportAnswer), 413: errorResponses[400], ...errorResponses },
      },
      handler: async (request) => {
        const dryRun = request.query.dryRun === true;
        if (!request.isMultipart()) throw new AppError(400, ErrorKey.importNoFile);
        const file = await request.file({ limits: { fileSize: limits.maxBytes } });
        if (!file) throw new AppError(400, ErrorKey.importNoFile);
        let buf: Buffer;
        try {
          buf = await file.toBuffer();
        } catch (e) {
          if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorKey.importFileTooLarge, { maxMb: Math.round(limits.maxBytes / MB) });
          throw e;
        }
        await assertSafeXlsx(buf, limits);
        const sheet = await readSheet(buf, def.columns, labelsOf, limits.maxRows);
        const { rows, errors } = check(sheet);
        const written = await def.service.importRows(ctxOf(request), rows, dryRun || errors.length > 0);
        const all = [...errors, ...written.errors].sort(byPosition);
        return ok({ imported: all.length > 0 ? 0 : written.imported, checked: sheet.length, dryRun, errors: all });
      },
    });

    scope.get(`${def.base}/importTemplate`, {
      config: { access: def.access },
      schema: {
        tags: def.tags,
        summary: `The ${def.noun} import template (.xlsx: column titles in the caller's language and one example row)`,
        querystring: Type.Object({}, { additionalProperties: false }),
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: errorResponses,
      },
      handler: async (request, reply) => {
        const lang = pickLang(request.headers['accept-language']);
        const name = translate(def.fileName, lang);
        const body = await buildTemplate(def.columns, lang, name);
        const file = `${name}.xlsx`;
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="import-template.xlsx"; filename*=UTF-8''${encodeURIComponent(file)}`)
          .send(body);
      },
    });
  });
}
