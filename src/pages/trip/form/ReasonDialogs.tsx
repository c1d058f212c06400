import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Intent, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tripCommands, type TripDetail, type TripLeg } from '../../../api/tripCommands';
import { toastKey } from '../../../app/toaster';
import { CANCEL_REASON_TYPES, LegState, type CancelReasonType } from '../../../domain/trip/states';
import { cancelTrip, rejectTrip } from '../../../domain/trip/tripFlow';
import { labelKey } from '../../../domain/trip/labels';
import { runCommand, type CommandOutcome } from './formParts';
import { tripFactsOf } from './tripFacts';

interface Common {
  isOpen: boolean;
  onClose: () => void;
  /** The command's outcome (the page keeps the new trip or marks itself stale). */
  onDone: (outcome: CommandOutcome<TripDetail>) => void;
}

function ReasonType({ value, onChange }: { value: CancelReasonType; onChange: (v: CancelReasonType) => void }) {
  const { t } = useTranslation();
  return (
    <RadioGroup label={t('tripForm.cancel.reasonType')} selectedValue={value} onChange={(e) => onChange(e.currentTarget.value as CancelReasonType)} inline>
      {CANCEL_REASON_TYPES.map((r) => (
        <Radio key={r} value={r} label={t(labelKey('cancelReason', r))} data-testid={`reason-${r}`} />
      ))}
    </RadioGroup>
  );
}

/** Cancel a trip: reason type and note; warns that every leg (not yet flown) is cancelled with it. */
export function CancelTripDialog({ trip, isOpen, onClose, onDone }: Common & { trip: TripDetail }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<CancelReasonType>('customer');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const rule = cancelTrip(tripFactsOf(trip), reason, note);
  const affected = rule.ok ? rule.value.legStates.filter((s, i) => s === LegState.cancelled && trip.legs[i]!.legState !== LegState.cancelled).length : 0;
  const go = async () => {
    setBusy(true);
    const outcome = await runCommand(() => tripCommands.cancel(trip.id, trip.version, reason, note.trim() || undefined));
    setBusy(false);
    if (outcome.ok) toastKey('tripForm.cancel.done', undefined, 'success');
    onDone(outcome);
    if (outcome.ok || (!outcome.ok && outcome.failure.kind === 'stale')) onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('tripForm.cancel.title', { number: trip.tripNumber })} canOutsideClickClose={false} style={{ minWidth: 440 }}>
      <DialogBody>
        <div data-testid="cancel-trip-dialog">
          <Callout intent={Intent.WARNING} icon="warning-sign">
            {rule.ok ? t('tripForm.cancel.allLegs', { count: affected }) : t(rule.key, rule.params ?? {})}
          </Callout>
          <ReasonType value={reason} onChange={setReason} />
          <FormGroup label={t('tripForm.cancel.note')} labelFor="cancel-note">
            <TextArea id="cancel-note" fill value={note} maxLength={500} onChange={(e) => setNote(e.currentTarget.value)} />
          </FormGroup>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('forms.confirm.cancel')} onClick={onClose} />
            <Button intent={Intent.DANGER} text={t('tripForm.cancel.go')} loading={busy} disabled={!rule.ok} onClick={() => void go()} data-testid="cancel-trip-go" />
          </>
        }
      />
    </Dialog>
  );
}

/** Cancel one leg: the reason type (customer or company). */
export function CancelLegDialog({ trip, leg, isOpen, onClose, onDone, confirmText }: Common & { trip: TripDetail; leg: TripLeg; confirmText?: string }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<CancelReasonType>('customer');
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    const outcome = await runCommand(() => tripCommands.cancelLeg(leg.id, trip.version, reason));
    setBusy(false);
    if (outcome.ok) toastKey('tripForm.leg.cancelled', undefined, 'success');
    onDone(outcome);
    if (outcome.ok || (!outcome.ok && outcome.failure.kind === 'stale')) onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('tripForm.leg.cancelTitle', { number: leg.legNumber, route: `${leg.departureIcao} → ${leg.arrivalIcao}` })} canOutsideClickClose={false} style={{ minWidth: 420 }}>
      <DialogBody>
        <div data-testid="cancel-leg-dialog">
          {confirmText && <Callout intent={Intent.WARNING}>{confirmText}</Callout>}
          <ReasonType value={reason} onChange={setReason} />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('forms.confirm.cancel')} onClick={onClose} />
            <Button intent={Intent.DANGER} text={t('tripForm.leg.cancelGo')} loading={busy} onClick={() => void go()} data-testid="cancel-leg-go" />
          </>
        }
      />
    </Dialog>
  );
}

/** Reject a submitted trip with a reason (required: the domain's `rejectTrip`). */
export function RejectDialog({ trip, isOpen, onClose, onDone }: Common & { trip: TripDetail }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const rule = rejectTrip(trip, reason);
  const go = async () => {
    setTried(true);
    if (!rule.ok) return;
    setBusy(true);
    const outcome = await runCommand(() => tripCommands.reject(trip.id, trip.version, reason.trim()));
    setBusy(false);
    if (outcome.ok) toastKey('tripForm.receive.rejected', undefined, 'success');
    onDone(outcome);
    if (outcome.ok || (!outcome.ok && outcome.failure.kind === 'stale')) onClose();
  };
  const error = tried && !rule.ok ? t(rule.key, rule.params ?? {}) : undefined;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('tripForm.receive.rejectTitle', { number: trip.tripNumber })} canOutsideClickClose={false} style={{ minWidth: 440 }}>
      <DialogBody>
        <FormGroup label={t('tripForm.receive.reason')} labelFor="reject-reason" labelInfo="*" intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
          <TextArea id="reject-reason" fill value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} intent={error ? Intent.DANGER : Intent.NONE} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('forms.confirm.cancel')} onClick={onClose} />
            <Button intent={Intent.DANGER} text={t('tripForm.receive.reject')} loading={busy} onClick={() => void go()} data-testid="reject-go" />
          </>
        }
      />
    </Dialog>
  );
}
