/**
 * The Gantt chart (server/modules/trip/gantt/ganttRoutes.ts, requirements D2, D4, D8): a time
 * window's rows and leg bars in the fleet, crew and passenger views, and the drag of a leg to
 * another aircraft or time on the trip's version (answers the trip with its legs; 412 when stale).
 */
import { Type, type Static } from 'typebox';
import { CREW_TYPES } from '../../domain/resourceEnums';
import { CREW_ACTIVITY_KINDS } from '../../domain/crew/recordChecks';
import { LEG_CREW_ROLE_LIST } from '../../domain/trip/crewAssignment';
import { CREW_ASSIGNMENT_STATES } from '../../domain/trip/statuses';
import { Instant, Uuid, UtcInstant, type Wire } from '../common';
import { N, OneOf, Reason, Version } from './fields';
import { DutyChangeVerdict } from '../dutyTime';

export const GanttWindowBody = Type.Object({ from: UtcInstant, to: UtcInstant, view: Type.Literal('fleet') }, { additionalProperties: false });

/** An aircraft row of the fleet view. */
export const GanttRow = Type.Object({
  id: Uuid,
  tailNo: Type.String(),
  typeCode: N(Type.String()),
  status: Type.String(),
  /** 4 AOG, 3 MEL, 2 maintenance, else in service. */
  ganttStatus: Type.Integer(),
  sortNum: Type.Integer(),
  enabled: Type.Boolean(),
});
/** A leg bar (every view). */
export const GanttLeg = Type.Object({
  id: Uuid,
  tripId: Uuid,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  /** The leg's flight number (bar labels); optional so older cached windows still read. */
  flightNo: Type.Optional(N(Type.String())),
  aircraftId: N(Uuid),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
  actualOffUtc: N(Instant),
  actualOnUtc: N(Instant),
  /** A takeoff / landing detected from positions and not confirmed yet (aircraft rows' legs; optional for cached windows). */
  detectedOffUtc: Type.Optional(N(Instant)),
  detectedOnUtc: Type.Optional(N(Instant)),
  legState: Type.Integer(),
  isFerry: Type.Boolean(),
  locked: Type.Boolean(),
  forcedOverlapReason: N(Type.String()),
  tripVersion: Type.Integer(),
});
const WindowRange = Type.Object({ from: Type.String(), to: Type.String() });
const UpkeepStatusSchema = OneOf(['aog', 'mel', 'maintenance'] as const);
/** An aircraft's AOG, MEL or maintenance span meeting the window (row background; `code` 4, 3, 2 as the row status). */
export const GanttUpkeepSpan = Type.Object({
  aircraftId: Uuid,
  status: UpkeepStatusSchema,
  code: Type.Integer(),
  start: Instant,
  /** Null: open-ended (until the fault is closed). */
  end: N(Instant),
  sourceId: Uuid,
  /** MEL item number or inspection name. */
  label: Type.String(),
  deadlineUtc: N(Instant),
});
/** The facts behind the spans, so the browser's move verdict refuses and warns as the server does. */
export const GanttUpkeepFault = Type.Object({
  id: Uuid,
  aircraftId: Uuid,
  kind: OneOf(['aog', 'mel', 'maintenance'] as const),
  state: OneOf(['open', 'closed'] as const),
  melItem: N(Type.String()),
  discoveredUtc: Instant,
  closedUtc: N(Instant),
  deadlineUtc: N(Instant),
  expectedReturnUtc: N(Instant),
  descriptionZh: Type.String(),
  descriptionEn: Type.String(),
});
export const GanttUpkeepPlan = Type.Object({ id: Uuid, aircraftId: Uuid, name: Type.String(), plannedStartUtc: Instant, plannedEndUtc: Instant });
export const GanttWindow = Type.Object({
  rows: Type.Array(GanttRow),
  items: Type.Array(GanttLeg),
  unassigned: Type.Array(GanttLeg),
  /** Upkeep spans of the rows' aircraft meeting the window (optional: older cached windows). */
  spans: Type.Optional(Type.Array(GanttUpkeepSpan)),
  faults: Type.Optional(Type.Array(GanttUpkeepFault)),
  plans: Type.Optional(Type.Array(GanttUpkeepPlan)),
  window: WindowRange,
  /** Version of the answer's shape; the browser drops a cached window of another version. */
  schemaVersion: Type.Integer(),
});

const CrewTypeSchema = OneOf(CREW_TYPES);
export const CrewWindowBody = Type.Object(
  { from: UtcInstant, to: UtcInstant, crewTypes: Type.Optional(Type.Array(CrewTypeSchema, { maxItems: CREW_TYPES.length, uniqueItems: true })) },
  { additionalProperties: false },
);
export const PassengerWindowBody = Type.Object({ from: UtcInstant, to: UtcInstant }, { additionalProperties: false });

export const GanttCrewRow = Type.Object({
  id: Uuid,
  workNo: Type.String(),
  cnName: Type.String(),
  enName: N(Type.String()),
  crewType: CrewTypeSchema,
  position: N(Type.String()),
  baseIcao: N(Type.String()),
});
export const GanttAssignment = Type.Object({ id: Uuid, legId: Uuid, crewId: Uuid, role: OneOf(LEG_CREW_ROLE_LIST), status: OneOf(CREW_ASSIGNMENT_STATES) });
/** A crew member's leave, rest, official business, training or standby (the crew records), a crew status of its own. */
export const GanttCrewActivity = Type.Object({ id: Uuid, crewId: Uuid, kind: OneOf(CREW_ACTIVITY_KINDS), startUtc: Instant, endUtc: Instant, place: N(Type.String()) });
/** `POST /trip/v1/gantt/crewWindow`: legs of the window ± a day, so duty periods at its edges are whole. */
export const CrewWindow = Type.Object({
  rows: Type.Array(GanttCrewRow),
  legs: Type.Array(GanttLeg),
  assignments: Type.Array(GanttAssignment),
  activities: Type.Array(GanttCrewActivity),
  crewTypes: Type.Array(CrewTypeSchema),
  dutyParams: Type.Object({ preparationMinutes: Type.Integer(), finishingMinutes: Type.Integer(), minRestMinutes: Type.Integer() }),
  regulation: Type.Object({ id: Type.String(), name: Type.String() }),
  window: WindowRange,
});
export const GanttPassengerRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  nationality: N(Type.String()),
  documentType: N(Type.String()),
  /** Masked: the last four characters. */
  document: N(Type.String()),
  legCount: Type.Integer(),
});
export const PassengerWindow = Type.Object({
  rows: Type.Array(GanttPassengerRow),
  legs: Type.Array(GanttLeg),
  bookings: Type.Array(Type.Object({ id: Uuid, legId: Uuid, passengerId: Type.String() })),
  window: WindowRange,
});

export const MoveLegBody = Type.Object(
  {
    version: Version,
    aircraftId: Uuid,
    plannedDepartureUtc: UtcInstant,
    forceOverlapReason: Reason,
    /** Forces a duty-time warning (or a failure of the operator's own policy) of the leg's crew; logged. */
    dutyForceReason: Reason,
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Where a leg stands before and after a move (readiness items follow the aircraft and the times). */
const MovedLegState = Type.Object({
  aircraftId: N(Uuid),
  tailNo: N(Type.String()),
  legState: Type.Integer(),
  airworthiness: N(Type.String()),
  hasFlightPlan: Type.Boolean(),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
});
const PreviewFerry = Type.Object({
  aircraftId: Uuid,
  tailNo: N(Type.String()),
  tripNumber: Type.String(),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
});

/**
 * What a move would do, evaluated by the move itself in a transaction that is rolled back
 * (`POST /trip/v1/tripLegs/{id}/move/preview`, same body as the move): the leg before and after,
 * the readiness items it loses, the warnings it would ask to confirm, the ferry legs it would add
 * or remove on the aircraft involved, the leg's crew (with whether a pilot is rated on the new
 * aircraft's type) and the crew's duty-time verdict. Refusals answer 400 like the move.
 */
export const MovePreview = Type.Object({
  legId: Uuid,
  before: MovedLegState,
  after: MovedLegState,
  /** Readiness items the move clears: 'state' (the leg falls back from ready or released), 'airworthiness', 'flightPlan'. */
  readinessLost: Type.Array(Type.String()),
  warnings: Type.Array(Type.Object({ key: Type.String(), params: Type.Optional(Type.Record(Type.String(), Type.Unknown())) })),
  ferriesAdded: Type.Array(PreviewFerry),
  ferriesRemoved: Type.Array(PreviewFerry),
  crew: Type.Array(Type.Object({ crewId: Uuid, workNo: Type.String(), name: Type.String(), role: Type.String(), qualified: N(Type.Boolean()) })),
  /** The duty-time verdict of the leg's pilots after the move; null when the move does not change their times. */
  duty: N(DutyChangeVerdict),
  /** The trip version the preview was taken on. */
  version: Type.Integer(),
});

export type GanttWindowBody = Static<typeof GanttWindowBody>;
export type CrewWindowBody = Static<typeof CrewWindowBody>;
export type PassengerWindowBody = Static<typeof PassengerWindowBody>;
export type MoveLegBody = Static<typeof MoveLegBody>;
export type MovePreview = Static<typeof MovePreview>;
export type MovePreviewAnswer = Wire<MovePreview>;
export type CrewTypeCode = Static<typeof CrewTypeSchema>;
/** Browser side. */
export type GanttRowAnswer = Wire<Static<typeof GanttRow>>;
export type GanttLegAnswer = Wire<Static<typeof GanttLeg>>;
export type GanttWindowAnswer = Wire<Static<typeof GanttWindow>>;
export type GanttCrewRow = Wire<Static<typeof GanttCrewRow>>;
export type GanttAssignment = Wire<Static<typeof GanttAssignment>>;
export type GanttCrewActivity = Wire<Static<typeof GanttCrewActivity>>;
export type CrewWindowAnswer = Wire<Static<typeof CrewWindow>>;
export type GanttPassengerRow = Wire<Static<typeof GanttPassengerRow>>;
export type PassengerWindowAnswer = Wire<Static<typeof PassengerWindow>>;
