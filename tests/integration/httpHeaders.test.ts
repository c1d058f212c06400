/**
 * What every answer says about caching and where the page may connect, and what the static server
 * never hands out: API answers `no-store`, the app's hashed files cached for a year, index.html
 * revalidated; `connect-src` the page's own origin only; dotfiles in the build folder are 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';

const dir = mkdtempSync(join(tmpdir(), 'foc-static-'));
mkdirSync(join(dir, 'assets'));
mkdirSync(join(dir, '.git'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>FOC</title>');
writeFileSync(join(dir, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
writeFileSync(join(dir, '.env'), 'DATABASE_URL=postgres://secret');
writeFileSync(join(dir, '.git', 'config'), '[core]');
writeFileSync(join(dir, 'assets', '.hidden.js'), 'secret');

const t = await createTestApp({ staticDir: dir });
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('caching', () => {
  it('a signed-in API answer, an error and a health check are no-store', async () => {
    const token = await t.signIn('admin');
    const list = await t.call(token, { method: 'POST', url: '/common/v1/sysUsers/list', payload: {} });
    ok(list);
    expect(list.headers['cache-control']).toBe('no-store');
    expect((await t.call(token, { method: 'GET', url: '/nowhere' })).headers['cache-control']).toBe('no-store');
    expect((await t.call(undefined, { method: 'GET', url: '/healthz' })).headers['cache-control']).toBe('no-store');
  });

  it("the app's hashed files are cached for long, index.html revalidated", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/foc/assets/app-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ method: 'GET', url: '/foc/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/foc/index.html' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('the static server', () => {
  it.each(['/foc/.env', '/foc/.git/config', '/foc/assets/.hidden.js', '/foc/%2eenv', '/.env', '/.git/config'])('refuses %s with 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('[core]');
  });
});

describe('content security policy', () => {
  it("lets the page connect to its own origin only (no ws:/wss: to any host)", async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/foc/' })).headers['content-security-policy'] as string;
    const connect = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self'");
  });
});
