// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { session } from '../../state/session';

const api = vi.hoisted(() => ({ byLeg: vi.fn(), create: vi.fn() }));
vi.mock('../../api/flb', async (actual) => ({ ...(await actual<typeof import('../../api/flb')>()), flbApi: api }));
vi.mock('../../app/toaster', () => ({ toastKey: vi.fn() }));

const { FlbEntryButtons } = await import('./FlbEntryButtons');
const LEG = '11111111-1111-4111-8111-111111111111';

function Where() {
  const l = useLocation();
  return <span data-testid="where">{l.pathname + l.search}</span>;
}
const show = (legState: number, onOpen = vi.fn()) =>
  render(
    <MemoryRouter initialEntries={['/tripLegDetail']}>
      <FlbEntryButtons legId={LEG} legState={legState} onOpen={onOpen} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  session.admin = false;
  session.abilities = ['flb:list', 'flb:add', 'legReport:list'];
});
afterEach(cleanup);

describe('flight log entries of a leg', () => {
  it('shows nothing for a leg not flown, nor without the abilities', () => {
    show(4);
    expect(screen.queryByTestId('action-flightLog')).toBeNull();
    expect(screen.queryByTestId('action-legReport')).toBeNull();
    cleanup();
    session.abilities = [];
    show(5);
    expect(screen.queryByTestId('action-flightLog')).toBeNull();
    expect(screen.queryByTestId('action-legReport')).toBeNull();
  });

  it('opens the leg report and the log, closing the popup first', async () => {
    const onOpen = vi.fn();
    show(5, onOpen);
    expect(screen.getByTestId('action-flightLog').textContent).toBe('Flight log');
    fireEvent.click(screen.getByTestId('action-legReport'));
    expect(screen.getByTestId('where').textContent).toBe(`/flight/legReport?legId=${LEG}`);
    api.byLeg.mockResolvedValue({ id: 'log-9' });
    fireEvent.click(screen.getByTestId('action-flightLog'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/flight/flbEdit?id=log-9'));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
