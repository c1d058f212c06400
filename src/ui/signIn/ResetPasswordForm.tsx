import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { RequestError } from '../../api/http';
import { hasErrors, validateResetPassword, type FieldErrors, type ResetPasswordForm as Fields } from '../../domain/validation';
import { messageText, pageMessageOf, type PageMessage } from './signInError';

type Field = keyof Fields;
const FIELDS: readonly Field[] = ['password', 'confirmPassword'];
const EMPTY: Fields = { password: '', confirmPassword: '' };

export interface ResetPasswordFormProps {
  /** The token of the mailed link; only sent to the server, never shown. */
  token: string;
  /** The password is set: back to the sign-in form. */
  onDone(): void;
  /** The link is unknown, used or expired: ask for a new one. */
  onRequestNewLink(): void;
}

/**
 * "Set a new password" from a reset link: the new password and its confirmation under the reset
 * rules the server applies (6–16 printable characters), sent as text with the link's token.
 */
export function ResetPasswordForm({ token, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<PageMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (tried) setErrors(validateResetPassword(next));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    const found = validateResetPassword(form);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await accountApi.resetPassword({ token, password: form.password, confirmPassword: form.confirmPassword });
      setBusy(false);
      onDone();
    } catch (err) {
      setBusy(false);
      const fields = err instanceof RequestError ? err.fields : undefined;
      const fieldErrors: FieldErrors<Field> = {};
      for (const f of FIELDS) if (fields?.[f]) fieldErrors[f] = fields[f];
      setErrors(fieldErrors);
      setMessage(hasErrors(fieldErrors) ? null : pageMessageOf(err));
    }
  }

  const linkInvalid = message?.key === 'error.resetLinkInvalid';
  const fieldError = (f: Field) => (errors[f] ? t(errors[f].key, errors[f].params) : undefined);
  const intent = (f: Field) => (errors[f] ? 'danger' : 'none');
  const field = (f: Field, labelKey: string, autoFocus: boolean) => (
    <FormGroup label={t(labelKey)} labelFor={`reset-${f}`} helperText={fieldError(f)} intent={intent(f)}>
      <InputGroup
        id={`reset-${f}`}
        data-testid={`reset-${f}`}
        size="large"
        leftIcon="lock"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        maxLength={64}
        placeholder={t(`${labelKey}Placeholder`)}
        value={form[f]}
        intent={intent(f)}
        onValueChange={set(f)}
      />
    </FormGroup>
  );

  return (
    <form className="foc-signin" onSubmit={(e) => void submit(e)} noValidate data-testid="reset-form">
      {field('password', 'page.login.reset.password', true)}
      {field('confirmPassword', 'page.login.reset.confirm', false)}
      <p className="foc-login__subtitle">{t('page.login.reset.rules')}</p>
      {linkInvalid ? (
        <Callout intent="warning" compact icon="warning-sign" className="foc-signin__error" data-testid="reset-invalid" role="alert">
          <p>{t('page.login.reset.linkInvalid')}</p>
          <Button variant="minimal" intent="primary" icon="envelope" text={t('page.login.reset.newLink')} onClick={onRequestNewLink} data-testid="reset-new-link" />
        </Callout>
      ) : (
        message && (
          <Callout intent="danger" compact icon="error" className="foc-signin__error" data-testid="reset-error" role="alert">
            {messageText(message, t)}
          </Callout>
        )
      )}
      <Button type="submit" intent="primary" size="large" fill loading={busy} disabled={linkInvalid} data-testid="reset-submit" text={t('page.login.reset.submit')} />
    </form>
  );
}
