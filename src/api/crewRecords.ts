/**
 * A crew member's record tabs and the pilot jobs (server/modules/crew/records; contracts
 * src/contract/crewRecords.ts and pilotJob.ts): each tab is a plain company-owned resource under
 * `/crew/v1/<path>` filtered by `crewId`, with its xlsx export at `<path>/export`.
 */
import { CREW_RECORD_PATHS, type CrewAssignmentIssue, type CrewFlightTime, type CrewAbilityRow, type CrewActivityRow, type CrewContractRow, type CrewDocumentRow, type CrewEquipmentRow, type CrewMembershipRow, type CrewRecordResource, type CrewSettings, type CrewTrainingRow } from '../contract/crewRecords';
import type { PilotJobRow } from '../contract/pilotJob';
import { crewFileTypeDecl, licenceTypeDecl, medicalTypeDecl, securityTypeDecl } from '../contract/resources';
import type { CrewDocumentTableKind } from '../domain/crew/records';
import { api } from './http';
import { crudApi } from './resources';

export type { CrewAbilityRow, CrewActivityRow, CrewContractRow, CrewDocumentRow, CrewEquipmentRow, CrewMembershipRow, CrewTrainingRow, PilotJobRow };

const base = (resource: CrewRecordResource) => `/crew/v1/${CREW_RECORD_PATHS[resource]}`;
/** `POST <base>/export` of a tab. */
export const crewRecordExportUrl = (resource: CrewRecordResource) => `${base(resource)}/export`;

export const crewDocumentApi = crudApi<CrewDocumentRow>(base('document'));
export const crewAbilityApi = crudApi<CrewAbilityRow>(base('ability'));
export const crewActivityApi = crudApi<CrewActivityRow>(base('activity'));
export const crewTrainingApi = crudApi<CrewTrainingRow>(base('training'));
export const crewContractApi = crudApi<CrewContractRow>(base('contract'));
export const crewEquipmentApi = crudApi<CrewEquipmentRow>(base('equipment'));
export const crewMembershipApi = crudApi<CrewMembershipRow>(base('membership'));

/** The licence import (`POST /crew/v1/documents/import`, xlsx, with its template). */
export const CREW_DOCUMENT_IMPORT_BASE = base('document');

export const PILOT_JOB_BASE = '/crew/v1/pilotJobs';
export const pilotJobApi = crudApi<PilotJobRow>(PILOT_JOB_BASE);

/** A document type as the choice lists read it. */
export interface DocumentTypeRow {
  id: string;
  name: string;
  nameEn: string | null;
}
/** The operator's type table of each document kind. */
export const documentTypeApis: Record<CrewDocumentTableKind, ReturnType<typeof crudApi<DocumentTypeRow>>> = {
  licence: crudApi<DocumentTypeRow>(licenceTypeDecl.path),
  medical: crudApi<DocumentTypeRow>(medicalTypeDecl.path),
  security: crudApi<DocumentTypeRow>(securityTypeDecl.path),
  file: crudApi<DocumentTypeRow>(crewFileTypeDecl.path),
};

/** The operator's crew-record rules (`GET|PUT /crew/v1/settings`; version 0 = the defaults). */
export const crewSettingsApi = {
  get: () => api.get<CrewSettings>('/crew/v1/settings'),
  save: (body: CrewSettings) => api.put<CrewSettings>('/crew/v1/settings', body),
};

/** A crew member's flight time from the confirmed flight logs, with the time before joining (`GET /crew/v1/crews/{id}/flightTime`). */
export const crewFlightTimeApi = {
  get: (crewId: string) => api.get<CrewFlightTime>(`/crew/v1/crews/${crewId}/flightTime`, { silent: true }),
};
export type { CrewFlightTime };

/** A crew member's assignments on legs not yet flown that the crew rules refuse now (`GET /crew/v1/crews/{id}/assignmentIssues`). */
export const crewAssignmentIssueApi = {
  list: (crewId: string) => api.get<CrewAssignmentIssue[]>(`/crew/v1/crews/${crewId}/assignmentIssues`, { silent: true }),
};
export type { CrewAssignmentIssue };
