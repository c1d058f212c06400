/** Fleet upkeep routes: aircraft certificates (with renew) and machine supplies (refill, issue, history). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_COLUMNS, CertificateCreate, CertificateRenew, CertificateRow, CertificateUpdate, type CertificateRow as CertWire } from '../../../src/contract/fleetCertificate';
import { SUPPLY_COLUMNS, SUPPLY_HISTORY_COLUMNS, SupplyCreate, SupplyHistoryRow, SupplyMoveAnswer, SupplyMoveBody, SupplyRow, SupplyUpdate, type SupplyHistoryRow as HistoryWire, type SupplyRow as SupplyWire } from '../../../src/contract/machineSupplies';
import { Envelope, errorResponses, IdParams } from '../../../src/contract/common';
import { ok } from '../../lib/envelope';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const CERTS = '/fleet/v1/certificates';
const SUPPLIES = '/fleet/v1/machineSupplies';
const HISTORY = '/fleet/v1/machineSupplyHistory';
const certTags = ['fleet: aircraft certificates'];
const supplyTags = ['fleet: machine supplies'];

export const certificateSupplyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: CERTS,
    area: 'aircraftCertificate',
    noun: 'aircraft certificate',
    tags: certTags,
    row: CertificateRow,
    create: CertificateCreate,
    update: CertificateUpdate,
    service: services.certificates,
  });
  app.post(`${CERTS}/:id/renew`, {
    config: { access: { permission: 'aircraftCertificate:renew' } },
    schema: {
      tags: certTags,
      summary: 'Renew a certificate: a later end date, the renew date today (operator zone); reminders start over. A stale version answers 412',
      params: IdParams,
      body: CertificateRenew,
      response: { 200: Envelope(CertificateRow), ...errorResponses },
    },
    handler: async (request) => ok(await services.certificates.renew(ctxOf(request), request.params.id, request.body)),
  });
  registerExport<CertWire>(app, {
    base: CERTS,
    access: { permission: 'aircraftCertificate:export' },
    tags: certTags,
    noun: 'aircraft certificate',
    fileName: 'fleetCertificate.fileName',
    list: services.certificates.list,
    columns: exportColumns(CERTIFICATE_COLUMNS, {
      tailNo: (r) => r.tailNo,
      certType: (r) => r.certType,
      certNo: (r) => r.certNo,
      status: (r) => r.status,
      daysLeft: (r) => r.daysLeft,
      signDate: (r) => r.signDate,
      endDate: (r) => r.endDate,
      renewDate: (r) => r.renewDate,
      reminderDays: (r) => r.reminderDays,
      note: (r) => r.note,
      updateAuthor: (r) => r.updateAuthor,
    }),
  });

  registerCrudRoutes(app, {
    base: SUPPLIES,
    area: 'machineSupplies',
    noun: 'machine supply item',
    tags: supplyTags,
    row: SupplyRow,
    create: SupplyCreate,
    update: SupplyUpdate,
    service: services.supplies,
  });
  for (const kind of ['refill', 'issue'] as const) {
    app.post(`${SUPPLIES}/:id/${kind}`, {
      config: { access: { permission: `machineSupplies:${kind}` } },
      schema: {
        tags: supplyTags,
        summary:
          kind === 'refill'
            ? 'Refill (add) a quantity > 0 to the stock; writes a history row (before, added, balance)'
            : 'Issue (use) a quantity > 0, not over the stock (409); writes a history row (before, used, balance)',
        params: IdParams,
        body: SupplyMoveBody,
        response: { 200: Envelope(SupplyMoveAnswer), ...errorResponses },
      },
      handler: async (request) => ok(await services.supplies.move(ctxOf(request), request.params.id, kind, request.body)),
    });
  }
  registerExport<SupplyWire>(app, {
    base: SUPPLIES,
    access: { permission: 'machineSupplies:export' },
    tags: supplyTags,
    noun: 'machine supply item',
    fileName: 'machineSupplies.fileName',
    list: services.supplies.list,
    columns: exportColumns(SUPPLY_COLUMNS, {
      tailNo: (r) => r.tailNo,
      title: (r) => r.title,
      name: (r) => r.name,
      nameEn: (r) => r.nameEn,
      unit: (r) => r.unit,
      stock: (r) => r.stock,
      lowStock: (r) => r.lowStock,
      note: (r) => r.note,
    }),
  });

  app.post(`${HISTORY}/list`, {
    config: { access: { permission: 'machineSupplies:list' } },
    schema: { tags: supplyTags, summary: 'Refill and issue history, newest first (per item, per aircraft, by date range)', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(SupplyHistoryRow)), ...errorResponses } },
    handler: async (request) => ok(await services.supplies.history(ctxOf(request), request.body)),
  });
  registerExport<HistoryWire>(app, {
    base: HISTORY,
    access: { permission: 'machineSupplies:export' },
    tags: supplyTags,
    noun: 'machine supply history',
    fileName: 'machineSupplies.historyFileName',
    list: services.supplies.history,
    columns: exportColumns(SUPPLY_HISTORY_COLUMNS, {
      createTime: (r) => r.createTime,
      tailNo: (r) => r.tailNo,
      title: (r) => r.title,
      name: (r) => r.name,
      kind: (r) => r.kind,
      beforeNum: (r) => r.beforeNum,
      addNum: (r) => r.addNum,
      useNum: (r) => r.useNum,
      balanceNum: (r) => r.balanceNum,
      unit: (r) => r.unit,
      createAuthor: (r) => r.createAuthor,
      note: (r) => r.note,
    }),
  });
};
