// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AircraftStatisticsAnswer, StatisticsListAnswer } from '../../api/fleetStatistics';
import type { AircraftRow } from '../../api/resources';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({ getAircraft: vi.fn(), getType: vi.fn(), types: vi.fn(), customers: vi.fn(), forAircraft: vi.fn(), statsList: vi.fn() }));
const abilities = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../api/resources', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/resources')>()),
  aircraftApi: { get: api.getAircraft, update: vi.fn() },
  aircraftTypeApi: { get: api.getType, listQuiet: api.types },
  customerApi: { listQuiet: api.customers },
}));
vi.mock('../../api/fleetStatistics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/fleetStatistics')>()),
  fleetStatisticsApi: { forAircraft: api.forAircraft, list: api.statsList },
}));
vi.mock('../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: false, abilities: [] }), hasAbility: (p: string) => abilities.list.includes(p), onBeforeLogout: vi.fn(), onSessionReset: vi.fn() };
});
vi.mock('../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { default: AircraftDetail } = await import('./AircraftDetail');
const { default: AircraftStatistics } = await import('./AircraftStatistics');
const { settings } = await import('../../state/settings');

const flush = () => act(async () => {});
const TYPE_ID = '11111111-1111-4111-8111-111111111111';
const aircraft = { id: 'a1', tailNo: 'B-652Q', typeId: TYPE_ID, status: 'mel', fleetType: 'own', baseIcao: 'ZBAA', locationIcao: 'ZSSS', maxTakeoffWeightKg: 47_650, cabinLengthM: 14.27, cruiseSpeedKmh: 904, engineModel: 'BR725', capacityLimited: false, fuelUnit: 'kg', sortNum: 1, version: 3 } as unknown as AircraftRow;
const figures: AircraftStatisticsAnswer['figures'] = {
  flights: 3,
  flightMinutes: 425,
  blockMinutes: 470,
  landings: 3,
  engineMinutes: { left: 425, middle: null, right: 425 },
  engineCycles: { left: 3, middle: null, right: 3 },
  apuMinutes: null,
  apuCycles: null,
  fuelPerHourKg: null,
  fuelPerHourLast10Kg: null,
};

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  api.getAircraft.mockResolvedValue(aircraft);
  api.getType.mockResolvedValue({ id: TYPE_ID, code: 'G650ER', name: 'Gulfstream G650ER' });
  api.types.mockResolvedValue({ totalNum: 1, list: [{ id: TYPE_ID, code: 'G650ER', name: 'Gulfstream G650ER' }] });
  api.customers.mockResolvedValue({ totalNum: 0, list: [] });
  api.forAircraft.mockResolvedValue({ aircraftId: 'a1', source: 'mixed', sourceCounts: { flightLogs: 3, legActuals: 2 }, figures });
  abilities.list = [];
  settings.unitSystem = 'metric';
});
afterEach(cleanup);

const renderAt = (ui: React.ReactNode, path: string) => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('aircraft detail', () => {
  it('shows the header and the data tab in the user\'s units; the edit button only for editors', async () => {
    settings.unitSystem = 'imperial';
    renderAt(<AircraftDetail />, '/aircraftManage/aircraftDetail?id=a1');
    await flush();
    await flush();
    expect(api.getAircraft).toHaveBeenCalledWith('a1');
    expect(screen.getByTestId('detail-tail').textContent).toBe('B-652Q');
    expect(screen.getByTestId('detail-type').textContent).toBe('G650ER Gulfstream G650ER');
    expect(screen.getByTestId('detail-status').getAttribute('data-status')).toBe('mel');
    expect(screen.getByTestId('data-maxTakeoffWeightKg').textContent).toBe('105,050 lb');
    expect(screen.getByTestId('data-cruiseSpeedKmh').textContent).toBe('488 kt');
    expect(screen.getByTestId('data-cabinLengthM').textContent).toBe('46.8 ft');
    expect(screen.queryByTestId('aircraft-edit')).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(expect.arrayContaining(['Data', 'Statistics', 'Files']));
  });

  it('shows the statistics tab labelled with its source', async () => {
    abilities.list = ['aircraft:edit'];
    renderAt(<AircraftDetail />, '/aircraftManage/aircraftDetail?id=a1&tab=statistics');
    await flush();
    await flush();
    expect(api.forAircraft).toHaveBeenCalledWith('a1');
    expect(screen.getByTestId('stats-source').getAttribute('data-source')).toBe('mixed');
    expect(screen.getByTestId('stats-source').textContent).toContain('3 flights')
    expect(within(screen.getByTestId('stat-flightHours')).getByText('7:05')).toBeTruthy();
    expect(within(screen.getByTestId('stat-blockHours')).getByText('7:50')).toBeTruthy();
    // a twin: no middle engine card
    expect(screen.queryByTestId('stat-engineMiddleHours')).toBeNull();
  });

  it('says so when the aircraft id is missing', async () => {
    renderAt(<AircraftDetail />, '/aircraftManage/aircraftDetail');
    await flush();
    expect(screen.getByText('No aircraft given')).toBeTruthy();
  });
});

describe('aircraft statistics screen', () => {
  it('loads the figures of the period, shows totals and rows, and filters by type', async () => {
    const answer: StatisticsListAnswer = { source: 'legActuals', sourceCounts: { flightLogs: 0, legActuals: 1 }, rows: [{ aircraftId: 'a1', tailNo: 'B-652Q', typeId: TYPE_ID, typeCode: 'G650ER', ...figures }], totals: figures };
    api.statsList.mockResolvedValue(answer);
    abilities.list = ['aircraftStatistics:export'];
    renderAt(<AircraftStatistics />, '/aircraftManage/aircraftStatistics');
    await flush();
    await flush();
    const body = api.statsList.mock.calls[0]![0];
    expect(body.fromUtc).toMatch(/-01-01T00:00:00.000Z$|-12-31T16:00:00.000Z$/);
    expect(screen.getByTestId('aircraftStatistics-table-row').textContent).toContain('B-652Q');
    expect(within(screen.getByTestId('stat-flights')).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('table-export')).toBeTruthy();
    fireEvent.change(screen.getByTestId('stats-type'), { target: { value: TYPE_ID } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await flush();
    expect(api.statsList.mock.calls[1]![0]).toMatchObject({ typeId: TYPE_ID });
  });
});
