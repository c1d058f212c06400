import { Button, Classes, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { accountApi } from '../../api/account';
import { RequestError } from '../../api/http';
import { showToast } from '../../app/toaster';
import { COMPANY_READINGS_EDIT, type CompanyReadings as Stored } from '../../contract/readings';
import { legStateLegend, tripStatusLegend, type Translate } from '../../domain/trip/readingText';
import { LEG_STATE_READINGS, TRIP_STATUS_READINGS, type LegStateReading, type TripStatusReading } from '../../domain/trip/states';
import { applyCompanyReadings } from '../../state/companyReadings';
import { hasAbility, session } from '../../state/session';

/**
 * The company's readings of leg states 3–5 and of trip status codes, each choice with what its codes
 * mean: shown to whoever may change them; a save applies at once to this browser, others at their next sign-in or reload.
 */
export function CompanyReadings() {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  useSnapshot(session);
  const canEdit = hasAbility(COMPANY_READINGS_EDIT);
  const [stored, setStored] = useState<Stored | null>(null);
  const [leg, setLeg] = useState<LegStateReading | null>(null);
  const [trip, setTrip] = useState<TripStatusReading | null>(null);
  const [saving, setSaving] = useState(false);

  const load = () =>
    accountApi.companyReadings().then(
      (r) => {
        setStored(r);
        setLeg(r.legStateReading);
        setTrip(r.tripStatusReading);
      },
      () => setStored(null),
    );
  useEffect(() => {
    if (canEdit) void load();
  }, [canEdit]);
  if (!canEdit || !stored || !leg || !trip) return null;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await accountApi.saveCompanyReadings({ legStateReading: leg, tripStatusReading: trip, version: stored.version });
      setStored(saved);
      applyCompanyReadings(saved);
      showToast(t('readings.saved'), 'success');
    } catch (err) {
      if (err instanceof RequestError && err.status === 412) await load();
    } finally {
      setSaving(false);
    }
  };
  const option = (reading: string, legend: string, testId: string) => (
    <Radio
      key={reading}
      value={reading}
      data-testid={testId}
      labelElement={
        <span>
          {t('readings.option', { reading })}
          <small className={Classes.TEXT_MUTED} style={{ display: 'block' }}>
            {legend}
          </small>
        </span>
      }
    />
  );
  return (
    <section className="foc-mail__test" data-testid="company-readings">
      <h4>{t('readings.section')}</h4>
      <p className="foc-mail__hint">
        {t('readings.hint')} {t('readings.companyHint')}
      </p>
      <FormGroup label={t('readings.legState')}>
        <RadioGroup name="legStateReading" selectedValue={leg} onChange={(e) => setLeg(e.currentTarget.value as LegStateReading)}>
          {LEG_STATE_READINGS.map((r) => option(r, legStateLegend(r, tr), `legStateReading-${r}`))}
        </RadioGroup>
      </FormGroup>
      <FormGroup label={t('readings.tripStatus')}>
        <RadioGroup name="tripStatusReading" selectedValue={trip} onChange={(e) => setTrip(e.currentTarget.value as TripStatusReading)}>
          {TRIP_STATUS_READINGS.map((r) => option(r, tripStatusLegend(r, tr), `tripStatusReading-${r}`))}
        </RadioGroup>
      </FormGroup>
      <Button intent="primary" icon="floppy-disk" loading={saving} text={t('readings.save')} onClick={() => void save()} data-testid="company-readings-save" />
    </section>
  );
}
