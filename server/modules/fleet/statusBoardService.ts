/**
 * The aircraft status board: every aircraft within the caller's aircraft data permissions, now and
 * over the next 7 days — its status (as stored: the fault and maintenance commands keep it), its AOG, MEL and maintenance spans (`upkeepSpans`), its legs of the week within the leg data
 * permissions, its open MEL items and AOG, where it is (near an airport by its last ADS-B position,
 * else the arrival of its last flown leg, else its base) and its next leg. One query per kind.
 * Also an aircraft's open items (the leg's airworthiness confirmation shows them).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { StatusBoardBody } from '../../../src/contract/statusBoard';
import { BOARD_STATUSES, STATUS_BOARD_DAYS } from '../../../src/contract/statusBoard';

type BoardStatus = (typeof BOARD_STATUSES)[number];
import { spansIn, upkeepSpans } from '../../../src/domain/fleet/availability';
import { nearest } from '../../../src/domain/track/geo';
import type { TargetUpkeep } from '../../../src/domain/trip/upkeepRules';
import type { Db } from '../../db/client';
import { aircraft } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { notFound } from '../../lib/errors';
import { legScope } from '../trip/trips/tripLists';
import { aircraftScope } from './fleetService';
import { createStatusBoardRepository, NEAR_AIRPORT_KM } from './statusBoardRepository';
import { upkeepOf } from './upkeepFacts';

const DAY = 86_400_000;
const at = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));

/** The open MEL items (soonest deadline first) and the open AOG (the earliest) of an aircraft's facts. */
export function openItemsOf(u: TargetUpkeep) {
  const open = u.faults.filter((f) => f.state === 'open');
  const mel = open
    .filter((f) => f.kind === 'mel')
    .sort((a, b) => (a.deadlineAt ?? Infinity) - (b.deadlineAt ?? Infinity))
    .map((f) => ({
      faultId: f.id,
      melItem: f.melItem ?? null,
      melCategory: f.melCategory ?? null,
      descriptionZh: f.descriptionZh ?? '',
      descriptionEn: f.descriptionEn ?? '',
      discoveredUtc: new Date(f.discoveredAt),
      deadlineUtc: at(f.deadlineAt),
    }));
  const aogFault = open.filter((f) => f.kind === 'aog').sort((a, b) => a.discoveredAt - b.discoveredAt)[0];
  const aog = aogFault
    ? { faultId: aogFault.id, descriptionZh: aogFault.descriptionZh ?? '', descriptionEn: aogFault.descriptionEn ?? '', sinceUtc: new Date(aogFault.discoveredAt), expectedReturnUtc: at(aogFault.expectedReturnAt) }
    : null;
  return { mel, aog };
}

export function createStatusBoardService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createStatusBoardRepository(db);

  return {
    async board(ctx: Ctx, q: StatusBoardBody, nowMs = Date.now()) {
      const now = new Date(nowMs);
      const to = new Date(nowMs + STATUS_BOARD_DAYS * DAY);
      const filters = [
        scopeWhere(aircraftScope, ctx.principal),
        q.typeIds?.length ? inArray(aircraft.typeId, q.typeIds) : undefined,
        q.baseIcaos?.length ? inArray(aircraft.baseIcao, q.baseIcaos.map((b) => b.toUpperCase())) : undefined,
        q.fleetTypes?.length ? inArray(aircraft.fleetType, q.fleetTypes) : undefined,
      ];
      const planes = await repo.aircraftRows(and(...filters)!);
      const ids = planes.map((p) => p.id);
      const upkeep = await upkeepOf(db, ctx.principal.companyId, ids, now, to);
      // the status tag is the stored one (the fault and maintenance commands keep it, as the Gantt rows show it)
      const statusOf = (p: { status: string }): BoardStatus => (BOARD_STATUSES.includes(p.status as BoardStatus) ? (p.status as BoardStatus) : 'airworthy');
      const shown = q.statuses?.length ? planes.filter((p) => q.statuses!.includes(statusOf(p))) : planes;
      const shownIds = shown.map((p) => p.id);
      const legs = scopeWhere(legScope, ctx.principal);
      const [positions, flown, next, week] = await Promise.all([
        repo.lastPositions(shownIds),
        repo.lastFlown(shownIds),
        repo.nextLegs(legs, shownIds, now),
        repo.windowLegs(legs, shownIds, now, to),
      ]);
      const grounded = positions.filter((p) => p.lat !== null && p.lon !== null && p.onGround !== false);
      const near = await repo.airportsNear(grounded.map((p) => ({ lat: p.lat!, lon: p.lon! })), NEAR_AIRPORT_KM);
      const posOf = new Map(positions.map((p) => [p.aircraftId, p]));
      const flownOf = new Map(flown.map((f) => [f.aircraftId, f]));
      const nextOf = new Map(next.map((l) => [l.aircraftId, l]));
      const rows = shown.map((p) => {
        const u = upkeep.get(p.id) ?? { faults: [], plans: [] };
        const fix = posOf.get(p.id);
        const airborne = fix !== undefined && fix.onGround === false;
        const airport = fix && !airborne && fix.lat !== null && fix.lon !== null ? nearest({ lat: fix.lat, lon: fix.lon }, near, NEAR_AIRPORT_KM) : null;
        const last = flownOf.get(p.id);
        const position = airport
          ? { icao: airport.icao, source: 'adsb' as const, airborne, at: fix!.time }
          : airborne
            ? { icao: null, source: 'adsb' as const, airborne, at: fix!.time }
            : last
              ? { icao: last.arrivalIcao, source: 'lastLeg' as const, airborne, at: last.at }
              : { icao: p.baseIcao, source: p.baseIcao ? ('base' as const) : ('none' as const), airborne, at: null };
        const spans = spansIn(upkeepSpans(u.faults, u.plans), nowMs, to.getTime()).map((s) => ({
          status: s.status,
          start: new Date(s.start),
          end: at(s.end),
          sourceId: s.sourceId,
          label: s.label,
          deadlineUtc: at(s.deadlineAt),
        }));
        return {
          aircraftId: p.id,
          tailNo: p.tailNo,
          typeId: p.typeId,
          typeCode: p.typeCode,
          baseIcao: p.baseIcao,
          fleetType: p.fleetType,
          status: statusOf(p),
          spans,
          legs: week.filter((l) => l.aircraftId === p.id),
          ...openItemsOf(u),
          position,
          nextLeg: nextOf.get(p.id) ?? null,
        };
      });
      return { from: now, to, rows };
    },

    /** The open MEL items and AOG of an aircraft within the caller's aircraft data permissions (else 404). */
    async openItems(ctx: Ctx, aircraftId: string, nowMs = Date.now()) {
      const [plane] = await db
        .select({ id: aircraft.id, tailNo: aircraft.tailNo })
        .from(aircraft)
        .where(and(eq(aircraft.id, aircraftId), scopeWhere(aircraftScope, ctx.principal)))
        .limit(1);
      if (!plane) throw notFound();
      const now = new Date(nowMs);
      const u = (await upkeepOf(db, ctx.principal.companyId, [plane.id], now, new Date(nowMs + 1))).get(plane.id) ?? { faults: [], plans: [] };
      return { aircraftId: plane.id, tailNo: plane.tailNo, ...openItemsOf(u), now };
    },
  };
}

export type StatusBoardService = ReturnType<typeof createStatusBoardService>;
