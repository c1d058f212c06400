/**
 * Plays a trip plan (tripPlan.ts) through the services users call, each step by the seat that owns
 * it: customer service creates and submits, operations evaluation receives and evaluates, the fleet
 * seat assigns the aircraft and confirms airworthiness, the crew seat schedules a PIC and an SIC,
 * operations control files the flight plan, submits ready, attaches the release documents, releases
 * and follows the flight (takeoff, diversion, landing). Ferry legs appear by themselves when an
 * aircraft's next departure is not where it last landed; past ones are flown like the others.
 */
import { DK } from '../../src/domain/dutyTime/api';
import { CK, type LegCrewRole } from '../../src/domain/trip/crewAssignment';
import { UK } from '../../src/domain/trip/upkeepRules';
import type { Ctx } from '../lib/context';
import { AppError } from '../lib/errors';
import type { Services } from '../services';
import type { TripAnswer } from '../modules/trip/trips/tripCommand';
import { tripPassengers } from './passengers';
import { stageReached, tripStage, type LegStage, type PlannedLeg, type PlannedTrip } from './tripPlan';

/** An aircraft's own pilots, and the other qualified pilots to ask when the duty guard refuses them. */
export interface CrewChoice {
  pic: string;
  sic: string;
  alternates?: { pic: string[]; sic: string[] };
  /** The type's cabin crew and engineers (`count` of each a leg carries), first choices first. */
  cabin?: { count: number; ids: string[] };
  maintenance?: { count: number; ids: string[] };
}

const UPKEEP_REFUSALS = new Set<string>([UK.aircraftAog, UK.aircraftInspection, UK.aircraftMelExpired]);

/**
 * A leg the duty guard would not let any of the aircraft's pilots fly, or its aircraft may not fly
 * (an open AOG, an inspection, an MEL item run out): the trip stops there, waiting for crew or an aircraft.
 */
class CrewBlocked extends Error {
  constructor(readonly trip: TripAnswer) {
    super('crew blocked');
  }
}

/** The seats' contexts the writer acts with. */
export interface SeatContexts {
  cs: Ctx;
  eval: Ctx;
  fleet: Ctx;
  crew: Ctx;
  control: Ctx;
}

export interface TripWriteRefs {
  aircraftIds: readonly string[];
  customerIds: readonly string[];
  /** A PIC and an SIC qualified on each aircraft's type (index as aircraftIds), or null when none. */
  crewOf: readonly (CrewChoice | null)[];
  /** Trips departing before this instant (epoch ms) get no passengers (each one is a command: the seed stays quick). */
  passengersFrom?: number;
}

export interface TripWriteCounts {
  trips: number;
  legs: number;
  ferries: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
type LegView = TripAnswer['legs'][number];

/** Writes the plan; answers how many trips, legs and ferry legs exist afterwards. */
export async function writeTripPlan(
  services: Services,
  seats: SeatContexts,
  refs: TripWriteRefs,
  plan: readonly PlannedTrip[],
  onProgress?: (done: number, total: number) => void,
  /** Checked between trips: a server shutting down stops the seed at a trip boundary. */
  stop?: () => boolean,
): Promise<TripWriteCounts> {
  let legs = 0;
  let ferries = 0;
  let done = 0;
  const byTime = plan.map((p, index) => ({ p, index })).sort((a, b) => a.p.legs[0]!.off - b.p.legs[0]!.off);

  for (const { p, index } of byTime) {
    // PGlite answers on the main thread through promise jobs only: without a macrotask turn between
    // trips, a background seed would starve requests, log writes and signals until it ends
    await new Promise((resolve) => setImmediate(resolve));
    if (stop?.()) break;
    const aircraftId = refs.aircraftIds[p.aircraftIndex]!;
    const crew = refs.crewOf[p.aircraftIndex] ?? null;
    let trip = await services.trips.create(seats.cs, {
      customerId: refs.customerIds[p.customerIndex]!,
      note: p.note,
      confirm: true,
      legs: p.legs.map((l) => ({
        flightNo: l.flightNo,
        purpose: l.purpose,
        operationNature: l.operationNature,
        departureIcao: l.departureIcao,
        arrivalIcao: l.arrivalIcao,
        plannedDepartureUtc: iso(l.off),
        plannedArrivalUtc: iso(l.on),
        eteMinutes: l.eteMinutes,
      })),
    });
    legs += p.legs.length;
    // the customer's travellers on every leg, by customer service while the trip is a draft
    const pax = p.legs[0]!.off >= (refs.passengersFrom ?? -Infinity) ? tripPassengers(p.customerIndex, index) : [];
    for (const leg of [...trip.legs]) {
      for (const person of pax) trip = (await services.legRecords.addPassenger(seats.cs, leg.id, { version: trip.version, passenger: { ...person, note: null } })) as TripAnswer;
    }
    const stage = tripStage(p);
    if (stageReached(stage, 'submitted')) trip = await services.trips.submit(seats.cs, trip.id, trip.version);
    if (stageReached(stage, 'received')) trip = await services.trips.receive(seats.eval, trip.id, trip.version);

    try {
      trip = await writeLegs(services, seats, trip, p, aircraftId, crew);
    } catch (e) {
      if (!(e instanceof CrewBlocked)) throw e;
      trip = e.trip;
    }
    if (p.cancelled) trip = await services.trips.cancel(seats.cs, trip.id, trip.version, p.cancelled, p.cancelled === 'customer' ? '客户取消行程 Customer cancelled' : '运力调整 Fleet change');
    ferries += ferriesOf(trip).length;
    if (onProgress && (++done % 50 === 0 || done === plan.length)) onProgress(done, plan.length);
  }
  return { trips: plan.length, legs, ferries };
}

/** The legs of a planned trip, each up to its stage (a ferry in front of a released leg flies first). */
async function writeLegs(services: Services, seats: SeatContexts, start: TripAnswer, p: PlannedTrip, aircraftId: string, crew: CrewChoice | null): Promise<TripAnswer> {
  let trip = start;
  for (const [i, planned] of p.legs.entries()) {
    if (p.cancelled) break;
    const legId = trip.legs[i]!.id;
    if (planned.cancelled) {
      trip = await services.tripLegs.cancel(seats.cs, legId, { version: trip.version, reasonType: 'customer' });
      continue;
    }
    // up to the release; then the ferry generated in front of the leg flies first; then the leg
    trip = await advanceLeg(services, seats, trip, legId, planned, aircraftId, crew, { to: 'released' });
    if (stageReached(planned.stage, 'released')) {
      for (const f of ferriesOf(trip).filter((x) => x.ferryForLegId === legId && x.legState !== 5)) {
        const ferryPlan: PlannedLeg = {
          ...planned,
          off: new Date(f.plannedDepartureUtc).getTime(),
          on: new Date(f.plannedArrivalUtc).getTime(),
          delayMinutes: 0,
          delayReason: null,
          diversion: null,
          stage: stageReached(planned.stage, 'airborne') ? 'landed' : 'released',
        };
        trip = await advanceLeg(services, seats, trip, f.id, ferryPlan, aircraftId, crew, { ferry: true });
      }
    }
    trip = await advanceLeg(services, seats, trip, legId, planned, aircraftId, crew, { after: 'released' });
  }
  return trip;
}

function ferriesOf(trip: TripAnswer): (LegView & { ferryForLegId?: string | null })[] {
  return ((trip as unknown as { ferryLegs?: LegView[] }).ferryLegs ?? []) as (LegView & { ferryForLegId?: string | null })[];
}

const legOf = (trip: TripAnswer, legId: string): LegView | undefined =>
  trip.legs.find((l) => l.id === legId) ?? ferriesOf(trip).find((l) => l.id === legId);

/**
 * Moves one leg towards its planned stage, each step by its seat: the steps after `after` (exclusive)
 * up to the plan's stage capped at `to`. A ferry skips evaluation and aircraft (it has both).
 */
async function advanceLeg(
  services: Services,
  seats: SeatContexts,
  start: TripAnswer,
  legId: string,
  p: PlannedLeg,
  aircraftId: string,
  crew: CrewChoice | null,
  range: { after?: LegStage; to?: LegStage; ferry?: boolean } = {},
): Promise<TripAnswer> {
  const flow = services.tripLegFlow;
  let trip = start;
  const step = (s: LegStage) =>
    stageReached(p.stage, s) && (range.to === undefined || stageReached(range.to, s)) && (range.after === undefined || !stageReached(range.after, s));
  if (!range.ferry && step('evaluated')) trip = await flow.evaluate(seats.eval, legId, { version: trip.version, result: 'pass' });
  if (!range.ferry && step('aircraft')) {
    // the fleet seat confirms open MEL items (warnings); a refusal by the aircraft's upkeep leaves the leg waiting for an aircraft
    trip = await flow.assignAircraft(seats.fleet, legId, trip.version, aircraftId, null, true).catch((e: unknown) => {
      if (e instanceof AppError && UPKEEP_REFUSALS.has(String(e.key))) throw new CrewBlocked(trip);
      throw e;
    });
  }
  if (step('ready')) {
    trip = await flow.airworthiness(seats.fleet, legId, trip.version, 'airworthy');
    if (crew) {
      const crewed = await scheduleCrew(services, seats.crew, trip, legId, crew, reliefPilots(p.on - p.off));
      // a pilot who would break a duty limit is not put on the leg: it waits for crew, as it would in operations
      if (!crewed.done) throw new CrewBlocked(crewed.trip);
      trip = crewed.trip;
    }
    trip = await flow.flightPlan(seats.control, legId, trip.version, true);
    trip = await flow.ready(seats.control, legId, trip.version).catch((e: unknown) => {
      // the crew assigned may not fly it (a long leg no relief pilot could be found for)
      if (e instanceof AppError && String(e.key) === DK.dutyRefused) throw new CrewBlocked(trip);
      throw e;
    });
  }
  if (step('released')) {
    trip = await flow.releaseDocuments(seats.control, legId, trip.version, true);
    trip = await flow.release(seats.control, legId, trip.version, 'release');
  }
  const off = p.off + p.delayMinutes * 60_000;
  if (step('airborne')) {
    trip = await flow.takeoff(seats.control, legId, trip.version, iso(off), p.delayReason);
    if (p.diversion) trip = await recordDiversion(services, seats.control, trip, legId, p, off);
  }
  if (step('landed')) {
    const leg = legOf(trip, legId);
    const duration = leg ? new Date(leg.plannedArrivalUtc).getTime() - new Date(leg.plannedDepartureUtc).getTime() : p.on - p.off;
    trip = await flow.landing(seats.control, legId, trip.version, iso(off + duration + (p.diversion ? 50 * 60_000 : 0)));
  }
  return trip;
}

/** The duty guard's answer to a seed assignment: a warning is forced with the planner's reason, a refusal stops. */
const DUTY_REASON = '排班计划已确认（演示数据）';
async function assignGuarded(services: Services, ctx: Ctx, legId: string, body: { version: number; crewId: string; role: LegCrewRole }): Promise<TripAnswer | null> {
  try {
    return await services.legCrews.assign(ctx, legId, body);
  } catch (e) {
    const key = e instanceof AppError ? String(e.key) : '';
    if (key === DK.dutyWarning || (key === DK.dutyRefused && (e as AppError).details && ((e as AppError).details as { duty?: { forceable?: boolean } }).duty?.forceable)) {
      return services.legCrews.assign(ctx, legId, { ...body, dutyForceReason: DUTY_REASON });
    }
    // a refusal of the duty guard or of the crew records (an expired medical, leave): the next pilot stands in
    if (key === DK.dutyRefused || key.startsWith('crewRecord.')) return null;
    throw e;
  }
}

/** Relief pilots a leg of this block time needs under CCAR-121 (9 h of flight for two pilots, 13 h for three). */
export const reliefPilots = (blockMs: number) => (blockMs > 12.5 * 3_600_000 ? 2 : blockMs > 8.5 * 3_600_000 ? 1 : 0);

/**
 * Refusals that move the planner to the next candidate: already on the leg in another seat, or busy on
 * another leg at that time (one leg at a time). Refusals of the duty guard and of the crew records
 * come back from `assignGuarded` as null and move on too ("the guard moves them").
 */
const movesOn = (e: unknown) => e instanceof AppError && (String(e.key) === CK.crewAlreadyOnLeg || String(e.key) === CK.crewOverlap);

/**
 * The crew of a leg, by the crew seat: a PIC and an SIC (and relief pilots on a long one) — the
 * aircraft's own pilots, else the first qualified ones the guards let fly it — then the cabin crew
 * and engineers the aircraft's type carries, first choices first.
 */
async function scheduleCrew(services: Services, ctx: Ctx, trip: TripAnswer, legId: string, crew: CrewChoice, relief = 0): Promise<{ trip: TripAnswer; done: boolean }> {
  let current = trip;
  const onLeg = new Set<string>();
  // relief pilots are further first officers; assignments judge the crew being formed, the leg's readiness the crew assigned
  const seats: { role: LegCrewRole; options: string[] }[] = [
    ...(['pic', ...Array<'sic'>(relief).fill('sic'), 'sic'] as const).map((role) => ({ role, options: [crew[role], ...(crew.alternates?.[role] ?? []).filter((id) => id !== crew[role])] })),
    ...Array.from({ length: crew.cabin?.count ?? 0 }, () => ({ role: 'cabin' as const, options: crew.cabin!.ids })),
    ...Array.from({ length: crew.maintenance?.count ?? 0 }, () => ({ role: 'maintenance' as const, options: crew.maintenance!.ids })),
  ];
  for (const { role, options } of seats) {
    let next: TripAnswer | null = null;
    for (const crewId of options.filter((id) => !onLeg.has(id))) {
      onLeg.add(crewId);
      next = await assignGuarded(services, ctx, legId, { version: current.version, crewId, role }).catch((e: unknown) => {
        if (movesOn(e)) return null;
        throw e;
      });
      if (next) break;
    }
    if (!next) return { trip: current, done: false };
    current = next;
  }
  return { trip: current, done: true };
}

async function recordDiversion(services: Services, ctx: Ctx, trip: TripAnswer, legId: string, p: PlannedLeg, off: number): Promise<TripAnswer> {
  if (!p.diversion) return trip;
  return services.legRecords.addDiversion(ctx, legId, { version: trip.version, diversionIcao: p.diversion.icao, diversionEtaUtc: iso(off + (p.on - p.off) + 30 * 60_000), reason: p.diversion.reason });
}
