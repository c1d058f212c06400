import { describe, expect, it } from 'vitest';
import type { CrewDocument } from './documents';
import { CRK, CRW, checkCrewRecords, type CrewActivity, type CrewRecordFacts } from './recordChecks';

const licence = (dueDate: string | null, extra: Partial<CrewDocument> = {}): CrewDocument => ({ kind: 'licence', typeId: 'atpl', label: 'ATPL', number: 'L-1', dueDate, ...extra });
const medical = (dueDate: string | null, extra: Partial<CrewDocument> = {}): CrewDocument => ({ kind: 'medical', typeId: 'class1', label: 'Class 1', number: 'M-1', dueDate, ...extra });
const ability = (dueDate: string | null, aircraftTypeId = 'G650', extra: Partial<CrewDocument> = {}): CrewDocument => ({ kind: 'ability', typeId: 'typeRating', label: 'Type rating', number: null, dueDate, aircraftTypeId, ...extra });
const security = (dueDate: string | null): CrewDocument => ({ kind: 'security', typeId: 'sec', label: 'Security pass', number: 'S-9', dueDate });

const FAR = '2027-12-31';
const PILOT_DOCS = [licence(FAR), medical(FAR), ability(FAR)];
// 10:00–13:00 in Beijing on 2026-07-10
const DAY_LEG = { departureUtc: '2026-07-10T02:00:00Z', arrivalUtc: '2026-07-10T05:00:00Z', aircraftTypeId: 'G650', aircraftTypeLabel: 'Gulfstream G650' };
// 23:00 on 2026-07-10 to 01:00 on 2026-07-11 in Beijing
const NIGHT_LEG = { ...DAY_LEG, departureUtc: '2026-07-10T15:00:00Z', arrivalUtc: '2026-07-10T17:00:00Z' };

function check(over: Partial<CrewRecordFacts> = {}) {
  return checkCrewRecords({ role: 'pic', crew: { id: 'c1', baseZone: 'Asia/Shanghai', nationality: 'CN', crewType: 'pilot' }, documents: PILOT_DOCS, leaves: [], leg: DAY_LEG, ...over });
}
const keys = (over: Partial<CrewRecordFacts> = {}) => check(over).refusals.map((p) => p.key);
const pilot = (...replace: CrewDocument[]) => [...PILOT_DOCS.filter((d) => !replace.some((r) => r.kind === d.kind)), ...replace];

describe('checkCrewRecords: documents', () => {
  it('passes a pilot with every document valid', () => {
    expect(check()).toEqual({ refusals: [], warnings: [] });
  });

  it('a licence is valid through its due date: due on the leg day warns, due the day before refuses, naming it', () => {
    expect(check({ documents: pilot(licence('2026-07-10')) })).toEqual({
      refusals: [],
      warnings: [{ key: CRW.licenceNearExpiry, params: { document: 'ATPL', number: 'L-1', dueDate: '2026-07-10', daysLeft: 0 } }],
    });
    expect(check({ documents: pilot(licence('2026-07-09')) }).refusals).toEqual([{ key: CRK.licenceExpired, params: { document: 'ATPL', number: 'L-1', dueDate: '2026-07-09' } }]);
  });

  it('an overnight leg needs the document through its arrival day', () => {
    expect(keys({ leg: NIGHT_LEG, documents: pilot(licence('2026-07-10')) })).toEqual([CRK.licenceExpired]);
    expect(keys({ leg: NIGHT_LEG, documents: pilot(licence('2026-07-11')) })).toEqual([]);
    expect(keys({ leg: NIGHT_LEG, documents: pilot(medical('2026-07-10')) })).toEqual([CRK.medicalExpired]);
  });

  it('refuses a missing licence, medical or type rating', () => {
    expect(keys({ documents: [medical(FAR), ability(FAR)] })).toEqual([CRK.licenceMissing]);
    expect(keys({ documents: [licence(FAR), ability(FAR)] })).toEqual([CRK.medicalMissing]);
    expect(check({ documents: [licence(FAR), medical(FAR)] }).refusals).toEqual([{ key: CRK.typeRatingMissing, params: { aircraftType: 'Gulfstream G650' } }]);
  });

  it("the 'recorded' check warns on a missing document but still refuses an expired one", () => {
    expect(check({ documentCheck: 'recorded', documents: [medical(FAR), ability(FAR)] })).toEqual({ refusals: [], warnings: [{ key: CRW.licenceMissing, params: {} }] });
    expect(check({ documentCheck: 'recorded', documents: [licence(FAR), medical(FAR)] }).warnings).toEqual([{ key: CRW.typeRatingMissing, params: { aircraftType: 'Gulfstream G650' } }]);
    expect(keys({ documentCheck: 'recorded', documents: pilot(medical('2026-07-09')) })).toEqual([CRK.medicalExpired]);
    expect(keys({ documentCheck: 'strict', documents: [medical(FAR), ability(FAR)] })).toEqual([CRK.licenceMissing]);
  });

  it('a type ability for another type does not count; a licence for the type does', () => {
    expect(keys({ documents: pilot(ability(FAR, 'CL650')) })).toEqual([CRK.typeRatingMissing]);
    expect(keys({ documents: [licence(FAR, { aircraftTypeId: 'G650' }), medical(FAR)] })).toEqual([]);
    expect(keys({ documents: [licence(FAR, { aircraftTypeId: 'CL650' }), medical(FAR)] })).toEqual([CRK.typeRatingMissing]);
  });

  it('refuses an expired type ability, naming it; an expired typed licence is reported once', () => {
    expect(check({ documents: pilot(ability('2026-07-09')) }).refusals).toEqual([{ key: CRK.abilityExpired, params: { document: 'Type rating', number: '', dueDate: '2026-07-09' } }]);
    expect(keys({ documents: [licence('2026-07-09', { aircraftTypeId: 'G650' }), medical(FAR)] })).toEqual([CRK.licenceExpired]);
  });

  it('a document without due date never expires', () => {
    expect(check({ documents: [licence(null), medical(null), ability(null)] })).toEqual({ refusals: [], warnings: [] });
  });

  it('any valid document of the kind satisfies the requirement, and warns only on the one that does', () => {
    expect(check({ documents: [...PILOT_DOCS, licence('2026-01-01', { number: 'OLD' })] })).toEqual({ refusals: [], warnings: [] });
    expect(keys({ documents: pilot(ability('2026-01-01'), ability(FAR, 'G650', { number: 'R-2' })) })).toEqual([]);
    // both expired: the latest one is named
    expect(check({ documents: pilot(licence('2026-01-01', { number: 'OLD' }), licence('2026-07-01', { number: 'NEW' })) }).refusals[0]!.params).toMatchObject({ number: 'NEW' });
  });

  it('a document not yet effective on the departure day does not count', () => {
    expect(check({ documents: pilot(medical(FAR, { effectiveDate: '2026-07-11' })) }).refusals).toEqual([{ key: CRK.notYetEffective, params: { document: 'Class 1', number: 'M-1', effectiveDate: '2026-07-11' } }]);
    expect(keys({ documents: pilot(medical(FAR, { effectiveDate: '2026-07-10' })) })).toEqual([]);
  });

  it("warns near expiry on the leg's date: three calendar months, or the type's prompt days", () => {
    expect(check({ documents: pilot(medical('2026-10-10')) }).warnings).toEqual([{ key: CRW.medicalNearExpiry, params: { document: 'Class 1', number: 'M-1', dueDate: '2026-10-10', daysLeft: 92 } }]);
    expect(check({ documents: pilot(medical('2026-10-11')) }).warnings).toEqual([]);
    expect(check({ documents: pilot(medical('2026-10-10', { typePromptDays: 30 })) }).warnings).toEqual([]);
    expect(check({ documents: pilot(medical('2026-08-09', { typePromptDays: 30 })) }).warnings.map((w) => w.key)).toEqual([CRW.medicalNearExpiry]);
    // the operator's bands
    expect(check({ documents: pilot(medical('2026-09-01')), bands: { nearMonths: 1, soonDays: 10 } }).warnings).toEqual([]);
  });

  it("judges on the day in the crew member's base zone: Auckland and Honolulu differ on the same leg", () => {
    const leg = { ...DAY_LEG, departureUtc: '2026-07-10T20:00:00Z', arrivalUtc: '2026-07-10T21:00:00Z' };
    const documents = pilot(licence('2026-07-10'));
    expect(keys({ leg, documents, crew: { id: 'c1', baseZone: 'Pacific/Auckland' } })).toEqual([CRK.licenceExpired]);
    expect(check({ leg, documents, crew: { id: 'c1', baseZone: 'Pacific/Honolulu' } })).toMatchObject({ refusals: [], warnings: [{ key: CRW.licenceNearExpiry }] });
    // unknown base: the operator's zone
    expect(keys({ leg, documents, crew: { id: 'c1', baseZone: null }, operatorZone: 'Pacific/Honolulu' })).toEqual([]);
  });

  it('cabin crew need a medical, and a security document when the operator lists one; not a licence', () => {
    expect(check({ role: 'cabin', documents: [medical(FAR)] })).toEqual({ refusals: [], warnings: [] });
    expect(keys({ role: 'cabin', documents: [licence(FAR)] })).toEqual([CRK.medicalMissing]);
    expect(keys({ role: 'cabin', documents: [medical(FAR)], operatorKinds: ['security'] })).toEqual([CRK.securityMissing]);
    expect(keys({ role: 'cabin', documents: [medical(FAR), security('2026-07-09')], operatorKinds: ['security'] })).toEqual([CRK.securityExpired]);
    expect(keys({ role: 'cabin', documents: [medical(FAR), security(FAR)], operatorKinds: ['security'] })).toEqual([]);
  });

  it('maintenance engineers need a licence, and no type rating or medical', () => {
    expect(keys({ role: 'maintenance', documents: [licence(FAR)] })).toEqual([]);
    expect(keys({ role: 'maintenance', documents: [medical(FAR)] })).toEqual([CRK.licenceMissing]);
  });

  it('does not judge the type rating while no aircraft is scheduled', () => {
    expect(keys({ documents: [licence(FAR), medical(FAR)], leg: { ...DAY_LEG, aircraftTypeId: null } })).toEqual([]);
  });
});

describe('checkCrewRecords: leave, rest and official business', () => {
  const act = (kind: CrewActivity['kind'], fromUtc: string, toUtc: string): CrewActivity => ({ kind, fromUtc, toUtc });

  it('leave, rest and official business overlapping the leg block it, naming the period', () => {
    expect(check({ leaves: [act('leave', '2026-07-09T00:00:00Z', '2026-07-10T02:30:00Z')] }).refusals).toEqual([{ key: CRK.onLeave, params: { from: '2026-07-09T00:00:00.000Z', to: '2026-07-10T02:30:00.000Z' } }]);
    expect(keys({ leaves: [act('rest', '2026-07-10T04:59:00Z', '2026-07-11T00:00:00Z')] })).toEqual([CRK.onRest]);
    expect(keys({ leaves: [act('officialBusiness', '2026-07-10T03:00:00Z', '2026-07-10T04:00:00Z')] })).toEqual([CRK.onOfficialBusiness]);
    expect(keys({ leaves: [act('leave', '2026-07-01T00:00:00Z', '2026-07-31T00:00:00Z')] })).toEqual([CRK.onLeave]);
  });

  it('touching the leg at either end does not overlap', () => {
    expect(keys({ leaves: [act('leave', '2026-07-09T00:00:00Z', '2026-07-10T02:00:00Z'), act('rest', '2026-07-10T05:00:00Z', '2026-07-11T00:00:00Z')] })).toEqual([]);
  });

  it('training and standby do not block', () => {
    expect(keys({ leaves: [act('training', '2026-07-10T00:00:00Z', '2026-07-11T00:00:00Z'), act('standby', '2026-07-10T00:00:00Z', '2026-07-11T00:00:00Z')] })).toEqual([]);
  });
});
