import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type Captcha } from '../../api/account';
import { validateSignIn, type FieldErrors, type SignInForm as Fields } from '../../domain/validation';
import { signIn } from '../../state/session';
import { messageText, pageMessageOf, type PageMessage } from './signInError';

export interface SignInFormProps {
  /** Runs after the token is stored (navigate on, arm the welcome notice). */
  onSignedIn(): void;
  /** Label of the submit button (default "sign in"). */
  submitKey?: string;
}

/** `enabled` is null until the server has said whether captchas are on. */
interface CaptchaState {
  enabled: boolean | null;
  loading: boolean;
  captchaId: string | null;
  image: string | null;
}

/**
 * User name, password and the image captcha (hidden while the server does not ask for one: with the
 * baseline captcha off it asks after repeated failures). Captchas are one use: a new one is fetched
 * after every failed attempt. Server refusals show as a message here.
 */
export function SignInForm({ onSignedIn, submitKey = 'page.login.submit' }: SignInFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Fields>({ userName: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Fields>>({});
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<PageMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [maxLength, setMaxLength] = useState<number>(25);
  const [captcha, setCaptcha] = useState<CaptchaState>({ enabled: null, loading: true, captchaId: null, image: null });
  const captchaInput = useRef<HTMLInputElement>(null);

  // the server asked for a captcha after failures: every new one is fetched as required
  const escalated = useRef(false);
  const refreshCaptcha = useCallback(() => {
    setCaptcha((c) => ({ ...c, loading: true }));
    accountApi.captcha(escalated.current).then(
      (c: Captcha) => setCaptcha({ enabled: c.enabled, loading: false, captchaId: c.captchaId, image: c.image }),
      // no image: the field stays, clicking the box tries again
      () => setCaptcha((c) => ({ enabled: c.enabled ?? true, loading: false, captchaId: null, image: null })),
    );
  }, []);

  useEffect(() => {
    refreshCaptcha();
    accountApi.config().then((c) => setMaxLength(c.loginNameMaxLength), () => undefined);
  }, [refreshCaptcha]);

  const captchaOn = captcha.enabled === true;
  const check = (next: Fields) => {
    const found = validateSignIn(next);
    if (!captchaOn) delete found.captcha;
    return found;
  };
  const set = (field: keyof Fields) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (tried) setErrors(check(next));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const captchaId = captchaOn ? captcha.captchaId : null;
      await signIn({ username: form.userName, password: form.password, captchaId, captchaCode: form.captcha.trim() });
      onSignedIn();
    } catch (error) {
      const refusal = pageMessageOf(error);
      setMessage(refusal);
      if (refusal?.key === 'error.captchaRequired' || refusal?.key === 'error.captchaWrong') escalated.current = true;
      setForm((f) => ({ ...f, captcha: '' }));
      refreshCaptcha();
      setBusy(false);
    }
  }

  const fieldError = (field: keyof Fields) => {
    const err = errors[field];
    return err ? t(err.key, err.params) : undefined;
  };
  const intent = (field: keyof Fields) => (errors[field] ? 'danger' : 'none');

  return (
    <form className="foc-signin" onSubmit={submit} noValidate>
      <FormGroup label={t('page.login.userName')} labelFor="login-username" helperText={fieldError('userName')} intent={intent('userName')}>
        <InputGroup
          id="login-username"
          data-testid="login-username"
          size="large"
          leftIcon="person"
          autoComplete="username"
          autoFocus
          maxLength={maxLength}
          placeholder={t('page.login.userNamePlaceholder')}
          value={form.userName}
          intent={intent('userName')}
          onValueChange={set('userName')}
        />
      </FormGroup>
      <FormGroup label={t('page.login.password')} labelFor="login-password" helperText={fieldError('password')} intent={intent('password')}>
        <InputGroup
          id="login-password"
          data-testid="login-password"
          size="large"
          leftIcon="lock"
          type="password"
          autoComplete="current-password"
          placeholder={t('page.login.passwordPlaceholder')}
          value={form.password}
          intent={intent('password')}
          onValueChange={set('password')}
        />
      </FormGroup>
      {captchaOn && (
        <FormGroup label={t('page.login.captcha')} labelFor="login-captcha" helperText={fieldError('captcha')} intent={intent('captcha')}>
          <div className="foc-signin__captcha">
            <InputGroup
              id="login-captcha"
              data-testid="login-captcha"
              inputRef={captchaInput}
              size="large"
              leftIcon="shield"
              autoComplete="off"
              maxLength={16}
              placeholder={t('page.login.captchaPlaceholder')}
              value={form.captcha}
              intent={intent('captcha')}
              onValueChange={set('captcha')}
            />
            <button
              type="button"
              className="foc-signin__captcha-image"
              data-testid="login-captcha-image"
              title={t('page.login.captchaRefresh')}
              aria-label={t('page.login.captchaRefresh')}
              onClick={() => {
                refreshCaptcha();
                captchaInput.current?.focus();
              }}
            >
              {captcha.loading ? <Spinner size={20} /> : captcha.image ? <img src={captcha.image} alt={t('page.login.captchaImage')} /> : t('page.login.captchaFailed')}
            </button>
          </div>
        </FormGroup>
      )}
      {message && (
        <Callout intent="danger" compact icon="error" className="foc-signin__error" data-testid="login-error" role="alert">
          {messageText(message, t)}
        </Callout>
      )}
      <Button type="submit" intent="primary" size="large" fill loading={busy} data-testid="login-submit" text={t(submitKey)} />
    </form>
  );
}
