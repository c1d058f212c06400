import { describe, expect, it } from 'vitest';
import { toastKeyOf, toastTimeout, WELCOME_TOAST_SECONDS } from './toaster';

describe('toasts', () => {
  it('the welcome lasts 4 s whatever the setting', () => {
    expect(WELCOME_TOAST_SECONDS).toBe(4);
    for (const setting of [-1, 0, 5, 30]) expect(toastTimeout(setting, 'success', WELCOME_TOAST_SECONDS)).toBe(4000);
  });
  it('others follow the message-duration setting; errors show even when toasts are off', () => {
    expect(toastTimeout(10, 'success')).toBe(10_000);
    expect(toastTimeout(0, 'success')).toBe(0);
    expect(toastTimeout(-1, 'success')).toBeNull();
    expect(toastTimeout(-1, 'danger')).toBe(5000);
  });
  it('the same text twice is one toast', () => {
    expect(toastKeyOf('Saved', 'success')).toBe(toastKeyOf('Saved', 'success'));
    expect(toastKeyOf('Saved', 'success')).not.toBe(toastKeyOf('Saved', 'danger'));
  });
});
