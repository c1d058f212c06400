/**
 * Exports of the flight-following screens (requirements D2, S1, D9): the aircraft position board
 * and the data centre's movements answer a workbook of the rows the screens' own service functions
 * give, headers in the caller's language, times in the time type with the zone in the header, and
 * each needs its `<area>:export` key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/lib/messages';
import { formatInstant } from '../../src/domain/trip/time';
import { ok } from '../support/expect';
import { createTestApp } from '../support/testApp';
import { userWithRole } from '../support/roleUser';
import { exportSheet } from '../support/exportSheet';

const t = await createTestApp();
afterAll(async () => t.close());

let admin = '';
const post = (url: string, payload: object, token = admin, lang = 'en') => t.call(token, { method: 'POST', url, headers: { 'accept-language': lang }, payload });

const userWith = (name: string, keys: string[]) => userWithRole(t, admin, name, keys);

beforeAll(async () => {
  admin = await t.signIn('admin');
});

describe('position board export', () => {
  const URL = '/track/v1/positions/board/export';
  const seenAt = Math.floor(Date.now() / 1000) - 60;

  beforeAll(async () => {
    const key = ok(await post('/track/v1/ingestKeys', { name: 'export receiver' })).key as string;
    const typeId = ok(await post('/fleet/v1/aircraftTypes', { code: 'EX-G650', name: 'G650' })).id;
    ok(await post('/fleet/v1/aircraft', { tailNo: 'B-EXP1', typeId, icao24: 'abe001' }));
    const doc = { now: seenAt, messages: 1, aircraft: [{ hex: 'abe001', flight: 'EXP101  ', alt_baro: 37000, gs: 455, track: 181.3, squawk: '7700', lat: 35.1, lon: 117.2, seen_pos: 0 }] };
    const res = await t.app.inject({ method: 'POST', url: '/track/v1/positions/ingest?format=readsb', headers: { 'x-ingest-key': key }, payload: doc });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('writes the shown columns with headers in the caller language, the time in the time type and the units asked', async () => {
    const rows = await exportSheet(await post(URL, { columns: ['tailNo', 'phase', 'time', 'altitude', 'speed', 'heading', 'squawk', 'callsign'], timeType: 'UTC', altitudeUnit: 'ft', speedUnit: 'kt' }));
    const tr = (k: string) => translate(k, 'en');
    expect(rows[0]).toEqual([tr('track.board.tail'), tr('track.board.phase'), `${tr('track.board.lastSeen')} (UTC)`, tr('track.board.altitude'), tr('track.board.speed'), tr('track.board.heading'), tr('track.board.squawk'), tr('track.board.callsign')]);
    const row = rows.find((r) => r[0] === 'B-EXP1');
    expect(row).toEqual(['B-EXP1', tr('track.board.phase.air'), formatInstant(new Date(seenAt * 1000).toISOString(), 'UTC').text, '37,000 ft', '455 kt', 181, '7700', 'EXP101']);
  });

  it('needs positionBoard:export, and refuses a column the board does not have', async () => {
    const viewer = await userWith('board-viewer', ['positionBoard:list']);
    expect((await post(URL, { columns: ['tailNo'] }, viewer)).statusCode).toBe(403);
    expect((await post(URL, { columns: ['nope'] })).statusCode).toBe(400);
  });
});

describe('data centre movements export', () => {
  const URL = '/track/v1/monitor/movements/export';
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 7 * 86_400_000).toISOString();

  it("writes the monitor's legs of the window, headers in the caller language and the zone of the time type", async () => {
    const zh = (k: string) => translate(k, 'zh');
    const rows = await exportSheet(await post(URL, { from, to, columns: ['flight', 'tailNo', 'route', 'departure', 'status'], timeType: 'Beijing' }, admin, 'zh'));
    expect(rows[0]).toEqual([zh('track.monitor.flight'), zh('track.board.tail'), zh('track.monitor.route'), `${zh('track.monitor.departure')} (UTC+8)`, zh('track.monitor.state')]);
    const legs = ok(await post('/track/v1/monitor', { from, to })).legs as unknown[];
    expect(rows.length - 1).toBe(legs.length);
  });

  it('needs dataCenter:export', async () => {
    const viewer = await userWith('dc-viewer', ['dataCenter:list']);
    expect((await post(URL, { from, to, columns: ['flight'] }, viewer)).statusCode).toBe(403);
  });
});
