// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../api/http';
import { DK } from '../../../domain/dutyTime/api';
import type { RegulationDetail, RegulationRow } from '../../../api/dutyTime';
import { copyOfPreset } from '../../../domain/dutyTime/policy';
import { presets } from '../../../domain/dutyTime/presets';
import type { FdpTable } from '../../../domain/dutyTime/regulation';
import { initTestI18n } from '../../../forms/testing/i18n';

const api = vi.hoisted(() => ({ list: vi.fn(), listQuiet: vi.fn(), get: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn(), setDefault: vi.fn() }));
const abilities = vi.hoisted(() => ({ list: [] as string[] }));
const toast = vi.hoisted(() => ({ toastKey: vi.fn(), showToast: vi.fn() }));
vi.mock('../../../api/dutyTime', () => ({ regulationApi: api }));
vi.mock('../../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: false, abilities: [] }), hasAbility: (p: string) => abilities.list.includes(p) };
});
vi.mock('../../../app/toaster', () => toast);

const { RegulationEditor } = await import('./RegulationEditor');
const { default: RegulationList } = await import('./RegulationList');

const flush = () => act(async () => {});
const CCAR = presets['CCAR-121'];
const row = (over: Partial<RegulationRow> = {}): RegulationRow => ({
  id: 'r1',
  name: 'Ops tight',
  basedOn: 'CCAR-121',
  builtIn: false,
  isDefault: false,
  enabled: true,
  warningRatio: 0.8,
  alertMinutes: null,
  note: null,
  version: 3,
  updateTime: '2030-05-01T02:00:00.000Z',
  updateUserName: 'crew planner',
  ...over,
});
const detail = (over: Partial<RegulationRow> = {}): RegulationDetail => ({ ...row(over), regulation: copyOfPreset(CCAR, 'Ops tight', 'r1'), preset: CCAR });
const preset = (): RegulationDetail => ({ ...row({ id: 'CCAR-121', name: CCAR.name, builtIn: true, basedOn: null, version: 0 }), regulation: CCAR, preset: CCAR });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.resetAllMocks();
  abilities.list = ['regulation:add', 'regulation:edit', 'regulation:delete'];
});
afterEach(cleanup);

const type = (path: string, value: string) => fireEvent.change(screen.getByTestId(`reg-input-${path}`).querySelector('input') ?? screen.getByTestId(`reg-input-${path}`), { target: { value } });
const input = (path: string) => (screen.getByTestId(`reg-input-${path}`).querySelector('input') ?? screen.getByTestId(`reg-input-${path}`)) as HTMLInputElement;

describe('regulation editor', () => {
  it('marks a cell looser than the preset red with the preset value and refuses to save', async () => {
    api.get.mockResolvedValue(detail());
    render(<RegulationEditor open={{ mode: 'edit', id: 'r1' }} canWrite onClose={vi.fn()} onSaved={vi.fn()} />);
    await flush();
    const path = 'fdp.basic.minutes.0.0';
    const presetCell = (CCAR.fdp.basic as FdpTable).minutes[0]![0]!;
    const presetText = `${Math.floor(presetCell / 60)}:${String(presetCell % 60).padStart(2, '0')}`;
    expect(input(path).value).toBe(presetText);
    expect(screen.getByTestId(`reg-cell-${path}`).textContent).toContain(`Preset ${presetText}`);
    type(path, '23:00');
    const cell = screen.getByTestId(`reg-cell-${path}`);
    expect(cell.hasAttribute('data-loose')).toBe(true);
    expect(within(cell).getByTestId('reg-loose-hint').textContent).toBe(`Looser than the preset ${presetText}`);
    await act(async () => fireEvent.click(screen.getByTestId('reg-save')));
    expect(api.update).not.toHaveBeenCalled();
    expect(toast.toastKey).toHaveBeenCalledWith(DK.regulationLoosens, undefined, 'danger');
  });

  it('saves a tightened copy with its version', async () => {
    api.get.mockResolvedValue(detail());
    api.update.mockResolvedValue(row({ version: 4 }));
    const onSaved = vi.fn();
    render(<RegulationEditor open={{ mode: 'edit', id: 'r1' }} canWrite onClose={vi.fn()} onSaved={onSaved} />);
    await flush();
    type('fdp.basic.minutes.0.0', '8:00');
    type('fdp.basic.minutes.1.0', '');
    type('warningRatio', '70');
    expect(screen.queryAllByTestId('reg-loose-hint')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByTestId('reg-save')));
    expect(api.update).toHaveBeenCalledTimes(1);
    const [id, body] = api.update.mock.calls[0]!;
    expect(id).toBe('r1');
    expect(body).toMatchObject({ name: 'Ops tight', basedOn: 'CCAR-121', enabled: true, version: 3 });
    expect(body.regulation.fdp.basic.minutes[0][0]).toBe(480);
    expect(body.regulation.fdp.basic.minutes[1][0]).toBeNull();
    expect(body.regulation.warningRatio).toBe(0.7);
    expect(onSaved).toHaveBeenCalled();
  });

  it("marks the cells the server's regulationLoosens refusal names", async () => {
    api.get.mockResolvedValue(detail());
    const limit = CCAR.cumulative[0]!.limitMinutes;
    api.update.mockRejectedValue(
      new RequestError({ kind: 'toast', messageKey: DK.regulationLoosens }, 400, { code: 400, key: DK.regulationLoosens, result: { items: [{ path: 'cumulative.0.limitMinutes', preset: limit - 60, value: limit }] } }),
    );
    render(<RegulationEditor open={{ mode: 'edit', id: 'r1' }} canWrite onClose={vi.fn()} onSaved={vi.fn()} />);
    await flush();
    await act(async () => fireEvent.click(screen.getByTestId('reg-save')));
    const cell = screen.getByTestId('reg-cell-cumulative.0.limitMinutes');
    expect(cell.hasAttribute('data-loose')).toBe(true);
    expect(cell.textContent).toContain(`Looser than the preset ${(limit - 60) / 60}:00`);
    // editing the cell clears the server's mark
    type('cumulative.0.limitMinutes', `${(limit - 120) / 60}:00`);
    expect(screen.getByTestId('reg-cell-cumulative.0.limitMinutes').hasAttribute('data-loose')).toBe(false);
  });

  it('shows a name already in use on the name field', async () => {
    api.get.mockResolvedValue(detail());
    api.update.mockRejectedValue(new RequestError({ kind: 'toast', messageKey: 'error.duplicate' }, 409, { code: 409, key: 'error.duplicate', result: { fields: { name: { key: 'validation.duplicate' } } } }));
    render(<RegulationEditor open={{ mode: 'edit', id: 'r1' }} canWrite onClose={vi.fn()} onSaved={vi.fn()} />);
    await flush();
    await act(async () => fireEvent.click(screen.getByTestId('reg-save')));
    expect(document.body.textContent).toContain('A record with the same value already exists');
    fireEvent.change(screen.getByTestId('reg-name'), { target: { value: 'Ops tighter' } });
    expect(document.body.textContent).not.toContain('A record with the same value already exists');
  });

  it('opens a preset read-only with every citation and its sources', async () => {
    api.get.mockResolvedValue(preset());
    const onCopy = vi.fn();
    render(<RegulationEditor open={{ mode: 'view', id: 'CCAR-121' }} canWrite onCopy={onCopy} onClose={vi.fn()} onSaved={vi.fn()} />);
    await flush();
    expect(screen.queryByTestId('reg-save')).toBeNull();
    expect(input('fdp.basic.minutes.0.0').readOnly).toBe(true);
    const citations = screen.getAllByTestId('reg-citation').map((c) => c.textContent);
    // references read in the user's language (the test speaks English): 表B reads Table B
    expect(citations).toEqual(expect.arrayContaining(['121.485(a) Table B', '121.483(a) Table A', '121.485(b)(1) Table C', '121.495(d)']));
    expect(screen.getByTestId('reg-cumulative').textContent).toContain('121.487(a)');
    expect(screen.getByTestId('reg-sources').textContent).toContain(CCAR.sources[0]!);
    fireEvent.click(screen.getByTestId('reg-copy'));
    expect(onCopy).toHaveBeenCalledWith('CCAR-121');
  });

  it('creates a copy of the chosen preset', async () => {
    api.get.mockResolvedValue(preset());
    api.create.mockResolvedValue(row());
    render(<RegulationEditor open={{ mode: 'create', basedOn: 'CCAR-121' }} canWrite onClose={vi.fn()} onSaved={vi.fn()} />);
    await flush();
    expect(api.get).toHaveBeenCalledWith('CCAR-121');
    fireEvent.change(screen.getByTestId('reg-name'), { target: { value: 'Company CCAR' } });
    await act(async () => fireEvent.click(screen.getByTestId('reg-save')));
    expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Company CCAR', basedOn: 'CCAR-121', note: null }));
    expect(api.create.mock.calls[0]![0].regulation).toMatchObject({ name: 'Company CCAR', basedOn: 'CCAR-121' });
  });
});

describe('regulation list', () => {
  const rows = [row({ id: 'CCAR-121', name: 'CCAR-121 P章', builtIn: true, basedOn: null, isDefault: true }), row()];

  it('shows presets with their tags and offers each row what the user may do', async () => {
    api.list.mockResolvedValue({ totalNum: 2, list: rows });
    render(<RegulationList />);
    await flush();
    const [presetRow, own] = screen.getAllByTestId('regulation-table-row');
    expect(within(presetRow!).getByTestId('reg-builtin')).toBeTruthy();
    expect(within(presetRow!).getByTestId('reg-default')).toBeTruthy();
    expect(within(presetRow!).getByTestId('reg-copy-row')).toBeTruthy();
    expect(within(presetRow!).queryByTestId('reg-edit')).toBeNull();
    expect(within(presetRow!).queryByTestId('reg-delete')).toBeNull();
    expect(within(own!).getByTestId('reg-edit')).toBeTruthy();
    expect(within(own!).getByTestId('reg-delete')).toBeTruthy();
    expect(within(own!).getByTestId('reg-set-default')).toBeTruthy();
    expect(own!.textContent).toContain('80%');
  });

  it('hides the writing actions without the permissions', async () => {
    abilities.list = [];
    api.list.mockResolvedValue({ totalNum: 2, list: rows });
    render(<RegulationList />);
    await flush();
    expect(screen.queryByTestId('reg-add')).toBeNull();
    expect(screen.queryAllByTestId('reg-edit')).toHaveLength(0);
    expect(screen.queryAllByTestId('reg-copy-row')).toHaveLength(0);
    expect(screen.queryAllByTestId('reg-set-default')).toHaveLength(0);
    expect(screen.getAllByTestId('reg-view')).toHaveLength(2);
  });

  it('searches by name and preset', async () => {
    api.list.mockResolvedValue({ totalNum: 0, list: [] });
    render(<RegulationList />);
    await flush();
    fireEvent.change(screen.getByTestId('search-name'), { target: { value: 'tight' } });
    fireEvent.change(screen.getByTestId('search-basedOn'), { target: { value: 'EASA-ORO-FTL' } });
    await act(async () => fireEvent.click(screen.getByTestId('search-submit')));
    expect(api.list.mock.calls.at(-1)![0].searchParas).toEqual({
      logic: 'and',
      conditions: [
        { name: 'name', op: 'like', value: 'tight' },
        { name: 'basedOn', op: 'eq', value: 'EASA-ORO-FTL' },
      ],
    });
  });
});
