/**
 * Notice messages (requirements S3, S9; server/modules/common/noticeRoutes.ts): the administrators'
 * records with publish / unpublish, and every user's list of the notices visible now. Types: src/contract/notices.ts.
 */
import type { NoticeReadAnswer, NoticeRow, PublishedListBody, PublishedNotices } from '../contract/notices';
import { NOTICE_PAGE_SIZE } from '../domain/message/notice';
import { api } from './http';
import { crudApi, type CrudApi } from './resources';

export type { NoticeReadAnswer, NoticeRow, PublishedNotice, PublishedNotices } from '../contract/notices';

const BASE = '/common/v1/notices';

export interface NoticeApi extends CrudApi<NoticeRow> {
  /** `version` is the row's: a stale one answers 412. */
  publish(id: string, version: number): Promise<NoticeRow>;
  unpublish(id: string, version: number): Promise<NoticeRow>;
  /** One page of the caller's visible notices (page size 20 unless given, at most 100). */
  publishedNotices(page: number, pageSize?: number): Promise<PublishedNotices>;
  /** Marks a visible notice read by the caller (idempotent); answers the unread count. */
  readNotice(id: string): Promise<NoticeReadAnswer>;
}

const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const noticeApi: NoticeApi = {
  ...crudApi<NoticeRow>(BASE),
  publish: (id, version) => api.post<NoticeRow>(`${one(id)}/publish`, { version }),
  unpublish: (id, version) => api.post<NoticeRow>(`${one(id)}/unpublish`, { version }),
  publishedNotices: (page, pageSize = NOTICE_PAGE_SIZE) => api.read<PublishedNotices>(`${BASE}/published/list`, { page, pageSize } satisfies PublishedListBody),
  readNotice: (id) => api.post<NoticeReadAnswer>(`${one(id)}/read`, {}),
};

/** The users' side, as plain functions (the message centre's notice tab). */
export const publishedNotices = noticeApi.publishedNotices;
export const readNotice = noticeApi.readNotice;
