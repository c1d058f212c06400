import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { COMPANY_READINGS_EDIT, CompanyReadings, CompanyReadingsBody } from '../../../src/contract/readings';
import { ok } from '../../lib/envelope';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

export const companyReadingsRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const tags = ['account'];
  app.get('/account/v1/companyReadings', {
    config: { access: 'authenticated' },
    schema: { tags, summary: "The company's readings of leg states 3–5 and trip status codes", response: { 200: Envelope(CompanyReadings), ...errorResponses } },
    handler: async (request) => ok(await services.companyReadings.get(ctxOf(request).principal.companyId)),
  });
  app.put('/account/v1/companyReadings', {
    config: { access: { permission: COMPANY_READINGS_EDIT } },
    schema: { tags, summary: "Save the company's readings (administrators; optimistic on version)", body: CompanyReadingsBody, response: { 200: Envelope(CompanyReadings), ...errorResponses } },
    handler: async (request) => ok(await services.companyReadings.update(ctxOf(request), request.body)),
  });
};
