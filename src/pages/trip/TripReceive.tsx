import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tripCommands } from '../../api/tripCommands';
import { toastKey } from '../../app/toaster';
import { hasAbility } from '../../state/session';
import { confirmAction, runCommand, StaleCallout, useTripOfPage } from './form/formParts';
import { RejectDialog } from './form/ReasonDialogs';
import { tripActionRefusals } from './form/tripFacts';
import { TripFacts, TripLegsView, TripTitle } from './form/TripSummary';

/** Trip receive (`trip/TripReceive?id=`, operations evaluation): review a submitted trip, receive it or reject it with a reason. */
export default function TripReceive() {
  const { t } = useTranslation();
  const page = useTripOfPage();
  const { trip } = page;
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  if (!page.id || page.failed) return <NonIdealState icon="error" title={t('tripForm.notFound')} />;
  if (!trip) return <Spinner />;
  const refusals = tripActionRefusals(trip);

  const receive = async () => {
    if (!(await confirmAction(t('tripForm.receive.confirm', { number: trip.tripNumber })))) return;
    setBusy(true);
    const outcome = await runCommand(() => tripCommands.receive(trip.id, trip.version));
    setBusy(false);
    if (page.settle(outcome)) toastKey('tripForm.receive.done', undefined, 'success');
  };
  const canReceive = hasAbility('trip:receive') && refusals.receive === null && !page.stale;
  const canReject = hasAbility('trip:reject') && refusals.reject === null && !page.stale;

  return (
    <div className="foc-trip-form" data-testid="trip-receive">
      <TripTitle trip={trip} title={t('tripForm.receive.title')} />
      {page.stale && <StaleCallout onReload={page.reload} />}
      <TripFacts trip={trip} />
      <TripLegsView trip={trip} />
      {refusals.receive && (
        <Callout intent={trip.status === 'received' ? Intent.SUCCESS : Intent.WARNING} data-testid="receive-refusal">
          {trip.status === 'received' ? t('tripForm.receive.received') : t(refusals.receive.key, refusals.receive.params ?? {})}
        </Callout>
      )}
      <div className="foc-trip-form__footer">
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={page.reload} aria-label={t('tripForm.reload')} />
        {canReject && <Button intent={Intent.DANGER} icon="undo" text={t('tripForm.receive.reject')} onClick={() => setRejecting(true)} data-testid="trip-reject" />}
        {canReceive && <Button intent={Intent.PRIMARY} icon="tick" text={t('tripForm.receive.go')} loading={busy} onClick={() => void receive()} data-testid="trip-receive-go" />}
      </div>
      {rejecting && <RejectDialog isOpen trip={trip} onClose={() => setRejecting(false)} onDone={(o) => void page.settle(o)} />}
    </div>
  );
}
