import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TObject, TProperties } from 'typebox';
import { createBody, DeleteAnswer, updateBody } from '../../src/contract/crud';
import { ctxOf } from '../plugins/access';
import type { Ctx } from './context';
import { ok } from './envelope';
import { listAnswerSchema, ListQuerySchema, type ListQueryBody } from './listQuery';
import { Envelope, errorResponses, IdArray, IdParams } from './schemas';

/** A body as a route handler receives it (Fastify's view of the contract's `Static` type). */
export type RouteBody<T> = FastifyRequest<{ Body: T }>['body'];

/** The service functions `defineResource` builds, typed by the contract's create and update bodies. */
export interface CrudService<C, U> {
  list(ctx: Ctx, body: ListQueryBody): Promise<unknown>;
  get(ctx: Ctx, id: string): Promise<unknown>;
  create(ctx: Ctx, input: C): Promise<unknown>;
  update(ctx: Ctx, id: string, input: U): Promise<unknown>;
  remove(ctx: Ctx, ids: string[]): Promise<unknown>;
}

interface CrudRoutesBase {
  /** e.g. '/fleet/v1/aircraft' */
  base: string;
  /** Permission area: `<area>:list` for list and get, `<area>:add|edit|delete` for the writes. */
  area: string;
  /** Human name in the API document ('aircraft type'). */
  noun: string;
  tags: string[];
  /** The answer of one record (the contract's row). */
  row: TObject;
  /**
   * Other points that open the list and get routes: those of the screens that display these records
   * (`referenceReaders` of src/domain/access). Writes never take them.
   */
  readers?: readonly string[];
  /**
   * The points that open add, edit and delete instead of `<area>:add|edit|delete` (a detail screen's
   * tab guarded by one button, e.g. `crewDetail:licence`); `or` lists other points that also open them.
   */
  writePermission?: { permission: string; or?: readonly string[] };
}

/** A resource whose contract declares its bodies (`createBody` / `updateBody` of src/contract/crud.ts). */
export interface CrudRoutesDef<C extends TObject, U extends TObject> extends CrudRoutesBase {
  create: C;
  /** With `version`. */
  update: U;
  service: CrudService<RouteBody<Static<C>>, RouteBody<Static<U>>>;
}

/** A resource not yet on the contract: the bodies are built here from its writable fields. */
export interface FieldsCrudRoutesDef extends CrudRoutesBase {
  fields: TProperties;
  /** Fields only a create may set (state that later changes through named commands). */
  createOnly?: readonly string[];
  service: CrudService<never, never>;
}

/** `POST base/list`, `GET base/:id`, `POST base`, `PUT base/:id` (with version), `DELETE base` (ids). */
export function registerCrudRoutes<C extends TObject, U extends TObject>(app: FastifyInstance, def: CrudRoutesDef<C, U> | FieldsCrudRoutesDef): void {
  if ('fields' in def) {
    const { fields, createOnly, service, ...rest } = def;
    // the bodies' types are the module's own (it has no contract yet): its service states them
    registerTyped(app, { ...rest, create: createBody(fields), update: updateBody(fields, createOnly ?? []), service: service as CrudService<unknown, unknown> });
  } else registerTyped(app, def);
}

function registerTyped<C extends TObject, U extends TObject>(app: FastifyInstance, def: CrudRoutesDef<C, U>): void {
  const { base, area, noun, tags, row, service } = def;
  const one = Envelope(row);
  const perm = (action: string) => (def.writePermission ? { access: def.writePermission } : { access: { permission: `${area}:${action}` } });
  const read = def.readers?.length ? { access: { permission: `${area}:list`, or: def.readers } } : perm('list');
  type IdRoute = { Params: Static<typeof IdParams> };

  app.post<{ Body: ListQueryBody }>(`${base}/list`, {
    config: read,
    schema: { tags, summary: `List ${noun} records`, body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(row)), ...errorResponses } },
    handler: async (request) => ok(await service.list(ctxOf(request), request.body)),
  });
  app.get<IdRoute>(`${base}/:id`, {
    config: read,
    schema: { tags, summary: `One ${noun}`, params: IdParams, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await service.get(ctxOf(request), request.params.id)),
  });
  app.post<{ Body: Static<C> }>(base, {
    config: perm('add'),
    schema: { tags, summary: `Create a ${noun}`, body: def.create, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await service.create(ctxOf(request), request.body)),
  });
  app.put<IdRoute & { Body: Static<U> }>(`${base}/:id`, {
    config: perm('edit'),
    schema: { tags, summary: `Update a ${noun} (optimistic: a stale version answers 412)`, params: IdParams, body: def.update, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await service.update(ctxOf(request), request.params.id, request.body)),
  });
  app.delete<{ Body: Static<typeof IdArray> }>(base, {
    config: perm('delete'),
    schema: { tags, summary: `Delete ${noun} records by ids`, body: IdArray, response: { 200: Envelope(DeleteAnswer), ...errorResponses } },
    handler: async (request) => ok(await service.remove(ctxOf(request), request.body)),
  });
}
