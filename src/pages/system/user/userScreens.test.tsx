// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../forms/testing/i18n';

const api = vi.hoisted(() => ({ get: vi.fn(), resetPassword: vi.fn(), permissions: vi.fn(), overrides: vi.fn(), role: vi.fn(), setOverrides: vi.fn() }));
const held = vi.hoisted(() => new Set<string>());
vi.mock('../../../api/systemUsers', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../api/systemUsers')>()), systemUserApi: api }));
vi.mock('../../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: false, abilities: [] }), hasAbility: (k: string) => held.has(k) };
});
vi.mock('../../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { default: UserPassword } = await import('./UserPassword');
const { default: UserPermission } = await import('./UserPermission');
const { effective, overridesOf } = await import('./OverridesEditor');
const { grantsOf, settingsOf } = await import('../../../ui/admin/dataChoices');

const flush = () => act(async () => {});
const user = { id: 'u1', userName: 'disp-1', personName: 'Dispatcher', version: 4, roles: [{ id: 'r1', name: 'Control', code: 'SEAT_CONTROL' }], seats: [] };
const at = (ui: React.ReactElement) => render(<MemoryRouter initialEntries={['/systemManager/x?id=u1']}>{ui}</MemoryRouter>);
const typeIn = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId).querySelector('input')!, { target: { value } });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.resetAllMocks();
  held.clear();
  api.get.mockResolvedValue(user);
});
afterEach(cleanup);
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('custom permissions (pure)', () => {
  const roles = new Set(['trip:list']);
  it('the ticked points are the role points less the revoked plus the granted; ticking maps back to grants and revokes', () => {
    const none = { grants: new Set<string>(), revokes: new Set<string>() };
    expect([...effective(roles, none)]).toEqual(['trip:list']);
    expect([...effective(roles, { grants: new Set(['user:list']), revokes: new Set(['trip:list']) })]).toEqual(['user:list']);
    const o = overridesOf(new Set(['user:list']), roles);
    expect([[...o.grants], [...o.revokes]]).toEqual([['user:list'], ['trip:list']]);
    const back = overridesOf(effective(roles, o), roles);
    expect([back.grants.size, back.revokes.size, overridesOf(roles, roles).grants.size]).toEqual([1, 1, 0]);
  });
  it('data permissions: dimensions that follow the roles are left out; specific values are deduplicated, none chosen is none', () => {
    const settings = settingsOf([]);
    settings.base = { mode: 'specific', values: ['ZBAA', 'ZSSS', 'ZBAA'] };
    settings.crew = { mode: 'none', values: ['x'] };
    settings.customer = { mode: 'specific', values: [] };
    expect(grantsOf(settings)).toEqual([
      { dimension: 'customer', mode: 'none', values: [] },
      { dimension: 'base', mode: 'specific', values: ['ZBAA', 'ZSSS'] },
      { dimension: 'crew', mode: 'none', values: [] },
    ]);
  });
});

describe('reset password screen', () => {
  it('refuses a short or unconfirmed password before sending; sends both entries at the user version', async () => {
    api.resetPassword.mockResolvedValue({ version: 6 });
    at(<UserPassword />);
    await flush();
    expect(screen.getByTestId('user-detail-who').textContent).toContain('disp-1');
    typeIn('user-password', 'abc');
    typeIn('user-password-confirm', 'abc');
    await act(async () => fireEvent.click(screen.getByTestId('user-password-submit')));
    expect(api.resetPassword).not.toHaveBeenCalled();
    typeIn('user-password', 'Night-7x');
    typeIn('user-password-confirm', 'Night-7y');
    await act(async () => fireEvent.click(screen.getByTestId('user-password-submit')));
    expect(api.resetPassword).not.toHaveBeenCalled();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    typeIn('user-password-confirm', 'Night-7x');
    await act(async () => fireEvent.click(screen.getByTestId('user-password-submit')));
    expect(api.resetPassword).toHaveBeenCalledWith('u1', { version: 4, password: 'Night-7x', confirmPassword: 'Night-7x' });
  });
});

describe('custom permissions screen', () => {
  it('shows the points by kind; a point the administrator lacks cannot be granted; saves grants and revokes', async () => {
    held.add('trip:list').add('user:list');
    api.permissions.mockResolvedValue([
      { key: 'trip:list', kind: 8, module: 'trip', name: 'List trips', method: 'POST', path: '/trip/v1/trips/list', system: 'business' },
      { key: 'user:list', kind: 8, module: 'common', name: 'List users', method: 'POST', path: '/common/v1/sysUsers/list', system: 'business' },
      { key: 'bill:settle', kind: 1, module: 'finance', name: 'menu.action.settle', method: null, path: null, system: 'business' },
    ]);
    api.overrides.mockResolvedValue({ grants: [], revokes: [], dataPermissions: [] });
    api.role.mockResolvedValue({ id: 'r1', permissionKeys: ['trip:list'] });
    api.setOverrides.mockResolvedValue({ version: 5 });
    at(<UserPermission />);
    await flush();
    await flush();
    const tree = screen.getByTestId('user-permission-tree');
    expect(tree.textContent).toContain('Interfaces');
    expect(tree.textContent).toContain('General');
    for (const b of tree.querySelectorAll('button[aria-expanded="false"]')) fireEvent.click(b); // opens the screens
    const box = (key: string) => tree.querySelector<HTMLInputElement>(`[data-key="${key}"] input, input[data-key="${key}"]`)!;
    expect(box('trip:list').checked).toBe(true);
    expect(box('bill:settle').disabled).toBe(true);
    expect(tree.querySelector('[data-key="trip:list"]')!.textContent).toContain('from roles');
    fireEvent.click(box('trip:list'));
    fireEvent.click(box('user:list'));
    expect(tree.querySelector('[data-key="trip:list"]')!.textContent).toContain('revoked');
    expect(tree.querySelector('[data-key="user:list"]')!.textContent).toContain('granted');
    await act(async () => fireEvent.click(screen.getByTestId('user-permission-save')));
    expect(api.setOverrides).toHaveBeenCalledWith('u1', { version: 4, grants: ['user:list'], revokes: ['trip:list'] });
  });
});
