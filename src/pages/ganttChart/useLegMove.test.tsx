// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GanttLegAnswer, GanttRowAnswer } from '../../api/gantt';
import { RequestError } from '../../api/http';
import { DK, type DutyChangeVerdict } from '../../domain/dutyTime/api';
import { TK } from '../../domain/trip/errors';
import { initTestI18n } from '../../forms/testing/i18n';
import { settings } from '../../state/settings';
import type { GanttView } from './ganttMapping';
import { createOwnMoves, type OwnMoves } from '../../ui/gantt/ownMoves';
import { UNDO_MS, useLegMove } from './useLegMove';

const api = vi.hoisted(() => ({ move: vi.fn(), previewMove: vi.fn(), window: vi.fn(), crewWindow: vi.fn(), passengerWindow: vi.fn() }));
vi.mock('../../api/gantt', () => ({ ganttApi: api }));
const toasts = vi.hoisted(() => ({ toastKey: vi.fn(), showToast: vi.fn(), showActionToast: vi.fn() }));
vi.mock('../../app/toaster', () => toasts);

const leg: GanttLegAnswer = {
  id: 'leg1', tripId: 'trip1', tripNumber: 'T2612-0001', legNumber: 1, aircraftId: 'ac1', departureIcao: 'ZBAA', arrivalIcao: 'ZSSS',
  plannedDepartureUtc: '2026-12-01T02:00:00Z', plannedArrivalUtc: '2026-12-01T04:00:00Z', actualOffUtc: null, actualOnUtc: null,
  legState: 33, isFerry: false, locked: false, forcedOverlapReason: null, tripVersion: 5,
};
const aircraft: GanttRowAnswer = { id: 'ac2', tailNo: 'B-652Q', typeCode: 'G650', status: 'normal', ganttStatus: 0, sortNum: 1, enabled: true };
const view = { kind: 'fleet', rows: [], items: [], legs: new Map([[leg.id, leg]]), bars: new Map(), aircraft: [aircraft], unassigned: 0 } as unknown as GanttView;
const startMs = Date.parse('2026-12-01T03:00:00Z');
const candidate = { itemId: leg.id, fromRow: 0, row: 0, startMs, endMs: startMs + 2 * 3_600_000, deltaMs: 3_600_000 };
const body = { version: 5, aircraftId: 'ac2', plannedDepartureUtc: '2026-12-01T03:00:00.000Z' };

const duty: DutyChangeVerdict = {
  verdict: 'warning',
  forceable: true,
  regulation: { id: 'ccar', name: 'CCAR-121-R7' },
  crews: [{ crewId: 'c1', workNo: 'P001', cnName: '张三', verdict: 'warning', items: [{ dutyId: 'd1', check: 'flightTime', level: 'warning', rule: 'CCAR-121.483(b)', limitMinutes: 480, actualMinutes: 400, marginMinutes: 80, report: '2026-12-01T01:00:00Z', presetFails: false }] }],
};
const refusal = (key: string, result: unknown) => new RequestError({ kind: 'toast', messageKey: key }, 400, { code: 400, key, result });

function mount(own?: OwnMoves, v: GanttView = view) {
  const reload = vi.fn();
  const { result } = renderHook(() => {
    const ref = useRef(v);
    return useLegMove(ref, { reload, setView: vi.fn(), timeType: 'UTC', own });
  });
  return { moves: result.current, reload };
}

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  settings.timeType = 'UTC'; // the user's time type: the verdict's report times follow it
  api.move.mockReset();
  api.previewMove.mockReset();
  // no preview (refused by the server): the move itself answers, as these tests expect
  api.previewMove.mockRejectedValue(refusal(TK.legLocked, {}));
  toasts.toastKey.mockReset();
  toasts.showActionToast.mockReset();
});
afterEach(async () => {
  cleanup();
  await waitFor(() => expect(document.querySelector('.foc-dialog-host, .foc-confirm-host')).toBeNull(), { timeout: 2000 });
});

describe('useLegMove and the duty-time guard', () => {
  it('a duty warning shows the verdict; forced with a reason the move is sent again with dutyForceReason, keeping the confirmation', async () => {
    api.move
      .mockRejectedValueOnce(refusal(TK.confirmationRequired, { warnings: [{ key: 'trip.warning.longTurnaround' }] }))
      .mockRejectedValueOnce(refusal(DK.dutyWarning, { duty }))
      .mockResolvedValueOnce({ version: 6, legs: [] });
    const { moves, reload } = mount();
    act(() => moves.onMove(candidate));
    await waitFor(() => expect(api.move).toHaveBeenCalledWith('leg1', body));
    // the server's warnings first: confirmed, sent again with confirm
    const go = (await screen.findByText('Move', { selector: '.bp6-button-text' }, { timeout: 5000 })).closest('button')!;
    await act(async () => fireEvent.click(go));
    await waitFor(() => expect(api.move).toHaveBeenCalledWith('leg1', { ...body, confirm: true }));
    // then the duty verdict
    const verdict = await screen.findByTestId('duty-guard-verdict', {}, { timeout: 5000 });
    expect(verdict.textContent).toContain('CCAR-121.483(b)');
    expect(verdict.textContent).toContain('Flight time');
    expect(verdict.textContent).toContain('Report (UTC)');
    expect(verdict.textContent).toContain('2026-12-01 01:00');
    await act(async () => fireEvent.change(screen.getByTestId('reason-text'), { target: { value: 'ops approval 17' } }));
    await act(async () => fireEvent.click(screen.getByTestId('reason-ok')));
    await waitFor(() => expect(api.move).toHaveBeenCalledTimes(3));
    expect(api.move).toHaveBeenLastCalledWith('leg1', { ...body, confirm: true, dutyForceReason: 'ops approval 17' });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    // the verdict is the dialog's, never a toast of the request layer or the screen
    expect(toasts.toastKey.mock.calls.filter(([key]) => key === DK.dutyWarning)).toEqual([]);
  });

  it('a refusal of the regulation itself only closes: nothing is sent again', async () => {
    api.move.mockRejectedValueOnce(refusal(DK.dutyRefused, { duty: { ...duty, verdict: 'fail', forceable: false } }));
    const { moves, reload } = mount();
    act(() => moves.onMove(candidate));
    await screen.findByTestId('duty-guard-verdict', {}, { timeout: 5000 });
    expect(screen.queryByTestId('reason-ok')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('duty-verdict-close')));
    await waitFor(() => expect(screen.queryByTestId('duty-guard-verdict')).toBeNull());
    expect(api.move).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(toasts.toastKey).not.toHaveBeenCalled();
  });
});

describe('the dragging tab reloads once after its own move', () => {
  it('the move answers: one reload, and the echo of the move (own event at the answered version) is covered; an event in flight too', async () => {
    const own = createOwnMoves();
    let answer: (v: unknown) => void = () => {};
    api.move.mockImplementation(() => new Promise((r) => (answer = r)));
    const { moves, reload } = mount(own);
    act(() => moves.onMove(candidate));
    await waitFor(() => expect(api.move).toHaveBeenCalled());
    // the socket may bring the echo before the HTTP answer
    expect(own.covers({ own: true, tripId: 'trip1', tripVersion: 6 })).toBe(true);
    await act(async () => answer({ id: 'trip1', version: 6, legs: [], ferryLegs: [] }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(own.covers({ own: true, tripId: 'trip1', tripVersion: 6 })).toBe(true);
    expect(own.covers({ own: false, tripId: 'trip1', tripVersion: 7 })).toBe(false); // another dispatcher's later change still reloads
  });

  it('a refused move covers nothing (no event was written)', async () => {
    const own = createOwnMoves();
    api.move.mockRejectedValueOnce(refusal(TK.legLocked, {}));
    const { moves } = mount(own);
    await act(async () => moves.onMove(candidate));
    await waitFor(() => expect(toasts.toastKey).toHaveBeenCalled());
    expect(own.covers({ own: true, tripId: 'trip1', tripVersion: 5 })).toBe(false);
  });
});

describe('the move preview and Undo', () => {
  const from: GanttRowAnswer = { ...aircraft, id: 'ac1', tailNo: 'B-651P' };
  const twoRows = { ...view, aircraft: [from, aircraft] } as GanttView;
  const onSecond = { ...candidate, row: 1 };
  const preview = {
    legId: 'leg1', version: 5, readinessLost: ['flightPlan'], warnings: [{ key: 'trip.warning.aircraftMel', params: { tailNo: 'B-652Q' } }],
    before: { aircraftId: 'ac1', tailNo: 'B-651P', legState: 30, airworthiness: 'airworthy', hasFlightPlan: true, plannedDepartureUtc: leg.plannedDepartureUtc, plannedArrivalUtc: leg.plannedArrivalUtc },
    after: { aircraftId: 'ac2', tailNo: 'B-652Q', legState: 33, airworthiness: null, hasFlightPlan: false, plannedDepartureUtc: body.plannedDepartureUtc, plannedArrivalUtc: '2026-12-01T05:00:00.000Z' },
    ferriesAdded: [{ aircraftId: 'ac2', tailNo: 'B-652Q', tripNumber: 'T2612-0001', departureIcao: 'ZSPD', arrivalIcao: 'ZBAA', plannedDepartureUtc: '2026-12-01T00:30:00Z', plannedArrivalUtc: '2026-12-01T02:30:00Z' }],
    ferriesRemoved: [], crew: [{ crewId: 'c1', workNo: 'P001', name: '张三', role: 'pic', qualified: false }], duty: null,
  };

  it('shows what the move would do before sending it; confirmed, it is sent with the warnings confirmed', async () => {
    api.previewMove.mockReset().mockResolvedValueOnce(preview);
    api.move.mockResolvedValueOnce({ id: 'trip1', version: 6, legs: [], ferryLegs: [] });
    const { moves, reload } = mount(undefined, twoRows);
    act(() => moves.onMove(onSecond));
    const shown = await screen.findByTestId('gantt-move-preview', {}, { timeout: 5000 });
    expect(api.previewMove).toHaveBeenCalledWith('leg1', body);
    expect(api.move).not.toHaveBeenCalled();
    expect(shown.querySelector('[data-preview="to"]')!.textContent).toContain('B-652Q');
    expect(shown.querySelector('[data-preview="readiness"]')!.textContent).toContain('Flight plan');
    expect(shown.querySelector('[data-preview="warnings"]')!.textContent).toContain('B-652Q');
    expect(shown.querySelector('[data-ferry="added"]')!.textContent).toContain('ZSPD→ZBAA');
    expect(shown.querySelector('[data-preview="crew"]')!.textContent).toContain('Not rated');
    const go = (await screen.findByText('Move', { selector: '.bp6-button-text' })).closest('button')!;
    await act(async () => fireEvent.click(go));
    await waitFor(() => expect(api.move).toHaveBeenCalledWith('leg1', { ...body, confirm: true }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // the toast offers Undo for 10 s: the reverse move on the version the move answered
    expect(toasts.showActionToast).toHaveBeenCalledTimes(1);
    const [, action, ms] = toasts.showActionToast.mock.calls[0]!;
    expect(ms).toBe(UNDO_MS);
    api.move.mockResolvedValueOnce({ id: 'trip1', version: 7, legs: [], ferryLegs: [] });
    await act(async () => action.onClick());
    await waitFor(() => expect(api.move).toHaveBeenLastCalledWith('leg1', { version: 6, aircraftId: 'ac1', plannedDepartureUtc: leg.plannedDepartureUtc, confirm: true }));
    // the undo is not undone again, and is not previewed
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(toasts.showActionToast).toHaveBeenCalledTimes(1);
    expect(api.previewMove).toHaveBeenCalledTimes(1);
  });

  it('cancelled on the preview, nothing is sent', async () => {
    api.previewMove.mockReset().mockResolvedValueOnce({ ...preview, warnings: [] });
    const { moves, reload } = mount(undefined, twoRows);
    act(() => moves.onMove(onSecond));
    await screen.findByTestId('gantt-move-preview', {}, { timeout: 5000 });
    const cancel = (await screen.findByText('Cancel', { selector: '.bp6-button-text' })).closest('button')!;
    await act(async () => fireEvent.click(cancel));
    await waitFor(() => expect(screen.queryByTestId('gantt-move-preview')).toBeNull());
    expect(api.move).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('an undo the schedule overtook answers "fleet schedule changed, reload"', async () => {
    api.previewMove.mockReset().mockResolvedValueOnce({ ...preview, warnings: [] });
    api.move.mockResolvedValueOnce({ id: 'trip1', version: 6, legs: [], ferryLegs: [] });
    const { moves, reload } = mount(undefined, twoRows);
    act(() => moves.onMove(onSecond));
    await screen.findByTestId('gantt-move-preview', {}, { timeout: 5000 });
    await act(async () => fireEvent.click((await screen.findByText('Move', { selector: '.bp6-button-text' })).closest('button')!));
    await waitFor(() => expect(toasts.showActionToast).toHaveBeenCalledTimes(1));
    api.move.mockRejectedValueOnce(new RequestError({ kind: 'silent' }, 412, { code: 412, key: 'error.dataChanged' }));
    await act(async () => toasts.showActionToast.mock.calls[0]![1].onClick());
    await waitFor(() => expect(toasts.toastKey).toHaveBeenCalledWith(TK.scheduleChanged, undefined, 'warning'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
