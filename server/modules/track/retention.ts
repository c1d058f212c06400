/**
 * Position retention (docs/decisions.md, "Live map and positions"): positions older than
 * `thinAfterHours` are thinned to the first of each minute; legs whose positions are older than
 * `archiveAfterDays` get their track archived (simplified, in leg_tracks, which the track query
 * falls back to) and their raw positions deleted, as are positions of no leg. Each statement
 * touches a bounded number of rows and the job yields between them, so ingestion (which only
 * inserts recent instants) never waits on it.
 */
import type { Db } from '../../db/client';
import { simplifyTrack } from '../../../src/domain/track/simplify';
import { createRetentionRepository } from './retentionRepository';

export interface RetentionOptions {
  thinAfterHours: number;
  archiveAfterDays: number;
  /** Points kept in an archived track. */
  archivePoints?: number;
  /** Rows per statement. */
  batch?: number;
}

export interface RetentionReport {
  thinned: number;
  archivedLegs: number;
  deleted: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

export async function runRetention(db: Db, opts: RetentionOptions, now: number = Date.now()): Promise<RetentionReport> {
  const repo = createRetentionRepository(db);
  const batch = opts.batch ?? 5000;
  const report: RetentionReport = { thinned: 0, archivedLegs: 0, deleted: 0 };

  // 1. thin: the last week before the cut-off, a day at a time (older days were thinned by earlier runs)
  const thinBefore = new Date(now - opts.thinAfterHours * HOUR);
  for (const aircraftId of await repo.aircraftWithPositionsBefore(thinBefore)) {
    for (let day = 0; day < 7; day++) {
      const to = new Date(thinBefore.getTime() - day * DAY);
      const from = new Date(to.getTime() - DAY);
      for (;;) {
        const n = await repo.thin(aircraftId, from, to, batch);
        report.thinned += n;
        await yieldTurn();
        if (n < batch) break;
      }
    }
  }

  // 2. archive legs that ended before the cut-off, then drop their raw positions
  const archiveBefore = new Date(now - opts.archiveAfterDays * DAY);
  for (;;) {
    const legs = await repo.legsToArchive(archiveBefore, 50);
    let progressed = false;
    for (const leg of legs) {
      if (!leg.legId || (await repo.legOpen(leg.legId))) continue;
      const window = await repo.legWindow(leg.legId);
      if (!window || window.to >= archiveBefore) continue;
      const rows = await repo.legPoints(leg.aircraftId, leg.legId, window.from, window.to);
      const kept = simplifyTrack(rows.map((r) => ({ time: r.time.getTime(), lat: r.lat, lon: r.lon, altFt: r.alt })), opts.archivePoints ?? 2000);
      await db.transaction(async (tx) => {
        const r = createRetentionRepository(tx);
        await r.archive({ legId: leg.legId!, companyId: leg.companyId, aircraftId: leg.aircraftId, points: kept.map((p) => [p.time, p.lat, p.lon, p.altFt]), rawCount: rows.length });
        report.deleted += await r.deleteLegPositions(leg.aircraftId, leg.legId!, window.from, window.to);
      });
      report.archivedLegs++;
      progressed = true;
      await yieldTurn();
    }
    if (!progressed) break;
  }
  for (;;) {
    const n = await repo.deleteUnmatched(archiveBefore, batch);
    report.deleted += n;
    await yieldTurn();
    if (n < batch) break;
  }
  return report;
}

/** Runs the job every `intervalMinutes` (first run after one interval); answers a stopper. */
export function scheduleRetention(db: Db, opts: RetentionOptions & { intervalMinutes: number }, log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void }) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = runRetention(db, opts)
      .then((r) => (r.thinned || r.archivedLegs || r.deleted) && log.info(r, 'position retention'))
      .catch((err: unknown) => log.error({ err }, 'position retention failed'));
  }, opts.intervalMinutes * 60_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
