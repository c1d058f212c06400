// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusBoardAnswer, StatusBoardRowAnswer } from '../../../api/statusBoard';
import { initTestI18n } from '../../../forms/testing/i18n';
import { dayLines, place } from './UpkeepStrip';

const api = vi.hoisted(() => ({ board: vi.fn(), openItems: vi.fn() }));
vi.mock('../../../api/statusBoard', () => ({ statusBoardApi: api }));
vi.mock('../../../api/leg', () => ({ legApi: { aircraftTypes: vi.fn().mockResolvedValue({ list: [{ id: 't1', code: 'G650', name: 'G650' }] }) } }));

const { default: StatusBoard } = await import('../StatusBoard');

const NOW = Date.parse('2026-12-01T00:00:00Z');
const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const row = (over: Partial<StatusBoardRowAnswer>): StatusBoardRowAnswer => ({
  aircraftId: 'a1', tailNo: 'B-652Q', typeId: 't1', typeCode: 'G650', baseIcao: 'ZBAA', fleetType: 'own', status: 'airworthy', spans: [], legs: [], mel: [], aog: null,
  position: { icao: 'ZBAA', source: 'base', airborne: false, at: null }, nextLeg: null, ...over,
});
const answer = (rows: StatusBoardRowAnswer[]): StatusBoardAnswer => ({ from: iso(NOW), to: iso(NOW + 7 * 24 * H), rows });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  api.board.mockReset();
});
afterEach(cleanup);

describe('status board screen', () => {
  it('shows each aircraft with its status, strip spans, open items with countdowns, position and next leg', async () => {
    api.board.mockResolvedValue(
      answer([
        row({
          status: 'aog',
          spans: [{ status: 'aog', start: iso(NOW - 5 * H), end: iso(NOW + 30 * H), sourceId: 'f1', label: '', deadlineUtc: null }],
          aog: { faultId: 'f1', descriptionZh: '液压泄漏', descriptionEn: 'hydraulic leak', sinceUtc: iso(NOW - 5 * H), expectedReturnUtc: iso(NOW + 30 * H) },
        }),
        row({
          aircraftId: 'a2', tailNo: 'B-3153', status: 'mel', position: { icao: 'ZSSS', source: 'lastLeg', airborne: false, at: iso(NOW - H) },
          mel: [{ faultId: 'f2', melItem: '21-31-01', melCategory: 'C', descriptionZh: '', descriptionEn: 'pack valve', discoveredUtc: iso(NOW - 24 * H), deadlineUtc: iso(NOW + 26 * H + 5 * 60_000) }],
          legs: [{ id: 'l1', tripId: 'tr', tripNumber: 'T2612-0001', legNumber: 1, flightNo: 'DBA0101', departureIcao: 'ZSSS', arrivalIcao: 'ZBAA', plannedDepartureUtc: iso(NOW + 10 * H), plannedArrivalUtc: iso(NOW + 12 * H), legState: 33 }],
          nextLeg: { id: 'l1', tripId: 'tr', tripNumber: 'T2612-0001', legNumber: 1, flightNo: 'DBA0101', departureIcao: 'ZSSS', arrivalIcao: 'ZBAA', plannedDepartureUtc: iso(NOW + 10 * H), plannedArrivalUtc: iso(NOW + 12 * H), legState: 33 },
        }),
      ]),
    );
    render(<StatusBoard />);
    const aog = await screen.findByTestId('board-row-B-652Q');
    expect(aog.getAttribute('data-status')).toBe('aog');
    expect(within(aog).getByTestId('board-status').textContent).toBe('AOG');
    expect(within(aog).getByTestId('open-aog').textContent).toContain('hydraulic leak');
    expect(aog.querySelector('[data-span="aog"]')).not.toBeNull();
    const mel = screen.getByTestId('board-row-B-3153');
    expect(within(mel).getByTestId('open-mel').getAttribute('data-item')).toBe('21-31-01');
    expect(within(mel).getByTestId('mel-countdown').textContent).toBe('1d 2h 5m left');
    expect(within(mel).getByTestId('board-position').textContent).toContain('ZSSS');
    expect(within(mel).getByTestId('board-next').textContent).toContain('DBA0101');
    expect(mel.querySelector('[data-leg="l1"]')).not.toBeNull();
    expect(screen.getByTestId('board-counts').textContent).toContain('AOG 1');
  });

  it('asks the server again with the chosen filters', async () => {
    api.board.mockResolvedValue(answer([row({})]));
    render(<StatusBoard />);
    await screen.findByTestId('board-row-B-652Q');
    const select = screen.getByTestId('filter-status') as unknown as HTMLElement;
    const el = select.querySelector('select') ?? (select as HTMLSelectElement);
    (await import('@testing-library/react')).fireEvent.change(el, { target: { value: 'mel' } });
    await waitFor(() => expect(api.board).toHaveBeenLastCalledWith({ statuses: ['mel'] }));
  });
});

describe('upkeep strip geometry', () => {
  it('places spans and legs in percent of the week, open ends to the right edge', () => {
    expect(place(NOW - H, NOW + 84 * H, NOW, NOW + 168 * H)).toEqual({ left: 0, width: 50 });
    expect(place(NOW + 84 * H, null, NOW, NOW + 168 * H)).toEqual({ left: 50, width: 50 });
    expect(place(NOW - 2 * H, NOW - H, NOW, NOW + 168 * H)).toBeNull();
  });
  it("draws day lines at midnight of the user's time type (Local reads UTC)", () => {
    const lines = dayLines(NOW + H, NOW + 3 * 24 * H, 'UTC');
    expect(lines.map(iso)).toEqual(['2026-12-02T00:00:00.000Z', '2026-12-03T00:00:00.000Z']);
    expect(dayLines(NOW + H, NOW + 2 * 24 * H, 'Beijing').map(iso)).toEqual(['2026-12-01T16:00:00.000Z', '2026-12-02T16:00:00.000Z']);
  });
});
