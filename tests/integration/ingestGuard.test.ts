/**
 * The public position feed refuses before it spends: the key is checked before the body is read,
 * each format has a size and a nesting bound enforced while the body streams in, and a key and an
 * address post at most so often. A flood of large, deeply nested bodies without a key leaves the
 * server answering (`/healthz` probed on a real listening socket throughout).
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_LIMITS } from '../../server/modules/track/ingestGuard';
import { testConfig } from '../../server/config';
import { ok, refused } from '../support/expect';
import { createTestApp } from '../support/testApp';

const PER_KEY = 3;
const PER_IP = 6;
const base = testConfig().track;
const t = await createTestApp({ track: { ...base, ingestPerMinute: { perKey: PER_KEY, perIp: PER_IP } } });
afterAll(async () => t.close());

const INGEST = '/track/v1/positions/ingest';
let admin = '';
let addresses = 0;
/** A fresh client address: each test has its own per-address budget. */
const address = () => `10.1.0.${++addresses}`;
const newKey = async () => ok(await t.call(admin, { method: 'POST', url: '/track/v1/ingestKeys', payload: { name: `guard ${addresses}-${Math.random()}` } })).key as string;
const post = (format: string, payload: string | Readable, key: string | null, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${INGEST}?format=${format}`, remoteAddress, headers: { 'content-type': 'application/json', ...(key ? { 'x-ingest-key': key } : {}), ...headers }, payload });
const emptyReadsb = () => JSON.stringify({ now: Date.now() / 1000, aircraft: [] });
const nested = (depth: number) => `{"now":1,"aircraft":${'['.repeat(depth)}${']'.repeat(depth)}}`;

beforeAll(async () => {
  admin = await t.signIn('admin');
});

describe('the key before the body', () => {
  it('answers 401 (translated) to a body that never ends, without waiting for it', async () => {
    let pushed = 0;
    const endless = new Readable({
      read() {
        if (pushed++ < 1) this.push('{"aircraft":[');
        // then nothing more, never the end: a server that reads the body first never answers
      },
    });
    const answer = await Promise.race([
      post('readsb', endless, null, address(), { 'accept-language': 'en' }),
      new Promise<null>((r) => setTimeout(() => r(null), 5000)),
    ]);
    expect(answer, 'no answer before the body ended').not.toBeNull();
    const body = refused(answer!, 401, 'track.error.badKey');
    expect(body.message).toContain('X-Ingest-Key');
    expect(answer!.headers.connection).toBe('close');
    endless.destroy();
  });

  it('an unknown key is refused the same way; a known one is served', async () => {
    const ip = address();
    refused(await post('readsb', emptyReadsb(), 'foc_not-a-real-key-at-all', ip), 401, 'track.error.badKey');
    expect(ok(await post('readsb', emptyReadsb(), await newKey(), ip))).toMatchObject({ format: 'readsb', received: 0 });
  });
});

describe('size and nesting per format', () => {
  it('refuses a body over the format limit with 413, by its declared length and by its bytes', async () => {
    const key = await newKey();
    const big = `{"now":1,"aircraft":[],"pad":"${'x'.repeat(INGEST_LIMITS.readsb.maxBytes)}"}`;
    const res = refused(await post('readsb', big, key, address(), { 'accept-language': 'en' }), 413, 'error.payloadTooLarge');
    expect(res.message).toBe('The request is too large');
    expect(res.result).toEqual({ format: 'readsb', maxBytes: INGEST_LIMITS.readsb.maxBytes });
    // no content-length: refused as the bytes pass the limit
    const chunked = Readable.from([Buffer.from(big.slice(0, 1_000_000)), Buffer.from(big.slice(1_000_000))]);
    refused(await post('readsb', chunked, key, address()), 413, 'error.payloadTooLarge');
    // the same size is fine for a batch
    const batchPad = `{"positions":[],"pad":"${'x'.repeat(INGEST_LIMITS.readsb.maxBytes)}"}`;
    expect((await post('batch', batchPad, await newKey(), address())).statusCode).toBe(200);
  });

  it('refuses nesting deeper than the format needs with 400 (translated), accepts what it needs', async () => {
    const key = await newKey();
    const ip = address();
    const res = refused(await post('readsb', nested(40_000), key, ip, { 'accept-language': 'en' }), 400, 'track.error.tooDeep');
    expect(res.message).toBe(`The position document nests too deep: the readsb format allows at most ${INGEST_LIMITS.readsb.maxDepth} levels`);
    refused(await post('batch', `{"positions":[{"a":{"b":[1]}}]}`, key, ip), 400, 'track.error.tooDeep');
    // OpenSky's sensors array sits at level 4
    const states = [['abc123', 'CCA1', 'China', 1, Math.floor(Date.now() / 1000), 116, 40, 1000, false, 200, 90, 0, [1, 2], 1000, '1234', false, 0]];
    expect((await post('opensky', JSON.stringify({ time: Math.floor(Date.now() / 1000), states }), await newKey(), address())).statusCode).toBe(200);
  });
});

describe('rates', () => {
  it(`a key posts at most ${PER_KEY} documents a minute, then 429 with retry-after`, async () => {
    const key = await newKey();
    const ip = address();
    for (let i = 0; i < PER_KEY; i++) ok(await post('readsb', emptyReadsb(), key, ip));
    const res = await post('readsb', emptyReadsb(), key, ip, { 'accept-language': 'en' });
    const body = refused(res, 429, 'track.error.rateLimited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(body.message).toMatch(/^This position feed posts too often; try again in \d+ seconds$/);
    // another key from another address is not affected
    ok(await post('readsb', emptyReadsb(), await newKey(), address()));
  });

  it(`an address posts at most ${PER_IP} documents a minute, keyed or not`, async () => {
    const ip = address();
    for (let i = 0; i < PER_IP - 1; i++) refused(await post('readsb', emptyReadsb(), null, ip), 401, 'track.error.badKey');
    ok(await post('readsb', emptyReadsb(), await newKey(), ip));
    refused(await post('readsb', emptyReadsb(), await newKey(), ip), 429, 'track.error.rateLimited');
  });
});

describe('a flood of large nested bodies without a key', () => {
  it('keeps /healthz answering throughout', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.alloc(15 * 1024 * 1024, '['.charCodeAt(0));
    const sendOne = () =>
      new Promise<number>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: `${INGEST}?format=batch`, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(res.statusCode ?? 0));
          req.destroy();
        });
        req.on('error', () => resolve(-1));
        req.end(body);
      });
    const statuses: number[] = [];
    const probe = async (until: number, into: number[]) => {
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        await res.text();
        into.push(performance.now() - started);
        expect(res.status).toBe(200);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    // the machine's own pace first (it is shared and often loaded), then the same probes under the flood
    const quiet: number[] = [];
    await probe(Date.now() + 1500, quiet);
    const until = Date.now() + 3000;
    const client = async () => {
      while (Date.now() < until) statuses.push(await sendOne());
    };
    const probes: number[] = [];
    await Promise.all([client(), client(), client(), client(), probe(until, probes)]);
    const max = Math.max(...probes);
    const quietMax = Math.max(...quiet);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    console.log(
      `ingest flood: ${statuses.length} bodies of 15 MB refused (${[...new Set(statuses)].join(', ')}); healthz without flood: ${quiet.length} probes, median ${median(quiet).toFixed(1)} ms, max ${quietMax.toFixed(1)} ms; under the flood: ${probes.length} probes, median ${median(probes).toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(statuses.every((s) => s === 401 || s === 429 || s === -1)).toBe(true);
    expect(probes.length).toBeGreaterThanOrEqual(3);
    // before the fix one probe waited 6–9 s while the bodies were read and parsed; now the flood costs
    // next to nothing, so the slowest probe stays near the machine's own pace (docs/decisions.md)
    expect(max).toBeLessThan(Math.max(1000, 3 * quietMax));
  }, 30_000);
});
