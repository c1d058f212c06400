// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { Countdown } from './faultColumns';
import { FaultCreateDialog } from './FaultDialogs';
import { FaultEditDialog } from './FaultEditDialog';
import type { FaultRow } from '../../api/fleetUpkeep';

const api = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), settings: vi.fn() }));
vi.mock('../../api/fleetUpkeep', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../api/fleetUpkeep')>();
  return { ...real, faultApi: { ...real.faultApi, create: api.create, update: api.update }, fleetSettingsApi: { get: api.settings, update: vi.fn() } };
});

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  api.create.mockReset().mockResolvedValue({ id: 'f1' });
  api.update.mockReset().mockResolvedValue({ id: 'f1' });
  api.settings.mockReset().mockResolvedValue({ baseZone: 'Asia/Shanghai', melIntervals: { B: 4, C: 10, D: 120 }, certificateNearMonths: 3, certificateSoonDays: 10, version: 2 });
});
afterEach(cleanup);

const AIRCRAFT = [{ value: 'a1', label: 'B-652Q' }];

describe('record an MEL item', () => {
  it('shows the operator interval of B–D, asks the stated days of A, and sends the category rules', async () => {
    const saved = vi.fn();
    render(<FaultCreateDialog kind="mel" aircraft={AIRCRAFT} onClose={() => undefined} onSaved={saved} />);
    const ok = screen.getByTestId('fault-create-ok');
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('fault-melItem'), { target: { value: '33-42-02' } });
    fireEvent.change(screen.getByTestId('fault-category'), { target: { value: 'B' } });
    await screen.findByText(/4 calendar days/);
    fireEvent.change(screen.getByTestId('fault-descriptionEn'), { target: { value: 'Nav light' } });
    await waitFor(() => expect((ok as HTMLButtonElement).disabled).toBe(false));

    fireEvent.change(screen.getByTestId('fault-category'), { target: { value: 'A' } });
    await waitFor(() => expect((ok as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(screen.getByTestId('fault-intervalDays'), { target: { value: '2' } });
    await waitFor(() => expect((ok as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ok);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(api.create.mock.calls[0]![0]).toMatchObject({ aircraftId: 'a1', kind: 'mel', melItem: '33-42-02', melCategory: 'A', intervalDays: 2, descriptionEn: 'Nav light' });
    expect(api.create.mock.calls[0]![0].discoveredAt).toMatch(/Z$/);
  });
});

describe('countdown', () => {
  it('is red under 24 hours and overdue past the deadline; nothing once closed', () => {
    const soon = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const later = new Date(Date.now() + 3 * 86_400_000 + 30 * 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const { rerender } = render(<Countdown deadlineAt={soon} open />);
    expect(screen.getByTestId('mel-countdown').dataset.urgent).toBe('1');
    rerender(<Countdown deadlineAt={later} open />);
    expect(screen.getByTestId('mel-countdown').dataset.urgent).toBe('0');
    expect(screen.getByTestId('mel-countdown').textContent).toMatch(/^3 d 0 h/);
    rerender(<Countdown deadlineAt={past} open />);
    expect(screen.getByTestId('mel-countdown').textContent).toMatch(/^Overdue/);
    rerender(<Countdown deadlineAt={past} open={false} />);
    expect(screen.queryByTestId('mel-countdown')).toBeNull();
  });
});

describe('edit a fault', () => {
  it('an AOG: texts and the expected return, at the row version; no MEL item', async () => {
    const row = { id: 'f9', kind: 'aog', tailNo: 'B-652Q', version: 4, ata: '32', melItem: null, descriptionZh: '', descriptionEn: 'Gear leak', expectedReturnAt: null } as unknown as FaultRow;
    const saved = vi.fn();
    render(<FaultEditDialog row={row} onClose={() => undefined} onSaved={saved} />);
    expect(screen.queryByTestId('edit-melItem')).toBeNull();
    fireEvent.change(screen.getByTestId('edit-descriptionZh'), { target: { value: '起落架渗漏' } });
    fireEvent.click(screen.getByTestId('fault-edit-ok'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith('f9', { version: 4, ata: '32', descriptionZh: '起落架渗漏', descriptionEn: 'Gear leak', expectedReturnAt: null });
  });
});
