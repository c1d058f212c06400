// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { StatusHistoryPanel } from './StatusHistoryPanel';

const history = vi.hoisted(() => vi.fn());
vi.mock('../../api/fleetUpkeep', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../api/fleetUpkeep')>();
  return { ...real, faultApi: { ...real.faultApi, statusHistory: history } };
});

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(cleanup);

describe('status history tab', () => {
  it('lists the changes newest first with their cause, item and author', async () => {
    history.mockResolvedValue([
      { id: 'h2', aircraftId: 'a1', fromStatus: 'mel', toStatus: 'airworthy', cause: 'faultClosed', faultId: 'f1', planId: null, label: '21-31-01', at: '2026-03-05T02:00:00.000Z', author: 'fleet' },
      { id: 'h1', aircraftId: 'a1', fromStatus: 'airworthy', toStatus: 'mel', cause: 'faultOpened', faultId: 'f1', planId: null, label: '21-31-01', at: '2026-03-03T02:00:00.000Z', author: 'fleet' },
    ]);
    render(<StatusHistoryPanel aircraft={{ id: 'a1', tailNo: 'B-652Q' }} />);
    await screen.findByText('Fault closed');
    const rows = screen.getByTestId('status-history').querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.getAttribute('data-cause'))).toEqual(['faultClosed', 'faultOpened']);
    expect(rows[0]!.textContent).toContain('21-31-01');
    expect(history).toHaveBeenCalledWith('a1');
  });

  it('says so when nothing changed yet', async () => {
    history.mockResolvedValue([]);
    render(<StatusHistoryPanel aircraft={{ id: 'a2', tailNo: 'B-652R' }} />);
    await screen.findByText('No status changes yet');
  });
});
