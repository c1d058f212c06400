import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CrewCreate, CrewRow, CrewUpdate } from '../../../src/contract/crew';
import { CREW_IMPORT_COLUMNS } from '../../../src/contract/import';
import { referenceReaders } from '../../../src/domain/access/references';
import { registerCrewExport } from '../../lib/export/resourceExports';
import { registerImportRoutes } from '../../lib/import/routes';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import type { Services } from '../../services';

export const crewRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: '/crew/v1/crews',
    area: 'crew',
    readers: referenceReaders('crew'),
    noun: 'crew member',
    tags: ['crew: crew members'],
    row: CrewRow,
    create: CrewCreate,
    update: CrewUpdate,
    service: services.crews,
  });
  // the crew list's menu declares an import button (server/seed/menus/crew.ts): crew:import
  registerImportRoutes(app, {
    base: '/crew/v1/crews',
    access: { permission: 'crew:import' },
    tags: ['crew: crew members'],
    noun: 'crew member',
    columns: CREW_IMPORT_COLUMNS,
    schema: CrewCreate,
    service: services.crews,
    fileName: 'import.template.crew',
  });

  registerCrewExport(app, services);
};
