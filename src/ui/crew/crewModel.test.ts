import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { activityTimeType, endBeforeStart, toUtcBody, withWallTimes } from './activityTimes';
import { crewBody, crewFormFields, crewFormRow, hmMinutes, type CrewFormChoices } from './crewForm';
import { draftsOf, limitationsBody, limitErrors, limitsValid } from './limitations';
import { EXPIRY_INTENT, expiryDaysText, expiryText } from './recordStatus';
import { contactLine, sensitiveShown } from './sensitive';
import { bodyFromValues, valuesFromRow } from '../resource/formModel';

const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key}(${JSON.stringify(params)})` : key)) as unknown as TFunction;

describe('expiry status display', () => {
  it('colours normal green, near expiry orange, expired red', () => {
    expect(EXPIRY_INTENT).toEqual({ normal: 'success', nearExpiry: 'warning', expired: 'danger' });
  });
  it('says the days left or over, nothing without a due date', () => {
    expect(expiryDaysText(t, 12)).toBe('crewDetail.daysLeft({"count":12})');
    expect(expiryDaysText(t, 0)).toBe('crewDetail.daysLeft({"count":0})');
    expect(expiryDaysText(t, -3)).toBe('crewDetail.daysOver({"count":3})');
    expect(expiryDaysText(t, null)).toBe('');
    expect(expiryText(t, { status: 'nearExpiry', daysLeft: 5 })).toBe('crewRecord.status.nearExpiry · crewDetail.daysLeft({"count":5})');
    expect(expiryText(t, { status: 'normal', daysLeft: null })).toBe('crewRecord.status.normal');
  });
});

describe('sensitive fields', () => {
  it('shows the masked value with a mark, and a dash when empty', () => {
    expect(sensitiveShown('************7890', true)).toEqual({ text: '************7890', masked: true });
    expect(sensitiveShown('6222021234567890', false)).toEqual({ text: '6222021234567890', masked: false });
    expect(sensitiveShown(null, true)).toEqual({ text: '—', masked: false });
    expect(contactLine('王芳', '**********5678')).toBe('王芳 · **********5678');
    expect(contactLine(null, null)).toBeNull();
  });
});

const choices = (sensitive: boolean, users = true): CrewFormChoices => ({
  crewTypes: [{ value: 'pilot', label: 'P' }],
  positions: [],
  statuses: [{ value: 'active', label: 'A' }],
  sexes: [],
  aircraftTypes: [{ value: 't1', label: 'G650' }],
  pilotJobs: [{ value: 'j1', label: 'CPT' }],
  recommendations: [{ value: 'recommended', label: 'R' }],
  users: users ? [{ value: 'u1', label: 'zhang' }] : [],
  sensitive,
});

describe('crew form', () => {
  it('leaves the masked fields out of the form and the body without the right', () => {
    const names = crewFormFields(choices(false)).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['pinyinName', 'idNumber', 'passportNo', 'exclusiveTypeId', 'pilotJobId', 'captainAuthorised', 'captainRecommendation', 'routeCheckDone', 'priorFlightTime', 'userId', 'bankName']));
    expect(names).not.toContain('bankCard');
    expect(names).not.toContain('emergencyContact');
    expect(crewFormFields(choices(true)).map((f) => f.name)).toEqual(expect.arrayContaining(['bankCard', 'emergencyContact', 'emergencyPhone']));
    expect(crewFormFields(choices(true, false)).map((f) => f.name)).not.toContain('userId');
    expect(crewBody({ cnName: 'x', bankCard: '****1234', emergencyPhone: '**12' }, false)).toEqual({ cnName: 'x' });
    expect(crewBody({ cnName: 'x', bankCard: '6222 0212' }, true)).toEqual({ cnName: 'x', bankCard: '6222 0212' });
  });

  it('takes the flight time before joining as H:MM', () => {
    expect(hmMinutes('1250:30')).toBe(75030);
    expect(hmMinutes('')).toBe(0);
    expect(hmMinutes('12:75')).toBeNull();
    expect(crewFormRow({ priorFlightMinutes: 75030 }).priorFlightTime).toBe('1250:30');
    expect(crewFormRow({ priorFlightMinutes: 0 }).priorFlightTime).toBe('');
    expect(crewBody({ priorFlightTime: '10:05' }, true)).toEqual({ priorFlightMinutes: 605 });
    expect(crewBody({ priorFlightTime: null }, true)).toEqual({ priorFlightMinutes: 0 });
  });

  it('round-trips a masked row through the update body without the masked values', () => {
    const fields = crewFormFields(choices(false));
    const row = crewFormRow({ workNo: 'P001', cnName: '张', crewType: 'pilot', status: 'active', bankCard: '************7890', masked: true, captainAuthorised: true, routeCheckDone: false, qualifiedTypeIds: ['t1'], priorFlightMinutes: 90 });
    const body = crewBody(bodyFromValues(fields, valuesFromRow(fields, row), 'update', row), false);
    expect(body).not.toHaveProperty('bankCard');
    expect(body).toMatchObject({ workNo: 'P001', captainAuthorised: true, routeCheckDone: false, qualifiedTypeIds: ['t1'], priorFlightMinutes: 90 });
  });
});

describe('activity times', () => {
  const row = { startUtc: '2026-07-01T16:00:00.000Z', endUtc: '2026-07-03T15:59:00.000Z' };
  it('shows and takes wall times in the user’s time type (Local as UTC)', () => {
    expect(withWallTimes(row, 'Beijing')).toMatchObject({ startDate: '2026-07-02', startTime: '00:00', endDate: '2026-07-03', endTime: '23:59' });
    expect(withWallTimes(row, 'Local')).toMatchObject({ startDate: '2026-07-01', startTime: '16:00' });
    expect(activityTimeType('Local')).toBe('UTC');
    expect(toUtcBody({ kind: 'leave', startDate: '2026-07-02', startTime: '00:00', endDate: '2026-07-03', endTime: '23:59' }, 'Beijing')).toEqual({ kind: 'leave', startUtc: '2026-07-01T16:00:00.000Z', endUtc: '2026-07-03T15:59:00.000Z' });
    expect(endBeforeStart({ startDate: '2026-07-02', startTime: '10:00', endDate: '2026-07-02', endTime: '09:00' }, 'UTC')).toBe(true);
    expect(endBeforeStart({ startDate: '2026-07-02', startTime: '10:00', endDate: '2026-07-02', endTime: '11:00' }, 'UTC')).toBe(false);
  });
});

describe('pilot job limitations', () => {
  it('checks rows and builds the body', () => {
    const drafts = draftsOf([{ type: 'minFlightHours', value: '1500', screen: null, date: '2026-01-01' }]);
    expect(drafts).toEqual([{ type: 'minFlightHours', value: '1500', screen: '', date: '2026-01-01' }]);
    expect(limitsValid(drafts)).toBe(true);
    expect(limitationsBody([...drafts, { type: 'weatherMinima', value: ' CAT II ', screen: 'ZBAA', date: '' }])).toEqual([
      { type: 'minFlightHours', value: '1500', date: '2026-01-01' },
      { type: 'weatherMinima', value: 'CAT II', screen: 'ZBAA' },
    ]);
    const bad = limitErrors([{ type: 'nope', value: ' ', screen: 'x'.repeat(51), date: '2026-02-30' }])[0]!;
    expect(Object.keys(bad).sort()).toEqual(['date', 'screen', 'type', 'value']);
  });
});
