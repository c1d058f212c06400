import { describe, it, expect } from 'vitest';
import { legValidation, type LegForm } from './legForm';

const form = (p: Partial<LegForm> = {}): LegForm => ({
  purpose: 'business',
  operationNature: 'commercial',
  departureIcao: 'ZBAA',
  arrivalIcao: 'ZSSS',
  departureDate: '2026-05-01',
  departureTime: '08:00',
  arrivalDate: '2026-05-01',
  arrivalTime: '10:00',
  ...p,
});
const keys = (issues: { key: string }[]) => issues.map((i) => i.key);

describe('legValidation', () => {
  it('accepts a complete leg', () => {
    expect(legValidation(form())).toEqual({ errors: [], warnings: [], ok: true, needsConfirmation: false });
    expect(legValidation(form({ departureDate: '20260501', arrivalDate: '20260501', departureTime: '0800', arrivalTime: '1000' })).ok).toBe(true);
  });
  it('requires the six fields', () => {
    const r = legValidation(form({ purpose: null, operationNature: ' ', departureIcao: null, arrivalIcao: '', departureDate: null, arrivalDate: null }));
    expect(r.errors.map((e) => e.field)).toEqual(['purpose', 'operationNature', 'departureIcao', 'arrivalIcao', 'departureDate', 'arrivalDate']);
    expect(new Set(keys(r.errors))).toEqual(new Set(['trip.error.required']));
  });
  it('refuses invalid dates and times', () => {
    expect(keys(legValidation(form({ departureDate: '2026-02-30' })).errors)).toEqual(['trip.error.invalidDate']);
    expect(keys(legValidation(form({ arrivalTime: '24:00' })).errors)).toEqual(['trip.error.invalidTime']);
  });
  it('refuses an arrival before the departure', () => {
    expect(keys(legValidation(form({ arrivalDate: '2026-04-30' })).errors)).toEqual(['trip.error.arrivalDateBeforeDeparture']);
    expect(keys(legValidation(form({ arrivalTime: '07:59' })).errors)).toEqual(['trip.error.arrivalBeforeDeparture']);
    expect(keys(legValidation(form({ arrivalTime: '08:00' })).errors)).toEqual(['trip.error.flightTimeInvalid']);
  });
  it('compares instants across zones', () => {
    // 08:00 Beijing (00:00Z) to 09:00 Tokyo (00:00Z): zero flight time.
    expect(keys(legValidation(form({ arrivalTime: '09:00', departureOffsetMinutes: 480, arrivalOffsetMinutes: 540 })).errors)).toEqual([
      'trip.error.flightTimeInvalid',
    ]);
    expect(legValidation(form({ arrivalTime: '08:30', departureOffsetMinutes: 480, arrivalOffsetMinutes: 0 })).errors).toEqual([]);
  });
  it('refuses an invalid entered flight time', () => {
    expect(keys(legValidation(form({ flightTime: '1:75' })).errors)).toEqual(['trip.error.flightTimeInvalid']);
    expect(keys(legValidation(form({ flightTime: '0:00' })).errors)).toEqual(['trip.error.flightTimeInvalid']);
  });
  it('asks to confirm a flight over 12 hours', () => {
    const r = legValidation(form({ arrivalDate: '2026-05-01', arrivalTime: '20:01' }));
    expect(r).toMatchObject({ ok: true, needsConfirmation: true });
    expect(r.warnings).toEqual([{ field: 'flightTime', key: 'trip.warning.flightTimeLong', params: { hours: 12 } }]);
    expect(legValidation(form({ arrivalTime: '20:00' })).warnings).toEqual([]);
    expect(keys(legValidation(form({ flightTime: '12:30' })).warnings)).toEqual(['trip.warning.flightTimeLong']);
  });
  it('warns about the same airport and discontinuous legs', () => {
    expect(keys(legValidation(form({ arrivalIcao: 'zbaa' })).warnings)).toEqual(['trip.warning.sameAirport']);
    const r = legValidation(form({ previousArrivalIcao: 'ZGSZ', nextDepartureIcao: 'VHHH' }));
    expect(r.warnings).toEqual([
      { field: 'departureIcao', key: 'trip.warning.discontinuous', params: { expected: 'ZGSZ' } },
      { field: 'arrivalIcao', key: 'trip.warning.discontinuous', params: { expected: 'VHHH' } },
    ]);
    expect(legValidation(form({ previousArrivalIcao: 'ZBAA', nextDepartureIcao: 'ZSSS' })).warnings).toEqual([]);
  });
  it('requires a delay reason once takeoff is more than 30 minutes late', () => {
    const late = form({ departureOffsetMinutes: 480, actualTakeoffUtc: '2026-05-01T00:31:00Z' });
    expect(legValidation(late).errors).toEqual([{ field: 'delayReason', key: 'trip.error.delayReasonRequired', params: { minutes: 30 } }]);
    expect(legValidation({ ...late, delayReason: 'ATC' }).ok).toBe(true);
    expect(legValidation({ ...late, actualTakeoffUtc: '2026-05-01T00:30:00Z' }).ok).toBe(true);
  });
});
