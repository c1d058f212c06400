import { describe, expect, it } from 'vitest';
import { RequestError } from '../../api/http';
import { changePasswordFailure } from './passwordFailure';

const serverError = (key: string, result: unknown = null) => new RequestError({ kind: 'toast', messageKey: key }, 400, { code: 400, message: 'x', key, result });

describe('change-password failures', () => {
  it('puts a wrong old password on the old-password field', () => {
    expect(changePasswordFailure(serverError('error.oldPasswordWrong'))).toEqual({ fields: { oldPassword: { key: 'error.oldPasswordWrong' } }, message: null, relogin: false });
  });
  it('puts same-as-old and same-as-name on the new-password field', () => {
    expect(changePasswordFailure(serverError('error.passwordSameAsOld')).fields).toEqual({ newPassword: { key: 'error.passwordSameAsOld' } });
    expect(changePasswordFailure(serverError('error.passwordSameAsName')).fields).toEqual({ newPassword: { key: 'error.passwordSameAsName' } });
  });
  it('takes the server rule fields it knows', () => {
    const e = serverError('error.requestParameter', { fields: { newPassword: { key: 'validation.password.length', params: { min: 6, max: 16 } }, other: { key: 'x' } } });
    expect(changePasswordFailure(e)).toEqual({ fields: { newPassword: { key: 'validation.password.length', params: { min: 6, max: 16 } } }, message: null, relogin: false });
  });
  it('shows any other failure as a message', () => {
    expect(changePasswordFailure(serverError('error.serviceException'))).toEqual({ fields: {}, message: 'error.serviceException', relogin: false });
    expect(changePasswordFailure(new Error('boom')).message).toBe('error.unknown');
  });
  it('sends an ended session back to sign-in', () => {
    expect(changePasswordFailure(new RequestError({ kind: 'resetLogin', messageKey: 'error.loginTimeout' }, 401))).toEqual({ fields: {}, message: 'error.loginTimeout', relogin: true });
  });
  it('shows too many wrong old passwords with the wait', () => {
    const e = serverError('error.tooManyPasswordAttempts', { retryAfterSeconds: 540 });
    expect(changePasswordFailure(e)).toEqual({ fields: {}, message: 'error.tooManyPasswordAttempts', relogin: false, params: { retryAfterSeconds: 540 } });
  });
});
