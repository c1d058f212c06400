import { describe, expect, it } from 'vitest';
import { LEG_CREW_ROLE_LIST } from '../trip/crewAssignment';
import { CREW_DOCUMENT_KINDS, ROLE_DOCUMENT_REQUIREMENTS, crewDocumentStatus, crewDocumentStatusOn, documentsExpiringWithin, requirementsFor, type CrewDocument } from './documents';

const doc = (dueDate: string | null, extra: Partial<CrewDocument> = {}): CrewDocument => ({ kind: 'licence', typeId: 't1', label: 'ATPL', number: 'L-1', dueDate, ...extra });

describe('crewDocumentStatus', () => {
  it('a document without due date never expires', () => {
    expect(crewDocumentStatusOn(doc(null), '2099-12-31')).toEqual({ status: 'normal', band: null, daysLeft: null, nearFrom: null });
  });

  it("uses the type's prompt days, else three calendar months", () => {
    expect(crewDocumentStatusOn(doc('2026-06-30', { typePromptDays: 45 }), '2026-05-16')).toMatchObject({ status: 'nearExpiry', band: '3months', nearFrom: '2026-05-16' });
    expect(crewDocumentStatusOn(doc('2026-06-30', { typePromptDays: 45 }), '2026-05-15').status).toBe('normal');
    expect(crewDocumentStatusOn(doc('2026-06-30'), '2026-03-30').status).toBe('nearExpiry');
    expect(crewDocumentStatusOn(doc('2026-06-30'), '2026-03-29').status).toBe('normal');
  });

  it("judges on the crew member's base day, the operator's when the base zone is unknown", () => {
    const instant = new Date('2026-06-30T20:00:00Z');
    const d = doc('2026-06-30');
    expect(crewDocumentStatus(d, instant, 'Pacific/Auckland').status).toBe('expired');
    expect(crewDocumentStatus(d, instant, 'Pacific/Honolulu')).toMatchObject({ status: 'nearExpiry', band: '10days', daysLeft: 0 });
    expect(crewDocumentStatus(d, instant, null).status).toBe('expired'); // Beijing: already July 1
    expect(crewDocumentStatus(d, instant, 'Nowhere/Unknown', undefined, 'America/Los_Angeles').daysLeft).toBe(0);
  });

  it('takes the operator bands', () => {
    expect(crewDocumentStatusOn(doc('2026-06-30'), '2026-04-29', { nearMonths: 2, soonDays: 20 }).status).toBe('normal');
    expect(crewDocumentStatusOn(doc('2026-06-30'), '2026-06-10', { nearMonths: 2, soonDays: 20 }).band).toBe('10days');
  });
});

describe('documentsExpiringWithin', () => {
  it('keeps due dates up to N days after today in the zone, expired ones included, never undated ones', () => {
    const docs = [doc('2026-07-31', { id: 'in30' }), doc('2026-08-01', { id: 'in31' }), doc('2026-06-01', { id: 'expired' }), doc(null, { id: 'never' }), doc('2026-07-01', { id: 'today' })];
    const ids = (zone: string) => documentsExpiringWithin(docs, new Date('2026-07-01T04:00:00Z'), zone, 30).map((d) => d.id);
    expect(ids('Asia/Shanghai')).toEqual(['in30', 'expired', 'today']);
    // still June 30 in Honolulu: July 31 is 31 days away
    expect(ids('Pacific/Honolulu')).toEqual(['expired', 'today']);
  });
});

describe('ROLE_DOCUMENT_REQUIREMENTS', () => {
  it('has a row for every role, of known kinds only', () => {
    for (const role of LEG_CREW_ROLE_LIST) {
      expect(ROLE_DOCUMENT_REQUIREMENTS[role].length, role).toBeGreaterThan(0);
      for (const r of ROLE_DOCUMENT_REQUIREMENTS[role]) for (const k of r.kinds) expect(CREW_DOCUMENT_KINDS).toContain(k);
    }
  });

  it('pilots need a licence, a medical and a type rating; cabin a medical and, when listed, security; engineers a licence', () => {
    const names = (role: Parameters<typeof requirementsFor>[0], kinds?: Parameters<typeof requirementsFor>[1]) => requirementsFor(role, kinds).map((r) => r.name);
    expect(names('pic')).toEqual(['licence', 'medical', 'typeRating']);
    expect(names('sic')).toEqual(['licence', 'medical', 'typeRating']);
    expect(names('cabin')).toEqual(['medical']);
    expect(names('cabin', ['medical', 'security'])).toEqual(['medical', 'security']);
    expect(names('maintenance')).toEqual(['licence']);
    expect(ROLE_DOCUMENT_REQUIREMENTS.pic.find((r) => r.name === 'typeRating')).toMatchObject({ kinds: ['ability', 'licence'], forAircraftType: true });
  });
});
