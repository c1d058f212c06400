import { Button, InputGroup, Intent, PopoverNext } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFnsLocaleFor } from './dateLocale';
import { dateFieldError, dateTextToDate, dateToText, normaliseDateText } from './fieldRules';
import { FormField, useShownError, type FieldInputProps, type TextControlProps, frameOf } from './FormField';

/** Picker range defaults: 1900 to ten years ahead (Blueprint's own default ends this year). */
const DEFAULT_MIN_DATE = new Date(1900, 0, 1);
const defaultMaxDate = (): Date => new Date(new Date().getFullYear() + 10, 11, 31);

export interface DateControlProps extends TextControlProps {
  /** Show the calendar button with a Blueprint DatePicker. Default true. */
  showPicker?: boolean;
  minDate?: Date;
  maxDate?: Date;
}

/** The bare date text box: yyyyMMdd or yyyy-MM-dd, normalised to yyyy-MM-dd when left. */
export function DateControl(props: DateControlProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const minDate = props.minDate ?? DEFAULT_MIN_DATE;
  const maxDate = props.maxDate ?? defaultMaxDate();
  const selected = dateTextToDate(props.value);
  const inRange = selected !== null && selected >= minDate && selected <= maxDate;
  const showPicker = (props.showPicker ?? true) && !props.readOnly;

  const leave = () => {
    const normalised = normaliseDateText(props.value);
    if (normalised !== props.value) props.onChange(normalised);
    props.onBlur?.();
  };

  const picker = showPicker ? (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-end"
      disabled={props.disabled}
      content={
        <DatePicker
          value={inRange ? selected : null}
          minDate={minDate}
          maxDate={maxDate}
          locale={dateFnsLocaleFor(i18n.language)}
          highlightCurrentDay
          showActionsBar
          todayButtonText={t('forms.date.today')}
          clearButtonText={t('forms.date.clear')}
          onChange={(date, isUserChange) => {
            if (!isUserChange) return;
            props.onChange(date ? dateToText(date) : '');
            setOpen(false);
            props.onBlur?.();
          }}
        />
      }
    >
      <Button
        variant="minimal"
        icon="calendar"
        disabled={props.disabled}
        aria-label={t('forms.date.openPicker')}
        title={t('forms.date.openPicker')}
      />
    </PopoverNext>
  ) : undefined;

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
      placeholder={props.placeholder ?? t('forms.date.placeholder')}
      aria-label={props['aria-label']}
      onValueChange={(text) => props.onChange(text)}
      onBlur={leave}
      rightElement={picker}
      className="foc-date-input"
    />
  );
}

export interface DateInputProps extends FieldInputProps, Pick<DateControlProps, 'showPicker' | 'minDate' | 'maxDate'> {}

/** A labelled date field with its own rule check (requirements S5 date inputs). */
export function DateInput(props: DateInputProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const own = dateFieldError(props.value, { required: props.required });
  const { shown, markTouched } = useShownError(own, props);
  return (
    <FormField {...frameOf(props, id, shown)}>
      <DateControl
        value={props.value}
        onChange={props.onChange}
        showPicker={props.showPicker}
        minDate={props.minDate}
        maxDate={props.maxDate}
        disabled={props.disabled}
        readOnly={props.readOnly}
        placeholder={props.placeholder}
        name={props.name}
        fill={props.fill}
        autoFocus={props.autoFocus}
        id={id}
        intent={shown ? Intent.DANGER : Intent.NONE}
        onBlur={() => {
          markTouched();
          props.onBlur?.();
        }}
      />
    </FormField>
  );
}
