import { describe, expect, it } from 'vitest';
import { RequestError } from '../../api/http';
import { dayPartOf, greetingKey } from './greeting';
import { safeRedirect } from './redirect';
import { messageText, pageMessageOf } from './signInError';

describe('greeting by time of day', () => {
  it.each([
    [0, 'earlyMorning'],
    [7, 'earlyMorning'],
    [8, 'morning'],
    [11, 'morning'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('hour %i → %s', (hour, part) => {
    expect(dayPartOf(hour)).toBe(part);
  });

  it('uses the local hour of the moment', () => {
    expect(greetingKey(new Date(2024, 9, 25, 11, 59))).toBe('page.greeting.morning');
    expect(greetingKey(new Date(2024, 9, 25, 13, 30))).toBe('page.greeting.noon');
  });
});

describe('redirect after sign-in', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/trip?id=1', '/trip?id=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?redirect=/x', '/'],
    ['/loginHistory', '/loginHistory'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('messages of failed calls', () => {
  const t = (key: string, params?: Record<string, unknown>) => (key === 'error.tooManyAttempts' ? `wait ${String(params?.retryAfterSeconds)}` : key);

  it('carries the server key and its details as parameters', () => {
    const e = new RequestError({ kind: 'toast', messageKey: 'error.tooManyAttempts', text: 'Too many' }, 429, { code: 429, key: 'error.tooManyAttempts', result: { retryAfterSeconds: 42 } });
    const m = pageMessageOf(e)!;
    expect(m).toEqual({ key: 'error.tooManyAttempts', params: { retryAfterSeconds: 42 }, text: 'Too many' });
    expect(messageText(m, t)).toBe('wait 42');
  });

  it('falls back to the server text when the key has no translation', () => {
    const m = pageMessageOf(new RequestError({ kind: 'toast', messageKey: 'error.brandNew', text: 'Server says no' }))!;
    expect(messageText(m, t)).toBe('Server says no');
  });

  it('maps the other outcomes', () => {
    expect(pageMessageOf(new RequestError({ kind: 'silent' }))).toBeNull();
    expect(pageMessageOf(new RequestError({ kind: 'forbidden' }))).toEqual({ key: 'error.noLoginPermission' });
    expect(pageMessageOf(new RequestError({ kind: 'resetLogin', messageKey: 'error.loginTimeout' }))).toEqual({ key: 'error.loginTimeout' });
    expect(pageMessageOf(new Error('error.noToken'))).toEqual({ key: 'error.noToken' });
    expect(pageMessageOf(new TypeError('boom'))).toEqual({ key: 'error.unknown' });
  });
});
