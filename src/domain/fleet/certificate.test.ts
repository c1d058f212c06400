import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPIRY_BANDS, expiryStatus } from '../expiry';
import { CERTIFICATE_STATUSES, DEFAULT_CERTIFICATE_BANDS, certificateStatus, todayIn } from './certificate';

// The calendar, status and band rules are tested once, in src/domain/expiry.test.ts.
describe('certificateStatus', () => {
  it('is expiryStatus with the end date as due date and the reminder days as prompt days', () => {
    for (const today of ['2026-02-27', '2026-02-28', '2026-05-21', '2026-05-31', '2026-06-01']) {
      expect(certificateStatus({ endDate: '2026-05-31' }, today)).toEqual(expiryStatus({ dueDate: '2026-05-31' }, today));
      expect(certificateStatus({ endDate: '2026-05-31', reminderDays: 30 }, today)).toEqual(expiryStatus({ dueDate: '2026-05-31', promptDays: 30 }, today));
    }
    expect(certificateStatus({ endDate: '2026-06-30', reminderDays: 30 }, '2026-05-31')).toMatchObject({ status: 'nearExpiry', band: '3months', nearFrom: '2026-05-31' });
    expect(certificateStatus({ endDate: '2026-06-30' }, '2026-07-01', { nearMonths: 1, soonDays: 5 }).status).toBe('expired');
  });

  it('keeps the fleet defaults', () => {
    expect(DEFAULT_CERTIFICATE_BANDS).toEqual(DEFAULT_EXPIRY_BANDS);
    expect(CERTIFICATE_STATUSES).toEqual(['normal', 'nearExpiry', 'expired']);
  });
});

describe('todayIn', () => {
  it('defaults to the operator zone (Beijing), so a certificate expires at Beijing midnight', () => {
    expect(todayIn(new Date('2026-06-30T16:00:00Z'))).toBe('2026-07-01');
    expect(todayIn(new Date('2026-06-30T16:00:00Z'), 'UTC')).toBe('2026-06-30');
    expect(certificateStatus({ endDate: '2026-06-30' }, todayIn(new Date('2026-06-30T15:59:00Z'))).status).toBe('nearExpiry');
    expect(certificateStatus({ endDate: '2026-06-30' }, todayIn(new Date('2026-06-30T16:00:00Z'))).status).toBe('expired');
  });
});
