import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { systemUserApi } from '../../../api/systemUsers';
import { toastKey } from '../../../app/toaster';
import { validateResetPassword } from '../../../domain/validation/account';
import { CheckedInput } from '../../../forms';
import { UserDetailFrame, type UserDetailProps } from './UserDetailFrame';

function PasswordForm({ user, reload }: UserDetailProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const errors = validateResetPassword({ password, confirmPassword });
  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length) return;
    setSaving(true);
    try {
      await systemUserApi.resetPassword(user.id, { version: user.version, password, confirmPassword });
      toastKey('systemUser.password.done', undefined, 'success');
      setPassword('');
      setConfirm('');
      setTried(false);
      await reload();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e; // the request layer has told the user
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="foc-user-detail__form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div data-testid="user-password">
        <CheckedInput type="password" name="password" label={t('systemUser.field.password')} required value={password} onChange={setPassword} rule={() => errors.password ?? null} maxLength={16} touched={tried} />
      </div>
      <div data-testid="user-password-confirm">
        <CheckedInput type="password" name="confirmPassword" label={t('systemUser.field.confirmPassword')} required value={confirmPassword} onChange={setConfirm} rule={() => errors.confirmPassword ?? null} maxLength={16} touched={tried} />
      </div>
      <div className="foc-user-detail__bar">
        <Button type="submit" intent="primary" icon="key" text={t('systemUser.password.title')} loading={saving} data-testid="user-password-submit" />
      </div>
    </form>
  );
}

/** Reset a user's password (`system/user/UserPassword`, ?id=<userId>): 6–16 characters typed twice; the user's sessions end. */
export default function UserPassword() {
  return (
    <UserDetailFrame title="systemUser.password.title" hint="systemUser.password.hint" testId="user-password-screen">
      {(p) => <PasswordForm key={p.user.id} {...p} />}
    </UserDetailFrame>
  );
}
