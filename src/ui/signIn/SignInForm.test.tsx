// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../api/http';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({ captcha: vi.fn(), config: vi.fn(), signIn: vi.fn() }));
vi.mock('../../api/account', () => ({ accountApi: { captcha: api.captcha, config: api.config } }));
vi.mock('../../state/session', () => ({ signIn: api.signIn }));

const { SignInForm } = await import('./SignInForm');

const image = (n: number) => ({ enabled: true, captchaId: `c${n}`, image: `data:image/svg+xml;base64,${n}`, expiresIn: 120 });
const flush = () => act(async () => {});
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.resetAllMocks();
  api.config.mockResolvedValue({ captcha: true, loginNameMaxLength: 20, sessionHours: 8 });
});
afterEach(cleanup);

describe('sign-in form', () => {
  it('hides the captcha when the server has it off and signs in without one', async () => {
    api.captcha.mockResolvedValue({ enabled: false, captchaId: null, image: null, expiresIn: 0 });
    api.signIn.mockResolvedValue(undefined);
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await flush();
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    expect(screen.getByTestId('login-username').getAttribute('maxlength')).toBe('20');
    type('login-username', ' admin ');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await flush();
    expect(api.signIn).toHaveBeenCalledWith({ username: ' admin ', password: 'secret', captchaId: null, captchaCode: '' });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('shows the required rules under the fields', async () => {
    api.captcha.mockResolvedValue(image(1));
    render(<SignInForm onSignedIn={vi.fn()} />);
    await flush();
    fireEvent.click(screen.getByTestId('login-submit'));
    await flush();
    expect(api.signIn).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.bp6-form-helper-text').length).toBe(3);
  });

  it('shows the refusal and fetches a new one-use captcha after a failure', async () => {
    api.captcha.mockResolvedValueOnce(image(1)).mockResolvedValueOnce(image(2));
    api.signIn.mockRejectedValue(new RequestError({ kind: 'toast', messageKey: 'error.captchaWrong' }, 400, { code: 400, key: 'error.captchaWrong' }));
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await flush();
    type('login-username', 'admin');
    type('login-password', 'secret');
    type('login-captcha', 'ABCD');
    fireEvent.click(screen.getByTestId('login-submit'));
    await flush();
    expect(api.signIn).toHaveBeenCalledWith(expect.objectContaining({ captchaId: 'c1', captchaCode: 'ABCD' }));
    expect(screen.getByTestId('login-error').textContent).toBe('Wrong verification code');
    expect(api.captcha).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('login-captcha-image').querySelector('img')!.getAttribute('src')).toContain('base64,2');
    expect((screen.getByTestId('login-captcha') as HTMLInputElement).value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('refreshes the captcha when the image is clicked', async () => {
    api.captcha.mockResolvedValueOnce(image(1)).mockResolvedValueOnce(image(2));
    render(<SignInForm onSignedIn={vi.fn()} />);
    await flush();
    fireEvent.click(screen.getByTestId('login-captcha-image'));
    await flush();
    expect(api.captcha).toHaveBeenCalledTimes(2);
  });

  it('shows the captcha when the server asks for one after failures, and sends its answer', async () => {
    api.captcha.mockResolvedValueOnce({ enabled: false, captchaId: null, image: null, expiresIn: 0 }).mockResolvedValueOnce(image(7));
    api.signIn
      .mockRejectedValueOnce(new RequestError({ kind: 'toast', messageKey: 'error.captchaRequired' }, 400, { code: 400, key: 'error.captchaRequired' }))
      .mockResolvedValueOnce(undefined);
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await flush();
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    type('login-username', 'admin');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await flush();
    expect(screen.getByTestId('login-error').textContent).toBe('Verification code is required');
    expect(api.captcha).toHaveBeenLastCalledWith(true);
    expect(screen.getByTestId('login-captcha-image').querySelector('img')!.getAttribute('src')).toContain('base64,7');
    // the password stays; the captcha must be answered before the next try
    fireEvent.click(screen.getByTestId('login-submit'));
    await flush();
    expect(api.signIn).toHaveBeenCalledTimes(1);
    type('login-captcha', 'WXYZ');
    fireEvent.click(screen.getByTestId('login-submit'));
    await flush();
    expect(api.signIn).toHaveBeenLastCalledWith({ username: 'admin', password: 'secret', captchaId: 'c7', captchaCode: 'WXYZ' });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });
});
