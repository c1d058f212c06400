import { describe, expect, it } from 'vitest';
import { crewToNotify, dropRole, missingRoles, periodBounds, publishedEntries, rosterArea, rosterChanges, ROSTER_ROLES, type PublishedPeriod } from './roster';

const none = { cabinCrewCount: 0, engineerCount: 0 };

describe('roster roles', () => {
  it('maps crew types to their roles and permission areas', () => {
    expect(ROSTER_ROLES).toEqual({ pilot: ['pic', 'sic'], cabin: ['cabin'], maintenance: ['maintenance'] });
    expect([rosterArea('pilot'), rosterArea('cabin'), rosterArea('maintenance')]).toEqual(['schedulePilot', 'scheduleCabin', 'scheduleMaintenance']);
  });

  it('finds the roles a leg misses by the seats taken and the type complement', () => {
    expect(missingRoles('pilot', [], none)).toEqual(['pic', 'sic']);
    expect(missingRoles('pilot', [{ role: 'pic' }], none)).toEqual(['sic']);
    expect(missingRoles('pilot', [{ role: 'pic' }, { role: 'sic' }, { role: 'cabin' }], none)).toEqual([]);
    expect(missingRoles('cabin', [{ role: 'cabin' }], { cabinCrewCount: 2, engineerCount: 0 })).toEqual(['cabin']);
    expect(missingRoles('cabin', [{ role: 'cabin' }, { role: 'cabin' }], { cabinCrewCount: 2, engineerCount: 0 })).toEqual([]);
    expect(missingRoles('cabin', [], none)).toEqual([]);
    expect(missingRoles('maintenance', [], { cabinCrewCount: 0, engineerCount: 1 })).toEqual(['maintenance']);
    expect(dropRole(['sic'])).toBe('sic');
    expect(dropRole(['pic', 'sic'])).toBeNull();
    expect(dropRole([])).toBeNull();
  });
});

describe('periods', () => {
  it('turns days in a zone into UTC bounds, at most 62 days', () => {
    expect(periodBounds('2026-12-10', '2026-12-16', 'Asia/Shanghai')).toEqual({ from: '2026-12-09T16:00:00.000Z', to: '2026-12-16T16:00:00.000Z', days: 7 });
    expect(periodBounds('2026-12-10', '2026-12-10', 'UTC')?.days).toBe(1);
    expect(periodBounds('2026-12-10', '2026-12-09', 'UTC')).toBeNull();
    expect(periodBounds('2026-12-01', '2027-02-01', 'UTC')).toBeNull();
    expect(periodBounds('2026-02-30', '2026-03-01', 'UTC')).toBeNull();
  });
});

describe('change marks and who to tell', () => {
  const e = (n: number, crewId = 'c1', legId = `l${n}`) => ({ assignmentId: `a${n}`, legId, crewId, role: 'pic' });
  const days: Record<string, string> = { l1: '2026-12-10', l2: '2026-12-11', l3: '2026-12-20', l4: '2026-12-11' };
  const dayOf = (id: string) => days[id] ?? null;
  const week: PublishedPeriod = { id: 'p1', fromDate: '2026-12-10', toDate: '2026-12-16', time: 1, snapshot: [e(1), e(2)] };

  it('marks additions on published days, ghosts removals, and leaves unpublished days alone', () => {
    const now = [
      { ...e(1), day: '2026-12-10' },
      { ...e(4), day: '2026-12-11' },
      { ...e(3), day: '2026-12-20' },
    ];
    expect(rosterChanges(now, [week], dayOf)).toEqual({ changed: ['a4'], removed: [e(2)] });
    expect(rosterChanges(now, [], dayOf)).toEqual({ changed: [], removed: [] });
  });

  it('lets the latest publication covering a day speak for it', () => {
    const later: PublishedPeriod = { id: 'p2', fromDate: '2026-12-11', toDate: '2026-12-11', time: 2, snapshot: [e(4)] };
    const now = [
      { ...e(1), day: '2026-12-10' },
      { ...e(4), day: '2026-12-11' },
    ];
    expect(rosterChanges(now, [week, later], dayOf)).toEqual({ changed: [], removed: [] });
    expect(publishedEntries([week, later], dayOf, (d) => d === '2026-12-11')).toEqual([e(4)]);
  });

  it('tells crew whose assignments differ from what they were told, removals included', () => {
    expect(crewToNotify([e(1), e(2)], [e(1), e(2)])).toEqual([]);
    expect(crewToNotify([e(1), e(3, 'c2')], [e(1), e(2)])).toEqual(['c1', 'c2']);
    expect(crewToNotify([], [e(1)])).toEqual(['c1']);
  });
});
