/**
 * The track module's endpoints (flight following: ingestion, monitored legs, live positions, the
 * position board, a leg's track, detected takeoffs and landings, feed keys): each schema and the
 * type the browser receives (`Wire<Static<…>>`).
 */
import { Type, type Static } from 'typebox';
import { BOARD_PHASES, INGEST_FORMATS, TRACK_EVENT_KINDS, TRACK_EVENT_STATUSES, type TrackPoint } from '../domain/track/types';
import { ALTITUDE_UNITS, SPEED_UNITS } from '../domain/track/units';
import { Instant, Nullable, Uuid, UtcInstant, type Wire } from './common';
import type { ColumnDecl } from './export';
import { ProgressFields } from './legProgress';

const N = Nullable;
const Num = Type.Number();

export const IngestQuery = Type.Object({ format: Type.Union(INGEST_FORMATS.map((f) => Type.Literal(f))) }, { additionalProperties: false });
/** Any JSON object: the format's parser decides (and names what is wrong). */
export const IngestBody = Type.Object({}, { additionalProperties: true });
export const IngestAnswer = Type.Object({
  format: Type.String(),
  received: Type.Integer(),
  stored: Type.Integer(),
  duplicates: Type.Integer(),
  matched: Type.Integer(),
  unknownAircraft: Type.Integer(),
  unknownAddresses: Type.Array(Type.String()),
  skipped: Type.Record(Type.String(), Type.Integer()),
  events: Type.Array(Type.Object({ id: Uuid, legId: Uuid, kind: Type.String(), time: Type.String(), status: Type.String() })),
});

export const MonitorBody = Type.Object(
  {
    from: UtcInstant,
    to: UtcInstant,
    aircraftIds: Type.Optional(Type.Array(Uuid, { maxItems: 500 })),
    customerIds: Type.Optional(Type.Array(Uuid, { maxItems: 500 })),
    states: Type.Optional(Type.Array(Type.Union([Type.Literal(31), Type.Literal(4), Type.Literal(5)]), { maxItems: 3 })),
  },
  { additionalProperties: false },
);

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const TrackEvent = Type.Object({
  id: Uuid,
  legId: Uuid,
  tripId: Uuid,
  aircraftId: Uuid,
  kind: OneOf(TRACK_EVENT_KINDS),
  time: Instant,
  lat: Num,
  lon: Num,
  airportIcao: N(Type.String()),
  status: OneOf(TRACK_EVENT_STATUSES),
  decidedBy: N(Type.String()),
  decidedTime: N(Instant),
  note: N(Type.String()),
});

export const MonitorLeg = Type.Object({
  id: Uuid,
  tripId: Uuid,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  flightNo: N(Type.String()),
  legState: Type.Integer(),
  isFerry: Type.Boolean(),
  locked: Type.Boolean(),
  forcedOverlapReason: N(Type.String()),
  aircraftId: N(Uuid),
  tailNo: N(Type.String()),
  customerId: Uuid,
  customerName: N(Type.String()),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  depLat: N(Num),
  depLon: N(Num),
  depZone: N(Type.String()),
  arrLat: N(Num),
  arrLon: N(Num),
  arrZone: N(Type.String()),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
  actualOffUtc: N(Instant),
  actualOnUtc: N(Instant),
  ...ProgressFields,
});
export const MonitorAnswer = Type.Object({ now: Instant, legs: Type.Array(MonitorLeg), events: Type.Array(TrackEvent) });

const Fix = {
  aircraftId: Uuid,
  tailNo: Type.String(),
  icao24: N(Type.String()),
  typeCode: N(Type.String()),
  status: Type.String(),
  locationIcao: N(Type.String()),
  legId: N(Uuid),
  lat: N(Num),
  lon: N(Num),
  altBaroFt: N(Type.Integer()),
  altGeomFt: N(Type.Integer()),
  onGround: N(Type.Boolean()),
  gsKt: N(Num),
  trackDeg: N(Num),
  vertRateFpm: N(Type.Integer()),
  squawk: N(Type.String()),
  callsign: N(Type.String()),
  source: N(Type.String()),
};
const Point = Type.Object({ time: Num, lat: Num, lon: Num, altFt: N(Num) });

export const LiveBody = Type.Object({ trailMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 720 })) }, { additionalProperties: false });
export const LiveAnswer = Type.Object({
  now: Instant,
  aircraft: Type.Array(Type.Object({ ...Fix, time: Instant, stale: Type.Boolean() })),
  trails: Type.Array(Type.Object({ aircraftId: Uuid, legId: N(Uuid), points: Type.Array(Point) })),
});

/** The leg an aircraft of the board flies now (or the last one under way), with its progress. */
export const BoardLeg = Type.Pick(MonitorLeg, [
  'id', 'tripNumber', 'legNumber', 'flightNo', 'legState', 'departureIcao', 'arrivalIcao',
  'plannedDepartureUtc', 'plannedArrivalUtc', 'actualOffUtc', 'actualOnUtc', ...(Object.keys(ProgressFields) as (keyof typeof ProgressFields)[]),
]);
export const BoardRow = Type.Object({ ...Fix, time: N(Instant), phase: OneOf(BOARD_PHASES), nearestIcao: N(Type.String()), leg: N(BoardLeg) });
export const BoardAnswer = Type.Array(BoardRow);

export const TrackBody = Type.Object({ maxPoints: Type.Optional(Type.Integer({ minimum: 2, maximum: 20_000 })) }, { additionalProperties: false });
export const TrackAnswer = Type.Object({
  legId: Uuid,
  source: Type.Union([Type.Literal('positions'), Type.Literal('archive')]),
  rawCount: Type.Integer(),
  simplified: Type.Boolean(),
  points: Type.Array(Point),
});

export const EventsBody = Type.Object({ legIds: Type.Optional(Type.Array(Uuid, { maxItems: 1000 })) }, { additionalProperties: false });
export const ConfirmBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }), delayReason: Type.Optional(N(Type.String({ maxLength: 200 }))) },
  { additionalProperties: false },
);
export const DismissBody = Type.Object({ note: Type.Optional(N(Type.String({ maxLength: 200 }))) }, { additionalProperties: false });
export const SettingsBody = Type.Object({ autoConfirm: Type.Boolean() }, { additionalProperties: false });

export const KeyBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
export const KeyRow = Type.Object({ id: Uuid, name: Type.String(), prefix: Type.String(), createTime: Instant, lastUsedTime: N(Instant), revokedTime: N(Instant) });

export type MonitorQuery = Static<typeof MonitorBody>;
export type MonitorLegAnswer = Wire<Static<typeof MonitorLeg>>;
export type TrackEventAnswer = Wire<Static<typeof TrackEvent>>;
export type TrackEventKind = TrackEventAnswer['kind'];
export type TrackEventStatus = TrackEventAnswer['status'];
export type MonitorAnswer = Wire<Static<typeof MonitorAnswer>>;
export type LiveAnswer = Wire<Static<typeof LiveAnswer>>;
export type BoardRow = Wire<Static<typeof BoardRow>>;
export type BoardLegAnswer = Wire<Static<typeof BoardLeg>>;
export type BoardPhase = BoardRow['phase'];
export type LegTrackAnswer = Wire<Static<typeof TrackAnswer>>;
export type IngestAnswer = Static<typeof IngestAnswer>;
export type TrackSettings = Static<typeof SettingsBody>;
export type FeedKeyRow = Wire<Static<typeof KeyRow>>;
/** A point of a track as the answers carry it (the domain's type). */
export type { TrackPoint };

/** Columns of the position board's export (the screen's table plus type, heading and callsign). */
export const BOARD_COLUMNS: readonly ColumnDecl[] = [
  { key: 'tailNo', label: 'track.board.tail', kind: 'text' },
  { key: 'typeCode', label: 'track.board.type', kind: 'text' },
  { key: 'phase', label: 'track.board.phase', kind: 'enum', enumPrefix: 'track.board.phase' },
  // a position has no airport of its own: Local shows UTC (as the board does)
  { key: 'time', label: 'track.board.lastSeen', kind: 'datetime', utcInLocal: true },
  { key: 'position', label: 'track.board.position', kind: 'text' },
  { key: 'altitude', label: 'track.board.altitude', kind: 'text' },
  { key: 'speed', label: 'track.board.speed', kind: 'text' },
  { key: 'heading', label: 'track.board.heading', kind: 'number' },
  { key: 'squawk', label: 'track.board.squawk', kind: 'text' },
  { key: 'callsign', label: 'track.board.callsign', kind: 'text' },
];

const ExportFields = {
  columns: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 20 }),
  timeType: Type.Optional(Type.Union([Type.Literal('UTC'), Type.Literal('Local'), Type.Literal('Beijing')])),
};

/** `POST /track/v1/positions/board/export`: the board's (empty) body plus the shown columns, time type and units. */
export const BoardExportBody = Type.Object(
  {
    ...ExportFields,
    speedUnit: Type.Optional(Type.Union(SPEED_UNITS.map((u) => Type.Literal(u)))),
    altitudeUnit: Type.Optional(Type.Union(ALTITUDE_UNITS.map((u) => Type.Literal(u)))),
  },
  { additionalProperties: false },
);
export type BoardExportBody = Static<typeof BoardExportBody>;

/** Columns of the data centre's movements and their export. */
export const MOVEMENT_COLUMNS: readonly ColumnDecl[] = [
  { key: 'flight', label: 'track.monitor.flight', kind: 'text' },
  { key: 'tailNo', label: 'track.board.tail', kind: 'text' },
  { key: 'route', label: 'track.monitor.route', kind: 'text' },
  { key: 'departure', label: 'track.monitor.departure', kind: 'datetime' },
  { key: 'arrival', label: 'track.monitor.arrival', kind: 'datetime' },
  { key: 'status', label: 'track.monitor.state', kind: 'text' },
];

/** `POST /track/v1/monitor/movements/export`: the monitor body the data centre reads with, plus the shown columns and time type. */
export const MovementsExportBody = Type.Object({ ...MonitorBody.properties, ...ExportFields }, { additionalProperties: false });
export type MovementsExportBody = Static<typeof MovementsExportBody>;
