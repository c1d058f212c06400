/**
 * Colours and marks of crew rows and duty-status bars, shared by the Gantt's crew view and the
 * crew rosters.
 */
import type { CrewActivityKind } from '../../domain/crew/recordChecks';
import { CrewGanttStatus } from '../../domain/dutyTime/crewSchedule';

/** Bar colours of the crew statuses (flight duty uses the leg-state colours). */
export const CREW_STATUS_COLOURS: Record<CrewGanttStatus, string> = {
  waitForOrders: '#fbb360',
  rest: '#72ca9b',
  officialBusiness: '#a7b6c2',
  restBeforeAfter: '#72ca9b',
  preparation: '#9179f2',
  flightDuty: '#91caff',
  passStation: '#c5cbd3',
  stopRest: '#d69fd6',
  postFlight: '#bdadff',
};

/**
 * The crew records' activities as crew statuses: standby is waiting for orders, rest and official
 * business are theirs; leave and training have statuses (and colours) of their own.
 */
export const ACTIVITY_STATUS: Readonly<Record<CrewActivityKind, CrewGanttStatus | null>> = {
  standby: CrewGanttStatus.waitForOrders,
  rest: CrewGanttStatus.rest,
  officialBusiness: CrewGanttStatus.officialBusiness,
  leave: null,
  training: null,
};
/** Bar colours of the activities (those with a crew status use its colour). */
export const ACTIVITY_COLOURS: Readonly<Record<CrewActivityKind, string>> = {
  standby: CREW_STATUS_COLOURS.waitForOrders,
  rest: CREW_STATUS_COLOURS.rest,
  officialBusiness: CREW_STATUS_COLOURS.officialBusiness,
  leave: '#e76a6e',
  training: '#4c90f0',
};
/** The activities with no crew status of their own (their legend entries). */
export const OWN_ACTIVITIES: readonly CrewActivityKind[] = (Object.keys(ACTIVITY_STATUS) as CrewActivityKind[]).filter((k) => ACTIVITY_STATUS[k] === null);

/** Statuses drawn translucent (rests). */
export const SOFT: ReadonlySet<CrewGanttStatus> = new Set([CrewGanttStatus.restBeforeAfter, CrewGanttStatus.stopRest, CrewGanttStatus.rest]);

/** Position codes shown before a crew member's name (as crew rosters abbreviate them). */
export const POSITION_CODES: Record<string, string> = { captain: 'CA', firstOfficer: 'FO', secondOfficer: 'SO', purser: 'PS', flightAttendant: 'FA', engineer: 'EN', mechanic: 'MX' };

/** Row marks by crew type. */
export const CREW_TYPE_COLOURS: Record<string, string> = { pilot: '#2d72d2', cabin: '#d33d17', maintenance: '#738091' };
