// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../api/http';
import { initTestI18n } from '../../forms/testing/i18n';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), toastKey: vi.fn(), resetSession: vi.fn() }));
vi.mock('../../api/account', () => ({ accountApi: { changePassword: api.changePassword } }));
vi.mock('../../state/session', () => ({ session: { user: { userName: 'demo-crew' } }, resetSession: api.resetSession }));
vi.mock('../toaster', () => ({ toastKey: api.toastKey }));

const { ChangePasswordDialog } = await import('./ChangePasswordDialog');

const flush = () => act(async () => {});
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const refusal = (key: string, result: unknown) => new RequestError({ kind: 'toast', messageKey: key }, 400, { code: 400, message: 'x', key, result });

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);

async function fillAndSubmit(newPassword: string) {
  render(
    <MemoryRouter>
      <ChangePasswordDialog isOpen onClose={vi.fn()} />
    </MemoryRouter>,
  );
  type('cp-oldPassword', 'Demo-pass1');
  type('cp-newPassword', newPassword);
  type('cp-confirmPassword', newPassword);
  fireEvent.click(screen.getByTestId('cp-submit'));
  await flush();
  await flush();
}

describe('change-password dialog', () => {
  it('sends the old password as SHA-1 and the new one as text for the server to check', async () => {
    api.changePassword.mockResolvedValue(null);
    await fillAndSubmit('Crew-pass2');
    expect(api.changePassword).toHaveBeenCalledWith({
      userName: 'demo-crew',
      oldPassword: expect.stringMatching(/^[0-9a-f]{40}$/),
      newPassword: 'Crew-pass2',
      confirmPassword: 'Crew-pass2',
    });
  });

  it("shows the server's password rule under the new-password field", async () => {
    api.changePassword.mockRejectedValue(refusal('error.requestParameter', { fields: { newPassword: { key: 'validation.password.length', params: { min: 6, max: 16 } } } }));
    await fillAndSubmit('Crew-pass2');
    const helper = document.querySelector('#foc-cp-newPassword')!.closest('.bp6-form-group')!.querySelector('.bp6-form-helper-text');
    expect(helper?.textContent).toMatch(/6.*16/);
  });

  it('shows too many wrong old passwords with the wait in seconds', async () => {
    api.changePassword.mockRejectedValue(refusal('error.tooManyPasswordAttempts', { retryAfterSeconds: 540 }));
    await fillAndSubmit('Crew-pass2');
    expect(screen.getByTestId('cp-server-error').textContent).toContain('540');
  });
});
