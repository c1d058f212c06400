/** Several values picked from options, shown as tags (the resource forms' multi-select, and filters such as the work summary's). */
import { type Intent, MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import type { OptionSpec } from './formModel';

export interface OptionMultiSelectProps {
  options: readonly OptionSpec[];
  chosen: readonly string[];
  onChange: (values: string[]) => void;
  onPicked?: () => void;
  disabled?: boolean;
  intent?: Intent;
  placeholder?: string;
  fill?: boolean;
}

export function OptionMultiSelect({ options, chosen, onChange, onPicked, disabled, intent, placeholder, fill = true }: OptionMultiSelectProps) {
  const { t } = useTranslation();
  const label = (v: string) => options.find((o) => String(o.value) === v)?.label ?? v;
  return (
    <MultiSelect<OptionSpec>
      fill={fill}
      disabled={disabled}
      items={[...options]}
      selectedItems={options.filter((o) => chosen.includes(String(o.value)))}
      placeholder={placeholder ?? t('resources.form.choose')}
      itemPredicate={(query, o) => o.label.toLowerCase().includes(query.trim().toLowerCase())}
      itemRenderer={(o, { handleClick, handleFocus, modifiers }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={String(o.value)}
            text={o.label}
            roleStructure="listoption"
            selected={chosen.includes(String(o.value))}
            active={modifiers.active}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      noResults={<MenuItem disabled text={t('resources.form.noChoice')} roleStructure="listoption" />}
      onItemSelect={(o) => {
        const v = String(o.value);
        onChange(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]);
        onPicked?.();
      }}
      onRemove={(o) => onChange(chosen.filter((c) => c !== String(o.value)))}
      onClear={disabled ? undefined : () => onChange([])}
      tagRenderer={(o) => label(String(o.value))}
      tagInputProps={{ intent, tagProps: { minimal: true } }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      resetOnSelect
    />
  );
}
