/**
 * Release notes in the forced-update dialog: the newest published note the user has not closed
 * (`/system/v1/updateLogs/unseen`), kept across the update's reload so the new page shows it again
 * until the user closes it (then `…/:id/seen`).
 */
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import type { UnseenUpdate } from '../../contract/updateLog';
import { readJson, write } from '../../state/storage';

export type UpdateNotes = NonNullable<UnseenUpdate>;

/** Where the notes wait across the update's reload. */
export const PENDING_NOTES_KEY = 'foc.updateNotes';

export const updateNotesApi = {
  unseen: () => api.get<UnseenUpdate>('/system/v1/updateLogs/unseen', { silent: true }),
  seen: (id: string) => api.post<null>(`/system/v1/updateLogs/${encodeURIComponent(id)}/seen`, {}, { silent: true }),
};

export const pendingNotes = (): UpdateNotes | null => readJson<UpdateNotes>(PENDING_NOTES_KEY);
export const keepNotes = (notes: UpdateNotes | null) => write(PENDING_NOTES_KEY, notes ? JSON.stringify(notes) : null);

/** The note's text in the user's language. */
export function noteText(notes: UpdateNotes, lang: string): string {
  return lang === 'en' ? notes.noteEn : lang === 'zhtw' ? notes.noteZhtw : notes.noteZh;
}

export function NotesText({ notes }: { notes: UpdateNotes }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="foc-update-notes" data-testid="update-notes">
      <h4 style={{ margin: '8px 0 4px' }}>{t('systemLog.update.whatsNew', { version: notes.appVersion })}</h4>
      <div style={{ whiteSpace: 'pre-wrap', maxHeight: '40vh', overflow: 'auto' }}>{noteText(notes, i18n.language)}</div>
    </div>
  );
}
