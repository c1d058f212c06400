import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountApi } from '../../api/account';
import { sha1Hex } from '../../api/sha1';
import { hasErrors, validateChangePassword, type ChangePasswordForm, type FieldErrors, type RuleError } from '../../domain/validation';
import { resetSession, session } from '../../state/session';
import { toastKey } from '../toaster';
import { leaveToLogin } from './signOut';
import { changePasswordFailure, PASSWORD_FIELDS, type PasswordField as Field } from './passwordFailure';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };
/**
 * Change password (requirements S5): old, new and confirmation; sends the old one as SHA-1 hex (as
 * sign-in does) and the new one as text so that the server applies the password rules too. The server ends every session of the user, so success signs out and opens /login.
 */
export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [tried, setTried] = useState(false);
  const [serverMessage, setServerMessage] = useState<{ key: string; params?: Record<string, number> } | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setForm(EMPTY);
    setErrors({});
    setTried(false);
    setServerMessage(null);
    onClose();
  };
  const set = (field: Field, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    setServerMessage(null);
    if (tried) setErrors(validateChangePassword(next));
  };
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    const found = validateChangePassword(form);
    setErrors(found);
    if (hasErrors(found) || saving) return;
    setSaving(true);
    try {
      const oldPassword = await sha1Hex(form.oldPassword);
      await accountApi.changePassword({ userName: session.user?.userName ?? '', oldPassword, newPassword: form.newPassword, confirmPassword: form.confirmPassword });
      setSaving(false);
      toastKey('success.modified', undefined, 'success');
      close();
      resetSession();
      leaveToLogin(navigate);
    } catch (err) {
      setSaving(false);
      const failure = changePasswordFailure(err);
      if (failure.relogin) {
        toastKey(failure.message ?? 'error.loginTimeout');
        resetSession();
        leaveToLogin(navigate);
        return;
      }
      setErrors(failure.fields);
      setServerMessage(failure.message ? { key: failure.message, ...(failure.params ? { params: failure.params } : {}) } : null);
      // the busy submit button lost the focus: give it to the field at fault (Escape keeps working)
      const first = PASSWORD_FIELDS.find((f) => failure.fields[f]) ?? 'oldPassword';
      requestAnimationFrame(() => document.getElementById(`foc-cp-${first}`)?.focus());
    }
  };
  const message = (rule: RuleError | undefined) => (rule ? t(rule.key, rule.params) : undefined);
  const field = (name: Field, autoComplete: string) => (
    <FormGroup key={name} label={t(`header.password.${name}`)} labelFor={`foc-cp-${name}`} labelInfo="*" intent={errors[name] ? 'danger' : 'none'} helperText={message(errors[name])}>
      <InputGroup
        id={`foc-cp-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={form[name]}
        intent={errors[name] ? 'danger' : 'none'}
        placeholder={t(`header.password.${name}.placeholder`)}
        data-testid={`cp-${name}`}
        onValueChange={(v) => set(name, v)}
      />
    </FormGroup>
  );
  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('header.changePassword')} icon="key" canOutsideClickClose={false} style={{ minWidth: 400, minHeight: 300 }} className="foc-change-password">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="change-password-dialog">
        <DialogBody>
          {serverMessage && (
            <Callout intent="danger" icon="error" className="foc-change-password__error" data-testid="cp-server-error">
              {t(serverMessage.key, serverMessage.params)}
            </Callout>
          )}
          {field('oldPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('confirmPassword', 'new-password')}
          <p className="foc-change-password__note">{t('header.password.note')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('header.cancel')} disabled={saving} onClick={close} />
              <Button type="submit" intent="primary" text={t('header.confirm')} loading={saving} data-testid="cp-submit" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
