// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewRow } from '../../../api/resources';
import type { DutyCheckAnswer, DutyPeriodView, RegulationRow } from '../../../api/dutyTime';
import { wallToUtc } from '../../../domain/trip/wallTime';
import { initTestI18n } from '../../../forms/testing/i18n';
import { dayText } from '../../../ui/dutyGuard/format';

const api = vi.hoisted(() => ({ check: vi.fn(), regulations: vi.fn(), crews: vi.fn(), exportFile: vi.fn(), saveFile: vi.fn() }));
vi.mock('../../../api/dutyTime', async (importOriginal) => ({
  DUTY_EXPORT_URLS: (await importOriginal<typeof import('../../../api/dutyTime')>()).DUTY_EXPORT_URLS,
  dutyCheckApi: { check: api.check },
  regulationApi: { listQuiet: api.regulations },
  dutyExportApi: { file: api.exportFile },
}));
vi.mock('../../../api/exportFile', () => ({ saveFile: api.saveFile }));
vi.mock('../../../api/resources', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../api/resources')>()), crewApi: { listQuiet: api.crews } }));
vi.mock('../../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [] }), hasAbility: () => true };
});
vi.mock('../../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { default: DutyPeriodCheck } = await import('./DutyPeriodCheck');

const flush = () => act(async () => {});
let t: TFunction;

const reg = (over: Partial<RegulationRow> = {}): RegulationRow => ({ id: 'r1', name: 'Ops tight', basedOn: 'CCAR-121', builtIn: false, isDefault: true, enabled: true, warningRatio: 0.8, alertMinutes: null, note: null, version: 1, updateTime: null, updateUserName: null, ...over });
const crew = { id: 'c1', workNo: 'P001', cnName: '张伟', enName: 'Zhang Wei', crewType: 'pilot' } as CrewRow;

const duty = (over: Partial<DutyPeriodView> = {}): DutyPeriodView => ({
  dutyPeriodNo: 1,
  dutyId: 'l1',
  report: '2030-05-01T22:00:00.000Z',
  fdpEnd: '2030-05-02T09:30:00.000Z',
  release: '2030-05-02T10:00:00.000Z',
  startIcao: 'ZBAA',
  endIcao: 'ZSSS',
  referenceZone: 'Asia/Shanghai',
  reportTimeLocal: '06:00',
  acclimatised: true,
  peoples: 2,
  sectors: 2,
  positioningSectors: 1,
  transitDutyType: 'before',
  preparationMinutes: 60,
  finishingMinutes: 30,
  restBeforeMinutes: 720,
  restAfterMinutes: null,
  fdpMinutes: 690,
  dutyMinutes: 720,
  flightMinutes: 300,
  maxFdpMinutes: 660,
  woclMinutes: 0,
  judged: true,
  verdict: 'fail',
  items: [
    { dutyId: 'l1', check: 'fdp', level: 'fail', rule: '121.485(a) 表B: report 06:00 in 05:00–05:59', limitMinutes: 660, actualMinutes: 690, marginMinutes: -30 },
    { dutyId: 'l1', check: 'restBefore', level: 'pass', rule: '121.495(d): rest before duty at least 600 min', limitMinutes: 600, actualMinutes: 720, marginMinutes: 120 },
    { dutyId: 'l1', check: 'extension', level: 'pass', rule: 'ORO.FTL.205(d)(2)', limitMinutes: 2, actualMinutes: 1, marginMinutes: 1, unit: 'count' },
  ],
  legs: [{ legId: 'l1', tripId: 't1', tripNumber: 'T3005-0001', legNumber: 1, departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', departure: '2030-05-01T23:00:00.000Z', arrival: '2030-05-02T01:30:00.000Z', timesFrom: 'flb', positioning: false, role: 'pic' }],
  ...over,
});
const answer = (): DutyCheckAnswer => ({
  crew: { id: 'c1', workNo: 'P001', cnName: '张伟', enName: 'Zhang Wei', baseIcao: 'ZBAA', crewType: 'pilot' },
  regulation: { id: 'r1', name: 'Ops tight', basedOn: 'CCAR-121', warningRatio: 0.8, alertMinutes: null },
  from: '2030-04-24T16:00:00.000Z',
  to: '2030-05-08T16:00:00.000Z',
  verdict: 'fail',
  duties: [duty({ dutyPeriodNo: 1, dutyId: 'h1', judged: false, verdict: 'pass', items: [], report: '2030-04-20T00:00:00.000Z' }), duty({ dutyPeriodNo: 2 })],
});

beforeAll(async () => {
  t = (await initTestI18n('en')).t;
});
beforeEach(() => {
  vi.resetAllMocks();
  api.regulations.mockResolvedValue({ totalNum: 2, list: [reg({ id: 'CCAR-121', isDefault: false, builtIn: true }), reg()] });
  api.crews.mockResolvedValue({ totalNum: 1, list: [crew] });
});
afterEach(cleanup);

describe('duty-period check screen', () => {
  it('needs a crew member, then shows a failure with its rule and margin', async () => {
    api.check.mockResolvedValue(answer());
    render(<DutyPeriodCheck />);
    await flush();
    expect(api.crews.mock.calls[0]![0].searchParas).toEqual({ logic: 'and', conditions: [{ name: 'crewType', op: 'eq', value: 'pilot' }] });
    expect((screen.getByTestId('duty-regulation') as HTMLSelectElement).value).toBe('r1'); // the company's default
    await act(async () => fireEvent.click(screen.getByTestId('duty-run')));
    expect(api.check).not.toHaveBeenCalled();
    expect(screen.getByTestId('duty-check').textContent).toContain('This field is required');

    await act(async () => fireEvent.click(screen.getByTestId('duty-crew')));
    await act(async () => fireEvent.click(screen.getAllByTestId('duty-crew-option')[0]!));
    await act(async () => fireEvent.click(screen.getByTestId('duty-run')));
    // the period's dates in the user's time type (Beijing), the end date included
    const from = wallToUtc(dayText(-7), '00:00', 'Beijing');
    const to = new Date(Date.parse(wallToUtc(dayText(7), '00:00', 'Beijing')!) + 86_400_000).toISOString();
    expect(api.check).toHaveBeenCalledWith({ crewId: 'c1', from, to, regulationId: 'r1' });

    const overall = screen.getByTestId('duty-overall');
    expect(overall.getAttribute('data-level')).toBe('fail');
    expect(overall.className).toContain('foc-duty-level--fail');
    const [history, judged] = screen.getAllByTestId('duty-row');
    expect(history!.getAttribute('data-judged')).toBe('false');
    expect(history!.className).toContain('foc-duty-row--history');
    expect(within(history!).getByTestId('duty-verdict').textContent).toBe('History (not judged)');
    expect(within(judged!).getByTestId('duty-verdict').textContent).toBe('Over the limit');
    // report 22:00 UTC = 06:00 Beijing the next day; FDP 11:30 against 11:00; 2 sectors and a positioning
    expect(judged!.textContent).toContain('2030-05-02 06:00');
    expect(judged!.textContent).toContain('11:30');
    expect(judged!.textContent).toContain('2 (+1)');

    await act(async () => fireEvent.click(within(judged!).getByTestId('duty-expand')));
    const items = screen.getAllByTestId('duty-item');
    const fdp = items.find((i) => i.getAttribute('data-level') === 'fail')!;
    expect(fdp.textContent).toContain('121.485(a) 表B: report 06:00 in 05:00–05:59');
    expect(within(fdp).getByTestId('duty-item-margin').textContent).toBe('-0:30');
    expect(within(fdp).getByTestId('duty-item-level').textContent).toBe('Over the limit');
    expect(items[2]!.textContent).toContain('1'); // a count, not H:MM
    expect(within(items[2]!).getByTestId('duty-item-margin').textContent).toBe('1');
    expect(screen.getByTestId('duty-leg-times').getAttribute('data-times-from')).toBe('flb');
    expect(screen.getByTestId('duty-leg-times').textContent).toBe('FLB');
    expect(screen.getByTestId('duty-leg-times-legend').textContent).toContain('OUT/IN of the confirmed flight log');
    expect(screen.getByTestId('duty-legs').textContent).toContain('T3005-0001-1');
  });

  it('refuses a period longer than the maximum', async () => {
    render(<DutyPeriodCheck />);
    await flush();
    await act(async () => fireEvent.click(screen.getByTestId('duty-crew')));
    await act(async () => fireEvent.click(screen.getAllByTestId('duty-crew-option')[0]!));
    fireEvent.change(document.getElementById('duty-to')!, { target: { value: dayText(90) } });
    await act(async () => fireEvent.click(screen.getByTestId('duty-run')));
    expect(api.check).not.toHaveBeenCalled();
    expect(screen.getByTestId('duty-check').textContent).toContain('The period can be at most 62 days');
  });
});

describe('duty-period check export', () => {
  it('asks the server for the shown check with the table\'s columns, the findings and the time type', async () => {
    api.check.mockResolvedValue(answer());
    api.exportFile.mockResolvedValue({ blob: new Blob(['x']), fileName: 'Duty-period check-P001.xlsx' });
    render(<DutyPeriodCheck />);
    await flush();
    expect((screen.getByTestId('duty-export') as HTMLButtonElement).disabled).toBe(true); // nothing checked yet
    await act(async () => fireEvent.click(screen.getByTestId('duty-crew')));
    await act(async () => fireEvent.click(screen.getAllByTestId('duty-crew-option')[0]!));
    await act(async () => fireEvent.click(screen.getByTestId('duty-run')));
    await act(async () => fireEvent.click(screen.getByTestId('duty-export')));
    expect(api.exportFile).toHaveBeenCalledTimes(1);
    const [req, name] = api.exportFile.mock.calls[0]!;
    expect(req.url).toBe('/crew/v1/dutyChecks/export');
    expect(req.body).toMatchObject({ ...api.check.mock.calls[0]![0], timeType: 'Beijing' });
    expect(req.body.columns).toEqual(['no', 'report', 'release', 'route', 'referenceTime', 'acclimatised', 'peoples', 'sectors', 'transit', 'preparation', 'fdp', 'maxFdp', 'duty', 'flight', 'restBefore', 'restAfter', 'wocl', 'verdict', 'findings']);
    expect(name).toBe('Duty-period check');
    expect(api.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Duty-period check-P001.xlsx');
  });
});
