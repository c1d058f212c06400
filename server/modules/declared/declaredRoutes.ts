import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declaredImportColumns, DECLARED_RESOURCES, labelKeys } from '../../../src/contract/resources';
import { createSchema, rowSchema, updateSchema } from '../../../src/contract/resources/schema';
import { registerDeclaredExport } from '../../lib/export/resourceExports';
import { registerImportRoutes } from '../../lib/import/routes';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import type { Services } from '../../services';

/** list / get / create / update / delete, export and import of every declared resource, at the path its declaration names. */
export const declaredRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  for (const decl of DECLARED_RESOURCES) {
    registerCrudRoutes(app, {
      base: decl.path,
      area: decl.area,
      noun: decl.noun,
      tags: [decl.tag],
      row: rowSchema(decl),
      create: createSchema(decl),
      update: updateSchema(decl),
      service: services.declared[decl.name]!,
    });
    registerDeclaredExport(app, decl, services);
    // the crud screens' menus declare no import button (server/seed/menus/helpers.ts crud): importing is adding, `<area>:add`
    registerImportRoutes(app, {
      base: decl.path,
      access: { permission: `${decl.area}:add` },
      tags: [decl.tag],
      noun: decl.noun,
      columns: declaredImportColumns(decl),
      schema: createSchema(decl),
      service: services.declared[decl.name]!,
      fileName: labelKeys(decl).fileName,
    });
  }
};
