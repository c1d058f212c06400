import { Button, Classes, NonIdealState, Popover, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notices, unreadBadge } from '../../state/notices';
import { CountBadge } from './HeaderButtons';

/** The notification bell: unread count (up to 999, then 999+) and a popover with a link to the message centre. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { unread } = useSnapshot(notices);
  const [open, setOpen] = useState(false);
  const badge = unreadBadge(unread);
  const content = (
    <div className="foc-notice-popover" data-testid="notice-popover">
      <div className="foc-notice-popover__title">{t('header.notice.title')}</div>
      <NonIdealState className="foc-notice-popover__empty" icon="notifications" iconSize={32} description={unread > 0 ? t('header.notice.unread', { n: unread }) : t('header.notice.empty')} />
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
          <Button variant="minimal" icon="notifications" aria-label={t('header.notice')} data-testid="notice-bell" />
          <CountBadge text={badge} />
        </span>
      </Tooltip>
    </Popover>
  );
}
