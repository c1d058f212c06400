// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { flbLog, T0 } from './testing/flbLog';

const api = vi.hoisted(() => ({ get: vi.fn(), settings: vi.fn(), update: vi.fn(), confirm: vi.fn(), history: vi.fn(), airport: vi.fn(), crew: vi.fn() }));
vi.mock('../../api/flb', () => ({ flbApi: api }));
vi.mock('../../api/resources', () => ({
  airportApi: { get: api.airport },
  crewApi: { listQuiet: api.crew },
  choiceRows: () => Promise.resolve([{ id: 'c1', cnName: '张三', enName: 'Zhang San' }]),
}));
vi.mock('../../app/toaster', () => ({ toastKey: vi.fn() }));
const { toastKey } = await import('../../app/toaster');

const { FlbEditView } = await import('./FlbEditView');

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.resetAllMocks();
  settings.timeType = 'UTC';
  session.abilities = ['flb:edit', 'flb:submit', 'flb:recheck'];
  api.settings.mockResolvedValue({ flightTimeBasis: 'block', allowIncomplete: false, version: 0 });
  api.airport.mockResolvedValue({ timeZone: 'Asia/Shanghai' });
});
afterEach(cleanup);

const timeBox = (field: string) => document.querySelector<HTMLInputElement>(`input[name="${field}.time"]`)!;

describe('the FLB edit screen', () => {
  it('shows the ADS-B origin of each time, a corrected time with its difference, the block time following', async () => {
    api.get.mockResolvedValue(flbLog());
    render(<FlbEditView logId="log-1" />);
    await screen.findByTestId('flb-form');
    for (const f of ['outUtc', 'offUtc', 'onUtc', 'inUtc']) expect(screen.getByTestId(`flb-origin-${f}`).getAttribute('data-source')).toBe('adsb');
    expect(timeBox('outUtc').value).toBe('02:03');
    expect(screen.getByTestId('flb-adsb-notes').textContent).toContain('400 ADS-B positions');
    fireEvent.change(timeBox('inUtc'), { target: { value: '03:55' } });
    const tag = screen.getByTestId('flb-origin-inUtc');
    expect(tag.getAttribute('data-source')).toBe('corrected');
    expect(tag.textContent).toContain('+4 min');
    expect(tag.textContent).toContain('ADS-B 03:51');
    expect((screen.getByTestId('flb-blockMinutes') as HTMLInputElement).value).toBe('1:52');
    expect(screen.queryByTestId('flb-reason-blockMinutes')).toBeNull();
  });

  it('asks a reason for a block time that differs from the times and saves only the changes', async () => {
    api.get.mockResolvedValue(flbLog());
    api.update.mockResolvedValue(flbLog({ version: 4, blockMinutes: 120, corrections: { blockMinutes: 'chocks late' } }));
    render(<FlbEditView logId="log-1" />);
    const block = (await screen.findByTestId('flb-blockMinutes')) as HTMLInputElement;
    fireEvent.change(block, { target: { value: '2:00' } });
    const cell = screen.getByTestId('flb-duration-blockMinutes');
    expect(within(cell).getByTestId('flb-computed-blockMinutes').textContent).toBe('= 1:48');
    expect(cell.textContent).toContain('a reason is required');
    fireEvent.click(screen.getByTestId('flb-save'));
    await waitFor(() => expect(toastKey).toHaveBeenCalledWith('flbScreen.fixProblems', undefined, 'warning'));
    expect(api.update).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('flb-reason-blockMinutes'), { target: { value: 'chocks late' } });
    fireEvent.click(screen.getByTestId('flb-save'));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('log-1', { version: 3, blockMinutes: 120, corrections: { blockMinutes: 'chocks late' } }));
  });

  it('asks only the installed engines and the APU, fuel in the log unit with its live check', async () => {
    api.get.mockResolvedValue(flbLog({ fuelUnit: 'lbs' }));
    render(<FlbEditView logId="log-1" />);
    await screen.findByTestId('flb-form');
    expect(screen.getByTestId('flb-engine-left')).toBeTruthy();
    expect(screen.queryByTestId('flb-engine-middle')).toBeNull();
    expect(screen.getByTestId('flb-apu')).toBeTruthy();
    expect(screen.getByText('Fuel (lbs)')).toBeTruthy();
    fireEvent.change(screen.getByTestId('flb-remainFuel'), { target: { value: '1000' } });
    fireEvent.change(screen.getByTestId('flb-upliftFuel'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('flb-totalFuel'), { target: { value: '1600' } });
    expect(screen.getByTestId('flb-form').textContent).toContain('Total fuel should be remaining plus uplift: 1500');
  });

  it('is read-only for a synced log and shows the source system', async () => {
    api.get.mockResolvedValue(flbLog({ origin: 'synced', editable: false, syncSource: 'camp', syncRef: 'X-1', adsb: null, adsbNotes: null, status: 'confirmed' }));
    render(<FlbEditView logId="log-1" />);
    await screen.findByTestId('flb-form');
    expect(screen.getByTestId('flb-synced').textContent).toContain('camp');
    expect(screen.queryByTestId('flb-save')).toBeNull();
    expect(screen.queryByTestId('flb-confirm')).toBeNull();
    expect(screen.queryByTestId('flb-recheck')).toBeNull();
    expect((screen.getByTestId('flb-blockMinutes') as HTMLInputElement).readOnly).toBe(true);
    expect(T0).toBeGreaterThan(0);
  });
});
