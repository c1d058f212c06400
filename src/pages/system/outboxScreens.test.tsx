// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({ settings: vi.fn(), saveSettings: vi.fn(), test: vi.fn(), list: vi.fn(), retry: vi.fn() }));
vi.mock('../../api/outbox', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api/outbox')>()), outboxApi: api }));
vi.mock('../../state/session', async () => {
  const { proxy } = await import('valtio');
  return { session: proxy({ admin: true, abilities: [] }), hasAbility: () => true };
});
vi.mock('../../app/toaster', () => ({ showToast: vi.fn(), toastKey: vi.fn() }));

const { default: MailSettings } = await import('./MailSettings');
const { default: Outbox } = await import('./Outbox');

const flush = () => act(async () => {});
const stored = { enabled: true, host: 'smtp.example.com', port: 587, secure: false, userName: 'mailer', hasPassword: true, fromAddress: 'ops@example.com', language: 'en', version: 3, updateAuthor: 'admin', updateTime: null };
const row = (id: string, status: string, lastError: string | null) => ({
  id,
  channel: 'email',
  recipient: `${id}@example.com`,
  recipientName: '',
  subject: `Subject ${id}`,
  body: 'Body',
  status,
  attempts: status === 'failed' ? 5 : 0,
  nextAttemptTime: '2026-12-01T02:00:00Z',
  lastError,
  eventSeq: null,
  functionCode: null,
  createTime: '2026-12-01T01:00:00Z',
  sentTime: status === 'sent' ? '2026-12-01T01:00:05Z' : null,
});

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);
// Blueprint's overlay transitions end on timers (≈300 ms): let them run while jsdom still exists, or a
// late one fires after the environment is torn down ("window is not defined", seen on a loaded machine)
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('mail settings screen', () => {
  it('keeps the stored password unless one is typed, and saves at the loaded version', async () => {
    api.settings.mockResolvedValue(stored);
    api.saveSettings.mockResolvedValue({ ...stored, host: 'mail.example.com', version: 4 });
    render(<MailSettings />);
    await flush();
    expect(screen.getByTestId('mail-no-provider').textContent).toContain('SMS and push have no provider configured yet');
    expect(screen.getByTestId('mail-password').getAttribute('placeholder')).toContain('unchanged');
    fireEvent.change(screen.getByTestId('mail-host'), { target: { value: 'mail.example.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('mail-save')));
    expect(api.saveSettings).toHaveBeenCalledWith({ enabled: true, host: 'mail.example.com', port: 587, secure: false, userName: 'mailer', password: '', fromAddress: 'ops@example.com', language: 'en', version: 3 });
  });

  it('refuses a bad sender before saving, and shows a failed test mail with its key and the server text', async () => {
    api.settings.mockResolvedValue(stored);
    api.test.mockResolvedValue({ ok: false, key: 'message.smtpConnection', message: null, detail: 'connect ECONNREFUSED 127.0.0.1:2525' });
    render(<MailSettings />);
    await flush();
    fireEvent.change(screen.getByTestId('mail-fromAddress'), { target: { value: 'not-an-address' } });
    await act(async () => fireEvent.click(screen.getByTestId('mail-save')));
    expect(api.saveSettings).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('mail-test-to'), { target: { value: 'me@example.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('mail-test-send')));
    expect(api.test).toHaveBeenCalledWith('me@example.com');
    const result = screen.getByTestId('mail-test-result').textContent ?? '';
    expect(result).toContain('Cannot reach the mail server');
    expect(result).toContain('ECONNREFUSED');
  });
});

describe('outbox screen', () => {
  it('shows coloured statuses and translated errors, and retries the selected failed rows', async () => {
    api.list.mockResolvedValue({ totalNum: 3, list: [row('a', 'failed', 'message.smtpRejected: 550 Mailbox unavailable'), row('b', 'sent', null), row('c', 'unsent', 'message.providerNotConfigured')] });
    api.retry.mockResolvedValue({ retried: 1, ids: ['a'] });
    render(<Outbox />);
    await flush();
    const statuses = screen.getAllByTestId('outbox-status');
    expect(statuses.map((s) => s.getAttribute('data-status'))).toEqual(['failed', 'sent', 'unsent']);
    expect(statuses[0]!.className).toContain('bp6-intent-danger');
    const errors = screen.getAllByTestId('outbox-error').map((e) => e.textContent);
    expect(errors[0]).toBe('The mail server refused the sender or the recipients: 550 Mailbox unavailable');
    expect(errors[2]).toContain('No provider is configured');
    expect(screen.getAllByTestId('outbox-select')).toHaveLength(1); // only failed rows can be picked
    fireEvent.click(screen.getByTestId('outbox-select'));
    await act(async () => fireEvent.click(screen.getByTestId('outbox-retry')));
    const dialog = (await waitFor(() => document.querySelector('.bp6-dialog'))) as HTMLElement;
    const buttons = dialog.querySelectorAll('.bp6-dialog-footer button');
    await act(async () => fireEvent.click(buttons[buttons.length - 1]!));
    await waitFor(() => expect(api.retry).toHaveBeenCalledWith(['a']));
  });

  it('filters by channel and status', async () => {
    api.list.mockResolvedValue({ totalNum: 0, list: [] });
    render(<Outbox />);
    await flush();
    fireEvent.change(screen.getByTestId('search-channel'), { target: { value: 'sms' } });
    fireEvent.change(screen.getByTestId('search-status'), { target: { value: 'unsent' } });
    await act(async () => fireEvent.click(screen.getByTestId('search-submit')));
    expect(api.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ searchParas: { logic: 'and', conditions: [{ name: 'channel', op: 'eq', value: 'sms' }, { name: 'status', op: 'eq', value: 'unsent' }] } }),
    );
  });
});
