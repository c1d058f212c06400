// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeRow, PublishedNotice } from '../../api/notices';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  listQuiet: vi.fn(),
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  publish: vi.fn(),
  unpublish: vi.fn(),
  publishedNotices: vi.fn(),
  readNotice: vi.fn(),
}));
vi.mock('../../api/notices', () => ({ noticeApi: api, publishedNotices: api.publishedNotices, readNotice: api.readNotice }));
vi.mock('../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [] }), hasAbility: () => true };
});
vi.mock('../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));
// the list listens for pushed notice changes; no socket in this test
const noticeListeners: (() => void)[] = [];
vi.mock('../../state/realtime', () => ({ onNoticeChange: (fn: () => void) => (noticeListeners.push(fn), () => undefined) }));

const { default: NoticeMessage } = await import('./NoticeMessage');
const { NoticeList } = await import('../message/NoticeList');

const flush = () => act(async () => {});
const row = (over: Partial<NoticeRow> = {}): NoticeRow => ({
  id: 'n1',
  title: 'Hangar closed',
  content: 'Hangar 2 is closed.',
  noticeTime: '2026-12-01T02:00:00.000Z',
  overdueTime: null,
  sortNum: 0,
  isPublish: false,
  version: 2,
  createAuthor: 'admin',
  createTime: '2026-11-30T00:00:00.000Z',
  updateAuthor: 'admin',
  updateTime: '2026-11-30T00:00:00.000Z',
  ...over,
});
const published = (id: string, isRead: 0 | 1, over: Partial<PublishedNotice> = {}): PublishedNotice => ({
  id,
  title: `Title ${id}`,
  content: `Content of ${id}`,
  noticeTime: '2026-12-01T02:00:00.000Z',
  overdueTime: null,
  sortNum: 0,
  updateAuthor: 'admin',
  updateTime: '2026-12-01T02:00:00.000Z',
  isRead,
  ...over,
});

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);

describe('notice administration screen', () => {
  it('shows times in Beijing time, the state as a tag, and publishes a row at its version', async () => {
    api.list.mockResolvedValue({ totalNum: 1, list: [row()] });
    api.publish.mockResolvedValue(row({ isPublish: true, version: 3 }));
    render(<NoticeMessage />);
    await flush();
    const table = screen.getByTestId('noticeMessage-table');
    expect(table.textContent).toContain('2026-12-01 10:00');
    expect(table.textContent).toContain('Never');
    expect(screen.getByTestId('notice-state').textContent).toBe('Not published');
    await act(async () => fireEvent.click(screen.getByTestId('notice-publish')));
    expect(api.publish).toHaveBeenCalledWith('n1', 2);
    expect(screen.getByTestId('notice-state').textContent).toBe('Published');
    expect(screen.getByTestId('notice-unpublish')).toBeTruthy();
  });

  it('creates a notice from times typed in Beijing time', async () => {
    api.list.mockResolvedValue({ totalNum: 0, list: [] });
    api.create.mockResolvedValue(row());
    render(<NoticeMessage />);
    await flush();
    fireEvent.click(screen.getByTestId('resource-add'));
    const dialog = screen.getByTestId('resource-dialog');
    const type = (name: string, value: string) => fireEvent.change(within(dialog).getByTestId(`field-${name}`), { target: { value } });
    type('title', 'Hangar closed');
    type('content', 'Hangar 2 is closed.');
    type('noticeTime', '2026-12-01 10:00');
    type('overdueTime', '20261202 0930');
    await act(async () => fireEvent.click(screen.getByTestId('resource-save')));
    expect(api.create).toHaveBeenCalledWith({
      title: 'Hangar closed',
      content: 'Hangar 2 is closed.',
      noticeTime: '2026-12-01T02:00:00.000Z',
      overdueTime: '2026-12-02T01:30:00.000Z',
      sortNum: 0,
      isPublish: false,
    });
  });
});

describe('notice list', () => {
  it('shows unread notices bold with a dot; a click opens the content and marks it read', async () => {
    api.publishedNotices.mockResolvedValue({ totalNum: 2, unread: 1, list: [published('a', 0), published('b', 1)] });
    api.readNotice.mockResolvedValue({ id: 'a', isRead: 1, unread: 0 });
    const onRead = vi.fn();
    render(<NoticeList onRead={onRead} />);
    await flush();
    expect(api.publishedNotices).toHaveBeenCalledWith(1);
    const items = screen.getAllByTestId('notice-item');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['0', '1']);
    expect(screen.getAllByTestId('notice-unread-dot')).toHaveLength(1);
    expect(screen.getByTestId('notice-unread-count').textContent).toBe('1 unread');
    await act(async () => fireEvent.click(within(items[0]!).getByTestId('notice-head')));
    expect(screen.getByTestId('notice-content').textContent).toContain('Content of a');
    expect(api.readNotice).toHaveBeenCalledWith('a');
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByTestId('notice-unread-dot')).toHaveLength(0);
    expect(screen.getByTestId('notice-unread-count').textContent).toBe('0 unread');
    // a read notice opens without another mark
    await act(async () => fireEvent.click(within(screen.getAllByTestId('notice-item')[1]!).getByTestId('notice-head')));
    expect(screen.getByTestId('notice-content').textContent).toContain('Content of b');
    expect(api.readNotice).toHaveBeenCalledTimes(1);
  });

  it('reads the page again when an administrator publishes or withdraws a notice (pushed)', async () => {
    api.publishedNotices.mockResolvedValue({ totalNum: 1, unread: 1, list: [published('a', 0)] });
    render(<NoticeList />);
    await flush();
    const calls = api.publishedNotices.mock.calls.length;
    expect(noticeListeners.length).toBeGreaterThan(0);
    await act(async () => noticeListeners[noticeListeners.length - 1]!());
    expect(api.publishedNotices.mock.calls.length).toBe(calls + 1);
  });

  it('pages by 20', async () => {
    api.publishedNotices.mockResolvedValue({ totalNum: 25, unread: 0, list: Array.from({ length: 20 }, (_, i) => published(`n${i}`, 1)) });
    render(<NoticeList />);
    await flush();
    expect(screen.getByTestId('notice-pager').textContent).toContain('Page 1 of 2');
    await act(async () => fireEvent.click(screen.getByLabelText('Next page')));
    expect(api.publishedNotices).toHaveBeenLastCalledWith(2);
  });
});
