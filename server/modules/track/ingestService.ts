/**
 * Ingestion of position documents (docs/decisions.md, "Live map and positions"): a company's key,
 * one of three real formats parsed by src/domain/track, addresses resolved to the company's
 * aircraft, each position matched to the leg the aircraft was flying, everything of one document
 * written in one transaction (a refused document writes nothing), then takeoff/landing detection
 * on the new positions of each leg, proposing events for the dispatcher.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import type { TrackErrorKey } from '../../../src/domain/track/rules';
import { detect, initialDetector, isDiversion, type DetectorState } from '../../../src/domain/track/detect';
import { nearest } from '../../../src/domain/track/geo';
import { matchLeg } from '../../../src/domain/track/match';
import { parseDocument } from '../../../src/domain/track/parse';
import { TRK } from '../../../src/domain/track/rules';
import { IngestFormatError, type DetectedEvent, type IngestFormat, type PositionSample } from '../../../src/domain/track/types';
import { createEventRepository, type EventProposal, type EventRow } from './eventRepository';
import { createPositionRepository, type CandidateLeg, type PositionRow } from './positionRepository';

/** Positions stamped further ahead than this are refused one by one (a receiver with a wrong clock). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** How far from the landing a diversion airport is looked for. */
export const DIVERSION_AIRPORT_KM = 30;

export interface IngestAnswer {
  format: IngestFormat;
  received: number;
  stored: number;
  duplicates: number;
  /** Stored positions that belong to a leg. */
  matched: number;
  unknownAircraft: number;
  /** Up to 20 of the addresses no aircraft of the company carries. */
  unknownAddresses: string[];
  skipped: Record<string, number>;
  events: { id: string; legId: string; kind: string; time: string; status: string }[];
}

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
export const newIngestKey = (): string => `foc_${randomBytes(24).toString('base64url')}`;

const trackError = (status: number, key: TrackErrorKey, details?: unknown) => new AppError(status, key, details);

export function createIngestService(deps: { db: Db; afterEvents?: (companyId: string, events: EventRow[]) => Promise<void> }) {
  const { db } = deps;
  const events = createEventRepository(db);

  return {
    /** The company a key belongs to; 401 for a missing, unknown or revoked key. */
    async companyOfKey(key: string | undefined): Promise<string> {
      if (!key || key.length < 8 || key.length > 200) throw trackError(401, TRK.badKey);
      const companyId = await events.companyOfKey(hashKey(key));
      if (!companyId) throw trackError(401, TRK.badKey);
      return companyId;
    },

    /** A new key for the company; only its hash is kept, the key is shown once. */
    async createKey(companyId: string, name: string, key: string = newIngestKey()): Promise<{ id: string; key: string; prefix: string }> {
      const row = await events.insertKey(companyId, name, hashKey(key), key.slice(0, 8));
      if (!row) throw badRequest({ field: 'key' });
      return { id: row.id, key, prefix: row.prefix };
    },

    keys: (companyId: string) => events.keysOf(companyId),
    revokeKey: (companyId: string, which: { id?: string; name?: string }) => events.revoke(companyId, which),

    async ingest(companyId: string, format: IngestFormat, doc: unknown, now: number = Date.now()): Promise<IngestAnswer> {
      let parsed;
      try {
        parsed = parseDocument(format, doc, now);
      } catch (e) {
        if (e instanceof IngestFormatError) throw trackError(400, e.key, { detail: e.detail });
        throw e;
      }
      const skipped: Record<string, number> = { ...parsed.skipped };
      const timely = parsed.positions.filter((p) => p.time <= now + FUTURE_TOLERANCE_MS);
      if (timely.length < parsed.positions.length) skipped.future = (skipped.future ?? 0) + parsed.positions.length - timely.length;
      const answer: IngestAnswer = { format, received: parsed.positions.length, stored: 0, duplicates: 0, matched: 0, unknownAircraft: 0, unknownAddresses: [], skipped, events: [] };
      if (timely.length === 0) return answer;

      const repo = createPositionRepository(db);
      const known = await repo.aircraftByAddress(companyId, [...new Set(timely.map((p) => p.icao24))]);
      const mine = timely.filter((p) => known.has(p.icao24));
      answer.unknownAircraft = timely.length - mine.length;
      answer.unknownAddresses = [...new Set(timely.filter((p) => !known.has(p.icao24)).map((p) => p.icao24))].slice(0, 20);
      if (mine.length === 0) return answer;

      let from = Infinity;
      let to = -Infinity;
      for (const p of mine) {
        from = Math.min(from, p.time);
        to = Math.max(to, p.time);
      }
      const candidates = await repo.candidateLegs([...new Set([...known.values()].map((a) => a.id))], from, to);
      const legsOf = new Map<string, CandidateLeg[]>();
      for (const l of candidates) {
        const list = legsOf.get(l.aircraftId);
        if (list) list.push(l);
        else legsOf.set(l.aircraftId, [l]);
      }
      const legById = new Map(candidates.map((l) => [l.id, l]));
      const rows: { row: PositionRow; sample: PositionSample }[] = mine.map((p) => {
        const aircraftId = known.get(p.icao24)!.id;
        const leg = matchLeg(legsOf.get(aircraftId) ?? [], p.time);
        // a literal, not a spread: one shape for every row (measured: ~6 µs a row less, and faster reads later)
        const row: PositionRow = {
          companyId,
          aircraftId,
          legId: leg?.id ?? null,
          time: p.time,
          lat: p.lat,
          lon: p.lon,
          altBaroFt: p.altBaroFt,
          altGeomFt: p.altGeomFt,
          onGround: p.onGround,
          gsKt: p.gsKt,
          trackDeg: p.trackDeg,
          vertRateFpm: p.vertRateFpm,
          squawk: p.squawk,
          callsign: p.callsign,
          source: format,
        };
        return { sample: p, row };
      });

      const decided = await db.transaction(async (tx) => {
        const r = createPositionRepository(tx);
        const written = await r.insertPositions(rows.map((x) => x.row));
        const newest = new Map<string, PositionRow>();
        for (const { row } of rows) if ((newest.get(row.aircraftId)?.time ?? -Infinity) < row.time) newest.set(row.aircraftId, row);
        await r.upsertLast([...newest.values()]);
        const fresh = rows.filter((x) => written.has(`${x.row.aircraftId}|${x.row.time}`));
        answer.stored = fresh.length;
        answer.duplicates = rows.length - fresh.length;
        answer.matched = fresh.filter((x) => x.row.legId !== null).length;
        return detectEvents(tx, companyId, fresh, legById);
      });
      answer.events = decided.map((e) => ({ id: e.id, legId: e.legId, kind: e.kind, time: e.time.toISOString(), status: e.status }));
      if (decided.length > 0 && deps.afterEvents) await deps.afterEvents(companyId, decided);
      return answer;
    },
  };
}

/** Feeds each leg's new positions to its detector; proposes what it found. */
async function detectEvents(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  companyId: string,
  fresh: { row: PositionRow; sample: PositionSample }[],
  legById: Map<string, CandidateLeg>,
): Promise<EventRow[]> {
  const byLeg = new Map<string, PositionSample[]>();
  for (const { row, sample } of fresh) {
    if (!row.legId) continue;
    const list = byLeg.get(row.legId);
    if (list) list.push(sample);
    else byLeg.set(row.legId, [sample]);
  }
  if (byLeg.size === 0) return [];
  const r = createPositionRepository(tx);
  const ev = createEventRepository(tx);
  const detectors = await r.detectorsForUpdate([...byLeg.keys()]);
  const fields = await r.elevations([...byLeg.keys()].flatMap((id) => [legById.get(id)!.departureIcao, legById.get(id)!.arrivalIcao]));
  const out: EventRow[] = [];
  const states: { legId: string; state: DetectorState; lastTime: number }[] = [];
  const found: { leg: CandidateLeg; events: DetectedEvent[] }[] = [];
  for (const [legId, samples] of byLeg) {
    const leg = legById.get(legId)!;
    const prev = detectors.get(legId) ?? { state: initialDetector(), lastTime: null };
    const feed = samples.filter((s) => prev.lastTime === null || s.time > prev.lastTime).sort((a, b) => a.time - b.time);
    if (feed.length === 0) continue;
    const dep = fields.get(leg.departureIcao) ?? null;
    const arr = fields.get(leg.arrivalIcao) ?? null;
    const d = detect(prev.state, feed, { departure: dep?.elevationFt ?? null, arrival: arr?.elevationFt ?? null });
    states.push({ legId, state: d.state, lastTime: feed[feed.length - 1]!.time });
    if (d.events.length > 0) found.push({ leg, events: d.events });
  }
  await r.saveDetectors(companyId, states);
  for (const { leg, events: legEvents } of found) {
    const legId = leg.id;
    const arr = fields.get(leg.arrivalIcao) ?? null;
    for (const e of legEvents) {
      const base = { companyId, legId, tripId: leg.tripId, aircraftId: leg.aircraftId, time: e.time, lat: e.lat, lon: e.lon };
      const recorded = e.kind === 'takeoff' ? leg.actualOffMs !== null : leg.actualOnMs !== null;
      const proposals: EventProposal[] = [{ ...base, kind: e.kind, airportIcao: null, status: recorded ? 'confirmed' : 'proposed' }];
      if (e.kind === 'landing') {
        const near = nearest(e, await r.airportsNear(e.lat, e.lon, DIVERSION_AIRPORT_KM), DIVERSION_AIRPORT_KM);
        proposals[0]!.airportIcao = near?.icao ?? null;
        if (arr && isDiversion(e, arr) && near?.icao !== leg.arrivalIcao) proposals.push({ ...base, kind: 'diversion', airportIcao: near?.icao ?? null, status: 'proposed' });
      }
      for (const p of proposals) {
        const row = await ev.propose(p);
        if (row) out.push(row);
      }
    }
  }
  return out;
}

export type IngestService = ReturnType<typeof createIngestService>;
