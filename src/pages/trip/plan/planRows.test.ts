import { describe, expect, it } from 'vitest';
import { legEditOf, rowChanged, rowErrors, rowOf, seatChangesOf, seatOf, typedToUtc, type PlanLeg, type SeatAssignment } from './planRows';

const leg: PlanLeg = { id: 'L1', legNumber: 1, flightNo: null, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-12-01T02:00:00.000Z', plannedArrivalUtc: '2026-12-01T04:30:00.000Z', aircraftId: 'A1' };
const a = (id: string, crewId: string, role: string, extra: Partial<SeatAssignment> = {}): SeatAssignment => ({ id, legId: 'L1', crewId, role, status: 'toConfirm', positioning: false, ...extra });

describe('plan rows', () => {
  it('a leg reads in the time type with its operating PIC and SIC (positioning and declined ones skipped)', () => {
    const as = [a('x', 'P0', 'pic', { status: 'declined' }), a('y', 'P9', 'pic', { positioning: true }), a('z', 'P1', 'pic'), a('w', 'P2', 'sic')];
    expect(rowOf(leg, as, 'Beijing')).toEqual({ legId: 'L1', flightNo: '', departure: '2026-12-01 10:00', arrival: '2026-12-01 12:30', aircraftId: 'A1', pic: 'P1', sic: 'P2' });
    expect(rowOf(leg, [], 'UTC').departure).toBe('2026-12-01 02:00');
    expect(rowOf(leg, [], 'Local', { dep: 'Asia/Kathmandu' }).departure).toBe('2026-12-01 07:45');
    expect(seatOf(as, 'L1', 'pic')?.id).toBe('z');
  });

  it('typed times go back to UTC from the time type; bad or reversed times are the row\'s errors', () => {
    expect(typedToUtc('2026-12-01 10:00', 'Beijing')).toBe('2026-12-01T02:00:00.000Z');
    expect(typedToUtc('2026-12-01 25:00', 'UTC')).toBeNull();
    expect(typedToUtc('tomorrow', 'UTC')).toBeNull();
    const row = rowOf(leg, [], 'UTC');
    expect(rowErrors(row, 'UTC')).toEqual({});
    expect(rowErrors({ ...row, arrival: '2026-12-01 01:00' }, 'UTC')).toEqual({ arrival: 'trip.error.arrivalBeforeDeparture' });
    expect(rowErrors({ ...row, departure: 'x' }, 'UTC')).toEqual({ departure: 'trip.error.invalidTime' });
  });

  it('a changed row answers the leg edit of what changed and the seats to change', () => {
    const before = rowOf(leg, [a('z', 'P1', 'pic')], 'Beijing');
    expect(legEditOf(before, before, 'Beijing')).toBeNull();
    expect(rowChanged(before, before)).toBe(false);
    const after = { ...before, flightNo: ' CA1 ', departure: '2026-12-01 11:00', arrival: '2026-12-01 13:30', aircraftId: 'A2', pic: '', sic: 'P3' };
    expect(legEditOf(before, after, 'Beijing')).toEqual({ flightNo: 'CA1', plannedDepartureUtc: '2026-12-01T03:00:00.000Z', plannedArrivalUtc: '2026-12-01T05:30:00.000Z', aircraftId: 'A2' });
    expect(seatChangesOf(before, after)).toEqual([{ seat: 'pic', from: 'P1', to: '' }, { seat: 'sic', from: '', to: 'P3' }]);
    expect(rowChanged(before, after)).toBe(true);
  });
});
