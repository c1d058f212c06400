/**
 * Every i18n key (namespace `validation`) a validation rule can return.
 * Rules reference these constants rather than string literals, so a key cannot be used
 * without being listed here; tests/integration/validationLocales.test.ts checks that every
 * listed key is translated in zh, zhtw and en.
 *
 * Interpolation parameters are noted beside each key.
 */
export const VK = {
  required: 'validation.required',
  /** Server-side: a referenced record does not exist or belongs to another company. */
  unknownReference: 'validation.unknownReference',
  /** Server-side: a data-permission dimension given twice. */
  duplicateDimension: 'validation.duplicateDimension',
  /** Server-side: a tree's parent is the record itself or one of its descendants. */
  treeCycle: 'validation.tree.cycle',
  maxLength: 'validation.maxLength', // {max}
  controlChars: 'validation.text.controlChars',

  nameFormat: 'validation.name.format',
  digitsFormat: 'validation.digits.format',
  amountFormat: 'validation.amount.format', // {decimals}
  amountPositive: 'validation.amount.positive',
  mobileFormat: 'validation.mobile.format',
  phoneFormat: 'validation.phone.format', // {min, max}
  portFormat: 'validation.port.format', // {min, max}
  ipv4Format: 'validation.ipv4.format',
  urlFormat: 'validation.url.format',
  emailFormat: 'validation.email.format',
  chineseNameFormat: 'validation.chineseName.format', // {min, max}
  companyNameChars: 'validation.companyName.chars',
  personNameChars: 'validation.personName.chars',

  loginNameLength: 'validation.loginName.length', // {min, max}
  loginNameChars: 'validation.loginName.chars',
  passwordLength: 'validation.password.length', // {min, max}
  passwordChars: 'validation.password.chars',
  passwordKinds: 'validation.password.kinds', // {min}
  passwordSameAsLoginName: 'validation.password.sameAsLoginName',
  passwordSameAsOld: 'validation.password.sameAsOld',
  passwordMismatch: 'validation.password.mismatch',

  timeFormat: 'validation.time.format',
  timeRange: 'validation.time.range',
  timeStep: 'validation.time.step', // {step}
  dateFormat: 'validation.date.format',
  dateInvalid: 'validation.date.invalid',

  recipientsEmpty: 'validation.recipients.empty', // {position}
  recipientsInvalid: 'validation.recipients.invalid', // {position, email}

  uploadFormat: 'validation.upload.format', // {name, types}
  uploadSize: 'validation.upload.size', // {name, maxMb}
  uploadCount: 'validation.upload.count', // {maxCount}
  uploadFailed: 'validation.upload.failed', // not returned by a rule; shown by the UI when a transfer fails

  selectionRequired: 'validation.selection.required',
} as const;

export type ValidationKey = (typeof VK)[keyof typeof VK];

/** All validation keys, in declaration order. */
export const VALIDATION_KEYS: readonly ValidationKey[] = Object.freeze(Object.values(VK));
