import { onNoticeChange } from '../../state/realtime';
import { Button, Classes, Colors, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { publishedNotices, readNotice, type PublishedNotice, type PublishedNotices } from '../../api/notices';
import { NOTICE_PAGE_SIZE } from '../../domain/message/notice';
import type { TimeType } from '../../domain/timeType';
import { settings } from '../../state/settings';
import { instantText, useZoneHint } from '../../ui/list/times';

export interface NoticeListProps {
  /** After a notice has been marked read (e.g. to refresh an unread badge). */
  onRead?: () => void;
}

const S = {
  bar: { display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0 8px' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { borderBottom: '1px solid rgba(128, 128, 128, 0.25)' },
  head: { display: 'flex', alignItems: 'center', gap: 8, width: '100%', padding: '8px 4px', background: 'none', border: 0, color: 'inherit', font: 'inherit', textAlign: 'left', cursor: 'pointer' },
  dot: { flex: 'none', width: 8, height: 8, borderRadius: '50%' },
  title: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  content: { padding: '0 4px 12px 20px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 4, paddingTop: 8 },
} satisfies Record<string, CSSProperties>;

const EMPTY: PublishedNotices = { totalNum: 0, list: [], unread: 0 };

/**
 * The signed-in user's notices (requirements S3, S9): the ones visible now, 20 a page, in the
 * server's order (sortNum, then newest first). Unread ones are bold with a dot; clicking one opens
 * its content and marks it read.
 */
export function NoticeList({ onRead }: NoticeListProps) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  // a notice has no airport: Local reads UTC, as the other times without one
  const tt: TimeType = timeType === 'Local' ? 'UTC' : timeType;
  const zone = useZoneHint()(tt);
  const [page, setPage] = useState(1);
  const [tick, setTick] = useState(0);
  const [answer, setAnswer] = useState<PublishedNotices>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil(answer.totalNum / NOTICE_PAGE_SIZE));

  // an administrator published, withdrew or edited a notice (pushed by the server): read the page again
  useEffect(() => onNoticeChange(() => setTick((x) => x + 1)), []);

  useEffect(() => {
    let live = true;
    setLoading(true);
    publishedNotices(page).then(
      (a) => {
        if (!live) return;
        const last = Math.max(1, Math.ceil(a.totalNum / NOTICE_PAGE_SIZE));
        if (a.list.length === 0 && page > last) setPage(last); // notices withdrawn since: back to the last page
        setAnswer(a);
        setLoading(false);
      },
      () => live && setLoading(false), // the request layer has told the user
    );
    return () => {
      live = false;
    };
  }, [page, tick]);

  const select = async (n: PublishedNotice) => {
    setOpen((cur) => (cur === n.id ? null : n.id));
    if (n.isRead === 1) return;
    // shown read at once; the server's answer brings the true unread count
    setAnswer((a) => ({ ...a, unread: Math.max(0, a.unread - 1), list: a.list.map((x) => (x.id === n.id ? { ...x, isRead: 1 } : x)) }));
    try {
      const { unread } = await readNotice(n.id);
      setAnswer((a) => ({ ...a, unread }));
      onRead?.();
    } catch {
      setTick((x) => x + 1); // withdrawn meanwhile, or a failure the request layer has shown: read the page again
    }
  };

  return (
    <div className="foc-notice-list" data-testid="notice-list">
      <div style={S.bar}>
        <span data-testid="notice-unread-count">{t('notice.list.unread', { count: answer.unread })}</span>
        <span style={{ flex: 1 }} />
        <span className={Classes.TEXT_MUTED}>{t('notice.list.zone', { zone })}</span>
        <Button variant="minimal" icon="refresh" loading={loading} onClick={() => setTick((x) => x + 1)} aria-label={t('notice.list.reload')} data-testid="notice-reload" />
      </div>
      {answer.list.length === 0 ? (
        loading ? (
          <Spinner size={24} />
        ) : (
          <NonIdealState icon="notifications" description={t('notice.list.empty')} />
        )
      ) : (
        <ul style={S.list}>
          {answer.list.map((n) => {
            const unread = n.isRead === 0;
            const expanded = open === n.id;
            return (
              <li key={n.id} style={S.item} data-testid="notice-item" data-read={n.isRead}>
                <button type="button" style={S.head} aria-expanded={expanded} onClick={() => void select(n)} data-testid="notice-head">
                  <span
                    style={{ ...S.dot, background: unread ? Colors.RED3 : 'transparent' }}
                    role={unread ? 'img' : undefined}
                    aria-label={unread ? t('notice.list.unreadMark') : undefined}
                    data-testid={unread ? 'notice-unread-dot' : undefined}
                  />
                  <span style={{ ...S.title, fontWeight: unread ? 600 : 400 }}>{n.title}</span>
                  <span className={Classes.TEXT_MUTED}>{instantText(n.noticeTime, tt)}</span>
                </button>
                {expanded && (
                  <div style={S.content} data-testid="notice-content">
                    {n.content}
                    {n.overdueTime && <div className={Classes.TEXT_MUTED}>{t('notice.list.until', { time: instantText(n.overdueTime, tt) })}</div>}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <div style={S.pager} data-testid="notice-pager">
          <Button variant="minimal" icon="chevron-left" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('notice.list.previous')} />
          <span>{t('notice.list.pageOf', { page, pages })}</span>
          <Button variant="minimal" icon="chevron-right" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={t('notice.list.next')} />
        </div>
      )}
    </div>
  );
}
