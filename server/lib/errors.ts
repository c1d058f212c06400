import { ErrorKey, NO_MATCHING_EMAIL_CODE, type MessageKey } from '../../src/domain/api';

/** An error with a status, an envelope code and a stable message key; safe to show to the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly details?: unknown,
    readonly code: number = statusCode,
    readonly headers?: Record<string, string>,
  ) {
    super(key);
  }
}

export const badRequest = (details?: unknown, key: MessageKey = ErrorKey.requestParameter) =>
  new AppError(400, key, details);
export const wrongCredentials = () => new AppError(400, ErrorKey.wrongCredentials);
export const unauthorized = (key: ErrorKey = ErrorKey.loginTimeout) => new AppError(401, key);
export const tokenExpired = () => new AppError(402, ErrorKey.tokenExpired);
export const forbidden = (key: MessageKey = ErrorKey.insufficientAccess, details?: unknown) =>
  new AppError(403, key, details);
export const notFound = (key: MessageKey = ErrorKey.notFound) => new AppError(404, key);
export const conflict = (key: MessageKey = ErrorKey.duplicate, details?: unknown) => new AppError(409, key, details);
export const staleVersion = (details?: unknown) => new AppError(412, ErrorKey.dataChanged, details);
export const tooManyAttempts = (retryAfterSeconds: number, key: MessageKey = ErrorKey.tooManyAttempts) =>
  new AppError(429, key, { retryAfterSeconds }, 429, {
    'retry-after': String(retryAfterSeconds),
  });
export const noMatchingEmail = () => new AppError(400, ErrorKey.noMatchingEmail, undefined, NO_MATCHING_EMAIL_CODE);
