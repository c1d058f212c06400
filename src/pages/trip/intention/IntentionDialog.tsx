import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { intentionApi, type CustomerOption, type IntentionRow } from '../../../api/intention';
import { tripApi } from '../../../api/trip';
import type { TimeType } from '../../../domain/timeType';
import type { RuleError } from '../../../domain/validation/types';
import { DateTimeInput, FormField, useRuleText } from '../../../forms';
import { bodyOf, draftOf, EMPTY_LEG, type IntentionDraft, type LegDraft } from './intentionForm';

/** IANA zones of the airports (only for Local times; unknown → null, read as UTC). */
export async function zonesFor(icaos: readonly string[], timeType: TimeType): Promise<Record<string, string | null>> {
  if (timeType !== 'Local') return {};
  const list = [...new Set(icaos.map((i) => i.trim().toUpperCase()).filter((i) => /^[A-Z0-9]{4}$/.test(i)))];
  return Object.fromEntries(await Promise.all(list.map(async (icao) => [icao, await tripApi.airportZone(icao)] as const)));
}

let customerCache: Promise<CustomerOption[]> | null = null;
/** The company's customers (loaded once per page load, when first needed). */
export function useCustomers(open: boolean): CustomerOption[] {
  const [list, setList] = useState<CustomerOption[]>([]);
  useEffect(() => {
    if (!open) return;
    let live = true;
    customerCache ??= intentionApi.customers().catch((e: unknown) => {
      customerCache = null;
      throw e;
    });
    customerCache.then((c) => live && setList(c), () => undefined);
    return () => {
      live = false;
    };
  }, [open]);
  return list;
}

interface Props {
  /** null: closed; 'new': create; a row: edit. */
  target: IntentionRow | 'new' | null;
  timeType: TimeType;
  onClose: () => void;
  onSaved: (row: IntentionRow) => void;
}

/** Create or edit an intention: customer, contact, requested legs (times in the user's time type), note. */
export function IntentionDialog({ target, timeType, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const open = target !== null;
  const customers = useCustomers(open);
  const [draft, setDraft] = useState<IntentionDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, RuleError>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!target) return;
    setErrors({});
    if (target === 'new') return setDraft(draftOf(null, timeType));
    let live = true;
    setDraft(null);
    zonesFor(target.requestedLegs.map((l) => l.departureIcao), timeType).then((zones) => live && setDraft(draftOf(target, timeType, zones)));
    return () => {
      live = false;
    };
  }, [target, timeType]);

  const set = (patch: Partial<IntentionDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const setLeg = (i: number, patch: Partial<LegDraft>) => setDraft((d) => (d ? { ...d, legs: d.legs.map((l, j) => (j === i ? { ...l, ...patch } : l)) } : d));
  const err = (name: string) => errors[name] ?? null;

  const save = async () => {
    if (!draft || !target) return;
    const zones = await zonesFor(draft.legs.map((l) => l.departureIcao), timeType);
    const { errors: found, body } = bodyOf(draft, timeType, zones);
    setErrors(found);
    if (!body) return;
    setSaving(true);
    try {
      onSaved(target === 'new' ? await intentionApi.create(body) : await intentionApi.update(target.id, target.version, body));
    } catch (e) {
      // the request layer told the user; put the server's field errors on the fields
      const fields = e instanceof RequestError ? e.fields : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^requestedLegs\./, 'legs.').replace(/\.departureUtc$/, '.departure'), v])));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={open}
      onClose={onClose}
      title={t(target === 'new' ? 'intention.dialog.createTitle' : 'intention.dialog.editTitle')}
      style={{ width: 860, maxWidth: '95vw' }}
      canOutsideClickClose={false}
    >
      <DialogBody>
        {draft && (
          <div className="foc-intention-form" data-testid="intention-dialog">
            <FormField label={t('intention.field.customer')} labelFor="intention-customer" required error={err('customerId')}>
              <HTMLSelect
                id="intention-customer"
                fill
                value={draft.customerId}
                onChange={(e) => set({ customerId: e.currentTarget.value })}
                data-testid="intention-customer"
                options={[{ value: '', label: t('intention.field.chooseCustomer') }, ...customers.map((c) => ({ value: c.id, label: c.name }))]}
              />
            </FormField>
            <div className="foc-intention-form__row">
              <FormGroup label={t('intention.field.contactName')} labelFor="intention-contact">
                <InputGroup id="intention-contact" value={draft.contactName} maxLength={50} onChange={(e) => set({ contactName: e.currentTarget.value })} data-testid="intention-contactName" />
              </FormGroup>
              <FormGroup label={t('intention.field.contactPhone')} labelFor="intention-phone">
                <InputGroup id="intention-phone" value={draft.contactPhone} maxLength={30} onChange={(e) => set({ contactPhone: e.currentTarget.value })} data-testid="intention-contactPhone" />
              </FormGroup>
            </div>
            <h4 className="foc-intention-form__legs-title">{t('intention.field.requestedLegs')}</h4>
            {draft.legs.map((l, i) => (
              <div className="foc-intention-form__leg" key={i} data-testid="intention-leg">
                <FormField label={t('intention.field.departureIcao')} error={err(`legs.${i}.departureIcao`)}>
                  <InputGroup value={l.departureIcao} maxLength={4} onChange={(e) => setLeg(i, { departureIcao: e.currentTarget.value.toUpperCase() })} data-testid="leg-departureIcao" />
                </FormField>
                <FormField label={t('intention.field.arrivalIcao')} error={err(`legs.${i}.arrivalIcao`)}>
                  <InputGroup value={l.arrivalIcao} maxLength={4} onChange={(e) => setLeg(i, { arrivalIcao: e.currentTarget.value.toUpperCase() })} data-testid="leg-arrivalIcao" />
                </FormField>
                <DateTimeInput
                  label={t('intention.field.departure')}
                  value={l.departure}
                  onChange={(v) => setLeg(i, { departure: v })}
                  timeType={timeType}
                  error={err(`legs.${i}.departure`)}
                  name={`legs.${i}.departure`}
                />
                <FormField label={t('intention.field.passengers')} error={err(`legs.${i}.passengers`)}>
                  <InputGroup value={l.passengers} inputMode="numeric" maxLength={3} onChange={(e) => setLeg(i, { passengers: e.currentTarget.value })} data-testid="leg-passengers" />
                </FormField>
                <Button
                  variant="minimal"
                  icon="trash"
                  intent={Intent.DANGER}
                  aria-label={t('intention.dialog.removeLeg')}
                  onClick={() => set({ legs: draft.legs.filter((_, j) => j !== i) })}
                  className="foc-intention-form__remove"
                />
              </div>
            ))}
            <Button
              icon="add"
              variant="outlined"
              text={t('intention.dialog.addLeg')}
              onClick={() => set({ legs: [...draft.legs, { ...EMPTY_LEG, departureIcao: draft.legs[draft.legs.length - 1]?.arrivalIcao ?? '' }] })}
              data-testid="intention-addLeg"
            />
            <FormGroup label={t('intention.field.note')} labelFor="intention-note" className="foc-intention-form__note">
              <TextArea id="intention-note" fill value={draft.note} maxLength={500} onChange={(e) => set({ note: e.currentTarget.value })} data-testid="intention-note" />
            </FormGroup>
            {Object.keys(errors).length > 0 && <p className="foc-intention-form__errors">{ruleText({ key: 'intention.dialog.fixErrors' })}</p>}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('intention.dialog.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('intention.dialog.save')} loading={saving} disabled={!draft} onClick={() => void save()} data-testid="intention-save" />
          </>
        }
      />
    </Dialog>
  );
}

/** The reason of a rejection (required). */
export function RejectDialog({ row, onClose, onDone }: { row: IntentionRow | null; onClose: () => void; onDone: (row: IntentionRow) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setReason('');
    setTouched(false);
  }, [row]);
  const missing = reason.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (!row || missing) return;
    try {
      onDone(await intentionApi.reject(row, reason.trim()));
    } catch {
      // told by the request layer
    }
  };
  return (
    <Dialog isOpen={row !== null} onClose={onClose} title={t('intention.reject.title', { number: row?.intentionNumber ?? '' })} style={{ minWidth: 400 }}>
      <DialogBody>
        <FormField label={t('intention.reject.reason')} labelFor="intention-reject-reason" required error={touched && missing ? { key: 'validation.required' } : null}>
          <TextArea id="intention-reject-reason" fill autoFocus value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} data-testid="intention-reject-reason" />
        </FormField>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('intention.dialog.cancel')} onClick={onClose} />
            <Button intent="danger" text={t('intention.action.reject')} onClick={() => void submit()} data-testid="intention-reject-submit" />
          </>
        }
      />
    </Dialog>
  );
}
