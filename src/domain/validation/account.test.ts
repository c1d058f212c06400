import { describe, it, expect } from 'vitest';
import { VALIDATION_KEYS, VK } from './keys';
import type { FieldErrors, RuleError } from './types';
import { hasErrors } from './types';
import {
  ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  CONTACT_PERSON_MAX_LENGTH,
  LOGIN_NAME_MAX_LENGTH,
  LOGIN_NAME_MAX_LENGTH_ALT,
  LOGIN_NAME_MAX_LENGTHS,
  LOGIN_NAME_MIN_LENGTH,
  REGISTRATION_EMAIL_MAX_LENGTH,
  passwordKinds,
  validateChangePassword,
  validateConfirmPassword,
  validateLoginName,
  validateRegistration,
  validateResetPassword,
  validateSignIn,
  validateSignUpPassword,
  type RegistrationForm,
} from './account';

function expectKey(result: RuleError | null | undefined, key: string): void {
  expect(result?.key).toBe(key);
  expect(VALIDATION_KEYS).toContain(key);
}

function keysOf(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, e!.key]));
}

describe('login name', () => {
  it('exports both readings of the maximum', () => {
    expect(LOGIN_NAME_MIN_LENGTH).toBe(5);
    expect(LOGIN_NAME_MAX_LENGTH).toBe(25);
    expect(LOGIN_NAME_MAX_LENGTH_ALT).toBe(20);
    expect(LOGIN_NAME_MAX_LENGTHS).toEqual([25, 20]);
  });

  it.each([
    [25, 4, false],
    [25, 5, true],
    [25, 20, true],
    [25, 21, true],
    [25, 25, true],
    [25, 26, false],
    [20, 4, false],
    [20, 5, true],
    [20, 20, true],
    [20, 21, false],
    [20, 25, false],
    [20, 26, false],
  ] as const)('max %i: length %i → valid %s', (max, len, valid) => {
    for (const value of ['a'.repeat(len), '中'.repeat(len)]) {
      const result = validateLoginName(value, { maxLength: max });
      if (valid) expect(result).toBeNull();
      else expect(result).toEqual({ key: VK.loginNameLength, params: { min: 5, max } });
    }
  });

  it('defaults to the 25 reading', () => {
    expect(validateLoginName('a'.repeat(25))).toBeNull();
    expect(validateLoginName('a'.repeat(26))?.params).toEqual({ min: 5, max: 25 });
    expect(validateLoginName('a'.repeat(21), {})).toBeNull();
  });

  it.each(['admin', 'user_01', 'pilot-a', '张三丰飞行', 'Ab中文_-9', '_____', '龥龥龥龥龥'])('accepts %j', (v) =>
    expect(validateLoginName(v)).toBeNull(),
  );

  it.each(['user name', 'user.name', 'user@x.cn', 'admin!', 'ａｂｃｄｅ', 'über1', '張三〇〇〇', 'admin\n', '𠀀𠀀𠀀𠀀𠀀'])(
    'rejects characters in %j',
    (v) => expectKey(validateLoginName(v), VK.loginNameChars),
  );

  it.each(['', '   ', 'null', 'NULL'])('requires a value (%j)', (v) => expectKey(validateLoginName(v), VK.required));
});

describe('passwordKinds', () => {
  it('counts upper, lower, digit, special separately', () => {
    expect(passwordKinds('abc')).toEqual(['lower']);
    expect(passwordKinds('ABC')).toEqual(['upper']);
    expect(passwordKinds('aB1!')).toEqual(['upper', 'lower', 'digit', 'special']);
    expect(passwordKinds('12~')).toEqual(['digit', 'special']);
    expect(passwordKinds('')).toEqual([]);
  });
});

describe('sign-up password', () => {
  const login = 'pilot01';
  it.each([
    [7, false],
    [8, true],
    [30, true],
    [31, false],
  ] as const)('length %i → valid %s', (len, valid) => {
    const pw = 'a1'.repeat(16).slice(0, len);
    const result = validateSignUpPassword(pw, login);
    if (valid) expect(result).toBeNull();
    else expect(result).toEqual({ key: VK.passwordLength, params: { min: 8, max: 30 } });
  });

  it.each(['abcdEFGH', 'abcd1234', 'ABCD1234', 'abcd!@#$', '12345678!', 'A!A!A!A!'])('accepts two or more kinds: %j', (pw) =>
    expect(validateSignUpPassword(pw, login)).toBeNull(),
  );

  it.each(['abcdefgh', 'ABCDEFGH', '12345678', '!@#$%^&*'])('rejects a single kind: %j', (pw) =>
    expect(validateSignUpPassword(pw, login)).toEqual({ key: VK.passwordKinds, params: { min: 2 } }),
  );

  it.each(['abcd 1234', 'abcd1234密', 'abcd1234\t', 'ａｂｃｄ１２３４'])('rejects non-printable-ASCII: %j', (pw) =>
    expectKey(validateSignUpPassword(pw, login), VK.passwordChars),
  );

  it('must differ from the login name (ignoring case)', () => {
    expectKey(validateSignUpPassword('Pilot_2024', 'Pilot_2024'), VK.passwordSameAsLoginName);
    expectKey(validateSignUpPassword('PILOT_2024', 'pilot_2024'), VK.passwordSameAsLoginName);
    expect(validateSignUpPassword('Pilot_2025', 'Pilot_2024')).toBeNull();
    expect(validateSignUpPassword('Pilot_2025', '')).toBeNull();
  });

  it('is required', () => expectKey(validateSignUpPassword('', login), VK.required));

  it('confirmation is required and must match exactly', () => {
    expectKey(validateConfirmPassword('Abc12345', ''), VK.required);
    expectKey(validateConfirmPassword('Abc12345', 'abc12345'), VK.passwordMismatch);
    expectKey(validateConfirmPassword('Abc12345', 'Abc12345 '), VK.passwordMismatch);
    expect(validateConfirmPassword('Abc12345', 'Abc12345')).toBeNull();
  });
});

describe('sign-in', () => {
  it('requires user name, password and verification code', () => {
    expect(keysOf(validateSignIn({ userName: '', password: ' ', captcha: 'null' }))).toEqual({
      userName: VK.required,
      password: VK.required,
      captcha: VK.required,
    });
  });
  it('does not apply format rules (legacy accounts)', () => {
    expect(validateSignIn({ userName: 'ab', password: '1', captcha: 'x7Kq' })).toEqual({});
  });
});

describe('reset password', () => {
  it.each([
    [5, false],
    [6, true],
    [16, true],
    [17, false],
  ] as const)('length %i → valid %s', (len, valid) => {
    const pw = 'x'.repeat(len);
    const errors = validateResetPassword({ password: pw, confirmPassword: pw });
    if (valid) expect(errors).toEqual({});
    else expect(errors).toEqual({ password: { key: VK.passwordLength, params: { min: 6, max: 16 } } });
  });

  it('entries must match', () => {
    expect(keysOf(validateResetPassword({ password: 'secret1', confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: VK.passwordMismatch,
    });
  });

  it('both are required', () => {
    expect(keysOf(validateResetPassword({ password: '', confirmPassword: '' }))).toEqual({
      password: VK.required,
      confirmPassword: VK.required,
    });
  });

  it('rejects spaces and non-ASCII', () => {
    expectKey(validateResetPassword({ password: 'pass word', confirmPassword: 'pass word' }).password, VK.passwordChars);
  });
});

describe('change password', () => {
  const ok = { oldPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };

  it('accepts a valid change', () => expect(validateChangePassword(ok)).toEqual({}));

  it('requires all three', () => {
    expect(keysOf(validateChangePassword({ oldPassword: '', newPassword: '', confirmPassword: '' }))).toEqual({
      oldPassword: VK.required,
      newPassword: VK.required,
      confirmPassword: VK.required,
    });
  });

  it.each([
    [5, false],
    [6, true],
    [16, true],
    [17, false],
  ] as const)('new and confirmation length %i → valid %s', (len, valid) => {
    const pw = 'n'.repeat(len);
    const errors = validateChangePassword({ oldPassword: 'whatever', newPassword: pw, confirmPassword: pw });
    if (valid) expect(errors).toEqual({});
    else {
      const e = { key: VK.passwordLength, params: { min: 6, max: 16 } };
      expect(errors).toEqual({ newPassword: e, confirmPassword: e });
    }
  });

  it('new and confirmation must match', () => {
    expect(keysOf(validateChangePassword({ ...ok, confirmPassword: 'new-pasS' }))).toEqual({
      confirmPassword: VK.passwordMismatch,
    });
  });

  it('new must differ from old (our addition)', () => {
    expect(keysOf(validateChangePassword({ oldPassword: 'same-pw', newPassword: 'same-pw', confirmPassword: 'same-pw' }))).toEqual({
      newPassword: VK.passwordSameAsOld,
    });
  });

  it('old password is only checked for presence', () => {
    expect(validateChangePassword({ ...ok, oldPassword: '旧 pw' })).toEqual({});
  });
});

describe('registration', () => {
  const valid: RegistrationForm = {
    companyName: '华北公务航空（北京）有限公司',
    phone: '010-12345678',
    address: '北京市顺义区机场路 1 号',
    loginName: 'hbjet_admin',
    password: 'Jet2024!',
    confirmPassword: 'Jet2024!',
    contactPerson: '张三',
    mobile: '13800138000',
    email: 'ops@hbjet.com.cn',
  };

  it('accepts a valid application', () => {
    const errors = validateRegistration(valid);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires every field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as unknown as RegistrationForm;
    const errors = validateRegistration(empty);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    for (const e of Object.values(errors)) expect(e!.key).toBe(VK.required);
  });

  it('exports the chosen maximum lengths', () => {
    expect([COMPANY_NAME_MAX_LENGTH, ADDRESS_MAX_LENGTH, CONTACT_PERSON_MAX_LENGTH, REGISTRATION_EMAIL_MAX_LENGTH]).toEqual([100, 200, 50, 100]);
  });

  it.each([
    ['companyName', '公'.repeat(100), '公'.repeat(101), { key: VK.maxLength, params: { max: 100 } }],
    ['address', 'a'.repeat(200), 'a'.repeat(201), { key: VK.maxLength, params: { max: 200 } }],
    ['contactPerson', 'A'.repeat(50), 'A'.repeat(51), { key: VK.maxLength, params: { max: 50 } }],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(31)}.com`, `${'a'.repeat(64)}@${'b'.repeat(32)}.com`, { key: VK.maxLength, params: { max: 100 } }],
  ] as const)('%s maximum length', (field, atMax, overMax, error) => {
    expect(validateRegistration({ ...valid, [field]: atMax })).toEqual({});
    expect(validateRegistration({ ...valid, [field]: overMax })).toEqual({ [field]: error });
  });

  it.each([
    ['companyName', 'Acme <b>', VK.companyNameChars],
    ['phone', '010-1234x', VK.phoneFormat],
    ['phone', '1234', VK.phoneFormat],
    ['address', 'line1\nline2', VK.controlChars],
    ['loginName', 'bad name', VK.loginNameChars],
    ['loginName', 'abcd', VK.loginNameLength],
    ['contactPerson', 'Agent 007', VK.personNameChars],
    ['mobile', '23800138000', VK.mobileFormat],
    ['email', 'ops@hbjet', VK.emailFormat],
  ] as const)('%s format: %j', (field, value, key) => {
    expect(keysOf(validateRegistration({ ...valid, [field]: value }))).toEqual({ [field]: key });
  });

  it('checks the password against the login name and the confirmation', () => {
    expect(keysOf(validateRegistration({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual({
      password: VK.passwordKinds,
    });
    expect(keysOf(validateRegistration({ ...valid, password: 'HBJET_ADMIN', confirmPassword: 'HBJET_ADMIN' }))).toEqual({
      password: VK.passwordSameAsLoginName,
    });
    expect(keysOf(validateRegistration({ ...valid, confirmPassword: 'Jet2024?' }))).toEqual({
      confirmPassword: VK.passwordMismatch,
    });
  });

  it('supports both login-name maximum readings', () => {
    const form = { ...valid, loginName: 'a'.repeat(21) };
    expect(validateRegistration(form)).toEqual({});
    expect(validateRegistration(form, { loginNameMaxLength: 25 })).toEqual({});
    expect(validateRegistration(form, { loginNameMaxLength: 20 })).toEqual({
      loginName: { key: VK.loginNameLength, params: { min: 5, max: 20 } },
    });
  });
});
