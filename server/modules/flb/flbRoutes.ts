/**
 * Flight log (FLB) routes (src/contract/flb.ts lists them): list and export, one log, a leg's log,
 * create, update, confirm, recheck, redraft, history, sync from another system, the rules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FLB_COLUMNS, FlbConfirm, FlbCreate, FlbDetail, FlbHistoryAnswer, FlbRecheck, FlbRow, FlbSettings, FlbSync, FlbUpdate, FlbVersionBody } from '../../../src/contract/flb';
import { Nullable } from '../../../src/contract/common';
import { ctxOf } from '../../plugins/access';
import { ok } from '../../lib/envelope';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses, IdParams } from '../../lib/schemas';
import type { Services } from '../../services';

const BASE = '/trip/v1/flightLogs';
const tags = ['trip: flight logs'];
const perm = (permission: string) => ({ access: { permission } });
const READ = perm('flb:list');

export const flbRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const flb = services.flb;
  const one = Envelope(FlbDetail);

  app.post(`${BASE}/list`, {
    config: READ,
    schema: { tags, summary: 'List flight logs (filters: plannedDepartureUtc/offUtc ranges, aircraftId, crewId, status, recheck, origin, incomplete, tripNumber, legId)', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(FlbRow)), ...errorResponses } },
    handler: async (request) => ok(await flb.list(ctxOf(request), request.body)),
  });
  app.get(`${BASE}/settings`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The operator’s flight-log rules (defaults at version 0)', response: { 200: Envelope(FlbSettings), ...errorResponses } },
    handler: async (request) => ok(await services.flbSettings.get(ctxOf(request))),
  });
  app.put(`${BASE}/settings`, {
    config: perm('flb:edit'),
    schema: { tags, summary: 'Change the operator’s flight-log rules (a stale version answers 412)', body: FlbSettings, response: { 200: Envelope(FlbSettings), ...errorResponses } },
    handler: async (request) => ok(await services.flbSettings.update(ctxOf(request), request.body)),
  });
  app.get(`${BASE}/byLeg/:id`, {
    config: READ,
    schema: { tags, summary: 'The flight log of a leg, null when it has none yet (the leg must be flown)', params: IdParams, response: { 200: Envelope(Nullable(FlbDetail)), ...errorResponses } },
    handler: async (request) => ok(await flb.byLeg(ctxOf(request), request.params.id)),
  });
  app.get(`${BASE}/:id`, {
    config: READ,
    schema: { tags, summary: 'One flight log with its field origins and the aircraft’s engines', params: IdParams, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await flb.get(ctxOf(request), request.params.id)),
  });
  app.get(`${BASE}/:id/history`, {
    config: READ,
    schema: { tags, summary: 'Every version of a flight log, newest first, with the fields each changed', params: IdParams, response: { 200: Envelope(FlbHistoryAnswer), ...errorResponses } },
    handler: async (request) => ok(await flb.history(ctxOf(request), request.params.id)),
  });
  app.post(BASE, {
    config: perm('flb:add'),
    schema: { tags, summary: 'Type a flight log for a flown leg (the leg’s log when it has one)', body: FlbCreate, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await flb.create(ctxOf(request), request.body)),
  });
  app.put(`${BASE}/:id`, {
    config: perm('flb:edit'),
    schema: { tags, summary: 'Change a draft, or a confirmed log marked for recheck (a stale version answers 412)', params: IdParams, body: FlbUpdate, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await flb.update(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${BASE}/:id/confirm`, {
    config: perm('flb:submit'),
    schema: { tags, summary: 'Confirm a flight log (publishes FLB_CONFIRM with the block time)', params: IdParams, body: FlbConfirm, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await flb.confirm(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${BASE}/:id/recheck`, {
    config: perm('flb:recheck'),
    schema: { tags, summary: 'Mark a confirmed flight log for recheck, with the reason', params: IdParams, body: FlbRecheck, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await flb.recheck(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${BASE}/:id/redraft`, {
    config: perm('flb:edit'),
    schema: { tags, summary: 'Read a draft’s ADS-B figures again from the leg’s positions', params: IdParams, body: FlbVersionBody, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await flb.redraft(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${BASE}/sync`, {
    config: perm('flb:add'),
    schema: { tags, summary: 'Another system’s flight log of a leg (created or replaced; read-only here)', body: FlbSync, response: { 200: one, ...errorResponses } },
    handler: async (request) => ok(await flb.sync(ctxOf(request), request.body)),
  });

  registerExport<FlbRow>(app, {
    base: BASE,
    access: { permission: 'flb:export' },
    tags,
    noun: 'flight log',
    fileName: 'flb.fileName',
    list: (ctx, body) => flb.list(ctx, body),
    columns: exportColumns<FlbRow>(FLB_COLUMNS, Object.fromEntries(FLB_COLUMNS.map((c) => [c.key, (r: FlbRow) => (r as Record<string, unknown>)[c.key]]))),
  });
};
