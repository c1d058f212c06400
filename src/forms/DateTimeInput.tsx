import { ControlGroup, Intent, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateControl, type DateControlProps } from './DateInput';
import { dateTimeFieldError, joinDateTime, splitDateTime } from './fieldRules';
import { FormField, useShownError, type FieldInputProps, frameOf } from './FormField';
import { TimeControl } from './TimeInput';

/** The time bases of the theme settings (requirements S3, S9). */
export const TIME_TYPES = ['UTC', 'Local', 'Beijing'] as const;
export type TimeType = (typeof TIME_TYPES)[number];

export interface DateTimeInputProps extends FieldInputProps, Pick<DateControlProps, 'showPicker' | 'minDate' | 'maxDate'> {
  /** Which clock the value is in; shown as a tag. Omit to show none. */
  timeType?: TimeType;
  minuteStep?: number;
}

/**
 * Date and time of day as one value 'YYYY-MM-DD HH:mm' (requirements S9), typed in two boxes.
 * `onChange` receives the two parts joined by a space while typing (each part normalised when
 * left), or '' when both are empty; check it with `dateTimeFieldError`.
 */
export function DateTimeInput(props: DateTimeInputProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = props.id ?? autoId;
  const [parts, setParts] = useState(() => splitDateTime(props.value));
  const [seenValue, setSeenValue] = useState(props.value);
  if (props.value !== seenValue) {
    // A new value from outside (not the echo of our own change): show it.
    setSeenValue(props.value);
    if (props.value !== joinDateTime(...parts)) setParts(splitDateTime(props.value));
  }

  const own = dateTimeFieldError(props.value, { required: props.required, minuteStep: props.minuteStep });
  const { shown, markTouched } = useShownError(own, props);
  const intent = shown ? Intent.DANGER : Intent.NONE;

  const update = (date: string, time: string) => {
    setParts([date, time]);
    props.onChange(joinDateTime(date, time));
  };
  const leave = () => {
    markTouched();
    props.onBlur?.();
  };

  return (
    <FormField {...frameOf(props, id, shown)}>
      <ControlGroup fill={props.fill} className="foc-date-time-input">
        <DateControl
          id={id}
          name={props.name ? `${props.name}.date` : undefined}
          value={parts[0]}
          onChange={(date) => update(date, parts[1])}
          onBlur={leave}
          intent={intent}
          disabled={props.disabled}
          readOnly={props.readOnly}
          autoFocus={props.autoFocus}
          showPicker={props.showPicker}
          minDate={props.minDate}
          maxDate={props.maxDate}
          aria-label={t('forms.dateTime.date')}
        />
        <TimeControl
          name={props.name ? `${props.name}.time` : undefined}
          value={parts[1]}
          onChange={(time) => update(parts[0], time)}
          onBlur={leave}
          minuteStep={props.minuteStep}
          intent={intent}
          disabled={props.disabled}
          readOnly={props.readOnly}
          aria-label={t('forms.dateTime.time')}
          rightElement={
            props.timeType ? (
              <Tag minimal className="foc-time-type">
                {t(`forms.timeType.${props.timeType}`)}
              </Tag>
            ) : undefined
          }
        />
      </ControlGroup>
    </FormField>
  );
}
