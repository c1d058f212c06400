import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import { t } from '../i18n';
import { settings } from '../state/settings';

let toaster: Promise<Toaster> | null = null;
const get = () => (toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 }));

/** A message for the user; its duration follows the user's message-duration setting (0 stays, -1 off). */
export function showToast(message: string, intent: Intent = 'danger'): void {
  const seconds = settings.messageDuration;
  if (seconds < 0 && intent !== 'danger') return;
  void get().then((tt) => tt.show({ message, intent, timeout: seconds <= 0 ? (seconds === 0 ? 0 : 5000) : seconds * 1000 }));
}

/** A translated message key (or a server text when the key has no translation). */
export function toastKey(key: string | undefined, text?: string, intent: Intent = 'danger'): void {
  const translated = key ? t(key) : undefined;
  showToast(translated && translated !== key ? translated : (text ?? translated ?? t('error.unknown')), intent);
}

/**
 * A message with one action (the Gantt's Undo), shown for `timeoutMs` whatever the message-duration
 * setting (the action is only offered that long); `className` marks the toast for tests.
 */
export function showActionToast(message: string, action: { text: string; onClick: () => void }, timeoutMs: number, intent: Intent = 'success', className?: string): void {
  void get().then((tt) => tt.show({ message, intent, timeout: timeoutMs, action: { text: action.text, onClick: action.onClick }, className }));
}
