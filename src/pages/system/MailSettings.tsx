import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useEffect, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../api/http';
import { MAIL_LANGUAGES, outboxApi, type MailLanguage, type MailSettings as Settings, type MailTestResult } from '../../api/outbox';
import { showToast } from '../../app/toaster';
import { email, port as portRule, PORT_MAX, VK } from '../../domain/validation';
import { hasAbility, session } from '../../state/session';
import { CompanyReadings } from './CompanyReadings';
import './outbox.css';

interface Draft {
  enabled: boolean;
  host: string;
  port: string;
  secure: boolean;
  userName: string;
  password: string;
  fromAddress: string;
  language: MailLanguage;
}

type FieldErrors = Record<string, { key: string; params?: Record<string, string | number> }>;

const draftOf = (s: Settings): Draft => ({
  enabled: s.enabled,
  host: s.host,
  port: String(s.port),
  secure: s.secure,
  userName: s.userName,
  password: '',
  fromAddress: s.fromAddress,
  language: s.language,
});

/** The company's SMTP server (`system/MailSettings`): the e-mails of the outbox go through it. */
export default function MailSettings() {
  const { t } = useTranslation();
  useSnapshot(session);
  const canEdit = hasAbility('mailSettings:edit');
  const canTest = hasAbility('mailSettings:test');
  const [stored, setStored] = useState<Settings | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [testTo, setTestTo] = useState('');
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<(MailTestResult & { to: string }) | null>(null);

  const load = () =>
    outboxApi.settings().then(
      (s) => {
        setStored(s);
        setDraft(draftOf(s));
        setFailed(false);
      },
      () => setFailed(true),
    );
  useEffect(() => {
    void load();
  }, []);

  if (failed) return <NonIdealState icon="error" title={t('error.unknown')} action={<Button icon="refresh" onClick={() => void load()} />} />;
  if (!stored || !draft) return <Spinner className="foc-mail__loading" />;

  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    const cleared = { ...errors };
    for (const k of Object.keys(patch)) delete cleared[k];
    setErrors(cleared);
  };
  const errorOf = (field: string) => (errors[field] ? t(errors[field].key, errors[field].params ?? {}) : undefined);
  const group = (field: keyof Draft, label: string, input: ReactNode, helper?: string) => (
    <FormGroup label={label} labelFor={`mail-${field}`} intent={errors[field] ? 'danger' : 'none'} helperText={errorOf(field) ?? helper}>
      {input}
    </FormGroup>
  );

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    const port = Number(draft.port.trim());
    const found: FieldErrors = {};
    if (portRule(draft.port.trim()) || port < 1) found.port = { key: VK.portFormat, params: { min: 1, max: PORT_MAX } };
    const from = draft.fromAddress.trim();
    if (draft.enabled && !from) found.fromAddress = { key: VK.required };
    else if (from && email(from)) found.fromAddress = { key: VK.emailFormat };
    if (draft.enabled && !draft.host.trim()) found.host = { key: VK.required };
    if (Object.keys(found).length > 0) {
      setErrors({ ...errors, ...found });
      return;
    }
    setSaving(true);
    try {
      const saved = await outboxApi.saveSettings({ ...draft, port, version: stored.version });
      setStored(saved);
      setDraft(draftOf(saved));
      showToast(t('outbox.settings.saved'), 'success');
    } catch (err) {
      if (err instanceof RequestError && err.status === 412) await load();
      else if (err instanceof RequestError && err.fields) setErrors(err.fields);
    } finally {
      setSaving(false);
    }
  };

  const sendTest = async () => {
    const bad = email(testTo.trim());
    if (bad) {
      setErrors({ ...errors, testTo: bad });
      return;
    }
    setTesting(true);
    setTestResult(null);
    try {
      setTestResult({ ...(await outboxApi.test(testTo.trim())), to: testTo.trim() });
    } catch (err) {
      if (err instanceof RequestError && err.fields?.to) setErrors({ ...errors, testTo: err.fields.to });
    } finally {
      setTesting(false);
    }
  };

  const input = (field: 'host' | 'userName' | 'fromAddress' | 'port', extra: Partial<ComponentProps<typeof InputGroup>> = {}) => (
    <InputGroup
      id={`mail-${field}`}
      value={draft[field]}
      disabled={!canEdit}
      intent={errors[field] ? 'danger' : 'none'}
      onChange={(e) => set({ [field]: e.currentTarget.value } as Partial<Draft>)}
      data-testid={`mail-${field}`}
      {...extra}
    />
  );

  return (
    <div className="foc-mail" data-testid="mail-settings">
      <Callout intent="primary" icon="info-sign" compact data-testid="mail-no-provider">
        {t('outbox.settings.noProvider')}
      </Callout>
      <form className="foc-mail__form" onSubmit={(e) => void save(e)}>
        <Switch checked={draft.enabled} disabled={!canEdit} label={t('outbox.settings.enabled')} onChange={(e) => set({ enabled: e.currentTarget.checked })} data-testid="mail-enabled" />
        <div className="foc-mail__row">
          {group('host', t('outbox.settings.host'), input('host', { placeholder: 'smtp.example.com' }))}
          {group('port', t('outbox.settings.port'), input('port', { inputMode: 'numeric', className: 'foc-mail__port' }))}
        </div>
        <Checkbox checked={draft.secure} disabled={!canEdit} label={t('outbox.settings.secure')} onChange={(e) => set({ secure: e.currentTarget.checked })} data-testid="mail-secure" />
        <div className="foc-mail__row">
          {group('userName', t('outbox.settings.userName'), input('userName', { autoComplete: 'off' }))}
          {group(
            'password',
            t('outbox.settings.password'),
            <InputGroup
              id="mail-password"
              type="password"
              autoComplete="new-password"
              value={draft.password}
              disabled={!canEdit}
              placeholder={stored.hasPassword ? t('outbox.settings.passwordUnchanged') : ''}
              onChange={(e) => set({ password: e.currentTarget.value })}
              data-testid="mail-password"
            />,
          )}
        </div>
        {group('fromAddress', t('outbox.settings.fromAddress'), input('fromAddress', { placeholder: 'ops@example.com' }))}
        {group(
          'language',
          t('outbox.settings.language'),
          <HTMLSelect
            id="mail-language"
            value={draft.language}
            disabled={!canEdit}
            onChange={(e) => set({ language: e.currentTarget.value as MailLanguage })}
            options={MAIL_LANGUAGES.map((l) => ({ value: l, label: t(`outbox.language.${l}`) }))}
            data-testid="mail-language"
          />,
        )}
        {canEdit && <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t('outbox.settings.save')} data-testid="mail-save" />}
      </form>

      {canTest && (
        <section className="foc-mail__test" data-testid="mail-test">
          <h4>{t('outbox.settings.testTitle')}</h4>
          <p className="foc-mail__hint">{t('outbox.settings.testHint')}</p>
          <FormGroup label={t('outbox.settings.testAddress')} labelFor="mail-test-to" intent={errors.testTo ? 'danger' : 'none'} helperText={errorOf('testTo')}>
            <div className="foc-mail__row">
              <InputGroup id="mail-test-to" value={testTo} placeholder="name@example.com" onChange={(e) => {
                  setTestTo(e.currentTarget.value);
                  setErrors(({ testTo: _, ...rest }) => rest);
                }} data-testid="mail-test-to" />
              <Button icon="envelope" loading={testing} disabled={!testTo.trim()} text={t('outbox.settings.sendTest')} onClick={() => void sendTest()} data-testid="mail-test-send" />
            </div>
          </FormGroup>
          {testResult && (
            <Callout intent={testResult.ok ? 'success' : 'danger'} compact data-testid="mail-test-result">
              {testResult.ok ? t('outbox.settings.testSent', { to: testResult.to }) : t(testResult.key ?? 'message.deliveryFailed')}
              {testResult.detail && <div className="foc-mail__detail">{testResult.detail}</div>}
            </Callout>
          )}
        </section>
      )}
      <CompanyReadings />
    </div>
  );
}
