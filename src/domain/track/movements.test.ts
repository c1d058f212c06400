import { describe, expect, it } from 'vitest';
import { LegState } from '../trip/states';
import { countMovements, movementsOf } from './movements';

const H = 3_600_000;
const leg = (id: string, dep: string, off: string | null = null, on: string | null = null, more: { legState?: number; detectedOffUtc?: string; detectedOnUtc?: string } = {}) => ({
  id,
  legState: on ? LegState.flown : off ? LegState.flying : LegState.released,
  plannedDepartureUtc: dep,
  plannedArrivalUtc: new Date(Date.parse(dep) + 2 * H).toISOString(),
  actualOffUtc: off,
  actualOnUtc: on,
  ...more,
});

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

  it('agrees with leg progress: a detected takeoff is departed (late by its detected time), an overdue leg is flagged', () => {
    const list = movementsOf(
      [
        leg('detected', '2026-11-24T11:00:00Z', null, null, { detectedOffUtc: '2026-11-24T11:05:00Z' }),
        leg('detectedLate', '2026-11-24T10:30:00Z', null, null, { detectedOffUtc: '2026-11-24T11:10:00Z' }),
        leg('overdue', '2026-11-24T08:00:00Z', '2026-11-24T08:05:00Z'),
        leg('neverLeft', '2026-11-24T09:30:00Z'),
      ],
      now,
    );
    expect(list.map((m) => [m.leg.id, m.status, m.progress, m.late, m.overdue])).toEqual([
      ['overdue', 'departed', 'airborne', false, 'red'],
      ['neverLeft', 'planned', 'delayed', true, 'amber'],
      ['detected', 'departed', 'takeoffDetected', false, 'none'],
      ['detectedLate', 'departed', 'takeoffDetected', true, 'none'],
    ]);
  });
});
