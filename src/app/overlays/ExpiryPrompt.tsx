import { Alert } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { extendSession, session } from '../../state/session';
import { expiryPromptDelay, minutesLeft } from './expiry';

/**
 * 'Extend login?' five minutes before the session expires (requirements S4). Extending moves the
 * expiry and schedules the next prompt; declining lets it lapse (the next call answers 401 → /login).
 */
export function ExpiryPrompt() {
  const { t } = useTranslation();
  const { token, expiresAt, user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = Boolean(token && user);

  useEffect(() => {
    setOpen(false);
    if (!signedIn || !expiresAt || declined === expiresAt) return;
    const delay = expiryPromptDelay(expiresAt, Date.now());
    if (delay === null) return;
    const show = setTimeout(() => setOpen(true), delay);
    const lapse = setTimeout(() => setOpen(false), Math.max(0, Date.parse(expiresAt) - Date.now()));
    return () => {
      clearTimeout(show);
      clearTimeout(lapse);
    };
  }, [signedIn, expiresAt, declined]);

  const extend = async () => {
    setBusy(true);
    try {
      await extendSession();
    } catch {
      // told by the request layer (e.g. cannot be extended any further): do not ask again
      setDeclined(expiresAt);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Alert
      isOpen={open && signedIn}
      intent="warning"
      icon="time"
      loading={busy}
      confirmButtonText={t('overlay.expiry.extend')}
      cancelButtonText={t('overlay.expiry.later')}
      canEscapeKeyCancel
      canOutsideClickCancel={false}
      onConfirm={() => void extend()}
      onCancel={() => {
        setDeclined(expiresAt);
        setOpen(false);
      }}
    >
      <div data-testid="expiry-prompt">
        <p>
          <strong>{t('overlay.expiry.title')}</strong>
        </p>
        <p>{t('overlay.expiry.message', { minutes: minutesLeft(expiresAt, Date.now()) })}</p>
      </div>
    </Alert>
  );
}
