import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AircraftCreate, AircraftRow, AircraftTypeCreate, AircraftTypeRow, AircraftTypeUpdate, AircraftUpdate } from '../../../src/contract/fleet';
import { referenceReaders } from '../../../src/domain/access/references';
import { registerAircraftExport, registerAircraftTypeExport } from '../../lib/export/resourceExports';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import type { Services } from '../../services';
import { registerStatisticsRoutes } from './statisticsRoutes';

/** Field shapes other modules' schemas still import from here (defined in src/contract/recordFields.ts). */
export { Country, DateOnly, Icao, OneOf, Opt, Text } from '../../../src/contract/recordFields';

export const fleetRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: '/fleet/v1/aircraftTypes',
    area: 'aircraftType',
    readers: referenceReaders('aircraftType'),
    noun: 'aircraft type',
    tags: ['fleet: aircraft types'],
    row: AircraftTypeRow,
    create: AircraftTypeCreate,
    update: AircraftTypeUpdate,
    service: services.aircraftTypes,
  });
  registerCrudRoutes(app, {
    base: '/fleet/v1/aircraft',
    area: 'aircraft',
    readers: referenceReaders('aircraft'),
    noun: 'aircraft',
    tags: ['fleet: aircraft'],
    row: AircraftRow,
    create: AircraftCreate,
    update: AircraftUpdate,
    service: services.aircraft,
  });
  registerAircraftTypeExport(app, services);
  registerAircraftExport(app, services);
  registerStatisticsRoutes(app, services.aircraftStatistics);
};
