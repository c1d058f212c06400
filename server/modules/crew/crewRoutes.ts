import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CREW_IMPORT_COLUMNS } from '../../../src/contract/import';
import { registerImportRoutes } from '../../lib/import/routes';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { referenceReaders } from '../../../src/domain/access/references';

import { registerCrewExport } from '../../lib/export/resourceExports';
import type { Services } from '../../services';
import { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES } from './crewService';
import { Country, DateOnly, Icao, OneOf, Opt, rowOf, Text } from '../fleet/fleetRoutes';

const crewFields = {
  workNo: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,19}$' }),
  cnName: Text(50),
  enName: Opt(Text(100)),
  sex: Opt(OneOf(CREW_SEXES)),
  nationality: Opt(Country),
  crewType: OneOf(CREW_TYPES),
  position: Opt(OneOf(CREW_POSITIONS)),
  baseIcao: Opt(Icao),
  department: Opt(Text(100)),
  email: Opt(Type.String({ format: 'email', maxLength: 100 })),
  phone: Opt(Type.String({ pattern: '^[0-9+()\\- ]{3,30}$' })),
  birthdate: Opt(DateOnly),
  hireDate: Opt(DateOnly),
  dateTerminated: Opt(DateOnly),
  status: Type.Optional(OneOf(CREW_STATUSES)),
  employeeType: Opt(Text(30)),
  qualifiedTypeIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50, uniqueItems: true })),
};

export const crewRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: '/crew/v1/crews',
    area: 'crew',
    readers: referenceReaders('crew'),
    noun: 'crew member',
    tags: ['crew: crew members'],
    row: rowOf(crewFields),
    fields: crewFields,
    service: services.crews,
  });
  // the crew list's menu declares an import button (server/seed/menus/crew.ts): crew:import
  registerImportRoutes(app, {
    base: '/crew/v1/crews',
    access: { permission: 'crew:import' },
    tags: ['crew: crew members'],
    noun: 'crew member',
    columns: CREW_IMPORT_COLUMNS,
    schema: Type.Object(crewFields, { additionalProperties: false }),
    service: services.crews,
    fileName: 'import.template.crew',
  });

  registerCrewExport(app, services);
};
