import { Classes, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { legStateLegend, tripStatusLegend, type Translate } from '../../domain/trip/readingText';
import { LEG_STATE_READINGS, TRIP_STATUS_READINGS, type LegStateReading, type TripStatusReading } from '../../domain/trip/states';
import { settings } from '../../state/settings';

/** The readings of leg states 3–5 and of trip status codes (requirements D4), each choice with what its codes mean. */
export function ReadingSettings() {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const s = useSnapshot(settings);
  const option = (reading: string, legend: string, testId: string) => (
    <Radio
      key={reading}
      value={reading}
      data-testid={testId}
      labelElement={
        <span className="foc-theme__reading">
          {t('readings.option', { reading })}
          <small className={Classes.TEXT_MUTED} style={{ display: 'block' }}>
            {legend}
          </small>
        </span>
      }
    />
  );
  return (
    <>
      <h6 className="foc-theme__section">{t('readings.section')}</h6>
      <p className={Classes.TEXT_MUTED} style={{ fontSize: 12 }}>
        {t('readings.hint')}
      </p>
      <FormGroup label={t('readings.legState')} className="foc-theme__row">
        <RadioGroup name="legStateReading" selectedValue={s.legStateReading} onChange={(e) => (settings.legStateReading = e.currentTarget.value as LegStateReading)}>
          {LEG_STATE_READINGS.map((r) => option(r, legStateLegend(r, tr), `legStateReading-${r}`))}
        </RadioGroup>
      </FormGroup>
      <FormGroup label={t('readings.tripStatus')} className="foc-theme__row">
        <RadioGroup name="tripStatusReading" selectedValue={s.tripStatusReading} onChange={(e) => (settings.tripStatusReading = e.currentTarget.value as TripStatusReading)}>
          {TRIP_STATUS_READINGS.map((r) => option(r, tripStatusLegend(r, tr), `tripStatusReading-${r}`))}
        </RadioGroup>
      </FormGroup>
    </>
  );
}
