import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Seat } from '../../../src/contract/roles';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { updateBody } from '../../../src/contract/crud';
import { FormSeatCreate, formSeatFields, FormSeatRow } from '../../../src/contract/formSeat';
import { ok } from '../../lib/envelope';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const BASE = '/system/v1/formSeatRelations';
const tags = ['system: form-seat relations'];

/** CRUD of the form–seat relations, and the company's seats the form chooses from (`formSeat:list`). */
export const formSeatRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get(`${BASE}/seats`, {
    config: { access: { permission: 'formSeat:list' } },
    schema: { tags, summary: "The company's seats a relation may name", response: { 200: Envelope(Type.Array(Seat)), ...errorResponses } },
    handler: async (request) => ok(await services.access.seatsOfCompany(ctxOf(request).principal.companyId)),
  });
  registerCrudRoutes(app, { base: BASE, area: 'formSeat', noun: 'form-seat relation', tags, row: FormSeatRow, create: FormSeatCreate, update: updateBody(formSeatFields), service: services.formSeats });
};
