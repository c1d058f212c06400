import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fileIdOfPath } from '../../domain/file';
import { FileViewer } from '../../ui/attachments/FileViewer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/filePreview` (requirements S2): `?id=<file id>`, or `?url=` when it is one of our own
 * `/file/v1/files/{id}` paths (any other address is refused: the screen never loads foreign URLs).
 */
export default function FilePreview() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const url = params.get('url');
  const id = rawId && UUID.test(rawId) ? rawId.toLowerCase() : url ? fileIdOfPath(url) : null;
  return (
    <div className="foc-file-preview-page" data-testid="file-preview-page">
      <h3>{t('file.preview.title')}</h3>
      {id ? <FileViewer fileId={id} /> : <div data-testid="file-preview-failed"><NonIdealState icon="search" title={t(rawId || url ? 'file.preview.missing' : 'file.preview.noId')} /></div>}
    </div>
  );
}
