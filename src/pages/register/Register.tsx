import { Button, Card, Icon, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { accountApi } from '../../api/account';
import type { LoginNameMaxLength } from '../../domain/validation';
import { Brand } from '../../ui/signIn/Brand';
import { LanguageChoice } from '../../ui/signIn/LanguageChoice';
import { RegisterForm, type Registered } from './RegisterForm';
import { StepBar } from './StepBar';
import '../../ui/signIn/public.css';
import './register.css';

/** /register: a company applies to use the platform (two steps: fill in the application, finish). */
export default function Register() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [maxLength, setMaxLength] = useState<LoginNameMaxLength | null>(null);
  const [done, setDone] = useState<Registered | null>(null);

  useEffect(() => {
    accountApi.config().then(
      (c) => setMaxLength(c.loginNameMaxLength),
      () => setMaxLength(25),
    );
  }, []);

  return (
    <div className="foc-public foc-centered foc-register">
      <header className="foc-centered__top">
        <Link to="/website" className="foc-register__home">
          <Brand inverted />
        </Link>
        <LanguageChoice />
      </header>
      <Card className="foc-register__card" elevation={3}>
        <h2>{t('page.register.title')}</h2>
        <StepBar step={done ? 2 : 1} />
        {!done && maxLength !== null && <RegisterForm loginNameMaxLength={maxLength} onRegistered={setDone} />}
        {done && (
          <div className="foc-register__done" data-testid="register-done">
            <Icon icon="tick-circle" size={56} intent="success" />
            <h3>{t('page.register.doneTitle')}</h3>
            <p>{t('page.register.doneText', { company: done.companyName })}</p>
            <dl className="foc-register__facts">
              <dt>{t('page.register.companyCode')}</dt>
              <dd>
                <Tag size="large" intent="primary" minimal data-testid="register-company-code">
                  {done.companyCode}
                </Tag>
              </dd>
              <dt>{t('page.register.loginName')}</dt>
              <dd>{done.loginName}</dd>
            </dl>
            <p className="foc-register__note">{t('page.register.doneNote')}</p>
            <div className="foc-register__actions">
              <Button intent="primary" size="large" text={t('page.register.toLogin')} onClick={() => navigate('/login')} />
              <Button variant="outlined" size="large" text={t('page.register.toWebsite')} onClick={() => navigate('/website')} />
            </div>
          </div>
        )}
        {!done && (
          <p className="foc-register__footer">
            {t('page.register.haveAccount')} <Link to="/login">{t('page.register.toLogin')}</Link>
          </p>
        )}
      </Card>
    </div>
  );
}
