import { InputGroup, Intent } from '@blueprintjs/core';
import { useId, type HTMLAttributes } from 'react';
import type { Rule } from '../domain/validation';
import { checkedFieldError, type FormatCheckName } from './fieldRules';
import { FormField, useShownError, type FieldInputProps, frameOf } from './FormField';

const INPUT_MODES: Partial<Record<FormatCheckName, HTMLAttributes<HTMLInputElement>['inputMode']>> = {
  digits: 'numeric',
  mobile: 'tel',
  phone: 'tel',
  port: 'numeric',
  ipv4: 'decimal',
  url: 'url',
  email: 'email',
  amount: 'decimal',
};

export interface CheckedInputProps extends FieldInputProps {
  /**
   * One of the shared format checks of requirements S5 ('name', 'digits', 'mobile', 'phone',
   * 'port', 'ipv4', 'url', 'email', 'chineseName', 'amount', or 'blank' for the blank check
   * alone) or any rule from src/domain/validation. Blank values are checked by `required`.
   */
  rule: FormatCheckName | Rule;
  /** The browser's length limit (the rule still decides validity). */
  maxLength?: number;
  type?: 'text' | 'password';
}

/** A text field checked by one format rule; the translated rule error shows under it. */
export function CheckedInput(props: CheckedInputProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const own = checkedFieldError(props.value, props.rule, { required: props.required });
  const { shown, markTouched } = useShownError(own, props);
  return (
    <FormField {...frameOf(props, id, shown)}>
      <InputGroup
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        intent={shown ? Intent.DANGER : Intent.NONE}
        disabled={props.disabled}
        readOnly={props.readOnly}
        fill={props.fill}
        autoFocus={props.autoFocus}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        inputMode={typeof props.rule === 'string' ? INPUT_MODES[props.rule] : undefined}
        onValueChange={(text) => props.onChange(text)}
        onBlur={() => {
          markTouched();
          props.onBlur?.();
        }}
      />
    </FormField>
  );
}
