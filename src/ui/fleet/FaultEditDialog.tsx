/** Edit a fault's texts, ATA, MEL item (MEL) and expected return (AOG); the kind, category and times stay. */
import { Callout, InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { faultApi, type FaultRow } from '../../api/fleetUpkeep';
import { DateTimeInput } from '../../forms';
import { settings } from '../../state/settings';
import { CommandDialog } from '../leg/LegDialogs';
import { Field, useDialogSave } from './FaultDialogs';
import { instantOf, recordTimeType, wallOf } from './faultView';

export function FaultEditDialog({ row, onClose, onSaved }: { row: FaultRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [v, setV] = useState({ ata: '', melItem: '', descriptionZh: '', descriptionEn: '', expectedReturn: '' });
  const { busy, refusal, clear, save: run } = useDialogSave(onClose);
  useEffect(() => {
    clear();
    if (row) setV({ ata: row.ata ?? '', melItem: row.melItem ?? '', descriptionZh: row.descriptionZh, descriptionEn: row.descriptionEn, expectedReturn: row.expectedReturnAt ? wallOf(row.expectedReturnAt, timeType) : '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.id]);
  if (!row) return null;
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });
  const expectedReturnAt = v.expectedReturn ? instantOf(v.expectedReturn, timeType) : null;
  const canSubmit = (v.descriptionZh.trim() !== '' || v.descriptionEn.trim() !== '') && (row.kind !== 'mel' || v.melItem.trim() !== '') && (v.expectedReturn === '' || expectedReturnAt !== null);
  const save = () =>
    run(
      () =>
        faultApi.update(row.id, {
          version: row.version,
          ata: v.ata.trim() || null,
          descriptionZh: v.descriptionZh.trim(),
          descriptionEn: v.descriptionEn.trim(),
          ...(row.kind === 'mel' ? { melItem: v.melItem.trim() } : {}),
          ...(row.kind === 'aog' ? { expectedReturnAt } : {}),
        }),
      onSaved,
    );
  return (
    <CommandDialog isOpen title={t('fleetFault.edit.title', { tailNo: row.tailNo })} onClose={onClose} busy={busy} canSubmit={canSubmit} onSubmit={save} testId="fault-edit">
      {refusal && <Callout intent="danger" compact>{refusal}</Callout>}
      <div className="foc-fleet__form">
        <Field label={t('fleetFault.column.ata')}>
          <InputGroup value={v.ata} maxLength={8} onChange={(e) => set({ ata: e.currentTarget.value })} data-testid="edit-ata" />
        </Field>
        {row.kind === 'mel' && (
          <Field label={t('fleetFault.column.melItem')} required>
            <InputGroup value={v.melItem} maxLength={30} onChange={(e) => set({ melItem: e.currentTarget.value })} data-testid="edit-melItem" />
          </Field>
        )}
      </div>
      <Field label={t('fleetFault.field.descriptionZh')}>
        <TextArea fill maxLength={2000} value={v.descriptionZh} onChange={(e) => set({ descriptionZh: e.currentTarget.value })} data-testid="edit-descriptionZh" />
      </Field>
      <Field label={t('fleetFault.field.descriptionEn')} helper={t('fleetFault.create.descriptionHint')}>
        <TextArea fill maxLength={2000} value={v.descriptionEn} onChange={(e) => set({ descriptionEn: e.currentTarget.value })} data-testid="edit-descriptionEn" />
      </Field>
      {row.kind === 'aog' && <DateTimeInput fill label={t('fleetFault.field.expectedReturnAt')} value={v.expectedReturn} onChange={(expectedReturn) => set({ expectedReturn })} timeType={recordTimeType(timeType)} name="expectedReturnAt" />}
    </CommandDialog>
  );
}
