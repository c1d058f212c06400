import { describe, it, expect } from 'vitest';
import en from '../../locales/en/validation.json';
import zh from '../../locales/zh/validation.json';
import zhtw from '../../locales/zhtw/validation.json';
import {
  UPLOAD_ALTERNATIVE,
  UPLOAD_GENERAL,
  VALIDATION_KEYS,
  VK,
  amount,
  checkUploads,
  chineseName,
  landlinePhone,
  maxLength,
  parseRecipients,
  parseTimeInput,
  port,
  validateLoginName,
  validateSignUpPassword,
  type RuleError,
} from '../../src/domain/validation/index';

const LOCALES: Record<string, Record<string, string>> = { zh, zhtw, en };

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('validation locales', () => {
  it.each(Object.keys(LOCALES))('%s translates every validation key, and nothing else', (locale) => {
    const messages = LOCALES[locale]!;
    const missing = VALIDATION_KEYS.filter((k) => !(k in messages));
    const extra = Object.keys(messages).filter((k) => !(VALIDATION_KEYS as readonly string[]).includes(k));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    for (const k of VALIDATION_KEYS) {
      expect(typeof messages[k]).toBe('string');
      expect(messages[k]!.trim()).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in every locale', () => {
    for (const k of VALIDATION_KEYS) {
      const reference = placeholders(zh[k as keyof typeof zh]);
      for (const [locale, messages] of Object.entries(LOCALES)) {
        expect({ locale, key: k, params: placeholders(messages[k]!) }).toEqual({ locale, key: k, params: reference });
      }
    }
  });

  it('every parameter a rule returns has a placeholder in its message', () => {
    const samples: (RuleError | null)[] = [
      maxLength(1)('ab'),
      amount('1.234'),
      landlinePhone('1'),
      port('70000'),
      chineseName('x'),
      validateLoginName('abc'),
      validateSignUpPassword('abc', 'x'),
      validateSignUpPassword('abcdefgh', 'x'),
      parseTimeInput('12:01') as RuleError,
      parseRecipients('a@b.com,') as RuleError,
      parseRecipients('bad') as RuleError,
      checkUploads([{ name: 'a.exe', size: 1 }], UPLOAD_GENERAL),
      checkUploads([{ name: 'a.pdf', size: 1e9 }], UPLOAD_GENERAL),
      checkUploads(Array.from({ length: 6 }, () => ({ name: 'a.pdf', size: 1 })), UPLOAD_ALTERNATIVE),
    ];
    const covered = new Set<string>();
    for (const error of samples) {
      expect(error).not.toBeNull();
      expect(VALIDATION_KEYS).toContain(error!.key);
      covered.add(error!.key);
      const params = Object.keys(error!.params ?? {}).sort();
      expect(params.length).toBeGreaterThan(0);
      for (const messages of Object.values(LOCALES)) expect(placeholders(messages[error!.key]!)).toEqual(params);
    }
    // Every key that documents parameters in keys.ts is exercised above.
    expect([...covered].sort()).toEqual(
      [
        VK.maxLength, VK.amountFormat, VK.phoneFormat, VK.portFormat, VK.chineseNameFormat, VK.loginNameLength,
        VK.passwordLength, VK.passwordKinds, VK.timeStep, VK.recipientsEmpty, VK.recipientsInvalid,
        VK.uploadFormat, VK.uploadSize, VK.uploadCount,
      ].sort(),
    );
    // Keys without parameters have no placeholders.
    for (const k of VALIDATION_KEYS.filter((key) => !covered.has(key))) expect(placeholders(zh[k as keyof typeof zh])).toEqual([]);
  });
});
