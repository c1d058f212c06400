import { describe, expect, it } from 'vitest';
import { aircraftOperationErrors, FRK, installedEngines } from './aircraftRules';

describe('aircraft operation rules', () => {
  const base = { fleetType: 'own', capacityLimited: false, capacityLimitReason: null, limitLegNum: null };
  it('accepts an unlimited own aircraft', () => expect(aircraftOperationErrors(base)).toEqual({}));
  it('asks a reason for a limited capacity', () => {
    expect(aircraftOperationErrors({ ...base, capacityLimited: true, capacityLimitReason: '  ' })).toEqual({ capacityLimitReason: { key: FRK.capacityReasonRequired } });
    expect(aircraftOperationErrors({ ...base, capacityLimited: true, capacityLimitReason: 'Cabin refit' })).toEqual({});
  });
  it('allows a leg limit only on external (hosted, proxy) aircraft', () => {
    expect(aircraftOperationErrors({ ...base, limitLegNum: 4 })).toEqual({ limitLegNum: { key: FRK.limitLegNumOwn } });
    expect(aircraftOperationErrors({ ...base, fleetType: 'hosted', limitLegNum: 4 })).toEqual({});
    expect(aircraftOperationErrors({ ...base, fleetType: 'proxy', limitLegNum: 4 })).toEqual({});
  });
});

it('installed engines are the positions with a serial, a twin when none', () => {
  expect(installedEngines({})).toEqual(['left', 'right']);
  expect(installedEngines({ left: 'P-1', middle: 'P-2', right: 'P-3' })).toEqual(['left', 'middle', 'right']);
  expect(installedEngines({ left: 'P-1', middle: '', right: 'P-3' })).toEqual(['left', 'right']);
});
