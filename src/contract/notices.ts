/**
 * Notice messages (`/common/v1/notices`): the administrators' records (list, create, update, delete,
 * publish / unpublish) and every user's list of the notices visible now, with the read flag.
 */
import { Type, type Static } from 'typebox';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '../domain/message/notice';
import { AuditFields, Instant, Nullable, type Wire } from './common';
import { VersionBody } from './access';
import type { ColumnDecl } from './export';

/** The record's fields as create / update take them (an update sends any of them, but not isPublish). */
export const noticeFields = {
  title: Type.String({ minLength: 1, maxLength: NOTICE_TITLE_MAX }),
  content: Type.String({ minLength: 1, maxLength: NOTICE_CONTENT_MAX }),
  /** From when users see it (ISO instant). */
  noticeTime: Instant,
  /** After when it leaves the users' list; null never. */
  overdueTime: Type.Optional(Nullable(Instant)),
  /** Users' list: ascending, then newest first. */
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  /** Only a create sets it; afterwards the publish / unpublish commands change it. */
  isPublish: Type.Optional(Type.Boolean()),
};
export const NoticeCreate = Type.Object(noticeFields, { additionalProperties: false });
/** What the create route takes (instants as ISO strings). */
export type NoticeBody = Wire<Static<typeof NoticeCreate>>;
export type NoticeUpdate = Partial<Omit<NoticeBody, 'isPublish'>> & { version: number };

export const NoticeRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  noticeTime: Instant,
  overdueTime: Nullable(Instant),
  sortNum: Type.Integer(),
  isPublish: Type.Boolean(),
  ...AuditFields,
});
/** A notice as the administration answers it (instants as ISO UTC strings). */
export type NoticeRow = Wire<Static<typeof NoticeRow>>;

export const NoticeVersionBody = Type.Object(VersionBody, { additionalProperties: false });

export const PublishedNotice = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  noticeTime: Instant,
  overdueTime: Nullable(Instant),
  sortNum: Type.Integer(),
  updateAuthor: Nullable(Type.String()),
  updateTime: Instant,
  /** 0 unread, 1 read (by the caller). */
  isRead: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
/** A notice of the users' list, with the caller's read flag. */
export type PublishedNotice = Wire<Static<typeof PublishedNotice>>;

export const PublishedListBody = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type PublishedListBody = Static<typeof PublishedListBody>;

export const PublishedNotices = Type.Object({ totalNum: Type.Integer(), list: Type.Array(PublishedNotice), unread: Type.Integer() });
/** The users' page: visible notices (sortNum ascending, then newest first) and how many are unread. */
export type PublishedNotices = Wire<Static<typeof PublishedNotices>>;

export const NoticeReadAnswer = Type.Object({ id: Type.String(), isRead: Type.Literal(1), unread: Type.Integer() });
export type NoticeReadAnswer = Static<typeof NoticeReadAnswer>;

/** Columns of the notice administration and its export (the publish button's column is not one). */
export const NOTICE_COLUMNS: readonly ColumnDecl[] = [
  { key: 'title', label: 'notice.field.title', kind: 'text' },
  // notices have no airport: Local shows UTC
  { key: 'noticeTime', label: 'notice.field.noticeTime', kind: 'datetime', utcInLocal: true },
  { key: 'overdueTime', label: 'notice.field.overdueTime', kind: 'datetime', utcInLocal: true },
  { key: 'sortNum', label: 'notice.field.sortNum', kind: 'number' },
  { key: 'isPublish', label: 'notice.field.isPublish', kind: 'enum' },
  { key: 'updateAuthor', label: 'notice.field.updateAuthor', kind: 'text' },
];
