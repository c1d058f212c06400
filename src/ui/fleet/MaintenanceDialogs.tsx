/**
 * Maintenance plan dialogs: add / edit a plan item (window in the user's time type, cycle, flight
 * engineer), and confirm an inspection done (who, when, remarks) — after which the confirmation's
 * files can be attached in the same dialog.
 */
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { maintenanceApi, MAINTENANCE_CYCLE_UNITS, type MaintenanceConfirmationRow, type MaintenancePlanRow } from '../../api/fleetUpkeep';
import { toastKey } from '../../app/toaster';
import { DateTimeInput } from '../../forms';
import { settings } from '../../state/settings';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { CommandDialog } from '../leg/LegDialogs';
import { Field, useDialogSave, useRefusal } from './FaultDialogs';
import { instantOf, recordTimeType, wallOf } from './faultView';

type PlanTarget = { mode: 'create' } | { mode: 'edit'; row: MaintenancePlanRow };
const EMPTY = { aircraftId: '', name: '', level: '', position: '', start: '', end: '', cycleValue: '', cycleUnit: '', needsFe: false, note: '' };

export function PlanDialog({ target, aircraft, onClose, onSaved }: { target: PlanTarget | null; aircraft: readonly { value: string; label: string }[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [v, setV] = useState(EMPTY);
  const { busy, refusal, clear, save: run } = useDialogSave(onClose);
  const set = (patch: Partial<typeof EMPTY>) => setV((cur) => ({ ...cur, ...patch }));
  useEffect(() => {
    clear();
    if (!target) return;
    if (target.mode === 'create') setV({ ...EMPTY, aircraftId: aircraft.length === 1 ? aircraft[0]!.value : '' });
    else {
      const r = target.row;
      setV({ aircraftId: r.aircraftId, name: r.name, level: r.level, position: r.position, start: wallOf(r.plannedStart, timeType), end: wallOf(r.plannedEnd, timeType), cycleValue: r.cycleValue ? String(r.cycleValue) : '', cycleUnit: r.cycleUnit ?? '', needsFe: r.needsFe, note: r.note ?? '' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  if (!target) return null;
  const plannedStart = instantOf(v.start, timeType);
  const plannedEnd = instantOf(v.end, timeType);
  const cycle = Number(v.cycleValue);
  const cycleOk = (v.cycleValue === '' && v.cycleUnit === '') || (Number.isInteger(cycle) && cycle >= 1 && v.cycleUnit !== '');
  const canSubmit = v.aircraftId !== '' && v.name.trim() !== '' && !!plannedStart && !!plannedEnd && plannedEnd > plannedStart && cycleOk;
  const save = () => {
    const body = {
      name: v.name.trim(),
      level: v.level.trim(),
      position: v.position.trim(),
      plannedStart: plannedStart!,
      plannedEnd: plannedEnd!,
      cycleValue: v.cycleValue === '' ? null : cycle,
      cycleUnit: v.cycleUnit === '' ? null : (v.cycleUnit as (typeof MAINTENANCE_CYCLE_UNITS)[number]),
      needsFe: v.needsFe,
      note: v.note.trim() || null,
    };
    return run(() => (target.mode === 'create' ? maintenanceApi.create({ ...body, aircraftId: v.aircraftId }) : maintenanceApi.update(target.row.id, { ...body, version: target.row.version })), onSaved);
  };
  const tt = recordTimeType(timeType);
  return (
    <CommandDialog isOpen title={t(target.mode === 'create' ? 'maintenance.plan.createTitle' : 'maintenance.plan.editTitle')} onClose={onClose} busy={busy} canSubmit={canSubmit} onSubmit={save} testId="plan-dialog">
      {refusal && <Callout intent="danger" compact>{refusal}</Callout>}
      <div className="foc-fleet__form">
        <Field label={t('maintenance.column.tailNo')} required>
          <HTMLSelect fill value={v.aircraftId} disabled={target.mode === 'edit' || aircraft.length === 1} onChange={(e) => set({ aircraftId: e.currentTarget.value })} data-testid="plan-aircraft" options={[{ value: '', label: t('fleetFault.pickAircraft') }, ...aircraft]} />
        </Field>
        <Field label={t('maintenance.column.name')} required>
          <InputGroup maxLength={100} value={v.name} onChange={(e) => set({ name: e.currentTarget.value })} data-testid="plan-name" />
        </Field>
        <Field label={t('maintenance.column.level')}>
          <InputGroup maxLength={50} value={v.level} onChange={(e) => set({ level: e.currentTarget.value })} data-testid="plan-level" />
        </Field>
        <Field label={t('maintenance.column.position')}>
          <InputGroup maxLength={100} value={v.position} onChange={(e) => set({ position: e.currentTarget.value })} data-testid="plan-position" />
        </Field>
        <DateTimeInput fill label={t('maintenance.column.plannedStart')} required value={v.start} onChange={(start) => set({ start })} timeType={tt} name="plannedStart" />
        <DateTimeInput fill label={t('maintenance.column.plannedEnd')} required value={v.end} onChange={(end) => set({ end })} timeType={tt} name="plannedEnd" />
        <Field label={t('maintenance.plan.cycleValue')}>
          <NumericInput fill min={1} max={100000} value={v.cycleValue} onValueChange={(_n, s) => set({ cycleValue: s })} data-testid="plan-cycleValue" />
        </Field>
        <Field label={t('maintenance.plan.cycleUnit')} helper={v.cycleUnit === 'hours' || v.cycleUnit === 'cycles' ? t('maintenance.plan.estimateHint') : undefined}>
          <HTMLSelect fill value={v.cycleUnit} onChange={(e) => set({ cycleUnit: e.currentTarget.value })} data-testid="plan-cycleUnit" options={[{ value: '', label: t('maintenance.plan.noCycle') }, ...MAINTENANCE_CYCLE_UNITS.map((u) => ({ value: u, label: t(`maintenance.cycleUnit.${u}`) }))]} />
        </Field>
      </div>
      <Checkbox checked={v.needsFe} label={t('maintenance.column.needsFe')} onChange={(e) => set({ needsFe: e.currentTarget.checked })} data-testid="plan-needsFe" />
      <Field label={t('maintenance.column.note')}>
        <TextArea fill maxLength={1000} value={v.note} onChange={(e) => set({ note: e.currentTarget.value })} />
      </Field>
    </CommandDialog>
  );
}

/** Confirm an inspection done; then its files (the confirmation's attachments) and the next item planned. */
export function ConfirmDialog({ row, onClose, onSaved }: { row: MaintenancePlanRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [v, setV] = useState({ doneBy: '', done: '', note: '' });
  const [done, setDone] = useState<{ confirmation: MaintenanceConfirmationRow; next: MaintenancePlanRow | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, refuse, clear] = useRefusal();
  useEffect(() => {
    setV({ doneBy: '', done: wallOf(new Date().toISOString(), timeType), note: '' });
    setDone(null);
    clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.id]);
  if (!row) return null;
  const doneAt = instantOf(v.done, timeType);
  const canSubmit = v.doneBy.trim() !== '' && doneAt !== null;
  const save = async () => {
    setBusy(true);
    try {
      const answer = await maintenanceApi.confirm(row.id, { version: row.version, doneBy: v.doneBy.trim(), doneAt: doneAt!, note: v.note.trim() || null });
      toastKey('success.save', undefined, 'success');
      setDone(answer);
      onSaved();
    } catch (e) {
      refuse(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen title={t('maintenance.confirm.title', { name: row.name, tailNo: row.tailNo })} onClose={onClose} canOutsideClickClose={false} style={{ minWidth: 560 }} data-testid="plan-confirm">
      <DialogBody>
        {refusal && <Callout intent="danger" compact>{refusal}</Callout>}
        {done ? (
          <>
            <Callout intent="success" compact className="foc-fleet__note" data-testid="plan-confirmed">
              {done.next ? t('maintenance.confirm.next', { start: wallOf(done.next.plannedStart, timeType) }) : t('maintenance.confirm.noNext')}
            </Callout>
            <AttachmentsPanel recordType="maintenanceConfirmation" recordId={done.confirmation.id} />
          </>
        ) : (
          <>
            <div className="foc-fleet__form">
              <Field label={t('maintenance.confirm.doneBy')} required>
                <InputGroup maxLength={100} value={v.doneBy} onChange={(e) => setV({ ...v, doneBy: e.currentTarget.value })} data-testid="confirm-doneBy" />
              </Field>
              <DateTimeInput fill label={t('maintenance.confirm.doneAt')} required value={v.done} onChange={(d) => setV({ ...v, done: d })} timeType={recordTimeType(timeType)} name="doneAt" />
            </div>
            <Field label={t('maintenance.column.note')}>
              <TextArea fill maxLength={1000} value={v.note} onChange={(e) => setV({ ...v, note: e.currentTarget.value })} />
            </Field>
            <Callout compact icon="paperclip">{t('maintenance.confirm.filesAfter')}</Callout>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          done ? (
            <Button intent="primary" text={t('maintenance.confirm.finish')} onClick={onClose} data-testid="plan-confirm-finish" />
          ) : (
            <>
              <Button text={t('legDetail.dialog.cancel')} onClick={onClose} />
              <Button intent="primary" text={t('maintenance.confirm.button')} disabled={!canSubmit} loading={busy} onClick={() => void save()} data-testid="plan-confirm-ok" />
            </>
          )
        }
      />
    </Dialog>
  );
}
