import { describe, expect, it } from 'vitest';
import { errorAction, isSuccessCode, shapeAnswer } from './shape';

describe('answer shaping (requirements S7)', () => {
  it('accepts 20000, 200, 0 and their strings as success', () => {
    for (const c of [20000, 200, 0, '200', '0']) expect(isSuccessCode(c)).toBe(true);
    for (const c of [400, '20000x', undefined, null, 1]) expect(isSuccessCode(c)).toBe(false);
  });
  it('returns an array result as is', () => {
    expect(shapeAnswer({ code: 20000, message: 'success', result: [1, 2] })).toEqual([1, 2]);
  });
  it('wraps a string result with the success message', () => {
    expect(shapeAnswer({ code: 20000, message: 'ok', result: 'path/to/file' })).toEqual({ message: 'ok', result: 'path/to/file' });
  });
  it('merges an object result with the message', () => {
    expect(shapeAnswer({ code: 20000, message: 'success', result: { a: 1 } })).toEqual({ a: 1, message: 'success' });
  });
  it('returns the whole body otherwise', () => {
    const body = { code: 20000, message: 'success', result: null };
    expect(shapeAnswer(body)).toBe(body);
    const n = { code: 20000, message: 'success', result: 5 };
    expect(shapeAnswer(n)).toBe(n);
  });
});

describe('error rules (requirements S8)', () => {
  it('401 resets the session and sends to /login; 402 says the token expired', () => {
    expect(errorAction({ status: 401, body: { code: 401 } })).toEqual({ kind: 'resetLogin', messageKey: 'error.loginTimeout' });
    expect(errorAction({ status: 402, body: { code: 402 } })).toEqual({ kind: 'resetLogin', messageKey: 'error.tokenExpired' });
  });
  it('403 goes to the 403 page, but a sign-in refusal stays a message', () => {
    expect(errorAction({ status: 403, body: { code: 403, key: 'error.insufficientAccess' } })).toEqual({ kind: 'forbidden' });
    expect(errorAction({ status: 403, body: { code: 403, key: 'error.companyPending', message: 'pending' } })).toMatchObject({ kind: 'toast', messageKey: 'error.companyPending' });
  });
  it('400 shows the server key, "wrong user name or password" without one, "bad request" for that server string', () => {
    expect(errorAction({ status: 400, body: { code: 400, key: 'error.captchaWrong' } })).toMatchObject({ messageKey: 'error.captchaWrong' });
    expect(errorAction({ status: 400, body: { code: 400 } })).toEqual({ kind: 'toast', messageKey: 'error.wrongCredentials' });
    expect(errorAction({ status: 400, body: { message: 'Bad Request' } })).toEqual({ kind: 'toast', messageKey: 'error.badRequest' });
  });
  it('code 6004 is "no matching e-mail found"', () => {
    expect(errorAction({ status: 400, body: { code: 6004, key: 'error.noMatchingEmail' } })).toEqual({ kind: 'toast', messageKey: 'error.noMatchingEmail' });
  });
  it('other errors: server message, else the status text, else unknown', () => {
    expect(errorAction({ status: 500, body: { code: 500, message: 'Service request exception', key: 'error.serviceException' } })).toMatchObject({ messageKey: 'error.serviceException' });
    expect(errorAction({ status: 409, body: { message: 'conflict here' } })).toEqual({ kind: 'toast', text: 'conflict here' });
    expect(errorAction({ status: 502, body: {} })).toEqual({ kind: 'toast', messageKey: 'http.502' });
    expect(errorAction({ status: 418, body: {} })).toEqual({ kind: 'toast', messageKey: 'error.unknown' });
    expect(errorAction({ status: 504, body: null })).toEqual({ kind: 'toast', messageKey: 'error.unknown' });
  });
  it('no answer at all is an unknown error; a timeout says so; an abort is silent', () => {
    expect(errorAction({})).toEqual({ kind: 'toast', messageKey: 'error.unknown' });
    expect(errorAction({ timedOut: true })).toEqual({ kind: 'toast', messageKey: 'error.serviceTimeout' });
    expect(errorAction({ aborted: true, status: 400 })).toEqual({ kind: 'silent' });
  });
});
