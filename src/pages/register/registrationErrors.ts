import type { FieldErrors, RegistrationForm, RuleError } from '../../domain/validation';
import { RequestError } from '../../api/http';
import { pageMessageOf, type PageMessage } from '../../ui/signIn/signInError';

export type RegistrationField = keyof RegistrationForm;

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'companyName',
  'phone',
  'address',
  'loginName',
  'password',
  'confirmPassword',
  'contactPerson',
  'mobile',
  'email',
];

export const EMPTY_REGISTRATION: RegistrationForm = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ''])) as unknown as RegistrationForm;

const isField = (name: string): name is RegistrationField => (REGISTRATION_FIELDS as readonly string[]).includes(name);

export interface RegistrationFailure {
  /** Errors shown under the fields. */
  fields: FieldErrors<RegistrationField>;
  /** A message for the whole form (null when every error has a field). */
  message: PageMessage | null;
}

/**
 * A refused registration mapped back to the form: the server's field rules under their fields,
 * a taken login name under the login name, anything else as a message above the buttons.
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (error instanceof RequestError) {
    const fromServer = error.fields;
    if (fromServer) {
      const fields: FieldErrors<RegistrationField> = {};
      let unmapped = false;
      for (const [name, rule] of Object.entries(fromServer)) {
        if (isField(name) && rule && typeof rule.key === 'string') fields[name] = rule as RuleError;
        else unmapped = true;
      }
      return { fields, message: unmapped || !Object.keys(fields).length ? { key: 'error.requestParameter' } : null };
    }
    const message = pageMessageOf(error);
    if (message?.key === 'error.userNameTaken') return { fields: { loginName: { key: 'error.userNameTaken' } }, message: null };
    return { fields: {}, message };
  }
  return { fields: {}, message: pageMessageOf(error) };
}
