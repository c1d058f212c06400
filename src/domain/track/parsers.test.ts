/** The three ingestion formats on documents in their documented shapes, with the oddities real feeds send. */
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_POSITIONS, parseBatch } from './batch';
import { parseOpenSky } from './opensky';
import { parseDocument } from './parse';
import { parseReadsb, STALE_POSITION_S } from './readsb';
import { IngestFormatError } from './types';

/** A readsb aircraft.json as a receiver writes it (fields per readsb's README-json.md). */
const READSB = {
  now: 1764000000.4,
  messages: 1532984,
  aircraft: [
    { hex: '780a3b', type: 'adsb_icao', flight: 'CES5101 ', alt_baro: 35000, alt_geom: 35450, gs: 452.3, ias: 268, tas: 470, mach: 0.784, track: 196.8, baro_rate: -64, geom_rate: 0, squawk: '4312', emergency: 'none', category: 'A3', nav_qnh: 1013.6, lat: 35.123456, lon: 117.654321, nic: 8, rc: 186, seen_pos: 0.8, version: 2, messages: 412, seen: 0.1, rssi: -18.2 },
    { hex: '7806C1', flight: 'B652Q   ', alt_baro: 'ground', gs: 12.1, track: 90, lat: 40.0712, lon: 116.5951, seen_pos: 2.5, squawk: '2000' },
    { hex: '78a001', flight: '        ', alt_baro: 12000, gs: 'fast', track: null, baro_rate: 'x', geom_rate: 1280, lat: 31.2, lon: 121.3, seen_pos: 3 },
    { hex: '~2c0f3e', type: 'tisb_other', alt_baro: 5000, lat: 31, lon: 121, seen_pos: 0.1 },
    { hex: '780b00', alt_baro: 8000, seen: 0.2 },
    { hex: '780b01', alt_baro: 8000, lat: 31, lon: 121, seen_pos: STALE_POSITION_S + 5 },
    { hex: 'zz12', lat: 31, lon: 121, seen_pos: 0 },
    { hex: '780b02', lat: 95, lon: 121, seen_pos: 0 },
    'garbage',
  ],
};

describe('readsb aircraft.json', () => {
  const out = parseReadsb(READSB);

  it('keeps aircraft with a fresh position, times them by now − seen_pos, trims padded callsigns', () => {
    expect(out.positions.map((p) => p.icao24)).toEqual(['780a3b', '7806c1', '78a001']);
    expect(out.positions[0]).toEqual({
      icao24: '780a3b',
      time: Math.round((1764000000.4 - 0.8) * 1000),
      lat: 35.123456,
      lon: 117.654321,
      altBaroFt: 35000,
      altGeomFt: 35450,
      onGround: false,
      gsKt: 452.3,
      trackDeg: 196.8,
      vertRateFpm: -64,
      squawk: '4312',
      callsign: 'CES5101',
    });
  });

  it('reads alt_baro "ground" as on the ground, blank callsigns and garbage fields as unknown', () => {
    expect(out.positions[1]).toMatchObject({ onGround: true, altBaroFt: null, callsign: 'B652Q', gsKt: 12.1 });
    expect(out.positions[2]).toMatchObject({ callsign: null, gsKt: null, trackDeg: null, vertRateFpm: 1280, squawk: null });
  });

  it('counts what it leaves out', () => {
    expect(out.skipped).toEqual({ nonIcao: 1, noPosition: 1, stale: 1, badAddress: 1, outOfRange: 1, badEntry: 1 });
  });

  it('refuses a document of the wrong shape', () => {
    for (const bad of [null, [], { aircraft: [] }, { now: 'x', aircraft: [] }, { now: 1, aircraft: {} }]) {
      expect(() => parseReadsb(bad)).toThrow(IngestFormatError);
    }
    expect(parseReadsb({ now: 1, aircraft: [] })).toEqual({ positions: [], skipped: {} });
  });
});

describe('OpenSky states', () => {
  const time = 1764000000;
  const doc = {
    time,
    states: [
      ['780a3b', 'CES5101 ', 'China', time - 2, time, 117.65, 35.12, 10668, false, 231.5, 196.8, -0.33, null, 10820, '4312', false, 0],
      ['7806c1', 'B652Q   ', 'China', time - 1, time, 116.5951, 40.0712, null, true, 6.2, 90, null, null, null, null, false, 0, 1],
      ['780b01', '', 'China', time - 300, time - 290, 116, 39, 3000, false, 150, 10, 0, null, 3050, null, false, 0],
      ['780b02', 'NOPOS', 'China', null, time, null, null, 3000, false, 150, 10, 0, null, 3050, null, false, 0],
      ['780b03', 'SHORT'],
      ['nothex', 'X', 'China', time, time, 1, 1, 1, false, 1, 1, 1, null, 1, null, false, 0],
    ],
  };
  const out = parseOpenSky(doc);

  it('converts metres and m/s to feet, knots and ft/min', () => {
    expect(out.positions[0]).toMatchObject({ icao24: '780a3b', time: (time - 2) * 1000, altBaroFt: 35000, altGeomFt: 35499, onGround: false, trackDeg: 196.8, squawk: '4312', callsign: 'CES5101' });
    expect(out.positions[0]!.gsKt).toBeCloseTo(450, 0);
    expect(out.positions[0]!.vertRateFpm).toBe(-65);
    expect(out.positions[1]).toMatchObject({ onGround: true, altBaroFt: null, callsign: 'B652Q' });
  });

  it('leaves out stale, positionless, short and badly addressed rows; states: null is an empty answer', () => {
    expect(out.positions).toHaveLength(2);
    expect(out.skipped).toEqual({ stale: 1, noPosition: 1, badEntry: 1, badAddress: 1 });
    expect(parseOpenSky({ time, states: null })).toEqual({ positions: [], skipped: {} });
    expect(() => parseOpenSky({ time: 'now', states: [] })).toThrow(IngestFormatError);
    expect(() => parseOpenSky({ time, states: 'x' })).toThrow(IngestFormatError);
  });
});

describe('our batch', () => {
  const good = { icao24: 'ABC123', time: '2026-11-24T08:00:00Z', lat: 31.2, lon: 121.3, altBaroFt: 3000, gsKt: 180, callsign: 'b652q ' };

  it('reads ISO instants with a zone and epoch milliseconds', () => {
    const out = parseBatch({ positions: [good, { ...good, time: Date.parse('2026-11-24T08:00:02+08:00') }] });
    expect(out.positions[0]).toMatchObject({ icao24: 'abc123', time: Date.parse('2026-11-24T08:00:00Z'), callsign: 'B652Q', onGround: false, trackDeg: null });
    expect(out.positions[1]!.time).toBe(Date.parse('2026-11-24T00:00:02Z'));
  });

  it('refuses the whole document for one bad position, naming it', () => {
    const cases: [object, string][] = [
      [{ ...good, lat: 91 }, 'positions[1].lat'],
      [{ ...good, time: '2026-11-24 08:00' }, 'positions[1].time'],
      [{ ...good, icao24: '~abc12' }, 'positions[1].icao24'],
      [{ ...good, squawk: '8888' }, 'positions[1].squawk'],
      [{ ...good, speed: 3 }, 'positions[1].speed'],
      [{ ...good, lon: undefined }, 'positions[1].lon'],
    ];
    for (const [bad, path] of cases) {
      try {
        parseBatch({ positions: [good, bad] });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(IngestFormatError);
        expect((e as IngestFormatError).key).toBe('track.error.badPosition');
        expect((e as IngestFormatError).detail).toContain(path);
      }
    }
  });

  it('refuses more than the batch limit and a document without positions', () => {
    expect(() => parseBatch({ positions: new Array(MAX_BATCH_POSITIONS + 1).fill(good) })).toThrow(/tooMany/);
    expect(() => parseBatch({ items: [] })).toThrow(/badDocument/);
    expect(parseDocument('batch', { positions: [] }).positions).toEqual([]);
  });
});
