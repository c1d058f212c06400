import { describe, expect, it } from 'vitest';
import { countMovements, movementsOf } from './movements';

const leg = (id: string, dep: string, off: string | null = null, on: string | null = null) =>
  ({ id, plannedDepartureUtc: dep, actualOffUtc: off, actualOnUtc: on });

describe('movements', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('classifies legs and flags those over 30 minutes late, departed or still waiting', () => {
    const list = movementsOf(
      [
        leg('landed', '2026-11-24T06:00:00Z', '2026-11-24T06:10:00Z', '2026-11-24T08:00:00Z'),
        leg('lateOff', '2026-11-24T09:00:00Z', '2026-11-24T09:45:00Z'),
        leg('waiting', '2026-11-24T11:00:00Z'),
        leg('later', '2026-11-24T15:00:00Z'),
      ],
      now,
    );
    expect(list.map((m) => [m.leg.id, m.status, m.late])).toEqual([
      ['landed', 'landed', false],
      ['lateOff', 'departed', true],
      ['waiting', 'planned', true],
      ['later', 'planned', false],
    ]);
    expect(countMovements(list)).toEqual({ planned: 4, departed: 2, landed: 1, delayed: 2 });
  });
});
