import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REFERENCE_STATUSES } from '../../../src/domain/reference';
import { networkConfigDecl } from '../../../src/contract/resources';
import { rowSchema } from '../../../src/contract/resources/schema';
import { VersionBody } from '../../../src/contract/access';
import { Envelope, errorResponses, IdParams } from '../../../src/contract/common';
import { ok } from '../../lib/envelope';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const COMMANDS = { enable: REFERENCE_STATUSES[0], disable: REFERENCE_STATUSES[1] } as const;

/**
 * Enable and disable of a network setting as row commands (the declared resource's routes do the
 * rest): at the row's version, 412 when stale; written to the operation log.
 */
export const networkRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const row = rowSchema(networkConfigDecl);
  for (const [command, status] of Object.entries(COMMANDS)) {
    app.post(`${networkConfigDecl.path}/:id/${command}`, {
      config: { access: { permission: `${networkConfigDecl.area}:${command}` } },
      schema: {
        tags: [networkConfigDecl.tag],
        summary: `${command === 'enable' ? 'Enable' : 'Disable'} a network setting (the app ${command === 'enable' ? 'uses' : 'stops using'} its addresses)`,
        params: IdParams,
        body: Type.Object(VersionBody, { additionalProperties: false }),
        response: { 200: Envelope(row), ...errorResponses },
      },
      handler: async (request) => {
        // a declared service is typed by no particular declaration: the status is one of its fields
        const row = await services.declared.networkConfig!.update(ctxOf(request), request.params.id, { version: request.body.version, status } as never);
        return ok(row as never);
      },
    });
  }
};
