import { describe, expect, it } from 'vitest';
import { RequestError } from '../../api/http';
import { EMPTY_REGISTRATION, REGISTRATION_FIELDS, registrationFailure } from './registrationErrors';

const badRequest = (result: unknown) =>
  new RequestError({ kind: 'toast', messageKey: 'error.requestParameter' }, 400, { code: 400, key: 'error.requestParameter', result });

describe('registration errors back to the form', () => {
  it('puts the server field rules under their fields', () => {
    const failure = registrationFailure(
      badRequest({ fields: { loginName: { key: 'validation.loginNameLength', params: { min: 5, max: 20 } }, mobile: { key: 'validation.mobile' } } }),
    );
    expect(failure).toEqual({
      fields: { loginName: { key: 'validation.loginNameLength', params: { min: 5, max: 20 } }, mobile: { key: 'validation.mobile' } },
      message: null,
    });
  });

  it('keeps a message for fields the form does not have', () => {
    const failure = registrationFailure(badRequest({ fields: { fax: { key: 'validation.required' }, email: { key: 'validation.email' } } }));
    expect(failure.fields).toEqual({ email: { key: 'validation.email' } });
    expect(failure.message).toEqual({ key: 'error.requestParameter' });
  });

  it('shows a taken login name under the login name', () => {
    const e = new RequestError({ kind: 'toast', messageKey: 'error.userNameTaken', text: 'taken' }, 409, { code: 409, key: 'error.userNameTaken', result: null });
    expect(registrationFailure(e)).toEqual({ fields: { loginName: { key: 'error.userNameTaken' } }, message: null });
  });

  it('turns other failures into a form message', () => {
    expect(registrationFailure(new RequestError({ kind: 'toast', messageKey: 'error.serviceTimeout' }))).toEqual({ fields: {}, message: { key: 'error.serviceTimeout' } });
    expect(registrationFailure(badRequest(null))).toEqual({ fields: {}, message: { key: 'error.requestParameter' } });
    expect(registrationFailure(new TypeError('x')).message).toEqual({ key: 'error.unknown' });
  });

  it('starts with every field empty', () => {
    expect(Object.keys(EMPTY_REGISTRATION)).toEqual([...REGISTRATION_FIELDS]);
    expect(Object.values(EMPTY_REGISTRATION).every((v) => v === '')).toBe(true);
  });
});
