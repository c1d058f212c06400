import { FormGroup, Intent } from '@blueprintjs/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../domain/validation';

/** Translates a `RuleError` (validation.* or error.* key with its parameters). */
export function useRuleText(): (error: RuleError | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((error) => (error ? t(error.key, error.params ?? {}) : undefined), [t]);
}

export interface FormFieldProps {
  /** Already translated. */
  label?: ReactNode;
  /** The id of the control the label is for. */
  labelFor?: string;
  /** Shows the required mark after the label. */
  required?: boolean;
  /** Shown under the control when there is no error. Already translated. */
  helperText?: ReactNode;
  /** Shown (translated) instead of the helper text, in the danger intent. */
  error?: RuleError | null;
  inline?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, required mark, control and helper text / translated rule error (Blueprint FormGroup). */
export function FormField(props: FormFieldProps) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const message = ruleText(props.error);
  return (
    <FormGroup
      className={props.className}
      label={props.label}
      labelFor={props.labelFor}
      labelInfo={
        props.required && props.label ? (
          <span className="foc-required-mark" aria-label={t('forms.field.required')} title={t('forms.field.required')}>
            *
          </span>
        ) : undefined
      }
      helperText={message ?? props.helperText}
      intent={message ? Intent.DANGER : Intent.NONE}
      inline={props.inline}
      disabled={props.disabled}
    >
      {props.children}
    </FormGroup>
  );
}

/** Props every kit input shares; `useFormState().field(name)` supplies the first four. */
export interface FieldInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** An error from the form (validate or server). Overrides the input's own check. */
  error?: RuleError | null;
  label?: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  /** Show the input's own rule error now instead of after the first blur. */
  touched?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  inline?: boolean;
  fill?: boolean;
  className?: string;
  autoFocus?: boolean;
}

/**
 * The error an input shows: the form's error when it has one, else the input's own check once
 * the input has been left (or `touched` is set).
 */
export function useShownError(
  own: RuleError | null,
  props: Pick<FieldInputProps, 'error' | 'touched'>,
): { shown: RuleError | null; markTouched: () => void } {
  const [left, setLeft] = useState(false);
  const markTouched = useCallback(() => setLeft(true), []);
  return { shown: props.error ?? (left || props.touched ? own : null), markTouched };
}

/** The FormField frame of a kit input: its label, mark, helper text and the error to show. */
export function frameOf(props: FieldInputProps, id: string, error: RuleError | null | undefined): Omit<FormFieldProps, 'children'> {
  return {
    label: props.label,
    labelFor: id,
    required: props.required,
    helperText: props.helperText,
    error,
    inline: props.inline,
    disabled: props.disabled,
    className: props.className,
  };
}

/** Props every bare text control of the kit takes (date, time): the value as text and the box's flags. */
export interface TextControlProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  intent?: Intent;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  fill?: boolean;
  autoFocus?: boolean;
  'aria-label'?: string;
}
