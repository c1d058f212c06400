/**
 * Seat administration (`/common/v1/sysSeats`): the company's ten seats (sort order and notes are
 * editable; name and code are the product's), the menus and buttons of each seat, and who works in
 * which seat now.
 */
import { Type, type Static } from 'typebox';
import { AuditFields, Nullable, Uuid, type Wire } from './common';
import { VersionBody } from './access';

export const SysSeat = Type.Object({
  id: Type.String(),
  keyName: Type.String(),
  name: Type.String(),
  sortNum: Type.Integer(),
  note: Nullable(Type.String()),
  ...AuditFields,
});
export type SysSeat = Wire<Static<typeof SysSeat>>;

export const SeatUpdate = Type.Object(
  {
    ...VersionBody,
    sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false, minProperties: 2 },
);
export type SeatUpdate = Static<typeof SeatUpdate>;

/** One entry of the menu catalogue as the seat-menu tree shows it. */
export const SeatMenuNode = Type.Object({
  id: Type.String(),
  parentId: Nullable(Type.String()),
  key: Type.String(),
  menuName: Type.String(),
  title: Nullable(Type.String()),
  menuType: Type.String(),
  sortNum: Type.Integer(),
});
export type SeatMenuNode = Static<typeof SeatMenuNode>;

export const SeatMenus = Type.Object({
  seat: SysSeat,
  catalogue: Type.Array(SeatMenuNode),
  menuIds: Type.Array(Type.String()),
});
export type SeatMenus = Wire<Static<typeof SeatMenus>>;

export const SeatMenusBody = Type.Object(
  { ...VersionBody, menuIds: Type.Array(Uuid, { maxItems: 5000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type SeatMenusBody = Static<typeof SeatMenusBody>;

export const SeatMenusSaved = Type.Object({ version: Type.Integer(), added: Type.Integer(), removed: Type.Integer() });
export type SeatMenusSaved = Static<typeof SeatMenusSaved>;

/** A signed-in session and the seat it works in. */
export const SeatPresence = Type.Object({
  sessionId: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  personName: Type.String(),
  seatId: Type.String(),
  seatKey: Type.String(),
  since: Type.String(),
  lastActivity: Type.String(),
  ip: Nullable(Type.String()),
  /** A realtime socket of the session was seen within the last minutes. */
  online: Type.Boolean(),
});
export type SeatPresence = Static<typeof SeatPresence>;

/** Seconds after the last sign of life in which a session counts as online. */
export const ONLINE_WINDOW_SECONDS = 120;
