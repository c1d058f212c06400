// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionPoint, RoleDetail } from '../../../contract/roles';
import { initTestI18n } from '../../../forms/testing/i18n';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  listQuiet: vi.fn(),
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  detail: vi.fn(),
  setPermissions: vi.fn(),
  setDataPermissions: vi.fn(),
  members: vi.fn(),
  setMembers: vi.fn(),
  catalogue: vi.fn(),
  users: vi.fn(),
}));
vi.mock('./roleApi', () => ({ roleApi: api }));
vi.mock('../../../api/resources', async (orig) => ({ ...(await orig<object>()), choiceRows: vi.fn(async () => [{ id: 'c1', name: 'Customer One' }, { id: 'c2', name: 'Customer Two' }]) }));
vi.mock('../../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [] }), hasAbility: () => true };
});
vi.mock('../../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { PermissionPanel } = await import('./PermissionPanel');
const { DataPermissionPanel } = await import('./DataPermissionPanel');
const { RoleUsersPanel } = await import('./RoleUsersPanel');
const { default: RoleList } = await import('./RoleList');

const flush = () => act(async () => {});
const detail = (over: Partial<RoleDetail> = {}): RoleDetail => ({
  id: 'r1',
  name: 'Desk',
  code: 'DESK',
  isAdmin: false,
  note: null,
  sortNum: 0,
  version: 3,
  createAuthor: 'admin',
  createTime: '2026-11-30T00:00:00.000Z',
  updateAuthor: 'admin',
  updateTime: '2026-11-30T00:00:00.000Z',
  permissionKeys: ['api:x'],
  dataPermissions: [],
  ...over,
});
const point = (key: string, kind: number, name: string): PermissionPoint => ({ key, kind, module: 'trip', name, method: kind === 8 ? 'GET' : null, path: kind === 8 ? '/x' : null, system: 'business', group: kind === 8 ? null : 'menu.trip.list', section: kind === 8 ? null : 'menu.trip' });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);

describe('role permission points', () => {
  it('ticks a screen (tri-state) and saves its points, keeping the points of kinds not shown', async () => {
    api.detail.mockResolvedValue(detail());
    api.catalogue.mockResolvedValue([point('trip:add', 1, 'menu.action.add'), point('trip:edit', 1, 'menu.action.edit'), point('api:x', 8, 'An interface')]);
    api.setPermissions.mockResolvedValue({ version: 4 });
    render(<PermissionPanel roleId="r1" kinds={[1]} />);
    await flush();
    const byKey = (key: string) => screen.getAllByTestId('permission-tree-node').find((n) => n.getAttribute('data-key') === key)!;
    const screenNode = byKey('#general/menu.trip/menu.trip.list');
    expect(screenNode.getAttribute('data-state')).toBe('unchecked');
    fireEvent.click(within(screenNode).getByRole('button', { name: 'Expand' }));
    const nodes = screen.getAllByTestId('permission-tree-node');
    await act(async () => fireEvent.click(within(nodes.find((n) => n.getAttribute('data-key') === 'trip:add')!).getByRole('checkbox')));
    expect(screen.getAllByTestId('permission-tree-node').find((n) => n.getAttribute('data-key') === '#general/menu.trip/menu.trip.list')!.getAttribute('data-state')).toBe('mixed');
    expect(screen.getByTestId('permission-tree-count').textContent).toBe('1 of 2 selected');
    await act(async () => fireEvent.click(screen.getByTestId('role-permissions-save')));
    expect(api.setPermissions).toHaveBeenCalledWith('r1', 3, ['api:x', 'trip:add']);
  });
});

describe('role data permissions', () => {
  it('shows each dimension and saves a customer limited to chosen records', async () => {
    api.detail.mockResolvedValue(detail({ dataPermissions: [{ dimension: 'customer', mode: 'specific', values: ['c1'] }, { dimension: 'crew', mode: 'none', values: [] }] }));
    api.setDataPermissions.mockResolvedValue({ version: 4 });
    render(<DataPermissionPanel roleId="r1" />);
    await flush();
    await flush();
    const rows = screen.getAllByTestId('role-data-row');
    expect(rows).toHaveLength(10);
    const customer = rows.find((r) => r.getAttribute('data-dimension') === 'customer')!;
    expect(customer.textContent).toContain('Customer One');
    const aircraft = rows.find((r) => r.getAttribute('data-dimension') === 'aircraft')!;
    fireEvent.change(within(aircraft).getByTestId('role-data-mode'), { target: { value: 'all' } });
    await act(async () => fireEvent.click(screen.getByTestId('role-data-save')));
    expect(api.setDataPermissions).toHaveBeenCalledWith('r1', 3, [
      { dimension: 'customer', mode: 'specific', values: ['c1'] },
      { dimension: 'aircraft', mode: 'all', values: [] },
      { dimension: 'crew', mode: 'none', values: [] },
    ]);
  });
});

describe('role users', () => {
  it('ticks the holders, and saves an added user', async () => {
    api.detail.mockResolvedValue(detail());
    api.users.mockResolvedValue({ totalNum: 2, list: [{ id: 'u1', userName: 'anna', personName: 'Anna' }, { id: 'u2', userName: 'ben', personName: 'Ben' }] });
    api.members.mockResolvedValue([{ id: 'u1', userName: 'anna', personName: 'Anna' }]);
    api.setMembers.mockResolvedValue({ version: 4 });
    render(<RoleUsersPanel roleId="r1" />);
    await flush();
    const rows = screen.getAllByTestId('role-user-row');
    expect(rows.map((r) => (within(r).getByRole('checkbox') as HTMLInputElement).checked)).toEqual([true, false]);
    await act(async () => fireEvent.click(within(rows[1]!).getByRole('checkbox')));
    expect(screen.getByTestId('role-users').textContent).toContain('2 assigned (1 added, 0 removed)');
    await act(async () => fireEvent.click(screen.getByTestId('role-users-save')));
    expect(api.setMembers).toHaveBeenCalledWith('r1', 3, ['u1', 'u2']);
  });
});

describe('role list', () => {
  it('lists roles and opens a role on its data permissions', async () => {
    api.list.mockResolvedValue({ totalNum: 1, list: [detail()] });
    api.detail.mockResolvedValue(detail());
    render(<RoleList />);
    await flush();
    expect(screen.getByTestId('systemRole-table').textContent).toContain('DESK');
    await act(async () => fireEvent.click(screen.getByTestId('role-open-data')));
    await flush();
    expect(screen.getByTestId('role-data')).toBeTruthy();
    expect(screen.getByText('Role settings: Desk')).toBeTruthy();
  });
});
