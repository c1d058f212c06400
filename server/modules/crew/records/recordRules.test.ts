import { describe, expect, it } from 'vitest';
import { contractYear, leaveDaysIn } from './contractService';
import { equipmentRule } from './equipmentService';
import { limitationRule } from './pilotJobService';

describe('contract year', () => {
  it('runs from the start date’s anniversary on or before today to the next one, within the contract', () => {
    expect(contractYear('2020-03-15', null, '2026-11-27')).toEqual({ from: '2026-03-15', to: '2027-03-15' });
    expect(contractYear('2020-03-15', null, '2026-03-14')).toEqual({ from: '2025-03-15', to: '2026-03-15' });
    expect(contractYear('2020-03-15', '2026-12-31', '2026-11-27')).toEqual({ from: '2026-03-15', to: '2027-01-01' });
    // ended: its last year; not started: its first; no start: the calendar year
    expect(contractYear('2020-03-15', '2024-06-30', '2026-11-27')).toEqual({ from: '2024-03-15', to: '2024-07-01' });
    expect(contractYear('2027-01-01', null, '2026-11-27')).toEqual({ from: '2027-01-01', to: '2028-01-01' });
    expect(contractYear(null, null, '2026-11-27')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(contractYear('2020-02-29', null, '2026-03-01')).toEqual({ from: '2026-02-28', to: '2027-02-28' });
  });

  it('counts leave days in the zone, each day once, within the year', () => {
    const p = (a: string, b: string) => ({ startUtc: new Date(a), endUtc: new Date(b) });
    // 2026-05-01 00:00 to 2026-05-04 00:00 Beijing: three days
    expect(leaveDaysIn([p('2026-04-30T16:00:00Z', '2026-05-03T16:00:00Z')], 'Asia/Shanghai', '2026-01-01', '2027-01-01')).toBe(3);
    // overlapping periods count a day once; days outside the year do not count
    expect(leaveDaysIn([p('2026-04-30T16:00:00Z', '2026-05-03T16:00:00Z'), p('2026-05-02T16:00:00Z', '2026-05-05T16:00:00Z')], 'Asia/Shanghai', '2026-01-01', '2027-01-01')).toBe(5);
    expect(leaveDaysIn([p('2025-12-30T16:00:00Z', '2026-01-02T16:00:00Z')], 'Asia/Shanghai', '2026-01-01', '2027-01-01')).toBe(2);
    expect(leaveDaysIn([p('2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z')], 'UTC', '2026-01-01', '2027-01-01')).toBe(0);
  });
});

describe('equipment and limitations', () => {
  it('equipment dates follow its status', () => {
    expect(equipmentRule({ status: 'notReceived', receivedDate: null, returnedDate: null })).toBeNull();
    expect(equipmentRule({ status: 'notReceived', receivedDate: '2026-01-01', returnedDate: null })?.[1]).toBe('notReceivedHasDates');
    expect(equipmentRule({ status: 'received', receivedDate: null, returnedDate: null })?.[0]).toBe('receivedDate');
    expect(equipmentRule({ status: 'received', receivedDate: '2026-01-01', returnedDate: '2026-02-01' })?.[1]).toBe('returnedWhileReceived');
    expect(equipmentRule({ status: 'returned', receivedDate: '2026-01-01', returnedDate: null })?.[1]).toBe('returnedDateRequired');
    expect(equipmentRule({ status: 'returned', receivedDate: '2026-03-01', returnedDate: '2026-02-01' })?.[1]).toBe('returnedBeforeReceived');
    expect(equipmentRule({ status: 'returned', receivedDate: '2026-01-01', returnedDate: '2026-02-01' })).toBeNull();
  });

  it('numeric limitations need a whole number; one per type and screen', () => {
    expect(limitationRule([{ type: 'minFlightHours', value: '3000' }, { type: 'weatherMinima', value: 'CAT II' }])).toBeNull();
    expect(limitationRule([{ type: 'minLandings', value: '3.5' }])).toEqual({ index: 0, key: 'crewRecordServer.rule.limitNumber' });
    expect(limitationRule([{ type: 'airportCategory', value: 'C' }, { type: 'airportCategory', value: 'B', screen: '' }])?.key).toBe('crewRecordServer.rule.limitDuplicate');
    expect(limitationRule([{ type: 'airportCategory', value: 'C', screen: 'A' }, { type: 'airportCategory', value: 'B', screen: 'B' }])).toBeNull();
  });
});
