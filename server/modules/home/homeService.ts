/**
 * The seat homes (GET /account/v1/homeCards/{seatId}): the work cards of one of the caller's seats
 * for the day in the caller's time type. A card is built only when the caller may read its data
 * (the screen's view permission), and every read goes through the caller's company and data
 * permissions — the answer is what the caller could see on the card's own screen.
 */
import { ErrorKey } from '../../../src/domain/api';
import {
  HOME_CARD_PATHS,
  HOME_ROW_LIMIT,
  DAY_MS,
  HOME_SEAT_CARDS,
  INVALID_ASSIGNMENT_DAYS,
  LEG_CARD_KEYS,
  MEL_DUE_HOURS,
  cardSeverity,
  homeDay,
  movementBreakdown,
  sortLegs,
  type HomeCardKey,
  type HomeLegFacts,
  type LegCardKey,
} from '../../../src/domain/home/homeCards';
import { legProgress, overdueLevel } from '../../../src/domain/trip/legProgress';
import type { TimeType } from '../../../src/domain/timeType';
import { DEFAULT_TIME_TYPE } from '../../../src/domain/timeType';
import type { HomeAnswer, HomeCard, HomeRow } from '../../../src/contract/home';
import type { Db } from '../../db/client';
import { can, type Ctx, type Principal } from '../../lib/context';
import { scopeWhere } from '../../lib/dataScope';
import { forbidden } from '../../lib/errors';
import type { AccountService } from '../account/accountService';
import type { DutyService } from '../crew/dutyService';
import { crewDetailPath } from '../../../src/domain/crew/crewPaths';
import { crewScope } from '../crew/crewScope';
import { aircraftScope } from '../fleet/fleetService';
import { assignmentFindings } from '../trip/legCrew/crewRejudge';
import { intentionScope } from '../trip/intentions/intentionRepository';
import { legScope, tripScope } from '../trip/trips/tripLists';
import { createHomeRepository, type HomeLegRow } from './homeRepository';

const LEG_READ = ['tripMonitor:list', 'dataCenter:list', 'positionBoard:list', 'tripLeg:list'];
/** The view permissions that open a card's data (any one of them). */
const CARD_READ: Record<HomeCardKey, readonly string[]> = {
  overdue: LEG_READ,
  detected: LEG_READ,
  delayed: LEG_READ,
  stale: LEG_READ,
  movements: LEG_READ,
  legsWithoutCrew: LEG_READ,
  airworthiness: LEG_READ,
  aircraftStatus: ['aircraft:list', 'statusBoard:list'],
  melDue: ['fault:list', 'statusBoard:list'],
  dutyWarnings: ['dutyCheck:list', 'dutyCheck:check'],
  invalidAssignments: ['schedulePilot:list', 'scheduleCabin:list', 'scheduleMaintenance:list'],
  newIntentions: ['intention:list'],
  tripsToSubmit: ['trip:list'],
  flbToConfirm: ['flb:list'],
};

export const mayRead = (p: Principal, key: HomeCardKey): boolean => CARD_READ[key].some((perm) => can(p, perm));

type Leg = HomeLegRow & HomeLegFacts & { detectedKind: 'takeoff' | 'landing' | null; detectedMs: number | null };

const iso = (d: Date | number | null | undefined) => (d == null ? null : new Date(d).toISOString());
const legTitle = (l: Pick<HomeLegRow, 'flightNo' | 'tripNumber' | 'legNumber'>) => l.flightNo || `${l.tripNumber}-${l.legNumber}`;

/** A leg as a row of `key`: the instant that matters to the card, at the airport it happens. */
function legRow(l: Leg, key: LegCardKey, now: number): HomeRow {
  const atArrival = key === 'overdue' || key === 'stale';
  let time: number | null = atArrival ? l.plannedArrivalMs : l.plannedDepartureMs;
  let zone = atArrival ? l.arrZone : l.depZone;
  if (key === 'detected' && l.detectedMs !== null) {
    time = l.detectedMs;
    zone = l.detectedKind === 'landing' ? l.arrZone : l.depZone;
  }
  return {
    id: l.id,
    title: legTitle(l),
    registration: l.tailNo,
    route: `${l.departureIcao}-${l.arrivalIcao}`,
    time: iso(time),
    zone,
    tag: `trip.legProgress.${legProgress(l, now)}`,
    level: overdueLevel(l, now),
    detail: l.customerName,
    link: `/tripLegDetail?id=${l.id}`,
  };
}

const card = (key: HomeCardKey, count: number, rows: HomeRow[], flags: { red?: boolean } = {}, breakdown?: Record<string, number>): HomeCard => ({
  key,
  count,
  severity: cardSeverity(key, count, flags),
  path: HOME_CARD_PATHS[key],
  rows: rows.slice(0, HOME_ROW_LIMIT),
  ...(breakdown ? { breakdown } : {}),
});

export function createHomeService(deps: { db: Db; account: Pick<AccountService, 'seatList'>; duty: Pick<DutyService, 'warningsOf'> }) {
  const repo = createHomeRepository(deps.db);

  /** The legs of the look-back day and today in the caller's scope, with their proposed detections. */
  async function legsOf(ctx: Ctx, day: { lookBack: number; to: number }): Promise<Leg[]> {
    const rows = await repo.dayLegs(scopeWhere(legScope, ctx.principal), new Date(day.lookBack), new Date(day.to));
    const events = await repo.proposedEvents(rows.map((r) => r.id));
    const detected = new Map<string, { takeoff?: number; landing?: number }>();
    for (const e of events) {
      if (e.kind !== 'takeoff' && e.kind !== 'landing') continue;
      const d = detected.get(e.legId) ?? {};
      d[e.kind] = e.time.getTime();
      detected.set(e.legId, d);
    }
    return rows.map((r) => {
      const d = detected.get(r.id) ?? {};
      const detectedKind = d.landing !== undefined ? 'landing' : d.takeoff !== undefined ? 'takeoff' : null;
      return {
        ...r,
        plannedDepartureMs: r.plannedDepartureUtc.getTime(),
        plannedArrivalMs: r.plannedArrivalUtc.getTime(),
        actualOffMs: r.actualOffUtc?.getTime() ?? null,
        actualOnMs: r.actualOnUtc?.getTime() ?? null,
        detectedOffMs: d.takeoff ?? null,
        detectedOnMs: d.landing ?? null,
        detectedKind,
        detectedMs: detectedKind ? (d[detectedKind] ?? null) : null,
      };
    });
  }

  return {
    async cards(ctx: Ctx, seatId: string, timeType: TimeType = DEFAULT_TIME_TYPE, now = Date.now()): Promise<HomeAnswer> {
      const seat = (await deps.account.seatList(ctx.principal)).find((s) => s.id === seatId);
      if (!seat) throw forbidden(ErrorKey.noAccessPage);
      const day = homeDay(now, timeType);
      const keys = (HOME_SEAT_CARDS[seat.keyName as keyof typeof HOME_SEAT_CARDS] ?? []).filter((k) => mayRead(ctx.principal, k));
      const wantsLegs = keys.some((k) => (LEG_CARD_KEYS as readonly string[]).includes(k) || k === 'dutyWarnings');
      const legs = wantsLegs && mayRead(ctx.principal, 'movements') ? await legsOf(ctx, day) : [];
      const sorted = sortLegs(legs, now, day);
      const cards: HomeCard[] = [];
      for (const key of keys) {
        switch (key) {
          case 'aircraftStatus': {
            const a = await repo.aircraftOutOfService(scopeWhere(aircraftScope, ctx.principal));
            const rows = a.rows.map((r): HomeRow => ({
              id: r.id,
              title: r.tailNo,
              // the type and where the aircraft stands, in the columns a leg's tail and route take
              registration: r.typeCode,
              route: r.locationIcao,
              time: null,
              zone: null,
              tag: `resources.aircraftStatus.${r.status}`,
              level: r.status === 'aog' ? 'red' : r.status === 'mel' ? 'amber' : 'none',
              detail: [r.typeCode, r.locationIcao].filter(Boolean).join(' · ') || null,
              link: HOME_CARD_PATHS.aircraftStatus,
            }));
            cards.push(card(key, a.count, rows, { red: a.aog > 0 }));
            break;
          }
          case 'melDue': {
            const nowDate = new Date(now);
            const m = await repo.melDue(scopeWhere(aircraftScope, ctx.principal), new Date(now + MEL_DUE_HOURS * 3_600_000), nowDate);
            const rows = m.rows.map((r): HomeRow => {
              const left = (r.deadlineAt?.getTime() ?? now) - now;
              return {
                id: r.id,
                title: r.tailNo,
                registration: [r.melItem, r.melCategory].filter(Boolean).join(' · ') || null,
                route: null,
                time: iso(r.deadlineAt),
                zone: null,
                tag: left < 0 ? 'home.mel.overdue' : 'home.mel.due',
                level: left < 24 * 3_600_000 ? 'red' : 'amber',
                detail: [r.descriptionZh, r.descriptionEn].filter(Boolean).join(' / ') || null,
                link: HOME_CARD_PATHS.melDue,
              };
            });
            cards.push(card(key, m.count, rows, { red: m.overdue > 0 || rows.some((r) => r.level === 'red') }));
            break;
          }
          case 'flbToConfirm': {
            // drafts of flown legs (newest first); each row opens its log
            const d = await repo.flbDrafts(scopeWhere(legScope, ctx.principal));
            const rows = d.rows.map((r): HomeRow => ({
              id: r.id,
              title: legTitle(r),
              registration: r.tailNo,
              route: `${r.departureIcao}-${r.arrivalIcao}`,
              time: iso(r.actualOnUtc ?? r.plannedArrivalUtc),
              zone: null,
              tag: `flb.origin.${r.origin}`,
              level: 'none',
              detail: `${r.tripNumber}-${r.legNumber}`,
              link: `/flight/flbEdit?id=${encodeURIComponent(r.id)}`,
            }));
            cards.push(card(key, d.count, rows));
            break;
          }
          case 'dutyWarnings': {
            // cheap: only the crew on the day's legs the caller can see
            const dayLegIds = sorted.movements.map((l) => l.id);
            const found = await deps.duty.warningsOf(ctx, await repo.crewOfLegs(dayLegIds), day.from, day.to);
            found.sort((a, b) => (a.duty.verdict === b.duty.verdict ? Date.parse(a.duty.report) - Date.parse(b.duty.report) : a.duty.verdict === 'fail' ? -1 : 1));
            const rows = found.map(({ crew, duty }): HomeRow => {
              const worst = duty.items.find((i) => i.level === 'fail') ?? duty.items.find((i) => i.level === 'warning');
              return {
                id: crew.id,
                title: `${crew.workNo} ${crew.cnName}`,
                registration: null,
                route: `${duty.startIcao}-${duty.endIcao}`,
                time: duty.report,
                zone: duty.referenceZone ?? null,
                tag: worst ? `dutyTime.check.${worst.check}` : null,
                level: duty.verdict === 'fail' ? 'red' : 'amber',
                detail: crew.enName ?? null,
                link: '/crewManage/dutyPeriodCheck',
              };
            });
            cards.push(card(key, found.length, rows, { red: found.some((f) => f.duty.verdict === 'fail') }));
            break;
          }
          case 'invalidAssignments': {
            // the coming week's assignments (legs the caller sees, crew within the caller's crew data
            // permissions) whose crew member fails the crew rules now; each row opens the crew member
            const legIds = await repo.crewedLegsDeparting(scopeWhere(legScope, ctx.principal), new Date(now), new Date(now + INVALID_ASSIGNMENT_DAYS * DAY_MS));
            const findings = await assignmentFindings(deps.db, ctx.principal.companyId, legIds);
            const visible = await repo.crewInScope(scopeWhere(crewScope, ctx.principal), [...new Set(findings.map((f) => f.crew.id))]);
            const shown = findings.filter((f) => visible.has(f.crew.id)).sort((a, b) => a.leg.plannedDepartureUtc.getTime() - b.leg.plannedDepartureUtc.getTime());
            const rows = shown.slice(0, HOME_ROW_LIMIT).map(({ assignmentId, crew, leg }): HomeRow => ({
              id: assignmentId,
              title: `${crew.workNo} ${crew.cnName}`,
              registration: `${leg.tripNumber}-${leg.legNumber}`,
              route: `${leg.departureIcao}-${leg.arrivalIcao}`,
              time: leg.plannedDepartureUtc.toISOString(),
              zone: null,
              tag: 'home.invalid.tag',
              level: 'red',
              detail: null,
              link: crewDetailPath(crew.id),
            }));
            cards.push(card(key, shown.length, rows, { red: shown.length > 0 }));
            break;
          }
          case 'newIntentions': {
            const i = await repo.intentionsToConfirm(scopeWhere(intentionScope, ctx.principal));
            const rows = i.rows.map((r): HomeRow => {
              const first = r.requestedLegs[0];
              return {
                id: r.id,
                title: r.intentionNumber,
                registration: null,
                route: first ? `${first.departureIcao}-${first.arrivalIcao}` : null,
                time: first && !Number.isNaN(Date.parse(first.departureUtc)) ? new Date(first.departureUtc).toISOString() : null,
                zone: null,
                tag: 'trip.intentionStatus.toConfirm',
                level: 'none',
                detail: r.customerName,
                link: HOME_CARD_PATHS.newIntentions,
              };
            });
            cards.push(card(key, i.count, rows));
            break;
          }
          case 'tripsToSubmit': {
            const tr = await repo.tripsToSubmit(scopeWhere(tripScope, ctx.principal));
            const rows = tr.rows.map((r): HomeRow => ({
              id: r.id,
              title: r.tripNumber,
              registration: null,
              route: r.departureIcao ? `${r.departureIcao}-${r.arrivalIcao}` : null,
              time: iso(r.plannedDepartureUtc),
              zone: r.depZone,
              tag: `trip.tripStatus.${r.status}`,
              level: r.status === 'rejected' ? 'amber' : 'none',
              detail: r.customerName,
              link: `/tripSubmit?id=${r.id}`,
            }));
            cards.push(card(key, tr.count, rows));
            break;
          }
          default: {
            const list = sorted[key];
            const rows = list.slice(0, HOME_ROW_LIMIT).map((l) => legRow(l, key, now));
            const red = key === 'overdue' && list.some((l) => overdueLevel(l, now) === 'red');
            cards.push(card(key, list.length, rows, { red }, key === 'movements' ? movementBreakdown(list, now) : undefined));
          }
        }
      }
      return { now: new Date(now).toISOString(), from: new Date(day.from).toISOString(), to: new Date(day.to).toISOString(), cards };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
