import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

describe('GET /uaa/version (forced-update check)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the package version and the server start time without a token', async () => {
    const before = Date.now();
    const res = await t.call(undefined, { method: 'GET', url: '/uaa/version' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.code).toBe(20000);
    expect(body.result.version).toBe(pkg.version);
    const build = Date.parse(body.result.build);
    expect(Number.isNaN(build)).toBe(false);
    expect(build).toBeLessThanOrEqual(before);
  });

  it('answers the same build on every call of one server', async () => {
    const a = (await t.call(undefined, { method: 'GET', url: '/uaa/version' })).json().result;
    const b = (await t.call(undefined, { method: 'GET', url: '/uaa/version' })).json().result;
    expect(b).toEqual(a);
  });

  it('ignores a bearer token, valid or not', async () => {
    const res = await t.call('not-a-token', { method: 'GET', url: '/uaa/version' });
    expect(res.statusCode).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.call(undefined, { method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths['/uaa/version'].get.responses['200']).toBeDefined();
  });
});
