import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DECLARED_RESOURCES } from '../../../src/contract/resources';
import { fieldsSchema, rowSchema } from '../../../src/contract/resources/schema';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import type { Services } from '../../services';

/** list / get / create / update / delete of every declared resource, at the path its declaration names. */
export const declaredRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  for (const decl of DECLARED_RESOURCES) {
    registerCrudRoutes(app, {
      base: decl.path,
      area: decl.area,
      noun: decl.noun,
      tags: [decl.tag],
      row: rowSchema(decl),
      fields: fieldsSchema(decl),
      createOnly: Object.entries(decl.fields).filter(([, f]) => f.createOnly).map(([name]) => name),
      service: services.declared[decl.name]!,
    });
  }
};
