/**
 * A failed rule: a stable i18n key (namespace `validation`) and optional interpolation values.
 * The browser translates the key; the server sends it in error details.
 */
export interface RuleError {
  key: string;
  params?: Record<string, string | number>;
}

/** Field name → first failing rule. Empty object means valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, RuleError>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
