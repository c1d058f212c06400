/**
 * Crew rosters (server/modules/crew/roster/rosterRoutes.ts): the window of one crew type's roster
 * (the crew window of the Gantt for that type, plus the legs still missing one of its roles, the
 * crew's activities and the change marks since publication), publishing a period, and the list of
 * publications.
 */
import { Type, type Static } from 'typebox';
import { CREW_TYPES } from '../domain/resourceEnums';
import { CREW_ACTIVITY_KINDS } from '../domain/crew/recordChecks';
import { LEG_CREW_ROLE_LIST } from '../domain/trip/crewAssignment';
import { Instant, Uuid, UtcInstant, type Wire } from './common';
import { DateOnly, NStr, OneOf } from './recordFields';
import { CrewWindow, GanttLeg } from './trip/gantt';

export const RosterCrewType = OneOf(CREW_TYPES);
const Role = OneOf(LEG_CREW_ROLE_LIST);

/** `POST /crew/v1/rosters/window`: one crew type's roster over [from, to) (at most 62 days). */
export const RosterWindowBody = Type.Object({ crewType: RosterCrewType, from: UtcInstant, to: UtcInstant }, { additionalProperties: false });

/** A leg of the window with an aircraft that still misses a role of this roster. */
export const RosterOpenLeg = Type.Object({
  leg: GanttLeg,
  tailNo: NStr,
  aircraftTypeId: Type.Union([Uuid, Type.Null()]),
  /** The roles of this roster still missing (pilots: pic and/or sic; cabin, maintenance: one more). */
  missing: Type.Array(Role),
});
/** A crew member's leave, rest, official business, training or standby meeting the window. */
export const RosterActivity = Type.Object({
  id: Uuid,
  crewId: Uuid,
  kind: OneOf(CREW_ACTIVITY_KINDS),
  startUtc: Instant,
  endUtc: Instant,
  place: NStr,
});
/** An assignment a publication held that is gone now (a ghost mark on its crew member's row). */
export const RosterRemoved = Type.Object({
  assignmentId: Uuid,
  crewId: Uuid,
  role: Type.String(),
  leg: GanttLeg,
});
/** An assignment whose crew member no longer meets the crew rules on its leg (a document expired or edited since, leave recorded since). */
export const RosterInvalid = Type.Object({
  assignmentId: Uuid,
  /** The rule's message key (`crewRecord.error.*`, `trip.error.*`) and its parameters. */
  key: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
/** A published period of one crew type. */
export const RosterPublication = Type.Object({
  id: Uuid,
  crewType: RosterCrewType,
  fromDate: Type.String(),
  toDate: Type.String(),
  zone: Type.String(),
  note: NStr,
  /** Assignments the period held when published. */
  assignmentCount: Type.Integer(),
  /** Crew members it held assignments of. */
  crewCount: Type.Integer(),
  createAuthor: NStr,
  createTime: Instant,
});
export type RosterPublication = Wire<Static<typeof RosterPublication>>;

export const RosterWindow = Type.Object({
  ...CrewWindow.properties,
  crewType: RosterCrewType,
  openLegs: Type.Array(RosterOpenLeg),
  activities: Type.Array(RosterActivity),
  /** Assignments added after the latest publication covering their leg's day. */
  changed: Type.Array(Uuid),
  removed: Type.Array(RosterRemoved),
  /** Assignments of the window whose crew member no longer meets the crew rules on the leg. */
  invalid: Type.Array(RosterInvalid),
  /** The operator's zone: the days of publications are its days. */
  zone: Type.String(),
  /** The latest publication meeting the window. */
  lastPublication: Type.Union([RosterPublication, Type.Null()]),
});
export type RosterWindow = Wire<Static<typeof RosterWindow>>;

/** `POST /crew/v1/rosters/publish`: the days [fromDate, toDate] in the operator's zone (at most 62). */
export const RosterPublishBody = Type.Object(
  { crewType: RosterCrewType, fromDate: DateOnly, toDate: DateOnly, note: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type RosterPublishBody = Static<typeof RosterPublishBody>;
export const RosterPublishAnswer = Type.Object({
  publication: RosterPublication,
  /** False: nothing changed since the same period was published; no message was sent. */
  created: Type.Boolean(),
  /** Crew members told (their assignments in the period changed since they were last told). */
  notified: Type.Integer(),
});
export type RosterPublishAnswer = Wire<Static<typeof RosterPublishAnswer>>;

/** `POST /crew/v1/rosters/publications/list`: newest first. */
export const RosterPublicationsBody = Type.Object(
  {
    crewType: RosterCrewType,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type RosterPublicationsBody = Static<typeof RosterPublicationsBody>;
export const RosterPublicationList = Type.Object({ list: Type.Array(RosterPublication), total: Type.Integer() });
export type RosterPublicationList = Wire<Static<typeof RosterPublicationList>>;
