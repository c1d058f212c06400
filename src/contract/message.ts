/**
 * Site messages (`/message/v1/messageLogs`, `/message/v1/seatMessages`, log out) and message
 * templates (`/common/v1/messageTemplates`).
 */
import { Type, type Static } from 'typebox';
import { SEAT_KEYS, type SeatKey } from '../domain/access/seats';
import { SEAT_MESSAGE_CONTENT_MAX, SEAT_MESSAGE_TITLE_MAX, type MessageTemplate } from '../domain/message';
import { IdArray, Instant, Nullable, Uuid, type Wire } from './common';
import type { ColumnDecl } from './export';
import { listAnswerSchema } from './listQuery';

const SeatKeySchema = Type.Unsafe<SeatKey>({ type: 'string', enum: [...SEAT_KEYS] });

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

export const MessageRow = Type.Object({
  id: Type.String(),
  messageTitle: Type.String(),
  messageType: Type.Integer(),
  messageInfo: Type.String(),
  receivePeopleName: Type.String(),
  createAuthor: Type.String(),
  createTime: Instant,
  updateAuthor: Type.String(),
  updateTime: Instant,
  /** 0 unread, 1 read */
  isRead: Type.Integer(),
  businessId: Nullable(Type.String()),
  tripLegId: Nullable(Type.String()),
  functionCode: Type.String(),
  eventSeq: Nullable(Type.Integer()),
  seatKey: Nullable(Type.String()),
});
export type MessageRow = Wire<Static<typeof MessageRow>>;

export const MessageList = Type.Intersect([listAnswerSchema(MessageRow), Type.Object({ unread: Type.Integer() })]);
/** A page of the caller's messages and the bell's count. */
export type MessageList = Wire<Static<typeof MessageList>>;

export const Unread = Type.Object({ unread: Type.Integer() });
export type Unread = Static<typeof Unread>;

/** The message to mark read (or at least its id). */
export const MarkReadBody = Type.Object({ id: Uuid }, { additionalProperties: true });
export const ReadAllBody = Type.Object({ ids: Type.Optional(IdArray) }, { additionalProperties: false });
export type ReadAllBody = Static<typeof ReadAllBody>;
export const ReadLegBody = Type.Object({ tripLegId: Uuid }, { additionalProperties: false });

export const SeatMessageBody = Type.Object(
  {
    seats: Type.Array(SeatKeySchema, { minItems: 1, maxItems: SEAT_KEYS.length, uniqueItems: true }),
    title: Type.String({ minLength: 1, maxLength: SEAT_MESSAGE_TITLE_MAX }),
    content: Type.String({ minLength: 1, maxLength: SEAT_MESSAGE_CONTENT_MAX }),
  },
  { additionalProperties: false },
);
export type SeatMessageBody = Static<typeof SeatMessageBody>;
export const SeatMessageAnswer = Type.Object({ seq: Type.Integer() });
export type SeatMessageAnswer = Static<typeof SeatMessageAnswer>;

// ---- message templates

const Text = Type.Object({ title: Type.String({ maxLength: 200 }), body: Type.String({ maxLength: 4000 }) }, { additionalProperties: false });
const PerLanguage = Type.Object({ zh: Text, zhtw: Text, en: Text }, { additionalProperties: false });
const Content = Type.Object({ site: PerLanguage, email: PerLanguage, sms: PerLanguage, push: PerLanguage }, { additionalProperties: false });
const Channels = Type.Object({ site: Type.Boolean(), email: Type.Boolean(), sms: Type.Boolean(), push: Type.Boolean() }, { additionalProperties: false });
const templateFields = {
  title: Type.String({ maxLength: 100 }),
  enabled: Type.Boolean(),
  seats: Type.Array(SeatKeySchema, { maxItems: SEAT_KEYS.length, uniqueItems: true }),
  channels: Channels,
  cc: Type.String({ maxLength: 1000 }),
  content: Content,
};

export const TemplateRow = Type.Object({
  ...templateFields,
  functionCode: Type.String(),
  /** null: the built-in default (never saved). */
  id: Nullable(Type.String()),
  version: Type.Integer(),
  custom: Type.Boolean(),
  updateAuthor: Nullable(Type.String()),
  updateTime: Nullable(Type.String()),
});
export type TemplateRow = Static<typeof TemplateRow>;
export const TemplateList = Type.Object({ totalNum: Type.Integer(), list: Type.Array(TemplateRow) });
export type TemplateList = Static<typeof TemplateList>;

export const TemplateParams = Type.Object({ functionCode: Type.String({ pattern: '^[A-Z_]{3,60}$' }) }, { additionalProperties: false });
export const TemplateBody = Type.Object({ ...templateFields, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
/** A template as the company saves it (version 0 when the default was shown). */
export type TemplateInput = Static<typeof TemplateBody>;

// the schema and the domain's template cannot drift apart
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const TEMPLATE_SCHEMA_MATCHES_DOMAIN: Same<Omit<TemplateRow, 'id' | 'version' | 'custom' | 'updateAuthor' | 'updateTime'>, MessageTemplate> = true;

/** Columns of the message centre and its export (keys of the screen's columns; `actions` is not one). */
export const MESSAGE_COLUMNS: readonly ColumnDecl[] = [
  { key: 'isRead', label: 'message.column.state', kind: 'enum' },
  { key: 'messageTitle', label: 'message.column.title', kind: 'text' },
  { key: 'messageInfo', label: 'message.column.info', kind: 'text' },
  { key: 'functionCode', label: 'message.column.function', kind: 'text' },
  { key: 'createAuthor', label: 'message.column.author', kind: 'text' },
  // a message has no airport: Local shows UTC
  { key: 'updateTime', label: 'message.column.time', kind: 'datetime', utcInLocal: true },
];

/** Columns of the message templates screen and its export (`actions` is not one). */
export const TEMPLATE_COLUMNS: readonly ColumnDecl[] = [
  { key: 'function', label: 'message.column.function', kind: 'text' },
  { key: 'category', label: 'message.template.category', kind: 'text' },
  { key: 'seats', label: 'message.template.seats', kind: 'text' },
  { key: 'channels', label: 'message.template.channels', kind: 'text' },
  { key: 'enabled', label: 'message.template.enabled', kind: 'enum' },
];
