// @vitest-environment jsdom
import { describe, expect, it, vi, beforeEach } from 'vitest';
import en from '../../../locales/en/flbEntry.json';
import zh from '../../../locales/zh/flbEntry.json';
import zhtw from '../../../locales/zhtw/flbEntry.json';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders } from '../../i18n/localeChecks';
import { readFileSync } from 'node:fs';

const api = vi.hoisted(() => ({ byLeg: vi.fn(), create: vi.fn(), toastKey: vi.fn() }));
vi.mock('../../api/flb', async (actual) => ({ ...(await actual<typeof import('../../api/flb')>()), flbApi: { byLeg: api.byLeg, create: api.create } }));
vi.mock('../../app/toaster', () => ({ toastKey: api.toastKey }));

const { flbEntriesOf, legReportPath, openFlightLog } = await import('./openFlightLog');

const LEG = '11111111-1111-4111-8111-111111111111';
const abilities = (...list: string[]) => (a: string) => list.includes(a);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('flight log entry of a leg', () => {
  it('is offered for flown legs only, each by its ability', () => {
    expect(flbEntriesOf(5, abilities('flb:list', 'legReport:list'))).toEqual({ flightLog: true, legReport: true });
    expect(flbEntriesOf(4, abilities('flb:list', 'legReport:list'))).toEqual({ flightLog: false, legReport: false });
    expect(flbEntriesOf(5, abilities('flb:list'))).toEqual({ flightLog: true, legReport: false });
    expect(flbEntriesOf(5, abilities('legReport:list'))).toEqual({ flightLog: false, legReport: true });
  });

  it('opens the leg report with the leg preselected', () => {
    expect(legReportPath(LEG)).toBe(`/flight/legReport?legId=${LEG}`);
  });

  it("opens the leg's existing log", async () => {
    api.byLeg.mockResolvedValue({ id: 'log-1' });
    const navigate = vi.fn();
    expect(await openFlightLog(LEG, navigate, abilities('flb:list'))).toBe('/flight/flbEdit?id=log-1');
    expect(navigate).toHaveBeenCalledWith('/flight/flbEdit?id=log-1');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('creates the log when the leg has none and the user may add logs', async () => {
    api.byLeg.mockResolvedValue(null);
    api.create.mockResolvedValue({ id: 'log-2' });
    const navigate = vi.fn();
    expect(await openFlightLog(LEG, navigate, abilities('flb:list', 'flb:add'))).toBe('/flight/flbEdit?id=log-2');
    expect(api.create).toHaveBeenCalledWith({ legId: LEG });
    expect(navigate).toHaveBeenCalledWith('/flight/flbEdit?id=log-2');
    expect(api.toastKey).toHaveBeenCalledWith('flbEntry.created', undefined, 'success');
  });

  it('tells the user when there is no log and they may not add one', async () => {
    api.byLeg.mockResolvedValue(null);
    const navigate = vi.fn();
    expect(await openFlightLog(LEG, navigate, abilities('flb:list'))).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(api.create).not.toHaveBeenCalled();
    expect(api.toastKey).toHaveBeenCalledWith('flbEntry.noLog', undefined, 'warning');
  });

  it('opens nothing when the server refuses (the request layer told the user)', async () => {
    api.byLeg.mockRejectedValue(new Error('flb.error.notFlown'));
    const navigate = vi.fn();
    await expect(openFlightLog(LEG, navigate, abilities('flb:list', 'flb:add'))).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});

const FILES = ['src/ui/flb/openFlightLog.ts', 'src/ui/flb/FlbEntryButtons.tsx'];
const usedKeys = () => [...new Set(FILES.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['`](flbEntry\.[A-Za-z0-9.]+)['`]/g)].map((m) => m[1]!)))];

describe('flbEntry locales', () => {
  it('finds the keys', () => expect(usedKeys()).toEqual(expect.arrayContaining(['flbEntry.flightLog', 'flbEntry.noLog'])));
  itHasEveryUsedKey({ zh, zhtw, en }, usedKeys, 'flight log entry');
  itHasSameKeysAndPlaceholders({ zh, zhtw, en });
});
