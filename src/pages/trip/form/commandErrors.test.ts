import { describe, expect, it } from 'vitest';
import { commandFailure } from './commandErrors';

describe('commandFailure', () => {
  it('puts the field errors of a create back on the rows and the header', () => {
    const f = commandFailure(400, {
      key: 'error.requestParameter',
      result: {
        fields: {
          'legs.1.arrivalTime': { key: 'trip.error.arrivalBeforeDeparture' },
          'legs.0.departureIcao': { key: 'validation.unknownReference', params: { value: 'ZZZZ' } },
          'legs.0.flightTime': { key: 'trip.error.flightTimeInvalid' },
          customerId: { key: 'validation.unknownReference', params: { value: 'x' } },
        },
      },
    });
    expect(f).toEqual({
      kind: 'fields',
      header: { customerId: { key: 'validation.unknownReference', params: { value: 'x' } } },
      legs: {
        0: { departureIcao: { key: 'validation.unknownReference', params: { value: 'ZZZZ' } }, ete: { key: 'trip.error.flightTimeInvalid' } },
        1: { arrivalTime: { key: 'trip.error.arrivalBeforeDeparture' } },
      },
      leg: {},
    });
  });
  it('maps the one leg of a leg command and schema errors by their path', () => {
    expect(commandFailure(400, { key: 'error.requestParameter', result: { fields: { 'leg.purpose': { key: 'trip.error.required' } } } })).toMatchObject({
      kind: 'fields',
      leg: { purpose: { key: 'trip.error.required' } },
    });
    expect(
      commandFailure(400, { key: 'error.requestParameter', result: { errors: [{ path: '/legs/2/plannedDepartureUtc' }, { path: '/contractName' }] } }),
    ).toEqual({ kind: 'fields', header: { contractName: { key: 'error.requestParameter' } }, legs: { 2: { departureDate: { key: 'error.requestParameter' } } }, leg: {} });
  });
  it('hands over the warnings to confirm', () => {
    const warnings = [{ legNumber: 2, field: 'departureIcao', key: 'trip.warning.discontinuous', params: { expected: 'ZSPD' } }];
    expect(commandFailure(400, { key: 'trip.error.confirmationRequired', result: { warnings } })).toEqual({ kind: 'confirm', warnings });
  });
  it('knows a stale version and leaves the rest to the toast', () => {
    expect(commandFailure(412, { key: 'error.dataChanged' })).toEqual({ kind: 'stale' });
    expect(commandFailure(400, { key: 'trip.error.tripLocked', result: null })).toEqual({ kind: 'other' });
    expect(commandFailure(500, null)).toEqual({ kind: 'other' });
    expect(commandFailure(undefined, undefined)).toEqual({ kind: 'other' });
  });
});
