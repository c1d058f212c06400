// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';
import { noteText, type UpdateNotes } from '../../app/overlays/updateNotes';

const api = vi.hoisted(() => ({
  update: { list: vi.fn(), publish: vi.fn(), create: vi.fn(), update: vi.fn(), get: vi.fn(), remove: vi.fn(), listQuiet: vi.fn() },
  formSeat: { list: vi.fn(), seats: vi.fn(), create: vi.fn(), update: vi.fn(), get: vi.fn(), remove: vi.fn(), listQuiet: vi.fn() },
}));
vi.mock('../../api/systemLog', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api/systemLog')>()), updateLogApi: api.update, formSeatApi: api.formSeat }));
vi.mock('../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [], user: { platformAdmin: true } }), hasAbility: () => true };
});
vi.mock('../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { default: UpdateLog } = await import('./UpdateLog');
const { default: FormSeatRelation } = await import('./FormSeatRelation');

const flush = () => act(async () => {});
const note = (id: string, published: boolean) => ({ id, appVersion: `1.${id}.0`, noteZh: '说明', noteZhtw: '說明', noteEn: `Notes ${id}`, published, publishTime: published ? '2026-11-20T08:00:00.000Z' : null, version: 2, createAuthor: 'admin', createTime: '2026-11-20T07:00:00.000Z', updateAuthor: 'admin', updateTime: '2026-11-20T07:00:00.000Z' });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('release notes screen', () => {
  it('shows the notes in the user language and publishes a draft at its version', async () => {
    api.update.list.mockResolvedValue({ totalNum: 2, list: [note('1', true), note('2', false)] });
    api.update.publish.mockResolvedValue({ ...note('2', true), version: 3 });
    render(<UpdateLog />);
    await flush();
    expect(screen.getByTestId('updateLog-table').textContent).toContain('Notes 2');
    expect(screen.getAllByTestId('update-published')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByTestId('update-publish')));
    expect(api.update.publish).toHaveBeenCalledWith('2', 2);
    expect(screen.getAllByTestId('update-published')).toHaveLength(2);
  });

  it('refuses a version that is not x.y.z before saving', async () => {
    api.update.list.mockResolvedValue({ totalNum: 0, list: [] });
    render(<UpdateLog />);
    await flush();
    fireEvent.click(screen.getByTestId('resource-add'));
    const dialog = screen.getByTestId('resource-dialog');
    const type = (name: string, value: string) => fireEvent.change(within(dialog).getByTestId(`field-${name}`), { target: { value } });
    type('appVersion', 'v2');
    for (const n of ['noteZh', 'noteZhtw', 'noteEn']) type(n, 'x');
    await act(async () => fireEvent.click(screen.getByTestId('resource-save')));
    expect(api.update.create).not.toHaveBeenCalled();
    type('appVersion', '2.0.0');
    await act(async () => fireEvent.click(screen.getByTestId('resource-save')));
    expect(api.update.create).toHaveBeenCalledWith({ appVersion: '2.0.0', noteZh: 'x', noteZhtw: 'x', noteEn: 'x' });
  });

  it('the forced-update dialog reads the note in the user language', () => {
    const n: UpdateNotes = { id: 'a', appVersion: '2.0.0', noteZh: '中', noteZhtw: '中繁', noteEn: 'en', publishTime: '2026-11-20T08:00:00.000Z' };
    expect([noteText(n, 'zh'), noteText(n, 'zhtw'), noteText(n, 'en')]).toEqual(['中', '中繁', 'en']);
  });
});

describe('form-seat relations screen', () => {
  it('names the seats of the company and labels the choices', async () => {
    api.formSeat.seats.mockResolvedValue([
      { id: 's1', keyName: 'CONTROL', name: 'Control desk', sortNum: 1, note: null },
      { id: 's2', keyName: 'RUN', name: 'Operations', sortNum: 2, note: null },
    ]);
    api.formSeat.list.mockResolvedValue({
      totalNum: 1,
      list: [{ id: 'r1', formType: 'flightRelease', names: 'Release', seatCodes: ['CONTROL', 'RUN'], isMultiLeg: true, exportType: 'pdf', crewType: 'pilot', sendTo: 'crew', lang: 'en', version: 1, createAuthor: 'admin', createTime: '2026-11-20T07:00:00.000Z', updateAuthor: 'admin', updateTime: '2026-11-20T07:00:00.000Z' }],
    });
    render(<FormSeatRelation />);
    await flush();
    const table = screen.getByTestId('formSeatRelation-table');
    expect(screen.getByTestId('form-seat-codes').textContent).toBe('Control deskOperations');
    for (const text of ['Flight release', 'Pilots', 'Seats and crew', 'English', 'Yes']) expect(table.textContent).toContain(text);
  });
});
