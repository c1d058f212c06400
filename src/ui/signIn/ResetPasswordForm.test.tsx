// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../api/http';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({ resetPassword: vi.fn(), forgotPassword: vi.fn() }));
vi.mock('../../api/account', () => ({ accountApi: api }));

const { ResetPasswordForm } = await import('./ResetPasswordForm');
const { ForgotPasswordDialog } = await import('./ForgotPasswordDialog');

const flush = () => act(async () => {});
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const refusal = (status: number, key: string, extra: Record<string, unknown> = {}) =>
  new RequestError({ kind: 'toast', messageKey: key }, status, { code: status, key, ...extra });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);

describe('set a new password (reset link)', () => {
  it('applies the reset rules before sending: length and confirmation', async () => {
    render(<ResetPasswordForm token="tok-1" onDone={vi.fn()} onRequestNewLink={vi.fn()} />);
    type('reset-password', 'abc12');
    type('reset-confirmPassword', 'abc13');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await flush();
    expect(api.resetPassword).not.toHaveBeenCalled();
    const helpers = [...document.querySelectorAll('.bp6-form-helper-text')].map((e) => e.textContent);
    expect(helpers).toHaveLength(2);
    expect(helpers[0]).toMatch(/6.*16/);
  });

  it('sends the token with the password as text and reports success', async () => {
    api.resetPassword.mockResolvedValue(null);
    const onDone = vi.fn();
    render(<ResetPasswordForm token="tok-1" onDone={onDone} onRequestNewLink={vi.fn()} />);
    type('reset-password', 'NewPass-7');
    type('reset-confirmPassword', 'NewPass-7');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await flush();
    expect(api.resetPassword).toHaveBeenCalledWith({ token: 'tok-1', password: 'NewPass-7', confirmPassword: 'NewPass-7' });
    expect(onDone).toHaveBeenCalledOnce();
    // the token is never shown
    expect(document.body.textContent).not.toContain('tok-1');
  });

  it('on an invalid link says so and offers a new one', async () => {
    api.resetPassword.mockRejectedValue(refusal(400, 'error.resetLinkInvalid'));
    const onRequestNewLink = vi.fn();
    render(<ResetPasswordForm token="tok-1" onDone={vi.fn()} onRequestNewLink={onRequestNewLink} />);
    type('reset-password', 'NewPass-7');
    type('reset-confirmPassword', 'NewPass-7');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await flush();
    expect(screen.getByTestId('reset-invalid').textContent).toContain('invalid, already used or expired');
    expect((screen.getByTestId('reset-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('reset-new-link'));
    expect(onRequestNewLink).toHaveBeenCalledOnce();
  });

  it("shows the server's field errors under the fields", async () => {
    api.resetPassword.mockRejectedValue(refusal(400, 'error.requestParameter', { result: { fields: { password: { key: 'validation.password.chars' } } } }));
    render(<ResetPasswordForm token="tok-1" onDone={vi.fn()} onRequestNewLink={vi.fn()} />);
    type('reset-password', 'NewPass-7');
    type('reset-confirmPassword', 'NewPass-7');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await flush();
    expect(document.querySelectorAll('.bp6-form-helper-text')).toHaveLength(1);
    expect(screen.queryByTestId('reset-error')).toBeNull();
  });
});

describe('forgot password dialog', () => {
  const open = async () => {
    render(<ForgotPasswordDialog isOpen onClose={vi.fn()} />);
    await flush();
  };
  const send = async (address: string) => {
    type('forgot-email', address);
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await flush();
  };

  it('checks the address with the shared e-mail rule before sending', async () => {
    await open();
    await send('not-an-address');
    expect(api.forgotPassword).not.toHaveBeenCalled();
    expect(document.querySelector('.bp6-form-helper-text')!.textContent).toBe('Enter a valid e-mail address');
  });

  it('posts the address and says the mail was sent', async () => {
    api.forgotPassword.mockResolvedValue({ sent: 1 });
    await open();
    await send(' li.pilot@demo.example ');
    expect(api.forgotPassword).toHaveBeenCalledWith({ email: 'li.pilot@demo.example' });
    expect(screen.getByTestId('forgot-sent').textContent).toContain('li.pilot@demo.example');
  });

  it.each([
    [refusal(400, 'error.noMatchingEmail'), 'No matching e-mail found'],
    [refusal(409, 'error.resetMailNotConfigured'), 'Ask your administrator'],
    [refusal(429, 'error.tooManyAttempts', { result: { retryAfterSeconds: 42 } }), 'Too many reset requests; try again in 42 seconds'],
  ])('shows the translated refusal %#', async (error, text) => {
    api.forgotPassword.mockRejectedValue(error);
    await open();
    await send('li.pilot@demo.example');
    expect(screen.getByTestId('forgot-error').textContent).toContain(text);
    expect(screen.queryByTestId('forgot-sent')).toBeNull();
  });
});
