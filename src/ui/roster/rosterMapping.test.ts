import { describe, expect, it } from 'vitest';
import type { RosterWindow } from '../../api/roster';
import { CHANGED_COLOUR, INVALID_COLOUR, REMOVED_COLOUR, rosterView, type RosterText } from './rosterMapping';

const text: RosterText = { status: (s) => s, role: (r) => r.toUpperCase(), activity: (k) => k, lane: (n, lanes) => `open ${n + 1}/${lanes}`, removed: 'removed' };
const H = 3_600_000;
const T0 = Date.parse('2026-12-10T02:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const leg = (id: string, dep: number, hours = 2) => ({
  id,
  tripId: `t-${id}`,
  tripNumber: `T${id}`,
  legNumber: 1,
  flightNo: null,
  aircraftId: 'ac',
  departureIcao: 'ZBAA',
  arrivalIcao: 'ZSSS',
  plannedDepartureUtc: iso(dep),
  plannedArrivalUtc: iso(dep + hours * H),
  actualOffUtc: null,
  actualOnUtc: null,
  legState: 1,
  isFerry: false,
  locked: true,
  forcedOverlapReason: null,
  tripVersion: 3,
});

function window(): RosterWindow {
  return {
    rows: [
      { id: 'p1', workNo: 'P1', cnName: '甲', enName: null, crewType: 'pilot', position: 'captain', baseIcao: 'ZBAA' },
      { id: 'p2', workNo: 'P2', cnName: '乙', enName: null, crewType: 'pilot', position: 'firstOfficer', baseIcao: 'ZBAA' },
    ],
    legs: [leg('a', T0)],
    assignments: [{ id: 'as1', legId: 'a', crewId: 'p1', role: 'pic', status: 'toConfirm' }],
    crewTypes: ['pilot'],
    dutyParams: { preparationMinutes: 60, finishingMinutes: 30, minRestMinutes: 600 },
    regulation: { id: 'CCAR-121', name: 'CCAR' },
    window: { from: iso(T0 - 10 * H), to: iso(T0 + 100 * H) },
    crewType: 'pilot',
    openLegs: [
      { leg: leg('a', T0), tailNo: 'B-1', aircraftTypeId: null, missing: ['sic'] },
      { leg: leg('b', T0 + H), tailNo: 'B-2', aircraftTypeId: null, missing: ['pic', 'sic'] },
      { leg: leg('c', T0 + 30 * H), tailNo: 'B-1', aircraftTypeId: null, missing: ['pic', 'sic'] },
    ],
    activities: [
      { id: 'x1', crewId: 'p2', kind: 'leave', startUtc: iso(T0 + 48 * H), endUtc: iso(T0 + 72 * H), place: null },
      { id: 'x2', crewId: 'someone-else', kind: 'rest', startUtc: iso(T0), endUtc: iso(T0 + H), place: null },
    ],
    changed: ['as1'],
    removed: [{ assignmentId: 'gone', crewId: 'p2', role: 'sic', leg: leg('c', T0 + 30 * H) }],
    invalid: [],
    zone: 'Asia/Shanghai',
    lastPublication: null,
  };
}

describe('roster view', () => {
  const v = rosterView(window(), text);

  it('puts open legs in as few lanes as overlap needs, above the crew rows', () => {
    expect(v.leadRows).toBe(2);
    expect(v.rows.map((r) => r.title)).toEqual(['open 1/2', 'open 2/2', 'P1 甲', 'P2 乙']);
    expect(v.rows[2]!.icon).toBe('CA');
    expect(v.openLanes).toBe('a:0 c:0 b:1');
    const open = v.items.filter((i) => v.bars.get(i.id)?.kind === 'open');
    expect(open.map((i) => [i.row, i.flags?.locked ?? false])).toEqual([['open:0', false], ['open:0', false], ['open:1', false]]);
    expect(open[2]!.label).toContain('PIC SIC');
    expect(v.bars.get('open|b')).toEqual({ kind: 'open', legId: 'b', missing: ['pic', 'sic'] });
  });

  it('lays out duty statuses around assignments, locked, with the change dot', () => {
    const p1 = v.items.filter((i) => i.row === 'p1');
    const bar = p1.find((i) => i.id === 'as1')!;
    expect(bar.flags).toMatchObject({ locked: true, ghost: true, mark: { colour: CHANGED_COLOUR, at: 'start' } });
    expect(bar.label).toContain('PIC');
    expect(v.bars.get('as1')).toEqual({ kind: 'assignment', legId: 'a', crewId: 'p1', assignmentId: 'as1', role: 'pic', changed: true });
    const statuses = p1.map((i) => v.bars.get(i.id)).filter((b) => b?.kind === 'status').map((b) => (b as { status: string }).status);
    expect(statuses).toEqual(expect.arrayContaining(['preparation', 'postFlight']));
    expect(p1.every((i) => i.flags?.locked)).toBe(true);
  });

  it('draws activities of shown crew and ghosts of removed assignments; counts changes', () => {
    const p2 = v.items.filter((i) => i.row === 'p2');
    expect(p2.map((i) => i.id).sort()).toEqual(['act|x1', 'removed|gone']);
    expect(p2.find((i) => i.id === 'removed|gone')).toMatchObject({ colour: REMOVED_COLOUR, flags: { ghost: true, stale: true, locked: true } });
    expect(v.items.some((i) => i.id === 'act|x2')).toBe(false);
    expect(v.changes).toBe(2);
    expect(v.crew.get('p2')).toBe('P2 乙');
  });

  it('outlines an assignment that no longer meets the crew rules, with the rule, and counts it', () => {
    const problem = { key: 'crewRecord.error.medicalExpired', params: { document: 'Class 1', number: 'M-1', dueDate: '2026-12-09' } };
    const w = { ...window(), invalid: [{ assignmentId: 'as1', ...problem }, { assignmentId: 'not-shown', ...problem }] };
    const view = rosterView(w, text);
    expect(view.items.find((i) => i.id === 'as1')!.flags).toMatchObject({ overdue: INVALID_COLOUR, mark: { colour: CHANGED_COLOUR } });
    expect(view.bars.get('as1')).toMatchObject({ kind: 'assignment', problem });
    expect(view.invalid).toBe(1);
    expect(v.invalid).toBe(0);
    expect(v.items.find((i) => i.id === 'as1')!.flags?.overdue).toBeUndefined();
  });
});
