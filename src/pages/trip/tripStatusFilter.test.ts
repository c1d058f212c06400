import { describe, expect, it } from 'vitest';
import { tripStatusOptions } from '../../domain/trip/readingText';
import { tripConditions } from './tripSearch';

describe('trip status filter under a reading', () => {
  it('one status filters by eq', () => {
    expect(tripConditions({ tripNumber: '', status: 'received' })).toContainEqual({ name: 'status', op: 'eq', value: 'received' });
  });

  it("reading B's 0 filters both statuses it names", () => {
    const zero = tripStatusOptions('B').find((o) => o.code === 0)!;
    expect(tripConditions({ tripNumber: '', status: zero.value })).toContainEqual({ name: 'status', op: 'in', value: ['unconfirmed', 'notReceived'] });
  });
});
