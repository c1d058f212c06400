import type { Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Seat } from '../../../src/contract/roles';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { updateBody } from '../../../src/contract/crud';
import { FORM_SEAT_COLUMNS, FormSeatCreate, formSeatFields, FormSeatRow } from '../../../src/contract/formSeat';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
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
  type Row = Static<typeof FormSeatRow>;
  registerExport<Row>(app, {
    base: BASE,
    access: { permission: 'formSeat:export' },
    tags,
    noun: 'form-seat relation',
    fileName: 'systemLog.formSeat.fileName',
    list: services.formSeats.list,
    columns: exportColumns<Row>(FORM_SEAT_COLUMNS, {
      formType: (r) => r.formType,
      names: (r) => r.names,
      seatCodes: { value: (r) => r.seatCodes.join(','), enumLabel: (v, env) => String(v).split(',').map((k) => env.tr(`seat.${k}`)).join('、') },
      isMultiLeg: { value: (r) => (r.isMultiLeg ? 'yes' : 'no'), enumLabel: (v, env) => env.tr(`systemLog.formSeat.${String(v)}`) },
      exportType: (r) => r.exportType,
      crewType: (r) => r.crewType,
      sendTo: (r) => r.sendTo,
      lang: (r) => r.lang,
      updateAuthor: (r) => r.updateAuthor,
    }),
  });
};
