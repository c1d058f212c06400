/**
 * Uploads that never reached a record. A form uploads a file first and attaches it when the record
 * is saved; a user who closes the form leaves the file with no attachment. Such files are deleted
 * (with their bytes) once they are older than the grace period, long enough for any form left open
 * (docs/decisions.md, "Files"). Every server process may run the sweep: the delete is idempotent and
 * a file attached meanwhile is kept by the statement's own `not exists`.
 */
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, files } from '../../db/schema';

const HOUR = 3_600_000;

/** Deletes up to `batch` unattached files created before `before`; answers how many went. */
async function sweepBatch(db: Db, before: Date, batch: number): Promise<number> {
  const unattached = sql`not exists (select 1 from ${attachments} where ${attachments.fileId} = ${files.id})`;
  const ids = await db.select({ id: files.id }).from(files).where(and(lt(files.createTime, before), unattached)).limit(batch);
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(files)
    .where(and(inArray(files.id, ids.map((r) => r.id)), lt(files.createTime, before), unattached))
    .returning({ id: files.id });
  return gone.length;
}

export async function sweepUnattachedFiles(db: Db, graceHours: number, now = Date.now(), batch = 200): Promise<number> {
  const before = new Date(now - graceHours * HOUR);
  let total = 0;
  for (;;) {
    const n = await sweepBatch(db, before, batch);
    total += n;
    if (n < batch) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

type Log = { error: (o: object, m: string) => void; info: (o: object, m: string) => void };

/** Runs the sweep every `intervalMinutes` (first run after one interval); answers a stop function. */
export function scheduleFileSweep(db: Db, opts: { graceHours: number; intervalMinutes: number }, log: Log): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = sweepUnattachedFiles(db, opts.graceHours)
      .then((deleted) => deleted > 0 && log.info({ deleted }, 'files never attached to a record deleted'))
      .catch((err: unknown) => log.error({ err }, 'file sweep failed'));
  }, opts.intervalMinutes * 60_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
