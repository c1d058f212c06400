import type { TFunction } from 'i18next';
import type { OptionSpec } from './formModel';

/** Choices of an enumeration whose labels are `<prefix>.<value>` keys. */
export function enumOptions(t: TFunction, prefix: string, values: readonly (string | number)[]): OptionSpec[] {
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

/** The label of one value ('' for none). */
export function enumText(t: TFunction, prefix: string, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : t(`${prefix}.${value}`);
}

/** Yes / no / '' of a nullable flag. */
export function flagText(t: TFunction, value: boolean | null | undefined): string {
  return value === true ? t('resources.value.yes') : value === false ? t('resources.value.no') : '';
}
