import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { VersionAnswer } from '../../../src/contract/account';
import type { Services } from '../../services';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * `GET /uaa/version` (public): the browser polls it every 5 minutes and on focus and shows the
 * forced-update dialog when the version differs from the one it was built with (requirements S2, S4).
 */
export const versionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app) => {
  const build = new Date().toISOString();
  app.get('/uaa/version', {
    config: { access: 'public' },
    schema: {
      tags: ['uaa'],
      summary: 'Application version and server start time (forced-update check)',
      response: { 200: Envelope(VersionAnswer), ...errorResponses },
    },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok({ version: pkg.version, build });
    },
  });
};
