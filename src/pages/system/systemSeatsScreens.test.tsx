// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';

const seatApi = vi.hoisted(() => ({ list: vi.fn(), update: vi.fn(), menus: vi.fn(), saveMenus: vi.fn(), status: vi.fn() }));
const menuApi = vi.hoisted(() => ({ list: vi.fn(), update: vi.fn(), preview: vi.fn() }));
const ifApi = vi.hoisted(() => ({ list: vi.fn() }));
vi.mock('../../api/systemSeats', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api/systemSeats')>()), seatAdminApi: seatApi, menuAdminApi: menuApi, interfaceApi: ifApi }));
vi.mock('../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [] }), hasAbility: () => true };
});
vi.mock('../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { default: SeatList } = await import('./seat/SeatList');
const { default: SeatMenu } = await import('./seat/SeatMenu');
const { default: SeatStatusModule } = await import('./seat/SeatStatusModule');
const { default: SystemMenu } = await import('./SystemMenu');
const { default: SystemInterface } = await import('./SystemInterface');

const flush = () => act(async () => {});
const inRouter = (ui: React.ReactNode, path = '/') => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
const seat = (id: string, keyName: string, sortNum: number) => ({ id, keyName, name: keyName, sortNum, note: null, createAuthor: null, createTime: '2026-01-01T00:00:00Z', updateAuthor: 'admin', updateTime: '2026-01-01T00:00:00Z', version: 1 });
const SEATS = [seat('s2', 'FLEET', 2), seat('s1', 'CUSTOMER_SERVICE', 1)];
const entry = (id: string, parentId: string | null, menuType: string, sortNum = 0) => ({ id, parentId, key: id, menuName: `menu.${id}`, title: null, menuType, sortNum });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.resetAllMocks();
  seatApi.list.mockResolvedValue(SEATS);
});
afterEach(cleanup);
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('seat list', () => {
  it('shows the seats in their order with translated names, code read-only', async () => {
    inRouter(<SeatList />);
    await flush();
    const rows = within(screen.getByTestId('seat-table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Customer service');
    expect(rows[1]!.textContent).toContain('CUSTOMER_SERVICE');
    expect(rows[2]!.textContent).toContain('Fleet resources');
    await act(async () => fireEvent.click(screen.getAllByTestId('seat-edit')[0]!));
    expect(screen.getByTestId('resource-dialog').textContent).toContain('cannot be changed');
  });
});

describe('seat menus', () => {
  it('checks a button with its menu and directory, and saves the set at the seat version', async () => {
    seatApi.menus.mockResolvedValue({ seat: SEATS[1], catalogue: [entry('dir', null, 'directory'), entry('page', 'dir', 'menu'), entry('page:add', 'page', 'button')], menuIds: [] });
    seatApi.saveMenus.mockResolvedValue({ version: 2, added: 3, removed: 0 });
    inRouter(<SeatMenu />, '/?seatId=s1');
    await flush();
    fireEvent.click(screen.getByText('Expand all'));
    const boxes = () => screen.getAllByTestId('seat-menu-check').map((el) => (el.tagName === 'INPUT' ? el : el.querySelector('input')!) as HTMLInputElement);
    await flush();
    expect(boxes()).toHaveLength(3);
    await act(async () => fireEvent.click(boxes()[2]!));
    expect(boxes().map((b) => b.checked)).toEqual([true, true, true]);
    await act(async () => fireEvent.click(screen.getByTestId('seat-menu-save')));
    expect(seatApi.saveMenus).toHaveBeenCalledWith('s1', 1, expect.arrayContaining(['dir', 'page', 'page:add']));
  });
});

describe('seat status', () => {
  it('lists the live sessions with their seat and state', async () => {
    seatApi.status.mockResolvedValue([{ sessionId: 'x', userId: 'u', userName: 'demo-cs', personName: 'Dora', seatId: 's1', seatKey: 'CUSTOMER_SERVICE', since: '2026-01-01T00:00:00Z', lastActivity: '2026-01-01T00:01:00Z', ip: '10.0.0.1', online: true }]);
    inRouter(<SeatStatusModule />);
    await flush();
    const text = screen.getByTestId('seat-status-table').textContent!;
    expect(text).toContain('demo-cs');
    expect(text).toContain('Customer service');
    expect(screen.getByTestId('seat-status-state').textContent).toBe('Online');
  });
});

describe('menu catalogue', () => {
  it('shows the tree with the code fields and the preview of a seat', async () => {
    const base = { name: 'Page', path: 'page', component: 'x/Page', redirect: null, icon: null, hidden: false, levelHidden: false, noClosable: false, noKeepAlive: false, tabHidden: false, perms: null, changed: [], version: 0 };
    menuApi.list.mockResolvedValue([{ ...base, ...entry('dir', null, 'directory'), component: 'Layout' }, { ...base, ...entry('page', 'dir', 'menu'), title: 'My page', changed: ['title'] }]);
    menuApi.preview.mockResolvedValue([{ id: 'dir', menuName: 'menu.dir', title: null, icon: null, hidden: false, menuType: 'directory', children: [{ id: 'page', menuName: 'My page', title: 'My page', icon: null, hidden: true, menuType: 'menu', children: [] }] }]);
    inRouter(<SystemMenu />);
    await flush();
    await flush();
    expect(screen.getByTestId('menu-table').textContent).toContain('x/Page');
    expect(screen.getByTestId('menu-table').textContent).toContain('My page');
    expect(menuApi.preview).toHaveBeenCalledWith('s1');
    expect(screen.getAllByTestId('menu-preview-item')).toHaveLength(2);
  });
});

describe('interfaces', () => {
  it('searches by method and module', async () => {
    ifApi.list.mockResolvedValue({ totalNum: 1, list: [{ id: 'GET /a', module: 'common', name: 'List a', key: 'a:list', method: 'GET', url: '/a', type: 'read', system: 'business' }] });
    inRouter(<SystemInterface />);
    await flush();
    expect(screen.getByTestId('interface-table').textContent).toContain('a:list');
    fireEvent.change(screen.getByTestId('search-method'), { target: { value: 'PUT' } });
    await act(async () => fireEvent.click(screen.getByTestId('search-submit')));
    const body = ifApi.list.mock.calls.at(-1)![0];
    expect(JSON.stringify(body)).toContain('"PUT"');
  });
});
