import { Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { HomeCard } from '../../contract/home';
import type { TimeType } from '../../domain/timeType';
import { rowTime, WORK_ICONS } from './cards';

interface Props {
  card: HomeCard;
  timeType: TimeType;
  now: number;
  /** The card's screen when the seat has it (null: not linked). */
  to: string | null;
  /** A row's screen when the seat has it. */
  rowTo: (link: string | null) => string | null;
  open: (path: string) => void;
  /** Ids of rows a pushed change just touched (highlighted). */
  changed: ReadonlySet<string>;
}

/** One work card of the seat home: its count, up to eight rows, or what is fine when there are none. */
export function WorkCard({ card, timeType, now, to, rowTo, open, changed }: Props) {
  const { t } = useTranslation();
  const more = card.count - card.rows.length;
  return (
    <Card className={`foc-work foc-work--${card.severity}`} data-testid={`home-work-${card.key}`} data-count={card.count} data-severity={card.severity}>
      <button type="button" className="foc-work__head" disabled={!to} onClick={to ? () => open(to) : undefined} title={to ? t('home.openScreen') : undefined}>
        <Icon icon={WORK_ICONS[card.key]} size={18} className="foc-work__icon" />
        <span className="foc-work__title">{t(`home.card.${card.key}`)}</span>
        <span className="foc-work__count" data-testid={`home-count-${card.key}`}>
          {card.count}
        </span>
        {to && <Icon icon="chevron-right" className="foc-work__go" />}
      </button>
      {card.breakdown && (
        <div className="foc-work__breakdown">
          {Object.entries(card.breakdown).map(([k, n]) => (
            <span key={k}>
              {t(`home.breakdown.${k}`)} <b>{n}</b>
            </span>
          ))}
        </div>
      )}
      {card.rows.length === 0 ? (
        <div className="foc-work__empty" data-testid={`home-empty-${card.key}`}>
          <Icon icon="tick-circle" />
          {t(`home.empty.${card.key}`)}
        </div>
      ) : (
        <ul className="foc-work__rows">
          {card.rows.map((r) => {
            const link = rowTo(r.link);
            return (
              <li key={r.id} data-testid={`home-row-${r.id}`} data-level={r.level} className={`foc-work__row foc-work__row--${r.level}${changed.has(r.id) ? ' foc-work__row--changed' : ''}${link ? ' foc-work__row--link' : ''}`} onClick={link ? () => open(link) : undefined}>
                <span className="foc-work__time">{rowTime(r.time, timeType, r.zone, now)}</span>
                <span className="foc-work__name" title={r.detail ?? undefined}>
                  <b>{r.title}</b>
                  {r.tag ? <small className={`foc-work__tag foc-work__tag--${r.level}`}>{t(r.tag)}</small> : r.detail && <small>{r.detail}</small>}
                </span>
                <span className="foc-work__reg">{r.registration ?? ''}</span>
                <span className="foc-work__route">{r.route ?? ''}</span>
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && (
        <button type="button" className="foc-work__more" disabled={!to} onClick={to ? () => open(to) : undefined}>
          {t('home.more', { count: more })}
        </button>
      )}
    </Card>
  );
}
