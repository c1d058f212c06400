/**
 * The terminal of `npm start`: by default a request logs its warnings and errors only, so the start
 * banner, the demo progress and the one-time password are not buried; FOC_REQUEST_LOG=on logs a
 * line per request (incoming, completed).
 */
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, testConfig } from '../../server/config';
import { openTestDatabase } from '../support/testApp';

const database = await openTestDatabase();
afterAll(async () => database.close());

/** An app logging at info (the default of `npm start`) into an array; answers the lines of one request. */
async function linesOfOneRequest(requestLog: boolean): Promise<{ msg?: string; level: number }[]> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = testConfig({ logLevel: loadConfig({}).logLevel, requestLog });
  const app = await buildApp({ db: database.db, config, logStream });
  try {
    const before = lines.length;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/common/v1/sysUsers/list', payload: {} })).statusCode).toBe(401);
    return lines.slice(before).map((l) => JSON.parse(l) as { msg?: string; level: number });
  } finally {
    await app.close();
  }
}

describe('request logs', () => {
  it('are off by default: LOG_LEVEL info, FOC_REQUEST_LOG unset', async () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', requestLog: false });
    expect(loadConfig({ FOC_REQUEST_LOG: 'on' }).requestLog).toBe(true);
    const lines = await linesOfOneRequest(false);
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    expect(lines.filter((l) => l.level < 40)).toEqual([]);
  });

  it('FOC_REQUEST_LOG=on logs each request', async () => {
    const lines = await linesOfOneRequest(true);
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(2);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(2);
  });
});
