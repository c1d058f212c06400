import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { INGEST_BODY_LIMIT, INGEST_LIMITS, ingestLimitOf, JsonBoundStream } from './ingestGuard';

/** Streams `chunks` through the guard; answers the bytes that came out, or the error it failed with. */
async function through(format: string, chunks: (string | Buffer)[]): Promise<{ out: string } | { error: AppError }> {
  const parts: Buffer[] = [];
  try {
    await pipeline(Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))), new JsonBoundStream(ingestLimitOf(format)), async function* (source) {
      for await (const c of source) parts.push(c as Buffer);
    });
    return { out: Buffer.concat(parts).toString('utf8') };
  } catch (e) {
    return { error: e as AppError };
  }
}

describe('the ingestion body guard', () => {
  it('passes documents of the real formats through unchanged, whatever their chunking', async () => {
    const readsb = JSON.stringify({ now: 1, aircraft: [{ hex: 'abc123', lastPosition: { lat: 1, lon: 2 }, nav_modes: ['autopilot'], flight: 'A[{"' }] });
    const split = [readsb.slice(0, 7), readsb.slice(7, 40), readsb.slice(40)];
    expect(await through('readsb', split)).toEqual({ out: readsb });
    const opensky = JSON.stringify({ time: 1, states: [['abc123', 'CCA1 ', 'China', 1, 1, 116, 40, 1000, false, 200, 90, 0, [1, 2], 1000, '1234', false, 0]] });
    expect(await through('opensky', [opensky])).toEqual({ out: opensky });
  });

  it('counts brackets outside strings only (escaped quotes included)', async () => {
    const tricky = JSON.stringify({ positions: [{ callsign: '[[[[[[[[[[\\"{{{{{{{{' }] });
    expect(await through('batch', [tricky])).toEqual({ out: tricky });
  });

  it('fails at the first level deeper than the format allows, without reading further', async () => {
    const deep = '['.repeat(INGEST_LIMITS.batch.maxDepth + 1);
    const r = await through('batch', [deep, 'never read']);
    expect('error' in r && r.error.statusCode).toBe(400);
    expect('error' in r && r.error.key).toBe('track.error.tooDeep');
    expect('error' in r && r.error.details).toEqual({ format: 'batch', maxDepth: INGEST_LIMITS.batch.maxDepth });
    // exactly the format's depth is accepted
    const ok = '['.repeat(INGEST_LIMITS.batch.maxDepth) + ']'.repeat(INGEST_LIMITS.batch.maxDepth);
    expect(await through('batch', [ok])).toEqual({ out: ok });
  });

  it('fails with 413 once the bytes pass the format limit (a body without a length too)', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const chunks = Array.from({ length: INGEST_LIMITS.readsb.maxBytes / chunk.length + 1 }, () => chunk);
    const r = await through('readsb', chunks);
    expect('error' in r && r.error.statusCode).toBe(413);
    expect('error' in r && r.error.key).toBe('error.payloadTooLarge');
    expect((await through('batch', chunks)).hasOwnProperty('out')).toBe(true);
  });

  it('an unknown format gets the tightest bounds; the route limit is the largest format limit', () => {
    expect(ingestLimitOf('csv')).toMatchObject({ maxBytes: INGEST_LIMITS.readsb.maxBytes, maxDepth: INGEST_LIMITS.batch.maxDepth });
    expect(INGEST_BODY_LIMIT).toBe(INGEST_LIMITS.batch.maxBytes);
  });

  it('scans 12 MB in well under a second', async () => {
    const row = JSON.stringify({ icao24: 'abc123', time: '2026-01-01T00:00:00Z', lat: 1.5, lon: 2.5, callsign: 'CCA1' });
    const body = Buffer.from(`{"positions":[${Array.from({ length: 50_000 }, () => row).join(',')}]}`);
    const chunks: Buffer[] = [];
    for (let i = 0; i < body.length; i += 65_536) chunks.push(body.subarray(i, i + 65_536));
    const started = performance.now();
    const r = await through('batch', chunks);
    expect('out' in r && r.out.length).toBe(body.length);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
