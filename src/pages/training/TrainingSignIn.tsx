import { Card, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { session } from '../../state/session';
import { Brand } from '../../ui/signIn/Brand';
import { LanguageChoice } from '../../ui/signIn/LanguageChoice';
import { SignInForm } from '../../ui/signIn/SignInForm';
import { welcomeWhenLoaded } from '../../ui/signIn/welcome';
import '../../ui/signIn/public.css';

/** Where trainees land after signing in: training management (the training issue builds its screens). */
export const TRAINING_HOME = '/quality';

/** /trainingSignIn: the sign-in form for trainees, going on to the training module. */
export default function TrainingSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signedInAtOpen] = useState(() => Boolean(session.token));
  if (signedInAtOpen) return <Navigate to={TRAINING_HOME} replace />;

  return (
    <div className="foc-public foc-centered">
      <header className="foc-centered__top">
        <Brand inverted />
        <LanguageChoice />
      </header>
      <Card className="foc-centered__card" elevation={3}>
        <div className="foc-centered__title">
          <Icon icon="learning" size={22} />
          <h2>{t('page.trainingSignIn.title')}</h2>
        </div>
        <p className="foc-login__subtitle">{t('page.trainingSignIn.subtitle')}</p>
        <SignInForm
          submitKey="page.trainingSignIn.submit"
          onSignedIn={() => {
            welcomeWhenLoaded();
            navigate(TRAINING_HOME, { replace: true });
          }}
        />
        <div className="foc-login__links">
          <Link to="/login">{t('page.trainingSignIn.toLogin')}</Link>
        </div>
      </Card>
    </div>
  );
}
