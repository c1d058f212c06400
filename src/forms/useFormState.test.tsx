// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateSignIn, VK, type FieldErrors, type SignInForm } from '../domain/validation';
import { CheckedInput } from './CheckedInput';
import { initTestI18n } from './testing/i18n';
import { REQUEST_IN_PROGRESS_KEY, useFormState, type FormState } from './useFormState';

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(cleanup);

const EMPTY: SignInForm = { userName: '', password: '', captcha: '' };

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A sign-in form on the kit; exposes the hook's state to the test. */
function setup(onSubmit: (v: SignInForm) => Promise<FieldErrors<string> | void>, onNotice?: (key: string) => void) {
  const state: { form?: FormState<SignInForm> } = {};
  function SignIn() {
    const form = useFormState<SignInForm>({ initialValues: EMPTY, validate: validateSignIn, onSubmit, onNotice });
    state.form = form;
    return (
      <form onSubmit={form.handleSubmit}>
        <CheckedInput label="User" rule="blank" required {...form.field('userName')} />
        <CheckedInput label="Password" rule="blank" required type="password" {...form.field('password')} />
        <CheckedInput label="Code" rule="blank" required {...form.field('captcha')} />
        <button type="submit">Go</button>
      </form>
    );
  }
  render(<SignIn />);
  return { form: () => state.form!, input: (label: string) => screen.getByLabelText(new RegExp(label)) as HTMLInputElement };
}

const fill = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const messages = () => [...document.querySelectorAll('.bp6-form-helper-text')].map((e) => e.textContent);

describe('useFormState', () => {
  it('shows rule errors for touched fields only, then all of them after a submit', async () => {
    const onSubmit = vi.fn(async () => {});
    const { form, input } = setup(onSubmit);
    fireEvent.blur(input('User'));
    expect(messages()).toEqual(['This field is required']);
    expect(form().touched).toEqual({ userName: true });
    await act(async () => {
      expect(await form().submit()).toBe(false);
    });
    expect(messages()).toEqual(['This field is required', 'This field is required', 'This field is required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values and reports success', async () => {
    const onSubmit = vi.fn(async () => {});
    const { form, input } = setup(onSubmit);
    fill(input('User'), 'admin');
    fill(input('Password'), 'secret');
    fill(input('Code'), 'abcd');
    await act(async () => {
      fireEvent.click(screen.getByText('Go'));
    });
    expect(onSubmit).toHaveBeenCalledWith({ userName: 'admin', password: 'secret', captcha: 'abcd' });
    expect(form().submitting).toBe(false);
    expect(form().errors).toEqual({});
  });

  it('blocks a second submission while saving, with error.requestInProgress', async () => {
    const saving = deferred();
    const onSubmit = vi.fn(() => saving.promise);
    const onNotice = vi.fn();
    const { form, input } = setup(onSubmit, onNotice);
    fill(input('User'), 'admin');
    fill(input('Password'), 'secret');
    fill(input('Code'), 'abcd');
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    await act(async () => {
      first = form().submit();
      second = form().submit(); // same tick: the ref must already see the first one
    });
    expect(await second).toBe(false);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onNotice).toHaveBeenCalledWith(REQUEST_IN_PROGRESS_KEY);
    expect(form().submitting).toBe(true);
    expect(form().notice).toEqual({ key: REQUEST_IN_PROGRESS_KEY });
    await act(async () => saving.resolve());
    expect(await first).toBe(true);
    expect(form().submitting).toBe(false);
    expect(form().notice).toBeNull();
  });

  it('shows server field errors at once and clears each when its field is edited', async () => {
    const { form, input } = setup(async () => ({ userName: { key: 'error.userNameTaken' } }));
    fill(input('User'), 'admin');
    fill(input('Password'), 'secret');
    fill(input('Code'), 'abcd');
    await act(async () => {
      expect(await form().submit()).toBe(false);
    });
    expect(messages()).toEqual(['This login name is already taken']);
    fill(input('User'), 'admin2');
    expect(messages()).toEqual([]);
    act(() => form().setServerErrors({ captcha: { key: 'error.captchaWrong' } }));
    expect(messages()).toEqual(['Wrong verification code']);
  });

  it('clears submitting when saving fails, and reset restores the initial state', async () => {
    const { form, input } = setup(async () => {
      throw new Error('network');
    });
    fill(input('User'), 'a');
    fill(input('Password'), 'b');
    fill(input('Code'), 'c');
    await act(async () => {
      await expect(form().submit()).rejects.toThrow('network');
    });
    expect(form().submitting).toBe(false);
    act(() => form().reset());
    expect(form().values).toEqual(EMPTY);
    expect(form().submitted).toBe(false);
    expect(form().errorOf('userName')).toBeNull();
    expect(form().errors.userName?.key).toBe(VK.required);
  });
});
