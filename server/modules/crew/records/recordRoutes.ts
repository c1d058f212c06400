/**
 * Routes of the crew record tabs (`/crew/v1/<CREW_RECORD_PATHS>`: list, get, create, update, delete,
 * export), pilot jobs (`/crew/v1/pilotJobs`) and the crew settings (`/crew/v1/settings`). Reading a
 * tab needs the crew detail screen (`crewDetail:list`) or the crew list (`crew:list`); changing one
 * needs the tab's button of the crew detail (docs/crew-records.md).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from 'typebox';
import { Envelope, errorResponses, Uuid } from '../../../../src/contract/common';
import {
  CREW_ABILITY_COLUMNS,
  CREW_ACTIVITY_COLUMNS,
  CREW_CONTRACT_COLUMNS,
  CREW_DOCUMENT_COLUMNS,
  CREW_EQUIPMENT_COLUMNS,
  CREW_MEMBERSHIP_COLUMNS,
  CREW_TRAINING_COLUMNS,
  PILOT_JOB_COLUMNS,
} from '../../../../src/contract/crewRecordColumns';
import * as C from '../../../../src/contract/crewRecords';
import type { ColumnDecl } from '../../../../src/contract/export';
import { PilotJobCreate, PilotJobRow, PilotJobUpdate } from '../../../../src/contract/pilotJob';
import { ok } from '../../../lib/envelope';
import { exportColumns } from '../../../lib/export/format';
import { registerExport } from '../../../lib/export/registerExport';
import { registerCrudRoutes, type CrudService } from '../../../lib/resourceRoutes';
import { ctxOf } from '../../../plugins/access';
import type { Services } from '../../../services';
import { registerLicenceImport } from './licenceImport';

const BASE = '/crew/v1';
const READERS = ['crew:list'] as const;
const tags = ['crew: crew records'];

/** Export of a tab: every declared column reads the row's field of its key. */
function registerTabExport(app: FastifyInstance, path: string, noun: string, columns: readonly ColumnDecl[], list: Parameters<typeof registerExport>[1]['list']) {
  type Row = Record<string, unknown>;
  registerExport<Row>(app, {
    base: `${BASE}/${path}`,
    access: { permission: 'crewDetail:export', or: ['crew:export'] },
    tags,
    noun,
    fileName: `crewRecordServer.fileName.${path}`,
    list,
    columns: exportColumns(columns, Object.fromEntries(columns.map((c) => [c.key, (r: Row) => r[c.key]]))),
  });
}

interface Tab {
  path: string;
  noun: string;
  row: TObject;
  create: TObject;
  update: TObject;
  write: { permission: string; or?: readonly string[] };
  columns: readonly ColumnDecl[];
  service: CrudService<never, never> & { list: Parameters<typeof registerExport>[1]['list'] };
}

export const crewRecordRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const r = services.crewRecords;
  const P = C.CREW_RECORD_PATHS;
  const button = (b: string) => ({ permission: `crewDetail:${b}` });
  const tabs: Tab[] = [
    { path: P.document, noun: 'crew document', row: C.CrewDocumentRow, create: C.CrewDocumentCreate, update: C.CrewDocumentUpdate, write: button('licence'), columns: CREW_DOCUMENT_COLUMNS, service: r.documents as never },
    { path: P.ability, noun: 'crew type ability', row: C.CrewAbilityRow, create: C.CrewAbilityCreate, update: C.CrewAbilityUpdate, write: button('licence'), columns: CREW_ABILITY_COLUMNS, service: r.abilities as never },
    { path: P.activity, noun: 'crew activity', row: C.CrewActivityRow, create: C.CrewActivityCreate, update: C.CrewActivityUpdate, write: button('rest'), columns: CREW_ACTIVITY_COLUMNS, service: r.activities as never },
    // the route opens to either button; the service checks the row's own kind
    { path: P.training, noun: 'crew training or examination', row: C.CrewTrainingRow, create: C.CrewTrainingCreate, update: C.CrewTrainingUpdate, write: { permission: 'crewDetail:training', or: ['crewDetail:exam'] }, columns: CREW_TRAINING_COLUMNS, service: r.trainings as never },
    { path: P.contract, noun: 'crew contract', row: C.CrewContractRow, create: C.CrewContractCreate, update: C.CrewContractUpdate, write: button('contract'), columns: CREW_CONTRACT_COLUMNS, service: r.contracts as never },
    { path: P.equipment, noun: 'crew equipment', row: C.CrewEquipmentRow, create: C.CrewEquipmentCreate, update: C.CrewEquipmentUpdate, write: button('equipment'), columns: CREW_EQUIPMENT_COLUMNS, service: r.equipment as never },
    { path: P.membership, noun: 'crew membership', row: C.CrewMembershipRow, create: C.CrewMembershipCreate, update: C.CrewMembershipUpdate, write: button('membership'), columns: CREW_MEMBERSHIP_COLUMNS, service: r.memberships as never },
  ];
  for (const tab of tabs) {
    registerCrudRoutes(app, {
      base: `${BASE}/${tab.path}`,
      area: 'crewDetail',
      readers: READERS,
      writePermission: tab.write,
      noun: tab.noun,
      tags,
      row: tab.row,
      create: tab.create,
      update: tab.update,
      service: tab.service,
    });
    registerTabExport(app, tab.path, tab.noun, tab.columns, tab.service.list);
  }
  registerLicenceImport(app, services);

  registerCrudRoutes(app, {
    base: `${BASE}/pilotJobs`,
    area: 'pilotJob',
    noun: 'pilot job',
    tags: ['crew: pilot jobs'],
    row: PilotJobRow,
    create: PilotJobCreate,
    update: PilotJobUpdate,
    service: r.pilotJobs,
  });
  registerExport<Record<string, unknown>>(app, {
    base: `${BASE}/pilotJobs`,
    access: { permission: 'pilotJob:export' },
    tags: ['crew: pilot jobs'],
    noun: 'pilot job',
    fileName: 'crewRecordServer.fileName.pilotJobs',
    list: r.pilotJobs.list,
    columns: exportColumns(PILOT_JOB_COLUMNS, Object.fromEntries(PILOT_JOB_COLUMNS.map((c) => [c.key, (row: Record<string, unknown>) => row[c.key]]))),
  });

  app.get(`${BASE}/crews/:id/flightTime`, {
    config: { access: { permission: 'crewDetail:list', or: ['crew:list'] } },
    schema: {
      tags,
      summary: "A crew member's flight time from the confirmed flight logs (all, last 90 and 365 days) with the time before joining",
      params: Type.Object({ id: Uuid }),
      response: { 200: Envelope(C.CrewFlightTime), ...errorResponses },
    },
    handler: async (request) => ok(await r.flightTime.get(ctxOf(request), request.params.id)),
  });

  app.get(`${BASE}/crews/:id/assignmentIssues`, {
    config: { access: { permission: 'crewDetail:list', or: ['crew:list'] } },
    schema: {
      tags,
      summary: "The crew member's assignments on legs not yet flown that the crew rules refuse now (a record edited or expired since, leave recorded over them)",
      params: Type.Object({ id: Uuid }),
      response: { 200: Envelope(Type.Array(C.CrewAssignmentIssue)), ...errorResponses },
    },
    handler: async (request) => ok(await r.assignmentIssues.list(ctxOf(request), request.params.id)),
  });

  app.get(`${BASE}/settings`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The operator’s crew-record rules (defaults at version 0)', response: { 200: Envelope(C.CrewSettings), ...errorResponses } },
    handler: async (request) => ok(await r.settings.get(ctxOf(request))),
  });
  app.put(`${BASE}/settings`, {
    config: { access: { permission: 'crewDetail:licence' } },
    schema: { tags, summary: 'Change the operator’s crew-record rules (a stale version answers 412)', body: C.CrewSettings, response: { 200: Envelope(C.CrewSettings), ...errorResponses } },
    handler: async (request) => ok(await r.settings.update(ctxOf(request), request.body)),
  });
};
