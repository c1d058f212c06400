import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { escalationOf } from './signInPolicy';

const off = { ...loadConfig({ FOC_CAPTCHA: 'off' }) };
const on = { ...loadConfig({}) };

describe('sign-in escalation', () => {
  it('asks nothing extra below the thresholds (captcha only when the baseline setting is on)', () => {
    expect(escalationOf({ account: 2, ip: 9 }, off)).toEqual({ captcha: false, delayMs: 0 });
    expect(escalationOf({ account: 0, ip: 0 }, on)).toEqual({ captcha: true, delayMs: 0 });
  });

  it('needs a captcha from 3 account failures or 10 address failures, even with the baseline off', () => {
    expect(escalationOf({ account: 3, ip: 0 }, off)).toEqual({ captcha: true, delayMs: 500 });
    expect(escalationOf({ account: 0, ip: 10 }, off)).toEqual({ captcha: true, delayMs: 500 });
  });

  it('doubles the delay with each further failure, up to 8 s', () => {
    const delays = [3, 4, 5, 6, 7, 8, 50, 10_000].map((account) => escalationOf({ account, ip: 0 }, off).delayMs);
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });

  it('never escalates with the insecure automation setting', () => {
    expect(escalationOf({ account: 99, ip: 99 }, loadConfig({ FOC_CAPTCHA: 'off', FOC_INSECURE_NO_CAPTCHA: '1' }))).toEqual({ captcha: false, delayMs: 0 });
  });
});
