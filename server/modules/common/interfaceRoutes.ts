import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { listAnswerSchema, ListQuerySchema, type ListQueryBody } from '../../lib/listQuery';
import { registerExport } from '../../lib/export/registerExport';
import { exportColumns } from '../../lib/export/format';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { INTERFACE_COLUMNS, InterfaceRow } from '../../../src/contract/interfaces';
import type { Services } from '../../services';
import { interfaceRows, pageOf } from './interfaceService';

/** The interface list (`/common/v1/sysInterfaces`): read-only, from the server's own routes. */
export const interfaceRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app) => {
  const tags = ['common: interfaces'];
  const base = '/common/v1/sysInterfaces';
  let rows: InterfaceRow[] | undefined;
  // the routes are all registered once the server is ready: the list is built at the first call
  const all = () => (rows ??= interfaceRows(app.routeCatalog, app.swagger() as never));
  const list = async (_ctx: unknown, body: ListQueryBody) => pageOf(all(), body);

  app.post(`${base}/list`, {
    config: { access: { permission: 'interface:list' } },
    schema: { tags, summary: 'List the interfaces (module, name, permission key, method, URL, type, system)', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(InterfaceRow)), ...errorResponses } },
    handler: async (request) => ok(await list(null, request.body)),
  });

  registerExport<InterfaceRow>(app, {
    base,
    access: { permission: 'interface:export' },
    tags,
    noun: 'interface',
    fileName: 'systemSeat.if.fileName',
    list,
    columns: exportColumns<InterfaceRow>(INTERFACE_COLUMNS, {
      module: (r) => r.module,
      name: (r) => r.name,
      key: (r) => r.key,
      method: (r) => r.method,
      url: (r) => r.url,
      type: (r) => r.type,
      system: (r) => r.system,
    }),
  });
};
