import { RequestError } from '../../api/http';
import { hasErrors, type FieldErrors } from '../../domain/validation';

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** What a failed call means for this dialog: field errors of the server's rules, else a message key. */
export function changePasswordFailure(e: unknown): {
  fields: FieldErrors<PasswordField>;
  message: string | null;
  relogin: boolean;
  /** Parameters of the message (`retryAfterSeconds` of too many wrong old passwords). */
  params?: Record<string, number>;
} {
  if (!(e instanceof RequestError)) return { fields: {}, message: 'error.unknown', relogin: false };
  if (e.action.kind === 'resetLogin') return { fields: {}, message: e.action.messageKey, relogin: true };
  const fields: FieldErrors<PasswordField> = {};
  for (const [name, rule] of Object.entries(e.fields ?? {})) if ((PASSWORD_FIELDS as readonly string[]).includes(name)) fields[name as PasswordField] = rule;
  const key = e.body?.key ?? (e.action.kind === 'toast' ? e.action.messageKey : undefined);
  if (key === 'error.oldPasswordWrong') fields.oldPassword = { key };
  else if (key === 'error.passwordSameAsOld' || key === 'error.passwordSameAsName') fields.newPassword = { key };
  const message = hasErrors(fields) ? null : (key ?? 'error.unknown');
  const retry = (e.body?.result as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return { fields, message, relogin: false, ...(message && typeof retry === 'number' ? { params: { retryAfterSeconds: retry } } : {}) };
}

