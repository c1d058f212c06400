// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({ logs: vi.fn(), registrations: vi.fn(), approve: vi.fn(), reject: vi.fn() }));
const dialogs = vi.hoisted(() => ({ confirm: vi.fn(), promptReason: vi.fn() }));
vi.mock('../../api/systemLog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/systemLog')>()),
  systemLogApi: { list: api.logs },
  registrationApi: { list: api.registrations, approve: api.approve, reject: api.reject },
}));
vi.mock('../../forms', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../forms')>()), confirm: dialogs.confirm, promptReason: dialogs.promptReason }));
vi.mock('../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [], user: { platformAdmin: true } }), hasAbility: () => true };
});
vi.mock('../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { session } = await import('../../state/session');
const { default: SystemLog } = await import('./SystemLog');
const { default: RegistrationApproval } = await import('./RegistrationApproval');

const flush = () => act(async () => {});
const log = (id: string, more: object = {}) => ({
  id,
  type: 1,
  moduleName: 'sysRole',
  functionName: 'create',
  info: 'Dispatch',
  operatorId: 'u1',
  operator: 'admin',
  ip: '10.0.0.8',
  flightNo: null,
  tailNo: null,
  businessId: 'r1',
  success: 1,
  permissionType: null,
  beforeList: null,
  afterList: null,
  createTime: '2026-11-20T08:30:00.000Z',
  ...more,
});
const company = { id: 'c1', code: 'C0001', name: 'Echo Air', phone: '010-1', address: 'PEK', contactPerson: 'Echo Ops', mobile: '13911112222', email: 'ops@echo.example', status: 'pending', isPlatform: false, reviewNote: null, reviewAuthor: null, reviewTime: null, version: 1, createAuthor: 'echo', createTime: '2026-11-20T08:00:00.000Z', updateAuthor: 'echo', updateTime: '2026-11-20T08:00:00.000Z' };
const lastBody = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![0];

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.resetAllMocks();
  (session as unknown as { user: { platformAdmin: boolean } }).user = { platformAdmin: true };
});
afterEach(cleanup);
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('system log screen', () => {
  it('lists operation logs with labelled module and function, and searches by module under the tab condition', async () => {
    api.logs.mockResolvedValue({ totalNum: 1, list: [log('a')] });
    render(<SystemLog />);
    await flush();
    expect(lastBody(api.logs).searchParas.conditions).toEqual([{ name: 'type', op: 'eq', value: 1 }]);
    const table = screen.getByTestId('log-table');
    expect(table.textContent).toContain('Roles');
    expect(table.textContent).toContain('Add');
    fireEvent.change(screen.getByTestId('search-moduleName'), { target: { value: 'sysUser' } });
    fireEvent.change(screen.getByTestId('search-operator'), { target: { value: 'adm' } });
    await act(async () => fireEvent.click(screen.getByTestId('search-submit')));
    expect(lastBody(api.logs).searchParas.conditions).toEqual([
      { name: 'type', op: 'eq', value: 1 },
      { name: 'moduleName', op: 'eq', value: 'sysUser' },
      { name: 'operator', op: 'like', value: 'adm' },
    ]);
  });

  it('the login tab asks for type 2 and keeps it after a reset', async () => {
    api.logs.mockResolvedValue({ totalNum: 1, list: [log('b', { type: 2, moduleName: 'uaa', functionName: 'loginFailed', success: 0 })] });
    render(<SystemLog />);
    await flush();
    await act(async () => fireEvent.click(screen.getByText('Sign-in log')));
    expect(lastBody(api.logs).searchParas.conditions).toEqual([{ name: 'type', op: 'eq', value: 2 }]);
    expect(screen.getByTestId('log-table').textContent).toContain('Sign-in failed');
    await act(async () => fireEvent.click(screen.getByText('Reset')));
    expect(lastBody(api.logs).searchParas.conditions).toEqual([{ name: 'type', op: 'eq', value: 2 }]);
  });

  it('a permission change opens its lists side by side with what was added and removed marked', async () => {
    api.logs.mockResolvedValue({ totalNum: 1, list: [log('c', { moduleName: 'permission', functionName: 'rolePermissions', permissionType: 1, beforeList: ['log:list', 'user:add'], afterList: ['log:export', 'log:list'] })] });
    render(<SystemLog />);
    await flush();
    await act(async () => fireEvent.click(screen.getByText('Permission changes')));
    expect(lastBody(api.logs).searchParas.conditions).toEqual([{ name: 'permissionType', op: 'isNotNull' }]);
    await act(async () => fireEvent.click(screen.getByTestId('log-diff-open')));
    const diff = screen.getByTestId('permission-diff');
    const marks = (side: string) => [...within(diff).getByTestId(side).querySelectorAll('li')].map((li) => `${li.getAttribute('data-mark')}:${li.textContent}`);
    expect(marks('diff-before')).toEqual(['same:log:list', 'removed:removeduser:add']);
    expect(marks('diff-after')).toEqual(['added:addedlog:export', 'same:log:list']);
    expect(screen.getByTestId('diff-summary').textContent).toContain('1 added, 1 removed');
  });
});

describe('registration approval screen', () => {
  it('opens on pending applications and approves after a confirmation, at the row version', async () => {
    api.registrations.mockResolvedValue({ totalNum: 1, list: [company] });
    api.approve.mockResolvedValue({ ...company, status: 'active', version: 2 });
    dialogs.confirm.mockResolvedValue(true);
    render(<RegistrationApproval />);
    await flush();
    expect(lastBody(api.registrations).searchParas.conditions).toEqual([{ name: 'status', op: 'eq', value: 'pending' }]);
    expect(screen.getByTestId('registration-status').textContent).toBe('Pending');
    await act(async () => fireEvent.click(screen.getByTestId('registration-approve')));
    expect(api.approve).toHaveBeenCalledWith('c1', 1);
  });

  it('refuses only with the reason typed, and not when the dialog is cancelled', async () => {
    api.registrations.mockResolvedValue({ totalNum: 1, list: [company] });
    api.reject.mockResolvedValue({ ...company, status: 'rejected', version: 2 });
    dialogs.promptReason.mockResolvedValueOnce(null).mockResolvedValueOnce('No certificate');
    render(<RegistrationApproval />);
    await flush();
    await act(async () => fireEvent.click(screen.getByTestId('registration-reject')));
    expect(api.reject).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByTestId('registration-reject')));
    expect(api.reject).toHaveBeenCalledWith('c1', 1, 'No certificate');
  });

  it('a company administrator sees a notice and never asks the server', async () => {
    (session as unknown as { user: { platformAdmin: boolean } }).user = { platformAdmin: false };
    render(<RegistrationApproval />);
    await flush();
    expect(screen.getByTestId('registration-platform-only').textContent).toContain('Only the platform administrator');
    expect(api.registrations).not.toHaveBeenCalled();
  });
});
