import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads of one request: side by side on the database (the pool gives each its own
 * connection), one after another inside a transaction. A transaction is one connection, which runs
 * one statement at a time anyway; handing it a second while the first runs only queues it in the
 * driver, which node-postgres deprecates (and pg 9 refuses).
 */
export async function allReads<T extends readonly unknown[] | []>(db: DbOrTx, reads: Reads<T>): Promise<T> {
  const thunks = reads as readonly (() => PromiseLike<unknown>)[];
  if (!(db instanceof PgTransaction)) return (await Promise.all(thunks.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of thunks) out.push(await read());
  return out as unknown as T;
}
