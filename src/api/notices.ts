/**
 * Notice messages (requirements S3, S9; server/modules/common/noticeRoutes.ts): the administrators'
 * records with publish / unpublish, and every user's list of the notices visible now.
 */
import { NOTICE_PAGE_SIZE } from '../domain/message/notice';
import { api } from './http';
import { crudApi, type AuditRow, type CrudApi } from './resources';
import type { ListAnswer } from './trip';

const BASE = '/common/v1/notices';

/** A notice as the administration answers it (instants as ISO UTC strings). */
export interface NoticeRow extends AuditRow {
  id: string;
  title: string;
  content: string;
  noticeTime: string;
  /** null: never overdue. */
  overdueTime: string | null;
  sortNum: number;
  isPublish: boolean;
  version: number;
}

/** A notice of the users' list, with the caller's read flag. */
export interface PublishedNotice {
  id: string;
  title: string;
  content: string;
  noticeTime: string;
  overdueTime: string | null;
  sortNum: number;
  updateAuthor: string | null;
  updateTime: string;
  /** 0 unread, 1 read */
  isRead: 0 | 1;
}

/** The users' page: visible notices (sortNum ascending, then newest first) and how many are unread. */
export interface PublishedNotices extends ListAnswer<PublishedNotice> {
  unread: number;
}

export interface NoticeApi extends CrudApi<NoticeRow> {
  /** `version` is the row's: a stale one answers 412. */
  publish(id: string, version: number): Promise<NoticeRow>;
  unpublish(id: string, version: number): Promise<NoticeRow>;
  /** One page of the caller's visible notices (page size 20 unless given, at most 100). */
  publishedNotices(page: number, pageSize?: number): Promise<PublishedNotices>;
  /** Marks a visible notice read by the caller (idempotent); answers the unread count. */
  readNotice(id: string): Promise<{ id: string; isRead: 1; unread: number }>;
}

const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const noticeApi: NoticeApi = {
  ...crudApi<NoticeRow>(BASE),
  publish: (id, version) => api.post<NoticeRow>(`${one(id)}/publish`, { version }),
  unpublish: (id, version) => api.post<NoticeRow>(`${one(id)}/unpublish`, { version }),
  publishedNotices: (page, pageSize = NOTICE_PAGE_SIZE) => api.read<PublishedNotices>(`${BASE}/published/list`, { page, pageSize }),
  readNotice: (id) => api.post<{ id: string; isRead: 1; unread: number }>(`${one(id)}/read`, {}),
};

/** The users' side, as plain functions (the message centre's notice tab). */
export const publishedNotices = noticeApi.publishedNotices;
export const readNotice = noticeApi.readNotice;
