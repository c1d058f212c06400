import { describe, it, expect } from 'vitest';
import { cancelIntention, confirmIntention, createIntention, initiateTrip, rejectIntention, type IntentionFacts } from './intention';

const i = (status: IntentionFacts['status'], tripInitiated = false): IntentionFacts => ({ status, tripInitiated });

describe('business intention', () => {
  it('creates an intention to confirm, needing a customer', () => {
    expect(createIntention({ customerId: 'c1' })).toEqual({ ok: true, value: { status: 'toConfirm', releaseStatus: 1 } });
    expect(createIntention({ customerId: null })).toEqual({ ok: false, key: 'trip.error.customerRequired' });
    expect(createIntention({ customerId: '  ' })).toMatchObject({ ok: false, key: 'trip.error.customerRequired' });
  });
  it('confirms only an intention to confirm', () => {
    expect(confirmIntention(i('toConfirm'))).toEqual({ ok: true, value: { status: 'confirmed' } });
    for (const s of ['confirmed', 'rejected', 'cancelled'] as const) {
      expect(confirmIntention(i(s))).toEqual({ ok: false, key: 'trip.error.wrongIntentionStatus' });
    }
  });
  it('rejects an intention to confirm with a reason', () => {
    expect(rejectIntention(i('toConfirm'), ' no aircraft ')).toEqual({ ok: true, value: { status: 'rejected', reason: 'no aircraft' } });
    expect(rejectIntention(i('toConfirm'), ' ')).toMatchObject({ key: 'trip.error.reasonRequired' });
    expect(rejectIntention(i('confirmed'), 'x')).toMatchObject({ key: 'trip.error.wrongIntentionStatus' });
  });
  it('cancels an intention to confirm or confirmed without a trip', () => {
    expect(cancelIntention(i('toConfirm'))).toEqual({ ok: true, value: { status: 'cancelled' } });
    expect(cancelIntention(i('confirmed'))).toEqual({ ok: true, value: { status: 'cancelled' } });
    expect(cancelIntention(i('confirmed', true))).toMatchObject({ key: 'trip.error.intentionAlreadyInitiated' });
    expect(cancelIntention(i('rejected'))).toMatchObject({ key: 'trip.error.wrongIntentionStatus' });
    expect(cancelIntention(i('cancelled'))).toMatchObject({ key: 'trip.error.wrongIntentionStatus' });
  });
});

describe('trip initiation', () => {
  it('initiates a trip directly or from a confirmed intention', () => {
    expect(initiateTrip(null)).toEqual({ ok: true, value: { status: 'unconfirmed', releaseStatus: 3, intentionTripInitiated: false } });
    expect(initiateTrip(i('confirmed'))).toEqual({ ok: true, value: { status: 'unconfirmed', releaseStatus: 3, intentionTripInitiated: true } });
  });
  it('refuses an unconfirmed or already used intention', () => {
    expect(initiateTrip(i('toConfirm'))).toMatchObject({ key: 'trip.error.wrongIntentionStatus' });
    expect(initiateTrip(i('confirmed', true))).toMatchObject({ key: 'trip.error.intentionAlreadyInitiated' });
  });
});
