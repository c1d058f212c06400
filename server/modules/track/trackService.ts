/**
 * Flight following for the screens: monitored legs, the live picture (last positions and recent
 * trails), a leg's track, the position board and the dispatcher's decisions on detected events.
 * Every read goes through the caller's company and data permissions (legScope, aircraftScope).
 */
import type { Db } from '../../db/client';
import type { Ctx, Principal } from '../../lib/context';
import { authorOf } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { AppError, notFound } from '../../lib/errors';
import type { TrackErrorKey } from '../../../src/domain/track/rules';
import { nearest } from '../../../src/domain/track/geo';
import { monitorRefusal, trackRefusal, TRK } from '../../../src/domain/track/rules';
import { simplifyTrack } from '../../../src/domain/track/simplify';
import type { BoardPhase, TrackPoint } from '../../../src/domain/track/types';
import { LegState } from '../../../src/domain/trip/states';
import { aircraftScope } from '../fleet/fleetService';
import { legScope } from '../trip/trips/tripLists';
import type { LegFlowService } from '../trip/legFlow/legFlowService';
import type { LegRecordService } from '../trip/records/legRecordService';
import type { TripAnswer } from '../trip/trips/tripCommand';
import { createEventRepository, type EventRow } from './eventRepository';
import { createPositionRepository } from './positionRepository';
import { createTrackRepository } from './trackRepository';
import { LIVE_STALE_MS, withProgress } from './legProgressFacts';
import { isUnderWay } from '../../../src/domain/trip/legProgress';

export { LIVE_STALE_MS };
export const DEFAULT_TRACK_POINTS = 2000;
export const TRAIL_POINTS = 300;
/** The board shows a released leg from this long before its planned departure. */
const BOARD_LEG_AHEAD_MS = 2 * 3_600_000;
const MONITORED = [LegState.released, LegState.flying, LegState.flown];

const trackError = (status: number, key: TrackErrorKey) => new AppError(status, key);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type Phase = BoardPhase;

/** The principal detected events are confirmed by when the company confirms automatically. */
export function systemCtx(companyId: string): Ctx {
  const principal: Principal = {
    sessionId: 'system',
    userId: '00000000-0000-0000-0000-000000000000',
    userName: 'ADS-B',
    personName: 'ADS-B',
    companyId,
    isPlatformAdmin: false,
    isAdmin: true,
    roleIds: [],
    permissions: new Set(),
    data: {},
  };
  return { principal, ip: '127.0.0.1' };
}

export function createTrackService(deps: { db: Db; legFlow: LegFlowService; legRecords: LegRecordService }) {
  const { db } = deps;
  const repo = createTrackRepository(db);
  const events = createEventRepository(db);

  const eventView = (e: EventRow) => ({
    id: e.id,
    legId: e.legId,
    tripId: e.tripId,
    aircraftId: e.aircraftId,
    kind: e.kind,
    time: e.time.toISOString(),
    lat: e.lat,
    lon: e.lon,
    airportIcao: e.airportIcao,
    status: e.status,
    decidedBy: e.decidedBy,
    decidedTime: iso(e.decidedTime),
    note: e.note,
  });

  /** Runs the leg command an event stands for, then marks it confirmed. */
  async function confirmEvent(ctx: Ctx, e: EventRow, version: number, delayReason: string | null) {
    if (e.status !== 'proposed') throw trackError(409, TRK.eventDecided);
    const time = e.time.toISOString();
    let answer: TripAnswer;
    if (e.kind === 'takeoff') answer = await deps.legFlow.takeoff(ctx, e.legId, version, time, delayReason);
    else if (e.kind === 'landing') answer = await deps.legFlow.landing(ctx, e.legId, version, time);
    else {
      if (!e.airportIcao) throw trackError(400, TRK.noAirportNear);
      answer = await deps.legRecords.addDiversion(ctx, e.legId, { version, diversionIcao: e.airportIcao, diversionEtaUtc: time, reason: 'ADS-B', note: null });
    }
    await events.decide(e.id, 'confirmed', authorOf(ctx), null);
    return answer;
  }

  return {
    async monitor(ctx: Ctx, f: { from: string; to: string; aircraftIds?: string[]; customerIds?: string[]; states?: number[] }) {
      const states = (f.states?.length ? f.states : MONITORED).filter((s) => MONITORED.includes(s as never));
      const legs = await repo.monitoredLegs(scopeWhere(legScope, ctx.principal), { from: new Date(f.from), to: new Date(f.to), states, aircraftIds: f.aircraftIds, customerIds: f.customerIds });
      const ids = legs.map((l) => l.id);
      const [evs, fixes] = await Promise.all([events.ofLegs(ids), repo.lastFixesOfLegs(ids)]);
      const now = Date.now();
      const wire = legs.map((l) => ({
        ...l,
        plannedDepartureUtc: l.plannedDepartureUtc.toISOString(),
        plannedArrivalUtc: l.plannedArrivalUtc.toISOString(),
        actualOffUtc: iso(l.actualOffUtc),
        actualOnUtc: iso(l.actualOnUtc),
      }));
      return { now: new Date(now).toISOString(), legs: withProgress(wire, evs, fixes, now, LIVE_STALE_MS), events: evs.map(eventView) };
    },

    /** Last positions of the aircraft in scope seen in the last day, and the trail of each one still flying. */
    async live(ctx: Ctx, trailMinutes: number) {
      const now = Date.now();
      const rows = (await repo.board(scopeWhere(aircraftScope, ctx.principal))).filter((r) => r.time && r.time.getTime() > now - 86_400_000);
      const flying = rows.filter((r) => !r.onGround && r.time!.getTime() > now - LIVE_STALE_MS).map((r) => r.aircraftId);
      const recent = await repo.recent(flying, new Date(now - trailMinutes * 60_000));
      const trails = [...recent].map(([aircraftId, pts]) => {
        const legId = rows.find((r) => r.aircraftId === aircraftId)?.legId ?? null;
        const own = legId ? pts.filter((p) => p.legId === legId) : pts;
        return { aircraftId, legId, points: simplifyTrack(own, TRAIL_POINTS) };
      });
      return { now: new Date(now).toISOString(), aircraft: rows.map((r) => ({ ...r, time: r.time!.toISOString(), stale: r.time!.getTime() < now - LIVE_STALE_MS })), trails };
    },

    /** A leg's flown track, simplified to at most `maxPoints` (requirements D8 refusals). */
    async legTrack(ctx: Ctx, legId: string, maxPoints: number = DEFAULT_TRACK_POINTS) {
      const leg = await repo.leg(scopeWhere(legScope, ctx.principal), legId);
      if (!leg) throw notFound();
      const refusal = trackRefusal({ legState: leg.legState, actualOffMs: leg.actualOffUtc?.getTime() ?? null, detectedTakeoff: monitorRefusal(leg.legState) || leg.actualOffUtc ? false : await repo.detectedTakeoff(legId) });
      if (refusal) throw trackError(400, refusal);
      let points: TrackPoint[] = [];
      let rawCount = 0;
      let source: 'positions' | 'archive' = 'positions';
      if (leg.aircraftId) {
        const from = new Date(Math.min(leg.plannedDepartureUtc.getTime(), leg.actualOffUtc?.getTime() ?? Infinity) - 2 * 3_600_000);
        const to = new Date((leg.actualOnUtc?.getTime() ?? Date.now()) + 3_600_000);
        points = await repo.legPositions(leg.aircraftId, legId, from, to);
        rawCount = points.length;
      }
      if (points.length === 0) {
        const archived = await repo.archivedTrack(legId);
        if (archived) ({ points, rawCount } = archived), (source = 'archive');
      }
      if (points.length === 0) throw trackError(404, TRK.noTrack);
      const kept = simplifyTrack(points, maxPoints);
      return { legId, source, rawCount, simplified: kept.length < points.length, points: kept };
    },

    /**
     * Every aircraft in scope: where it is now or was last seen, on the ground or in the air, and
     * the leg it flies with that leg's progress. The phase agrees with the leg: an aircraft whose
     * leg is under way (takeoff recorded or detected) but whose positions say nothing newer is "in
     * the air, signal lost", never "never seen" nor "on the ground" from a fix before its takeoff.
     */
    async board(ctx: Ctx) {
      const now = Date.now();
      const rows = await repo.board(scopeWhere(aircraftScope, ctx.principal));
      const current = await repo.currentLegs(scopeWhere(legScope, ctx.principal), rows.map((r) => r.aircraftId), new Date(now), BOARD_LEG_AHEAD_MS);
      const ids = current.map((l) => l.id);
      const evs = await events.ofLegs(ids);
      const fixes = rows.filter((r) => r.time && r.legId && ids.includes(r.legId)).map((r) => ({ legId: r.legId, time: r.time!, onGround: r.onGround }));
      const wire = current.map(({ aircraftId: _a, ...l }) => ({
        ...l,
        plannedDepartureUtc: l.plannedDepartureUtc.toISOString(),
        plannedArrivalUtc: l.plannedArrivalUtc.toISOString(),
        actualOffUtc: iso(l.actualOffUtc),
        actualOnUtc: iso(l.actualOnUtc),
      }));
      const legOf = new Map(withProgress(wire, evs, fixes, now, LIVE_STALE_MS).map((l, i) => [current[i]!.aircraftId!, l]));
      const positions = createPositionRepository(db);
      return Promise.all(
        rows.map(async (r) => {
          let phase: Phase = !r.time ? 'unknown' : r.onGround ? 'ground' : r.time.getTime() < now - LIVE_STALE_MS ? 'lost' : 'air';
          const leg = legOf.get(r.aircraftId) ?? null;
          if (leg && isUnderWay(leg.progress)) {
            const off = Date.parse(leg.actualOffUtc ?? leg.detectedOffUtc ?? leg.plannedDepartureUtc);
            if (phase === 'unknown' || (phase === 'ground' && r.time!.getTime() < off)) phase = 'lost';
          }
          const near = r.time && r.lat !== null && r.lon !== null && phase !== 'air' ? nearest({ lat: r.lat, lon: r.lon }, await positions.airportsNear(r.lat, r.lon, 15), 15) : null;
          return { ...r, time: iso(r.time), phase, nearestIcao: near?.icao ?? null, leg };
        }),
      );
    },

    /** Events of these legs, or those waiting for a dispatcher; only of legs in the caller's data permissions. */
    async events(ctx: Ctx, legIds: string[] | undefined) {
      const rows = legIds?.length ? await events.ofLegs(legIds) : await events.proposed(ctx.principal.companyId);
      const mine = rows.filter((e) => e.companyId === ctx.principal.companyId);
      const allowed = await repo.legsInScope(scopeWhere(legScope, ctx.principal), [...new Set(mine.map((e) => e.legId))]);
      return mine.filter((e) => allowed.has(e.legId)).map(eventView);
    },

    async confirm(ctx: Ctx, eventId: string, version: number, delayReason: string | null) {
      const e = await events.byId(ctx.principal.companyId, eventId);
      if (!e || !(await repo.leg(scopeWhere(legScope, ctx.principal), e.legId))) throw notFound();
      return confirmEvent(ctx, e, version, delayReason);
    },

    async dismiss(ctx: Ctx, eventId: string, note: string | null) {
      const e = await events.byId(ctx.principal.companyId, eventId);
      if (!e || !(await repo.leg(scopeWhere(legScope, ctx.principal), e.legId))) throw notFound();
      if (!(await events.decide(e.id, 'dismissed', authorOf(ctx), note))) throw trackError(409, TRK.eventDecided);
      return eventView({ ...e, status: 'dismissed' });
    },

    settings: async (ctx: Ctx) => ({ autoConfirm: await events.autoConfirm(ctx.principal.companyId) }),
    setSettings: async (ctx: Ctx, autoConfirm: boolean) => {
      await events.setAutoConfirm(ctx.principal.companyId, autoConfirm);
      return { autoConfirm };
    },

    /**
     * After ingestion: a company that confirms automatically gets its proposed takeoffs and
     * landings recorded at once (in time order) by the system principal; a refusal (a takeoff
     * over 30 minutes late needs a delay reason) leaves the event for a dispatcher.
     */
    async autoConfirm(companyId: string, found: EventRow[], log?: (msg: string, err: unknown) => void) {
      if (!(await events.autoConfirm(companyId))) return;
      const ctx = systemCtx(companyId);
      const order = { takeoff: 0, diversion: 1, landing: 2 } as Record<string, number>;
      for (const e of [...found].filter((x) => x.status === 'proposed').sort((a, b) => a.time.getTime() - b.time.getTime() || order[a.kind]! - order[b.kind]!)) {
        const version = await events.tripVersion(e.tripId);
        if (version === null) continue;
        try {
          await confirmEvent(ctx, e, version, null);
        } catch (err) {
          log?.(`detected ${e.kind} of leg ${e.legId} left for a dispatcher`, err);
        }
      }
    },
  };
}

export type TrackService = ReturnType<typeof createTrackService>;
