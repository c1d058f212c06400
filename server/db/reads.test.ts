import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { allReads } from './reads';

describe('allReads', () => {
  it('answers in the order asked, on the database and inside a transaction (there one at a time)', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      const [a, b] = await allReads(db, [() => db.execute(sql`select 1 as n`).then((r) => (r as unknown as { rows: unknown[] }).rows), () => Promise.resolve('two')]);
      expect(a[0]).toEqual({ n: 1 });
      expect(b).toBe('two');

      const order: string[] = [];
      const step = (name: string, ms: number) => () =>
        new Promise<string>((resolve) => {
          order.push(`${name} start`);
          setTimeout(() => {
            order.push(`${name} end`);
            resolve(name);
          }, ms);
        });
      const inTx = await db.transaction((tx) => allReads(tx, [step('slow', 20), step('fast', 1)]));
      expect(inTx).toEqual(['slow', 'fast']);
      expect(order).toEqual(['slow start', 'slow end', 'fast start', 'fast end']);

      order.length = 0;
      expect(await allReads(db, [step('slow', 20), step('fast', 1)])).toEqual(['slow', 'fast']);
      expect(order).toEqual(['slow start', 'fast start', 'fast end', 'slow end']);
    } finally {
      await database.close();
    }
  });
});
