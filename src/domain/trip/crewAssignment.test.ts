import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptAssignment,
  assignCrew,
  assignmentHolds,
  CK,
  crewComplete,
  declineAssignment,
  isForeignPilot,
  LEG_CREW_ROLE_LIST,
  type AssignFacts,
  type AssignmentFacts,
  type CrewFacts,
  type CrewLegFacts,
} from './crewAssignment';
import { TK } from './errors';
import { LegState } from './states';
import { CREW_ASSIGNMENT_STATES } from './statuses';

const TYPE = 'type-g650';
const leg = (over: Partial<CrewLegFacts> = {}): CrewLegFacts => ({
  state: LegState.planned,
  aircraftTypeId: TYPE,
  departureIcao: 'ZBAA',
  arrivalIcao: 'VHHH',
  departureOpen: null,
  arrivalOpen: null,
  ...over,
});
const pilot = (over: Partial<CrewFacts> = {}): CrewFacts => ({ id: 'p1', crewType: 'pilot', status: 'active', nationality: 'CN', qualifiedTypeIds: [TYPE], ...over });
const facts = (over: Partial<AssignFacts> = {}): AssignFacts => ({ leg: leg(), crew: pilot(), role: 'pic', assignments: [], ...over });
const keyOf = (r: ReturnType<typeof assignCrew>) => (r.ok ? 'ok' : r.key);

describe('assignCrew', () => {
  it('a qualified, active pilot as PIC on a scheduled leg → to confirm', () => {
    expect(assignCrew(facts())).toEqual({ ok: true, value: { status: 'toConfirm' } });
  });

  it('refuses on a closed leg (cancelled, flying, flown)', () => {
    expect(keyOf(assignCrew(facts({ leg: leg({ state: LegState.cancelled }) })))).toBe(TK.cancelledLegNotEditable);
    expect(keyOf(assignCrew(facts({ leg: leg({ state: LegState.flying }) })))).toBe(TK.flyingLegNotEditable);
    expect(keyOf(assignCrew(facts({ leg: leg({ state: LegState.flown }) })))).toBe(TK.legAlreadyFlown);
  });

  it('refuses a leg without aircraft: not scheduled by fleet', () => {
    expect(keyOf(assignCrew(facts({ leg: leg({ aircraftTypeId: null }) })))).toBe(TK.notScheduledByFleet);
  });

  it('refuses inactive crew, a wrong crew type, an unqualified pilot', () => {
    expect(keyOf(assignCrew(facts({ crew: pilot({ status: 'inactive' }) })))).toBe(CK.crewInactive);
    const cabin = pilot({ crewType: 'cabin', qualifiedTypeIds: [] });
    const r = assignCrew(facts({ crew: cabin, role: 'pic' }));
    expect(r).toEqual({ ok: false, key: CK.crewRoleMismatch, params: { role: 'pic', crewType: 'cabin' } });
    expect(keyOf(assignCrew(facts({ crew: pilot(), role: 'cabin' })))).toBe(CK.crewRoleMismatch);
    expect(keyOf(assignCrew(facts({ crew: pilot(), role: 'maintenance' })))).toBe(CK.crewRoleMismatch);
    expect(keyOf(assignCrew(facts({ crew: pilot({ qualifiedTypeIds: ['other'] }), role: 'sic' })))).toBe(CK.crewNotQualified);
    // cabin and maintenance need no type qualification
    expect(keyOf(assignCrew(facts({ crew: cabin, role: 'cabin' })))).toBe('ok');
    expect(keyOf(assignCrew(facts({ crew: pilot({ crewType: 'maintenance', qualifiedTypeIds: [] }), role: 'maintenance' })))).toBe('ok');
  });

  it('a foreign pilot is refused when the departure or arrival airport is closed', () => {
    const foreign = pilot({ nationality: 'US' });
    expect(assignCrew(facts({ crew: foreign, leg: leg({ arrivalOpen: false }) }))).toEqual({ ok: false, key: CK.foreignPilotClosedAirport, params: { icao: 'VHHH' } });
    expect(assignCrew(facts({ crew: foreign, leg: leg({ departureOpen: false }) }))).toMatchObject({ params: { icao: 'ZBAA' } });
    expect(keyOf(assignCrew(facts({ crew: foreign, leg: leg({ departureOpen: true, arrivalOpen: null }) })))).toBe('ok');
    // the operator's own pilots, and pilots of unknown nationality, are not foreign
    expect(keyOf(assignCrew(facts({ crew: pilot(), leg: leg({ arrivalOpen: false }) })))).toBe('ok');
    expect(keyOf(assignCrew(facts({ crew: pilot({ nationality: null }), leg: leg({ arrivalOpen: false }) })))).toBe('ok');
    // another operator country
    expect(keyOf(assignCrew(facts({ crew: foreign, operatorCountry: 'US', leg: leg({ arrivalOpen: false }) })))).toBe('ok');
    // foreign cabin crew are not concerned
    expect(keyOf(assignCrew(facts({ crew: pilot({ crewType: 'cabin', nationality: 'US' }), role: 'cabin', leg: leg({ arrivalOpen: false }) })))).toBe('ok');
  });

  it('refuses crew already on the leg (declined too) and a second PIC that has not declined', () => {
    const onLeg: AssignmentFacts = { crewId: 'p1', role: 'sic', status: 'declined' };
    expect(keyOf(assignCrew(facts({ assignments: [onLeg] })))).toBe(CK.crewAlreadyOnLeg);
    const pic: AssignmentFacts = { crewId: 'p2', role: 'pic', status: 'accepted' };
    expect(keyOf(assignCrew(facts({ assignments: [pic] })))).toBe(CK.picAlreadyAssigned);
    expect(keyOf(assignCrew(facts({ assignments: [{ ...pic, status: 'declined' }] })))).toBe('ok');
    expect(keyOf(assignCrew(facts({ role: 'sic', assignments: [pic, { crewId: 'p3', role: 'sic', status: 'toConfirm' }] })))).toBe('ok');
  });
});

describe('assignmentHolds (crew already on a leg that changed)', () => {
  const keyOfHeld = (r: ReturnType<typeof assignmentHolds>) => (r ? r.key : 'holds');
  it('a pilot stops holding on an aircraft of a type they are not rated on; cabin crew and engineers are not concerned', () => {
    expect(keyOfHeld(assignmentHolds({ leg: leg(), crew: pilot(), role: 'pic' }))).toBe('holds');
    expect(keyOfHeld(assignmentHolds({ leg: leg({ aircraftTypeId: 'type-other' }), crew: pilot(), role: 'sic' }))).toBe(CK.crewNotQualified);
    expect(keyOfHeld(assignmentHolds({ leg: leg({ aircraftTypeId: 'type-other' }), crew: pilot({ crewType: 'cabin', qualifiedTypeIds: [] }), role: 'cabin' }))).toBe('holds');
  });
  it('a leg that lost its aircraft has no type to judge', () => {
    expect(keyOfHeld(assignmentHolds({ leg: leg({ aircraftTypeId: null }), crew: pilot(), role: 'pic' }))).toBe('holds');
  });
  it('a foreign pilot stops holding when the leg now touches a closed airport, naming it', () => {
    const r = assignmentHolds({ leg: leg({ arrivalIcao: 'ZSPD', arrivalOpen: false }), crew: pilot({ nationality: 'US' }), role: 'pic' });
    expect(r).toEqual({ ok: false, key: CK.foreignPilotClosedAirport, params: { icao: 'ZSPD' } });
    expect(assignmentHolds({ leg: leg({ arrivalIcao: 'ZSPD', arrivalOpen: false }), crew: pilot(), role: 'pic' })).toBeNull();
  });
  it('agrees with assignCrew on every fact they share', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.constantFrom('CN', 'US', null), fc.constantFrom(...LEG_CREW_ROLE_LIST), (rated, closed, nationality, role) => {
        const l = leg({ departureOpen: closed ? false : null });
        const crewType = role === 'pic' || role === 'sic' ? 'pilot' : role;
        const c = pilot({ crewType, nationality, qualifiedTypeIds: rated ? [TYPE] : [] });
        const a = assignCrew({ leg: l, crew: c, role, assignments: [] });
        const h = assignmentHolds({ leg: l, crew: c, role });
        expect(h ? h.key : 'ok').toBe(a.ok ? 'ok' : a.key);
      }),
    );
  });
});

describe('crewComplete', () => {
  it('needs a PIC and a SIC that have not declined', () => {
    expect(crewComplete([])).toBe(false);
    expect(crewComplete([{ role: 'pic', status: 'toConfirm' }])).toBe(false);
    expect(crewComplete([{ role: 'pic', status: 'toConfirm' }, { role: 'sic', status: 'accepted' }])).toBe(true);
    expect(crewComplete([{ role: 'pic', status: 'accepted' }, { role: 'sic', status: 'declined' }])).toBe(false);
    expect(crewComplete([{ role: 'pic', status: 'accepted' }, { role: 'sic', status: 'declined' }, { role: 'sic', status: 'toConfirm' }])).toBe(true);
  });

  it("with the type's complement: as many live cabin crew and engineers as the type carries", () => {
    const pilots = [{ role: 'pic', status: 'accepted' }, { role: 'sic', status: 'toConfirm' }] as const;
    const complement = { cabin: 2, maintenance: 1 };
    expect(crewComplete(pilots, complement)).toBe(false);
    expect(crewComplete([...pilots, { role: 'cabin', status: 'accepted' }, { role: 'maintenance', status: 'toConfirm' }], complement)).toBe(false);
    expect(crewComplete([...pilots, { role: 'cabin', status: 'accepted' }, { role: 'cabin', status: 'declined' }, { role: 'maintenance', status: 'toConfirm' }], complement)).toBe(false);
    expect(crewComplete([...pilots, { role: 'cabin', status: 'accepted' }, { role: 'cabin', status: 'toConfirm' }, { role: 'maintenance', status: 'toConfirm' }], complement)).toBe(true);
    expect(crewComplete([{ role: 'cabin', status: 'accepted' }, { role: 'cabin', status: 'accepted' }, { role: 'maintenance', status: 'accepted' }], complement)).toBe(false);
  });

  it('property: complete exactly when some live PIC and some live SIC exist, whatever cabin and maintenance do (no complement)', () => {
    const a = fc.record({ role: fc.constantFrom(...LEG_CREW_ROLE_LIST), status: fc.constantFrom(...CREW_ASSIGNMENT_STATES) });
    fc.assert(
      fc.property(fc.array(a, { maxLength: 8 }), (list) => {
        const live = list.filter((x) => x.status !== 'declined');
        expect(crewComplete(list)).toBe(live.some((x) => x.role === 'pic') && live.some((x) => x.role === 'sic'));
        const others = list.filter((x) => x.role === 'cabin' || x.role === 'maintenance');
        expect(crewComplete(others)).toBe(false);
      }),
    );
  });
});

describe('answers', () => {
  const open = { state: LegState.preparing };
  it('accept: to confirm → accepted only', () => {
    expect(acceptAssignment(open, { status: 'toConfirm' })).toEqual({ ok: true, value: { status: 'accepted' } });
    expect(acceptAssignment(open, { status: 'accepted' })).toEqual({ ok: false, key: CK.wrongAssignmentState, params: { status: 'accepted' } });
    expect(acceptAssignment(open, { status: 'declined' })).toMatchObject({ ok: false, key: CK.wrongAssignmentState });
    expect(acceptAssignment({ state: LegState.flown }, { status: 'toConfirm' })).toMatchObject({ key: TK.legAlreadyFlown });
  });

  it('decline: to confirm or accepted → declined with a trimmed reason', () => {
    expect(declineAssignment(open, { status: 'toConfirm' }, ' sick ')).toEqual({ ok: true, value: { status: 'declined', declineReason: 'sick' } });
    expect(declineAssignment(open, { status: 'accepted' }, 'sick')).toMatchObject({ ok: true });
    expect(declineAssignment(open, { status: 'accepted' }, '  ')).toMatchObject({ key: TK.reasonRequired });
    expect(declineAssignment(open, { status: 'declined' }, 'again')).toMatchObject({ key: CK.wrongAssignmentState });
    expect(declineAssignment({ state: LegState.cancelled }, { status: 'toConfirm' }, 'x')).toMatchObject({ key: TK.cancelledLegNotEditable });
  });

  it('isForeignPilot compares case-insensitively', () => {
    expect(isForeignPilot({ crewType: 'pilot', nationality: 'cn' })).toBe(false);
    expect(isForeignPilot({ crewType: 'pilot', nationality: 'de' })).toBe(true);
  });
});
