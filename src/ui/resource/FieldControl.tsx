import { Checkbox, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../../domain/validation';
import { DateControl, FormField } from '../../forms';
import type { FieldSpec, FormValue, OptionSpec } from './formModel';
import { OptionMultiSelect } from './OptionMultiSelect';

export interface FieldControlProps {
  spec: FieldSpec;
  value: FormValue;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  error: RuleError | null;
  readOnly?: boolean;
}

const asText = (v: FormValue) => (typeof v === 'string' ? v : '');

/** One field of a resource form: label, required mark, control and the translated error under it. */
export function FieldControl({ spec, value, onChange, onBlur, error, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const intent = error ? Intent.DANGER : Intent.NONE;
  const testId = `field-${spec.name}`;
  const text = asText(value);

  let control: React.ReactNode;
  switch (spec.kind) {
    case 'textarea':
      control = (
        <TextArea id={id} fill rows={3} value={text} intent={intent} readOnly={readOnly} maxLength={spec.maxLength} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} data-testid={testId} />
      );
      break;
    case 'select':
    case 'tristate': {
      const options: OptionSpec[] =
        spec.kind === 'tristate'
          ? [
              { value: 'true', label: t('resources.value.yes') },
              { value: 'false', label: t('resources.value.no') },
            ]
          : [...(spec.options ?? [])];
      const emptyLabel = spec.kind === 'tristate' ? t('resources.value.unknown') : t('resources.form.choose');
      const withEmpty = !spec.required || text === '' ? [{ value: '', label: emptyLabel }, ...options] : options;
      control = (
        <HTMLSelect
          id={id}
          fill
          value={text}
          disabled={readOnly}
          onChange={(e) => {
            onChange(e.currentTarget.value);
            onBlur();
          }}
          options={withEmpty.map((o) => ({ value: String(o.value), label: o.label }))}
          data-testid={testId}
        />
      );
      break;
    }
    case 'boolean':
      control = <Checkbox id={id} checked={value === true} disabled={readOnly} onChange={(e) => onChange(e.currentTarget.checked)} label={t(`${spec.label}`)} data-testid={testId} />;
      break;
    case 'multiSelect':
      control = (
        <div data-testid={testId}>
          <OptionMultiSelect options={spec.options ?? []} chosen={Array.isArray(value) ? value : []} onChange={onChange} onPicked={onBlur} disabled={readOnly} intent={intent} />
        </div>
      );
      break;
    case 'date':
      control = <DateControl id={id} fill value={text} readOnly={readOnly} intent={intent} onChange={(v) => onChange(v)} onBlur={onBlur} aria-label={t(spec.label)} />;
      break;
    default:
      control = (
        <InputGroup
          id={id}
          fill
          value={text}
          intent={intent}
          readOnly={readOnly}
          maxLength={spec.maxLength}
          inputMode={spec.kind === 'integer' ? 'numeric' : spec.kind === 'decimal' ? 'decimal' : undefined}
          rightElement={spec.unit ? <span className="foc-resource-form__unit">{spec.unit}</span> : undefined}
          type={spec.secret ? 'password' : undefined}
          autoComplete={spec.secret ? 'new-password' : undefined}
          onValueChange={(v) => onChange(spec.upperCase ? v.toUpperCase() : v)}
          onBlur={onBlur}
          data-testid={testId}
        />
      );
  }

  return (
    <FormField
      className={spec.wide ? 'foc-resource-form__wide' : undefined}
      label={spec.kind === 'boolean' ? undefined : t(spec.label)}
      labelFor={id}
      required={spec.required && !readOnly}
      helperText={spec.helper ? t(spec.helper) : undefined}
      error={error}
    >
      {control}
    </FormField>
  );
}
