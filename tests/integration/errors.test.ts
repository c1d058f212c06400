/** Error envelopes: strict bodies, transport errors, languages, a 500 that reveals nothing, security headers. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/error.json' with { type: 'json' };
import zh from '../../locales/zh/error.json' with { type: 'json' };
import { TEST_PASSWORD } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/testApp';

const USERS = '/common/v1/sysUsers';
let t: TestApp;
let token: string;

function expectEnvelope(res: LightMyRequestResponse, status: number, key: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'key', 'message', 'result']);
  expect(body).toMatchObject({ code: status, key });
  expect(body.message).toBe((zh as Record<string, string>)[key]); // default language: Chinese
  return body;
}
const userExists = async (userName: string) => {
  const res = await t.call(token, { method: 'POST', url: `${USERS}/list`, payload: { searchParas: { conditions: [{ name: 'userName', op: 'eq', value: userName }] } } });
  return res.json().result.totalNum > 0;
};
const newUser = (extra: object) => ({ userName: 'strict-user', password: TEST_PASSWORD, personName: 'Strict', ...extra });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('admin');
});
afterAll(async () => t.close());

describe('bodies are validated exactly as sent', () => {
  it('an unknown field (isAdmin) → 400, nothing stored', async () => {
    const res = await t.call(token, { method: 'POST', url: USERS, payload: newUser({ isAdmin: true }) });
    const body = expectEnvelope(res, 400, 'error.requestParameter');
    expect(body.result.errors[0]).toMatchObject({ in: 'body', keyword: 'additionalProperties', params: { additionalProperty: 'isAdmin' } });
    expect(await userExists('strict-user')).toBe(false);
  });

  it('no type coercion: "1" for status → 400, nothing stored', async () => {
    expectEnvelope(await t.call(token, { method: 'POST', url: USERS, payload: newUser({ status: '1' }) }), 400, 'error.requestParameter');
    expectEnvelope(await t.call(token, { method: 'POST', url: USERS, payload: newUser({ accountType: true }) }), 400, 'error.requestParameter');
    expect(await userExists('strict-user')).toBe(false);
  });

  it('a PUT with an unknown field or a string version changes nothing', async () => {
    const me = (await t.call(token, { method: 'POST', url: `${USERS}/list`, payload: { pageSize: 1, searchParas: { conditions: [{ name: 'userName', op: 'eq', value: 'demo-fleet' }] } } })).json().result.list[0];
    expectEnvelope(await t.call(token, { method: 'PUT', url: `${USERS}/${me.id}`, payload: { version: me.version, isPlatformAdmin: true } }), 400, 'error.requestParameter');
    expectEnvelope(await t.call(token, { method: 'PUT', url: `${USERS}/${me.id}`, payload: { version: String(me.version), personName: 'x' } }), 400, 'error.requestParameter');
    const after = (await t.call(token, { method: 'GET', url: `${USERS}/${me.id}` })).json().result;
    expect([after.version, after.isPlatformAdmin, after.personName]).toEqual([me.version, false, me.personName]);
  });

  it('a malformed path id → 400, not a database error', async () => {
    expectEnvelope(await t.call(token, { method: 'GET', url: `${USERS}/not-a-uuid` }), 400, 'error.requestParameter');
    expectEnvelope(await t.call(token, { method: 'GET', url: `${USERS}/00000000-0000-4000-8000-000000000000` }), 404, 'error.notFound');
  });

  it('a correct body still works (the control)', async () => {
    const res = await t.call(token, { method: 'POST', url: USERS, payload: newUser({ status: 1 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userExists('strict-user')).toBe(true);
  });
});

describe('transport errors', () => {
  const post = (payload: string | Buffer, contentType: string) =>
    t.call(token, { method: 'POST', url: `${USERS}/list`, payload, headers: { 'content-type': contentType } });

  it('malformed JSON → 400 envelope', async () => {
    expectEnvelope(await post('{"page": 1,', 'application/json'), 400, 'error.requestParameter');
    expectEnvelope(await post('', 'application/json'), 400, 'error.requestParameter');
  });

  it('a JSON prototype-pollution body is refused, not obeyed', async () => {
    const res = await post('{"__proto__": {"pageSize": 1}}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).pageSize).toBeUndefined();
  });

  it('a wrong content type → 415 envelope', async () => {
    expectEnvelope(await post('<list/>', 'application/xml'), 415, 'error.unsupportedMedia');
    expectEnvelope(await post('page=1', 'application/x-www-form-urlencoded'), 415, 'error.unsupportedMedia');
    expectEnvelope(await post('{"page":1}', 'text/plain'), 415, 'error.unsupportedMedia');
    expect((await post('{"page":1}', 'application/json; charset=utf-8')).statusCode).toBe(200);
  });

  it('a body over 1 MB → 413 envelope', async () => {
    const big = JSON.stringify({ page: 1, pad: 'x'.repeat(1024 * 1024) });
    expectEnvelope(await post(big, 'application/json'), 413, 'error.payloadTooLarge');
  });

  it('an unknown route → 404 envelope, signed in or not', async () => {
    expectEnvelope(await t.call(undefined, { method: 'GET', url: '/common/v1/noSuchThing' }), 404, 'error.notFound');
    expectEnvelope(await t.call(token, { method: 'POST', url: '/common/v1/sysUsers/list/extra', payload: {} }), 404, 'error.notFound');
  });
});

describe('languages', () => {
  const bad = (lang?: string) =>
    t.call(token, { method: 'POST', url: `${USERS}/list`, payload: { pageSize: 0 }, headers: lang ? { 'accept-language': lang } : {} });

  it('Accept-Language: en gives the English message; default and zh give Chinese', async () => {
    expect((await bad('en')).json().message).toBe(en['error.requestParameter']);
    expect((await bad('en-GB,en;q=0.9')).json().message).toBe(en['error.requestParameter']);
    expect((await bad()).json().message).toBe(zh['error.requestParameter']);
    expect((await bad('zh-CN')).json().message).toBe(zh['error.requestParameter']);
    expect(en['error.requestParameter']).not.toBe(zh['error.requestParameter']);
    // the key stays the same whatever the language
    expect((await bad('en')).json().key).toBe((await bad()).json().key);
  });

  it('401 and 404 answer in English too', async () => {
    const h = { 'accept-language': 'en' };
    expect((await t.call(undefined, { method: 'POST', url: `${USERS}/list`, payload: {}, headers: h })).json().message).toBe(en['error.loginTimeout']);
    expect((await t.call(undefined, { method: 'GET', url: '/nowhere', headers: h })).json().message).toBe(en['error.notFound']);
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/healthz'],
    ['an error answer', '/nowhere'],
  ])('%s carries CSP and nosniff', async (_n, url) => {
    const res = await t.call(undefined, { method: 'GET', url });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('a server fault (database gone)', () => {
  it('answers 500 error.serviceException with no stack, SQL or driver text', async () => {
    const broken = await createTestApp();
    try {
      const tok = await broken.signIn('admin');
      await broken.database.close();
      for (const opts of [
        { method: 'GET' as const, url: '/common/v1/seats' },
        { method: 'POST' as const, url: `${USERS}/list`, payload: { pageSize: 5 } },
      ]) {
        const res = await broken.call(tok, opts);
        const body = expectEnvelope(res, 500, 'error.serviceException');
        expect(body.result).toBeNull();
        expect(res.body).not.toMatch(/stack|\bat \S+ \(|select |from "|insert |pglite|pool|drizzle|node_modules|\.ts\b/i);
      }
      const enRes = await broken.call(tok, { method: 'GET', url: '/common/v1/seats', headers: { 'accept-language': 'en' } });
      expect(enRes.json().message).toBe(en['error.serviceException']);
    } finally {
      await broken.app.close();
    }
  });
});
