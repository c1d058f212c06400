import { Button, Callout, FormGroup, InputGroup, Spinner, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { hasErrors, validateLoginName, validateRegistration, type LoginNameMaxLength, type RegistrationForm, type RuleError } from '../../domain/validation';
import { messageText, type PageMessage } from '../../ui/signIn/signInError';
import { EMPTY_REGISTRATION, REGISTRATION_FIELDS, registrationFailure, type RegistrationField } from './registrationErrors';

export interface Registered {
  companyCode: string;
  loginName: string;
  companyName: string;
}

type Availability = { name: string; state: 'checking' | 'available' | 'taken' } | null;

const GROUPS: { title: string; fields: { name: RegistrationField; icon: IconName; type?: string; autoComplete?: string }[] }[] = [
  {
    title: 'page.register.company',
    fields: [
      { name: 'companyName', icon: 'office', autoComplete: 'organization' },
      { name: 'phone', icon: 'phone', type: 'tel', autoComplete: 'tel' },
      { name: 'address', icon: 'map-marker', autoComplete: 'street-address' },
    ],
  },
  {
    title: 'page.register.account',
    fields: [
      { name: 'loginName', icon: 'person', autoComplete: 'username' },
      { name: 'password', icon: 'lock', type: 'password', autoComplete: 'new-password' },
      { name: 'confirmPassword', icon: 'lock', type: 'password', autoComplete: 'new-password' },
    ],
  },
  {
    title: 'page.register.contact',
    fields: [
      { name: 'contactPerson', icon: 'id-number', autoComplete: 'name' },
      { name: 'mobile', icon: 'mobile-phone', type: 'tel', autoComplete: 'tel' },
      { name: 'email', icon: 'envelope', type: 'email', autoComplete: 'email' },
    ],
  },
];

/** Step 1: the application. Rules of S5 on every field; the server's field errors come back under the fields. */
export function RegisterForm({ loginNameMaxLength, onRegistered }: { loginNameMaxLength: LoginNameMaxLength; onRegistered(r: Registered): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegistrationField, RuleError>>>({});
  const [message, setMessage] = useState<PageMessage | null>(null);
  const [availability, setAvailability] = useState<Availability>(null);
  const [busy, setBusy] = useState(false);

  const ruleErrors = useMemo(() => validateRegistration(form, { loginNameMaxLength }), [form, loginNameMaxLength]);
  const taken = availability?.state === 'taken' && availability.name === form.loginName;
  const errorOf = (f: RegistrationField): RuleError | undefined =>
    touched[f] ? (serverErrors[f] ?? ruleErrors[f] ?? (f === 'loginName' && taken ? { key: 'error.userNameTaken' } : undefined)) : undefined;

  const change = (f: RegistrationField) => (value: string) => {
    setForm((prev) => ({ ...prev, [f]: value }));
    setServerErrors(({ [f]: _dropped, ...rest }) => rest);
  };

  function checkLoginName() {
    const name = form.loginName;
    setTouched((x) => ({ ...x, loginName: true }));
    if (validateLoginName(name, { maxLength: loginNameMaxLength }) || availability?.name === name) return;
    setAvailability({ name, state: 'checking' });
    accountApi.loginNameAvailable(name).then(
      (r) => setAvailability((a) => (a?.name === name ? { name, state: r.available ? 'available' : 'taken' } : a)),
      () => setAvailability((a) => (a?.name === name ? null : a)),
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, true])));
    if (hasErrors(ruleErrors) || taken || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await accountApi.register({ ...form });
      onRegistered({ companyCode: answer.companyCode, loginName: form.loginName, companyName: form.companyName.trim() });
    } catch (error) {
      const failure = registrationFailure(error);
      setServerErrors(failure.fields);
      setMessage(failure.message);
      setBusy(false);
    }
  }

  const helper = (f: RegistrationField, err: RuleError | undefined) => {
    if (err) return t(err.key, err.params);
    if (f === 'loginName' && availability?.name === form.loginName && availability.state !== 'taken') {
      return availability.state === 'checking' ? t('page.register.checking') : t('page.register.available');
    }
    return t(`page.register.hint.${f}`, { defaultValue: '', min: 5, max: loginNameMaxLength });
  };
  const intentOf = (f: RegistrationField, err: RuleError | undefined): Intent =>
    err ? 'danger' : f === 'loginName' && availability?.name === form.loginName && availability.state === 'available' ? 'success' : 'none';

  return (
    <form className="foc-register__form" onSubmit={submit} noValidate data-testid="register-form">
      {GROUPS.map((g) => (
        <fieldset key={g.title} className="foc-register__group">
          <legend>{t(g.title)}</legend>
          {g.fields.map(({ name, icon, type, autoComplete }) => {
            const err = errorOf(name);
            const intent = intentOf(name, err);
            return (
              <FormGroup key={name} label={t(`page.register.${name}`)} labelFor={`register-${name}`} labelInfo="*" helperText={helper(name, err)} intent={intent}>
                <InputGroup
                  id={`register-${name}`}
                  data-testid={`register-${name}`}
                  leftIcon={icon}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  maxLength={name === 'loginName' ? loginNameMaxLength : undefined}
                  value={form[name]}
                  intent={intent}
                  rightElement={name === 'loginName' && availability?.state === 'checking' ? <Spinner size={16} className="foc-register__spinner" /> : undefined}
                  onValueChange={change(name)}
                  onBlur={name === 'loginName' ? checkLoginName : () => setTouched((x) => ({ ...x, [name]: true }))}
                />
              </FormGroup>
            );
          })}
        </fieldset>
      ))}
      {message && (
        <Callout intent="danger" compact icon="error" className="foc-register__message" role="alert" data-testid="register-error">
          {messageText(message, t)}
        </Callout>
      )}
      <div className="foc-register__actions">
        <Button type="submit" intent="primary" size="large" loading={busy} text={t('page.register.submit')} data-testid="register-submit" />
      </div>
    </form>
  );
}
