/** Legs for the flight-log tests: released (ready to fly) or flown through the leg commands. */
import { ok } from './expect';
import type { TestApp } from './testApp';

const MIN = 60_000;
const TRIPS = '/trip/v1/trips';
const LEGS = '/trip/v1/tripLegs';

export interface FlbFixture {
  t: TestApp;
  admin: string;
  customerId: string;
  typeId: string;
}

export interface TestLeg {
  legId: string;
  tripId: string;
  aircraftId: string;
  hex: string;
  dep: number;
  arr: number;
  crewIds: string[];
  /** Runs a leg command with the trip's current version; answers the trip. */
  cmd(command: string, body?: object): Promise<{ version: number; legs: { id: string; legState: number }[] }>;
}

let planes = 0;
let pairs = 0;

/** A released one-leg trip (ZBAA → ZSSS unless `route`) on a new aircraft (or the one given) with a PIC and a SIC, departing at `dep`. */
export async function releasedLeg(f: FlbFixture, dep: number, minutes = 150, on?: { id: string; hex: string }, route: [string, string] = ['ZBAA', 'ZSSS']): Promise<TestLeg> {
  const post = (url: string, payload: object) => f.t.call(f.admin, { method: 'POST', url, payload }).then(ok);
  const hex = on?.hex ?? `fb${String(++planes).padStart(4, '0')}`;
  const plane = on ?? (await post('/fleet/v1/aircraft', { tailNo: `B-FL${String(planes).padStart(2, '0')}${Math.floor(Math.random() * 90 + 10)}`, typeId: f.typeId, icao24: hex, fuelUnit: 'lbs' }));
  const leg = { purpose: 'business', operationNature: 'charter', departureIcao: route[0], arrivalIcao: route[1], plannedDepartureUtc: new Date(dep).toISOString(), plannedArrivalUtc: new Date(dep + minutes * MIN).toISOString() };
  let trip = await post(TRIPS, { customerId: f.customerId, legs: [leg], confirm: true });
  trip = await post(`${TRIPS}/${trip.id}/submit`, { version: trip.version });
  trip = await post(`${TRIPS}/${trip.id}/receive`, { version: trip.version });
  const legId = trip.legs[0]!.id as string;
  const cmd = async (command: string, body: object = {}) => (trip = await post(`${LEGS}/${legId}/${command}`, { version: trip.version, ...body }));
  await cmd('evaluate', { result: 'pass' });
  await cmd('assignAircraft', { aircraftId: plane.id });
  await cmd('airworthiness', { value: 'airworthy' });
  await cmd('flightPlan', { attached: true });
  const pair = ++pairs;
  const pilot = async (role: string) => (await post('/crew/v1/crews', { workNo: `FL-${role}${pair}-${planes}`, cnName: `FL ${role} ${pair}`, crewType: 'pilot', qualifiedTypeIds: [f.typeId] })).id as string;
  const crewIds = [await pilot('PIC'), await pilot('SIC')];
  await cmd('crew', { crewId: crewIds[0], role: 'pic' });
  await cmd('crew', { crewId: crewIds[1], role: 'sic' });
  await cmd('ready');
  await cmd('releaseDocuments', { attached: true });
  await cmd('release', { decision: 'release' });
  return { legId, tripId: trip.id, aircraftId: plane.id, hex, dep, arr: dep + minutes * MIN, crewIds, cmd };
}

/** A leg flown through the commands: off 5 minutes after its planned departure, on at its planned arrival. */
export async function flownLeg(f: FlbFixture, dep: number, minutes = 150): Promise<TestLeg & { off: number; on: number }> {
  const leg = await releasedLeg(f, dep, minutes);
  const off = dep + 5 * MIN;
  const on = leg.arr;
  await leg.cmd('takeoff', { actualUtc: new Date(off).toISOString() });
  await leg.cmd('landing', { actualUtc: new Date(on).toISOString() });
  return { ...leg, off, on };
}

/** Whole minutes ago, on the minute. */
export const minutesAgo = (m: number) => Math.floor((Date.now() - m * MIN) / MIN) * MIN;

/** A company's own flown leg with a typed log (customer, type, aircraft and crew made for it); answers the log's id. */
export async function flownLogOf(t: TestApp, token: string, tag: string): Promise<string> {
  const post = (url: string, payload: object) => t.call(token, { method: 'POST', url, payload }).then(ok);
  const f: FlbFixture = { t, admin: token, customerId: (await post('/customer/v1/customers', { type: 1, name: `FLB ${tag}` })).id, typeId: (await post('/fleet/v1/aircraftTypes', { code: `FL-${tag}`, name: 'G650' })).id };
  const leg = await flownLeg(f, minutesAgo(600));
  return (await post('/trip/v1/flightLogs', { legId: leg.legId })).id as string;
}
