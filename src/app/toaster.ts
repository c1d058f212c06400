import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import { t } from '../i18n';
import { settings } from '../state/settings';
import { paramsInTimeType } from '../domain/trip/time';

let toaster: Promise<Toaster> | null = null;
const get = () => (toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 }));

/** How long the welcome after a sign-in stays, whatever the message-duration setting. */
export const WELCOME_TOAST_SECONDS = 4;

/**
 * Milliseconds a toast stays: `fixedSeconds` when the caller sets it, else the user's
 * message-duration setting (0 stays; -1 off, but an error still shows for 5 s); null: not shown.
 */
export function toastTimeout(settingSeconds: number, intent: Intent, fixedSeconds?: number): number | null {
  if (fixedSeconds !== undefined) return fixedSeconds * 1000;
  if (settingSeconds < 0) return intent === 'danger' ? 5000 : null;
  return settingSeconds * 1000;
}

/**
 * One toast per text: the same message raised twice for one change (the request layer and the
 * screen both reporting it) refreshes the toast on screen instead of stacking a second one.
 */
export const toastKeyOf = (message: string, intent: Intent): string => `${intent}:${message}`;

/** A message for the user; its duration follows the user's message-duration setting unless `fixedSeconds` is given. */
export function showToast(message: string, intent: Intent = 'danger', fixedSeconds?: number): void {
  const timeout = toastTimeout(settings.messageDuration, intent, fixedSeconds);
  if (timeout === null) return;
  void get().then((tt) => tt.show({ message, intent, timeout }, toastKeyOf(message, intent)));
}

/**
 * A translated message key (or a server text when the key has no translation), with the refusal's
 * parameters; instants among them (`<name>Utc`) are shown in the user's time type.
 */
export function toastKey(key: string | undefined, text?: string, intent: Intent = 'danger', params?: Record<string, string | number>): void {
  const translated = key ? (params ? t(key, paramsInTimeType(params, settings.timeType)) : t(key)) : undefined;
  showToast(translated && translated !== key ? translated : (text ?? translated ?? t('error.unknown')), intent);
}

/**
 * A message with one action (the Gantt's Undo), shown for `timeoutMs` whatever the message-duration
 * setting (the action is only offered that long); `className` marks the toast for tests.
 */
export function showActionToast(message: string, action: { text: string; onClick: () => void }, timeoutMs: number, intent: Intent = 'success', className?: string): void {
  void get().then((tt) => tt.show({ message, intent, timeout: timeoutMs, action: { text: action.text, onClick: action.onClick }, className }));
}
