/** The operator's flight-log rules: the flight-time basis (block or air time) and whether a log may be confirmed incomplete. */
import { Callout, Checkbox, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flbApi, type FlbSettings } from '../../api/flb';
import { toastKey } from '../../app/toaster';
import { FLIGHT_TIME_BASES, type FlightTimeBasis } from '../../domain/flb/rules';
import { CommandDialog, useSubmitting } from '../leg/LegDialogs';

export function FlbSettingsDialog({ isOpen, onClose, onSaved }: { isOpen: boolean; onClose: () => void; onSaved?: (s: FlbSettings) => void }) {
  const { t } = useTranslation();
  const [v, setV] = useState<FlbSettings | null>(null);
  const [busy, submit] = useSubmitting(onClose);
  useEffect(() => {
    if (!isOpen) return;
    setV(null);
    flbApi.settings().then(setV, () => onClose());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  if (!isOpen) return null;
  const save = () =>
    submit(async () => {
      const saved = await flbApi.saveSettings(v!);
      toastKey('success.save', undefined, 'success');
      onSaved?.(saved);
      return true;
    });
  return (
    <CommandDialog isOpen title={t('flbScreen.settings.title')} onClose={onClose} busy={busy} canSubmit={v !== null} onSubmit={save} testId="flb-settings">
      {v && (
        <>
          <FormGroup label={t('flbScreen.settings.basisTitle')}>
            <RadioGroup selectedValue={v.flightTimeBasis} onChange={(e) => setV({ ...v, flightTimeBasis: e.currentTarget.value as FlightTimeBasis })}>
              {FLIGHT_TIME_BASES.map((b) => (
                <Radio key={b} value={b} label={t(`flbScreen.settings.basis.${b}`)} data-testid={`flb-basis-${b}`} />
              ))}
            </RadioGroup>
          </FormGroup>
          <Checkbox checked={v.allowIncomplete} label={t('flbScreen.settings.allowIncomplete')} onChange={(e) => setV({ ...v, allowIncomplete: e.currentTarget.checked })} data-testid="flb-allowIncomplete" />
          <Callout compact intent="primary">
            {t('flbScreen.settings.note')}
          </Callout>
        </>
      )}
    </CommandDialog>
  );
}
