import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { chain, email, maxLength, required, type RuleError } from '../../domain/validation';
import { messageText, pageMessageOf, type PageMessage } from './signInError';

/** The contract's maximum of the address. */
const EMAIL_MAX_LENGTH = 100;
const checkEmail = (value: string): RuleError | null => chain(required, maxLength(EMAIL_MAX_LENGTH), email)(value.trim());

/** The server's refusal, with the reset's own wording for the rate limit (the server's key speaks of sign-ins). */
function refusalOf(error: unknown): PageMessage | null {
  const m = pageMessageOf(error);
  if (m?.key === 'error.tooManyAttempts') return { key: 'page.login.forgot.tooMany', ...(m.params ? { params: m.params } : {}) };
  return m;
}

/**
 * "Forgot password?": asks for the e-mail address of the account (the server's own address rule),
 * asks the server to mail a one-time reset link and says so; server refusals (no account with the
 * address, no mail server for the company, too many requests) show in the dialog.
 */
export function ForgotPasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<RuleError | null>(null);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<PageMessage | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setAddress('');
    setError(null);
    setTried(false);
    setMessage(null);
    setSentTo(null);
    onClose();
  };
  const change = (value: string) => {
    setAddress(value);
    setMessage(null);
    if (tried) setError(checkEmail(value));
  };
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    const found = checkEmail(address);
    setError(found);
    if (found || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await accountApi.forgotPassword({ email: address.trim() });
      setSentTo(address.trim());
    } catch (err) {
      setMessage(refusalOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('page.login.forgot.title')} icon="envelope" canOutsideClickClose={false} style={{ width: 420 }}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="forgot-dialog">
        <DialogBody>
          {sentTo ? (
            <Callout intent="success" icon="tick-circle" data-testid="forgot-sent" role="status">
              {t('page.login.forgot.sent', { email: sentTo })}
            </Callout>
          ) : (
            <>
              <p>{t('page.login.forgot.intro')}</p>
              <FormGroup
                label={t('page.login.forgot.email')}
                labelFor="forgot-email"
                helperText={error ? t(error.key, error.params) : undefined}
                intent={error ? 'danger' : 'none'}
              >
                <InputGroup
                  id="forgot-email"
                  data-testid="forgot-email"
                  type="email"
                  leftIcon="envelope"
                  autoComplete="email"
                  autoFocus
                  maxLength={EMAIL_MAX_LENGTH}
                  placeholder={t('page.login.forgot.emailPlaceholder')}
                  value={address}
                  intent={error ? 'danger' : 'none'}
                  onValueChange={change}
                />
              </FormGroup>
              {message && (
                <Callout intent="danger" compact icon="error" data-testid="forgot-error" role="alert">
                  {messageText(message, t)}
                </Callout>
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            sentTo ? (
              <Button intent="primary" text={t('page.login.forgot.close')} onClick={close} data-testid="forgot-close" />
            ) : (
              <>
                <Button text={t('page.login.forgot.cancel')} disabled={busy} onClick={close} />
                <Button type="submit" intent="primary" text={t('page.login.forgot.submit')} loading={busy} data-testid="forgot-submit" />
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
