/**
 * Account rules (requirements S5): login name, passwords, sign-in, registration,
 * reset password and change password.
 *
 * Decisions beyond the spec text (see also the doc comments below):
 * - Login name maximum has two readings in the spec (25 and 20); both are supported via
 *   `{ maxLength }`, default 25.
 * - Password "kinds" are four: uppercase letters, lowercase letters, digits and special
 *   characters (spec: "letters (case-sensitive)"); sign-up needs at least two kinds, so
 *   "abcdEFGH" is accepted and "abcdefgh" is not.
 * - Every NEW password (sign-up, reset, change) must be printable ASCII without spaces
 *   (U+0021–U+007E) — passwords are SHA-1 hashed on the client, and "special character"
 *   needs a closed definition. Existing (old / sign-in) passwords are only checked for presence.
 * - Sign-up: the password must differ from the login name, compared case-insensitively.
 * - Change password: the new password must differ from the old one (our addition).
 */
import { VK } from './keys';
import {
  chain,
  collectErrors,
  companyName,
  email,
  landlinePhone,
  lengthBetween,
  mainlandMobile,
  maxLength,
  noControlChars,
  personName,
  required,
  ruleError,
  type Rule,
} from './rules';
import type { FieldErrors, RuleError } from './types';

// ---------------------------------------------------------------------------
// Login name
// ---------------------------------------------------------------------------

export const LOGIN_NAME_MIN_LENGTH = 5;
/** Main reading of the maximum. */
export const LOGIN_NAME_MAX_LENGTH = 25;
/** Second reading, from one registration message ("5 to 20 characters"). */
export const LOGIN_NAME_MAX_LENGTH_ALT = 20;
export const LOGIN_NAME_MAX_LENGTHS = [LOGIN_NAME_MAX_LENGTH, LOGIN_NAME_MAX_LENGTH_ALT] as const;
export type LoginNameMaxLength = (typeof LOGIN_NAME_MAX_LENGTHS)[number];

export interface LoginNameOptions {
  /** 25 (default) or 20. */
  maxLength?: LoginNameMaxLength;
}

/** Required; 5–N characters; Chinese characters (U+4E00–U+9FFF), ASCII letters, digits, '_' and '-'. */
export function validateLoginName(value: string, opts: LoginNameOptions = {}): RuleError | null {
  const max = opts.maxLength ?? LOGIN_NAME_MAX_LENGTH;
  return (
    required(value) ??
    lengthBetween(LOGIN_NAME_MIN_LENGTH, max, VK.loginNameLength)(value) ??
    (/^[\u4E00-\u9FFFA-Za-z0-9_-]+$/.test(value) ? null : ruleError(VK.loginNameChars))
  );
}

// ---------------------------------------------------------------------------
// Password primitives
// ---------------------------------------------------------------------------

export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const SIGN_UP_PASSWORD_MAX_LENGTH = 30;
export const SIGN_UP_PASSWORD_MIN_KINDS = 2;
/** Reset and change password length. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;

export type PasswordKind = 'upper' | 'lower' | 'digit' | 'special';

/** The kinds of character present, in the order upper, lower, digit, special. */
export function passwordKinds(password: string): PasswordKind[] {
  const kinds: PasswordKind[] = [];
  if (/[A-Z]/.test(password)) kinds.push('upper');
  if (/[a-z]/.test(password)) kinds.push('lower');
  if (/[0-9]/.test(password)) kinds.push('digit');
  if (/[^A-Za-z0-9]/.test(password)) kinds.push('special');
  return kinds;
}

const passwordChars: Rule = (value) => (/^[\x21-\x7E]+$/.test(value) ? null : ruleError(VK.passwordChars));

/** Required, length min–max, printable ASCII. Used for every new password. */
function newPassword(min: number, max: number): Rule {
  return chain(required, lengthBetween(min, max, VK.passwordLength), passwordChars);
}

/** Sign-up password: 8–30, printable ASCII, ≥ 2 kinds, differs from the login name (ignoring case). */
export function validateSignUpPassword(password: string, loginName: string): RuleError | null {
  return (
    newPassword(SIGN_UP_PASSWORD_MIN_LENGTH, SIGN_UP_PASSWORD_MAX_LENGTH)(password) ??
    (passwordKinds(password).length < SIGN_UP_PASSWORD_MIN_KINDS
      ? ruleError(VK.passwordKinds, { min: SIGN_UP_PASSWORD_MIN_KINDS })
      : null) ??
    (loginName !== '' && password.toLowerCase() === loginName.toLowerCase()
      ? ruleError(VK.passwordSameAsLoginName)
      : null)
  );
}

/** Confirmation: required and identical (case-sensitive) to the password. */
export function validateConfirmPassword(password: string, confirmPassword: string): RuleError | null {
  return required(confirmPassword) ?? (confirmPassword === password ? null : ruleError(VK.passwordMismatch));
}

// ---------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------

export interface SignInForm {
  userName: string;
  password: string;
  /** Verification (captcha) code; its correctness is checked by the server. */
  captcha: string;
}

/** Presence only: legacy accounts may not satisfy the current login-name/password formats. */
export function validateSignIn(form: SignInForm): FieldErrors<keyof SignInForm> {
  return collectErrors<keyof SignInForm>({
    userName: () => required(form.userName),
    password: () => required(form.password),
    captcha: () => required(form.captcha),
  });
}

export interface ResetPasswordForm {
  password: string;
  confirmPassword: string;
}

export function validateResetPassword(form: ResetPasswordForm): FieldErrors<keyof ResetPasswordForm> {
  return collectErrors<keyof ResetPasswordForm>({
    password: () => newPassword(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)(form.password),
    confirmPassword: () => validateConfirmPassword(form.password, form.confirmPassword),
  });
}

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateChangePassword(form: ChangePasswordForm): FieldErrors<keyof ChangePasswordForm> {
  return collectErrors<keyof ChangePasswordForm>({
    oldPassword: () => required(form.oldPassword),
    newPassword: () =>
      newPassword(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)(form.newPassword) ??
      (form.newPassword === form.oldPassword ? ruleError(VK.passwordSameAsOld) : null),
    confirmPassword: () =>
      required(form.confirmPassword) ??
      lengthBetween(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, VK.passwordLength)(form.confirmPassword) ??
      (form.confirmPassword === form.newPassword ? null : ruleError(VK.passwordMismatch)),
  });
}

export const COMPANY_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const CONTACT_PERSON_MAX_LENGTH = 50;
export const REGISTRATION_EMAIL_MAX_LENGTH = 100;

export interface RegistrationForm {
  companyName: string;
  /** Company (landline) phone. */
  phone: string;
  address: string;
  loginName: string;
  password: string;
  confirmPassword: string;
  contactPerson: string;
  /** Contact person's mainland mobile number. */
  mobile: string;
  email: string;
}

export interface RegistrationOptions {
  /** Login-name maximum reading: 25 (default) or 20. */
  loginNameMaxLength?: LoginNameMaxLength;
}

/**
 * Registration step 1 ("fill in application"); step 2 ("finish") has no input.
 * Every field is required, then checked for length and format.
 */
export function validateRegistration(
  form: RegistrationForm,
  opts: RegistrationOptions = {},
): FieldErrors<keyof RegistrationForm> {
  const loginNameOpts: LoginNameOptions =
    opts.loginNameMaxLength === undefined ? {} : { maxLength: opts.loginNameMaxLength };
  return collectErrors<keyof RegistrationForm>({
    companyName: () => chain(required, maxLength(COMPANY_NAME_MAX_LENGTH), companyName)(form.companyName),
    phone: () => chain(required, landlinePhone)(form.phone),
    address: () => chain(required, maxLength(ADDRESS_MAX_LENGTH), noControlChars)(form.address),
    loginName: () => validateLoginName(form.loginName, loginNameOpts),
    password: () => validateSignUpPassword(form.password, form.loginName),
    confirmPassword: () => validateConfirmPassword(form.password, form.confirmPassword),
    contactPerson: () => chain(required, maxLength(CONTACT_PERSON_MAX_LENGTH), personName)(form.contactPerson),
    mobile: () => chain(required, mainlandMobile)(form.mobile),
    email: () => chain(required, maxLength(REGISTRATION_EMAIL_MAX_LENGTH), email)(form.email),
  });
}
