// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../api/http';
import type { CrewCandidate, LegCrewRow } from '../../api/legCrew';
import { DK, type DutyChangeVerdict } from '../../domain/dutyTime/api';
import { initTestI18n } from '../../forms/testing/i18n';
import { session } from '../../state/session';
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
vi.mock('../../api/legCrew', () => ({ legCrewApi: api }));

const row = (over: Partial<LegCrewRow>): LegCrewRow => ({
  id: 'a1', legId: 'leg', tripId: 'trip', crewId: 'c1', role: 'pic', status: 'toConfirm', declineReason: null, positioning: false, version: 1,
  workNo: 'P001', cnName: '张三', enName: null, crewType: 'pilot', nationality: 'CN', tripNumber: 'T2612-0001', legNumber: 1,
  flightNo: null, legState: 33, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: '2026-12-01T02:00:00Z',
  plannedArrivalUtc: '2026-12-01T04:00:00Z', aircraftId: 'ac', createAuthor: null, createTime: '2026-11-01T00:00:00Z', updateAuthor: null, updateTime: '2026-11-01T00:00:00Z', ...over,
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
    expect(api.assign).toHaveBeenCalledWith('leg', 7, 'c2', 'pic', { positioning: false, dutyForceReason: undefined });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it("the crew records: a refusal names the document and its date, warnings are tags; the type's complement counts", async () => {
    api.candidates.mockResolvedValue([
      candidate({ warnings: [{ key: 'crewRecord.warning.medicalNearExpiry', params: { document: 'Class 1', number: 'M-1', dueDate: '2026-12-20', daysLeft: 9 } }] }),
      candidate({ id: 'c9', workNo: 'P009', cnName: '赵六', eligible: false, refusal: { key: 'crewRecord.error.medicalExpired', params: { document: 'Class 1', number: 'M-2', dueDate: '2026-11-30' } } }),
    ]);
    api.ofLeg.mockResolvedValue({ totalNum: 2, list: [row({}), row({ id: 'a2', role: 'sic', crewId: 'c3' })] });
    render(<LegCrewPanel legId="leg" tripVersion={7} aircraftTypeId="type" complement={{ cabin: 1, maintenance: 0 }} onChanged={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('leg-crew-complete').textContent).toContain('1 cabin crew'));
    await act(async () => fireEvent.click(screen.getByTestId('leg-crew-picker')));
    const items = await screen.findAllByTestId('leg-crew-candidate');
    expect(items[0]!.querySelector('[data-testid="leg-crew-candidate-warning"]')?.textContent).toContain('2026-12-20');
    expect(items[1]!.textContent).toContain('Class 1 M-2 is not valid through this leg (due 2026-11-30)');
    expect(items[1]!.getAttribute('aria-disabled')).toBe('true');
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

/** The server's 400 of the duty-time guard, as the request layer throws it. */
function dutyError(key: string, over: Partial<DutyChangeVerdict> = {}): RequestError {
  const duty: DutyChangeVerdict = {
    verdict: key === DK.dutyWarning ? 'warning' : 'fail',
    forceable: key === DK.dutyWarning,
    regulation: { id: 'ccar', name: 'CCAR-121-R7' },
    crews: [
      {
        crewId: 'c2',
        workNo: 'P002',
        cnName: '李四',
        verdict: key === DK.dutyWarning ? 'warning' : 'fail',
        items: [
          { dutyId: 'd1', check: 'fdp', level: key === DK.dutyWarning ? 'warning' : 'fail', rule: 'CCAR-121.483(a) 表A', limitMinutes: 780, actualMinutes: key === DK.dutyWarning ? 640 : 810, marginMinutes: key === DK.dutyWarning ? 140 : -30, report: '2026-12-01T01:00:00Z', presetFails: key !== DK.dutyWarning },
          { dutyId: 'd1', check: 'extension', level: 'warning', rule: 'CCAR-121.483(c)', limitMinutes: 2, actualMinutes: 2, marginMinutes: 0, unit: 'count', report: '2026-12-01T01:00:00Z', presetFails: false },
        ],
      },
    ],
    ...over,
  };
  return new RequestError({ kind: 'toast', messageKey: key }, 400, { code: 400, key, result: { duty } });
}

async function pickAndAssign() {
  render(<LegCrewPanel legId="leg" tripVersion={7} aircraftTypeId="type" onChanged={() => {}} />);
  await waitFor(() => expect(api.candidates).toHaveBeenCalledWith('leg', 'pic'));
  await act(async () => fireEvent.click(screen.getByTestId('leg-crew-picker')));
  await act(async () => fireEvent.click((await screen.findAllByTestId('leg-crew-candidate'))[0]!));
  await act(async () => fireEvent.click(screen.getByTestId('leg-crew-positioning')));
  await act(async () => fireEvent.click(screen.getByTestId('leg-crew-assign')));
}

describe('LegCrewPanel duty-time guard and positioning', () => {
  it('tags positioning assignments', async () => {
    api.ofLeg.mockResolvedValue({ totalNum: 2, list: [row({}), row({ id: 'a3', role: 'sic', crewId: 'c4', positioning: true })] });
    render(<LegCrewPanel legId="leg" tripVersion={7} aircraftTypeId="type" onChanged={() => {}} />);
    const rows = await screen.findAllByTestId('leg-crew-row');
    expect(within(rows[0]!).queryByTestId('leg-crew-positioning-tag')).toBeNull();
    expect(within(rows[1]!).getByTestId('leg-crew-positioning-tag').textContent).toBe('Positioning');
  });

  it('a duty warning opens the verdict; forced with a reason, the same positioning assignment is sent again with it', async () => {
    api.assign.mockRejectedValueOnce(dutyError(DK.dutyWarning));
    await pickAndAssign();
    expect(api.assign).toHaveBeenCalledWith('leg', 7, 'c2', 'pic', { positioning: true, dutyForceReason: undefined });
    const verdict = await screen.findByTestId('duty-guard-verdict');
    expect(within(verdict).getByTestId('duty-verdict-regulation').textContent).toBe('Regulation: CCAR-121-R7');
    expect(within(verdict).getByTestId('duty-verdict-crew').textContent).toContain('P002 李四');
    const items = within(verdict).getAllByTestId('duty-verdict-item');
    const cells = (i: number) => [...items[i]!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells(0)).toEqual(['FDP', 'CCAR-121.483(a) 表A', '13:00', '10:40', '2:20', 'Warning', '2026-12-01 09:00']); // Beijing time
    expect(cells(1).slice(0, 5)).toEqual(['FDP extension', 'CCAR-121.483(c)', '2', '2', '0']);
    expect(items[0]!.querySelector('[data-testid="duty-level"]')!.className).toContain('bp6-intent-danger'); // a warning is red
    // the assign control behind it keeps what was chosen
    expect(screen.getByTestId('leg-crew-picker').textContent).toContain('P002');
    expect((screen.getByTestId('leg-crew-positioning') as HTMLInputElement).checked).toBe(true);

    const ok = screen.getByTestId('reason-ok') as HTMLButtonElement;
    expect(ok.textContent).toBe('Force with reason');
    expect(ok.disabled).toBe(true); // the reason is required
    expect(screen.getByTestId('reason-text').getAttribute('maxlength')).toBe('500');
    await act(async () => fireEvent.change(screen.getByTestId('reason-text'), { target: { value: '  crew rested in hotel  ' } }));
    await act(async () => fireEvent.click(ok));
    await waitFor(() => expect(api.assign).toHaveBeenCalledTimes(2));
    expect(api.assign).toHaveBeenLastCalledWith('leg', 7, 'c2', 'pic', { positioning: true, dutyForceReason: 'crew rested in hotel' });
    await waitFor(() => expect((screen.getByTestId('leg-crew-positioning') as HTMLInputElement).checked).toBe(false));
  });

  it('a refusal the regulation itself makes offers no force: only Close, and the choice stays', async () => {
    api.assign.mockRejectedValueOnce(dutyError(DK.dutyRefused, { forceable: false }));
    await pickAndAssign();
    const verdict = await screen.findByTestId('duty-guard-verdict');
    expect(within(verdict).getByTestId('duty-verdict-hint').textContent).toBe('The change breaks a limit of the regulation itself: it cannot be overridden.');
    expect(within(verdict).getByTestId('duty-verdict-preset')).toBeTruthy();
    const failed = within(verdict).getAllByTestId('duty-verdict-item')[0]!;
    expect(failed.getAttribute('data-level')).toBe('fail');
    expect(failed.querySelector('[data-testid="duty-level"]')!.className).toContain('foc-duty-level--fail'); // purple
    expect(screen.queryByTestId('reason-ok')).toBeNull();
    expect(screen.queryByTestId('reason-text')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('duty-verdict-close')));
    await waitFor(() => expect(screen.queryByTestId('duty-guard-verdict')).toBeNull());
    expect(api.assign).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('leg-crew-picker').textContent).toContain('P002');
    expect((screen.getByTestId('leg-crew-positioning') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('leg-crew-assign') as HTMLButtonElement).disabled).toBe(false);
  });

  it("a failure of the operator's own policy can be forced", async () => {
    api.assign.mockRejectedValueOnce(dutyError(DK.dutyRefused, { forceable: true }));
    await pickAndAssign();
    await screen.findByTestId('duty-guard-verdict');
    expect(screen.getByTestId('duty-verdict-hint').textContent).toContain("Only the company's own tighter limits");
    await act(async () => fireEvent.change(screen.getByTestId('reason-text'), { target: { value: 'approved by chief pilot' } }));
    await act(async () => fireEvent.click(screen.getByTestId('reason-ok')));
    await waitFor(() => expect(api.assign).toHaveBeenLastCalledWith('leg', 7, 'c2', 'pic', { positioning: true, dutyForceReason: 'approved by chief pilot' }));
  });
});
