import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hhmm, minutesOfDay } from './clock';
import { maxFdp, type FdpQuery } from './maxFdp';
import { presets } from './presets';
import ccarRef from './reference/ccar121_subpart_p.json';
import easaRef from './reference/easa_oro_ftl.json';
import faaRef from './reference/faa_part117.json';
import { PRESET_KEYS, type FdpTable, type Regulation } from './regulation';

const q = (over: Partial<FdpQuery>): FdpQuery => ({ crewPilots: 2, reportTimeLocal: '08:00', sectors: 1, acclimatised: true, ...over });
const limit = (reg: Regulation, over: Partial<FdpQuery>) => maxFdp(reg, q(over)).maxFdpMinutes;

/** Every cell of a band × sector table, at both ends of its band and of its sector column. */
function everyCell(reg: Regulation, table: FdpTable, over: Partial<FdpQuery> = {}) {
  table.bands.forEach((band, row) =>
    table.columns.forEach((col, c) => {
      const want = table.minutes[row]![c] ?? null;
      for (const time of [band.from, band.to])
        for (const sectors of [col.min, Math.min(col.max, col.min + 1), col.max === 99 ? 12 : col.max]) {
          const got = maxFdp(reg, q({ reportTimeLocal: time, sectors, ...over }));
          expect(got.maxFdpMinutes, `${reg.key} ${table.citation} ${time} ${sectors} sectors`).toBe(want);
          expect(got.rule).toContain(table.citation);
        }
    }),
  );
}

describe('every cell of every preset table, at every band boundary', () => {
  it('CCAR-121 表B (two pilots), 7 or more sectors in the last column', () => everyCell(presets['CCAR-121'], presets['CCAR-121'].fdp.basic as FdpTable));
  it('EASA Table 2 (acclimatised)', () => everyCell(presets['EASA-ORO-FTL'], presets['EASA-ORO-FTL'].fdp.basic as FdpTable));
  it('EASA CS FTL.1.205(b) (planned extension)', () => {
    const ext = presets['EASA-ORO-FTL'].fdp.extension!;
    everyCell(presets['EASA-ORO-FTL'], 'table' in ext ? ext.table : (null as never), { extension: true });
  });
  it('FAA 117 Table B (two pilots), 7 or more segments in the last column', () => everyCell(presets['FAA-117'], presets['FAA-117'].fdp.basic as FdpTable));

  it('the tables are the reference files, cell for cell', () => {
    expect((presets['CCAR-121'].fdp.basic as FdpTable).minutes).toEqual(ccarRef.tables.tableB_max_fdp_non_augmented.maxFdpMinutes);
    expect((presets['EASA-ORO-FTL'].fdp.basic as FdpTable).minutes).toEqual(easaRef.tables.table2_max_daily_fdp_acclimatised.maxFdpMinutes);
    expect((presets['FAA-117'].fdp.basic as FdpTable).minutes).toEqual(faaRef.tables.tableB_max_fdp_unaugmented.maxFdpMinutes);
  });

  it('EASA Table 3 and 4 (unknown acclimatisation, without and with FRM), past 8 sectors not allowed', () => {
    const easa = presets['EASA-ORO-FTL'];
    const t3 = easaRef.tables.table3_unknown_acclimatisation;
    const t4 = easaRef.tables.table4_unknown_acclimatisation_with_frm;
    t3.sectorColumns.forEach(([min, max], i) => {
      for (const s of [min!, max!]) {
        expect(limit(easa, { acclimatised: 'unknown', sectors: s, reportTimeLocal: '03:00' })).toBe(t3.maxFdpMinutes[i]);
        expect(limit(easa, { acclimatised: 'unknown', sectors: s, operatorHasFRM: true })).toBe(t4.maxFdpMinutes[i]);
      }
    });
    expect(limit(easa, { acclimatised: 'unknown', sectors: 9 })).toBeNull();
  });
});

describe('band boundaries named by the issue', () => {
  it('EASA 13:29 against 13:30, 05:59 against 06:00, 04:59 against 05:00', () => {
    const easa = presets['EASA-ORO-FTL'];
    expect(limit(easa, { reportTimeLocal: '13:29' })).toBe(780);
    expect(limit(easa, { reportTimeLocal: '13:30' })).toBe(765);
    expect(limit(easa, { reportTimeLocal: '05:59' })).toBe(765);
    expect(limit(easa, { reportTimeLocal: '06:00' })).toBe(780);
    expect(limit(easa, { reportTimeLocal: '04:59' })).toBe(660);
    expect(limit(easa, { reportTimeLocal: '05:00' })).toBe(720);
    expect(limit(easa, { reportTimeLocal: '23:59', sectors: 2 })).toBe(660); // 17:00–04:59 wraps midnight
  });
  it('CCAR 04:59 against 05:00, 11:59 against 12:00; sector tiers 1–4, 5, 6, 7+', () => {
    const ccar = presets['CCAR-121'];
    expect(limit(ccar, { reportTimeLocal: '04:59', sectors: 4 })).toBe(720);
    expect(limit(ccar, { reportTimeLocal: '05:00', sectors: 4 })).toBe(840);
    expect(limit(ccar, { reportTimeLocal: '11:59', sectors: 5 })).toBe(780);
    expect(limit(ccar, { reportTimeLocal: '12:00', sectors: 5 })).toBe(720);
    expect([4, 5, 6, 7, 8, 15].map((s) => limit(ccar, { reportTimeLocal: '09:00', sectors: s }))).toEqual([840, 780, 720, 660, 660, 660]);
  });
  it('FAA 117 06:59 against 07:00; segments past the table stay in the last column', () => {
    const faa = presets['FAA-117'];
    expect(limit(faa, { reportTimeLocal: '06:59', sectors: 1 })).toBe(780);
    expect(limit(faa, { reportTimeLocal: '07:00', sectors: 1 })).toBe(840);
    expect(limit(faa, { reportTimeLocal: '07:00', sectors: 11 })).toBe(690);
  });
  it('EASA: past 10 sectors is outside Table 2, not the last column', () => {
    expect(maxFdp(presets['EASA-ORO-FTL'], q({ sectors: 11 }))).toMatchObject({ maxFdpMinutes: null });
  });
});

describe('augmented crews, acclimatisation, extensions', () => {
  it('CCAR 表C and EASA in-flight rest by rest class and crew; the class is required', () => {
    expect([1, 2, 3].map((c) => limit(presets['CCAR-121'], { crewPilots: 3, restFacilityClass: c as 1 | 2 | 3 }))).toEqual([1080, 1020, 960]);
    expect([1, 2, 3].map((c) => limit(presets['CCAR-121'], { crewPilots: 4, restFacilityClass: c as 1 | 2 | 3, reportTimeLocal: '02:00' }))).toEqual([1200, 1140, 1080]);
    expect([1, 2, 3].map((c) => limit(presets['EASA-ORO-FTL'], { crewPilots: 3, restFacilityClass: c as 1 | 2 | 3 }))).toEqual([960, 900, 840]);
    expect([1, 2, 3].map((c) => limit(presets['EASA-ORO-FTL'], { crewPilots: 4, restFacilityClass: c as 1 | 2 | 3 }))).toEqual([1020, 960, 900]);
    expect(maxFdp(presets['CCAR-121'], q({ crewPilots: 3 })).rule).toContain('rest facility class');
  });
  it('EASA in-flight rest: at most 3 sectors; +1 h for a sector over 9 h with at most 2 sectors', () => {
    const easa = presets['EASA-ORO-FTL'];
    expect(limit(easa, { crewPilots: 4, restFacilityClass: 1, sectors: 4 })).toBeNull();
    expect(limit(easa, { crewPilots: 4, restFacilityClass: 1, sectors: 2, longestSectorMinutes: 600 })).toBe(1080);
    expect(limit(easa, { crewPilots: 4, restFacilityClass: 1, sectors: 3, longestSectorMinutes: 600 })).toBe(1020);
    expect(limit(easa, { crewPilots: 4, restFacilityClass: 1, sectors: 2, longestSectorMinutes: 540 })).toBe(1020);
  });
  it('FAA 117 Table C by report band, class and crew, at most 3 segments; 30 min less when not acclimated', () => {
    const faa = presets['FAA-117'];
    expect(limit(faa, { crewPilots: 4, restFacilityClass: 1, reportTimeLocal: '07:00' })).toBe(1140);
    expect(limit(faa, { crewPilots: 4, restFacilityClass: 1, reportTimeLocal: '06:59' })).toBe(1110);
    expect(limit(faa, { crewPilots: 3, restFacilityClass: 3, reportTimeLocal: '17:00' })).toBe(780);
    expect(limit(faa, { crewPilots: 3, restFacilityClass: 3, sectors: 4 })).toBeNull();
    expect(limit(faa, { reportTimeLocal: '07:00', acclimatised: false })).toBe(810);
    expect(limit(faa, { reportTimeLocal: '07:00', acclimatised: 'unknown' })).toBe(810);
  });
  it('extensions: CCAR and FAA add 2 h before takeoff; EASA uses its extension table and refuses with in-flight rest, past 5 sectors or in the night bands', () => {
    expect(limit(presets['CCAR-121'], { extension: true })).toBe(840 + 120);
    expect(limit(presets['FAA-117'], { extension: true, reportTimeLocal: '07:00' })).toBe(840 + 120);
    expect(limit(presets['EASA-ORO-FTL'], { extension: true, reportTimeLocal: '07:00' })).toBe(840);
    expect(limit(presets['EASA-ORO-FTL'], { extension: true, sectors: 6 })).toBeNull();
    expect(limit(presets['EASA-ORO-FTL'], { extension: true, reportTimeLocal: '02:00' })).toBeNull();
    expect(limit(presets['EASA-ORO-FTL'], { extension: true, crewPilots: 3, restFacilityClass: 1 })).toBeNull();
    expect(limit(presets['EASA-ORO-FTL'], { extension: true, acclimatised: 'unknown' })).toBeNull();
  });
  it('FAA 135.267: a 14-hour duty day whatever the report time; no extension; one or two pilots', () => {
    const f = presets['FAA-135'];
    expect(limit(f, { reportTimeLocal: '03:00', sectors: 9 })).toBe(840);
    expect(limit(f, { crewPilots: 1 })).toBe(840);
    expect(limit(f, { extension: true })).toBeNull();
    expect(limit(f, { crewPilots: 3 })).toBeNull();
  });
  it('positioning is duty but not a sector; bad input is refused with a reason', () => {
    expect(limit(presets['EASA-ORO-FTL'], { sectors: 2, positioningSectors: 3 })).toBe(780);
    expect(maxFdp(presets['EASA-ORO-FTL'], q({ reportTimeLocal: '24:00' })).rule).toContain('HH:MM');
    expect(limit(presets['EASA-ORO-FTL'], { sectors: 0 })).toBeNull();
  });
});

describe('properties over every preset', () => {
  const anyQuery = fc.record({
    key: fc.constantFrom(...PRESET_KEYS),
    crewPilots: fc.constantFrom(1, 2, 3, 4),
    minute: fc.integer({ min: 0, max: 1439 }),
    sectors: fc.integer({ min: 1, max: 12 }),
    acclimatised: fc.constantFrom(true, false, 'unknown' as const),
    restFacilityClass: fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
    extension: fc.boolean(),
    longestSectorMinutes: fc.integer({ min: 30, max: 900 }),
    operatorHasFRM: fc.boolean(),
  });
  const run = (a: { key: (typeof PRESET_KEYS)[number]; minute: number } & Omit<FdpQuery, 'reportTimeLocal'>, minute = a.minute, sectors = a.sectors) =>
    maxFdp(presets[a.key], { ...a, reportTimeLocal: hhmm(minute), sectors }).maxFdpMinutes ?? 0;

  it('adding a sector never raises a limit', () => {
    fc.assert(fc.property(anyQuery, (a) => run(a, a.minute, a.sectors + 1) <= run(a)), { numRuns: 3000 });
  });
  it('a report inside the WOCL never gets more than one in the morning (07:00–11:59)', () => {
    fc.assert(
      fc.property(anyQuery, fc.integer({ min: 0, max: 239 }), fc.integer({ min: 7 * 60, max: 11 * 60 + 59 }), (a, intoWocl, morning) => {
        const wocl = minutesOfDay(presets[a.key].wocl.from)! + intoWocl;
        return run(a, wocl) <= run(a, morning);
      }),
      { numRuns: 3000 },
    );
  });
});
