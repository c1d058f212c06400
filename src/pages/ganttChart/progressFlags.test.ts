import { describe, expect, it } from 'vitest';
import type { GanttLegAnswer } from '../../api/gantt';
import { LegState } from '../../domain/trip/states';
import { DETECTED_COLOUR, OVERDUE_COLOURS } from '../../domain/trip/legProgress';
import type { TimelineItem } from '../../timeline-engine';
import type { BarInfo } from './ganttMapping';
import { flagBars } from './progressFlags';

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 12, 0);
const leg = (id: string, legState: number, arrHoursAgo: number, off: boolean) =>
  ({
    id,
    legState,
    plannedDepartureUtc: new Date(NOW - (arrHoursAgo + 2) * H).toISOString(),
    plannedArrivalUtc: new Date(NOW - arrHoursAgo * H).toISOString(),
    actualOffUtc: off ? new Date(NOW - (arrHoursAgo + 2) * H).toISOString() : null,
    actualOnUtc: null,
  }) as unknown as GanttLegAnswer;
const item = (id: string): TimelineItem => ({ id, row: 'r', start: 0, end: 1, colour: '#000', flags: { locked: false } });

describe('Gantt progress flags', () => {
  const legs = new Map([
    ['red', leg('red', LegState.flying, 2, true)],
    ['amber', leg('amber', LegState.released, 0.5, false)],
    ['stale', leg('stale', LegState.preparing, 3, false)],
    ['fine', leg('fine', LegState.flying, -1, true)],
  ]);
  const bars = new Map<string, BarInfo>([...legs.keys()].map((id) => [id, { legId: id, subject: 'B-1' }]));

  it('flags overdue bars in amber or red and stale bars, keeps the others as they were', () => {
    const items = [...legs.keys()].map(item);
    const f = flagBars(items, { kind: 'fleet', legs, bars }, NOW);
    expect(f.overdue).toEqual(['red', 'amber']);
    expect(f.stale).toEqual(['stale']);
    expect(f.items[0]!.flags).toEqual({ locked: false, overdue: OVERDUE_COLOURS.red, stale: false });
    expect(f.items[1]!.flags?.overdue).toBe(OVERDUE_COLOURS.amber);
    expect(f.items[2]!.flags).toEqual({ locked: false, overdue: undefined, stale: true });
    expect(f.items[3]).toBe(items[3]);
  });

  it('marks a takeoff detected from positions on the bar\'s start, a detected landing on its end', () => {
    const released = { ...leg('off', LegState.released, -1, false), detectedOffUtc: new Date(NOW - 10 * 60_000).toISOString() } as GanttLegAnswer;
    const landing = { ...leg('on', LegState.flying, 0, true), detectedOnUtc: new Date(NOW - 60_000).toISOString() } as GanttLegAnswer;
    const detectedLegs = new Map([
      ['off', released],
      ['on', landing],
    ]);
    const detectedBars = new Map<string, BarInfo>([...detectedLegs.keys()].map((id) => [id, { legId: id, subject: 'B-2' }]));
    const f = flagBars(['off', 'on'].map(item), { kind: 'fleet', legs: detectedLegs, bars: detectedBars }, NOW);
    expect(f.detected).toEqual(['off', 'on']);
    expect(f.items[0]!.flags?.mark).toEqual({ colour: DETECTED_COLOUR, at: 'start' });
    expect(f.items[1]!.flags?.mark).toEqual({ colour: DETECTED_COLOUR, at: 'end' });
    expect(f.overdue).toEqual([]);
  });

  it('leaves crew duty bars alone', () => {
    expect(flagBars([item('red')], { kind: 'crew', legs, bars }, NOW).overdue).toEqual([]);
  });
});
