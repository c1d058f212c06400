import { Button, Classes, NonIdealState, Popover, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { messageApi, type MessageRow } from '../../api/messages';
import { legRouteOf } from '../../domain/message/realtime';
import { localizeTimes } from '../../domain/message/times';
import { settings } from '../../state/settings';
import { realtime } from '../../state/realtime';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notices, setUnread, unreadBadge } from '../../state/notices';
import { CountBadge } from './HeaderButtons';

/** The notification bell: unread count (up to 999, then 999+) and a popover with a link to the message centre. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { unread } = useSnapshot(notices);
  const { timeType } = useSnapshot(settings);
  const { events } = useSnapshot(realtime);
  const [open, setOpen] = useState(false);
  const [latest, setLatest] = useState<MessageRow[]>([]);
  // the newest unread messages, read when the popover opens (and again while it is open and one arrives)
  useEffect(() => {
    if (!open) return;
    let live = true;
    messageApi
      .list({ page: 1, pageSize: 5, sortProperties: 'updateTime', sortDirection: 'desc', searchParas: { logic: 'and', conditions: [{ name: 'isRead', op: 'eq', value: 0 }] } })
      .then((a) => live && setLatest(a.list), () => undefined);
    return () => {
      live = false;
    };
  }, [open, events, unread]);
  const badge = unreadBadge(unread);
  const openMessage = (m: MessageRow) => {
    setOpen(false);
    void messageApi.markRead(m).then((r) => setUnread(r.unread), () => undefined);
    navigate(legRouteOf({ functionCode: m.functionCode, tripLegId: m.tripLegId, tripId: m.businessId }) ?? '/messageCenter');
  };
  const content = (
    <div className="foc-notice-popover" data-testid="notice-popover">
      <div className="foc-notice-popover__title">{t('header.notice.title')}</div>
      {unread > 0 && latest.length > 0 ? (
        <ul className="foc-notice-popover__list" data-testid="notice-latest">
          {latest.map((m) => (
            <li key={m.id} className="foc-notice-popover__item" onClick={() => openMessage(m)} data-testid="notice-latest-item">
              <strong>{localizeTimes(m.messageTitle, timeType)}</strong>
              <small>{localizeTimes(m.messageInfo, timeType)}</small>
            </li>
          ))}
        </ul>
      ) : (
        <NonIdealState className="foc-notice-popover__empty" icon="notifications" iconSize={32} description={unread > 0 ? t('header.notice.unread', { n: unread }) : t('header.notice.empty')} />
      )}
      <div className="foc-notice-popover__footer">
        <Button
          variant="minimal"
          intent="primary"
          endIcon="arrow-right"
          text={t('header.notice.more')}
          className={Classes.POPOVER_DISMISS}
          data-testid="notice-more"
          onClick={() => {
            setOpen(false);
            navigate('/messageCenter');
          }}
        />
      </div>
    </div>
  );
  return (
    <Popover content={content} placement="bottom-end" isOpen={open} onInteraction={setOpen}>
      <Tooltip content={t('header.notice')} placement="bottom" disabled={open}>
        <span className="foc-header__badged">
          <Button variant="minimal" icon="notifications" aria-label={t('header.notice')} data-testid="notice-bell" data-unread={unread} />
          <CountBadge text={badge} />
        </span>
      </Tooltip>
    </Popover>
  );
}
