import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, fileBlob } from '../../api/files';
import { RequestError } from '../../api/http';
import { PREVIEWABLE_TYPES } from '../../domain/file';
import './attachments.css';

type State = { kind: 'loading' } | { kind: 'shown'; url: string; type: string; name: string } | { kind: 'failed'; key: string };

/**
 * An image or a PDF shown inline from its bytes (fetched with the session's token, shown through an
 * object URL revoked on leave): the PDF in an <iframe> of the browser's viewer, an image as <img>.
 * Missing or forbidden files and other types say so, with a download where it can help.
 */
export function FileViewer({ fileId, name }: { fileId: string; name?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    let url: string | null = null;
    setState({ kind: 'loading' });
    fileBlob(fileId, 'preview', { silent: true })
      .then(({ blob, fileName }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'shown', url, type: blob.type, name: fileName ?? name ?? '' });
      })
      .catch((e: unknown) => {
        if (!live) return;
        const status = e instanceof RequestError ? e.status : undefined;
        setState({ kind: 'failed', key: status === 415 ? 'file.preview.unsupported' : 'file.preview.missing' });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, name]);

  const download = () => void downloadFile(fileId, name ?? 'file').catch(() => undefined);

  if (state.kind === 'loading') return <NonIdealState icon={<Spinner size={30} />} title={t('file.preview.loading')} />;
  if (state.kind === 'failed') {
    return (
      <div data-testid="file-preview-failed">
      <NonIdealState
        icon={state.key === 'file.preview.unsupported' ? 'document' : 'error'}
        title={t(state.key)}
        action={state.key === 'file.preview.unsupported' ? <Button icon="download" text={t('file.preview.download')} onClick={download} /> : undefined}
      />
      </div>
    );
  }
  return (
    <div className="foc-file-viewer" data-testid="file-viewer">
      <div className="foc-file-viewer__bar">
        <strong className="foc-file-viewer__name" data-testid="file-viewer-name">
          {state.name}
        </strong>
        <Button icon="download" text={t('file.preview.download')} onClick={download} data-testid="file-viewer-download" />
      </div>
      {state.type === 'application/pdf' ? (
        <iframe className="foc-file-viewer__frame" src={state.url} title={t('file.preview.frameTitle', { name: state.name })} data-type={state.type} data-testid="file-viewer-pdf" />
      ) : PREVIEWABLE_TYPES.includes(state.type) ? (
        <img className="foc-file-viewer__image" src={state.url} alt={state.name} data-testid="file-viewer-image" />
      ) : (
        <NonIdealState icon="document" title={t('file.preview.unsupported')} />
      )}
    </div>
  );
}
