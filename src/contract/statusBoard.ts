/**
 * The aircraft status board (server/modules/fleet/statusBoardRoutes.ts): every aircraft of the
 * caller's data permissions now and over the next 7 days — upkeep status, spans and legs of the
 * week, open MEL items and AOG, where it is and its next leg — its xlsx export, and an aircraft's
 * open items shown with the leg's airworthiness confirmation.
 */
import { Type, type Static } from 'typebox';
import { FLEET_TYPES } from '../domain/resourceEnums';
import { Instant, Nullable as N, Uuid, type Wire } from './common';
import type { ColumnDecl } from './export';
import { OneOf } from './trip/fields';

export const BOARD_STATUSES = ['airworthy', 'maintenance', 'mel', 'aog'] as const;
export const BOARD_SPAN_STATUSES = ['aog', 'mel', 'maintenance'] as const;
/** Days the board looks ahead. */
export const STATUS_BOARD_DAYS = 7;

/** `POST /fleet/v1/statusBoard`: filters (each optional, an empty list is no filter). */
export const StatusBoardBody = Type.Object(
  {
    typeIds: Type.Optional(Type.Array(Uuid, { maxItems: 200, uniqueItems: true })),
    baseIcaos: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z0-9]{4}$' }), { maxItems: 200, uniqueItems: true })),
    fleetTypes: Type.Optional(Type.Array(OneOf(FLEET_TYPES), { maxItems: FLEET_TYPES.length, uniqueItems: true })),
    statuses: Type.Optional(Type.Array(OneOf(BOARD_STATUSES), { maxItems: BOARD_STATUSES.length, uniqueItems: true })),
  },
  { additionalProperties: false },
);

const Span = Type.Object({ status: OneOf(BOARD_SPAN_STATUSES), start: Instant, end: N(Instant), sourceId: Uuid, label: Type.String(), deadlineUtc: N(Instant) });
const BoardLeg = Type.Object({
  id: Uuid,
  tripId: Uuid,
  tripNumber: Type.String(),
  legNumber: Type.Integer(),
  flightNo: N(Type.String()),
  departureIcao: Type.String(),
  arrivalIcao: Type.String(),
  plannedDepartureUtc: Instant,
  plannedArrivalUtc: Instant,
  legState: Type.Integer(),
});
/** An open MEL item. */
export const OpenMelItem = Type.Object({
  faultId: Uuid,
  melItem: N(Type.String()),
  melCategory: N(Type.String()),
  descriptionZh: Type.String(),
  descriptionEn: Type.String(),
  discoveredUtc: Instant,
  deadlineUtc: N(Instant),
});
/** An open AOG. */
export const OpenAog = Type.Object({ faultId: Uuid, descriptionZh: Type.String(), descriptionEn: Type.String(), sinceUtc: Instant, expectedReturnUtc: N(Instant) });
/** Where the aircraft is: near an airport by its last ADS-B position, else the arrival of its last flown leg, else its base. */
const Position = Type.Object({ icao: N(Type.String()), source: OneOf(['adsb', 'lastLeg', 'base', 'none'] as const), airborne: Type.Boolean(), at: N(Instant) });

export const StatusBoardRow = Type.Object({
  aircraftId: Uuid,
  tailNo: Type.String(),
  typeId: Uuid,
  typeCode: N(Type.String()),
  baseIcao: N(Type.String()),
  fleetType: Type.String(),
  /** The aircraft's status as stored (the fault and maintenance commands keep it; the Gantt row shows the same). */
  status: OneOf(BOARD_STATUSES),
  spans: Type.Array(Span),
  legs: Type.Array(BoardLeg),
  mel: Type.Array(OpenMelItem),
  aog: N(OpenAog),
  position: Position,
  nextLeg: N(BoardLeg),
});
export const StatusBoard = Type.Object({ from: Instant, to: Instant, rows: Type.Array(StatusBoardRow) });

/** Columns of the board's export. */
export const STATUS_BOARD_COLUMNS: readonly ColumnDecl[] = [
  { key: 'tailNo', label: 'statusBoard.column.tailNo', kind: 'text' },
  { key: 'typeCode', label: 'statusBoard.column.type', kind: 'text' },
  { key: 'baseIcao', label: 'statusBoard.column.base', kind: 'text' },
  { key: 'status', label: 'statusBoard.column.status', kind: 'enum', enumPrefix: 'statusBoard.status' },
  { key: 'position', label: 'statusBoard.column.position', kind: 'text' },
  { key: 'nextLeg', label: 'statusBoard.column.nextLeg', kind: 'text' },
  { key: 'nextDeparture', label: 'statusBoard.column.nextDeparture', kind: 'datetime', utcInLocal: true },
  { key: 'mel', label: 'statusBoard.column.mel', kind: 'text' },
  { key: 'aog', label: 'statusBoard.column.aog', kind: 'text' },
];
export const StatusBoardExportBody = Type.Object(
  {
    ...StatusBoardBody.properties,
    columns: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 20 }),
    timeType: Type.Optional(Type.Union([Type.Literal('UTC'), Type.Literal('Local'), Type.Literal('Beijing')])),
  },
  { additionalProperties: false },
);

/** `GET /fleet/v1/aircraft/{id}/openItems`: the aircraft's open MEL items and open AOG. */
export const OpenItems = Type.Object({ aircraftId: Uuid, tailNo: Type.String(), mel: Type.Array(OpenMelItem), aog: N(OpenAog), now: Instant });
export const AircraftIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });

export type StatusBoardBody = Static<typeof StatusBoardBody>;
export type StatusBoardExportBody = Static<typeof StatusBoardExportBody>;
export type StatusBoardAnswer = Wire<Static<typeof StatusBoard>>;
export type StatusBoardRowAnswer = Wire<Static<typeof StatusBoardRow>>;
export type OpenItemsAnswer = Wire<Static<typeof OpenItems>>;
export type OpenMelItemAnswer = Wire<Static<typeof OpenMelItem>>;
export type OpenAogAnswer = Wire<Static<typeof OpenAog>>;
