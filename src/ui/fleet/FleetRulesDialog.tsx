/** The operator's fleet rules: the base zone that counts MEL days, the B/C/D intervals and the certificate reminder bands. */
import { Callout, InputGroup, NumericInput } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetSettingsApi, MEL_MAX_DAYS, type FleetSettingsAnswer } from '../../api/fleetUpkeep';
import { isBaseZone } from '../../domain/fleet/settings';
import { CommandDialog } from '../leg/LegDialogs';
import { Field, useDialogSave } from './FaultDialogs';

export function FleetRulesDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [v, setV] = useState<FleetSettingsAnswer | null>(null);
  const { busy, refusal, clear, save: run } = useDialogSave(onClose);
  useEffect(() => {
    if (!isOpen) return;
    clear();
    setV(null);
    void fleetSettingsApi.get().then(setV, onClose);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  if (!isOpen) return null;
  const days = (n: number, max = MEL_MAX_DAYS) => Number.isInteger(n) && n >= 1 && n <= max;
  const canSubmit = !!v && isBaseZone(v.baseZone) && days(v.melIntervals.B) && days(v.melIntervals.C) && days(v.melIntervals.D) && days(v.certificateNearMonths, 24) && days(v.certificateSoonDays);
  const interval = (k: 'B' | 'C' | 'D') => (
    <Field label={t('fleetFault.rules.interval', { category: k })} required>
      <NumericInput fill min={1} max={MEL_MAX_DAYS} value={v?.melIntervals[k] ?? ''} onValueChange={(n) => v && setV({ ...v, melIntervals: { ...v.melIntervals, [k]: n } })} data-testid={`rules-${k}`} />
    </Field>
  );
  const save = () =>
    run(() => fleetSettingsApi.update(v!));
  return (
    <CommandDialog isOpen title={t('fleetFault.rules.title')} onClose={onClose} busy={busy} canSubmit={canSubmit} onSubmit={save} testId="fleet-rules">
      {refusal && <Callout intent="danger" compact>{refusal}</Callout>}
      <Callout compact icon="info-sign" className="foc-fleet__note">{t('fleetFault.rules.convention')}</Callout>
      {v && (
        <div className="foc-fleet__form">
          <Field label={t('fleetFault.rules.baseZone')} required helper={t('fleetFault.rules.baseZoneHint')}>
            <InputGroup value={v.baseZone} intent={isBaseZone(v.baseZone) ? 'none' : 'danger'} onChange={(e) => setV({ ...v, baseZone: e.currentTarget.value.trim() })} data-testid="rules-zone" />
          </Field>
          {interval('B')}
          {interval('C')}
          {interval('D')}
          <Field label={t('fleetFault.rules.nearMonths')} required>
            <NumericInput fill min={1} max={24} value={v.certificateNearMonths} onValueChange={(n) => setV({ ...v, certificateNearMonths: n })} />
          </Field>
          <Field label={t('fleetFault.rules.soonDays')} required>
            <NumericInput fill min={1} max={MEL_MAX_DAYS} value={v.certificateSoonDays} onValueChange={(n) => setV({ ...v, certificateSoonDays: n })} />
          </Field>
        </div>
      )}
    </CommandDialog>
  );
}
