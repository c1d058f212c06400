/**
 * The message centre (`/messageCenter`, reached from the bell's "more"): the user's site messages,
 * 20 a page by update time, in the seven category tabs of requirements S9 (each filtered by its
 * function codes) plus all messages and the notices; search by title, read state and author; mark
 * read, mark all read; opening a message of a leg goes to `/leg` and reads it. New messages pushed
 * by the server appear without a reload.
 */
import { Button, ButtonGroup, HTMLSelect, InputGroup, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { messageApi, type MessageRow } from '../../api/messages';
import { MESSAGE_COLUMNS } from '../../contract/message';
import type { ListCondition } from '../../api/trip';
import { categoryFilter, functionLabel, languageOf, legRouteOf, localizeTimes, MESSAGE_CATEGORIES, type MessageCategory } from '../../domain/message';
import { notificationImportance } from '../../domain/trip/functionCodes';
import { useLiveReload } from '../../app/realtime/useLive';
import { setUnread, notices } from '../../state/notices';
import { hasAbility } from '../../state/session';
import { settings } from '../../state/settings';
import { ListTable, Pager, type ListColumn } from '../../ui/list/ListTable';
import { TimeCell, instantText } from '../../ui/list/times';
import { ServerExportButton } from '../../ui/list/ServerExportButton';
import { useListQuery } from '../../ui/list/useListQuery';
import { NoticeList } from './NoticeList';
import { SeatMessageDialog } from './SeatMessageDialog';
import '../../ui/list/messageCenter.css';

type TabId = 'all' | `c${MessageCategory}` | 'notices';
const MESSAGE_PAGE_SIZE = 20;
/** The columns the export writes (the screen's, without its button column). */
const EXPORTED = MESSAGE_COLUMNS.map((c) => c.key);

function conditionsOf(tab: TabId, title: string, read: string, author: string): ListCondition[] {
  const out: ListCondition[] = [];
  if (tab.startsWith('c')) {
    const f = categoryFilter(Number(tab.slice(1)) as MessageCategory);
    out.push({ name: 'functionCode', op: f.op, value: f.codes });
  }
  if (title.trim()) out.push({ name: 'messageTitle', op: 'like', value: title.trim() });
  if (read !== '') out.push({ name: 'isRead', op: 'eq', value: Number(read) });
  if (author.trim()) out.push({ name: 'createAuthor', op: 'like', value: author.trim() });
  return out;
}

export default function MessageCenter() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { timeType } = useSnapshot(settings);
  const { unread } = useSnapshot(notices);
  const [tab, setTab] = useState<TabId>('all');
  const [title, setTitle] = useState('');
  const [read, setRead] = useState('');
  const [author, setAuthor] = useState('');
  const [writing, setWriting] = useState(false);
  const fetch = useCallback(
    async (body: Parameters<typeof messageApi.list>[0]) => {
      const answer = await messageApi.list(body);
      setUnread(answer.unread);
      return answer;
    },
    [],
  );
  const q = useListQuery<MessageRow>(fetch, { pageSize: MESSAGE_PAGE_SIZE, sort: { field: 'updateTime', direction: 'desc' } });
  const live = useLiveReload(q.reload, (e) => Boolean(e.messageId));
  const lang = languageOf(i18n.language);

  const choose = (next: TabId) => {
    setTab(next);
    if (next !== 'notices') q.search(conditionsOf(next, title, read, author));
  };
  const search = () => q.search(conditionsOf(tab, title, read, author));

  const open = useCallback(
    async (m: MessageRow) => {
      const route = legRouteOf({ functionCode: m.functionCode, tripLegId: m.tripLegId, tripId: m.businessId });
      if (m.isRead === 0) setUnread((await messageApi.markRead(m)).unread);
      if (route) navigate(route);
      else q.reload();
    },
    [navigate, q],
  );

  const columns = useMemo<ListColumn<MessageRow>[]>(
    () => [
      {
        key: 'isRead',
        header: '',
        cell: (m) => (m.isRead === 0 ? <span className="foc-msg__dot" data-testid="message-unread" aria-label={t('message.unread')} /> : null),
        text: (m) => (m.isRead === 0 ? t('message.unread') : t('message.read')),
      },
      {
        key: 'messageTitle',
        header: t('message.column.title'),
        sortField: 'messageTitle',
        cell: (m) => (
          <a className={m.isRead === 0 ? 'foc-msg__title foc-msg__title--unread' : 'foc-msg__title'} onClick={() => void open(m)} data-testid="message-open">
            {notificationImportance(m.functionCode) === 0 && <Tag minimal intent="warning" className="foc-msg__important">{t('message.important')}</Tag>}
            {localizeTimes(m.messageTitle, timeType)}
          </a>
        ),
        text: (m) => localizeTimes(m.messageTitle, timeType),
      },
      {
        key: 'messageInfo',
        header: t('message.column.info'),
        cell: (m) => <span className="foc-msg__info">{localizeTimes(m.messageInfo, timeType)}</span>,
        text: (m) => localizeTimes(m.messageInfo, timeType),
      },
      { key: 'functionCode', header: t('message.column.function'), sortField: 'functionCode', cell: (m) => functionLabel(m.functionCode, lang), text: (m) => functionLabel(m.functionCode, lang) },
      { key: 'createAuthor', header: t('message.column.author'), sortField: 'createAuthor', cell: (m) => m.createAuthor, text: (m) => m.createAuthor },
      { key: 'updateTime', header: t('message.column.time'), sortField: 'updateTime', cell: (m) => <TimeCell iso={m.updateTime} timeType={timeType} />, text: (m) => instantText(m.updateTime, timeType) },
      {
        key: 'actions',
        header: '',
        cell: (m) =>
          m.isRead === 0 ? (
            <Button small variant="minimal" icon="tick" text={t('message.markRead')} data-testid="message-mark-read" onClick={() => void messageApi.markRead(m).then((r) => (setUnread(r.unread), q.reload()))} />
          ) : null,
        text: () => '',
      },
    ],
    [t, lang, timeType, open, q],
  );

  return (
    <div className="foc-msg" data-testid="message-center">
      <div className="foc-msg__head">
        <h2>{t('message.center.title')}</h2>
        <Tag round intent={unread > 0 ? 'danger' : 'none'} data-testid="message-unread-count">
          {t('message.center.unread', { n: unread })}
        </Tag>
        <span className="foc-msg__spacer" />
        <Button icon="send-message" text={t('message.seat.write')} onClick={() => setWriting(true)} data-testid="seat-message-write" />
        <Button icon="tick-circle" text={t('message.markAllRead')} disabled={unread === 0} data-testid="message-read-all" onClick={() => void messageApi.readAll().then((r) => (setUnread(r.unread), q.reload()))} />
      </div>
      <Tabs id="message-tabs" selectedTabId={tab} onChange={(id) => choose(id as TabId)} renderActiveTabPanelOnly>
        <Tab id="all" title={t('message.category.all')} />
        {MESSAGE_CATEGORIES.map((c) => (
          <Tab key={c} id={`c${c}`} title={t(`message.category.${c}`)} data-testid={`message-tab-${c}`} />
        ))}
        <Tab id="notices" title={t('message.category.notices')} data-testid="message-tab-notices" />
      </Tabs>
      {writing && <SeatMessageDialog onClose={() => setWriting(false)} />}
      {tab === 'notices' ? (
        <NoticeList />
      ) : (
        <>
          <div className="foc-msg__search">
            <InputGroup leftIcon="search" placeholder={t('message.search.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && search()} data-testid="message-search-title" />
            <InputGroup placeholder={t('message.search.author')} value={author} onChange={(e) => setAuthor(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && search()} />
            <HTMLSelect value={read} onChange={(e) => setRead(e.currentTarget.value)} aria-label={t('message.search.read')}>
              <option value="">{t('message.search.anyState')}</option>
              <option value="0">{t('message.unread')}</option>
              <option value="1">{t('message.read')}</option>
            </HTMLSelect>
            <ButtonGroup>
              <Button intent="primary" icon="search" text={t('message.search.go')} onClick={search} data-testid="message-search" />
              <Button icon="refresh" onClick={q.reload} aria-label={t('message.reload')} />
            </ButtonGroup>
            {hasAbility('message:export') && <ServerExportButton url="/message/v1/messageLogs/export" name={t('message.fileName')} columns={EXPORTED} query={q} />}
          </div>
          <ListTable columns={columns} rows={q.rows} rowKey={(m) => m.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="message-table" highlight={(m) => live.changed.has(m.tripLegId ?? '') || live.changed.has(m.businessId ?? '')} />
          <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
        </>
      )}
    </div>
  );
}
