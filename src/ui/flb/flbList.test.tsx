// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { flbLog } from './testing/flbLog';

const api = vi.hoisted(() => ({ legList: vi.fn(), flbList: vi.fn() }));
vi.mock('../../api/trip', () => ({ tripApi: { legList: api.legList } }));
vi.mock('../../api/flb', async (actual) => ({ ...(await actual<typeof import('../../api/flb')>()), flbApi: { list: api.flbList } }));

const { legsWithoutLog, legLabel } = await import('./FlbNewDialog');
const { flbColumns } = await import('./flbColumns');
const { commandsOf } = await import('./flbCommands');
const { valueText, HIDDEN_CHANGES } = await import('./FlbHistory');

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(cleanup);

describe('new log', () => {
  it('offers the flown legs of the last 60 days that have no log', async () => {
    const leg = (id: string) => ({ id, tripNumber: 'T1', legNumber: 1, flightNo: 'B1', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-03-01T02:00:00.000Z' });
    api.legList.mockResolvedValue({ list: [leg('a'), leg('b')], total: 2 });
    api.flbList.mockResolvedValue({ list: [{ legId: 'a' }], total: 1 });
    const legs = await legsWithoutLog();
    expect(legs.map((l) => l.id)).toEqual(['b']);
    const conditions = api.legList.mock.calls[0]![0].searchParas.conditions;
    expect(conditions[0]).toEqual({ name: 'legState', op: 'eq', value: 5 });
    expect(api.flbList.mock.calls[0]![0].searchParas.conditions).toEqual([{ name: 'legId', op: 'in', value: ['a', 'b'] }]);
    expect(legLabel(leg('b'))).toBe('T1-1 B1 ZBAA→ZSSS 2026-03-01 02:00Z');
  });
});

describe('the list', () => {
  it('shows durations as H:MM, times in the time type and the status tags', () => {
    const cols = flbColumns(i18next.t, 'Beijing', 'UTC+8');
    const row = flbLog({ status: 'confirmed', recheck: true, recheckReason: 'fuel', incomplete: true, blockFuel: 1200, fuelUnit: 'lbs' });
    const text = (key: string) => cols.find((c) => c.key === key)!.text(row);
    expect(text('blockMinutes')).toBe('1:48');
    expect(text('outUtc')).toBe('2026-03-01 10:03');
    expect(text('plannedDepartureUtc')).toBe('2026-03-01');
    expect(text('tripNumber')).toBe('T1-1');
    expect(text('blockFuel')).toBe('1200 lbs');
    expect(cols.find((c) => c.key === 'blockMinutes')!.header).toBe('Block (H:MM)');
    expect(cols.slice(0, 4).map((c) => c.key)).toEqual(['plannedDepartureUtc', 'tripNumber', 'status', 'origin']);
    expect(cols).toHaveLength(20);
    const { container } = render(<>{cols.find((c) => c.key === 'status')!.cell(row)}</>);
    expect(container.textContent).toBe('ConfirmedRecheckIncomplete');
  });

  it('reads times in Local at their airport: block-out and take-off at departure, landing and block-in at arrival', () => {
    const cols = flbColumns(i18next.t, 'Local', 'Local', { ZBAA: 'Asia/Shanghai', ZSSS: 'Asia/Shanghai', OMDB: 'Asia/Dubai' });
    const row = flbLog({ departureIcao: 'ZBAA', arrivalIcao: 'OMDB', outUtc: '2026-03-01T02:03:00.000Z', inUtc: '2026-03-01T13:00:00.000Z' });
    const text = (key: string) => cols.find((c) => c.key === key)!.text(row);
    expect(text('outUtc')).toBe('2026-03-01 10:03 UTC+8');
    expect(text('inUtc')).toBe('2026-03-01 17:00 UTC+4');
    // a zone not known yet reads as UTC
    const unknown = flbColumns(i18next.t, 'Local', 'Local').find((c) => c.key === 'outUtc')!.text(row);
    expect(unknown).toContain('02:03');
  });

  it('offers confirm for drafts and logs marked for recheck, recheck for confirmed logs, nothing on synced ones', () => {
    const all = { submit: true, recheck: true };
    expect(commandsOf({ status: 'draft', recheck: false, origin: 'adsb' }, all)).toEqual({ confirm: true, recheck: false });
    expect(commandsOf({ status: 'confirmed', recheck: false, origin: 'manual' }, all)).toEqual({ confirm: false, recheck: true });
    expect(commandsOf({ status: 'confirmed', recheck: true, origin: 'adsb' }, all)).toEqual({ confirm: true, recheck: false });
    expect(commandsOf({ status: 'confirmed', recheck: false, origin: 'synced' }, all)).toEqual({ confirm: false, recheck: false });
    expect(commandsOf({ status: 'draft', recheck: false, origin: 'adsb' }, { submit: false, recheck: true })).toEqual({ confirm: false, recheck: false });
  });
});

describe('the history', () => {
  it('writes changed values for people: instants, H:MM, names of states, reasons by field; hides bookkeeping', () => {
    const t = i18next.t;
    expect(valueText('inUtc', '2026-03-01T02:00:00.000Z', 'Beijing', t)).toBe('2026-03-01 10:00');
    expect(valueText('confirmedTime', '2026-03-01T02:00:00.000Z', 'UTC', t)).toBe('2026-03-01 02:00');
    expect(valueText('blockMinutes', 112, 'UTC', t)).toBe('1:52');
    expect(valueText('status', 'confirmed', 'UTC', t)).toBe('Confirmed');
    expect(valueText('ownerUse', true, 'UTC', t)).toBe('yes');
    expect(valueText('corrections', { blockMinutes: 'late chocks' }, 'UTC', t)).toBe('Block time: late chocks');
    expect(valueText('operatingCrew', [{ crewId: null, name: 'A. Pilot', role: 'pic' }], 'UTC', t)).toBe('A. Pilot');
    expect(valueText('note', null, 'UTC', t)).toBe('—');
    expect(HIDDEN_CHANGES.has('adsb')).toBe(true);
  });
});
