/** Notice messages (requirements S3): announcements an administrator publishes for everyone of the company. */
export interface NoticeInput {
  title: string;
  content: string;
  /** From when users see it (UTC instant). */
  noticeTime: string;
  /** After when it is overdue and leaves the users' list; null never. */
  overdueTime: string | null;
  sortNum: number;
  isPublish: boolean;
}

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 4000;
/** Notice list page size (requirements S9). */
export const NOTICE_PAGE_SIZE = 20;

export type NoticeRefusal = 'notice.titleRequired' | 'notice.contentRequired' | 'notice.overdueBeforeNotice' | 'notice.tooLong';

/** The form's and the server's one check of a notice. */
export function noticeRefusal(n: NoticeInput): NoticeRefusal | null {
  if (!n.title.trim()) return 'notice.titleRequired';
  if (!n.content.trim()) return 'notice.contentRequired';
  if (n.title.length > NOTICE_TITLE_MAX || n.content.length > NOTICE_CONTENT_MAX) return 'notice.tooLong';
  if (n.overdueTime && Date.parse(n.overdueTime) <= Date.parse(n.noticeTime)) return 'notice.overdueBeforeNotice';
  return null;
}

/** Whether users see a notice at `now`: published, its time come, not overdue. */
export function noticeVisible(n: Pick<NoticeInput, 'isPublish' | 'noticeTime' | 'overdueTime'>, now: number): boolean {
  return n.isPublish && Date.parse(n.noticeTime) <= now && (!n.overdueTime || Date.parse(n.overdueTime) > now);
}
