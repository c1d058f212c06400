// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewCandidate, LegCrewRow } from '../../../api/legCrew';
import { initTestI18n } from '../../../forms/testing/i18n';
import { session } from '../../../state/session';
import { LegCrewPanel } from './LegCrewPanel';

const api = vi.hoisted(() => ({
  ofLeg: vi.fn(),
  candidates: vi.fn(),
  assign: vi.fn(),
  remove: vi.fn(),
  accept: vi.fn(),
  decline: vi.fn(),
  list: vi.fn(),
}));
vi.mock('../../../api/legCrew', () => ({ legCrewApi: api }));

const row = (over: Partial<LegCrewRow>): LegCrewRow => ({
  id: 'a1', legId: 'leg', tripId: 'trip', crewId: 'c1', role: 'pic', status: 'toConfirm', declineReason: null, version: 1,
  workNo: 'P001', cnName: '张三', enName: null, crewType: 'pilot', nationality: 'CN', tripNumber: 'T2612-0001', legNumber: 1,
  flightNo: null, legState: 33, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-12-01T02:00:00Z',
  plannedArrivalUtc: '2026-12-01T04:00:00Z', aircraftId: 'ac', createTime: '2026-11-01T00:00:00Z', updateTime: '2026-11-01T00:00:00Z', ...over,
});
const candidate = (over: Partial<CrewCandidate>): CrewCandidate => ({
  id: 'c2', workNo: 'P002', cnName: '李四', enName: null, crewType: 'pilot', position: null, nationality: 'CN', status: 'active', eligible: true, ...over,
});

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  api.ofLeg.mockResolvedValue({ totalNum: 2, list: [row({ id: 'a2', role: 'sic', crewId: 'c3', workNo: 'P003', cnName: '王五', status: 'declined', declineReason: 'sick' }), row({})] });
  api.candidates.mockResolvedValue([
    candidate({}),
    candidate({ id: 'c9', workNo: 'P009', cnName: '赵六', eligible: false, refusal: { key: 'trip.error.crewNotQualified' } }),
  ]);
  api.assign.mockResolvedValue({ version: 8, legs: [] });
  Object.assign(session, { admin: false, abilities: ['schedulePilot:list', 'schedulePilot:add', 'schedulePilot:edit'] });
});
afterEach(cleanup);

describe('LegCrewPanel', () => {
  it('lists the assignments by role with their status, and gates actions by the roster keys', async () => {
    render(<LegCrewPanel legId="leg" tripVersion={7} aircraftTypeId="type" onChanged={() => {}} />);
    const rows = await screen.findAllByTestId('leg-crew-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('PIC'), expect.stringContaining('SIC')]);
    expect(within(rows[0]!).getByText('To confirm')).toBeTruthy();
    expect(within(rows[1]!).getByText('Declined')).toBeTruthy();
    expect(within(rows[1]!).getByText(/sick/)).toBeTruthy();
    expect(within(rows[0]!).getByTestId('leg-crew-accept')).toBeTruthy();
    expect(screen.queryByTestId('leg-crew-remove')).toBeNull(); // no schedulePilot:delete
    expect(screen.getByTestId('leg-crew-complete').textContent).toBe('Needs at least one PIC and one SIC');
    expect(screen.getByTestId('leg-crew-role').querySelectorAll('option')).toHaveLength(2); // PIC, SIC only
  });

  it('shows ineligible candidates disabled with the refusal; assigning an eligible one runs at the trip version', async () => {
    const onChanged = vi.fn();
    render(<LegCrewPanel legId="leg" tripVersion={7} aircraftTypeId="type" onChanged={onChanged} />);
    await waitFor(() => expect(api.candidates).toHaveBeenCalledWith('leg', 'pic'));
    await act(async () => fireEvent.click(screen.getByTestId('leg-crew-picker')));
    const items = await screen.findAllByTestId('leg-crew-candidate');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toContain("PIC and SIC must be qualified on the leg's aircraft type");
    expect(items[1]!.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(items[0]!));
    await act(async () => fireEvent.click(screen.getByTestId('leg-crew-assign')));
    expect(api.assign).toHaveBeenCalledWith('leg', 7, 'c2', 'pic');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('a leg without aircraft asks for one; a user without any roster key sees nothing', async () => {
    const { unmount } = render(<LegCrewPanel legId="leg" tripVersion={7} aircraftTypeId={null} onChanged={() => {}} />);
    expect(await screen.findByTestId('leg-crew-no-aircraft')).toBeTruthy();
    expect(api.candidates).not.toHaveBeenCalled();
    unmount();
    Object.assign(session, { abilities: ['trip:list'] });
    const { container } = render(<LegCrewPanel legId="leg" tripVersion={7} aircraftTypeId="type" onChanged={() => {}} />);
    expect(container.innerHTML).toBe('');
    expect(api.ofLeg).toHaveBeenCalledTimes(1);
  });
});
