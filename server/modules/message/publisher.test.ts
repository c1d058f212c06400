import { describe, expect, it } from 'vitest';
import { personalTargets } from './publisher';

const event = (payload: Record<string, unknown>) => ({ payload });

describe('who an event about one person mails', () => {
  it('an event naming no one mails every receiver (null)', () => {
    expect(personalTargets(event({ tripNumber: 'T1' }))).toBeNull();
  });

  it('named accounts and addresses are the person: mailed alone', () => {
    expect(personalTargets(event({ receiverUserIds: ['u1'], emailTo: [{ address: 'p001@demo.example', name: '吴军建' }] }))).toEqual({
      userIds: new Set(['u1']),
      addresses: [{ address: 'p001@demo.example', name: '吴军建' }],
    });
  });

  it('an event that names its person without any address mails no one else; junk addresses are dropped', () => {
    expect(personalTargets(event({ receiverUserIds: [], emailTo: [] }))).toEqual({ userIds: new Set(), addresses: [] });
    expect(personalTargets(event({ emailTo: [{ address: 'not-an-address' }, 'x', null, { address: 'a@b.example' }] }))).toEqual({ userIds: new Set(), addresses: [{ address: 'a@b.example', name: '' }] });
  });
});
