/**
 * PGlite answers through promise jobs only: a chain of queries would starve timers and sockets.
 * With `yieldEveryMs` the event loop gets a turn between queries; without, a macrotask waits for
 * the whole chain.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

async function turnsDuringChain(yieldEveryMs?: number): Promise<number> {
  const database = await openDatabase({ dataDir: 'memory://', ...(yieldEveryMs ? { yieldEveryMs } : {}) });
  try {
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    while (performance.now() - started < 150) await database.db.execute(sql`select 1`);
    running = false;
    return turns;
  } finally {
    await database.close();
  }
}

describe('PGlite query chains and the event loop', () => {
  it('with yieldEveryMs, other macrotasks run during a 150 ms chain of queries; without, (almost) none do', async () => {
    const yielding = await turnsDuringChain(5);
    expect(yielding).toBeGreaterThanOrEqual(10);
    const blocking = await turnsDuringChain();
    expect(blocking, `${blocking} turns without, ${yielding} with`).toBeLessThan(3);
  });
});
