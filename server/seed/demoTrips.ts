/**
 * The demo operator's trips: 45 days back to 30 days ahead of today (UTC) for every
 * airworthy or MEL aircraft, played through the services by the seat users (tripWriter.ts).
 * `FOC_DEMO_TRIPS` = `full` (default for `npm start`), `small` (a week each way, for browser
 * tests) or `off`.
 */
import type { Ctx } from '../lib/context';
import { addDays, DEFAULT_OPERATOR_ZONE, todayIn } from '../../src/domain/expiry';
import type { Services } from '../services';
import { principalBaseOf } from '../modules/account/accessService';
import { generateReferenceData, REFERENCE_SEED } from './reference';
import { generateTripPlan } from './tripPlan';
import { writeTripPlan, type SeatContexts, type TripWriteCounts } from './tripWriter';
import { seedFlightLogs, type FlightLogCounts } from './demoFlightLogs';
import type { Db } from '../db/client';

export type DemoTripSize = 'full' | 'small' | 'off';

/** Per demo aircraft, the work numbers of the pilots its trips ask for first, and the alternates qualified on its type. */
export interface DemoPilotPick {
  pic: string;
  sic: string;
  alternates: { pic: string[]; sic: string[] };
}

/**
 * One CN captain and one CN first officer qualified on each aircraft's type, a pair of its own where
 * the pilots allow it (a pilot shared by two aircraft would be double-booked); the others qualified
 * on the type stand in when a guard refuses the aircraft's own pair. Null: no pair for the type.
 */
export function demoPilotPicks(reference: ReturnType<typeof generateReferenceData>): (DemoPilotPick | null)[] {
  const pilots = reference.crew.filter((c) => c.crewType === 'pilot' && c.nationality === 'CN');
  const used = new Set<string>();
  const pickPilot = (candidates: typeof pilots) => {
    const c = candidates.find((x) => !used.has(x.workNo)) ?? candidates[0]!;
    used.add(c.workNo);
    return c.workNo;
  };
  return reference.aircraft.map((a) => {
    const qualified = pilots.filter((c) => c.qualifiedTypeCodes.includes(a.typeCode));
    const pic = qualified.filter((c) => c.position === 'captain');
    const sic = qualified.filter((c) => c.position === 'firstOfficer');
    if (pic.length === 0 || sic.length === 0) return null;
    return { pic: pickPilot(pic), sic: pickPilot(sic), alternates: { pic: pic.map((c) => c.workNo), sic: sic.map((c) => c.workNo) } };
  });
}

export function demoTripSize(value: string | undefined): DemoTripSize {
  return value === 'small' || value === 'off' ? value : 'full';
}

interface SeatUser {
  id: string;
  userName: string;
  personName: string;
}

const DAY = 86_400_000;

export async function seedDemoTrips(
  services: Services,
  admin: Ctx,
  users: { cs: SeatUser; eval: SeatUser; fleet: SeatUser; crew: SeatUser; control: SeatUser },
  size: DemoTripSize,
  opts: { now?: number; db?: Db; onProgress?: (done: number, total: number) => void; stop?: () => boolean } = {},
): Promise<(TripWriteCounts & { flightLogs?: FlightLogCounts }) | null> {
  if (size === 'off') return null;
  const companyId = admin.principal.companyId;
  const ctxOf = async (u: SeatUser): Promise<Ctx> => ({
    principal: await services.access.load(principalBaseOf({ ...u, companyId, isPlatformAdmin: false })),
    ip: 'seed',
  });
  const seats: SeatContexts = { cs: await ctxOf(users.cs), eval: await ctxOf(users.eval), fleet: await ctxOf(users.fleet), crew: await ctxOf(users.crew), control: await ctxOf(users.control) };

  // the reference data as written by seedReferenceData, matched back by tail number and work number
  const reference = generateReferenceData('demo', REFERENCE_SEED);
  const page = { page: 1, pageSize: 500 };
  const aircraftRows = (await services.aircraft.list(admin, page)).list as { id: string; tailNo: string }[];
  const customerRows = (await services.customers.list(admin, { ...page, sortProperties: 'serialNumber', sortDirection: 'asc' })).list as { id: string; serialNumber: string }[];
  const crewRows = (await services.crews.list(admin, page)).list as { id: string; workNo: string }[];
  const aircraftId = new Map(aircraftRows.map((a) => [a.tailNo, a.id]));
  const customerId = new Map(customerRows.map((c) => [c.serialNumber, c.id]));
  const crewId = new Map(crewRows.map((c) => [c.workNo, c.id]));
  const types = new Map(reference.types.map((t) => [t.code, t]));

  const picks = demoPilotPicks(reference);
  const cabinCrew = reference.crew.filter((c) => c.crewType === 'cabin').map((c) => crewId.get(c.workNo)!);
  const engineers = reference.crew.filter((c) => c.crewType === 'maintenance' && c.position === 'engineer');
  const crewOf = reference.aircraft.map((a, index) => {
    const p = picks[index];
    if (!p) return null;
    const type = types.get(a.typeCode)!;
    // the type's cabin crew and engineers: this aircraft's own first (one each, like its pilots), then the others
    const own = <V>(list: readonly V[], i: number) => [...list.slice(i % Math.max(1, list.length)), ...list.slice(0, i % Math.max(1, list.length))];
    const cabin = type.cabinCrewCount ? { cabin: { count: type.cabinCrewCount, ids: own(cabinCrew, index) } } : {};
    const typed = engineers.filter((c) => c.qualifiedTypeCodes.includes(a.typeCode));
    const maintenance = type.engineerCount ? { maintenance: { count: type.engineerCount, ids: [...own(typed, index), ...engineers.filter((c) => !typed.includes(c))].map((c) => crewId.get(c.workNo)!) } } : {};
    const alternates = { pic: p.alternates.pic.map((w) => crewId.get(w)!), sic: p.alternates.sic.map((w) => crewId.get(w)!) };
    return { pic: crewId.get(p.pic)!, sic: crewId.get(p.sic)!, alternates, ...cabin, ...maintenance };
  });

  const today = Math.floor((opts.now ?? Date.now()) / DAY) * DAY;
  const plan = generateTripPlan({
    now: today + 8 * 3_600_000,
    daysBack: size === 'full' ? 45 : 7,
    daysAhead: size === 'full' ? 30 : 7,
    aircraft: reference.aircraft.map((a) => ({
      typeCruiseKmh: types.get(a.typeCode)!.cruiseSpeedKmh,
      taxiMinutes: types.get(a.typeCode)!.taxiMinutes,
      baseIcao: a.baseIcao,
      flies: a.status !== 'maintenance',
    })),
    customers: reference.customers.length,
  });
  const written = await writeTripPlan(services, seats, {
    aircraftIds: reference.aircraft.map((a) => aircraftId.get(a.tailNo)!),
    customerIds: reference.customers.map((c) => customerId.get(c.serialNumber)!),
    crewOf,
    passengersFrom: today - (size === 'full' ? 5 : 7) * DAY,
  }, plan, opts.onProgress, opts.stop);
  if (opts.stop?.()) return written;
  // the crew seat publishes this week's pilot roster (the operator's days), so the roster shows what changed since
  const firstDay = todayIn(opts.now ?? Date.now(), DEFAULT_OPERATOR_ZONE);
  await services.rosters.publish(seats.crew, { crewType: 'pilot', fromDate: firstDay, toDate: addDays(firstDay, 6), note: '示范排班 Demo roster' });
  if (!opts.db) return written;
  // the flown legs' tracks and flight logs, as ingestion and the seats make them
  const flightLogs = await seedFlightLogs(opts.db, services, { control: seats.control, crew: seats.crew, quality: seats.eval }, opts.now);
  return { ...written, flightLogs };
}
