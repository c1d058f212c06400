/** A flown one-leg trip made through the API as the signed-in user: a new aircraft and two pilots, released, took off and landed. */
import type { Page } from 'playwright-core';
import { legBody, releaseLeg, runSuffix } from './api';
import { call } from './flow';

const MIN = 60_000;
type Trip = { id: string; version: number; tripNumber: string; legs: { id: string }[] };

/** `tag`: two letters naming the test's records (tail B-<tag><suffix>, flight no., crew work no.). */
export async function flownLegViaApi(page: Page, tag: string, hoursAgo = 5): Promise<{ legId: string; tailNo: string; tripNumber: string }> {
  const suffix = runSuffix();
  const types = await call<{ list: { id: string }[] }>(page, 'POST', '/fleet/v1/aircraftTypes/list', { page: 1, pageSize: 1 });
  const typeId = types.list[0]!.id;
  const tailNo = `B-${tag[0]}${suffix}`;
  const plane = await call<{ id: string }>(page, 'POST', '/fleet/v1/aircraft', { tailNo, typeId });
  const crew = async (n: number) => (await call<{ id: string }>(page, 'POST', '/crew/v1/crews', { workNo: `${tag}${suffix}${n}`, cnName: `${tag}${n}`, crewType: 'pilot', qualifiedTypeIds: [typeId] })).id;
  const pilots = [await crew(1), await crew(2)] as const;
  const customerId = (await call<{ id: string }>(page, 'POST', '/customer/v1/customers', { type: 1, name: `${tag} Customer ${suffix}` })).id;
  const dep = Math.floor((Date.now() - hoursAgo * 60 * MIN) / MIN) * MIN;
  const arr = dep + 120 * MIN;
  let trip = await call<Trip>(page, 'POST', '/trip/v1/trips', { customerId, legs: [legBody(`${tag}${suffix}`, 'ZBAA', 'ZSSS', new Date(dep).toISOString(), new Date(arr).toISOString())], confirm: true });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/submit`, { version: trip.version });
  trip = await call<Trip>(page, 'POST', `/trip/v1/trips/${trip.id}/receive`, { version: trip.version });
  const legId = trip.legs[0]!.id;
  trip = await releaseLeg(page, trip, legId, plane.id, pilots);
  const cmd = async (command: string, body: object) => (trip = await call<Trip>(page, 'POST', `/trip/v1/tripLegs/${legId}/${command}`, { version: trip.version, ...body }));
  await cmd('takeoff', { actualUtc: new Date(dep + 10 * MIN).toISOString() });
  await cmd('landing', { actualUtc: new Date(arr + 5 * MIN).toISOString() });
  return { legId, tailNo, tripNumber: trip.tripNumber };
}
