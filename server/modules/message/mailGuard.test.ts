import { describe, expect, it } from 'vitest';
import { checkedMailTarget, DEFAULT_MAIL_POLICY, isNonPublicAddress, MailTargetRefused, mailPolicyFromEnv, type Lookup } from './mailGuard';

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '0.0.0.0', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.127.255.255',
    '224.0.0.1', '255.255.255.255', '::', '::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'fc00::1', 'fdff:ffff::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', 'not-an-ip',
  ])('%s is refused', (ip) => expect(isNonPublicAddress(ip)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '169.255.0.1', '2606:4700:4700::1111', '2001:db8::1', '::ffff:8.8.8.8', '2002:808:808::'])('%s is public', (ip) =>
    expect(isNonPublicAddress(ip)).toBe(false),
  );
});

describe('checkedMailTarget', () => {
  const resolvesTo = (...addresses: string[]): Lookup => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const reason = (p: Promise<unknown>) => p.then(() => 'allowed', (e: unknown) => (e instanceof MailTargetRefused ? e.reason : String(e)));

  it('answers the address to connect to: the checked one, never a second lookup', async () => {
    let calls = 0;
    const flipping: Lookup = async () => [{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    expect(await checkedMailTarget('smtp.example.com', 587, DEFAULT_MAIL_POLICY, flipping)).toBe('93.184.216.34');
    expect(calls).toBe(1);
  });

  it('refuses a name with any private answer, a literal private address, a bracketed IPv6, a non-SMTP port', async () => {
    expect(await reason(checkedMailTarget('rebind.example', 25, DEFAULT_MAIL_POLICY, resolvesTo('93.184.216.34', '127.0.0.1')))).toBe('address');
    expect(await reason(checkedMailTarget('inside.example', 25, DEFAULT_MAIL_POLICY, resolvesTo('::1')))).toBe('address');
    expect(await reason(checkedMailTarget('[::1]', 25, DEFAULT_MAIL_POLICY))).toBe('address');
    expect(await reason(checkedMailTarget('10.0.0.1', 587, DEFAULT_MAIL_POLICY))).toBe('address');
    expect(await reason(checkedMailTarget('localhost', 25, DEFAULT_MAIL_POLICY))).toBe('address');
    expect(await reason(checkedMailTarget('8.8.8.8', 5432, DEFAULT_MAIL_POLICY))).toBe('port');
    expect(await reason(checkedMailTarget('nowhere.invalid', 25, DEFAULT_MAIL_POLICY, async () => Promise.reject(new Error('ENOTFOUND'))))).toBe('unresolved');
    for (const port of [25, 465, 587, 2525]) expect(await reason(checkedMailTarget('8.8.8.8', port, DEFAULT_MAIL_POLICY))).toBe('allowed');
  });

  it('the platform may allow private addresses and other ports', async () => {
    const policy = mailPolicyFromEnv({ FOC_MAIL_ALLOW_PRIVATE: 'on', FOC_MAIL_PORTS: 'any' });
    expect(policy).toEqual({ allowPrivate: true, ports: 'any' });
    expect(await checkedMailTarget('127.0.0.1', 5432, policy)).toBe('127.0.0.1');
    expect(mailPolicyFromEnv({ FOC_MAIL_PORTS: '25, 1025' })).toEqual({ allowPrivate: false, ports: [25, 1025] });
    expect(mailPolicyFromEnv({})).toEqual(DEFAULT_MAIL_POLICY);
  });
});
