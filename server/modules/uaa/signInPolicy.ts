import type { Config } from '../../config';

/** What a sign-in attempt must go through, given the failures counted before it. */
export interface Escalation {
  /** A solved captcha is needed (the baseline setting, or too many failures). */
  captcha: boolean;
  /** How long the attempt waits before the password is checked. */
  delayMs: number;
}

/**
 * The sign-in policy: failures never lock anyone out. Past `captchaAfterAccount` failures of the
 * account or `captchaAfterIp` from the address (in the window), every attempt needs a solved
 * captcha and waits a delay that doubles with each further failure, from `delayBaseMs` up to
 * `delayMaxMs`. The right password with a solved captcha always gets in.
 */
export function escalationOf(before: { account: number; ip: number }, config: Pick<Config, 'captcha' | 'signIn'>): Escalation {
  const p = config.signIn;
  const over = Math.max(before.account - p.captchaAfterAccount, before.ip - p.captchaAfterIp);
  if (!p.escalation || over < 0) return { captcha: config.captcha, delayMs: 0 };
  return { captcha: true, delayMs: Math.min(p.delayMaxMs, p.delayBaseMs * 2 ** Math.min(over, 30)) };
}
