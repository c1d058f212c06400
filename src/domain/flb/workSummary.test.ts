import { describe, expect, it } from 'vitest';
import { sumFigures, workSummary, type WorkLog } from './workSummary';

const log = (over: Partial<WorkLog> = {}): WorkLog => ({ status: 'confirmed', aircraftId: 'a1', crewIds: ['c1', 'c2'], blockMinutes: 130, flightMinutes: 130, airMinutes: 110, nightMinutes: 20, landings: 1, ...over });

describe('workSummary', () => {
  it('sums confirmed logs per crew member, each leg once per member', () => {
    const m = workSummary([log(), log({ crewIds: ['c1', 'c1'], blockMinutes: 60, flightMinutes: 60, airMinutes: 45, nightMinutes: null, landings: 2 })], 'crew', false);
    expect(m.get('c1')).toEqual({ legs: 2, drafts: 0, blockMinutes: 190, flightMinutes: 190, airMinutes: 155, nightMinutes: 20, landings: 3 });
    expect(m.get('c2')).toMatchObject({ legs: 1, blockMinutes: 130 });
  });

  it('sums per aircraft; logs without an aircraft are no row', () => {
    const m = workSummary([log(), log({ aircraftId: 'a2' }), log({ aircraftId: null })], 'aircraft', false);
    expect([...m.keys()].sort()).toEqual(['a1', 'a2']);
    expect(m.get('a1')!.legs).toBe(1);
  });

  it('leaves drafts out unless asked, and counts them when included', () => {
    const logs = [log(), log({ status: 'draft', blockMinutes: 10 })];
    expect(workSummary(logs, 'aircraft', false).get('a1')).toMatchObject({ legs: 1, drafts: 0, blockMinutes: 130 });
    expect(workSummary(logs, 'aircraft', true).get('a1')).toMatchObject({ legs: 2, drafts: 1, blockMinutes: 140 });
  });

  it('totals rows', () => {
    const m = workSummary([log(), log({ crewIds: ['c3'] })], 'crew', false);
    expect(sumFigures([...m.values()])).toMatchObject({ legs: 3, blockMinutes: 390, landings: 3 });
  });
});
