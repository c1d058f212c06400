/** The licence import routes (`POST /crew/v1/documents/import`, `GET …/importTemplate`; rows: licenceRows.ts). */
import type { FastifyInstance } from 'fastify';
import { LICENCE_IMPORT_COLUMNS } from '../../../../src/contract/crewRecordColumns';
import { CrewDocumentCreate } from '../../../../src/contract/crewRecords';
import { registerImportRoutes } from '../../../lib/import/routes';
import type { Services } from '../../../services';

export function registerLicenceImport(app: FastifyInstance, services: Services): void {
  registerImportRoutes(app, {
    base: '/crew/v1/documents',
    access: { permission: 'crewDetail:licence' },
    tags: ['crew: crew records'],
    noun: 'licence',
    columns: LICENCE_IMPORT_COLUMNS,
    schema: CrewDocumentCreate,
    service: services.crewRecords.documents,
    fileName: 'crewRecordServer.fileName.licenceImport',
  });
}
