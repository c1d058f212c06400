import { describe, expect, it } from 'vitest';
import type { CrewWindowAnswer, GanttLegAnswer, PassengerWindowAnswer } from '../../api/gantt';
import { GANTT_BAR_COLOURS } from '../../domain/trip/statuses';
import { ACTIVITY_COLOURS, CREW_STATUS_COLOURS, CREW_TYPE_COLOURS, crewView, OWN_ACTIVITIES, passengerView } from './crewMapping';

const H = 3_600_000;
const T0 = Date.UTC(2030, 4, 1);
const iso = (h: number) => new Date(T0 + h * H).toISOString();
const leg = (id: string, depH: number, arrH: number, from: string, to: string, extra: Partial<GanttLegAnswer> = {}): GanttLegAnswer => ({
  id,
  tripId: 't1',
  tripNumber: 'TR9',
  legNumber: 1,
  aircraftId: 'a1',
  departureIcao: from,
  arrivalIcao: to,
  plannedDepartureUtc: iso(depH),
  plannedArrivalUtc: iso(arrH),
  actualOffUtc: null,
  actualOnUtc: null,
  legState: 31,
  isFerry: false,
  locked: false,
  forcedOverlapReason: null,
  tripVersion: 2,
  ...extra,
});
const text = { status: (s: string) => `S:${s}`, role: (r: string) => r.toUpperCase() };

describe('crewView', () => {
  const answer: CrewWindowAnswer = {
    rows: [
      { id: 'c1', workNo: 'P01', cnName: '张', enName: null, crewType: 'pilot', position: 'captain', baseIcao: 'ZBAA' },
      { id: 'c2', workNo: 'C01', cnName: '李', enName: null, crewType: 'cabin', position: null, baseIcao: 'ZBAA' },
    ],
    legs: [leg('l1', 8, 10, 'ZBAA', 'ZSSS'), leg('l2', 11, 13, 'ZSSS', 'ZBAA', { legNumber: 2, legState: 30 })],
    assignments: [
      { id: 'a1', legId: 'l1', crewId: 'c1', role: 'pic', status: 'accepted' },
      { id: 'a2', legId: 'l2', crewId: 'c1', role: 'pic', status: 'toConfirm' },
      { id: 'a3', legId: 'l2', crewId: 'c2', role: 'cabin', status: 'declined' },
      { id: 'a4', legId: 'gone', crewId: 'c2', role: 'cabin', status: 'accepted' },
    ],
    activities: [],
    crewTypes: ['pilot', 'cabin'],
    dutyParams: { preparationMinutes: 60, finishingMinutes: 30, minRestMinutes: 600 },
    regulation: { id: 'ccar121', name: 'CCAR-121' },
    window: { from: iso(0), to: iso(24) },
  };
  const v = crewView(answer, text);

  it('makes a row per crew member marked by crew type, its position code before the name', () => {
    expect(v.rows).toEqual([
      { id: 'c1', title: 'P01 张', statusColour: CREW_TYPE_COLOURS.pilot, icon: 'CA' },
      { id: 'c2', title: 'C01 李', statusColour: CREW_TYPE_COLOURS.cabin },
    ]);
  });

  it('lays out the duty statuses of a crew member; legs keep their state colours, unconfirmed ones are ghosts', () => {
    const mine = v.items.filter((i) => i.row === 'c1');
    expect(mine.map((i) => [i.label, (i.start - T0) / H, (i.end - T0) / H])).toEqual([
      ['S:preparation ZBAA', 7, 8],
      ['TR9-1 ZBAA→ZSSS PIC', 8, 10],
      ['S:passStation ZSSS', 10, 11],
      ['TR9-2 ZSSS→ZBAA PIC', 11, 13],
      ['S:postFlight ZBAA', 13, 13.5],
      ['S:restBeforeAfter ZBAA', 13.5, 23.5],
    ]);
    const a1 = mine.find((i) => i.id === 'a1')!;
    expect(a1).toMatchObject({ colour: GANTT_BAR_COLOURS.teal, flags: { ghost: false } });
    expect(mine.find((i) => i.id === 'a2')).toMatchObject({ colour: GANTT_BAR_COLOURS.blue, flags: { ghost: true } });
    expect(mine[0]!.colour).toBe(CREW_STATUS_COLOURS.preparation);
    expect(mine.at(-1)!.flags).toEqual({ ghost: true });
    expect(v.bars.get('a1')).toEqual({ legId: 'l1', subject: 'P01 张', role: 'pic', status: 'flightDuty' });
    expect(v.bars.get(mine[0]!.id)).toEqual({ legId: null, subject: 'P01 张', status: 'preparation', station: 'ZBAA' });
  });

  it('leaves out declined assignments and legs it was not given', () => {
    expect(v.items.filter((i) => i.row === 'c2')).toEqual([]);
    expect(new Set(v.items.map((i) => i.id)).size).toBe(v.items.length);
  });
});

describe('crewView: the crew records\' activities', () => {
  it('leave, rest, official business, training and standby are bars of their own on the crew row, with their colours and labels', () => {
    const v = crewView(
      {
        rows: [{ id: 'c1', workNo: 'P01', cnName: '张', enName: null, crewType: 'pilot', position: 'captain', baseIcao: 'ZBAA' }],
        legs: [],
        assignments: [],
        activities: [
          { id: 'x1', crewId: 'c1', kind: 'leave', startUtc: iso(0), endUtc: iso(24), place: null },
          { id: 'x2', crewId: 'c1', kind: 'standby', startUtc: iso(30), endUtc: iso(36), place: 'ZSSS' },
          { id: 'x3', crewId: 'c1', kind: 'training', startUtc: iso(40), endUtc: iso(44), place: null },
          { id: 'x4', crewId: 'c1', kind: 'rest', startUtc: iso(50), endUtc: iso(60), place: null },
          { id: 'x5', crewId: 'nobody', kind: 'officialBusiness', startUtc: iso(0), endUtc: iso(4), place: null },
          { id: 'x6', crewId: 'c1', kind: 'officialBusiness', startUtc: iso(5), endUtc: iso(5), place: null },
        ],
        crewTypes: ['pilot'],
        dutyParams: { preparationMinutes: 60, finishingMinutes: 30, minRestMinutes: 600 },
        regulation: { id: 'ccar121', name: 'CCAR-121' },
        window: { from: iso(0), to: iso(72) },
      },
      { ...text, activity: (k: string) => `A:${k}` },
    );
    expect(v.items.map((i) => [i.id, i.label, i.colour, (i.start - T0) / H, (i.end - T0) / H])).toEqual([
      ['activity|x1', 'A:leave', ACTIVITY_COLOURS.leave, 0, 24],
      ['activity|x2', 'A:standby ZSSS', CREW_STATUS_COLOURS.waitForOrders, 30, 36],
      ['activity|x3', 'A:training', ACTIVITY_COLOURS.training, 40, 44],
      ['activity|x4', 'A:rest', CREW_STATUS_COLOURS.rest, 50, 60],
    ]);
    expect(v.bars.get('activity|x2')).toEqual({ legId: null, subject: 'P01 张', activity: 'standby', status: 'waitForOrders', station: 'ZSSS' });
    expect(v.bars.get('activity|x1')).toEqual({ legId: null, subject: 'P01 张', activity: 'leave' });
    expect(OWN_ACTIVITIES).toEqual(['leave', 'training']);
  });
});

describe('passengerView', () => {
  it('a row per person (masked document in the title), a bar per booking on its leg', () => {
    const answer: PassengerWindowAnswer = {
      rows: [
        { id: 'p1', name: 'Wang Wei', nationality: 'CN', documentType: 'passport', document: '••••5678', legCount: 2 },
        { id: 'p2', name: 'Li Na', nationality: null, documentType: null, document: null, legCount: 1 },
      ],
      legs: [leg('l1', 8, 10, 'ZBAA', 'ZSSS'), leg('l2', 11, 13, 'ZSSS', 'ZBAA', { legNumber: 2 })],
      bookings: [
        { id: 'b1', legId: 'l1', passengerId: 'p1' },
        { id: 'b2', legId: 'l2', passengerId: 'p1' },
        { id: 'b3', legId: 'l1', passengerId: 'p2' },
        { id: 'b4', legId: 'missing', passengerId: 'p2' },
      ],
      window: { from: iso(0), to: iso(24) },
    };
    const v = passengerView(answer);
    expect(v.rows).toEqual([{ id: 'p1', title: 'Wang Wei ••••5678' }, { id: 'p2', title: 'Li Na' }]);
    expect(v.items.map((i) => [i.id, i.row, i.label])).toEqual([
      ['b1', 'p1', 'TR9-1 ZBAA→ZSSS'],
      ['b2', 'p1', 'TR9-2 ZSSS→ZBAA'],
      ['b3', 'p2', 'TR9-1 ZBAA→ZSSS'],
    ]);
    expect(v.bars.get('b3')).toEqual({ legId: 'l1', subject: 'Li Na', subjectKind: 'passenger' });
  });
});
