import { Button, Callout, Dialog, DialogBody, Icon, Intent, ProgressBar } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { downloadFile, getAttachments, setAttachments, uploadFile, type Attachment, type AttachmentSet } from '../../api/files';
import { RequestError } from '../../api/http';
import { toastKey } from '../../app/toaster';
import type { AttachmentRecordType } from '../../domain/file';
import { PREVIEWABLE_TYPES } from '../../domain/file';
import { BYTES_PER_MB, UPLOAD_GENERAL, type RuleError } from '../../domain/validation';
import { confirm, UploadField } from '../../forms';
import { settings } from '../../state/settings';
import { instantText } from '../list/times';
import { FileViewer } from './FileViewer';
import './attachments.css';

/** A rule refusal the server answered (its key and parameters), to show under the field. */
function refusalOf(e: unknown): RuleError | null {
  if (!(e instanceof RequestError) || !e.body?.key || !String(e.body.key).startsWith('validation.')) return null;
  return { key: String(e.body.key), params: (e.body.result ?? undefined) as RuleError['params'] };
}

const sizeText = (size: number) => (size >= BYTES_PER_MB / 10 ? `${(size / BYTES_PER_MB).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`);

/**
 * The files of one record (requirements S5, S9): name, size, who attached it and when; preview of
 * images and PDFs, download, and for a user who may edit the record, add (general upload rules)
 * and remove. The set is written whole with the version read (a concurrent change → reload).
 */
export function AttachmentsPanel({ recordType, recordId }: { recordType: AttachmentRecordType; recordId: string }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [set, setSet] = useState<AttachmentSet | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [preview, setPreview] = useState<Attachment | null>(null);
  const current = useRef<AttachmentSet | null>(null);
  current.current = set;

  const load = useCallback(async () => {
    try {
      const fresh = await getAttachments(recordType, recordId, { silent: true });
      setSet(fresh);
      setFailed(false);
      return fresh;
    } catch {
      setFailed(true);
      return null;
    }
  }, [recordType, recordId]);
  useEffect(() => void load(), [load]);

  /** Writes the ids made from the current set; after a 412, once more from the fresh set. */
  const write = async (next: (ids: string[]) => string[]) => {
    for (let attempt = 0; ; attempt++) {
      const base = current.current ?? (await load());
      if (!base) throw new Error('no attachment set');
      try {
        const saved = await setAttachments(recordType, recordId, base.version, next(base.list.map((a) => a.fileId)), { silent: attempt === 0 });
        setSet(saved);
        current.current = saved;
        return saved;
      } catch (e) {
        if (!(e instanceof RequestError) || e.status !== 412 || attempt > 0) throw e;
        current.current = await load();
      }
    }
  };

  const upload = async (file: File) => {
    setProgress({ name: file.name, fraction: 0 });
    try {
      const up = await uploadFile(file, { onProgress: (fraction) => setProgress({ name: file.name, fraction }) });
      await write((ids) => [...ids, up.id]);
      toastKey('file.panel.added', undefined, 'success');
      return up.path;
    } catch (e) {
      throw refusalOf(e) ?? e; // the field shows the rule's message, or 'upload failed'
    } finally {
      setProgress(null);
    }
  };

  const remove = async (a: Attachment) => {
    if (!(await confirm({ message: t('file.panel.removeConfirm', { name: a.fileName }) }))) return;
    try {
      await write((ids) => ids.filter((id) => id !== a.fileId));
      toastKey('file.panel.removed', undefined, 'success');
    } catch {
      // told by the request layer
    }
  };

  return (
    <section className="foc-attachments" data-testid="attachments-panel">
      <h4 className="foc-attachments__title">{t('file.panel.title')}</h4>
      {failed && <Callout intent={Intent.DANGER}>{t('file.panel.loadFailed')}</Callout>}
      {set && set.list.length === 0 && <p className="foc-attachments__meta">{t('file.panel.empty')}</p>}
      {set && set.list.length > 0 && (
        <ul className="foc-attachments__list" data-testid="attachments-list">
          {set.list.map((a) => (
            <li key={a.fileId} className="foc-attachments__item" data-testid="attachment-item">
              <Icon icon={a.contentType.startsWith('image/') ? 'media' : 'document'} />
              <span className="foc-attachments__name" title={a.fileName}>
                {a.fileName}
              </span>
              <span className="foc-attachments__meta" title={t('file.panel.size')}>
                {sizeText(a.size)}
              </span>
              <span className="foc-attachments__meta" title={t('file.panel.uploadedBy')}>
                {t('file.panel.attachedAt', { who: a.attachedBy ?? a.uploader ?? '', time: instantText(String(a.attachTime), timeType) })}
              </span>
              {PREVIEWABLE_TYPES.includes(a.contentType) && (
                <Button variant="minimal" size="small" icon="eye-open" aria-label={t('file.panel.preview', { name: a.fileName })} title={t('file.panel.preview', { name: a.fileName })} onClick={() => setPreview(a)} data-testid="attachment-preview" />
              )}
              <Button variant="minimal" size="small" icon="download" aria-label={t('file.panel.download', { name: a.fileName })} title={t('file.panel.download', { name: a.fileName })} onClick={() => void downloadFile(a.fileId, a.fileName).catch(() => undefined)} />
              {set.canEdit && (
                <Button variant="minimal" size="small" icon="trash" intent={Intent.DANGER} aria-label={t('file.panel.remove', { name: a.fileName })} title={t('file.panel.remove', { name: a.fileName })} onClick={() => void remove(a)} data-testid="attachment-remove" />
              )}
            </li>
          ))}
        </ul>
      )}
      {set?.canEdit === false && <p className="foc-attachments__meta">{t('file.panel.readOnly')}</p>}
      {set?.canEdit && (
        <UploadField config={UPLOAD_GENERAL} value={[]} onChange={() => undefined} upload={upload} label={t('file.panel.add')} id={`attachments-${recordType}-${recordId}`} />
      )}
      {progress && (
        <div data-testid="attachments-progress">
          <span className="foc-attachments__meta">{t('file.panel.progress', { name: progress.name, percent: Math.round(progress.fraction * 100) })}</span>
          <ProgressBar value={progress.fraction} intent={Intent.PRIMARY} />
        </div>
      )}
      {preview && (
        <Dialog isOpen title={t('file.preview.title')} onClose={() => setPreview(null)} className="foc-file-preview-dialog">
          <DialogBody>
            <FileViewer fileId={preview.fileId} name={preview.fileName} />
          </DialogBody>
        </Dialog>
      )}
    </section>
  );
}
