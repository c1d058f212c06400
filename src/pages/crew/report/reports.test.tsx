// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewRow } from '../../../api/resources';
import type { FatigueReportRow, FlightTimeReportRow, RegulationRow, ReportAnswer } from '../../../api/dutyTime';
import { initTestI18n } from '../../../forms/testing/i18n';

const api = vi.hoisted(() => ({ flightTime: vi.fn(), fatigue: vi.fn(), regulations: vi.fn(), crews: vi.fn(), exportFile: vi.fn(), saveFile: vi.fn() }));
const abilities = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../api/dutyTime', async (importOriginal) => ({
  DUTY_EXPORT_URLS: (await importOriginal<typeof import('../../../api/dutyTime')>()).DUTY_EXPORT_URLS,
  dutyReportApi: { flightTime: api.flightTime, fatigue: api.fatigue },
  regulationApi: { listQuiet: api.regulations },
  dutyExportApi: { file: api.exportFile },
}));
vi.mock('../../../api/exportFile', () => ({ saveFile: api.saveFile }));
vi.mock('../../../api/resources', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../api/resources')>()), crewApi: { listQuiet: api.crews } }));
vi.mock('../../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: false, abilities: [] }), hasAbility: (p: string) => abilities.list.includes(p) };
});
vi.mock('../../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { default: FlightTimeReport } = await import('./FlightTimeReport');
const { default: FatigueReport } = await import('./FatigueReport');

const flush = () => act(async () => {});
let t: TFunction;

const reg = (over: Partial<RegulationRow> = {}): RegulationRow => ({ id: 'CCAR-121', name: 'CCAR-121 P章', basedOn: null, builtIn: true, isDefault: false, enabled: true, warningRatio: 0.8, alertMinutes: null, note: null, version: 0, updateTime: null, updateUserName: null, ...over });
const crews = [
  { id: 'c1', workNo: 'P001', cnName: '张伟', enName: 'Zhang Wei', crewType: 'pilot' },
  { id: 'c2', workNo: 'P002', cnName: '李娜', enName: null, crewType: 'pilot' },
] as CrewRow[];
const regulation = { id: 'CCAR-121', name: 'CCAR-121 P章', basedOn: null, warningRatio: 0.8, alertMinutes: null };

const flightRow = (over: Partial<FlightTimeReportRow> = {}): FlightTimeReportRow => ({
  crewId: 'c1',
  workNo: 'P001',
  cnName: '张伟',
  enName: 'Zhang Wei',
  dayMinutes: 300,
  last7DaysMinutes: 1500,
  last28DaysMinutes: 4000,
  monthMinutes: 5700,
  yearMinutes: 40_000,
  figures: [
    { check: 'cumulative', rule: '121.487(a): flight time in calendar month', actualMinutes: 5700, limitMinutes: 6000, marginMinutes: 300, level: 'warning' },
    { check: 'cumulative', rule: '121.487(a): flight time in calendar year', actualMinutes: 40_000, limitMinutes: 54_000, marginMinutes: 14_000, level: 'pass' },
  ],
  verdict: 'warning',
  ...over,
});
const fatigueRow = (): FatigueReportRow => ({
  crewId: 'c2',
  workNo: 'P002',
  cnName: '李娜',
  enName: null,
  dutyPeriods: 5,
  dutyMinutes: 3000,
  fdpMinutes: 2700,
  flightMinutes: 1500,
  woclDuties: 2,
  woclMinutes: 150,
  earlyStarts: 1,
  lateFinishes: 0,
  shortestRestMinutes: 610,
  consecutiveDutyDays: 5,
  warnings: 0,
  failures: 1,
  verdict: 'fail',
});

beforeAll(async () => {
  t = (await initTestI18n('en')).t;
});
beforeEach(() => {
  vi.resetAllMocks();
  abilities.list = ['flightTimeReport:export'];
  api.regulations.mockResolvedValue({ totalNum: 1, list: [reg()] });
  api.crews.mockResolvedValue({ totalNum: 2, list: crews });
});
afterEach(cleanup);

describe('flight-time report', () => {
  it('needs a date, crew members and a regulation', async () => {
    api.regulations.mockResolvedValue({ totalNum: 0, list: [] }); // no regulation to default to
    render(<FlightTimeReport />);
    await flush();
    fireEvent.change(document.getElementById('flightTimeReport-date')!, { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByTestId('report-run')));
    expect(api.flightTime).not.toHaveBeenCalled();
    const form = screen.getByTestId('flightTimeReport');
    // the date, the crew members and the regulation each say so
    expect(form.textContent!.match(/This field is required/g)).toHaveLength(3);
  });

  it('reads the rows of the chosen crew members and colours each figure by its level', async () => {
    const answer: ReportAnswer<FlightTimeReportRow> = { date: '2030-05-01', regulation, rows: [flightRow()] };
    api.flightTime.mockResolvedValue(answer);
    render(<FlightTimeReport />);
    await flush();
    fireEvent.change(document.getElementById('flightTimeReport-date')!, { target: { value: '2030-05-01' } });
    await act(async () => fireEvent.click(screen.getByTestId('report-run')));
    expect(api.flightTime).not.toHaveBeenCalled();
    expect(screen.getByTestId('flightTimeReport').textContent).toContain('This field is required'); // the crew members
    await act(async () => fireEvent.click(screen.getByTestId('duty-crews-all')));
    await act(async () => fireEvent.click(screen.getByTestId('report-run')));
    expect(api.flightTime).toHaveBeenCalledWith({ date: '2030-05-01', crewIds: ['c1', 'c2'], regulationId: 'CCAR-121' });
    const row = screen.getAllByTestId('flightTimeReport-table-row')[0]!;
    expect(row.textContent).toContain('P001');
    expect(row.textContent).toContain('95:00'); // the month
    const figures = within(row).getAllByTestId('report-figure');
    expect(figures.map((f) => f.getAttribute('data-level'))).toEqual(['warning', 'pass']);
    expect(figures[0]!.className).toContain('foc-duty-text--warning');
    expect(figures[0]!.textContent).toBe('95:00 / 100:00 / 5:00');
    expect(screen.getByTestId('report-export')).toBeTruthy();
  });
});

describe('fatigue report', () => {
  it('has no export without the permission, and shows the fatigue figures', async () => {
    api.fatigue.mockResolvedValue({ date: '2030-05-01', regulation, rows: [fatigueRow()] });
    render(<FatigueReport />);
    await flush();
    expect(screen.queryByTestId('report-export')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('duty-crews-all')));
    await act(async () => fireEvent.click(screen.getByTestId('report-run')));
    expect(api.fatigue).toHaveBeenCalledTimes(1);
    const row = screen.getAllByTestId('fatigueReport-table-row')[0]!;
    expect(row.textContent).toContain('10:10'); // shortest rest
    expect(within(row).getByTestId('report-verdict').getAttribute('data-level')).toBe('fail');
  });
});

describe('report export', () => {
  it('asks the server for the report shown, with the columns shown (one per cumulative figure)', async () => {
    abilities.list = ['flightTimeReport:list', 'flightTimeReport:export'];
    api.flightTime.mockResolvedValue({ date: '2030-05-01', regulation, rows: [flightRow()] });
    api.exportFile.mockResolvedValue({ blob: new Blob(['x']), fileName: 'Flight-time report-2030-05-01.xlsx' });
    render(<FlightTimeReport />);
    await flush();
    expect((screen.getByTestId('report-export') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(document.getElementById('flightTimeReport-date')!, { target: { value: '2030-05-01' } });
    await act(async () => fireEvent.click(screen.getByTestId('duty-crews-all')));
    await act(async () => fireEvent.click(screen.getByTestId('report-run')));
    await act(async () => fireEvent.click(screen.getByTestId('report-export')));
    const [req, name] = api.exportFile.mock.calls[0]!;
    expect(req).toEqual({
      url: '/crew/v1/reports/flightTime/export',
      body: { date: '2030-05-01', crewIds: ['c1', 'c2'], regulationId: 'CCAR-121', timeType: 'Beijing', columns: ['workNo', 'name', 'day', 'last7Days', 'last28Days', 'month', 'year', 'figure0', 'figure1', 'verdict'] },
    });
    expect(name).toBe('Flight-time report');
    expect(api.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Flight-time report-2030-05-01.xlsx');
  });
});
