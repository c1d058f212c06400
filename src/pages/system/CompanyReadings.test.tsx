// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({ companyReadings: vi.fn(), saveCompanyReadings: vi.fn() }));
const access = vi.hoisted(() => ({ canEdit: true }));
vi.mock('../../api/account', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api/account')>()), accountApi: api }));
vi.mock('../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [] }), hasAbility: () => access.canEdit };
});
vi.mock('../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { CompanyReadings } = await import('./CompanyReadings');
const { LegStateTag } = await import('../../ui/leg/format');
const { applyCompanyReadings, companyReadings } = await import('../../state/companyReadings');

const stored = { legStateReading: 'B', tripStatusReading: 'A', version: 2, updateAuthor: 'admin', updateTime: null };

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.resetAllMocks();
  access.canEdit = true;
});
afterEach(() => {
  cleanup();
  applyCompanyReadings(null);
});

describe('CompanyReadings', () => {
  it('explains each reading and saves the choice at the stored version; this browser follows at once', async () => {
    api.companyReadings.mockResolvedValue(stored);
    api.saveCompanyReadings.mockResolvedValue({ ...stored, legStateReading: 'A', tripStatusReading: 'B', version: 3 });
    render(<CompanyReadings />);
    await waitFor(() => expect(screen.getByTestId('company-readings')).toBeTruthy());
    expect(screen.getByText('3 Pending · 4 In flight · 5 Flying')).toBeTruthy();
    expect(screen.getByText('3 Preparing · 4 Flying · 5 Flown')).toBeTruthy();
    expect(screen.getByText(/^0 Not received · 1 Received .* 4 Completed · 5 Unconfirmed$/)).toBeTruthy();
    expect(screen.getByText(/^0 Unconfirmed · .* 4 Rejected$/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('legStateReading-A'));
    fireEvent.click(screen.getByTestId('tripStatusReading-B'));
    await act(async () => fireEvent.click(screen.getByTestId('company-readings-save')));
    expect(api.saveCompanyReadings).toHaveBeenCalledWith({ legStateReading: 'A', tripStatusReading: 'B', version: 2 });
    expect({ ...companyReadings }).toEqual({ legStateReading: 'A', tripStatusReading: 'B' });
  });

  it('is not shown to a user who may not change the readings', async () => {
    access.canEdit = false;
    render(<CompanyReadings />);
    await act(async () => {});
    expect(screen.queryByTestId('company-readings')).toBeNull();
    expect(api.companyReadings).not.toHaveBeenCalled();
  });

  it('the leg state tag follows the company reading', async () => {
    render(<LegStateTag state={4} />);
    expect(screen.getByTestId('leg-state').textContent).toBe('Flying');
    await act(async () => applyCompanyReadings({ legStateReading: 'A', tripStatusReading: 'A' }));
    expect(screen.getByTestId('leg-state').textContent).toBe('In flight');
  });
});
