import { Button, Dialog, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { read, StorageKey, write } from '../../state/storage';
import { AUTO_UPDATE_MS, needsUpdate, VERSION_POLL_MS, versionApi, type ServerVersion } from './updateCheck';
import { keepNotes, NotesText, pendingNotes, updateNotesApi, type UpdateNotes } from './updateNotes';

/** Focus checks closer together than this are skipped. */
const FOCUS_THROTTLE_MS = 10_000;

/** Reloads for the new version; its release notes wait to be shown again by the new page. */
function applyUpdate(version: string, notes: UpdateNotes | null) {
  write(StorageKey.version, version);
  if (notes) keepNotes(notes);
  window.location.reload();
}

/**
 * Forced update (requirements S4, S9): the server's version is checked every 5 minutes and on focus;
 * when it differs from this page's build the dialog shows and updates by itself after 3 s. The
 * newest published release note the user has not closed shows in it, and again after the reload
 * until the user closes it.
 */
export function UpdateDialog() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ServerVersion | null>(null);
  const [left, setLeft] = useState(AUTO_UPDATE_MS);
  const [notes, setNotes] = useState<UpdateNotes | null>(null);
  // notes carried over the update's reload
  const [afterUpdate, setAfterUpdate] = useState<UpdateNotes | null>(pendingNotes);
  const notesRef = useRef<UpdateNotes | null>(null);
  notesRef.current = notes;
  const lastCheck = useRef(0);

  useEffect(() => {
    let live = true;
    const check = async () => {
      lastCheck.current = Date.now();
      try {
        const server = await versionApi.get();
        if (!live) return;
        if (needsUpdate(server.version, __APP_VERSION__, read(StorageKey.version))) {
          setTarget(server);
          void updateNotesApi.unseen().then((n) => live && setNotes(n), () => undefined);
        }
        else if (server.version === __APP_VERSION__) write(StorageKey.version, server.version);
      } catch {
        // offline or restarting: the next poll tries again
      }
    };
    const onFocus = () => {
      if (Date.now() - lastCheck.current >= FOCUS_THROTTLE_MS) void check();
    };
    void check();
    const poll = setInterval(() => void check(), VERSION_POLL_MS);
    window.addEventListener('focus', onFocus);
    return () => {
      live = false;
      clearInterval(poll);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  useEffect(() => {
    if (!target) return;
    const started = Date.now();
    const tick = setInterval(() => setLeft(Math.max(0, AUTO_UPDATE_MS - (Date.now() - started))), 100);
    const auto = setTimeout(() => applyUpdate(target.version, notesRef.current), AUTO_UPDATE_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(auto);
    };
  }, [target]);

  const closeNotes = (n: UpdateNotes) => {
    keepNotes(null);
    setAfterUpdate(null);
    void updateNotesApi.seen(n.id).catch(() => undefined);
  };

  if (!target && afterUpdate) {
    return (
      <Dialog isOpen title={t('systemLog.update.whatsNew', { version: afterUpdate.appVersion })} icon="updated" onClose={() => closeNotes(afterUpdate)} style={{ minWidth: 400 }}>
        <DialogBody>
          <NotesText notes={afterUpdate} />
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t('forms.confirm.ok')} onClick={() => closeNotes(afterUpdate)} data-testid="update-notes-close" />} />
      </Dialog>
    );
  }
  if (!target) return null;
  return (
    <Dialog isOpen title={t('overlay.update.title')} icon="automatic-updates" isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false} style={{ minWidth: 400 }}>
      <DialogBody>
        <div data-testid="update-dialog">
          <p>{t('overlay.update.message', { version: target.version, current: __APP_VERSION__ })}</p>
          <p>{t('overlay.update.countdown', { seconds: Math.ceil(left / 1000) })}</p>
          <ProgressBar intent="primary" value={1 - left / AUTO_UPDATE_MS} stripes={false} />
          {notes && <NotesText notes={notes} />}
        </div>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" icon="refresh" text={t('overlay.update.now')} onClick={() => applyUpdate(target.version, notes)} />} />
    </Dialog>
  );
}
