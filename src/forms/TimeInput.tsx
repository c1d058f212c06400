import { InputGroup, Intent } from '@blueprintjs/core';
import { useId, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_MINUTE_STEP } from '../domain/validation';
import { normaliseTimeText, stepTimeText, timeFieldError } from './fieldRules';
import { FormField, useShownError, type FieldInputProps, type TextControlProps, frameOf } from './FormField';

export interface TimeControlProps extends TextControlProps {
  /** Minutes must be a multiple of this; the arrow keys move by it. Default 5. */
  minuteStep?: number;
  /** Shown inside the box on the right (DateTimeInput puts the time type there). */
  rightElement?: ReactElement;
}

/** The bare time text box: HHmm or HH:mm, normalised to HH:mm when left; ↑/↓ step the minutes. */
export function TimeControl(props: TimeControlProps) {
  const { t } = useTranslation();
  const step = props.minuteStep ?? TIME_MINUTE_STEP;

  const leave = () => {
    const normalised = normaliseTimeText(props.value, { minuteStep: step });
    if (normalised !== props.value) props.onChange(normalised);
    props.onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (props.disabled || props.readOnly) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const next = stepTimeText(props.value, event.key === 'ArrowUp' ? 1 : -1, step);
    if (next === null) return;
    event.preventDefault();
    props.onChange(next);
  };

  return (
    <InputGroup
      id={props.id}
      name={props.name}
      value={props.value}
      intent={props.intent}
      disabled={props.disabled}
      readOnly={props.readOnly}
      fill={props.fill}
      autoFocus={props.autoFocus}
      autoComplete="off"
      inputMode="numeric"
      leftIcon="time"
      placeholder={props.placeholder ?? t('forms.time.placeholder')}
      title={t('forms.time.arrowHint', { step })}
      aria-label={props['aria-label']}
      onValueChange={(text) => props.onChange(text)}
      onKeyDown={onKeyDown}
      onBlur={leave}
      rightElement={props.rightElement}
      className="foc-time-input"
    />
  );
}

export interface TimeInputProps extends FieldInputProps {
  minuteStep?: number;
}

/** A labelled time-of-day field (requirements S5: HHmm or HH:mm, minute steps of 5). */
export function TimeInput(props: TimeInputProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const own = timeFieldError(props.value, { required: props.required, minuteStep: props.minuteStep });
  const { shown, markTouched } = useShownError(own, props);
  return (
    <FormField {...frameOf(props, id, shown)}>
      <TimeControl
        value={props.value}
        onChange={props.onChange}
        minuteStep={props.minuteStep}
        intent={shown ? Intent.DANGER : Intent.NONE}
        disabled={props.disabled}
        readOnly={props.readOnly}
        placeholder={props.placeholder}
        id={id}
        name={props.name}
        fill={props.fill}
        autoFocus={props.autoFocus}
        onBlur={() => {
          markTouched();
          props.onBlur?.();
        }}
      />
    </FormField>
  );
}
