import { describe, expect, it } from 'vitest';
import type { GanttLegAnswer, GanttRowAnswer, GanttWindowAnswer } from '../../api/gantt';
import { GANTT_BAR_COLOURS } from '../../domain/trip/statuses';
import { AIRCRAFT_STATUS_COLOURS, axisOffset, barColour, clampWindow, legBar, legLabel, legLabels, legSpan, localVerdict, packLanes, toView, UNASSIGNED_ROW_COLOUR } from './ganttMapping';
import { upkeepByAircraft } from './upkeepMapping';

const DAY = 86_400_000;
const row = (id: string, tailNo: string, ganttStatus = 0, typeCode: string | null = 'G650'): GanttRowAnswer => ({ id, tailNo, typeCode, status: 'x', ganttStatus, sortNum: 0, enabled: true });
const leg = (id: string, aircraftId: string | null, dep: string, arr: string, extra: Partial<GanttLegAnswer> = {}): GanttLegAnswer => ({
  id,
  tripId: 't1',
  tripNumber: 'TR001',
  legNumber: 1,
  aircraftId,
  departureIcao: 'ZBAA',
  arrivalIcao: 'ZSPD',
  plannedDepartureUtc: dep,
  plannedArrivalUtc: arr,
  actualOffUtc: null,
  actualOnUtc: null,
  legState: 1,
  isFerry: false,
  locked: false,
  forcedOverlapReason: null,
  tripVersion: 3,
  ...extra,
});

describe('bar colours by leg state', () => {
  it('30 blue, 31 teal, 4 orange, 5 green, else light blue', () => {
    expect(barColour(30)).toBe(GANTT_BAR_COLOURS.blue);
    expect(barColour(31)).toBe(GANTT_BAR_COLOURS.teal);
    expect(barColour(4)).toBe(GANTT_BAR_COLOURS.orange);
    expect(barColour(5)).toBe(GANTT_BAR_COLOURS.green);
    expect(barColour(1)).toBe(GANTT_BAR_COLOURS.lightBlue);
    expect(barColour(12)).toBe(GANTT_BAR_COLOURS.lightBlue);
  });
});

describe('toView', () => {
  const answer: GanttWindowAnswer = {
    rows: [row('a1', 'B-1001', 4), row('a2', 'B-1002', 0, null), row('a3', 'B-1003', 3)],
    items: [
      leg('l1', 'a1', '2030-05-01T02:00:00Z', '2030-05-01T04:00:00Z', { legState: 30, locked: true }),
      leg('l2', 'a2', '2030-05-01T05:00:00Z', '2030-05-01T06:00:00Z', { legNumber: 2, isFerry: true, legState: 31 }),
      leg('l3', 'a9', '2030-05-01T05:00:00Z', '2030-05-01T06:00:00Z'),
      leg('l4', 'a1', '2030-05-01T07:00:00Z', '2030-05-01T08:00:00Z', { legState: 0 }),
    ],
    unassigned: [
      leg('u1', null, '2030-05-01T02:00:00Z', '2030-05-01T03:00:00Z'),
      leg('u2', null, '2030-05-01T02:30:00Z', '2030-05-01T04:00:00Z', { legNumber: 2 }),
      leg('u3', null, '2030-05-01T03:00:00Z', '2030-05-01T05:00:00Z', { legNumber: 3 }),
    ],
    window: { from: '', to: '' },
    spans: [{ aircraftId: 'a1', status: 'aog', code: 4, start: '2030-05-01T00:00:00Z', end: null, sourceId: 'f1', label: '', deadlineUtc: null }],
    schemaVersion: 2,
  };
  const v = toView(answer, (n, lanes) => `none ${n + 1}/${lanes}`);
  it("carries the aircraft rows' upkeep spans as row backgrounds (AOG hatched)", () => {
    expect(v.rowSpans).toEqual([{ row: 'a1', start: Date.parse('2030-05-01T00:00:00Z'), end: null, colour: '#cd4246', hatched: true }]);
    expect(v.spanMarks).toBe('B-1001:aog');
  });
  it('maps aircraft to rows titled tail + type, coloured by status, under lanes of legs without aircraft', () => {
    expect(v.leadRows).toBe(2);
    expect(v.unassigned).toBe(3);
    expect(v.rows.slice(0, 2)).toEqual([
      { id: 'unassigned:0', title: 'none 1/2', statusColour: UNASSIGNED_ROW_COLOUR },
      { id: 'unassigned:1', title: 'none 2/2', statusColour: UNASSIGNED_ROW_COLOUR },
    ]);
    expect(v.aircraft.map((a) => a?.id ?? null)).toEqual([null, null, 'a1', 'a2', 'a3']);
    // u1 and u3 share a lane (u3 departs when u1 lands), u2 needs the second
    expect(v.items.filter((i) => String(i.row).startsWith('unassigned')).map((i) => [i.id, i.row])).toEqual([
      ['u1', 'unassigned:0'],
      ['u3', 'unassigned:0'],
      ['u2', 'unassigned:1'],
    ]);
    expect(v.bars.get('l1')).toEqual({ legId: 'l1', subject: 'B-1001', subjectKind: 'aircraft' });
    expect(v.rows.slice(2)).toEqual([
      { id: 'a1', title: 'B-1001 G650', statusColour: AIRCRAFT_STATUS_COLOURS.aog },
      { id: 'a2', title: 'B-1002', statusColour: AIRCRAFT_STATUS_COLOURS.inService },
      { id: 'a3', title: 'B-1003 G650', statusColour: AIRCRAFT_STATUS_COLOURS.mel },
    ]);
  });
  it('maps legs on a row to bars (cancelled and unknown rows left out) with label, colour and flags', () => {
    expect(v.items.filter((i) => !String(i.row).startsWith('unassigned'))).toEqual([
      { id: 'l1', row: 'a1', start: Date.parse('2030-05-01T02:00:00Z'), end: Date.parse('2030-05-01T04:00:00Z'), colour: GANTT_BAR_COLOURS.blue, label: 'TR001-1 ZBAA→ZSPD', labels: ['TR001-1 ZBAA→ZSPD', 'TR001-1', 'B-1001'], flags: { locked: true, ferry: false } },
      { id: 'l2', row: 'a2', start: Date.parse('2030-05-01T05:00:00Z'), end: Date.parse('2030-05-01T06:00:00Z'), colour: GANTT_BAR_COLOURS.teal, label: 'TR001-2 ZBAA→ZSPD', labels: ['TR001-2 ZBAA→ZSPD', 'TR001-2', 'B-1002'], flags: { locked: false, ferry: true } },
    ]);
    expect([...v.legs.keys()].sort()).toEqual(['l1', 'l2', 'l3', 'l4', 'u1', 'u2', 'u3']);
    expect(legLabel({ tripNumber: 'X', legNumber: 3, departureIcao: 'A', arrivalIcao: 'B' })).toBe('X-3 A→B');
  });

  it('labels a bar from flight number and route down to the registration', () => {
    const l = { tripNumber: 'X', legNumber: 3, departureIcao: 'ZBAA', arrivalIcao: 'ZSPD' };
    expect(legLabels({ ...l, flightNo: 'CA1234' }, 'B-652Q')).toEqual(['CA1234 ZBAA→ZSPD', 'CA1234', 'B-652Q']);
    // no flight number: trip and leg number; no aircraft: no registration step
    expect(legLabels({ ...l, flightNo: null })).toEqual(['X-3 ZBAA→ZSPD', 'X-3']);
  });
});

describe('packLanes', () => {
  it('never puts two overlapping items in one lane and uses as few lanes as the densest moment needs', () => {
    const items = [0, 1, 2, 3, 10, 11].map((s, i) => ({ start: s, end: s + 5, i }));
    const lanes = packLanes(items);
    expect(lanes).toHaveLength(4);
    for (const lane of lanes) for (let k = 1; k < lane.length; k++) expect(lane[k]!.start).toBeGreaterThanOrEqual(lane[k - 1]!.end);
    expect(lanes.flat()).toHaveLength(items.length);
    expect(packLanes([])).toEqual([]);
  });
});

describe('axis and window', () => {
  it('Beijing reads +8 h; UTC and Local read UTC', () => {
    expect(axisOffset('Beijing')(0)).toBe(8 * 3_600_000);
    expect(axisOffset('UTC')(0)).toBe(0);
    expect(axisOffset('Local')(0)).toBe(0);
  });
  it('clamps a window wider than 62 days around the view', () => {
    const visible = { startMs: 100 * DAY, endMs: 130 * DAY };
    expect(clampWindow({ startMs: 90 * DAY, endMs: 140 * DAY }, visible)).toEqual({ window: { startMs: 90 * DAY, endMs: 140 * DAY }, clamped: false });
    expect(clampWindow({ startMs: 70 * DAY, endMs: 160 * DAY }, visible)).toEqual({ window: { startMs: 84 * DAY, endMs: 146 * DAY }, clamped: true });
  });
});

describe('localVerdict', () => {
  const a1 = row('a1', 'B-1001');
  const aog = row('a2', 'B-1002', 4);
  const mel = row('a3', 'B-1003', 3);
  const legs = new Map(
    [
      leg('l1', 'a1', '2030-05-01T02:00:00Z', '2030-05-01T04:00:00Z', { legState: 33 }),
      leg('x1', 'a3', '2030-05-01T10:00:00Z', '2030-05-01T12:00:00Z', { tripId: 't2', tripNumber: 'TR002' }),
      leg('f1', 'a1', '2030-05-01T06:00:00Z', '2030-05-01T07:00:00Z', { isFerry: true, tripId: 't3' }),
    ].map((l) => [l.id, l]),
  );
  const at = (iso: string) => Date.parse(iso);
  // the window's facts: an open AOG on B-1002, an open MEL item on B-1003, an inspection on B-1001 later that day
  const fault = { melItem: null, closedUtc: null, deadlineUtc: null, expectedReturnUtc: null, descriptionZh: '', descriptionEn: 'oil leak' };
  const upkeep = upkeepByAircraft({
    faults: [
      { ...fault, id: 'f-aog', aircraftId: 'a2', kind: 'aog', state: 'open', discoveredUtc: '2030-04-30T00:00:00Z' },
      { ...fault, id: 'f-mel', aircraftId: 'a3', kind: 'mel', state: 'open', melItem: '21-31-01', discoveredUtc: '2030-04-30T00:00:00Z', deadlineUtc: '2030-05-03T15:59:59.999Z' },
    ],
    plans: [{ id: 'p1', aircraftId: 'a1', name: 'A-check', plannedStartUtc: '2030-05-01T20:00:00Z', plannedEndUtc: '2030-05-02T08:00:00Z' }],
  });
  const verdict = (target: typeof a1, legId: string, departure: number) => localVerdict(legs, target, legId, departure, null, upkeep);
  it('refuses a move into a planned inspection and names it', () => {
    expect(verdict(a1, 'l1', at('2030-05-01T19:00:00Z'))).toMatchObject({ status: 'refused', key: 'trip.error.aircraftInspection', params: { name: 'A-check' } });
  });
  it('allows a time move on a free aircraft', () => {
    expect(localVerdict(legs, a1, 'l1', at('2030-05-01T03:00:00Z'))?.status).toBe('allowed');
  });
  it('refuses an AOG target, an overlap and a ferry', () => {
    expect(verdict(aog, 'l1', at('2030-05-01T03:00:00Z'))).toMatchObject({ status: 'refused', key: 'trip.error.aircraftAog', params: { tailNo: 'B-1002', descriptionEn: 'oil leak' } });
    expect(verdict(mel, 'l1', at('2030-05-01T11:00:00Z'))).toMatchObject({ status: 'refused', params: { tripNumber: 'TR002' } });
    expect(localVerdict(legs, a1, 'f1', at('2030-05-01T08:00:00Z'))?.status).toBe('refused');
  });
  it('refuses another aircraft for a leg not evaluated yet', () => {
    const early = new Map([...legs].map(([k, l]) => [k, k === 'l1' ? { ...l, legState: 1 } : l]));
    expect(localVerdict(early, mel, 'l1', at('2030-05-01T02:00:00Z'))).toMatchObject({ status: 'refused', key: 'trip.error.legNotEvaluated' });
  });
  it('warns for an MEL target; unknown legs give null', () => {
    expect(verdict(mel, 'l1', at('2030-05-01T02:00:00Z'))).toMatchObject({ status: 'warning', key: 'trip.warning.aircraftMel', params: { items: '21-31-01 (2030-05-03 15:59Z)' } });
    // past the item's deadline: refused
    expect(verdict(mel, 'l1', at('2030-05-04T02:00:00Z'))).toMatchObject({ status: 'refused', key: 'trip.error.aircraftMelExpired' });
    expect(localVerdict(legs, a1, 'nope', 0)).toBeNull();
  });
});

describe('legSpan', () => {
  const planned = { plannedDepartureUtc: '2030-05-01T02:00:00Z', plannedArrivalUtc: '2030-05-01T04:00:00Z', actualOffUtc: null, actualOnUtc: null };
  const at = (iso: string) => Date.parse(iso);
  it('is the planned block until takeoff, the actual block after', () => {
    expect(legSpan(planned)).toEqual({ start: at('2030-05-01T02:00:00Z'), end: at('2030-05-01T04:00:00Z'), actual: false });
    expect(legSpan({ ...planned, actualOffUtc: '2030-05-01T02:40:00Z' })).toEqual({ start: at('2030-05-01T02:40:00Z'), end: at('2030-05-01T04:40:00Z'), actual: true });
    expect(legSpan({ ...planned, actualOffUtc: '2030-05-01T02:40:00Z', actualOnUtc: '2030-05-01T04:25:00Z' })).toEqual({ start: at('2030-05-01T02:40:00Z'), end: at('2030-05-01T04:25:00Z'), actual: true });
    expect(legSpan({ ...planned, plannedArrivalUtc: 'x' })).toBeNull();
  });
  it('puts a delayed leg at its actual times on the chart', () => {
    const bar = legBar(leg('d1', 'a1', '2030-05-01T02:00:00Z', '2030-05-01T04:00:00Z', { actualOffUtc: '2030-05-01T03:00:00Z', legState: 4 }), 'a1')!;
    expect([bar.start, bar.end]).toEqual([at('2030-05-01T03:00:00Z'), at('2030-05-01T05:00:00Z')]);
  });
});
