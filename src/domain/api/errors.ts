/**
 * Stable message keys of the error catalogue (requirements S8). The server sends the key with
 * a message in the caller's language; the browser translates the key (namespace `error`).
 */
export const ErrorKey = {
  requestParameter: 'error.requestParameter',
  wrongCredentials: 'error.wrongCredentials',
  credentialsRequired: 'error.credentialsRequired',
  captchaWrong: 'error.captchaWrong',
  captchaRequired: 'error.captchaRequired',
  noLoginPermission: 'error.noLoginPermission',
  accountDisabled: 'error.accountDisabled',
  companyPending: 'error.companyPending',
  companyRejected: 'error.companyRejected',
  tooManyAttempts: 'error.tooManyAttempts',
  loginTimeout: 'error.loginTimeout',
  tokenExpired: 'error.tokenExpired',
  insufficientAccess: 'error.insufficientAccess',
  noAccessPage: 'error.noAccessPage',
  notFound: 'error.notFound',
  noData: 'error.noData',
  dataChanged: 'error.dataChanged',
  duplicate: 'error.duplicate',
  /** A delete refused while other records still refer to the row (`result.count` says how many). */
  inUse: 'error.inUse',
  requestInProgress: 'error.requestInProgress',
  idempotencyMismatch: 'error.idempotencyMismatch',
  serviceException: 'error.serviceException',
  serviceTimeout: 'error.serviceTimeout',
  noMatchingEmail: 'error.noMatchingEmail',
  resetLinkInvalid: 'error.resetLinkInvalid',
  oldPasswordWrong: 'error.oldPasswordWrong',
  passwordSameAsOld: 'error.passwordSameAsOld',
  passwordSameAsName: 'error.passwordSameAsName',
  /** Too many wrong old passwords when changing the password (`retryAfterSeconds`). */
  tooManyPasswordAttempts: 'error.tooManyPasswordAttempts',
  /** A reset link cannot be sent: the company of the account has no mail transport set up. */
  resetMailNotConfigured: 'error.resetMailNotConfigured',
  userNameTaken: 'error.userNameTaken',
  selectBeforeDelete: 'error.selectBeforeDelete',
  cannotDeleteSelf: 'error.cannotDeleteSelf',
  sessionNotExtendable: 'error.sessionNotExtendable',
  unsupportedMedia: 'error.unsupportedMedia',
  payloadTooLarge: 'error.payloadTooLarge',
  methodNotAllowed: 'error.methodNotAllowed',
  shuttingDown: 'error.shuttingDown',
  /** Import (requirements S5): the file is not an .xlsx workbook. */
  importNotXlsx: 'import.error.notXlsx',
  /** The workbook unpacks to too much data (a zip bomb) or holds too many parts. */
  importTooBig: 'import.error.tooBig', // {maxMb}
  importFileTooLarge: 'import.error.fileTooLarge', // {maxMb}
  importTooManyRows: 'import.error.tooManyRows', // {max}
  importNoFile: 'import.error.noFile',
  /** No header row names the required columns. */
  importNoHeader: 'import.error.noHeader', // {columns}
  importEmpty: 'import.error.empty',
} as const;

export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

export const ERROR_KEYS: readonly ErrorKey[] = Object.values(ErrorKey);
