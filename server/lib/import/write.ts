/**
 * Writing the checked rows: one transaction for the whole file, each row in its own savepoint so
 * every refusal of the service (references within the company, uniqueness) is reported with its
 * row and column; if any row is refused, or on a dry run, the transaction is rolled back — all
 * rows or none (requirements S5).
 */
import type { ImportRowError } from '../../../src/contract/import';
import type { Db, Tx } from '../../db/client';
import { PG_CLIENT_ERRORS, pgErrorOf } from '../../plugins/errors';
import { AppError } from '../errors';
import type { ImportRow } from './check';

class Rollback extends Error {}

type Params = Record<string, string | number>;
const flat = (v: unknown): Params | undefined => {
  if (!v || typeof v !== 'object') return undefined;
  const out = Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === 'string' || typeof x === 'number')) as Params;
  return Object.keys(out).length > 0 ? out : undefined;
};

/** A refusal as error lines of `row`; undefined for a fault that is not the caller's (rethrown: 500). */
export function failuresOf(e: unknown, row: number, uniqueFields: Record<string, string> = {}): ImportRowError[] | undefined {
  if (e instanceof AppError) {
    const fields = (e.details as { fields?: Record<string, { key: string; params?: Params }> } | undefined)?.fields;
    if (fields) return Object.entries(fields).map(([column, f]) => ({ row, column, messageKey: f.key, ...(f.params ? { params: f.params } : {}) }));
    const params = flat(e.details);
    return [{ row, column: null, messageKey: e.key, ...(params ? { params } : {}) }];
  }
  const pg = pgErrorOf(e);
  const known = pg?.code ? PG_CLIENT_ERRORS[pg.code] : undefined;
  if (pg && known) return [{ row, column: (pg.constraint && uniqueFields[pg.constraint]) || null, messageKey: known[1] }];
  return undefined;
}

export interface WriteOptions {
  dryRun: boolean;
  /** Unique index name → column, for duplicates. */
  uniqueFields?: Record<string, string>;
  /** Writes one row as the form's save would (throws its refusal). */
  write: (tx: Tx, body: Record<string, unknown>) => Promise<void>;
  /** After every row was written (not on a dry run): the operation log entry. */
  done: (tx: Tx, count: number) => Promise<void>;
}

export async function writeAll(db: Db, rows: readonly ImportRow[], opts: WriteOptions): Promise<{ imported: number; errors: ImportRowError[] }> {
  const errors: ImportRowError[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const r of rows) {
        try {
          await tx.transaction(async (sp) => opts.write(sp as Tx, r.body));
        } catch (e) {
          const lines = failuresOf(e, r.row, opts.uniqueFields);
          if (!lines) throw e;
          errors.push(...lines);
        }
      }
      if (errors.length > 0 || opts.dryRun) throw new Rollback();
      await opts.done(tx, rows.length);
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
    return { imported: 0, errors };
  }
  return { imported: rows.length, errors };
}
