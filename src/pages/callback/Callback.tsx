import { Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { adoptToken } from '../../state/session';
import { safeRedirect } from '../../ui/signIn/redirect';
import { welcomeWhenLoaded } from '../../ui/signIn/welcome';

/** Longest token accepted from the address (the server refuses longer ones too). */
const MAX_TOKEN_LENGTH = 200;

/**
 * /callback?token=…&redirect=…: an external sign-in hands over its token. It is stored like a
 * token of our own sign-in and the guard then loads the user; without a token: /login.
 */
export default function Callback() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const token = query.get('token')?.trim() ?? '';
  const redirect = query.get('redirect');

  useEffect(() => {
    if (!token || token.length > MAX_TOKEN_LENGTH) {
      navigate('/login', { replace: true });
      return;
    }
    adoptToken(token, query.get('expires_at'));
    welcomeWhenLoaded();
    navigate(safeRedirect(redirect), { replace: true });
  }, [token, redirect, query, navigate]);

  return <Spinner className="foc-boot-spinner" aria-label={t('page.title.callback')} />;
}
