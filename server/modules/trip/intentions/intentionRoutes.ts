import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errorResponses, IdParams, Nullable } from '../../../../src/contract/common';
import {
  initiateAnswerSchema,
  IntentionCreateBody,
  IntentionEditBody,
  IntentionInitiateBody,
  IntentionRejectBody,
  IntentionRow,
  IntentionVersionBody,
} from '../../../../src/contract/intentions';
import { listAnswerSchema, ListQuerySchema } from '../../../../src/contract/listQuery';
import { ok } from '../../../lib/envelope';
import { registerIntentionExport } from '../../../lib/export/recordExports';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { TripWithLegs } from '../trips/tripSchemas';

const BASE = '/trip/v1/intentions';
const tags = ['trip: business intentions'];
const one = { 200: Envelope(IntentionRow), ...errorResponses };

/** Business intentions (requirements D4): list, read, create, edit, confirm, reject, cancel, initiate a trip. */
export const intentionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const intentions = services.intentions;

  app.post(`${BASE}/list`, {
    config: { access: { permission: 'intention:list' } },
    schema: { tags, summary: 'List business intentions', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(IntentionRow)), ...errorResponses } },
    handler: async (request) => ok(await intentions.list(ctxOf(request), request.body)),
  });
  app.get(`${BASE}/:id`, {
    config: { access: { permission: 'intention:list' } },
    schema: { tags, summary: 'One business intention', params: IdParams, response: one },
    handler: async (request) => ok(await intentions.get(ctxOf(request), request.params.id)),
  });
  app.post(BASE, {
    config: { access: { permission: 'intention:add' } },
    schema: { tags, summary: 'Record a business intention (to confirm)', body: IntentionCreateBody, response: one },
    handler: async (request) => ok(await intentions.create(ctxOf(request), request.body)),
  });
  app.put(`${BASE}/:id`, {
    config: { access: { permission: 'intention:edit' } },
    schema: { tags, summary: 'Edit an intention while it is to confirm (a stale version answers 412)', params: IdParams, body: IntentionEditBody, response: one },
    handler: async (request) => ok(await intentions.update(ctxOf(request), request.params.id, request.body)),
  });
  app.post(`${BASE}/:id/confirm`, {
    config: { access: { permission: 'intention:confirm' } },
    schema: { tags, summary: 'Confirm an intention', params: IdParams, body: IntentionVersionBody, response: one },
    handler: async (request) => ok(await intentions.confirm(ctxOf(request), request.params.id, request.body.version)),
  });
  app.post(`${BASE}/:id/reject`, {
    config: { access: { permission: 'intention:reject' } },
    schema: { tags, summary: 'Reject an intention with a reason', params: IdParams, body: IntentionRejectBody, response: one },
    handler: async (request) => ok(await intentions.reject(ctxOf(request), request.params.id, request.body.version, request.body.reason)),
  });
  app.post(`${BASE}/:id/cancel`, {
    config: { access: { permission: 'intention:cancel' } },
    schema: { tags, summary: 'Cancel an intention (refused once a trip was initiated from it)', params: IdParams, body: IntentionVersionBody, response: one },
    handler: async (request) => ok(await intentions.cancel(ctxOf(request), request.params.id, request.body.version)),
  });
  app.post(`${BASE}/:id/initiate`, {
    config: { access: { permission: 'intention:initiate' } },
    schema: {
      tags,
      summary: 'Initiate a trip from a confirmed intention (leg-form warnings need confirm: true)',
      params: IdParams,
      body: IntentionInitiateBody,
      response: { 200: Envelope(initiateAnswerSchema(Type.Object({ ...TripWithLegs.properties, intentionId: Nullable(Type.String()) }))), ...errorResponses },
    },
    handler: async (request) => ok(await intentions.initiate(ctxOf(request), request.params.id, request.body.version, request.body.confirm === true)),
  });

  registerIntentionExport(app, { intentions, customers: services.customers });
};
