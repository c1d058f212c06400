import { InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyFieldError } from './fieldRules';
import { FormField, useShownError, type FieldInputProps, frameOf } from './FormField';
import { formatMoney, stripMoneySeparators } from './money';

export interface MoneyInputProps extends FieldInputProps {
  /** Greater than 0 (`positiveAmount`, e.g. bill amounts) instead of 0 or more (`amount`). */
  positive?: boolean;
  /** A currency code shown before the amount, e.g. 'CNY'. */
  currency?: string;
}

/**
 * An amount with up to two decimals. The value is the plain decimal text ('1234567.8'); while
 * the box is not focused a valid value is shown formatted ('1,234,567.80'). Thousands
 * separators typed or pasted are removed when the box is left.
 */
export function MoneyInput(props: MoneyInputProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = props.id ?? autoId;
  const [focused, setFocused] = useState(false);
  const own = moneyFieldError(props.value, { required: props.required, positive: props.positive });
  const { shown, markTouched } = useShownError(own, props);
  const display = focused || own ? props.value : formatMoney(props.value) || props.value;

  const leave = () => {
    setFocused(false);
    const plain = stripMoneySeparators(props.value);
    if (plain !== props.value) props.onChange(plain);
    markTouched();
    props.onBlur?.();
  };

  return (
    <FormField {...frameOf(props, id, shown)}>
      <InputGroup
        id={id}
        name={props.name}
        value={display}
        intent={shown ? Intent.DANGER : Intent.NONE}
        disabled={props.disabled}
        readOnly={props.readOnly}
        fill={props.fill}
        autoFocus={props.autoFocus}
        autoComplete="off"
        inputMode="decimal"
        placeholder={props.placeholder ?? t('forms.money.placeholder')}
        leftElement={props.currency ? <Tag minimal>{props.currency}</Tag> : undefined}
        onFocus={() => setFocused(true)}
        onValueChange={(text) => props.onChange(text)}
        onBlur={leave}
        className="foc-money-input"
      />
    </FormField>
  );
}
