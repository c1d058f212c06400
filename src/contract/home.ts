/**
 * GET /account/v1/homeCards/{seatId}: the work cards of one of the caller's seats for its day in
 * the caller's time type (docs/decisions.md "Seat home dashboards").
 */
import { Type, type Static } from 'typebox';
import { HOME_CARD_KEYS } from '../domain/home/homeCards';
import { TIME_TYPES } from '../domain/timeType';
import { Nullable, Uuid, type Wire } from './common';
import { OneOf as oneOf } from './legRecords';

const N = Nullable;

export const HomeParams = Type.Object({ seatId: Uuid }, { additionalProperties: false });
export const HomeQuery = Type.Object({ timeType: Type.Optional(oneOf(TIME_TYPES)) }, { additionalProperties: false });

/** One line of a card: a leg, an intention, a trip, an aircraft or a crew member's duty. */
export const HomeRow = Type.Object({
  /** The row's record (leg, intention, trip, aircraft or crew member). */
  id: Uuid,
  /** Flight no. (or trip-leg number), intention or trip number, tail, crew work no. and name. */
  title: Type.String(),
  registration: N(Type.String()),
  /** 'ZBAA-ZSSS'. */
  route: N(Type.String()),
  /** The instant that matters for the card (departure, arrival, duty report), ISO UTC. */
  time: N(Type.String()),
  /** IANA zone of the airport `time` is at (shown in the airport's local time when the user's time type is Local). */
  zone: N(Type.String()),
  /** An i18n key (leg progress, aircraft status, intention or trip status, duty verdict). */
  tag: N(Type.String()),
  /** Overdue colour of a leg; 'red' also for AOG and failed duty periods. */
  level: oneOf(['none', 'amber', 'red'] as const),
  /** Customer, aircraft type or location: a short second line. */
  detail: N(Type.String()),
  /** The screen that handles the row (a full route with its query), or null. */
  link: N(Type.String()),
});
export type HomeRow = Wire<Static<typeof HomeRow>>;

export const HomeCard = Type.Object({
  key: oneOf(HOME_CARD_KEYS),
  count: Type.Integer({ minimum: 0 }),
  severity: oneOf(['ok', 'info', 'warning', 'danger'] as const),
  /** The screen handling the card (full route path, with its filter when the screen reads one). */
  path: N(Type.String()),
  /** At most eight rows, in the order shown. */
  rows: Type.Array(HomeRow),
  /** Named counts beside the main one (movements: toGo, airborne, landed). */
  breakdown: Type.Optional(Type.Record(Type.String(), Type.Integer({ minimum: 0 }))),
});
export type HomeCard = Wire<Static<typeof HomeCard>>;

export const HomeAnswer = Type.Object({
  /** The server's clock the cards were built at. */
  now: Type.String(),
  /** The day covered, [from, to) ISO UTC. */
  from: Type.String(),
  to: Type.String(),
  cards: Type.Array(HomeCard),
});
export type HomeAnswer = Wire<Static<typeof HomeAnswer>>;
