import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/testApp';

describe('base: airport catalogue and the operator overlay', () => {
  let t: TestApp;
  let admin = '';
  let bravo = '';
  let run = '';
  beforeAll(async () => {
    t = await createTestApp();
    [admin, bravo, run] = await Promise.all([t.signIn('admin'), t.signIn(TENANT_B_ADMIN), t.signIn('demo-run')]);
  });
  afterAll(async () => t.close());

  const get = (token: string, icao: string) => t.call(token, { method: 'GET', url: `/base/v1/airports/${icao}` });
  const list = (token: string, payload: unknown) => t.call(token, { method: 'POST', url: '/base/v1/airports/list', payload: payload as object });
  const put = (token: string, icao: string, payload: object) => t.call(token, { method: 'PUT', url: `/base/v1/airports/${icao}`, payload });
  const search = (token: string | undefined, q: string) => t.call(token, { method: 'GET', url: '/base/v1/airports/search', query: { q } });
  const result = (res: { statusCode: number; body: string; json(): { result: unknown } }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as Record<string, any>;
  };
  const cond = (name: string, op: string, value?: unknown) => ({ name, op, value });

  it('holds the catalogue from airport-data-js (ICAO, IATA, time zone, feet and metres)', async () => {
    const zbaa = result(await get(admin, 'zbaa'));
    expect(zbaa).toMatchObject({
      icao: 'ZBAA',
      iata: 'PEK',
      name: 'Beijing Capital International Airport',
      countryCode: 'CN',
      continent: 'AS',
      timeZone: 'Asia/Shanghai',
      elevationFt: 116,
      elevationM: 35.4,
      type: 'large_airport',
      scheduledService: true,
      version: null,
      cnName: null,
      warningMark: false,
    });
    expect(zbaa.runwayLengthFt).toBeGreaterThan(10_000);
    expect(result(await get(admin, 'VHHH'))).toMatchObject({ iata: 'HKG', timeZone: 'Asia/Hong_Kong' });
    expect(result(await get(admin, 'KTEB'))).toMatchObject({ name: 'Teterboro Airport', timeZone: 'America/New_York' });
    expect(result(await get(admin, 'EGGW'))).toMatchObject({ iata: 'LTN', name: 'London Luton Airport', timeZone: 'Europe/London' });
    expect((await get(admin, 'XQXQ')).statusCode).toBe(404);
    expect((await get(admin, 'ZBA1')).statusCode).toBe(400);
  });

  it('lists with filters, sorting and paging; unknown fields are a 400', async () => {
    const where = { conditions: [cond('countryCode', 'eq', 'GB'), cond('type', 'eq', 'large_airport')] };
    const all = result(await list(admin, { pageSize: 100, searchParas: where, sortProperties: 'icao', sortDirection: 'desc' }));
    expect(all.totalNum).toBeGreaterThan(10);
    const icaos = all.list.map((a: { icao: string }) => a.icao);
    expect(icaos).toContain('EGGW');
    expect(icaos).toEqual([...icaos].sort().reverse());
    const p2 = result(await list(admin, { page: 2, pageSize: 3, searchParas: where, sortProperties: 'icao', sortDirection: 'desc' }));
    expect(p2.totalNum).toBe(all.totalNum);
    expect(p2.list.map((a: { icao: string }) => a.icao)).toEqual(icaos.slice(3, 6));

    const codes = result(await list(admin, { searchParas: { logic: 'or', conditions: [cond('iata', 'eq', 'TEB'), cond('name', 'like', 'beijing capital')] } }));
    expect(codes.list.map((a: { icao: string }) => a.icao).sort()).toEqual(['KTEB', 'ZBAA']);

    expect((await list(admin, { searchParas: { conditions: [cond('wikipedia', 'eq', 'x')] } })).statusCode).toBe(400);
    expect((await list(admin, { sortProperties: 'latitude' })).statusCode).toBe(400);
    expect((await list(admin, { searchParas: { conditions: [cond('nature', 'eq', 'orbital')] } })).statusCode).toBe(400);
    expect((await list(admin, { pageSize: 5, extra: true })).statusCode).toBe(400);
  });

  it('writes the overlay: create without version, then optimistic updates (stale → 412)', async () => {
    const created = result(await put(admin, 'zbaa', { cnName: '北京首都国际机场', cnCityName: '北京', nature: 'international', isOpen: true, hasCustoms: true, grade: 1 }));
    expect(created).toMatchObject({ icao: 'ZBAA', cnName: '北京首都国际机场', nature: 'international', version: 1, updateAuthor: 'admin' });
    expect((await put(admin, 'ZBAA', { note: 'second create' })).statusCode).toBe(412);

    const updated = result(await put(admin, 'ZBAA', { version: 1, fbo: 'Capital Jet', fuelPrice: 'CNY 9.8/kg', warningMark: true }));
    expect(updated).toMatchObject({ version: 2, fbo: 'Capital Jet', cnName: '北京首都国际机场', warningMark: true });
    const stale = await put(admin, 'ZBAA', { version: 1, note: 'stale' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().key).toBe('error.dataChanged');

    const read = result(await get(admin, 'ZBAA'));
    expect(read).toMatchObject({ version: 2, fbo: 'Capital Jet', note: null, isOpen: true });

    const mine = result(await list(admin, { searchParas: { conditions: [cond('isOpen', 'eq', true), cond('hasCustoms', 'eq', true), cond('nature', 'eq', 'international'), cond('warningMark', 'eq', true)] } }));
    expect(mine.list.map((a: { icao: string }) => a.icao)).toEqual(['ZBAA']);

    expect((await put(admin, 'XQXQ', { note: 'none' })).statusCode).toBe(404);
    expect((await put(admin, 'ZBAA', { version: 2, grade: 4 })).statusCode).toBe(400);
    expect((await put(admin, 'ZBAA', { version: 2, icao: 'ZSSS' })).statusCode).toBe(400);
  });

  it("keeps each company's overlay to itself", async () => {
    await put(admin, 'VHHH', { cnName: '阿尔法香港', isOpen: true });
    const seen = result(await get(bravo, 'VHHH'));
    expect(seen).toMatchObject({ icao: 'VHHH', cnName: null, isOpen: null, version: null });
    const bravoList = result(await list(bravo, { searchParas: { conditions: [cond('cnName', 'isNotNull')] } }));
    expect(bravoList.totalNum).toBe(0);
    // B's own first write is a create, whatever A wrote.
    expect(result(await put(bravo, 'VHHH', { cnName: 'Bravo HK' }))).toMatchObject({ cnName: 'Bravo HK', version: 1 });
    expect(result(await get(admin, 'VHHH'))).toMatchObject({ cnName: '阿尔法香港', version: 1 });
    expect(result(await search(bravo, '阿尔法'))).toHaveLength(0);
    // the bundled name finds it for everyone; B's own Chinese name wins over it
    expect(result(await search(bravo, '香港'))[0]).toMatchObject({ icao: 'VHHH', cnName: 'Bravo HK', twName: '香港國際機場' });
  });

  it('opens to the airport screens’ seat (RUN); others may only search', async () => {
    const finance = await t.signIn('demo-finance');
    expect((await put(finance, 'ZBAA', { version: 2, note: 'seat user' })).statusCode).toBe(403);
    expect((await list(finance, {})).statusCode).toBe(403);
    expect(result(await search(finance, 'ZBAA'))[0]).toMatchObject({ icao: 'ZBAA' });
    expect(result(await list(run, {})).totalNum).toBeGreaterThan(10_000);
    expect((await search(undefined, 'ZBAA')).statusCode).toBe(401);
  });

  it('searches by ICAO, IATA, name word and the own Chinese name, at most 20', async () => {
    expect(result(await search(admin, 'zba'))[0]).toMatchObject({ icao: 'ZBAA' });
    expect(result(await search(admin, 'PEK'))[0]).toMatchObject({ icao: 'ZBAA', timeZone: 'Asia/Shanghai' });
    expect(result(await search(admin, 'luton')).map((a: { icao: string }) => a.icao)).toContain('EGGW');
    expect(result(await search(admin, '北京'))[0]).toMatchObject({ icao: 'ZBAA', cnName: '北京首都国际机场' });
    const many = result(await search(admin, 'K'));
    expect(many).toHaveLength(20);
    expect((await t.call(admin, { method: 'GET', url: '/base/v1/airports/search' })).statusCode).toBe(400);
    expect((await search(admin, '100%_')).statusCode).toBe(200);
  });

  it('finds airports by Chinese city and name parts, with the names in every language', async () => {
    const codes = async (q: string) => result(await search(run, q)).map((a: { icao: string }) => a.icao);
    expect(await codes('上海')).toEqual(expect.arrayContaining(['ZSSS', 'ZSPD']));
    expect(await codes('浦东')).toEqual(['ZSPD']);
    expect(await codes('浦東')).toEqual(['ZSPD']);
    expect(await codes('首都')).toContain('ZBAA');
    expect(await codes('桃園')).toContain('RCTP');
    const pudong = result(await search(run, '浦东'))[0];
    expect(pudong).toMatchObject({ icao: 'ZSPD', cnName: '上海浦东国际机场', twName: '上海浦東國際機場', cnCityName: '上海', twCityName: '上海', city: 'Shanghai' });
    expect(pudong.name).toMatch(/Pudong/i);
  });
});
