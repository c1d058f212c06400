import { describe, expect, it } from 'vitest';
import { contentDisposition } from './disposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '适航证 B-652A.pdf')).toBe(
      `attachment; filename="___ B-652A.pdf"; filename*=UTF-8''%E9%80%82%E8%88%AA%E8%AF%81%20B-652A.pdf`,
    );
  });
  it('neutralises quotes, backslashes and percent signs in the fallback', () => {
    expect(contentDisposition('inline', `a"b\\c%d'(e).png`)).toBe(`inline; filename="a_b_c_d'(e).png"; filename*=UTF-8''a%22b%5Cc%25d%27%28e%29.png`);
  });
});
