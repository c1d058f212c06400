import { Button, Dialog, DialogBody, DialogFooter, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/http';
import { legRecordsApi, type CivilLegRow } from '../../api/legRecords';
import { showToast } from '../../app/toaster';
import type { TimeType } from '../../domain/timeType';
import { civilAmountIssue, currencyValid } from '../../domain/trip/legRecords';
import { utcToWall, wallToUtc } from '../../domain/trip/wallTime';
import type { FieldErrors } from '../../domain/validation';
import { dateTimeFieldError, DateTimeInput, FormField, MoneyInput, useFormState } from '../../forms';

export interface CivilForm {
  capacityNumber: string;
  supplier: string;
  contact: string;
  currency: string;
  amount: string;
  note: string;
}

const LIMITS: Partial<Record<keyof CivilForm, number>> = { capacityNumber: 50, supplier: 100, contact: 100, note: 500 };

/** The form's check: required texts, lengths, the currency code and the amount rule of the domain (2 decimals, > 0). */
export function validateCivil(v: CivilForm): FieldErrors<keyof CivilForm> {
  const e: FieldErrors<keyof CivilForm> = {};
  for (const f of ['capacityNumber', 'supplier', 'currency', 'amount'] as const) if (!v[f].trim()) e[f] = { key: 'validation.required' };
  for (const [f, max] of Object.entries(LIMITS) as [keyof CivilForm, number][]) if (!e[f] && v[f].length > max) e[f] = { key: 'validation.maxLength', params: { max } };
  if (!e.currency && !currencyValid(v.currency.trim())) e.currency = { key: 'trip.error.currencyInvalid' };
  if (!e.amount) {
    const issue = civilAmountIssue(v.amount);
    if (issue) e.amount = { key: issue };
  }
  return e;
}

/** Field errors of a refused save, by the last part of the server's field name ('civilLeg.amount' → 'amount'). */
function serverFields(e: unknown): FieldErrors | undefined {
  if (!(e instanceof RequestError) || !e.fields) return undefined;
  return Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k.split('.').pop()!, v]));
}

const toForm = (r: CivilLegRow): CivilForm => ({ capacityNumber: r.capacityNumber, supplier: r.supplier, contact: r.contact ?? '', currency: r.currency, amount: r.amount, note: r.note ?? '' });

interface EditProps {
  row: CivilLegRow;
  onClose: (saved: boolean) => void;
}

/** Changes an outsourced leg (the trip's version is read just before saving). */
export function CivilLegEditDialog({ row, onClose }: EditProps) {
  const { t } = useTranslation();
  const form = useFormState<CivilForm>({
    initialValues: toForm(row),
    validate: validateCivil,
    onSubmit: async (v) => {
      try {
        const version = await legRecordsApi.tripVersion(row.tripId);
        const opt = (s: string) => (s.trim() ? s.trim() : null);
        await legRecordsApi.updateCivilLeg(row.id, version, {
          capacityNumber: v.capacityNumber.trim(),
          supplier: v.supplier.trim(),
          contact: opt(v.contact),
          currency: v.currency.trim(),
          amount: v.amount.trim(),
          note: opt(v.note),
        });
      } catch (e) {
        const fields = serverFields(e);
        if (fields) return fields;
        return;
      }
      showToast(t('legRecordScreens.saved'), 'success');
      onClose(true);
    },
  });
  const text = (name: keyof CivilForm, required = false) => {
    const b = form.field(name);
    return (
      <FormField label={t(`legRecordScreens.civil.${name}`)} labelFor={`civil-${name}`} required={required} error={b.error}>
        <InputGroup id={`civil-${name}`} value={b.value} onChange={(e) => b.onChange(e.currentTarget.value)} onBlur={b.onBlur} maxLength={LIMITS[name]} data-testid={`civil-${name}`} />
      </FormField>
    );
  };
  const currency = form.field('currency');
  return (
    <Dialog isOpen title={t('legRecordScreens.civil.editTitle', { trip: row.tripNumber, leg: row.legNumber })} onClose={() => onClose(false)} canOutsideClickClose={false} style={{ minWidth: 460 }}>
      <form onSubmit={form.handleSubmit} data-testid="civil-edit">
        <DialogBody>
          {text('capacityNumber', true)}
          {text('supplier', true)}
          {text('contact')}
          <FormField label={t('legRecordScreens.civil.currency')} labelFor="civil-currency" required error={currency.error}>
            <InputGroup id="civil-currency" value={currency.value} maxLength={3} onChange={(e) => currency.onChange(e.currentTarget.value.toUpperCase())} onBlur={currency.onBlur} data-testid="civil-currency" />
          </FormField>
          <MoneyInput {...form.field('amount')} label={t('legRecordScreens.civil.amount')} required positive currency={currency.value || undefined} fill />
          <FormField label={t('legRecordScreens.col.note')} labelFor="civil-note" error={form.field('note').error}>
            <TextArea id="civil-note" fill value={form.values.note} onChange={(e) => form.setValue('note', e.currentTarget.value)} maxLength={500} />
          </FormField>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('legRecordScreens.cancel')} onClick={() => onClose(false)} />
              <Button type="submit" intent="primary" text={t('legRecordScreens.save')} loading={form.submitting} data-testid="civil-save" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

interface SettleProps {
  row: CivilLegRow;
  /** Beijing or UTC (a settlement has no airport: Local reads UTC). */
  timeType: TimeType;
  onClose: (saved: boolean) => void;
}

/** Records when an outsourced leg was settled (the finance seat). */
export function CivilLegSettleDialog({ row, timeType, onClose }: SettleProps) {
  const { t } = useTranslation();
  const tt: TimeType = timeType === 'Local' ? 'UTC' : timeType;
  // the time picker steps by 5 minutes (D5): start on a step
  const step = 5 * 60_000;
  const now = utcToWall(new Date(Math.floor(Date.parse(row.settlementTime ?? new Date().toISOString()) / step) * step).toISOString(), tt);
  const form = useFormState<{ at: string }>({
    initialValues: { at: `${now.date} ${now.time}` },
    validate: (v) => {
      const err = dateTimeFieldError(v.at, { required: true });
      return err ? { at: err } : {};
    },
    onSubmit: async (v) => {
      const [date = '', time = ''] = v.at.split(' ');
      const utc = wallToUtc(date, time, tt);
      if (!utc) return { at: { key: 'validation.required' } };
      try {
        await legRecordsApi.settleCivilLeg(row.id, await legRecordsApi.tripVersion(row.tripId), utc);
      } catch (e) {
        return serverFields(e) ? { at: Object.values(serverFields(e)!)[0]! } : undefined;
      }
      showToast(t('legRecordScreens.saved'), 'success');
      onClose(true);
    },
  });
  return (
    <Dialog isOpen title={t('legRecordScreens.civil.settleTitle', { trip: row.tripNumber, leg: row.legNumber })} onClose={() => onClose(false)} canOutsideClickClose={false} style={{ minWidth: 420 }}>
      <form onSubmit={form.handleSubmit} data-testid="civil-settle">
        <DialogBody>
          <DateTimeInput {...form.field('at')} label={t('legRecordScreens.civil.settlementTime')} required timeType={tt} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('legRecordScreens.cancel')} onClick={() => onClose(false)} />
              <Button type="submit" intent="primary" text={t('legRecordScreens.civil.settle')} loading={form.submitting} data-testid="civil-settle-save" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
