/** Crew rosters (`/crew/v1/rosters/…`, server/modules/crew/roster). Types: src/contract/roster.ts. */
import type { RosterPublicationList, RosterPublicationsBody, RosterPublishAnswer, RosterPublishBody, RosterWindow } from '../contract/roster';
import type { CrewType } from '../domain/trip/crewAssignment';
import { api } from './http';

export type { RosterPublication, RosterPublicationList, RosterPublishAnswer, RosterWindow } from '../contract/roster';
export type RosterOpenLeg = RosterWindow['openLegs'][number];
export type RosterActivity = RosterWindow['activities'][number];

export const rosterApi = {
  window: (crewType: CrewType, from: string, to: string) => api.read<RosterWindow>('/crew/v1/rosters/window', { crewType, from, to }),
  publish: (body: RosterPublishBody) => api.post<RosterPublishAnswer>('/crew/v1/rosters/publish', body),
  publications: (body: RosterPublicationsBody) => api.read<RosterPublicationList>('/crew/v1/rosters/publications/list', body),
};
