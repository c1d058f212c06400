import { describe, expect, it } from 'vitest';
import { LegState } from '../trip/states';
import { HOME_CARD_KEYS, HOME_CARD_PATHS, HOME_SEAT_CARDS, cardSeverity, homeDay, homeDayStart, movementBreakdown, sortLegs, type HomeLegFacts } from './homeCards';

const MIN = 60_000;
const T = (hhmm: string, day = 10) => Date.parse(`2026-12-${String(day).padStart(2, '0')}T${hhmm}:00Z`);

type L = HomeLegFacts & { name: string };
const leg = (name: string, dep: string, arr: string, o: Partial<HomeLegFacts> = {}, day = 10): L => ({
  name,
  legState: LegState.released,
  plannedDepartureMs: T(dep, day),
  plannedArrivalMs: T(arr, day),
  actualOffMs: null,
  actualOnMs: null,
  aircraftId: 'a1',
  hasCrew: true,
  airworthiness: 'airworthy',
  ...o,
});
const names = (ls: L[]) => ls.map((l) => l.name);

describe('the home day', () => {
  it('starts at 16:00 UTC for Beijing and at 00:00 UTC for UTC and Local', () => {
    expect(new Date(homeDayStart(T('15:59'), 'Beijing')).toISOString()).toBe('2026-12-09T16:00:00.000Z');
    expect(new Date(homeDayStart(T('16:00'), 'Beijing')).toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(new Date(homeDayStart(T('23:59'), 'UTC')).toISOString()).toBe('2026-12-10T00:00:00.000Z');
    expect(homeDayStart(T('05:00'), 'Local')).toBe(homeDayStart(T('05:00'), 'UTC'));
    const d = homeDay(T('12:00'), 'UTC');
    expect([d.lookBack, d.from, d.to].map((x) => new Date(x).toISOString())).toEqual(['2026-12-09T00:00:00.000Z', '2026-12-10T00:00:00.000Z', '2026-12-11T00:00:00.000Z']);
  });
});

describe('sorting the legs into the leg cards', () => {
  const now = T('12:00');
  const day = homeDay(now, 'UTC');
  const legs: L[] = [
    leg('red', '08:00', '10:30'), // released, never left, 90 min past arrival
    leg('amber', '09:00', '11:40', { legState: LegState.flying, actualOffMs: T('09:05') }), // airborne, 20 min late
    leg('yesterday', '21:00', '23:00', { legState: LegState.flying, actualOffMs: T('21:00', 9) }, 9), // overdue from the day before
    leg('late', '11:00', '13:00'), // released, not off 60 min after departure
    leg('detected', '11:20', '13:30', { detectedOffMs: T('11:25') }),
    leg('stale', '06:00', '08:00', { legState: LegState.ready }),
    leg('landed', '07:00', '09:00', { legState: LegState.flown, actualOffMs: T('07:00'), actualOnMs: T('09:00') }),
    leg('noCrew', '15:00', '17:00', { legState: LegState.planned, hasCrew: false, airworthiness: null }),
    leg('noAircraft', '16:00', '18:00', { legState: LegState.planned, aircraftId: null, airworthiness: null }),
    leg('cancelled', '10:00', '11:00', { legState: LegState.cancelled }),
  ];
  const s = sortLegs(legs, now, day);

  it('flags overdue legs red before amber, including yesterday’s leg still in the air', () => {
    expect(names(s.overdue)).toEqual(['yesterday', 'red', 'amber']);
  });
  it('lists delayed, detected and stale legs by the one leg-progress rule', () => {
    expect(names(s.delayed)).toEqual(['red', 'late']);
    expect(names(s.detected)).toEqual(['detected']);
    expect(names(s.stale)).toEqual(['stale']);
  });
  it('counts today’s movements, under way first, landed last, cancelled never', () => {
    expect(names(s.movements)).toEqual(['amber', 'detected', 'red', 'late', 'noCrew', 'noAircraft', 'stale', 'landed']);
    expect(names(s.movements)).not.toContain('yesterday');
    expect(names(s.movements)).not.toContain('cancelled');
    expect(movementBreakdown(s.movements, now)).toEqual({ toGo: 5, airborne: 2, landed: 1 });
  });
  it('lists the day’s legs without crew and those waiting for airworthiness that have not left', () => {
    expect(names(s.legsWithoutCrew)).toEqual(['noCrew']);
    expect(names(s.airworthiness)).toEqual(['noCrew']);
  });
});

describe('cards', () => {
  it('are quiet at zero, loud when red, informative for new work', () => {
    expect(cardSeverity('overdue', 0, { red: true })).toBe('ok');
    expect(cardSeverity('overdue', 2, { red: true })).toBe('danger');
    expect(cardSeverity('overdue', 2)).toBe('warning');
    expect(cardSeverity('movements', 12)).toBe('info');
    expect(cardSeverity('newIntentions', 1)).toBe('info');
    expect(cardSeverity('legsWithoutCrew', 1, { red: true })).toBe('warning');
  });
  it('give every seat’s cards a screen, and ops control the leg cards', () => {
    for (const key of HOME_CARD_KEYS) expect(HOME_CARD_PATHS[key]).toMatch(/^\//);
    expect(HOME_SEAT_CARDS.CONTROL).toEqual(expect.arrayContaining(['overdue', 'detected', 'delayed', 'movements', 'aircraftStatus', 'dutyWarnings']));
    expect(HOME_SEAT_CARDS.CUSTOMER_SERVICE).toEqual(['newIntentions', 'tripsToSubmit']);
    expect(HOME_SEAT_CARDS.CREW).toEqual(['legsWithoutCrew', 'invalidAssignments', 'dutyWarnings', 'flbToConfirm']);
    expect(HOME_SEAT_CARDS.FLEET).toEqual(['airworthiness', 'aircraftStatus', 'melDue']);
  });
});
