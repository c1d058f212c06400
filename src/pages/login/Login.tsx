import { Button, Callout, Icon } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../state/session';
import { FEATURES } from '../../ui/signIn/features';
import { Brand } from '../../ui/signIn/Brand';
import { ForgotPasswordDialog } from '../../ui/signIn/ForgotPasswordDialog';
import { LanguageChoice } from '../../ui/signIn/LanguageChoice';
import { safeRedirect } from '../../ui/signIn/redirect';
import { ResetPasswordForm } from '../../ui/signIn/ResetPasswordForm';
import { SignInForm } from '../../ui/signIn/SignInForm';
import { welcomeWhenLoaded } from '../../ui/signIn/welcome';
import '../../ui/signIn/public.css';

/**
 * /login (requirements S2, S4, S5): sign-in, then on to the `redirect` query or '/'. With a
 * `resetToken` query (the mailed reset link) it shows the "set a new password" form instead; the
 * "forgot password?" link asks for a reset mail.
 */
export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // A visitor who is already signed in goes to '/' (checked once, so a sign-in here is not overtaken).
  const [signedInAtOpen] = useState(() => Boolean(session.token));
  const [forgotOpen, setForgotOpen] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const resetToken = query.get('resetToken');
  // the token leaves the address bar once used or given up
  const leaveReset = () => navigate('/login', { replace: true });
  // a reset link opened over this page (same document) is not hidden by the forgot dialog
  useEffect(() => {
    if (resetToken) setForgotOpen(false);
  }, [resetToken]);
  if (signedInAtOpen && !resetToken) return <Navigate to="/" replace />;

  return (
    <div className="foc-public foc-login">
      <aside className="foc-login__brand">
        <Brand inverted />
        <div className="foc-login__pitch">
          <h1>{t('page.login.headline')}</h1>
          <p>{t('page.login.tagline')}</p>
          <ul className="foc-login__features">
            {FEATURES.map((f) => (
              <li key={f.key}>
                <Icon icon={f.icon} size={18} />
                <span>{t(`page.feature.${f.key}.title`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <small className="foc-login__version">{t('page.version', { version: __APP_VERSION__ })}</small>
      </aside>
      <main className="foc-login__panel">
        <LanguageChoice className="foc-public__language" />
        <div className="foc-login__card">
          {resetToken ? (
            <>
              <h2>{t('page.login.reset.title')}</h2>
              <p className="foc-login__subtitle">{t('page.login.reset.subtitle')}</p>
              <ResetPasswordForm
                token={resetToken}
                onDone={() => {
                  setResetDone(true);
                  leaveReset();
                }}
                onRequestNewLink={() => {
                  leaveReset();
                  setForgotOpen(true);
                }}
              />
              <div className="foc-login__links">
                <Link to="/login" replace data-testid="reset-to-signin">
                  {t('page.login.reset.toSignIn')}
                </Link>
              </div>
            </>
          ) : (
            <>
              <h2>{t('page.login.title')}</h2>
              <p className="foc-login__subtitle">{t('page.login.subtitle')}</p>
              {resetDone && (
                <Callout intent="success" compact icon="tick-circle" className="foc-signin__error" data-testid="reset-done" role="status">
                  {t('page.login.reset.done')}
                </Callout>
              )}
              <SignInForm
                onSignedIn={() => {
                  welcomeWhenLoaded();
                  navigate(safeRedirect(query.get('redirect')), { replace: true });
                }}
              />
              <Button variant="minimal" size="small" className="foc-login__forgot" text={t('page.login.forgot.link')} onClick={() => setForgotOpen(true)} data-testid="login-forgot-link" />
              <div className="foc-login__links">
                <Link to="/register" data-testid="login-register-link">
                  {t('page.login.toRegister')}
                </Link>
                <Link to="/website" data-testid="login-website-link">
                  {t('page.login.toWebsite')}
                </Link>
              </div>
            </>
          )}
          <ForgotPasswordDialog isOpen={forgotOpen} onClose={() => setForgotOpen(false)} />
        </div>
      </main>
    </div>
  );
}
