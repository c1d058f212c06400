import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { FRK } from '../../domain/fleet/aircraftRules';
import { bodyFromValues, fieldError, RK, valuesFromRow } from '../resource/formModel';
import { aircraftFormCheck, aircraftFormFields } from './aircraftForm';

const t = ((k: string) => k) as unknown as TFunction;
const choices = { types: [{ value: 'type-1', label: 'G650' }], customers: [] };
const field = (system: 'metric' | 'imperial', name: string) => aircraftFormFields(t, choices, system).find((f) => f.name === name)!;

const ROW = { tailNo: 'B-652Q', typeId: 'type-1', fleetType: 'own', capacityLimited: false, maxTakeoffWeightKg: 47_650, cabinLengthM: 14.27, cruiseSpeedKmh: 904, cruiseHeightM: 13_716, noiseLevel: 4, fuelUnit: 'kg', sortNum: 1 };

describe('the aircraft form', () => {
  it('groups the fields in sections: identity, operation, engines, weights, dimensions, performance', () => {
    const sections = aircraftFormFields(t, choices, 'metric').flatMap((f) => (f.section ? [f.section] : []));
    expect(sections).toEqual(['identity', 'operation', 'engines', 'weights', 'dimensions', 'performance'].map((s) => `fleetRecord.section.${s}`));
  });

  it('shows stored metric figures in the user\'s system with the unit', () => {
    const metric = aircraftFormFields(t, choices, 'metric');
    expect(valuesFromRow(metric, ROW)).toMatchObject({ maxTakeoffWeightKg: '47650', cabinLengthM: '14.27', cruiseSpeedKmh: '904', cruiseHeightM: '13716' });
    const imperial = aircraftFormFields(t, choices, 'imperial');
    expect(valuesFromRow(imperial, ROW)).toMatchObject({ maxTakeoffWeightKg: '105050', cabinLengthM: '46.8', cruiseSpeedKmh: '488', cruiseHeightM: '45000' });
    expect([field('imperial', 'maxTakeoffWeightKg').unit, field('imperial', 'cruiseSpeedKmh').unit, field('imperial', 'cabinLengthM').unit]).toEqual(['lb', 'kt', 'ft']);
    expect(field('metric', 'cabinLengthM').unit).toBe('m');
  });

  it('sends entries stored metric, and figures left as shown exactly as stored', () => {
    const imperial = aircraftFormFields(t, choices, 'imperial');
    const values = valuesFromRow(imperial, ROW);
    // untouched: no drift from converting twice (488 kt would be 904.4 km/h)
    expect(bodyFromValues(imperial, values, 'update', ROW)).toMatchObject({ cruiseSpeedKmh: 904, maxTakeoffWeightKg: 47_650, cabinLengthM: 14.27, cruiseHeightM: 13_716 });
    const edited = { ...values, maxTakeoffWeightKg: '106000', cabinLengthM: '47.5', cruiseSpeedKmh: '500' };
    expect(bodyFromValues(imperial, edited, 'update', ROW)).toMatchObject({ maxTakeoffWeightKg: 48_081, cabinLengthM: 14.48, cruiseSpeedKmh: 926 });
    // create and update leave status out of an update
    expect(bodyFromValues(imperial, edited, 'update', ROW)).not.toHaveProperty('status');
  });

  it('checks decimals by the shown unit\'s places and bounds', () => {
    expect(fieldError(field('metric', 'cabinLengthM'), '2.345')).toEqual({ key: RK.decimal, params: { min: 0.01, max: 999, scale: 2 } });
    expect(fieldError(field('metric', 'cabinLengthM'), '2.35')).toBeNull();
    expect(fieldError(field('imperial', 'cabinLengthM'), '7.25')).toMatchObject({ key: RK.decimal, params: { scale: 1 } });
    expect(fieldError(field('imperial', 'cabinLengthM'), 'abc')).toMatchObject({ key: RK.decimal });
    expect(fieldError(field('imperial', 'maxTakeoffWeightKg'), '0')).toMatchObject({ key: RK.integer });
  });

  it('applies the operation rules across fields', () => {
    const fields = aircraftFormFields(t, choices, 'metric');
    const values = valuesFromRow(fields, ROW);
    expect(aircraftFormCheck(values)).toEqual({});
    expect(aircraftFormCheck({ ...values, capacityLimited: true })).toEqual({ capacityLimitReason: { key: FRK.capacityReasonRequired } });
    expect(aircraftFormCheck({ ...values, limitLegNum: '4' })).toEqual({ limitLegNum: { key: FRK.limitLegNumOwn } });
    expect(aircraftFormCheck({ ...values, fleetType: 'proxy', limitLegNum: '4' })).toEqual({});
  });
});
