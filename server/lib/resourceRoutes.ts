import type { FastifyInstance } from 'fastify';
import { Type, type TObject, type TProperties, type TSchema } from 'typebox';
import { ctxOf } from '../plugins/access';
import type { Ctx } from './context';
import { ok } from './envelope';
import { listAnswerSchema, ListQuerySchema, type ListQueryBody } from './listQuery';
import { Envelope, errorResponses, IdArray, IdParams } from './schemas';

/** The service functions `defineResource` builds (loosely typed here: the route schemas validate the bodies). */
export interface CrudService {
  list(ctx: Ctx, body: ListQueryBody): Promise<unknown>;
  get(ctx: Ctx, id: string): Promise<unknown>;
  create(ctx: Ctx, input: never): Promise<unknown>;
  update(ctx: Ctx, id: string, input: never): Promise<unknown>;
  remove(ctx: Ctx, ids: string[]): Promise<unknown>;
}

export interface CrudRoutesDef {
  /** e.g. '/fleet/v1/aircraft' */
  base: string;
  /** Permission area: `<area>:list` for list and get, `<area>:add|edit|delete` for the writes. */
  area: string;
  /** Human name in the API document ('aircraft type'). */
  noun: string;
  tags: string[];
  /** The answer of one record. */
  row: TObject;
  /** Writable fields as the create body declares them (required ones plain, others Optional). */
  fields: TProperties;
  /**
   * Other points that open the list and get routes: those of the screens that display these records
   * (`referenceReaders` of src/domain/access). Writes never take them.
   */
  readers?: readonly string[];
  /** Fields only a create may set (state that later changes through named commands). */
  createOnly?: readonly string[];
  service: CrudService;
}

/** `POST base/list`, `GET base/:id`, `POST base`, `PUT base/:id` (with version), `DELETE base` (ids). */
export function registerCrudRoutes(app: FastifyInstance, def: CrudRoutesDef): void {
  const { base, area, noun, tags, row, service } = def;
  const one = Envelope(row);
  const updatable = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([k]) => !def.createOnly?.includes(k))
      .map(([k, s]) => [k, Type.Optional(s as TSchema)]),
  );
  const perm = (action: string) => ({ access: { permission: `${area}:${action}` } });
  const read = def.readers?.length ? { access: { permission: `${area}:list`, or: def.readers } } : perm('list');

  app.post(`${base}/list`, {
    config: read,
    schema: { tags, summary: `List ${noun} records`, body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(row)), ...errorResponses } },
    handler: async (request) => ok(await service.list(ctxOf(request), request.body as ListQueryBody)),
  });
  app.get(`${base}/:id`, {
    config: read,
    schema: { tags, summary: `One ${noun}`, params: IdParams, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await service.get(ctxOf(request), (request.params as { id: string }).id)),
  });
  app.post(base, {
    config: perm('add'),
    schema: { tags, summary: `Create a ${noun}`, body: Type.Object(def.fields, { additionalProperties: false }), response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await service.create(ctxOf(request), request.body as never)),
  });
  app.put(`${base}/:id`, {
    config: perm('edit'),
    schema: {
      tags,
      summary: `Update a ${noun} (optimistic: a stale version answers 412)`,
      params: IdParams,
      body: Type.Object({ version: Type.Integer({ minimum: 1 }), ...updatable }, { additionalProperties: false }),
      response: { 200: one, ...errorResponses },
    },
    handler: async (request) => ok(await service.update(ctxOf(request), (request.params as { id: string }).id, request.body as never)),
  });
  app.delete(base, {
    config: perm('delete'),
    schema: { tags, summary: `Delete ${noun} records by ids`, body: IdArray, response: { 200: Envelope(Type.Object({ deleted: Type.Integer() })), ...errorResponses } },
    handler: async (request) => ok(await service.remove(ctxOf(request), request.body as string[])),
  });
}
