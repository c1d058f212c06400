import { Button, Callout, Card, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { flattenRoutes } from '../../app/routing/routes';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { useZoneHint } from '../../ui/list/times';
import { greetingKey } from '../../ui/signIn/greeting';
import { cardLook, dayText, reachablePath, refreshInterval, type DashboardCard } from './cards';
import { fetchDashboard } from './dashboardApi';
import { useHomeCards } from './useHomeCards';
import { WorkCard } from './WorkCard';
import './home.css';

type Load = { status: 'loading' } | { status: 'ready'; cards: DashboardCard[]; at: Date } | { status: 'failed' };

/**
 * Home (`index/Index`): the work of the current seat for today in the user's time type — work
 * cards with counts and their first rows (live: pushed trip, leg and intention events reload them,
 * the clock flags move every minute) — then the account cards (reloaded every
 * `settings.autoRefresh` seconds). `data-home` on the root is the home theme flag (requirements S2).
 */
export default function Index() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const { autoRefresh, timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const latest = useRef(0);
  const seatId = snap.seatId;
  const routes = useMemo(() => flattenRoutes(snap.routes as never), [snap.routes]);
  const seat = snap.seats.find((s) => s.id === seatId);
  const work = useHomeCards(seatId, timeType);
  const { changed, load: workLoad } = work;
  const workCards = workLoad.status === 'ready' ? workLoad.answer.cards : [];
  const workNow = workLoad.status === 'ready' ? Date.parse(workLoad.answer.now) : Date.now();

  const reload = useCallback(
    (quiet: boolean) => {
      if (!seatId) return;
      const ticket = ++latest.current;
      if (!quiet) setLoad({ status: 'loading' });
      fetchDashboard(seatId, quiet).then(
        (cards) => ticket === latest.current && setLoad({ status: 'ready', cards, at: new Date() }),
        // an automatic reload that fails keeps the cards on screen
        () => ticket === latest.current && !quiet && setLoad({ status: 'failed' }),
      );
    },
    [seatId],
  );

  useEffect(() => reload(false), [reload]);
  useEffect(() => {
    const every = refreshInterval(autoRefresh);
    if (every === null) return;
    const timer = setInterval(() => reload(true), every);
    return () => clearInterval(timer);
  }, [reload, autoRefresh]);

  const name = snap.user?.personName || snap.user?.userName || '';
  return (
    <div className="foc-home" data-home="" data-testid="home-page">
      <header className="foc-home__head">
        <div>
          <h2 className="foc-home__greeting">{t('page.home.greeting', { greeting: t(greetingKey()), name })}</h2>
          <div className="foc-home__context">
            {seat && (
              <Tag icon="person" minimal intent="primary" size="large">
                {t(`seat.${seat.keyName}`, { defaultValue: seat.name })}
              </Tag>
            )}
            {snap.user?.companyName && <span className="foc-home__company">{snap.user.companyName}</span>}
          </div>
        </div>
        <div className="foc-home__refresh">
          {workLoad.status === 'ready' && (
            <Tag minimal icon="calendar" data-testid="home-day">
              {t('home.day', { day: dayText(workLoad.answer.from, timeType), zone: zoneHint(timeType) })}
            </Tag>
          )}
          {(workLoad.status === 'ready' || load.status === 'ready') && (
            <span>{t('page.home.updatedAt', { time: dayjs(workLoad.status === 'ready' ? workLoad.at : load.status === 'ready' ? load.at : new Date()).format('HH:mm:ss') })}</span>
          )}
          {autoRefresh > 0 && <Tag minimal>{t('page.home.autoRefresh', { seconds: autoRefresh })}</Tag>}
          <Button
            icon="refresh"
            variant="minimal"
            aria-label={t('page.home.refresh')}
            title={t('page.home.refresh')}
            onClick={() => {
              reload(false);
              work.reload(false);
            }}
          />
        </div>
      </header>

      {!seatId && <NonIdealState icon="person" title={t('page.home.noSeat')} description={t('page.home.noSeatText')} />}
      {seatId && (load.status === 'loading' || workLoad.status === 'loading') && <Spinner className="foc-home__spinner" />}
      {seatId && workLoad.status === 'failed' && (
        <Callout intent="danger" icon="error" title={t('home.failed')}>
          <Button text={t('page.home.retry')} onClick={() => work.reload(false)} />
        </Callout>
      )}
      {workCards.length > 0 && (
        <div className="foc-home__work" data-testid="home-work">
          {workCards.map((card) => (
            <WorkCard key={card.key} card={card} timeType={timeType} now={workNow} to={reachablePath(card.path, routes)} rowTo={(link) => reachablePath(link, routes)} open={(to) => navigate(to)} changed={changed} />
          ))}
        </div>
      )}
      {seatId && load.status === 'failed' && (
        <Callout intent="danger" icon="error" title={t('page.home.failed')}>
          <Button text={t('page.home.retry')} onClick={() => reload(false)} />
        </Callout>
      )}
      {seatId && load.status === 'ready' && workLoad.status === 'ready' && load.cards.length === 0 && workCards.length === 0 && (
        <NonIdealState icon="inbox" title={t('page.home.emptyTitle')} description={t('page.home.emptyText')} />
      )}
      {load.status === 'ready' && load.cards.length > 0 && (
        <div className={`foc-home__cards${workCards.length > 0 ? ' foc-home__cards--compact' : ''}`} data-testid="home-cards">
          {load.cards.map((card) => {
            const { icon, intent } = cardLook(card);
            const to = reachablePath(card.path, routes);
            return (
              <Card key={card.key} className={`foc-home__card foc-home__card--${intent}`} interactive={!!to} onClick={to ? () => navigate(to) : undefined} data-testid={`home-card-${card.key}`}>
                <span className="foc-home__card-icon">
                  <Icon icon={icon} size={20} />
                </span>
                <div className="foc-home__card-body">
                  <div className="foc-home__card-count">{card.count.toLocaleString()}</div>
                  <div className="foc-home__card-label">{t(`dashboard.card.${card.key}`, { defaultValue: card.key })}</div>
                  <div className="foc-home__card-hint">{t(`dashboard.hint.${card.key}`, { defaultValue: '' })}</div>
                </div>
                {to && <Icon className="foc-home__card-go" icon="chevron-right" aria-label={t('page.home.open')} />}
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
