import { describe, expect, it } from 'vitest';
import { UK, upkeepIssues, utcMinute, type LabelledFault, type TargetUpkeep } from './upkeepRules';
import type { MaintenanceFacts } from '../fleet/availability';

const H = 3_600_000;
const T0 = Date.UTC(2026, 11, 10, 0);
const DEP = T0 + 10 * H;
const ARR = T0 + 12 * H;
const aog = (over: Partial<LabelledFault> = {}): LabelledFault => ({ id: 'aog', kind: 'aog', state: 'open', discoveredAt: T0, descriptionZh: '滑油泄漏', descriptionEn: 'oil leak', ...over });
const mel = (item: string, deadline: number | null, over: Partial<LabelledFault> = {}): LabelledFault => ({ id: item, kind: 'mel', state: 'open', melItem: item, discoveredAt: T0 - 24 * H, deadlineAt: deadline, ...over });
const plan = (start: number, end: number, over: Partial<MaintenanceFacts> = {}): MaintenanceFacts => ({ id: 'p', name: 'A-check', state: 'planned', plannedStart: start, plannedEnd: end, ...over });
const up = (faults: LabelledFault[] = [], plans: MaintenanceFacts[] = []): TargetUpkeep => ({ faults, plans });

describe('upkeepIssues', () => {
  it.each([
    ['nothing open', up(), null, []],
    ['an open AOG refuses, naming it', up([aog()]), UK.aircraftAog, []],
    ['a closed AOG says nothing', up([aog({ state: 'closed', closedAt: T0 + H })]), null, []],
    ['an AOG expected back before the departure warns', up([aog({ expectedReturnAt: DEP - H })]), null, [UK.aircraftAogExpectedBack]],
    ['an AOG expected back after the departure refuses', up([aog({ expectedReturnAt: DEP + H })]), UK.aircraftAog, []],
    ['an inspection overlapping the leg refuses', up([], [plan(ARR - H, ARR + 5 * H)]), UK.aircraftInspection, []],
    ['an inspection ending at the departure says nothing', up([], [plan(T0, DEP)]), null, []],
    ['a done or cancelled inspection says nothing', up([], [plan(DEP, ARR, { state: 'done' }), plan(DEP, ARR, { state: 'cancelled' })]), null, []],
    ['an MEL item due after the arrival warns', up([mel('21-31-01', ARR + H)]), null, [UK.aircraftMel]],
    ['an MEL item due before the arrival refuses', up([mel('21-31-01', ARR - 1)]), UK.aircraftMelExpired, []],
    ['an MEL item without a deadline warns', up([mel('21-31-01', null)]), null, [UK.aircraftMel]],
    ['a closed MEL item says nothing', up([mel('21-31-01', ARR - 1, { state: 'closed', closedAt: T0 })]), null, []],
    ['AOG comes first among refusals', up([mel('21-31-01', ARR - 1), aog()], [plan(DEP, ARR)]), UK.aircraftAog, []],
    ['an inspection comes before an expired MEL item', up([mel('21-31-01', ARR - 1)], [plan(DEP, ARR)]), UK.aircraftInspection, []],
  ] as const)('%s', (_name, upkeep, refusal, warnings) => {
    const v = upkeepIssues('B-652Q', upkeep, DEP, ARR);
    expect(v.refusal?.key ?? null).toBe(refusal);
    expect(v.warnings.map((w) => w.key)).toEqual(warnings);
  });

  it('names the fault, the inspection and the MEL items with their deadlines', () => {
    expect(upkeepIssues('B-652Q', up([aog()]), DEP, ARR).refusal?.params).toEqual({ tailNo: 'B-652Q', descriptionZh: '滑油泄漏', descriptionEn: 'oil leak', since: '2026-12-10 00:00Z' });
    expect(upkeepIssues('B-652Q', up([], [plan(DEP, ARR)]), DEP, ARR).refusal?.params).toEqual({ tailNo: 'B-652Q', name: 'A-check', start: '2026-12-10 10:00Z', end: '2026-12-10 12:00Z' });
    const warned = upkeepIssues('B-652Q', up([mel('21-31-01', ARR + 2 * H), mel('34-11-02', null)]), DEP, ARR);
    expect(warned.warnings).toEqual([{ key: UK.aircraftMel, params: { tailNo: 'B-652Q', items: '21-31-01 (2026-12-10 14:00Z), 34-11-02' } }]);
    expect(utcMinute(Date.UTC(2026, 0, 2, 3, 4, 59))).toBe('2026-01-02 03:04Z');
  });
});
