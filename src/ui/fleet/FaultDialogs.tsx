/**
 * The fault dialogs: record (per kind: MEL with its category rules, AOG with an expected return,
 * maintenance), extend an MEL item, close with the rectification. Server refusals on a field show
 * in the dialog (the request layer has toasted them too).
 */
import { Callout, FormGroup, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { faultApi, fleetSettingsApi, MEL_CATEGORIES, MEL_MAX_DAYS, type FaultRow, type FleetSettingsAnswer } from '../../api/fleetUpkeep';
import { RequestError } from '../../api/http';
import { toastKey } from '../../app/toaster';
import type { FaultKind } from '../../domain/fleet/availability';
import type { MelCategory } from '../../domain/fleet/mel';
import { DateTimeInput } from '../../forms';
import { settings } from '../../state/settings';
import { CommandDialog, useSubmitting } from '../leg/LegDialogs';
import { instantOf, recordTimeType, wallOf } from './faultView';
import { ReportLegSelect } from './ReportLegSelect';

/** The first field refusal of a failed write, translated (null for other failures). */
export function useRefusal(): [string | null, (e: unknown) => false, () => void] {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const take = (e: unknown): false => {
    if (!(e instanceof RequestError)) throw e;
    const first = Object.entries(e.fields ?? {})[0];
    setText(first ? `${t(`fleetFault.field.${first[0]}`, { defaultValue: first[0] })}: ${t(first[1].key, first[1].params ?? {})}` : null);
    return false;
  };
  return [text, take, () => setText(null)];
}

/**
 * A dialog's save: runs `call`; on success toasts, hands the answer to `done` and closes; a refusal
 * stays in the dialog as `refusal` (the first field's message).
 */
export function useDialogSave(onClose: () => void) {
  const [busy, submit] = useSubmitting(onClose);
  const [refusal, refuse, clear] = useRefusal();
  const save = <T,>(call: () => Promise<T>, done?: (answer: T) => void) =>
    submit(async () => {
      try {
        const answer = await call();
        toastKey('success.save', undefined, 'success');
        done?.(answer);
        return true;
      } catch (e) {
        return refuse(e);
      }
    });
  return { busy, refusal, clear, save };
}

export function Field({ label, required, children, helper }: { label: string; required?: boolean; children: ReactNode; helper?: string }) {
  const { t } = useTranslation();
  return (
    <FormGroup label={label} labelInfo={required ? t('fleetFault.required') : undefined} helperText={helper} className="foc-fleet__field">
      {children}
    </FormGroup>
  );
}

interface CreateProps {
  kind: FaultKind | null;
  /** The aircraft choices (id → tail number); one entry fixes the aircraft. */
  aircraft: readonly { value: string; label: string }[];
  onClose: () => void;
  onSaved: (row: FaultRow) => void;
}

/** Record a fault of `kind` (open while kind is set). */
export function FaultCreateDialog({ kind, aircraft, onClose, onSaved }: CreateProps) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const tt = recordTimeType(timeType);
  const [rules, setRules] = useState<FleetSettingsAnswer | null>(null);
  const [v, setV] = useState({ aircraftId: '', melItem: '', melCategory: 'C' as MelCategory, intervalDays: '', ata: '', descriptionZh: '', descriptionEn: '', discovered: '', reportedBy: '', expectedReturn: '', reportLegId: '' });
  const { busy, refusal, clear, save: run } = useDialogSave(onClose);
  const set = (patch: Partial<typeof v>) => setV((cur) => ({ ...cur, ...patch }));
  useEffect(() => {
    if (!kind) return;
    clear();
    setV({ aircraftId: aircraft.length === 1 ? aircraft[0]!.value : '', melItem: '', melCategory: 'C', intervalDays: '', ata: '', descriptionZh: '', descriptionEn: '', discovered: wallOf(new Date().toISOString(), timeType), reportedBy: '', expectedReturn: '', reportLegId: '' });
    void fleetSettingsApi.get().then(setRules, () => setRules(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);
  if (!kind) return null;
  const mel = kind === 'mel';
  const discoveredAt = instantOf(v.discovered, timeType);
  const expectedReturnAt = v.expectedReturn ? instantOf(v.expectedReturn, timeType) : null;
  const days = Number(v.intervalDays);
  const canSubmit =
    v.aircraftId !== '' &&
    discoveredAt !== null &&
    (v.descriptionZh.trim() !== '' || v.descriptionEn.trim() !== '') &&
    (!mel || (v.melItem.trim() !== '' && (v.melCategory !== 'A' || (Number.isInteger(days) && days >= 1 && days <= MEL_MAX_DAYS)))) &&
    (v.expectedReturn === '' || expectedReturnAt !== null);
  const interval = mel && v.melCategory !== 'A' && rules ? rules.melIntervals[v.melCategory] : null;
  const save = () =>
    run(
      () =>
        faultApi.create({
          aircraftId: v.aircraftId,
          kind,
          discoveredAt: discoveredAt!,
          descriptionZh: v.descriptionZh.trim(),
          descriptionEn: v.descriptionEn.trim(),
          ...(v.ata.trim() ? { ata: v.ata.trim() } : {}),
          ...(v.reportedBy.trim() ? { reportedBy: v.reportedBy.trim() } : {}),
          ...(v.reportLegId ? { reportLegId: v.reportLegId } : {}),
          ...(mel ? { melItem: v.melItem.trim(), melCategory: v.melCategory, ...(v.melCategory === 'A' ? { intervalDays: days } : {}) } : {}),
          ...(kind === 'aog' && expectedReturnAt ? { expectedReturnAt } : {}),
        }),
      onSaved,
    );
  return (
    <CommandDialog isOpen title={t(`fleetFault.create.${kind}`)} onClose={onClose} busy={busy} canSubmit={canSubmit} onSubmit={save} testId="fault-create">
      {refusal && <Callout intent="danger" compact data-testid="fault-refusal">{refusal}</Callout>}
      <div className="foc-fleet__form">
        <Field label={t('fleetFault.column.tailNo')} required>
          <HTMLSelect fill value={v.aircraftId} disabled={aircraft.length === 1} onChange={(e) => set({ aircraftId: e.currentTarget.value })} data-testid="fault-aircraft" options={[{ value: '', label: t('fleetFault.pickAircraft') }, ...aircraft]} />
        </Field>
        <Field label={t('fleetFault.column.ata')}>
          <InputGroup value={v.ata} maxLength={8} placeholder="21-31" onChange={(e) => set({ ata: e.currentTarget.value })} data-testid="fault-ata" />
        </Field>
        {mel && (
          <>
            <Field label={t('fleetFault.column.melItem')} required>
              <InputGroup value={v.melItem} maxLength={30} placeholder="21-31-01" onChange={(e) => set({ melItem: e.currentTarget.value })} data-testid="fault-melItem" />
            </Field>
            <Field label={t('fleetFault.column.melCategory')} required helper={interval !== null ? t('fleetFault.create.interval', { days: interval }) : v.melCategory === 'A' ? t('fleetFault.create.intervalA') : undefined}>
              <HTMLSelect fill value={v.melCategory} onChange={(e) => set({ melCategory: e.currentTarget.value as MelCategory })} data-testid="fault-category" options={MEL_CATEGORIES.map((c) => ({ value: c, label: c }))} />
            </Field>
            {v.melCategory === 'A' && (
              <Field label={t('fleetFault.field.intervalDays')} required>
                <NumericInput fill min={1} max={MEL_MAX_DAYS} value={v.intervalDays} onValueChange={(_n, s) => set({ intervalDays: s })} data-testid="fault-intervalDays" />
              </Field>
            )}
          </>
        )}
      </div>
      <Field label={t('fleetFault.field.descriptionZh')}>
        <TextArea fill maxLength={2000} value={v.descriptionZh} onChange={(e) => set({ descriptionZh: e.currentTarget.value })} data-testid="fault-descriptionZh" />
      </Field>
      <Field label={t('fleetFault.field.descriptionEn')} helper={t('fleetFault.create.descriptionHint')}>
        <TextArea fill maxLength={2000} value={v.descriptionEn} onChange={(e) => set({ descriptionEn: e.currentTarget.value })} data-testid="fault-descriptionEn" />
      </Field>
      <div className="foc-fleet__form">
        <DateTimeInput fill label={t('fleetFault.column.discoveredAt')} required value={v.discovered} onChange={(discovered) => set({ discovered })} timeType={tt} name="discoveredAt" />
        <Field label={t('fleetFault.column.reportedBy')}>
          <InputGroup value={v.reportedBy} maxLength={100} onChange={(e) => set({ reportedBy: e.currentTarget.value })} data-testid="fault-reportedBy" />
        </Field>
        <ReportLegSelect aircraftId={v.aircraftId} discoveredAt={discoveredAt} value={v.reportLegId} onChange={(reportLegId) => set({ reportLegId })} />
        {kind === 'aog' && <DateTimeInput fill label={t('fleetFault.field.expectedReturnAt')} value={v.expectedReturn} onChange={(expectedReturn) => set({ expectedReturn })} timeType={tt} name="expectedReturnAt" />}
      </div>
    </CommandDialog>
  );
}

/** Extend an open MEL item by calendar days, with the reason and who approved it. */
export function FaultExtendDialog({ row, onClose, onSaved }: { row: FaultRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [v, setV] = useState({ days: '1', reason: '', approvedBy: '' });
  const { busy, refusal, clear, save: run } = useDialogSave(onClose);
  useEffect(() => {
    setV({ days: '1', reason: '', approvedBy: '' });
    clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.id]);
  if (!row) return null;
  const days = Number(v.days);
  const canSubmit = Number.isInteger(days) && days >= 1 && days <= MEL_MAX_DAYS && v.reason.trim() !== '' && v.approvedBy.trim() !== '';
  const save = () =>
    run(() => faultApi.extend(row.id, { version: row.version, days, reason: v.reason.trim(), approvedBy: v.approvedBy.trim() }), onSaved);
  return (
    <CommandDialog isOpen title={t('fleetFault.extend.title', { item: row.melItem ?? '' })} onClose={onClose} busy={busy} canSubmit={canSubmit} onSubmit={save} testId="fault-extend">
      {refusal && <Callout intent="danger" compact>{refusal}</Callout>}
      <Field label={t('fleetFault.extend.days')} required>
        <NumericInput fill min={1} max={MEL_MAX_DAYS} value={v.days} onValueChange={(_n, s) => setV({ ...v, days: s })} data-testid="extend-days" />
      </Field>
      <Field label={t('fleetFault.extend.reason')} required>
        <TextArea fill maxLength={500} value={v.reason} onChange={(e) => setV({ ...v, reason: e.currentTarget.value })} data-testid="extend-reason" />
      </Field>
      <Field label={t('fleetFault.extend.approvedBy')} required>
        <InputGroup maxLength={100} value={v.approvedBy} onChange={(e) => setV({ ...v, approvedBy: e.currentTarget.value })} data-testid="extend-approvedBy" />
      </Field>
    </CommandDialog>
  );
}

/** Close a fault with its rectification and when it was done (now by default). */
export function FaultCloseDialog({ row, onClose, onSaved }: { row: FaultRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [v, setV] = useState({ rectification: '', closed: '' });
  const { busy, refusal, clear, save: run } = useDialogSave(onClose);
  useEffect(() => {
    setV({ rectification: '', closed: wallOf(new Date().toISOString(), timeType) });
    clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.id]);
  if (!row) return null;
  const closedAt = instantOf(v.closed, timeType);
  const canSubmit = closedAt !== null && v.rectification.trim() !== '';
  const save = () =>
    run(() => faultApi.close(row.id, { version: row.version, rectification: v.rectification.trim(), closedAt: closedAt! }), onSaved);
  return (
    <CommandDialog isOpen title={t('fleetFault.close.title', { tailNo: row.tailNo })} onClose={onClose} busy={busy} canSubmit={canSubmit} onSubmit={save} testId="fault-close">
      {refusal && <Callout intent="danger" compact>{refusal}</Callout>}
      <Field label={t('fleetFault.column.rectification')} required>
        <TextArea fill maxLength={2000} value={v.rectification} onChange={(e) => setV({ ...v, rectification: e.currentTarget.value })} data-testid="close-rectification" />
      </Field>
      <DateTimeInput fill label={t('fleetFault.column.closedAt')} required value={v.closed} onChange={(closed) => setV({ ...v, closed })} timeType={recordTimeType(timeType)} name="closedAt" />
    </CommandDialog>
  );
}
