import { AnchorButton, Button, Classes, Dialog, DialogBody, DialogFooter, NonIdealState, Tag, Tooltip } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { clearErrors, errorLog, searchLinks, type ErrorEntry } from '../../state/errorLog';
import { CountBadge } from './HeaderButtons';

function ErrorRow({ entry }: { entry: ErrorEntry }) {
  const { t } = useTranslation();
  return (
    <li className="foc-error-log__item" data-testid="error-log-entry">
      <div className="foc-error-log__message">{entry.message}</div>
      <div className="foc-error-log__meta">
        <Tag minimal intent="danger">
          {t(`header.errorLog.source.${entry.source}`)}
        </Tag>
        <span>{dayjs(entry.time).format('YYYY-MM-DD HH:mm:ss')}</span>
        <span className={Classes.TEXT_MUTED}>
          {t('header.errorLog.route')}: <code>{entry.route}</code>
        </span>
      </div>
      {entry.stack && (
        <details className="foc-error-log__stack">
          <summary>{t('header.errorLog.stack')}</summary>
          <pre>{entry.stack}</pre>
        </details>
      )}
      <div className="foc-error-log__search">
        <span className={Classes.TEXT_MUTED}>{t('header.errorLog.search')}</span>
        {searchLinks(entry.message).map((l) => (
          <AnchorButton key={l.engine} size="small" variant="minimal" intent="primary" href={l.url} target="_blank" rel="noopener noreferrer" text={t(`header.errorLog.engine.${l.engine}`)} />
        ))}
      </div>
    </li>
  );
}

/** The error-log button (count badge only when there are entries) and its dialog. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const { entries } = useSnapshot(errorLog);
  const [open, setOpen] = useState(false);
  const count = entries.length;
  return (
    <>
      <Tooltip content={t('header.errorLog')} placement="bottom">
        <span className="foc-header__badged">
          <Button
            variant="minimal"
            icon="error"
            intent={count > 0 ? 'danger' : 'none'}
            aria-label={t('header.errorLog')}
            data-testid="error-log-button"
            onClick={() => setOpen(true)}
          />
          <CountBadge text={count > 0 ? String(count) : null} />
        </span>
      </Tooltip>
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('header.errorLog.title')} icon="error" className="foc-error-log" style={{ minWidth: 400, minHeight: 300 }}>
        <DialogBody>
          {count === 0 ? (
            <NonIdealState icon="tick-circle" description={t('header.errorLog.empty')} />
          ) : (
            <ul className="foc-error-log__list" data-testid="error-log-list">
              {entries.map((e) => (
                <ErrorRow key={e.id} entry={e as ErrorEntry} />
              ))}
            </ul>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('header.errorLog.clear')} icon="trash" disabled={count === 0} onClick={clearErrors} />
              <Button text={t('header.close')} onClick={() => setOpen(false)} />
            </>
          }
        />
      </Dialog>
    </>
  );
}
