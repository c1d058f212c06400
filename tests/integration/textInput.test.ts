/**
 * Text PostgreSQL cannot store (a NUL character, an unpaired surrogate) anywhere in a request — body,
 * path, query, header, even a key — answers the 400 validation envelope, signed in or not; and an
 * edit that names no field besides its version answers 400 (docs/decisions.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/expect';
import { multipartBody, TINY_PNG } from '../support/multipart';
import { signInRequest, createTestApp } from '../support/testApp';

const t = await createTestApp();
afterAll(async () => t.close());

let admin = '';
beforeAll(async () => {
  admin = await t.signIn('admin');
});

/** The translated validation envelope of a refused text, in English. */
function refusedText(res: { statusCode: number; body: string; json(): any }, where: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.key).toBe('error.requestParameter');
  expect(body.message).not.toBe(body.key);
  expect(body.result.errors[0]).toMatchObject({ in: where, keyword: 'storableText' });
  return body;
}

const EN = { 'accept-language': 'en' };

describe('NUL and unpaired surrogates are refused before any service', () => {
  it('unauthenticated: sign-in with a NUL user name, the login-name check of %00', async () => {
    const captcha = (await t.app.inject({ method: 'GET', url: '/uaa/captcha' })).json().result.captchaId;
    refusedText(await signInRequest(t.app, 'ad\u0000min', 'x', { captchaId: captcha }), 'querystring');
    refusedText(await t.app.inject({ method: 'GET', url: '/register/checkLoginName/%00', headers: EN }), 'params');
    refusedText(await t.app.inject({ method: 'POST', url: '/register', headers: EN, payload: { companyName: 'a\u0000b' } }), 'body');
  });

  it('a body field, a nested field, a key, a query and a path parameter', async () => {
    const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload, headers: EN });
    refusedText(await post('/customer/v1/customers', { type: 1, name: 'Nul\u0000Air' }), 'body');
    refusedText(await post('/customer/v1/customers', { type: 1, name: 'Lone \ud800 surrogate' }), 'body');
    refusedText(await post('/customer/v1/customers', { type: 1, name: 'ok', ['k\u0000']: 1 }), 'body');
    refusedText(await post('/customer/v1/customers/list', { page: 1, searchParas: { conditions: [{ name: 'name', op: 'like', value: 'x\u0000' }] } }), 'body');
    refusedText(await t.call(admin, { method: 'GET', url: '/customer/v1/customers/%00', headers: EN }), 'params');
    refusedText(await t.call(admin, { method: 'GET', url: '/base/v1/airports/search?q=%00', headers: EN }), 'querystring');
    // an emoji (a surrogate pair) is ordinary text
    expect(ok(await post('/customer/v1/customers', { type: 1, name: 'Jet ✈️ 🛩' })).name).toBe('Jet ✈️ 🛩');
  });
});

describe('an edit that names no field besides its version answers 400 and changes nothing', () => {
  it('PUT /trip/v1/intentions/{id} and PUT /customer/v1/customers/{id} with only version', async () => {
    const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload, headers: EN });
    const customer = ok(await post('/customer/v1/customers', { type: 1, name: 'Empty Edit Air' }));
    const legs = [{ departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departureUtc: '2030-12-01T02:00:00Z' }];
    const intention = ok(await post('/trip/v1/intentions', { customerId: customer.id, requestedLegs: legs }));
    for (const [url, row] of [
      [`/trip/v1/intentions/${intention.id}`, intention],
      [`/customer/v1/customers/${customer.id}`, customer],
    ] as const) {
      const res = await t.call(admin, { method: 'PUT', url, payload: { version: row.version }, headers: EN });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ key: 'error.requestParameter', result: { errors: [{ in: 'body', keyword: 'minProperties' }] } });
      expect(ok(await t.call(admin, { method: 'GET', url })).version).toBe(row.version);
    }
  });
});

describe('text outside JSON is made storable where it is read', () => {
  it('a multipart file name or fileName field with a NUL is stored without it', async () => {
    for (const parts of [
      [{ name: 'file', filename: 'pho\u0000to.png', type: 'image/png', content: TINY_PNG }],
      [{ name: 'file', filename: 'photo.png', type: 'image/png', content: TINY_PNG }, { name: 'fileName', content: 'ren\u0000amed.png' }],
    ]) {
      const res = await t.call(admin, { method: 'POST', url: '/file/v1/upload', ...multipartBody(parts) });
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.stringify(res.json().result)).not.toContain('\\u0000');
    }
  });
});
