import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tripCommands, type CustomerHit } from '../../../api/tripCommands';
import type { RuleError } from '../../../domain/validation';
import { SuggestInput } from './SuggestInput';

/** The trip's header as typed: the customer picked (id) and its name in the box. */
export interface TripHeaderDraft {
  customerId: string;
  customerName: string;
  contractName: string;
  note: string;
}

export const EMPTY_HEADER: TripHeaderDraft = { customerId: '', customerName: '', contractName: '', note: '' };

/** Form check of the header: a customer must be picked from the list. */
export function headerErrors(h: TripHeaderDraft): Record<string, RuleError> {
  return h.customerId ? {} : { customerId: { key: h.customerName.trim() ? 'tripForm.header.pickCustomer' : 'trip.error.customerRequired' } };
}

export interface TripHeaderFieldsProps {
  value: TripHeaderDraft;
  onChange: (next: TripHeaderDraft) => void;
  errors: Record<string, RuleError | undefined>;
  onTouch?: (field: string) => void;
  disabled?: boolean;
}

/** Customer (search-as-you-type over the customer list), contract name and note. */
export function TripHeaderFields({ value, onChange, errors, onTouch, disabled }: TripHeaderFieldsProps) {
  const { t } = useTranslation();
  const text = (rule?: RuleError) => (rule ? <span data-testid="header-error">{t(rule.key, rule.params ?? {})}</span> : undefined);
  // a trip opened for editing knows only the customer's id: fetch its name once
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const nameMissing = value.customerId !== '' && value.customerName === '';
  useEffect(() => {
    if (!nameMissing) return;
    let live = true;
    const wanted = latest.current.value.customerId;
    tripCommands.customer(wanted).then(
      (c) => {
        const cur = latest.current;
        if (live && cur.value.customerId === wanted) cur.onChange({ ...cur.value, customerName: c.name });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [nameMissing]);
  return (
    <div className="foc-trip-form__header">
      <FormGroup label={t('tripForm.header.customer')} labelFor="trip-customer" labelInfo="*" intent={errors.customerId ? Intent.DANGER : Intent.NONE} helperText={text(errors.customerId)}>
        <SuggestInput<CustomerHit>
          id="trip-customer"
          testId="trip-customer"
          value={value.customerName}
          onChange={(name) => onChange({ ...value, customerName: name, customerId: '' })}
          onBlur={() => onTouch?.('customerId')}
          search={async (q) => (await tripCommands.searchCustomers(q)).list}
          itemKey={(c) => c.id}
          itemText={(c) => (c.simpleCode ? `${c.name} (${c.simpleCode})` : c.name)}
          onPick={(c) => {
            onChange({ ...value, customerId: c.id, customerName: c.name });
            onTouch?.('customerId');
          }}
          intent={errors.customerId ? Intent.DANGER : Intent.NONE}
          leftIcon="person"
          placeholder={t('tripForm.header.customerPlaceholder')}
          noResults={t('tripForm.header.noCustomer')}
          disabled={disabled}
        />
      </FormGroup>
      <FormGroup label={t('tripForm.header.contractName')} labelFor="trip-contract" intent={errors.contractName ? Intent.DANGER : Intent.NONE} helperText={text(errors.contractName)}>
        <InputGroup id="trip-contract" value={value.contractName} maxLength={100} onValueChange={(v) => onChange({ ...value, contractName: v })} disabled={disabled} />
      </FormGroup>
      <FormGroup label={t('tripForm.header.note')} labelFor="trip-note" intent={errors.note ? Intent.DANGER : Intent.NONE} helperText={text(errors.note)}>
        <InputGroup id="trip-note" value={value.note} maxLength={500} onValueChange={(v) => onChange({ ...value, note: v })} disabled={disabled} />
      </FormGroup>
    </div>
  );
}
