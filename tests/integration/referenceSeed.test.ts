/**
 * The demo reference data: the seeded template holds the generated aircraft types, aircraft, customers
 * and crew of the demo operator (read through the list endpoints as admin), and the generator is pure.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASES, DEMO_REFERENCE_SIZE, generateReferenceData } from '../../server/seed/reference';
import { createTestApp, type TestApp } from '../support/testApp';

const TAIL = /^B-[0-9A-Z]{4}$/;

describe('generateReferenceData', () => {
  it('is deterministic for a seed and differs for another seed', () => {
    expect(generateReferenceData('demo', 7)).toEqual(generateReferenceData('demo', 7));
    expect(generateReferenceData('demo')).toEqual(generateReferenceData('demo'));
    expect(generateReferenceData('demo', 7).aircraft.map((a) => a.tailNo)).not.toEqual(generateReferenceData('demo', 8).aircraft.map((a) => a.tailNo));
  });

  it('demo: types, unique tails and addresses, fleet types, statuses and owners', () => {
    const d = generateReferenceData('demo');
    expect([d.aircraft.length, d.customers.length, d.crew.length]).toEqual([DEMO_REFERENCE_SIZE.aircraft, DEMO_REFERENCE_SIZE.customers, DEMO_REFERENCE_SIZE.crew]);
    expect(d.types.length).toBeGreaterThanOrEqual(8);
    const codes = new Set(d.types.map((t) => t.code));
    for (const a of d.aircraft) {
      expect(a.tailNo).toMatch(TAIL);
      expect(a.icao24).toMatch(/^7[89ab][0-9a-f]{4}$/);
      expect(codes.has(a.typeCode)).toBe(true);
      expect(BASES).toContain(a.baseIcao);
      expect(a.customerIndex !== null).toBe(a.fleetType === 'hosted');
      if (a.customerIndex !== null) expect(d.customers[a.customerIndex]!.type).toBe(1);
    }
    expect(new Set(d.aircraft.map((a) => a.tailNo)).size).toBe(d.aircraft.length);
    expect(new Set(d.aircraft.map((a) => a.icao24)).size).toBe(d.aircraft.length);
    expect(new Set(d.aircraft.map((a) => a.fleetType))).toEqual(new Set(['own', 'hosted', 'proxy']));
    expect(d.aircraft.filter((a) => a.status === 'maintenance')).toHaveLength(1);
    expect(d.aircraft.filter((a) => a.status === 'mel')).toHaveLength(1);
    for (const c of d.customers) {
      expect(c.linkTel).toMatch(/^1[3-9]\d{9}$/);
      expect(c.email).toMatch(/@([a-z-]+\.example|example\.com)$/);
    }
    expect(new Set(d.customers.map((c) => c.type))).toEqual(new Set([1, 2]));
  });

  it('demo crew: captains and first officers on 1–2 types, cabin, maintenance, a few foreign pilots', () => {
    const { crew, types } = generateReferenceData('demo');
    const pilots = crew.filter((c) => c.crewType === 'pilot');
    expect(pilots.every((p) => ['captain', 'firstOfficer'].includes(p.position) && p.qualifiedTypeCodes.length >= 1 && p.qualifiedTypeCodes.length <= 2)).toBe(true);
    expect(new Set(pilots.map((p) => p.position))).toEqual(new Set(['captain', 'firstOfficer']));
    // every type has a captain and a first officer
    for (const t of types) {
      for (const position of ['captain', 'firstOfficer']) expect(pilots.some((p) => p.position === position && p.qualifiedTypeCodes.includes(t.code))).toBe(true);
    }
    expect(crew.filter((c) => c.crewType === 'cabin').length).toBeGreaterThan(0);
    expect(crew.filter((c) => c.crewType === 'maintenance').length).toBeGreaterThan(0);
    const foreign = crew.filter((c) => c.nationality !== 'CN');
    expect(foreign.length).toBeGreaterThanOrEqual(2);
    expect(foreign.length).toBeLessThan(pilots.length / 4);
    expect(foreign.every((c) => c.crewType === 'pilot')).toBe(true);
    expect(new Set(crew.map((c) => c.workNo)).size).toBe(crew.length);
  });

  it('a size object gives larger sets with unique keys', () => {
    const d = generateReferenceData({ aircraft: 300, customers: 800, crew: 1000 });
    expect([d.aircraft.length, d.customers.length, d.crew.length]).toEqual([300, 800, 1000]);
    expect(new Set(d.aircraft.map((a) => a.tailNo)).size).toBe(300);
    expect(new Set(d.aircraft.map((a) => a.icao24)).size).toBe(300);
    expect(new Set(d.crew.map((c) => c.workNo)).size).toBe(1000);
    expect(new Set(d.customers.filter((c) => c.type === 1).map((c) => c.name)).size).toBe(d.customers.filter((c) => c.type === 1).length);
  });
});

describe('the seeded demo operator', () => {
  let t: TestApp;
  let admin = '';
  const list = async (url: string) => {
    const res: LightMyRequestResponse = await t.call(admin, { method: 'POST', url: `${url}/list`, payload: { pageSize: 500 } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as { totalNum: number; list: Record<string, unknown>[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  it('has the generated counts per resource', async () => {
    const d = generateReferenceData('demo');
    expect((await list('/fleet/v1/aircraftTypes')).totalNum).toBe(d.types.length);
    expect((await list('/fleet/v1/aircraft')).totalNum).toBe(d.aircraft.length);
    expect((await list('/customer/v1/customers')).totalNum).toBe(d.customers.length);
    expect((await list('/crew/v1/crews')).totalNum).toBe(d.crew.length);
  });

  it("aircraft: types of the company, unique CAAC tails, hosted ones owned by the company's customers", async () => {
    const typeIds = new Set((await list('/fleet/v1/aircraftTypes')).list.map((r) => r.id));
    const customerIds = new Set((await list('/customer/v1/customers')).list.map((r) => r.id));
    const rows = (await list('/fleet/v1/aircraft')).list;
    for (const a of rows) {
      expect(typeIds.has(a.typeId)).toBe(true);
      expect(a.tailNo).toMatch(TAIL);
      if (a.fleetType === 'hosted') expect(customerIds.has(a.customerId)).toBe(true);
    }
    expect(new Set(rows.map((a) => a.tailNo)).size).toBe(rows.length);
    expect(rows.map((a) => a.tailNo).sort()).toEqual(generateReferenceData('demo').aircraft.map((a) => a.tailNo).sort());
  });

  it('crew qualifications point at the company types', async () => {
    const typeIds = new Set((await list('/fleet/v1/aircraftTypes')).list.map((r) => r.id));
    const crew = (await list('/crew/v1/crews')).list as { crewType: string; qualifiedTypeIds: string[] }[];
    for (const c of crew) for (const id of c.qualifiedTypeIds) expect(typeIds.has(id)).toBe(true);
    expect(crew.filter((c) => c.crewType === 'pilot').every((c) => c.qualifiedTypeIds.length > 0)).toBe(true);
  });
});
