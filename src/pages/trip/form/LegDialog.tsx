import { Button, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { tripCommands, type TripDetail, type TripLeg } from '../../../api/tripCommands';
import { toastKey } from '../../../app/toaster';
import { settings } from '../../../state/settings';
import { useDutyGuard } from '../../../ui/dutyGuard';
import { useAirportBook } from './airports';
import { ClockBar, confirmAction, runCommand, type CommandOutcome } from './formParts';
import { changedFields, draftOfLeg, emptyDraft, legInputOf, type LegInput } from './legDraft';
import { LegsTable } from './LegsTable';
import { neighbours } from './tripFacts';
import { newRowKey, useLegDrafts } from './useLegDrafts';

/** What the dialog does: append, insert at a 1-based position, or edit a leg. */
export type LegDialogMode = { kind: 'add' } | { kind: 'insert'; position: number } | { kind: 'edit'; leg: TripLeg };

export interface LegDialogProps {
  trip: TripDetail;
  mode: LegDialogMode;
  /** Trip change: ask before sending (each change is its own command). */
  confirmText?: string;
  onClose: () => void;
  onDone: (outcome: CommandOutcome<TripDetail>) => void;
}

/** The saved leg in the body's shape, to send only what changed. */
function inputOfLeg(l: TripLeg): LegInput {
  return {
    ...(l.flightNo ? { flightNo: l.flightNo } : {}),
    purpose: l.purpose,
    operationNature: l.operationNature,
    departureIcao: l.departureIcao,
    arrivalIcao: l.arrivalIcao,
    plannedDepartureUtc: new Date(l.plannedDepartureUtc).toISOString(),
    plannedArrivalUtc: new Date(l.plannedArrivalUtc).toISOString(),
    ...(l.eteMinutes ? { eteMinutes: l.eteMinutes } : {}),
    ...(l.note ? { note: l.note } : {}),
  };
}

/** Where the new or edited leg sits: index in the trip and the airports around it. */
function placeOf(trip: TripDetail, mode: LegDialogMode) {
  const n = trip.legs.length;
  if (mode.kind === 'add') return { index: n, ...neighbours(trip, n, n) };
  if (mode.kind === 'insert') return { index: mode.position - 1, ...neighbours(trip, mode.position - 1, mode.position - 1) };
  const i = trip.legs.findIndex((l) => l.id === mode.leg.id);
  return { index: i, ...neighbours(trip, i, i + 1) };
}

function Editor({ trip, mode, confirmText, onClose, onDone }: LegDialogProps) {
  const { t } = useTranslation();
  const place = useMemo(() => placeOf(trip, mode), [trip, mode]);
  const { timeType } = useSnapshot(settings);
  const book = useAirportBook([]);
  const legs = useLegDrafts(() => {
    const clock = { timeType, airports: book };
    if (mode.kind === 'edit') return [draftOfLeg(mode.leg, clock)];
    const prev = trip.legs.slice(0, place.index).reverse().find((l) => l.legState !== 0);
    const d = emptyDraft(newRowKey());
    return [prev ? { ...d, departureIcao: place.before ?? '', purpose: prev.purpose, operationNature: prev.operationNature } : d];
  }, { before: place.before, after: place.after, firstNumber: place.index + 1 });
  const [saving, setSaving] = useState(false);
  // the duty verdict opens over this dialog, in its tree (its focus trap), the typed leg kept
  const duty = useDutyGuard();

  const save = async () => {
    legs.setSubmitted(true);
    if (!legs.check.ok || saving) {
      toastKey('tripForm.fixFields', undefined, 'warning');
      return;
    }
    const input = legInputOf(legs.drafts[0]!, legs.clock);
    const changed = mode.kind === 'edit' ? changedFields(inputOfLeg(mode.leg), input) : null;
    if (changed && Object.keys(changed).length === 0) {
      toastKey('tripForm.leg.nothingChanged', undefined, 'primary');
      return;
    }
    if (confirmText && !(await confirmAction(confirmText))) return;
    setSaving(true);
    const v = trip.version;
    const outcome = await runCommand(
      (confirm, dutyForceReason) => {
        if (mode.kind === 'add') return tripCommands.addLeg(trip.id, v, input, confirm);
        if (mode.kind === 'insert') return tripCommands.insertLeg(trip.id, v, mode.position, input, confirm);
        return tripCommands.editLeg(mode.leg.id, v, changed!, confirm, dutyForceReason);
      },
      legs.check.warnings,
      duty.ask,
    );
    setSaving(false);
    onDone(outcome);
    if (outcome.ok) {
      toastKey('tripForm.leg.saved', undefined, 'success');
      onClose();
    } else if (outcome.failure.kind === 'fields') {
      legs.setServerErrors({ 0: { ...outcome.failure.leg, ...(outcome.failure.legs[0] ?? {}) } });
    } else if (outcome.failure.kind === 'stale') {
      onClose();
    }
  };

  return (
    <>
      <DialogBody>
        <ClockBar legs={legs} />
        <LegsTable legs={legs} firstNumber={place.index + 1} />
        {duty.dialog}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('forms.confirm.cancel')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} text={t('tripForm.leg.save')} loading={saving} onClick={() => void save()} data-testid="leg-dialog-save" />
          </>
        }
      />
    </>
  );
}

/**
 * One leg in a dialog (trip edit and change): the same row editor as trip add, with the trip's
 * legs around it for the continuity warnings. For Local times, waits (briefly) for the zones of
 * the leg's airports so saved times are shown in the right clock.
 */
export function LegDialog(props: LegDialogProps) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const { mode, trip } = props;
  const icaos = mode.kind === 'edit' ? [mode.leg.departureIcao, mode.leg.arrivalIcao] : [];
  const book = useAirportBook(icaos);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), 3000);
    return () => clearTimeout(timer);
  }, []);
  const ready = timeType !== 'Local' || waited || icaos.every((i) => book[i.toUpperCase()]);
  const title =
    mode.kind === 'edit'
      ? t('tripForm.leg.editTitle', { number: mode.leg.legNumber })
      : mode.kind === 'insert'
        ? t('tripForm.leg.insertTitle', { number: mode.position })
        : t('tripForm.leg.addTitle', { number: trip.legs.length + 1 });
  return (
    <Dialog isOpen onClose={props.onClose} title={title} canOutsideClickClose={false} style={{ width: 1180, maxWidth: '96vw' }}>
      <div data-testid="leg-dialog">{ready ? <Editor {...props} /> : <Spinner />}</div>
    </Dialog>
  );
}
