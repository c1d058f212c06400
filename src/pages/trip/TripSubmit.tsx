import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tripCommands } from '../../api/tripCommands';
import { toastKey } from '../../app/toaster';
import { confirmAction, runCommand, StaleCallout, useTripOfPage } from './form/formParts';
import { RuleButton, STALE } from './form/TripEditor';
import { tripActionRefusals } from './form/tripFacts';
import { TripFacts, TripLegsView, TripTitle } from './form/TripSummary';

/** Trip submit (`trip/TripSubmit?id=`, customer service): review the trip, then submit it to operations. */
export default function TripSubmit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useTripOfPage();
  const { trip } = page;
  const [busy, setBusy] = useState(false);
  if (!page.id || page.failed) return <NonIdealState icon="error" title={t('tripForm.notFound')} />;
  if (!trip) return <Spinner />;
  const refusals = tripActionRefusals(trip);

  const submit = async () => {
    if (!(await confirmAction(t('tripForm.submit.confirm', { number: trip.tripNumber })))) return;
    setBusy(true);
    const outcome = await runCommand(() => tripCommands.submit(trip.id, trip.version));
    setBusy(false);
    if (page.settle(outcome)) toastKey('tripForm.submit.done', undefined, 'success');
  };

  return (
    <div className="foc-trip-form" data-testid="trip-submit">
      <TripTitle trip={trip} title={t('tripForm.submit.title')} />
      {page.stale && <StaleCallout onReload={page.reload} />}
      <TripFacts trip={trip} />
      <TripLegsView trip={trip} />
      {refusals.submit && trip.status !== 'notReceived' && <Callout intent={Intent.WARNING}>{t(refusals.submit.key, refusals.submit.params ?? {})}</Callout>}
      {trip.status === 'notReceived' && <Callout intent={Intent.SUCCESS} data-testid="submitted">{t('tripForm.submit.waiting')}</Callout>}
      <div className="foc-trip-form__footer">
        <RuleButton ability="trip:edit" refusal={page.stale ? STALE : refusals.edit} text={t('tripForm.submit.edit')} icon="edit" onClick={() => navigate(`/tripEdit?id=${encodeURIComponent(trip.id)}`)} testId="open-edit" />
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={page.reload} aria-label={t('tripForm.reload')} />
        {refusals.submit === null && !page.stale && (
          <Button intent={Intent.PRIMARY} icon="send-message" text={t('tripForm.submit.go')} loading={busy} onClick={() => void submit()} data-testid="trip-submit-go" />
        )}
      </div>
    </div>
  );
}
