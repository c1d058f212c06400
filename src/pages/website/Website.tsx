import { Button, Card, Icon, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage, HTML_LANG } from '../../i18n';
import { Brand } from '../../ui/signIn/Brand';
import { LanguageChoice } from '../../ui/signIn/LanguageChoice';
import { FEATURES, formatCount, STAT_KEYS, type PublicStats } from '../../ui/signIn/features';
import { fetchPublicStats } from './statsApi';
import '../../ui/signIn/public.css';
import './website.css';

type StatsState = { state: 'loading' } | { state: 'ready'; stats: PublicStats } | { state: 'failed' };

/** /website: the public landing page with the three features of S1 and the live counts. */
export default function Website() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stats, setStats] = useState<StatsState>({ state: 'loading' });
  const locale = HTML_LANG[currentLanguage()];

  useEffect(() => {
    let live = true;
    fetchPublicStats().then(
      (s) => live && setStats({ state: 'ready', stats: s }),
      () => live && setStats({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const actions = (
    <>
      <Button intent="primary" size="large" icon="log-in" text={t('page.website.signIn')} onClick={() => navigate('/login')} data-testid="website-login" />
      <Button size="large" icon="new-person" text={t('page.website.register')} onClick={() => navigate('/register')} data-testid="website-register" />
    </>
  );

  return (
    <div className="foc-public foc-website">
      <section className="foc-website__hero">
        <nav className="foc-website__nav">
          <Brand inverted />
          <div className="foc-website__nav-right">
            <LanguageChoice />
            <Button variant="minimal" className="foc-website__nav-login" text={t('page.website.signIn')} onClick={() => navigate('/login')} />
          </div>
        </nav>
        <div className="foc-website__intro">
          <h1>{t('page.website.headline')}</h1>
          <p>{t('page.website.lead')}</p>
          <div className="foc-website__actions">{actions}</div>
        </div>
      </section>

      <section className="foc-website__stats" aria-label={t('page.website.statsTitle')} data-testid="website-stats">
        {STAT_KEYS.map((key) => (
          <Card key={key} className="foc-website__stat" elevation={2}>
            <div className="foc-website__stat-value" data-testid={`website-stat-${key}`}>
              {stats.state === 'loading' ? <Spinner size={24} /> : formatCount(stats.state === 'ready' ? stats.stats[key] : null, locale)}
            </div>
            <div className="foc-website__stat-label">{t(`page.website.stat.${key}`)}</div>
          </Card>
        ))}
        {stats.state === 'failed' && <p className="foc-website__stats-note">{t('page.website.statsFailed')}</p>}
      </section>

      <section className="foc-website__features">
        <h2>{t('page.website.featuresTitle')}</h2>
        <div className="foc-website__feature-grid">
          {FEATURES.map((f) => (
            <Card key={f.key} className="foc-website__feature">
              <span className="foc-website__feature-icon">
                <Icon icon={f.icon} size={24} />
              </span>
              <h3>{t(`page.feature.${f.key}.title`)}</h3>
              <p>{t(`page.feature.${f.key}.text`)}</p>
            </Card>
          ))}
        </div>
      </section>

      <section className="foc-website__cta">
        <h2>{t('page.website.ctaTitle')}</h2>
        <p>{t('page.website.ctaText')}</p>
        <div className="foc-website__actions">{actions}</div>
      </section>
      <footer className="foc-website__footer">{t('page.version', { version: __APP_VERSION__ })}</footer>
    </div>
  );
}
