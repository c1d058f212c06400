/**
 * What a leg edit undoes (domain `editResets`): a new route sends an evaluated leg back to "not
 * evaluated" without its evaluation; new times keep the evaluation but drop the flight plan and the
 * release documents, and a ready leg goes back to preparing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { legInput } from '../support/trips';

const t = await createTestApp();
afterAll(async () => t.close());

let admin = '';
let customerId = '';
const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload });

beforeAll(async () => {
  admin = await t.signIn('admin');
  customerId = ok(await post('/customer/v1/customers', { type: 1, name: 'Edit Reset Customer' })).id;
});

describe('a leg edit', () => {
  it('with a new route undoes the evaluation; with new times the flight plan and release documents', async () => {
    let trip = ok(await post('/trip/v1/trips', { customerId, legs: [legInput('ZBAA', 'ZSSS', 20, { off: '02:00', on: '04:30' })] }));
    const legId = trip.legs[0].id;
    trip = ok(await post(`/trip/v1/trips/${trip.id}/submit`, { version: trip.version }));
    trip = ok(await post(`/trip/v1/trips/${trip.id}/receive`, { version: trip.version }));
    trip = ok(await post(`/trip/v1/tripLegs/${legId}/evaluate`, { version: trip.version, result: 'pass' }));
    expect(trip.legs[0]).toMatchObject({ legState: 2, evaluation: { result: 'pass' } });

    trip = ok(await post(`/trip/v1/tripLegs/${legId}/edit`, { version: trip.version, arrivalIcao: 'ZSPD' }));
    expect(trip.legs[0]).toMatchObject({ arrivalIcao: 'ZSPD', legState: 1, evaluation: null });

    trip = ok(await post(`/trip/v1/tripLegs/${legId}/evaluate`, { version: trip.version, result: 'pass' }));
    trip = ok(await post(`/trip/v1/tripLegs/${legId}/edit`, { version: trip.version, plannedDepartureUtc: '2026-12-20T02:30:00Z', plannedArrivalUtc: '2026-12-20T05:00:00Z' }));
    expect(trip.legs[0]).toMatchObject({ legState: 2, evaluation: { result: 'pass' }, hasFlightPlan: false });

    trip = ok(await post(`/trip/v1/tripLegs/${legId}/edit`, { version: trip.version, flightNo: 'DBA9001' }));
    expect(trip.legs[0]).toMatchObject({ flightNo: 'DBA9001', legState: 2, evaluation: { result: 'pass' } });
  });
});
