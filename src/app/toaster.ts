import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import { t } from '../i18n';
import { settings } from '../state/settings';
import { paramsInTimeType } from '../domain/trip/time';

let toaster: Promise<Toaster> | null = null;
const get = () => (toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 }));

/** A message for the user; its duration follows the user's message-duration setting (0 stays, -1 off). */
export function showToast(message: string, intent: Intent = 'danger'): void {
  const seconds = settings.messageDuration;
  if (seconds < 0 && intent !== 'danger') return;
  void get().then((tt) => tt.show({ message, intent, timeout: seconds <= 0 ? (seconds === 0 ? 0 : 5000) : seconds * 1000 }));
}

/**
 * A translated message key (or a server text when the key has no translation), with the refusal's
 * parameters; instants among them (`<name>Utc`) are shown in the user's time type.
 */
export function toastKey(key: string | undefined, text?: string, intent: Intent = 'danger', params?: Record<string, string | number>): void {
  const translated = key ? (params ? t(key, paramsInTimeType(params, settings.timeType)) : t(key)) : undefined;
  showToast(translated && translated !== key ? translated : (text ?? translated ?? t('error.unknown')), intent);
}
