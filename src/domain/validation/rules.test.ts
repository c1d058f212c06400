import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { VALIDATION_KEYS, VK } from './keys';
import type { RuleError } from './types';
import {
  amount,
  chain,
  charCount,
  chineseName,
  collectErrors,
  companyName,
  digitsOnly,
  email,
  ipv4,
  isBlank,
  isRuleError,
  landlinePhone,
  lengthBetween,
  mainlandMobile,
  maxLength,
  noControlChars,
  optional,
  personName,
  plainName,
  port,
  positiveAmount,
  required,
  ruleError,
  url,
} from './rules';

function expectKey(result: RuleError | null, key: string): void {
  expect(result?.key).toBe(key);
  expect(VALIDATION_KEYS).toContain(key);
}

function table<T>(rule: (v: T) => RuleError | null, key: string, ok: readonly T[], bad: readonly T[]): void {
  it.each(ok.map((v) => [v]))('accepts %j', (v) => expect(rule(v)).toBeNull());
  it.each(bad.map((v) => [v]))('rejects %j', (v) => expectKey(rule(v), key));
}

describe('keys', () => {
  it('are unique and namespaced', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const k of VALIDATION_KEYS) expect(k).toMatch(/^validation\.[A-Za-z0-9.]+$/);
  });
});

describe('primitives', () => {
  it('ruleError omits params when none are given', () => {
    expect(ruleError(VK.required)).toEqual({ key: 'validation.required' });
    expect(ruleError(VK.maxLength, { max: 3 })).toEqual({ key: 'validation.maxLength', params: { max: 3 } });
  });

  it('isRuleError recognises errors only', () => {
    expect(isRuleError({ key: 'validation.required' })).toBe(true);
    expect(isRuleError({ hours: 1, minutes: 0 })).toBe(false);
    expect(isRuleError(null)).toBe(false);
    expect(isRuleError('validation.required')).toBe(false);
  });

  it('charCount counts code points', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('中文')).toBe(2);
    expect(charCount('𠀀a')).toBe(2);
  });

  it('isBlank: empty, whitespace, null word (any case), nullish', () => {
    for (const v of ['', ' ', '\t\n', 'null', 'NULL', 'Null', ' nUlL ', null, undefined]) expect(isBlank(v)).toBe(true);
    for (const v of ['a', ' a ', 'nul', 'nulls', 'null1', '0', 0, false, [], {}]) expect(isBlank(v)).toBe(false);
  });

  it('required uses isBlank', () => {
    expectKey(required('  '), VK.required);
    expectKey(required('null'), VK.required);
    expect(required('x')).toBeNull();
    expect(required(0)).toBeNull();
  });

  it('chain returns the first failure', () => {
    const rule = chain(required, maxLength(3), digitsOnly);
    expectKey(rule(''), VK.required);
    expectKey(rule('abcd'), VK.maxLength);
    expectKey(rule('abc'), VK.digitsFormat);
    expect(rule('123')).toBeNull();
  });

  it('optional skips blank values', () => {
    const rule = optional(email);
    expect(rule('')).toBeNull();
    expect(rule(undefined)).toBeNull();
    expect(rule('null')).toBeNull();
    expectKey(rule('x'), VK.emailFormat);
  });

  it('collectErrors keeps only failing fields', () => {
    const errors = collectErrors({ a: () => null, b: () => required('') });
    expect(errors).toEqual({ b: { key: VK.required } });
  });

  it('maxLength boundary and params', () => {
    expect(maxLength(3)('abc')).toBeNull();
    expect(maxLength(3)('中文字')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({ key: VK.maxLength, params: { max: 3 } });
  });

  it('lengthBetween boundaries and params', () => {
    const rule = lengthBetween(2, 4, VK.passwordLength);
    expectKey(rule('a'), VK.passwordLength);
    expect(rule('ab')).toBeNull();
    expect(rule('abcd')).toBeNull();
    expect(rule('abcde')).toEqual({ key: VK.passwordLength, params: { min: 2, max: 4 } });
  });

  it('noControlChars', () => {
    expect(noControlChars('北京市 1号')).toBeNull();
    expectKey(noControlChars('a\nb'), VK.controlChars);
    expectKey(noControlChars('a\tb'), VK.controlChars);
    expectKey(noControlChars('a\u0000'), VK.controlChars);
  });
});

describe('plainName (Chinese, letters, digits)', () => {
  table(plainName, VK.nameFormat, ['张三', 'abc', 'ABC123', '机组A1', '9'], ['', 'a b', 'a_b', 'a-b', 'é', '张三!', '。', 'ａ']);
});

describe('digitsOnly', () => {
  table(digitsOnly, VK.digitsFormat, ['0', '007', '1234567890'], ['', ' 1', '1.0', '-1', '1e3', '１２', 'a1']);
});

describe('amount (≥ 0, up to two decimals)', () => {
  table<string | number>(
    amount,
    VK.amountFormat,
    ['0', '0.0', '0.5', '0.05', '1', '12.3', '12.34', '1000000', 0, 1, 12.34, 0.1, -0],
    ['', '-1', '-0.01', '12.345', '1.', '.5', '01', '00.1', '1,000', '1e3', ' 1', '+1', 'abc', 12.345, -1, 0.1 + 0.2, NaN, Infinity, 1e21],
  );
  it('reports the number of decimals', () => {
    expect(amount('1.234')).toEqual({ key: VK.amountFormat, params: { decimals: 2 } });
  });
});

describe('positiveAmount (> 0)', () => {
  it.each(['0.01', '1', '99.99', 0.01, 5])('accepts %j', (v) => expect(positiveAmount(v)).toBeNull());
  it.each(['0', '0.0', '0.00', 0])('rejects zero %j', (v) => expectKey(positiveAmount(v), VK.amountPositive));
  it.each(['-1', '0.001', 'x', -5])('reports format first for %j', (v) => expectKey(positiveAmount(v), VK.amountFormat));
});

describe('mainlandMobile', () => {
  table(mainlandMobile, VK.mobileFormat, ['13800138000', '19912345678', '10000000000'], ['', '1380013800', '138001380000', '23800138000', '+8613800138000', '138 0013 8000', '1380013800a']);
});

describe('landlinePhone', () => {
  table(
    landlinePhone,
    VK.phoneFormat,
    ['12345', '010-12345678', '(010) 1234 5678', '+86 10 12345678', '12345678901234567890'],
    ['', '1234', '123456789012345678901', '010-1234x', '-----', '( )+-', '010.1234', '０１０１２３４'],
  );
  it('params', () => expect(landlinePhone('1')?.params).toEqual({ min: 5, max: 20 }));
});

describe('port', () => {
  table<string | number>(
    port,
    VK.portFormat,
    ['0', '1', '80', '8080', '65535', 0, 443, 65535],
    ['', '-1', '65536', '99999', '080', '00', '1.5', ' 80', '8o', '123456', -1, 65536, 1.5, NaN],
  );
  it('params', () => expect(port('x')?.params).toEqual({ min: 0, max: 65535 }));
});

describe('ipv4', () => {
  table(
    ipv4,
    VK.ipv4Format,
    ['0.0.0.0', '127.0.0.1', '192.168.1.1', '255.255.255.255', '10.0.100.9'],
    ['', '256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.04', '1.2.3.00', '1..3.4', '1.2.3.4 ', 'a.b.c.d', '1.2.3.-1', '1.2.3.4.'],
  );

  it('property: any four octets 0–255 joined with dots are accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }), (octets) => {
        expect(ipv4(octets.join('.'))).toBeNull();
      }),
    );
  });

  it('property: an octet above 255 is rejected', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 256, max: 99999 }),
        fc.nat(3),
        (octets, big, at) => {
          const parts = octets.map(String);
          parts.splice(at, 0, String(big));
          expect(ipv4(parts.join('.'))).not.toBeNull();
        },
      ),
    );
  });

  it('property: accepted strings are canonical (parse → join round-trips)', () => {
    const candidate = fc.oneof(
      fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 5 }).map((p) => p.join('.')),
      fc.string(),
    );
    fc.assert(
      fc.property(candidate, (s) => {
        if (ipv4(s) !== null) return;
        const parts = s.split('.').map(Number);
        expect(parts).toHaveLength(4);
        expect(parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)).toBe(true);
        expect(parts.join('.')).toBe(s);
      }),
    );
  });
});

describe('url', () => {
  table(
    url,
    VK.urlFormat,
    [
      'http://example.com',
      'https://example.com/',
      'HTTPS://Example.COM/path?q=1#top',
      'https://sub.domain.example.cn:8443/a/b.html',
      'http://localhost:3000/foc/',
      'http://192.168.0.1',
      'https://xn--fiqs8s.xn--fiqs8s/',
      'https://a-b.co?x',
    ],
    [
      '',
      'example.com',
      'ftp://example.com',
      'http://',
      'http://example',
      'http://-example.com',
      'http://exa mple.com',
      'http://example.com/a b',
      'http://user:pw@example.com',
      'http://example.com:0',
      'http://example.com:65536',
      'http://256.1.1.1',
      'http://[::1]/',
      'javascript:alert(1)',
      ' http://example.com',
      `https://example.com/${'a'.repeat(2048)}`,
    ],
  );
});

describe('email', () => {
  table(
    email,
    VK.emailFormat,
    ['a@b.co', 'first.last@example.com', 'x+tag@mail.example.cn', "o'neil_1@ex-ample.org", `${'a'.repeat(64)}@example.com`],
    [
      '',
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a@b.c',
      'a@@b.com',
      '.a@b.com',
      'a.@b.com',
      'a..b@c.com',
      'a b@c.com',
      'a@b..com',
      'a@-b.com',
      ' a@b.com',
      'a@b.com ',
      '张三@example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`,
    ],
  );
});

describe('chineseName (2–4 Chinese characters)', () => {
  table(chineseName, VK.chineseNameFormat, ['张三', '欧阳修', '司马相如'], ['', '张', '爱新觉罗溥', '张 三', 'Zhang', '张3', '张·三']);
  it('params', () => expect(chineseName('x')?.params).toEqual({ min: 2, max: 4 }));
});

describe('companyName', () => {
  table(
    companyName,
    VK.companyNameChars,
    ['北京公务机有限公司', 'Acme Aviation Co., Ltd.', '华北航空（北京）有限公司', "O'Brien & Sons", 'A-Jet 2'],
    ['', 'Acme<script>', 'a@b', 'x\ny', 'Acme; DROP', '公司#1'],
  );
});

describe('personName', () => {
  table(
    personName,
    VK.personNameChars,
    ['张三', 'John Smith', "Mary-Jane O'Neil", 'Martin Luther King Jr.', '阿卜杜·热合曼', 'Zoë'],
    ['', ' John', 'John ', 'John2', '-Ann', 'Ann-', 'A/B', '张三!'],
  );
});
